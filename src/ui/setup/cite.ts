// Rule numbers as the table's edition has them. Under the 2005 rules a label or refusal cites the
// 2005 number (601 where today's rules say 801, editionRules.ts); a rule the 2005 texts we have
// don't cover keeps today's number and is marked as today's, so it never passes for a 2005 one.
import type { Edition } from '../../rules';
import { COUNTERPARTS_2005 } from '../../rules/editionRules';

export interface Cited {
  rule: string;
  /** True when the edition's texts have no such rule and today's number is shown instead. */
  today?: boolean;
}

/** The 2005 rules' own numbers (600–609), as the 2005 specs cite them (606.2). */
const IN_2005 = /^60\d(\.|$)/;

export function citeRule(edition: Edition | undefined, rule: string): Cited {
  if (edition !== '2005') return { rule };
  const then = COUNTERPARTS_2005[rule];
  if (then) return { rule: then };
  return IN_2005.test(rule) ? { rule } : { rule, today: true };
}

/** A message with its rule cited in the edition's numbers. */
export function citeIn<T extends { rule?: string }>(
  edition: Edition | undefined,
  e: T,
): T & { today?: boolean } {
  if (!e.rule) return e;
  const c = citeRule(edition, e.rule);
  return { ...e, rule: c.rule, ...(c.today ? { today: true } : {}) };
}
