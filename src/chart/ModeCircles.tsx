// Table mode's seats for 7 players or more: circles round a stadium that fills the screen
// (modeGeometry.ts), each turned to face its player, with each team's name beside its seats
// (modeTeams.ts), and the middle and Grand Melee's further End turns placed clear of every seat
// and name (807.4: each on its holder's side).
import { useContext, useEffect, useMemo } from 'react';
import type { DerivedTable, SeatMarks } from '../rules';
import type { Point } from './geometry';
import {
  boxCorners,
  boxesMeet,
  facingDegrees,
  placeAll,
  placeToward,
  type ModeLayout,
} from './modeGeometry';
import { gameOverCorners, gameOverPlan } from './modeGameOver';
import {
  namesFirst,
  placeTeamLabels,
  placeWithNames,
  splitTeams,
  teamRuns,
  type TeamLabel,
  type TeamRun,
} from './modeTeams';
import {
  EndButton,
  Facing,
  ModeMiddle,
  ModeMiddleTools,
  ModeRollRoom,
  TableChip,
  type ModeEnder,
  type Size,
} from './ModeMiddle';
import { badgeBox, badgeCircles } from './modeBadges';
import {
  chipSizes,
  enderSizes,
  middleGrow,
  middleSizes,
  rollRoom,
  type ChipSize,
  type RollRoom,
} from './modeDie';
import { ModeSeatBadges, ModeSeatView } from './ModeSeatView';
import { seatViewFacts, type ModeSeatFacts } from './modeSeats';
import type { CentreText } from './palette';

/** placeAll's answers per layout, by the facings and running turns they were for. */
type Placed = Size & { above?: number };
type Placing = ReturnType<typeof placeWithNames<Placed>> & {
  /** The table's line on a chip of its own, where the middle has no room above its words, by
   * the line's words. */
  chips?: Map<string, (ChipSize & { at: Point }) | null>;
  /** The seats' badges as drawn (clear of the names placed), as boxes. */
  badges?: Point[][];
};
const placedFor = new WeakMap<ModeLayout, Map<string, Placing>>();
/** The teams' names last shown in play, per layout and seating: kept where they are at game over. */
const namesShown = new WeakMap<ModeLayout, Map<string, TeamLabel[]>>();
/** What table mode's seats are drawn from, as circles (this) or as tiles (ModeTiles). */
export interface ModeSeatsProps {
  derived: DerivedTable;
  facts: readonly ModeSeatFacts[];
  marks: readonly SeatMarks[];
  pendingLife: { player: string; amount: number } | null;
  tapped: string | null;
  /** `table`: the table's day or night and storm count, if any (ModeMiddle). */
  centre: CentreText & { table?: string };
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
  // The middle: the turn's words and the first End turn, turned to the player taking it, in
  // the first of its sizes that fits (modeDie.ts middleSizes).
  const first = enders[0] ?? null;
  const facingSeat = first?.seat ?? derived.activePlayers[0] ?? null;
  const grow = middleGrow(layout);
  const running = first !== null;
  const die = !!useContext(ModeMiddleTools) && !derived.gameOver;
  const sizes = useMemo(() => middleSizes(layout, running, die), [layout, running, die]);
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
  // Each run of teammates round the table gets its team's name once (808, 809, 810); a team not
  // seated together (811.3) has it on each of its seats instead.
  const { runs, split } = useMemo(() => {
    const all = derived.table.individual ? [] : teamRuns(derived.players.map((p) => p.team));
    const split = splitTeams(all);
    return { runs: all.filter((r) => !split.has(r.team)), split };
  }, [derived.table.individual, derived.players]);
  const views = derived.players.map((_, i) => {
    const v = seatViewFacts(derived, i, facts[i]!, marks, pendingLife, tapped);
    // The game over, no turn runs: a marker left on a seat would say one still does (807.4).
    return {
      ...v,
      won: v.outcome === 'won',
      markers: derived.gameOver ? '' : v.markers,
    };
  });
  // The badges on the seats' rims: the middle and the End turns are placed clear of them.
  const held = views
    .map((v) => (v.inGame && v.held ? `${v.held}${v.won ? '!' : ''}` : ''))
    .join('|');
  const seating = runs.map((r) => `${r.team}:${r.seats.join(',')}`).join('|');
  // The table's day or night (726) and storm count (702.40a): above the middle's words, or where
  // the middle has no room there (a crowded table on a phone on its side), on a chip of its own.
  const tableLine = running && !derived.gameOver ? (centre.table ?? '') : '';
  // Not the table's line itself: a storm count's change moves only its chip (placed below).
  const key = `${centreAngle}|${others}|${running}|${die}|${seating}|${derived.gameOver}|${held}`;
  // The teams' names where play last left them: the game over, they stay put (the result's card
  // covers the middle, so nothing there needs room).
  let shown = namesShown.get(layout);
  if (!shown) namesShown.set(layout, (shown = new Map()));
  let fits: Placing | undefined = placed.get(key);
  // The game-over card's place (ModeGameOver draws it): no team's name goes under it.
  const winners = derived.winners.join(',');
  const card = useMemo(
    () =>
      derived.gameOver && runs.length
        ? gameOverCorners(
            { ...layout, tiles: null },
            gameOverPlan({ ...layout, tiles: null }, winners ? winners.split(',').map(Number) : []),
          )
        : null,
    [derived.gameOver, runs.length, layout, winners],
  );
  if (derived.gameOver && runs.length) {
    // Each name where play left it (or would have), unless the card lies there: then placed
    // again clear of the card and of the names kept.
    const before = shown.get(seating) ?? placeWithNames<Placed>(layout, [], runs).names;
    const kept = before.filter((n) => !card || !boxesMeet(n.corners, card));
    const lost = runs.filter((r) => !kept.some((n) => n.seats[0] === r.seats[0]));
    fits = {
      fits: placeAll(layout, [{ angle: centreAngle, sizes }]),
      names: [
        ...kept,
        ...(lost.length
          ? placeTeamLabels(layout, lost, [...(card ? [card] : []), ...kept.map((n) => n.corners)])
          : []),
      ],
    };
  } else if (!fits) {
    fits = placeMiddle(
      layout,
      [
        { angle: centreAngle, sizes },
        ...(others ? others.split(',') : []).map((seat) => ({
          angle: layout.seats[Number(seat)]?.angle ?? null,
          sizes: enderSizes(layout),
        })),
      ],
      runs,
      held,
    );
    // A Grand Melee's markers make many combinations: a bounded cache.
    if (placed.size >= 64) placed.clear();
    placed.set(key, fits);
  }
  if (!derived.gameOver && tableLine && !(fits.fits[0]?.above ?? 0)) {
    // Only the chip is placed again as the line changes (a storm count goes up spell by spell).
    const chips = (fits.chips ??= new Map());
    if (!chips.has(tableLine)) {
      if (chips.size >= 16) chips.clear();
      chips.set(
        tableLine,
        placeChip(layout, centreAngle, tableLine, [
          ...fits.fits.map((f, i) =>
            boxCorners(
              f.at,
              i
                ? (layout.seats[Number(others.split(',')[i - 1])]?.angle ?? Math.PI)
                : (centreAngle ?? Math.PI),
              f.w + 6,
              f.h + 6,
            ),
          ),
          ...fits.names.map((n) => n.corners),
          ...(fits.badges ?? []),
        ]),
      );
    }
  }
  const { fits: boxes, names } = fits;
  const chip = tableLine && !(boxes[0]?.above ?? 0) ? fits.chips?.get(tableLine) : null;
  if (!derived.gameOver) shown.set(seating, names);
  // What a roll's result must leave uncovered, told to the screen that places it (TableMode):
  // by its numbers, so a placing worked out again the same tells nothing new.
  const rolled = useContext(ModeRollRoom);
  const report = rolled?.report;
  // A roll's result lies over the middle's words or the table's chip: both step aside.
  const rollOver = !!rolled?.covers;
  const room = derived.gameOver
    ? ''
    : JSON.stringify(
        rollRoom({
          middle: boxes[0]!,
          angle: centreAngle,
          running,
          grow,
          enders: enders.slice(1).map((e, i) => ({
            ...boxes[i + 1]!,
            angle: layout.seats[e.seat]?.angle ?? null,
          })),
          chip: chip ?? null,
          names: names.map((n) => n.corners),
          badges: fits.badges ?? [],
        }),
      );
  useEffect(() => report?.(room ? (JSON.parse(room) as RollRoom) : null), [report, room]);
  return (
    <>
      <g className="tc-seats">
        {views.map((v, i) => {
          const p = derived.players[i]!;
          return (
            <ModeSeatView
              key={p.name}
              {...v}
              layout={layout}
              emperor={p.role === 'emperor'}
              teamTag={!!p.team && split.has(p.team)}
              onLife={onLife}
              onPointerDown={onPointerDown}
              onOpen={onOpen}
              watching={watching}
            />
          );
        })}
      </g>
      <ModeSeatBadges layout={layout} seats={views} avoid={names.map((n) => n.corners)} />
      {names.map((n) => (
        <TeamName
          key={`${n.team}:${n.seats[0]}`}
          label={n}
          colour={facts[n.seats[0]!]?.teamColour}
        />
      ))}
      <Facing fit={boxes[0]!} angle={centreAngle} testId="mode-centre">
        {/* The die's room above the middle, asked for in placing it. */}
        <g transform={`translate(0 ${(boxes[0]!.above ?? 0) / 2})`}>
          <ModeMiddle
            fit={{ ...boxes[0]!, h: boxes[0]!.h - (boxes[0]!.above ?? 0) }}
            first={first}
            centre={centre}
            layout={layout}
            grow={grow}
            gameOver={derived.gameOver}
          />
        </g>
      </Facing>
      {chip && !rollOver && (
        <Facing fit={chip} angle={centreAngle} testId="mode-table-chip-at">
          <TableChip chip={chip} />
        </Facing>
      )}
      {/* Grand Melee (807.4): each further running turn's End turn on its holder's side. */}
      {enders.slice(1).map((e, i) => (
        <Facing
          key={`${e.seat}-${e.label}`}
          fit={boxes[i + 1]!}
          angle={layout.seats[e.seat]?.angle ?? null}
          testId="mode-end-group"
        >
          <EndButton ender={e} y={0} width={boxes[i + 1]!.w} />
        </Facing>
      ))}
    </>
  );
}

/** Two lists of boxes alike to a tenth of a pixel. */
const sameBoxes = (a: readonly (readonly Point[])[], b: readonly (readonly Point[])[]) =>
  a.length === b.length &&
  a.every((box, i) =>
    box.every((k, j) => Math.abs(k.x - b[i]![j]!.x) < 0.1 && Math.abs(k.y - b[i]![j]!.y) < 0.1),
  );

/**
 * The middle and the further End turns with the teams' names (placeWithNames), clear of the
 * seats' badges where ModeSeatBadges draws them: slid clear of the names (modeBadges.ts). The
 * names first placed give the badges; where placing the middle moves a name, the badges it
 * moves are avoided too, and placing is done again (a few times at most). `held`: each seat's
 * marks, `|` between seats, `!` after a winner's.
 */
export function placeMiddle(
  layout: ModeLayout,
  asks: Parameters<typeof placeWithNames<Placed>>[1],
  runs: readonly TeamRun[],
  held: string,
): Placing {
  const seats = held
    .split('|')
    .map((h) => ({ held: h.replace('!', ''), inGame: !!h, won: h.endsWith('!') }));
  const any = held.replace(/\|/g, '') !== '';
  const badgesFor = (names: readonly TeamLabel[]) =>
    any
      ? badgeCircles(
          layout,
          seats,
          names.map((n) => n.corners),
        ).map((c) => badgeBox(c))
      : [];
  let avoid = badgesFor(runs.length ? namesFirst(layout, runs) : []);
  let fits = placeWithNames<Placed>(layout, asks, runs, avoid);
  let drawn = badgesFor(fits.names);
  for (let again = 0; again < 3 && !sameBoxes(drawn, avoid); again++) {
    if (drawn.every((b) => avoid.some((a) => sameBoxes([a], [b])))) break;
    avoid = [...avoid, ...drawn];
    fits = placeWithNames<Placed>(layout, asks, runs, avoid);
    drawn = badgesFor(fits.names);
  }
  return { ...fits, badges: drawn };
}

/**
 * Where the table's line goes on a chip of its own, facing the player whose turn it is: as near
 * them as is free of `avoid` and of every seat, as large as fits (16 px down to 13); else null.
 */
function placeChip(
  layout: ModeLayout,
  angle: number | null,
  text: string,
  avoid: readonly (readonly Point[])[],
) {
  const toward = angle ?? Math.PI;
  for (const size of chipSizes(text)) {
    for (const anywhere of [false, true]) {
      const at = placeToward(layout, toward, size.w, size.h, avoid, anywhere);
      if (at) return { at, ...size };
    }
  }
  return null;
}

/** A team's name on the felt beside its seats, in its colour, turned to face them (808, 809). */
function TeamName({ label: n, colour }: { label: TeamLabel; colour: string | null | undefined }) {
  return (
    <g
      transform={`translate(${n.at.x.toFixed(1)} ${n.at.y.toFixed(1)}) rotate(${facingDegrees(n.angle).toFixed(1)})`}
      data-testid="mode-team"
      data-team={n.team}
      aria-hidden="true"
      pointerEvents="none"
    >
      <rect
        x={-n.w / 2}
        y={-n.h / 2}
        width={n.w}
        height={n.h}
        rx={n.h / 2}
        className="tc-mode-felt"
        strokeWidth={2}
        style={colour ? { stroke: colour } : undefined}
        data-box=""
      />
      {colour && (
        <rect
          x={-n.w / 2}
          y={-n.h / 2}
          width={n.w}
          height={n.h}
          rx={n.h / 2}
          fill={colour}
          fillOpacity={0.28}
        />
      )}
      <text
        textAnchor="middle"
        dominantBaseline="central"
        className="tc-t-name"
        fontSize={n.font}
        data-testid="mode-team-name"
      >
        {n.text}
      </text>
    </g>
  );
}
