// What changed between the 2005 multiplayer rules and today's, in our own words, for the rules
// panel's "What changed" view: each 2005 rule beside its counterpart (editionRules.ts), marked
// changed, removed or unchanged, and today's rules the 2005 text has nothing like, marked new,
// with a note where the two differ on a table (docs/editions.md lists each with its test). Which
// pairs changed was read from the published texts (changes.seeds.test.ts checks it where they sit
// beside the project); the summaries on either side are ours. Lazy data: it loads with the panel.
import { CHANGE_NOTES, NEW_RULES } from './changeNotes';
import { ALL_RULES, searchRules, type RuleEntry } from './searchRules';

export { CHANGE_NOTES, NEW_RULES, NOT_IN_2011 } from './changeNotes';

/** 2005 rules whose counterpart today says something different. The rest of the pairs say the
 *  same, renumbered, in the words of today's game (on the battlefield for in play, state-based
 *  actions for effects). */
const CHANGED: ReadonlySet<string> = new Set([
  '601.3',
  '602.2a',
  '602.3',
  '602.4',
  '602.4a',
  '606.3',
  '606.4a',
  '606.6',
  '606.6a',
  '606.6b',
  '606.6d',
  '606.6e',
  '606.6g',
  '606.6h',
  '606.7b',
  '606.8c',
  '606.9a',
  '606.9b',
  '606.9c',
  '606.10',
  '607.5',
  '607.6',
  '608.4c',
  '608.4d',
  '608.4e',
  '609',
  '609.4',
]);

/** 2005 rules our sources hold only the number of (603, 604): nothing to compare. */
const UNTOLD: ReadonlySet<string> = new Set(['603', '604']);

/** How a rule fared between the 2005 rules and today's. */
export type ChangeStatus = 'changed' | 'new' | 'removed' | 'untold' | 'unchanged';

/** The order the view lists them in: what a teacher looks for first. */
export const STATUS_ORDER: readonly ChangeStatus[] = [
  'changed',
  'new',
  'removed',
  'untold',
  'unchanged',
];

export interface ChangeRow {
  status: ChangeStatus;
  /** The 2005 rule (none for a new one). */
  then?: RuleEntry;
  /** Its counterparts today (none for a rule that went). */
  now: RuleEntry[];
  note?: string;
  /** Its note's key among the notes' translations (changeNotes.ts ENGLISH_NOTES). */
  noteKey?: string;
}

/** The rule a row is known by: its 2005 number, or today's for a new rule. */
export const rowRule = (row: ChangeRow) => (row.then ?? row.now[0]!).rule;

const is2005 = (rule: string) => /^60\d(\.|$)/.test(rule);

function statusOf(then: RuleEntry, now: readonly RuleEntry[]): ChangeStatus {
  if (now.length === 0) return 'removed';
  if (UNTOLD.has(then.rule)) return 'untold';
  return CHANGED.has(then.rule) ? 'changed' : 'unchanged';
}

/** Every 2005 rule beside its counterparts today, and today's new rules: the changed first, then
 *  the new, the removed, those our sources cannot compare and the unchanged, each in rule order.
 *  A search keeps a row if either side matches it. `rules` and `section` are in the language
 *  shown (searchRules). */
export function changeRows(
  query = '',
  rules: readonly RuleEntry[] = ALL_RULES,
  section?: (section: string) => string,
): ChangeRow[] {
  const found = new Set(searchRules(query, rules, section).map((r) => r.rule));
  const byNumber = new Map(rules.map((r) => [r.rule, r]));
  const out: ChangeRow[] = [];
  for (const then of rules) {
    if (!is2005(then.rule)) continue;
    const now = then.counterparts.map((c) => byNumber.get(c)).filter((r) => r !== undefined);
    if (!found.has(then.rule) && !now.some((r) => found.has(r.rule))) continue;
    out.push({
      status: statusOf(then, now),
      then,
      now,
      note: CHANGE_NOTES[then.rule],
      noteKey: then.rule,
    });
  }
  for (const now of rules)
    if (now.rule in NEW_RULES && found.has(now.rule))
      out.push({
        status: 'new',
        now: [now],
        note: NEW_RULES[now.rule],
        noteKey: `new:${now.rule}`,
      });
  // A stable sort: rule order within each status.
  return out.sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status));
}
