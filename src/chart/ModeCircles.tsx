// Table mode's seats for 7 players or more: circles round a stadium that fills the screen
// (modeGeometry.ts), each turned to face its player, with the middle and Grand Melee's further
// End turns placed clear of every seat (807.4: each on its holder's side).
import { useContext, useMemo } from 'react';
import type { DerivedTable, SeatMarks } from '../rules';
import { placeAll, type ModeLayout } from './modeGeometry';
import {
  EndButton,
  Facing,
  ModeMiddle,
  ModeMiddleTools,
  type ModeEnder,
  type Size,
} from './ModeMiddle';
import { withDieRoom } from './modeDie';
import { ModeSeatView } from './ModeSeatView';
import { seatViewFacts, type ModeSeatFacts } from './modeSeats';
import type { CentreText } from './palette';

/** placeAll's answers per layout, by the facings and running turns they were for. */
type Placed = Size & { above?: number };
const placedFor = new WeakMap<ModeLayout, Map<string, ReturnType<typeof placeAll<Placed>>>>();

/** What table mode's seats are drawn from, as circles (this) or as tiles (ModeTiles). */
export interface ModeSeatsProps {
  derived: DerivedTable;
  facts: readonly ModeSeatFacts[];
  marks: readonly SeatMarks[];
  pendingLife: { player: string; amount: number } | null;
  tapped: string | null;
  centre: CentreText;
  enders: readonly ModeEnder[];
  onLife: (seat: number, delta: number) => void;
  onPointerDown: (seat: number, x: number, y: number) => void;
  onOpen: (seat: number, from: number | null) => void;
  watching: boolean;
}

export function ModeCircles({
  derived,
  layout,
  facts,
  marks,
  pendingLife,
  tapped,
  centre,
  enders,
  onLife,
  onPointerDown,
  onOpen,
  watching,
}: ModeSeatsProps & { layout: ModeLayout }) {
  // The middle: the turn's words and the first End turn, turned to the player taking it. Turned
  // across a narrow phone it must be narrower than turned along it: sizes, largest first.
  const wide = Math.max(90, Math.min(220, 2 * layout.free - 8));
  const first = enders[0] ?? null;
  const facingSeat = first?.seat ?? derived.activePlayers[0] ?? null;
  // A tablet's or a desktop's bigger seats get a bigger middle, read from further away.
  const grow = Math.min(1.6, Math.max(1, layout.radius / 80));
  const running = first !== null;
  const die = !!useContext(ModeMiddleTools) && !derived.gameOver;
  const sizes = useMemo(
    () =>
      withDieRoom<Size>(
        [
          ...(grow > 1 ? [{ w: wide * grow, h: (running ? 100 : 60) * grow, kicker: true }] : []),
          { w: wide, h: running ? 100 : 60, kicker: true },
          { w: Math.min(wide, 120), h: running ? 92 : 56, kicker: true },
          { w: 96, h: running ? 80 : 50, kicker: true },
          { w: 84, h: running ? 66 : 30 },
        ],
        die,
        grow,
        running,
      ),
    [grow, wide, running, die],
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
  const key = `${centreAngle}|${others}|${running}|${die}`;
  let fits = placed.get(key);
  if (!fits) {
    fits = placeAll<Placed>(layout, [
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
    <>
      <g className="tc-seats">
        {derived.players.map((p, i) => {
          const f = facts[i]!;
          return (
            <ModeSeatView
              key={p.name}
              {...seatViewFacts(derived, i, f, marks, pendingLife, tapped)}
              layout={layout}
              emperor={p.role === 'emperor'}
              onLife={onLife}
              onPointerDown={onPointerDown}
              onOpen={onOpen}
              watching={watching}
            />
          );
        })}
      </g>
      <Facing fit={fits[0]!} angle={centreAngle} testId="mode-centre">
        {/* The die's room above the middle, asked for in placing it. */}
        <g transform={`translate(0 ${(fits[0]!.above ?? 0) / 2})`}>
          <ModeMiddle
            fit={{ ...fits[0]!, h: fits[0]!.h - (fits[0]!.above ?? 0) }}
            first={first}
            centre={centre}
            layout={layout}
            grow={grow}
            gameOver={derived.gameOver}
          />
        </g>
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
    </>
  );
}
