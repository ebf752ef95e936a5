// The rules panel's search and its sections: pure functions, tested on their own.
import { COUNTERPARTS_2005 } from '../../rules/editionRules';
import { RULE_SUMMARIES, ruleOrder, type RuleSummary } from '../../rules/summaries';

/** Section headings, by the number before the dot (our own short names). */
export const SECTIONS: Readonly<Record<string, string>> = {
  1: 'From the rest of the game',
  601: '601 · Limited range of influence (2005 rules)',
  602: '602 · Attacking several players (2005 rules)',
  603: '603 · Deploying creatures (2005 rules)',
  604: '604 · Attack left, attack right (2005 rules)',
  606: '606 · Two-Headed Giant (2005 rules)',
  607: '607 · Emperor (2005 rules)',
  608: '608 · Grand Melee (2005 rules)',
  609: '609 · Teams (2005 rules)',
  800: '800 · Multiplayer in general',
  801: '801 · Limited range of influence',
  802: '802 · Attacking several players',
  803: '803 · Attack left, attack right',
  804: '804 · Deploying creatures',
  805: '805 · Shared team turns',
  806: '806 · Free-for-All',
  807: '807 · Grand Melee',
  808: '808 · Team vs. Team',
  809: '809 · Emperor',
  810: '810 · Two-Headed Giant',
  811: '811 · Alternating Teams',
  900: '900 · Casual variants',
  901: '901 · Planechase',
  902: '902 · Vanguard',
  903: '903 · Commander, Brawl and Commander Draft',
};

export const sectionOf = (rule: string) => {
  const head = rule.split('.')[0]!;
  // 601–609: the 2005 multiplayer rules; below 800 otherwise, the rest of the game.
  const n = Number(head);
  return n < 800 && !(n > 600 && n < 610) ? '1' : head;
};

/** Lower case without accents, so "melee" finds "Mêlée" and the other way round. */
const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** A search term that is a rule number or its start: "801", "801.", "801.2", "903.10a" (one or
 *  two digits alone are an amount to find in the words). */
const NUMBER = /^\d{1,3}(\.\d*[a-z]?)?$/;

export interface RuleEntry extends RuleSummary {
  rule: string;
  /** The same rule in the other edition's numbering (606.4a for 810.4, and back), if any. */
  counterparts: readonly string[];
}

/** Each rule's counterparts across the 2005 and the later numbering (editionRules.ts). */
function counterpartsOf(rule: string): string[] {
  const to2005 = COUNTERPARTS_2005[rule];
  if (to2005 && to2005 !== rule) return [to2005];
  return Object.keys(COUNTERPARTS_2005).filter((c) => COUNTERPARTS_2005[c] === rule);
}

const is2005 = (rule: string) => /^60\d(\.|$)/.test(rule);

/** In number order, the 2005 rules (601–609) last, after the rules of today. */
export const ALL_RULES: readonly RuleEntry[] = Object.keys(RULE_SUMMARIES)
  .sort((a, b) => Number(is2005(a)) - Number(is2005(b)) || ruleOrder(a, b))
  .map((rule) => ({ rule, ...RULE_SUMMARIES[rule]!, counterparts: counterpartsOf(rule) }));

/**
 * The rules a query finds. Numbers match the start of a rule number ("801.2" finds 801.2 and
 * 801.2a–d but not 801.20); words must all appear in the number, title or summary, in any order,
 * ignoring case and accents. An empty query finds everything.
 */
export function searchRules(query: string, rules: readonly RuleEntry[] = ALL_RULES): RuleEntry[] {
  const terms = fold(query)
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (terms.length === 0) return [...rules];
  return rules.filter((r) => {
    const text = fold(`${r.title} ${r.summary} ${SECTIONS[sectionOf(r.rule)] ?? ''}`);
    return terms.every((t) => {
      // One or two digits are an amount ("40 life", "15 poison"), not a section number.
      if (/^\d{1,2}$/.test(t)) return new RegExp(`(^|\\D)${t}(\\D|$)`).test(text);
      if (NUMBER.test(t)) {
        const n = t.replace(/\.$/, '');
        // A rule is found by its own number and by its counterpart's (606.4a finds 810.4).
        return [r.rule, ...r.counterparts].some((rule) =>
          n.includes('.')
            ? rule.startsWith(n) && /^[a-z]?$/.test(rule.slice(n.length))
            : rule.startsWith(n),
        );
      }
      // "markers" also finds "marker": a plural typed where the summary has the singular.
      return text.includes(t) || (t.length > 3 && t.endsWith('s') && text.includes(t.slice(0, -1)));
    });
  });
}

/** Rules grouped under their section heading, in order. */
export function bySection(rules: readonly RuleEntry[]): { section: string; rules: RuleEntry[] }[] {
  const out: { section: string; rules: RuleEntry[] }[] = [];
  for (const r of rules) {
    const s = sectionOf(r.rule);
    const last = out[out.length - 1];
    if (last && last.section === s) last.rules.push(r);
    else out.push({ section: s, rules: [r] });
  }
  return out;
}
