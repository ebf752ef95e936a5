// The roll table mode shows: the last roll in the game's log (706, 705), once it is one that came
// while table mode was open — made here or on another phone of a live room — and not yet put
// away. A roll from before table mode opened is old news, not shown.
import { useCallback, useRef, useState } from 'react';
import type { GameEvent } from '../../rules';
import { useGame } from '../../store/gameStore';

type Roll = Extract<GameEvent, { type: 'roll' }>;

/** Where the last roll among the applied events is in the log, or -1. */
export function lastRollAt(log: readonly GameEvent[], cursor: number): number {
  for (let k = Math.min(cursor, log.length) - 1; k >= 0; k--) if (log[k]!.type === 'roll') return k;
  return -1;
}

/**
 * The fresh roll and where it is in the log, or null; and a way to put it away. A roll stamped
 * (`at`) well before table mode opened is old even at a later place in the log: a live room's
 * history arriving after table mode opened.
 */
export function useFreshRoll(): { roll: Roll; at: number; dismiss: () => void } | null {
  const at = useGame((s) => lastRollAt(s.log, s.cursor));
  const roll = useGame((s) => (at >= 0 ? (s.log[at] as Roll | undefined) : undefined));
  // The last roll when table mode opened, then the last one put away.
  const [seen, setSeen] = useState(at);
  const opened = useRef(Date.now());
  const dismiss = useCallback(() => setSeen(at), [at]);
  if (!roll || at <= seen) return null;
  // Two minutes' grace for another device's clock.
  const stamped = roll.at ? Date.parse(roll.at) : NaN;
  if (stamped < opened.current - 120_000) return null;
  return { roll, at, dismiss };
}
