// Whom a player may attack, written once. Past range (801.3) and sides (102.3), the variant's play
// policy and the attack option decide; `attackRuling` says which of them did. derive.ts lists the
// attackable seats with it, and reasons.ts words the same ruling as a reason.
import type { Table } from './table';
import { playOf } from './variants';

/**
 * What decides an attack on an opponent within range, yes or no:
 * - `group`: a team attacks the other team as a group (810.7a);
 * - `adjacent` / `not-adjacent`: only an opponent in the next seat may be attacked (809.3c, 811.4);
 * - `left`, `right` / `not-left`, `not-right`: attack left or right (803.1a–b);
 * - `any`: nothing more than range and sides (802.1 attack multiple players, or one opponent).
 */
export type AttackRuling =
  'group' | 'adjacent' | 'not-adjacent' | 'left' | 'not-left' | 'right' | 'not-right' | 'any';

/** The ruling on a's attack on b, an opponent within a's range; `left`/`right` are a's neighbours. */
export function attackRuling(table: Table, b: number, left: number, right: number): AttackRuling {
  const { attack } = playOf(table);
  if (attack.limit === 'group') return 'group';
  const adjacent = attack.limit === 'adjacent';
  if (adjacent && b !== left && b !== right) return 'not-adjacent';
  const option = table.options.attack;
  if (option === 'left') return b === left ? 'left' : 'not-left';
  if (option === 'right') return b === right ? 'right' : 'not-right';
  return adjacent ? 'adjacent' : 'any';
}

export const allowed = (r: AttackRuling): boolean => !r.startsWith('not-');

/** Whether range and sides alone decide every attack at this table (no seat is singled out). */
export function rangeAlone(table: Table): boolean {
  const { attack } = playOf(table);
  if (attack.limit === 'group') return true;
  return (
    attack.limit === 'options' &&
    table.options.attack !== 'left' &&
    table.options.attack !== 'right'
  );
}

/** The rule a limit of the play policy cites (810.7a, 809.3c, 811.4). */
export const attackLimitRule = (table: Table): string => {
  const { attack } = playOf(table);
  return attack.limit === 'options' ? '' : attack.rule;
};
