// Table mode's die where the middle has no room for it beside End turn (a crowded table): beside
// ⤡, along the tiles' middle strip, or in the corner the seats leave free — right of ⤡ on a tall
// screen, below it on a wide one (the seats come close below the corner, or beside it). It opens
// the dice (706, 705) and the table's counters, as the middle's die does.
import type { Point } from '../../chart/geometry';
import { btnSecondary } from '../styles';

export function CornerDie({
  corners,
  tall,
  onDice,
}: {
  /** The tiles' tools (tileGeometry.ts), if the seats are tiles. */
  corners: { leave: Point; undo: Point } | undefined;
  /** The screen is taller than wide. */
  tall: boolean;
  onDice: () => void;
}) {
  const along = corners
    ? Math.abs(corners.leave.y - corners.undo.y) < Math.abs(corners.leave.x - corners.undo.x)
    : tall;
  const at = corners
    ? along
      ? { left: corners.leave.x + 52, top: corners.leave.y }
      : { left: corners.leave.x, top: corners.leave.y + 52 }
    : along
      ? { left: 60, top: 8 }
      : { left: 8, top: 60 };
  return (
    <button
      type="button"
      className={`${btnSecondary} absolute w-11 px-0`}
      style={at}
      onClick={onDice}
      aria-label="Dice, a coin and the table's counters"
      data-testid="mode-dice"
      // A view-only live link rolls nothing (index.css).
      data-live-control=""
    >
      <svg viewBox="-12 -12 24 24" className="h-6 w-6" aria-hidden="true">
        <rect
          x={-10}
          y={-10}
          width={20}
          height={20}
          rx={5}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        />
        {[
          [-4.5, -4.5],
          [4.5, -4.5],
          [0, 0],
          [-4.5, 4.5],
          [4.5, 4.5],
        ].map(([x, y]) => (
          <circle key={`${x},${y}`} cx={x} cy={y} r={1.8} fill="currentColor" />
        ))}
      </svg>
    </button>
  );
}
