// Commander Draft (903.13): who passes booster packs to whom. Before the game nobody has left, so
// every seated player drafts; "left" is the next seat in seat order, as for turns (808.4, 809.4).
import type { Result } from './terms';
import type { Table } from './table';

export const DRAFT_ROUNDS = 3;

export interface DraftRound {
  round: number;
  direction: 'left' | 'right';
  /** One pass per player: `from` hands the rest of the pack to `to` (seat numbers). */
  passes: { from: number; to: number }[];
  rule: string;
}

/** 903.13b–c: three rounds; packs go to the left in rounds 1 and 3, to the right in round 2. */
export function draftRound(table: Table, round: number): Result<DraftRound> {
  if (!Number.isInteger(round) || round < 1 || round > DRAFT_ROUNDS)
    return {
      ok: false,
      error: {
        message: `A Commander draft has rounds 1 to ${DRAFT_ROUNDS}; there is no round ${String(round)}.`,
        rule: '903.13b',
      },
    };
  const n = table.players.length;
  const direction = round === 2 ? 'right' : 'left';
  const step = direction === 'left' ? 1 : n - 1;
  return {
    ok: true,
    value: {
      round,
      direction,
      passes: table.players.map((p) => ({ from: p.seat, to: (p.seat + step) % n })),
      rule: '903.13c',
    },
  };
}
