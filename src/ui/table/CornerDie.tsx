// Table mode's die where the middle has no room for it beside End turn (a crowded table): beside
// ⤡, along the tiles' middle strip, or in the corner the seats leave free — right of ⤡ on a tall
// screen, below it on a wide one (the seats come close below the corner, or beside it). It opens
// the dice (706, 705) and the table's counters, as the middle's die does.
import { useLingui } from '@lingui/react/macro';
import type { Point } from '../../chart/geometry';
import { DieFace } from '../../chart/ModeMiddle';
import { DIE } from '../../chart/modeDie';

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
  const { t } = useLingui();
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
      // The same white die as the middle's (ModeMiddle's DieFace), at the same 44 px: one die,
      // wherever it has room.
      className="group absolute h-11 w-11 rounded-[10px] p-0 focus-visible:outline-2 focus-visible:outline-sky-500"
      style={at}
      onClick={onDice}
      aria-label={t`Dice, a coin and the table's counters`}
      data-testid="mode-dice"
      // A view-only live link rolls nothing (index.css).
      data-live-control=""
    >
      <svg
        viewBox={`${-DIE / 2} ${-DIE / 2} ${DIE} ${DIE}`}
        className="h-11 w-11"
        aria-hidden="true"
      >
        <DieFace size={DIE} />
      </svg>
    </button>
  );
}
