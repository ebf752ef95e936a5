// Table mode's chart: with 2 to 6 players the screen split into a tile per player (tileGeometry.ts,
// ModeTiles.tsx), with more the seats round a stadium (modeGeometry.ts, ModeCircles.tsx); each
// turned to face its player, with big life totals, − and +, what each player has taken and holds,
// and the turn in the middle turned to the player taking it. This file turns a press on a seat
// into opening it, and works out what every seat shows for the seat selected.
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { DerivedTable, SeatMarks } from '../rules';
import type { ModeEnder } from './ModeMiddle';
import { ModeCircles } from './ModeCircles';
import { ModeTiles } from './ModeTiles';
import { modeCentre, modeSeatFacts } from './modeSeats';
import type { CentreText } from './palette';
import type { TableModeLayout } from './tileGeometry';

export type { ModeEnder } from './ModeMiddle';

/** Held this long, a seat opens its amounts. */
export const HOLD_MS = 450;

export { worstCommander } from './modeSeats';

export interface ModeChartProps {
  derived: DerivedTable;
  layout: TableModeLayout;
  /** Taps not yet in the log on a player's life: the running change. */
  pendingLife: { player: string; amount: number } | null;
  /** The player the gathered taps are on: their − and + stay while the taps show them out. */
  tapped: string | null;
  /** Each seat's marks and counters (rules/marks.ts chartMarks); empty until they load. */
  marks: readonly SeatMarks[];
  /** The centre's words (palette.ts centreText); `table`: its day or night and storm count. */
  centre: CentreText & { table?: string };
  /** The seat selected (last opened): its range and attacks show on the others (801.2, 801.3). */
  focus?: number | null;
  /** Opens the why of the selected seat's range and attacks. */
  onWhy?: (seat: number) => void;
  enders: readonly ModeEnder[];
  onLife: (seat: number, delta: number) => void;
  /** A seat tapped, held, or dragged onto from another seat (`from`: commander damage's source). */
  onOpen: (seat: number, from: number | null) => void;
  /** A view-only device: the seats are not controls. */
  watching?: boolean;
  /** This phone's own player's seat, marked as theirs (live/me.ts); null: everyone's phone. */
  mine?: number | null;
}

export const ModeChart = memo(function ModeChart({
  derived,
  layout,
  pendingLife,
  tapped,
  marks,
  centre,
  enders,
  onLife,
  onOpen,
  focus = null,
  onWhy,
  watching = false,
  mine = null,
}: ModeChartProps) {
  // Drawn again when the language changes (its words use the core macros).
  const { i18n: _drawnAgain } = useLingui();
  const seats = derived.players.length;
  const { width, height } = layout;
  const commander = !!derived.table.format;
  // A press on a seat: held, it opens the seat's amounts; let go over another seat, it opens that
  // seat's commander damage with the first seat's commander as the source.
  const press = useRef<{
    seat: number;
    x: number;
    y: number;
    timer: ReturnType<typeof setTimeout> | null;
  } | null>(null);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  useEffect(() => {
    const up = (e: PointerEvent) => {
      const p = press.current;
      press.current = null;
      if (!p) return;
      if (p.timer) clearTimeout(p.timer);
      const under = document
        .elementFromPoint(e.clientX, e.clientY)
        ?.closest<SVGGElement>('[data-testid="seat"]');
      const to = under ? Number(under.dataset.seat) : NaN;
      if (Number.isInteger(to) && to !== p.seat) onOpenRef.current(to, commander ? p.seat : null);
    };
    const cancel = () => {
      if (press.current?.timer) clearTimeout(press.current.timer);
      press.current = null;
    };
    // A finger on its way to another seat is a drag, not a hold.
    const move = (e: PointerEvent) => {
      const p = press.current;
      if (p?.timer && Math.hypot(e.clientX - p.x, e.clientY - p.y) > 12) {
        clearTimeout(p.timer);
        p.timer = null;
      }
    };
    window.addEventListener('pointerup', up);
    window.addEventListener('pointermove', move);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointercancel', cancel);
      cancel();
    };
  }, [commander]);
  // Stable (refs only), so a seat's memo holds across turns.
  const onPointerDown = useCallback((seat: number, x: number, y: number) => {
    if (press.current?.timer) clearTimeout(press.current.timer);
    press.current = {
      seat,
      x,
      y,
      timer: setTimeout(() => {
        if (press.current) press.current.timer = null;
        onOpenRef.current(seat, null);
      }, HOLD_MS),
    };
  }, []);
  const facts = useMemo(() => modeSeatFacts(derived, focus, mine), [derived, focus, mine]);
  const words = useMemo(() => modeCentre(derived, centre), [derived, centre]);
  const shared = {
    derived,
    facts,
    marks,
    pendingLife,
    tapped,
    centre: words,
    enders,
    onLife,
    onPointerDown,
    onOpen,
    watching,
  };
  return (
    <svg
      viewBox={`${-width / 2} ${-height / 2} ${width} ${height}`}
      width={width}
      height={height}
      className="tc-svg tc-mode block select-none"
      role="group"
      aria-label={plural(seats, {
        one: 'Table mode, # seat, turn order clockwise.',
        other: 'Table mode, # seats, turn order clockwise.',
      })}
      data-testid="seating-chart"
      data-mode="table"
    >
      {!layout.tiles && (
        <rect
          x={-width / 2 + 3}
          y={-height / 2 + 3}
          width={width - 6}
          height={height - 6}
          rx={Math.min(width, height) / 2 - 3}
          className="tc-mode-felt"
          aria-hidden="true"
        />
      )}
      {layout.tiles ? (
        <ModeTiles {...shared} layout={layout} tiles={layout.tiles} onWhy={onWhy} />
      ) : (
        <ModeCircles {...shared} layout={layout} />
      )}
    </svg>
  );
});
