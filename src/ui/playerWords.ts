// Words for a player's details (role, status, range, lists of names), for the panels and the
// players table, which are lazy chunks: kept out of rules/labels.ts, which the first paint loads.
// In the language shown (Lingui's i18n): call them while drawing, so a change of language follows.
import { t } from '@lingui/core/macro';
import type { DerivedPlayer, DerivedTable } from '../rules';
import { teamTitleWords } from '../chart/palette';
import { listWords } from '../i18n/list';

export { listWords, teamTitleWords };

export function roleLabel(role: DerivedPlayer['role']): string | null {
  if (role === 'emperor') return t({ message: 'Emperor', context: 'role' });
  if (role === 'general') return t({ message: 'General', context: 'role' });
  return null;
}

export function statusLabel(player: DerivedPlayer): string {
  switch (player.status) {
    case 'won':
      return t({ message: 'Won', context: 'player status' });
    case 'lost':
      return t({ message: 'Lost', context: 'player status' });
    case 'drew':
      return t({ message: 'Drew', context: 'player status' });
    default:
      return player.takingTurn
        ? t({ message: 'Taking a turn', context: 'player status' })
        : t({ message: 'Playing', context: 'player status' });
  }
}

export function rangeLabel(range: number | null): string {
  return range === null
    ? t({ message: 'Unlimited', context: 'range of influence' })
    : String(range);
}

/**
 * Up to this many players a list is named in full. A longer one waits behind a disclosure (the
 * details panel) or, when it is everyone else still in the game, is said so (the players table).
 */
export const LIST_SHOWN = 12;

/** "Alice, Bob and Carol", or `none` (by default "nobody") for an empty list. */
export function nameList(table: DerivedTable, seats: readonly number[], none?: string): string {
  const names = seats.map((s) => {
    const seat = s + 1;
    return table.players[s]?.name ?? t`seat ${seat}`;
  });
  if (names.length === 0) return none ?? t`nobody`;
  return listWords(names);
}
