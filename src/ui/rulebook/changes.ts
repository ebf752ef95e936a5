// What changed between the 2005 multiplayer rules and today's, in our own words, for the rules
// panel's "What changed" view: each 2005 rule beside its counterpart (editionRules.ts), with a
// note where the two differ on a table (docs/editions.md lists each with its test). Lazy data: it
// loads with the panel.
import { ALL_RULES, searchRules, type RuleEntry } from './searchRules';

/** By 2005 rule: what is different today (and in 2011, where that differs again). */
export const CHANGE_NOTES: Readonly<Record<string, string>> = {
  '602.5': 'Renumbered 802.6; 802.5 (ordering blocked attackers) came later.',
  '603':
    'Deploy creatures, 804 today, as 607.3b numbers it; 609.2b gives 603 to attack multiple players (602 in the 2008 rulings): the 2005 texts disagree, and our sources hold only the number.',
  '604': 'Attack left and right, 803 today; our sources hold only its number from 2005.',
  '606.2':
    'Then no other option could be added; today the variant names shared team turns (810.2) and limited range may be added.',
  '606.4a': 'A team of two started at 40 life; today at 30.',
  '606.4b': 'Teams taking turns became the shared team turns option (805), which 810.2 uses.',
  '606.5':
    'Only life was shared, so each head kept their own poison counters, and so in 2011 (810.5); today a team has one poison count (810.8d).',
  '606.6b':
    'Only the starting team’s primary player skipped the first draw; today the whole starting team skips its draw step (810.6).',
  '606.8a': 'Renumbered 810.8c; the same loss at 0 life.',
  '606.8b':
    'The same: a team wins and loses together. Ten poison counters on one head lost the game for the team until a team count of fifteen came in (810.8d).',
  '606.8c': 'A concession: then the team lost; today it also leaves the game at once (810.8b).',
  '606.9a':
    'A head’s own life read as half the team’s, rounded up; today it is the team’s whole total.',
  '606.9b':
    'Every head set to a number at once: then the team’s total became their sum; today the team picks one head and only that one is set (810.9d).',
  '606.9c':
    'Setting one head’s life counted from their half, so a team at 25 whose head is set to 20 ended at 32; today it ends at 20.',
  '606.10': 'Larger teams started at 20 life a head; today 15 a head.',
  '607.5':
    'Only the loss with the emperor was written; today the team also wins and draws with its emperor (809.5a, 809.5c), so in 2005 generals played on after their emperor drew.',
  '607.6':
    'Then: adjust the ranges for teams of more than two; today for more than three, and 809.6a says how.',
  '608.4c':
    'Then a passed marker could not be received while a marker was within three seats on the receiver’s left, and the text does not say where it waited (the app leaves it with the passer); today the receiver takes it and waits to begin (807.4d). Marker departures got rules of their own (807.4c).',
  '608.4d':
    'Then a marker was removed “between turns”; today it is designated and goes when its turn ends, or at once if idle (807.4e–g).',
  '608.4e':
    'Then only a player not taking a turn had their extra turn put off; today a marker too close on either side also waits or passes on (807.4i).',
  '609':
    'Teams became Alternating Teams (811) with the same seating and attacks; Team vs. Team (808) is new.',
};

/** Today's rules the 2011 text lacks (its 800–811 otherwise number and say the same). */
export const NOT_IN_2011: Readonly<Record<string, string>> = {
  '810.8d': 'Not in the 2011 rules: there each head kept their own poison counters (810.5).',
};

export interface ChangeRow {
  /** The 2005 rule. */
  then: RuleEntry;
  /** Its counterparts today (none for a rule that went). */
  now: RuleEntry[];
  note?: string;
}

const byNumber = new Map(ALL_RULES.map((r) => [r.rule, r]));
const is2005 = (rule: string) => /^60\d(\.|$)/.test(rule);

/** Every 2005 rule beside its counterparts today, in the 2005 order; a search keeps a row if
 *  either side matches it. */
export function changeRows(query = ''): ChangeRow[] {
  const found = new Set(searchRules(query).map((r) => r.rule));
  const out: ChangeRow[] = [];
  for (const then of ALL_RULES) {
    if (!is2005(then.rule)) continue;
    const now = then.counterparts.map((c) => byNumber.get(c)).filter((r) => r !== undefined);
    if (!found.has(then.rule) && !now.some((r) => found.has(r.rule))) continue;
    out.push({ then, now, note: CHANGE_NOTES[then.rule] });
  }
  return out;
}
