// Table mode's chart: the seats round a stadium that fills the screen (modeGeometry.ts), each
// turned to face its player, with big life totals, − and + at 44 px, commander damage taken, and
// the turn in the middle turned to the player taking it, with their End turn on their side.
// Geometry is computed in modeGeometry; this file places the seats (ModeSeatView.tsx) and the
// middle (ModeMiddle.tsx), and turns a press on a seat into opening it.
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { DerivedPlayer, DerivedTable } from '../rules';
import { placeAll, type ModeLayout } from './modeGeometry';
import { EndButton, Facing, ModeMiddle, type ModeEnder, type Size } from './ModeMiddle';
import { ModeSeatView } from './ModeSeatView';
import { outcomeOf } from './palette';

export type { ModeEnder } from './ModeMiddle';

/** Held this long, a seat opens its amounts. */
export const HOLD_MS = 450;

/** The most commander damage one commander has dealt this player, and its source (903.10a). */
export function worstCommander(p: DerivedPlayer): DerivedPlayer['commanderDamage'][number] | null {
  let worst: DerivedPlayer['commanderDamage'][number] | null = null;
  for (const c of p.commanderDamage) if (!worst || c.amount > worst.amount) worst = c;
  return worst;
}

export interface ModeChartProps {
  derived: DerivedTable;
  layout: ModeLayout;
  /** Taps not yet in the log on a player's life: the running change. */
  pendingLife: { player: string; amount: number } | null;
  /** The player the gathered taps are on: their − and + stay while the taps show them out. */
  tapped: string | null;
  /** Designations held per seat (rules/marks.ts), '' for none. */
  held: readonly string[];
  /** The centre's words (palette.ts centreText). */
  centre: { kicker: string; headline: string; detail: string };
  enders: readonly ModeEnder[];
  onLife: (seat: number, delta: number) => void;
  /** A seat tapped, held, or dragged onto from another seat (`from`: commander damage's source). */
  onOpen: (seat: number, from: number | null) => void;
  /** A view-only device: the seats are not controls. */
  watching?: boolean;
}

/** placeAll's answers per layout, by the facings and running turns they were for. */
const placedFor = new WeakMap<ModeLayout, Map<string, ReturnType<typeof placeAll<Size>>>>();

export const ModeChart = memo(function ModeChart({
  derived,
  layout,
  pendingLife,
  tapped,
  held,
  centre,
  enders,
  onLife,
  onOpen,
  watching = false,
}: ModeChartProps) {
  const { width, height } = layout;
  const lethal = derived.table.format === 'commander';
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
  // The middle: the turn's words and the first End turn, turned to the player taking it. Turned
  // across a narrow phone it must be narrower than turned along it: sizes, largest first.
  const wide = Math.max(90, Math.min(220, 2 * layout.free - 8));

  const first = enders[0] ?? null;
  const facingSeat = first?.seat ?? derived.activePlayers[0] ?? null;
  // A tablet's or a desktop's bigger seats get a bigger middle, read from further away.
  const grow = Math.min(1.6, Math.max(1, layout.radius / 80));
  const running = first !== null;
  const sizes = useMemo<Size[]>(
    () => [
      ...(grow > 1 ? [{ w: wide * grow, h: (running ? 100 : 60) * grow, kicker: true }] : []),
      { w: wide, h: running ? 100 : 60, kicker: true },
      { w: Math.min(wide, 120), h: running ? 92 : 56, kicker: true },
      { w: 96, h: running ? 80 : 50, kicker: true },
      { w: 84, h: running ? 66 : 30 },
    ],
    [grow, wide, running],
  );
  const centreAngle =
    derived.gameOver || facingSeat === null ? null : (layout.seats[facingSeat]?.angle ?? null);
  // The middle first, then each further End turn, none covering a seat or one placed before it.
  // Placed again only when the table's shape or whose turns are running change, not on a tap.
  const others = enders
    .slice(1)
    .map((e) => e.seat)
    .join(',');
  // Kept per facing for the table's shape (the sizes follow from the layout): round the table,
  // an End turn finds its places already worked out the second time the turn reaches a seat.
  let placed = placedFor.get(layout);
  if (!placed) placedFor.set(layout, (placed = new Map()));
  const key = `${centreAngle}|${others}|${running}`;
  let fits = placed.get(key);
  if (!fits) {
    fits = placeAll<Size>(layout, [
      { angle: centreAngle, sizes },
      ...(others ? others.split(',') : []).map((seat) => ({
        angle: layout.seats[Number(seat)]?.angle ?? null,
        sizes: [
          { w: Math.min(wide, 140), h: 44 },
          { w: 92, h: 44 },
        ],
      })),
    ]);
    // A Grand Melee's markers make many combinations: a bounded cache.
    if (placed.size >= 64) placed.clear();
    placed.set(key, fits);
  }
  return (
    <svg
      viewBox={`${-width / 2} ${-height / 2} ${width} ${height}`}
      width={width}
      height={height}
      className="tc-svg tc-mode block select-none"
      role="group"
      aria-label={`Table mode, ${derived.players.length} seats, turn order clockwise.`}
      data-testid="seating-chart"
      data-mode="table"
    >
      <rect
        x={-width / 2 + 3}
        y={-height / 2 + 3}
        width={width - 6}
        height={height - 6}
        rx={Math.min(width, height) / 2 - 3}
        className="tc-mode-felt"
        aria-hidden="true"
      />
      <g className="tc-seats">
        {derived.players.map((p, i) => (
          <ModeSeatView
            key={p.name}
            name={p.name}
            seat={p.seat}
            life={p.life}
            poison={p.poison}
            inGame={p.inGame}
            takingTurn={p.takingTurn}
            outcome={outcomeOf(p)}
            worst={commander ? (worstCommander(p)?.amount ?? null) : null}
            layout={layout}
            index={i}
            delta={pendingLife && pendingLife.player === p.name ? pendingLife.amount : 0}
            tapped={p.name === tapped}
            held={held[i] ?? ''}
            lethal={lethal}
            onLife={onLife}
            onPointerDown={onPointerDown}
            onOpen={onOpen}
            watching={watching}
          />
        ))}
      </g>
      <Facing fit={fits[0]!} angle={centreAngle} testId="mode-centre">
        <ModeMiddle
          fit={fits[0]!}
          first={first}
          centre={centre}
          layout={layout}
          grow={grow}
          gameOver={derived.gameOver}
        />
      </Facing>
      {/* Grand Melee (807.4): each further running turn's End turn on its holder's side. */}
      {enders.slice(1).map((e, i) => (
        <Facing
          key={`${e.seat}-${e.label}`}
          fit={fits[i + 1]!}
          angle={layout.seats[e.seat]?.angle ?? null}
          testId="mode-end-group"
        >
          <EndButton ender={e} y={0} width={fits[i + 1]!.w} />
        </Facing>
      ))}
    </svg>
  );
});
