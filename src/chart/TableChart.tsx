// The table seen from above: seat 0 at 12 o'clock, turns passing clockwise (to each player's
// left, 101.4). D3 computes every number and path (geometry.ts); React renders every element,
// keyed by player name so a player leaving never scrambles the others. The layers it stacks are
// files of their own: the table top (TableBase), the range band, the arrows, the centre's words.
import { withCatalog } from '../i18n/i18n';
import { lazy, memo, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '../i18n/react';
import { type DerivedTable, type SeatMarks } from '../rules';
import { markerRemovalMessage } from '../rules/labels';
import { say } from '../i18n/say';
import { centreReach, layoutTable, VIEW_HALF, type TableLayout } from './geometry';
import { centreText, rangeWords, teamKeys } from './palette';
import { nameSqueezed } from './SeatText';
import { TableSeat, type TableSeatProps } from './TableSeat';
import type { ZoomState } from './ChartZoom';
import { outcomeOf } from './palette';
import { afterFirstPaint } from '../store/paint';
import { Defs, TableBase, useIds } from './TableBase';
import { Centre, centreRows, type CentreRow, type CentreWords } from './ChartCentre';
import { RangeBand } from './RangeBand';
import { Arrows } from './AttackArrows';
import { legendProps } from './legendProps';

// Below the chart and drawn a moment later anyway: the legend is a chunk of its own, which keeps
// the start-up JavaScript inside its budget. Planechase's plane tokens load only for such games.
const ChartLegend = lazy(() =>
  afterFirstPaint(withCatalog('table', () => import('./ChartLegend'))).then((m) => ({
    default: m.ChartLegend,
  })),
);
const PlaneTokens = lazy(withCatalog('table', () => import('./PlaneTokens')));
// Drawn only in Grand Melee, and only when "every player's range" is on: chunks of their own.
const Markers = lazy(
  withCatalog('table', () => import('./MarkerToken').then((m) => ({ default: m.Markers }))),
);
const AllRanges = lazy(withCatalog('table', () => import('./RangeRings')));
// A Two-Headed Giant team's one life total (810.9): only shared-life tables load it.
const TeamLife = lazy(
  withCatalog('table', () => import('./TeamLife').then((m) => ({ default: m.TeamLife }))),
);
// Zoom and pan, for tables too big for the screen they are on.
const ChartZoom = lazy(() => afterFirstPaint(withCatalog('table', () => import('./ChartZoom'))));

export interface TableChartProps {
  /** derive(game): players in seat order, active players, turn markers, result, table. */
  derived: DerivedTable;
  /** Seat whose range band and attack arrows are drawn. */
  focus: number | null;
  /** The explicitly selected seat (highlighted, aria-pressed). */
  selected: number | null;
  /** Seats not in focus's range now that will be when the next turn begins (801.2c, 807.4h). */
  pending: number[];
  /** Draw every player's range of influence as concentric rings (801.2a: ranges may differ). */
  showAllRanges: boolean;
  /** Draw the focus's deploy targets (804). */
  showDeploy: boolean;
  /** Click, tap, Enter or Space on a seat. */
  onSelect: (seat: number) => void;
  /** An overlay drawn above the seats (the what-if answer's rings); omitted = nothing drawn. */
  overlay?: ((layout: TableLayout) => ReactNode) | null;
  /** Life-counter taps not yet in the log: shown as the running change on that counter. */
  pendingLife?: { player: string; amount: number } | null;
  /** The player the taps being gathered are on: their − and + stay while those taps show them out. */
  tapped?: string | null;
  /** Flat on the table: each seat faces the player sitting there. */
  flat?: boolean;
  /** A − or + tap on a seat's (or a 2HG team's) life; omitted = the chart shows life read-only. */
  onLife?: (seat: number, delta: number) => void;
  /** The chart's test id: the setup screen's preview has its own, apart from the table's. */
  testId?: string;
  /** Designations, counters, day or night and the storm count (rules/marks.ts chartMarks). */
  marks?: { seats: readonly SeatMarks[]; note: string } | null;
  /** The legend under the chart; false: its owner shows it elsewhere (presenting: beside it). */
  legend?: boolean;
}

const noLife = () => {};

/** A seat's turn markers in words, for its accessible name (called while drawing). */
function seatNote(derived: DerivedTable, seat: number): string {
  const held = derived.turnMarkers.filter((m) => m.holder === seat);
  // Most seats hold none: no words to join.
  if (held.length === 0) return '';
  return held
    .map((m) => {
      const number = m.number;
      // The removal's words are the engine's (rules/labels.ts).
      const w = markerRemovalMessage(derived, m);
      const removal = w && say(w);
      const holds = m.takingTurn
        ? t`holds turn marker ${number}`
        : t`holds turn marker ${number} (waiting)`;
      return removal ? t`${holds}, ${removal}` : holds;
    })
    .join(t({ message: ', ', context: 'between the facts of a seat' }));
}

/** The chart's accessible name: its seats, the turn or result, and whose range is shown. */
const chartLabel = (count: number, summary: string, name: string | undefined, range: string) =>
  name
    ? plural(count, {
        one: `Seating chart, # seat, turn order clockwise. ${summary} Showing ${name}’s ${range}.`,
        other: `Seating chart, # seats, turn order clockwise. ${summary} Showing ${name}’s ${range}.`,
      })
    : plural(count, {
        one: `Seating chart, # seat, turn order clockwise. ${summary}`,
        other: `Seating chart, # seats, turn order clockwise. ${summary}`,
      });

/** zoom.ts's MIN_NAME_PX, repeated: importing it would pull the zoom module into the first page. */
const READABLE_PX = 12;

/** Above this many seats the chart changes without fades (see index.css). */
const MANY_SEATS = 150;

/**
 * Room (units) for a seat's name drawn toward the centre: from just inside the seat to the
 * centre's words, along the seat's line (geometry.ts centreReach). In steps of 10, so the
 * centre's words changing as a turn passes seldom changes it (and every seat with it).
 */
function innerRoom(layout: TableLayout, angle: number, font: number, rows: readonly CentreRow[]) {
  const room =
    layout.ringRadius -
    layout.seatRadius -
    Math.max(4, font * 0.3) -
    centreReach(layout, angle, font * 0.6, rows);
  return Math.floor(room / 10) * 10;
}

// Memoised: when the panels beside it catch up after a click (TableScreen's `later`), the
// chart's own props have not changed and it is not drawn again.
export const TableChart = memo(function TableChart({
  derived,
  focus,
  selected,
  pending,
  showAllRanges,
  showDeploy,
  onSelect,
  overlay,
  pendingLife = null,
  tapped = null,
  onLife,
  flat = false,
  testId = 'seating-chart',
  marks = null,
  legend = true,
}: TableChartProps) {
  // Draws again when the language changes: the seats' and the centre's words are made here.
  useLingui();
  const ids = useIds();
  const svgRef = useRef<SVGSVGElement>(null);
  const [view, setView] = useState<ZoomState | null>(null);
  const count = derived.players.length;
  const withMarkers = derived.turnMarkers.length > 0;
  const layout = useMemo(() => layoutTable(count, withMarkers), [count, withMarkers]);
  const teams = useMemo(() => teamKeys(derived.table.sides), [derived.table.sides]);
  // Remount the animated layers when a different table is loaded (not when a turn passes).
  const tableKey = useMemo(
    () => derived.players.map((p) => p.name).join('\u0001'),
    [derived.players],
  );
  const focusPlayer = focus === null ? null : (derived.players[focus] ?? null);
  const centre = centreText(derived);
  const focusRange = focusPlayer ? rangeWords(focusPlayer.range) : '';

  const shared = derived.table.sharedLife;
  const counters = !!onLife && !derived.gameOver;
  // Zoomed: names are raised to 12 px where they can be, and left out where the whole table is
  // shown too small to read them (undefined: the seat's own size).
  const nameSize = view ? view.nameSize : undefined;
  // A − or + is 44 px across on this screen.
  const counterHit = view ? 22 / (view.pxPerUnit * view.k) : undefined;

  const words: CentreWords = {
    kicker: centre.kicker,
    headline: centre.headline,
    detail: centre.detail,
    short: centre.short,
    minFont: view ? READABLE_PX / (view.pxPerUnit * view.k) : 11,
    note: marks?.note ?? '',
  };
  // Only a zoomed chart raises its names (zoom.ts), and only a large seat holds its name inside:
  // there a name too long for its seat goes beside it (SeatText inwardName).
  const inward = !!nameSize && layout.tier === 'large';
  const centreLines = inward ? centreRows(layout, words) : [];
  const drawn: TableSeatProps[] = derived.players.map((p) => {
    const key = p.team ? teams.get(p.team) : undefined;
    const at = layout.positions[p.seat] ?? { x: 0, y: 0 };
    return {
      seat: p.seat,
      name: p.name,
      team: p.team,
      teamLetter: key?.letter ?? null,
      teamColour: key?.colour ?? null,
      role: p.role,
      primary: p.primary,
      life: shared ? null : p.life,
      lifeDelta: pendingLife && pendingLife.player === p.name ? pendingLife.amount : 0,
      tapped: p.name === tapped,
      poison: p.poison,
      counters: counters,
      inGame: p.inGame,
      outcome: outcomeOf(p),
      takingTurn: p.takingTurn,
      selected: p.seat === selected,
      range: p.range,
      note: seatNote(derived, p.seat),
      held: marks?.seats[p.seat]?.held ?? '',
      counts: marks?.seats[p.seat]?.counts ?? '',
      markWords: marks?.seats[p.seat]?.words ?? '',
      x: at.x,
      y: at.y,
      angle: layout.angles[p.seat] ?? 0,
      radius: layout.seatRadius,
      hitRadius: layout.hitRadius,
      tier: layout.tier,
      labelFont: layout.labelFont,
      innerRoom:
        inward && nameSize
          ? innerRoom(layout, layout.angles[p.seat] ?? 0, nameSize, centreLines)
          : undefined,
      tabbable: p.seat === (focus ?? 0),
      flat,
      nameSize,
      counterHit,
      onSelect,
      onLife: onLife ?? noLife,
    };
  });
  // One name too long for its seat at the size it must be read: every name beside its seat.
  const namesInward = drawn.some(nameSqueezed);
  const seats = namesInward ? drawn.map((s) => ({ ...s, namesInward })) : drawn;

  const v = VIEW_HALF;
  return (
    <figure className="tc-chart m-0 flex flex-col gap-3" data-testid="table-chart">
      <div className={view && view.k > 1 ? 'relative overflow-hidden' : 'relative'}>
        {/* The felt's gradient on a composited layer of its own: repainting the chart after every
          turn then never re-rasterises it (a measurable part of each frame on a phone). */}
        <div
          aria-hidden="true"
          className="tc-felt-layer"
          style={{
            inset: `${(((v - layout.arrowRadius - 4) / (2 * v)) * 100).toFixed(3)}%`,
            transform: view
              ? `translate(${view.x * view.pxPerUnit}px, ${view.y * view.pxPerUnit}px) scale(${view.k})`
              : undefined,
          }}
        />
        <svg
          ref={svgRef}
          viewBox={`${-v} ${-v} ${2 * v} ${2 * v}`}
          className="tc-svg relative block h-auto w-full select-none"
          role="group"
          aria-label={chartLabel(count, centre.summary, focusPlayer?.name, focusRange)}
          data-testid={testId}
          data-tier={layout.tier}
          data-seats={count > MANY_SEATS ? 'many' : undefined}
          data-zoom={view && view.need > 1 ? (nameSize === null ? 'whole' : 'near') : undefined}
        >
          <Defs ids={ids} />
          {/* The view twice: as CSS, which a glide eases (index.css [data-glide]), and as the
              attribute an exported picture keeps (its clone's styles are rewritten). */}
          <g
            className="tc-zoom"
            transform={view ? `translate(${view.x} ${view.y}) scale(${view.k})` : undefined}
            style={
              view
                ? { transform: `translate(${view.x}px, ${view.y}px) scale(${view.k})` }
                : undefined
            }
          >
            <TableBase layout={layout} ids={ids} />
            {showAllRanges && (
              <Suspense fallback={null}>
                <AllRanges layout={layout} players={derived.players} teams={teams} focus={focus} />
              </Suspense>
            )}
            {focusPlayer && focusPlayer.inGame && (
              <RangeBand
                layout={layout}
                player={focusPlayer}
                pending={pending}
                ids={ids}
                players={derived.players}
              />
            )}
            {focusPlayer && focusPlayer.inGame && (
              <Arrows
                layout={layout}
                derived={derived}
                player={focusPlayer}
                showDeploy={showDeploy}
                ids={ids}
              />
            )}
            <Centre layout={layout} over={derived.gameOver} {...words} />
            <g className="tc-seats">
              {seats.map((s) => (
                <TableSeat key={s.name} {...s} />
              ))}
            </g>
            {shared && (
              <Suspense fallback={null}>
                <TeamLife
                  layout={layout}
                  derived={derived}
                  pendingLife={pendingLife}
                  teams={teams}
                  onLife={onLife}
                  counterHit={counterHit}
                />
              </Suspense>
            )}
            {withMarkers && (
              <Suspense fallback={null}>
                <Markers key={tableKey} layout={layout} derived={derived} />
              </Suspense>
            )}
            {derived.planarControllers.length > 0 && (
              <Suspense fallback={null}>
                <PlaneTokens key={tableKey} layout={layout} derived={derived} />
              </Suspense>
            )}
            {overlay?.(layout)}
          </g>
        </svg>
      </div>
      <Suspense fallback={null}>
        <ChartZoom
          svg={svgRef}
          count={count}
          withMarkers={withMarkers}
          focus={focus}
          range={focusPlayer?.range ?? null}
          onView={setView}
        />
      </Suspense>
      {legend && (
        <Suspense fallback={<figcaption className="tc-legend" aria-hidden="true" />}>
          <ChartLegend
            {...legendProps(derived, focusPlayer, pending, showAllRanges, showDeploy, teams)}
          />
        </Suspense>
      )}
    </figure>
  );
});
