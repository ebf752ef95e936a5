// The rule numbers of the 2005 multiplayer rules (600–609, with the 2008 rulings) for the current
// numbers the whys cite, so a table under the 2005 edition explains itself in its own edition's
// numbers (601.3 where the current rules say 801.3). The 2011 rules number everything as the
// current ones do. Imported only by the lazy whys (reasons.ts, explain.ts): not in the first
// download. A current rule with no 2005 counterpart in the texts we have keeps its own number.
import { withFields, type Edition, type Reason } from './terms';
import { words, type Words } from './words';

/** Current rule → the 2005 rule that says the same, where the 2005 texts have one. */
export const COUNTERPARTS_2005: Readonly<Record<string, string>> = {
  // 801 Limited range of influence ↔ 601.
  '801': '601',
  '801.1': '601.1',
  '801.2': '601.2',
  '801.2a': '601.2a',
  '801.2b': '601.2b',
  '801.2c': '601.2c',
  '801.2d': '601.2d',
  '801.3': '601.3',
  '801.4': '601.4',
  '801.5': '601.5',
  '801.5a': '601.5a',
  '801.5b': '601.5b',
  '801.5c': '601.5c',
  '801.6': '601.6',
  '801.7': '601.7',
  '801.7a': '601.7a',
  '801.8': '601.8',
  '801.9': '601.9',
  '801.10': '601.10',
  '801.11': '601.11',
  '801.12': '601.12',
  '801.13': '601.13',
  '801.15': '601.14',
  '801.15a': '601.14a',
  '801.15b': '601.14b',
  '801.16': '601.15',
  // 802 Attack multiple players ↔ 602 (802.5, ordering blocked attackers, is newer).
  '802': '602',
  '802.1': '602.1',
  '802.2': '602.2',
  '802.2a': '602.2a',
  '802.3': '602.3',
  '802.3a': '602.3a',
  '802.3b': '602.3b',
  '802.4': '602.4',
  '802.4a': '602.4a',
  '802.4b': '602.4b',
  '802.6': '602.5',
  // 803 Attack left and right, 804 deploy: the 2005 texts cite them as 604 and 603 (607.3b,
  // 608.2b) but the seeds don't hold their sub-rules.
  '803': '604',
  '803.1': '604',
  '803.1a': '604',
  '803.1b': '604',
  '804': '603',
  '804.1': '607.3b',
  // 805: in 2005 only Two-Headed Giant teams took turns together (606.4b, 606.6).
  '805': '606.6',
  '805.3a': '606.6a',
  '805.4': '606.4b',
  '805.4b': '606.6e',
  '805.4c': '606.6e',
  '805.5': '606.6c',
  '805.5a': '606.6e',
  '805.5b': '606.6f',
  '805.6': '606.6d',
  '805.6a': '606.6h',
  '805.8': '606.6g',
  // 807 Grand Melee ↔ 608.
  '807': '608',
  '807.1': '608.1',
  '807.2': '608.2',
  '807.2a': '608.2a',
  '807.2b': '608.2b',
  '807.2c': '608.2c',
  '807.3': '608.3',
  '807.4': '608.4',
  '807.4a': '608.4a',
  '807.4b': '608.4b',
  '807.4c': '608.4c',
  '807.4d': '608.4c',
  '807.4e': '608.4d',
  '807.4f': '608.4d',
  '807.4g': '608.4d',
  '807.4i': '608.4e',
  '807.4j': '608.4e',
  // 809 Emperor ↔ 607.
  '809': '607',
  '809.1': '607.1',
  '809.2': '607.2',
  '809.3': '607.3',
  '809.3a': '607.3a',
  '809.3b': '607.3b',
  '809.3c': '607.3c',
  '809.4': '607.4',
  '809.5': '607.5',
  '809.5b': '607.5a',
  '809.6': '607.6',
  '809.6a': '607.6',
  '809.7': '607.7',
  // 810 Two-Headed Giant ↔ 606.
  '810': '606',
  '810.1': '606.1',
  '810.2': '606.4b',
  '810.3': '606.3',
  '810.4': '606.4a',
  '810.5': '606.5',
  '810.6': '606.6b',
  '810.7': '606.7',
  '810.7a': '606.7a',
  // 606.7b–d are the attack, the block and the damage: today's 810.7c, 810.7d and 810.7f
  // (810.7b, "defending player", and 810.7e, damage order, are newer).
  '810.7c': '606.7b',
  '810.7d': '606.7c',
  '810.7f': '606.7d',
  '810.8': '606.8',
  '810.8a': '606.8b',
  '810.8b': '606.8c',
  '810.8c': '606.8a',
  '810.9': '606.9',
  '810.9a': '606.9a',
  '810.9c': '606.9c',
  '810.9d': '606.9b',
  '810.10': '606.10',
  // 811 Alternating Teams ↔ 609 Teams.
  '811': '609',
  '811.1': '609.1',
  '811.2': '609.2',
  '811.2a': '609.2a',
  '811.2b': '609.2b',
  '811.2c': '609.2c',
  '811.3': '609.3',
  '811.4': '609.4',
  '811.5': '609.6',
};

/** The number an edition's rules give a current rule. */
export function ruleIn(edition: Edition, rule: string): string {
  return edition === '2005' ? (COUNTERPARTS_2005[rule] ?? rule) : rule;
}

/** A reason citing its edition's number. */
export function citeIn<R extends Reason>(edition: Edition, reason: R): R {
  const rule = ruleIn(edition, reason.rule);
  return rule === reason.rule ? reason : (withFields(reason, { rule }) as R);
}

/**
 * Where the current view shows the 2011 text. The current rules are the 2011 section 8 with the
 * recent text winning where they differ (rules-notes.md), but the recent text we have starts at
 * 810.8b: for Two-Headed Giant's combat (810.7, 810.7a–f) it can't say whether the rule changed,
 * so the 2011 text stands, and the panel and the whys say so.
 */
export const RECENT_TEXT_STARTS = '810.8b';
const SHOWN_AS_2011 = new Set([
  '810.7',
  '810.7a',
  '810.7b',
  '810.7c',
  '810.7d',
  '810.7e',
  '810.7f',
]);

/** "as in the 2011 text; …" for a rule the current view shows from the 2011 text, else null. */
export function textNote(edition: Edition, rule: string): Words | null {
  return edition === 'current' && SHOWN_AS_2011.has(rule)
    ? words(
        /*i18n*/ {
          id: 'why.note.text2011',
          message: 'as in the 2011 text; the recent text we have starts at {recent}',
        },
        { recent: RECENT_TEXT_STARTS },
      )
    : null;
}
