// Room for the middle's die (ModeMiddle.tsx: it opens the dice, 706): beside End turn where the
// middle is wide enough, else just beyond the words' far edge, outside the size the middle is
// drawn in. Placing the middle, that room is asked for too, so the die covers no seat.
import type { Size } from './ModeMiddle';

/** End turn and the die beside it need this much across; narrower, the die goes above. */
const BESIDE = 80;

/** The sizes to place: each as tall as the middle and the die above it, if it goes above. */
export function withDieRoom<S extends Size>(
  sizes: readonly S[],
  die: boolean,
  grow: number,
  /** With no End turn, the die always goes above the words. */
  running = true,
): (S & { above: number })[] {
  return sizes.map((s) => {
    const d = s.h > 100 ? 44 * grow : 44;
    const above = die && (!running || s.w - d - 6 < BESIDE) ? d + 6 : 0;
    return { ...s, h: s.h + above, above };
  });
}
