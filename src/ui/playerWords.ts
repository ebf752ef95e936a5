// Words for a player's details (role, status, range, lists of names), for the panels and the
// players table, which are lazy chunks: kept out of rules/labels.ts, which the first paint loads.
import type { DerivedPlayer, DerivedTable } from '../rules';

export function roleLabel(role: DerivedPlayer['role']): string | null {
  if (role === 'emperor') return 'Emperor';
  if (role === 'general') return 'General';
  return null;
}

export function statusLabel(player: DerivedPlayer): string {
  switch (player.status) {
    case 'won':
      return 'Won';
    case 'lost':
      return 'Lost';
    case 'drew':
      return 'Drew';
    default:
      return player.takingTurn ? 'Taking a turn' : 'Playing';
  }
}

export function rangeLabel(range: number | null): string {
  return range === null ? 'Unlimited' : String(range);
}

/**
 * Up to this many players a list is named in full. A longer one waits behind a disclosure (the
 * details panel) or, when it is everyone else still in the game, is said so (the players table).
 */
export const LIST_SHOWN = 12;

/** "Alice, Bob and Carol", or `none` for an empty list. */
export function nameList(table: DerivedTable, seats: readonly number[], none = 'nobody'): string {
  const names = seats.map((seat) => table.players[seat]?.name ?? `seat ${seat + 1}`);
  if (names.length === 0) return none;
  if (names.length === 1) return names[0]!;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
