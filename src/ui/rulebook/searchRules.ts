// The rules panel's search and its sections: pure functions, tested on their own. The summaries
// are those of the language shown (src/content/rules/), so a search finds the words shown.
import { i18n as globalI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShownSummaries, ShownSummary } from '../../content/rules/ruleTexts';
import { COUNTERPARTS_2005 } from '../../rules/editionRules';
import { RULE_SUMMARIES, ruleOrder } from '../../rules/summaries';

/** Section headings, by the number before the dot (our own short names; the number is not part of
 *  the message: sectionName puts it in front). */
export const SECTIONS: Readonly<Record<string, MessageDescriptor>> = {
  1: msg`From the rest of the game`,
  601: msg`Limited range of influence (2005 rules)`,
  602: msg`Attacking several players (2005 rules)`,
  603: msg`Deploying creatures (2005 rules)`,
  604: msg`Attack left, attack right (2005 rules)`,
  606: msg`Two-Headed Giant (2005 rules)`,
  607: msg`Emperor (2005 rules)`,
  608: msg`Grand Melee (2005 rules)`,
  609: msg`Teams (2005 rules)`,
  800: msg`Multiplayer in general`,
  801: msg`Limited range of influence`,
  802: msg`Attacking several players`,
  803: msg`Attack left, attack right`,
  804: msg`Deploying creatures`,
  805: msg`Shared team turns`,
  806: msg`Free-for-All`,
  807: msg`Grand Melee`,
  808: msg`Team vs. Team`,
  809: msg`Emperor`,
  810: msg`Two-Headed Giant`,
  811: msg`Alternating Teams`,
  900: msg`Casual variants`,
  901: msg`Planechase`,
  902: msg`Vanguard`,
  903: msg`Commander, Brawl and Commander Draft`,
};

/** A section's heading in the language shown: "801 · Limited range of influence". */
export function sectionName(section: string, i18n: I18n = globalI18n): string {
  const title = SECTIONS[section];
  if (!title) return section;
  return section === '1' ? i18n._(title) : `${section} · ${i18n._(title)}`;
}

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

export interface RuleEntry extends ShownSummary {
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
const ORDER: readonly string[] = Object.keys(RULE_SUMMARIES).sort(
  (a, b) => Number(is2005(a)) - Number(is2005(b)) || ruleOrder(a, b),
);

const built = new WeakMap<ShownSummaries, readonly RuleEntry[]>();

/** Every rule in the panel's order, in the words of `summaries` (one language's). */
export function rulesIn(summaries: ShownSummaries): readonly RuleEntry[] {
  let rules = built.get(summaries);
  if (!rules) {
    rules = ORDER.map((rule) => ({
      rule,
      ...summaries[rule]!,
      counterparts: counterpartsOf(rule),
    }));
    built.set(summaries, rules);
  }
  return rules;
}

/** Every rule in English, the source. */
export const ALL_RULES: readonly RuleEntry[] = ORDER.map((rule) => ({
  rule,
  ...RULE_SUMMARIES[rule]!,
  translated: true,
  counterparts: counterpartsOf(rule),
}));

/**
 * The rules a query finds. Numbers match the start of a rule number ("801.2" finds 801.2 and
 * 801.2a–d but not 801.20); words must all appear in the number, title, summary or section
 * heading as shown (`rules` and `section` are in the language shown), in any order, ignoring case
 * and accents. An empty query finds everything.
 */
export function searchRules(
  query: string,
  rules: readonly RuleEntry[] = ALL_RULES,
  section: (section: string) => string = sectionName,
): RuleEntry[] {
  const terms = fold(query)
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (terms.length === 0) return [...rules];
  return rules.filter((r) => {
    const text = fold(`${r.title} ${r.summary} ${section(sectionOf(r.rule))}`);
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
