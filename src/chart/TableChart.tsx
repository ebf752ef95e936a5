// The table seen from above: seat 0 at 12 o'clock, turns passing clockwise (to each player's
// left, 101.4). D3 computes every number and path (geometry.ts); React renders every element,
// keyed by player name so a player leaving never scrambles the others.
import { lazy, memo, Suspense, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { playOf, type DerivedPlayer, type DerivedTable, type SeatMarks } from '../rules';
import {
  arcLine,
  arrowPath,
  chevronAngles,
  fullRing,
  labelArc,
  layoutTable,
  meanAngle,
  normalizeAngle,
  polar,
  rangeBand,
  segmentMiddle,
  VIEW_HALF,
  type TableLayout,
} from './geometry';
import { centreText, rangeWords, teamKeys } from './palette';
import { TableSeat, type TableSeatProps } from './TableSeat';
import type { ZoomState } from './ChartZoom';
import { outcomeOf } from './palette';
import { afterFirstPaint } from '../store/paint';

// Below the chart and drawn a moment later anyway: the legend is a chunk of its own, which keeps
// the start-up JavaScript inside its budget. Planechase's plane tokens load only for such games.
const ChartLegend = lazy(() =>
  afterFirstPaint(() => import('./ChartLegend')).then((m) => ({ default: m.ChartLegend })),
);
const PlaneTokens = lazy(() => import('./PlaneTokens'));
// Drawn only in Grand Melee, and only when "every player's range" is on: chunks of their own.
const Markers = lazy(() => import('./MarkerToken').then((m) => ({ default: m.Markers })));
const AllRanges = lazy(() => import('./RangeRings'));
// A Two-Headed Giant team's one life total (810.9): only shared-life tables load it.
const TeamLife = lazy(() => import('./TeamLife').then((m) => ({ default: m.TeamLife })));
// Zoom and pan, for tables too big for the screen they are on.
const ChartZoom = lazy(() => afterFirstPaint(() => import('./ChartZoom')));

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
}

const noLife = () => {};

interface Ids {
  hatch: string;
  attack: string;
  deploy: string;
  team: string;
  cue: string;
  label: string;
}

function useIds(): Ids {
  const base = `tc${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return useMemo(
    () => ({
      hatch: `${base}-hatch`,
      attack: `${base}-attack`,
      deploy: `${base}-deploy`,
      team: `${base}-team`,
      cue: `${base}-cue`,
      label: `${base}-label`,
    }),
    [base],
  );
}

const Defs = memo(function Defs({ ids }: { ids: Ids }) {
  const head = (id: string, cls: string, size = 4) => (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX={7}
      refY={5}
      markerWidth={size}
      markerHeight={size}
      markerUnits="strokeWidth"
      orient="auto"
    >
      <path d="M0,0.6L10,5L0,9.4L2.4,5Z" className={cls} />
    </marker>
  );
  return (
    <defs>
      <pattern
        id={ids.hatch}
        patternUnits="userSpaceOnUse"
        width={9}
        height={9}
        patternTransform="rotate(45)"
      >
        <rect width={9} height={9} className="tc-pending-bg" />
        <rect width={3.5} height={9} className="tc-pending-hatch" />
      </pattern>
      {head(ids.attack, 'tc-head-attack')}
      {head(ids.deploy, 'tc-head-deploy')}
      {head(ids.team, 'tc-head-attack')}
      {head(ids.cue, 'tc-head-cue', 6)}
    </defs>
  );
});

/** The table top, the ring the seats sit on, and the clockwise turn-order cue. */
const TableBase = memo(function TableBase({ layout, ids }: { layout: TableLayout; ids: Ids }) {
  const chevrons = chevronAngles(layout);
  const cueRadius = layout.centreRadius * 0.97;
  const cueFont = Math.max(11, layout.centreRadius * 0.12);
  const s = chevrons.size;
  return (
    <g aria-hidden="true" className="tc-base">
      {/* The felt itself is a CSS layer behind the SVG (see TableChart): only its rim is drawn here. */}
      <circle r={layout.arrowRadius + 4} fill="none" className="tc-felt" />
      <circle r={layout.ringRadius} className="tc-seat-ring" />
      {chevrons.angles.map((a, i) => {
        const p = polar(layout.ringRadius, a);
        return (
          <path
            key={i}
            className="tc-chevron"
            d={`M${-s * 0.4},${-s * 0.7}L${s * 0.4},0L${-s * 0.4},${s * 0.7}`}
            strokeWidth={Math.max(1.5, s * 0.22)}
            transform={`translate(${p.x} ${p.y}) rotate(${(a * 180) / Math.PI})`}
          />
        );
      })}
      {/* A curved arrow over the centre: turns pass clockwise (to each player's left). */}
      <path
        id={ids.label}
        d={arcLine(cueRadius, -0.95, 0.95)}
        className="tc-cue"
        strokeWidth={Math.max(1.5, cueFont * 0.14)}
        markerEnd={`url(#${ids.cue})`}
      />
      <text className="tc-t-cue" fontSize={cueFont} dy={-cueFont * 0.55}>
        <textPath href={`#${ids.label}`} startOffset="50%" textAnchor="middle">
          turn order
        </textPath>
      </text>
    </g>
  );
});

interface BandProps {
  layout: TableLayout;
  player: DerivedPlayer;
  pending: readonly number[];
  ids: Ids;
  /** Every player, to name the seats in range on the layer (for tests and exports). */
  players: readonly DerivedPlayer[];
}

/** The focus's range of influence (801.2) and the seats that join it next turn (801.2c). */
function RangeBand({ layout, player, pending, ids, players }: BandProps) {
  const n = layout.count;
  const labelFont = Math.max(11, Math.min(20, layout.seatRadius * 0.24));
  const labelRadius = layout.bandInner - labelFont * 0.9;
  const unlimited = player.range === null;
  const band = unlimited
    ? [
        {
          key: 'all',
          path: fullRing(layout.bandInner, layout.bandOuter),
          startAngle: 0,
          endAngle: 0,
        },
      ]
    : rangeBand(player.inRange, n, layout.bandInner, layout.bandOuter);
  const next = unlimited ? [] : rangeBand(pending, n, layout.bandInner, layout.bandOuter);
  const focusAngle = layout.angles[player.seat] ?? 0;
  return (
    <g
      aria-hidden="true"
      className="tc-band-layer"
      data-testid="range-layer"
      data-owner={player.name}
      data-in-range={JSON.stringify(player.inRange.map((s) => players[s]?.name))}
      data-pending={JSON.stringify(pending.map((s) => players[s]?.name))}
    >
      {band.map((segment) => (
        <path
          key={segment.key}
          d={segment.path}
          className="tc-band"
          data-testid="range-band"
          data-owner={player.name}
          data-unlimited={unlimited || undefined}
        />
      ))}
      {next.map((segment) => (
        <path
          key={segment.key}
          d={segment.path}
          className="tc-pending"
          fill={`url(#${ids.hatch})`}
          data-testid="pending-band"
          data-owner={player.name}
        />
      ))}
      {unlimited && (
        <UnlimitedLabel
          id={`${ids.label}-unl`}
          mid={focusAngle + Math.PI}
          radius={labelRadius}
          font={labelFont}
        />
      )}
      {next.map((segment) => (
        <BandLabel
          key={segment.key}
          id={`${ids.label}-p${segment.key}`}
          radius={labelRadius}
          mid={segmentMiddle(segment)}
          font={labelFont}
          text="next turn"
          className="tc-t-pending"
        />
      ))}
    </g>
  );
}

/**
 * "unlimited range" across the table from its player: one of two fixed arcs (read from the top or
 * from the bottom, so it is never upside down) turned to the seat. A turn passing changes one
 * rotate(), not the arc its text is laid out along.
 */
function UnlimitedLabel({
  id,
  mid,
  radius,
  font,
}: {
  id: string;
  mid: number;
  radius: number;
  font: number;
}) {
  const a = normalizeAngle(mid);
  const base = a > Math.PI / 2 && a < (3 * Math.PI) / 2 ? Math.PI : 0;
  return (
    <g transform={`rotate(${(((mid - base) * 180) / Math.PI).toFixed(4)})`}>
      <BandLabel
        id={id}
        radius={radius}
        mid={base}
        font={font}
        text="unlimited range"
        className="tc-t-band"
      />
    </g>
  );
}

function BandLabel(props: {
  id: string;
  radius: number;
  mid: number;
  font: number;
  text: string;
  className: string;
}) {
  const span = (props.text.length * props.font * 0.62) / Math.max(1, props.radius);
  return (
    <>
      <path id={props.id} d={labelArc(props.radius, props.mid, span)} fill="none" />
      <text className={props.className} fontSize={props.font} dominantBaseline="central">
        <textPath href={`#${props.id}`} startOffset="50%" textAnchor="middle">
          {props.text}
        </textPath>
      </text>
    </>
  );
}

function Arrows({
  layout,
  derived,
  player,
  showDeploy,
  ids,
}: {
  layout: TableLayout;
  derived: DerivedTable;
  player: DerivedPlayer;
  showDeploy: boolean;
  ids: Ids;
}) {
  const n = layout.count;
  const from = layout.angles[player.seat] ?? 0;
  const width = Math.max(1.6, Math.min(5.5, layout.seatRadius * 0.06));
  const clear = layout.centreRadius + 6;
  const { table } = derived;
  // A player's fan is drawn as if from seat 0 and turned to their seat (seats are evenly spaced),
  // each arrow keyed by how far round the table its target sits: when the turn passes, the same
  // fan keeps its paths and only the turn changes. A path's `d` is restyled, laid out and
  // repainted when it changes, which at 100 seats was 98 arrows on every End turn.
  const seat0 = layout.angles[0] ?? 0;
  const round = (s: number) => (s - player.seat + n) % n;
  const fanTo = (s: number) =>
    arrowPath(seat0, layout.angles[round(s)] ?? 0, layout.arrowRadius, clear).path;
  // 810.7a's team arrows run between teams' middles: drawn where they are, not turned.
  const fan = playOf(table).attack.limit !== 'group';
  const turned = fan ? ((from - seat0) * 180) / Math.PI : 0;

  let attacks: { key: string; target: string; path: string; team: boolean; seats: string }[];
  if (!fan) {
    // 810.7a: a team attacks another team as a group: one arrow from team to team.
    const mySide = table.players[player.seat]?.side ?? -1;
    const mine = table.sides[mySide]?.seats ?? [player.seat];
    const targetSides = [
      ...new Set(player.canAttack.map((s) => table.players[s]?.side ?? -1)),
    ].filter((s) => s >= 0);
    const start = meanAngle(mine, n);
    attacks = targetSides.map((side) => {
      const sideInfo = table.sides[side]!;
      const end = meanAngle(sideInfo.seats, n);
      return {
        key: `team:${sideInfo.name}`,
        target: sideInfo.name,
        path: arrowPath(start, end, layout.arrowRadius, clear).path,
        team: true,
        seats: sideInfo.seats.map((s) => derived.players[s]?.name ?? '').join(','),
      };
    });
  } else {
    // In the order round the table from this player, so the next player's fan is the same list.
    const targets = [...player.canAttack].sort((a, b) => round(a) - round(b));
    attacks = targets.map((s) => {
      const target = derived.players[s]!;
      return {
        key: `+${round(s)}`,
        target: target.name,
        path: fanTo(s),
        team: false,
        seats: target.name,
      };
    });
  }
  // Dozens of arrows from one seat: thin them out so the fan stays readable.
  const crowd = attacks.length > 12 ? Math.max(0.35, 12 / attacks.length + 0.2) : undefined;
  const deploys = showDeploy
    ? [...player.deployTo]
        .sort((a, b) => round(a) - round(b))
        .map((s) => {
          const target = derived.players[s]!;
          return fan
            ? { key: `+${round(s)}`, target: target.name, path: fanTo(s) }
            : {
                key: target.name,
                target: target.name,
                path: arrowPath(from, layout.angles[s] ?? 0, layout.arrowRadius, clear).path,
              };
        })
    : [];
  return (
    <g
      aria-hidden="true"
      className="tc-arrows"
      transform={turned ? `rotate(${turned.toFixed(4)})` : undefined}
    >
      {attacks.map((a) => (
        <path
          key={a.key}
          d={a.path}
          className={a.team ? 'tc-arrow tc-arrow-team' : 'tc-arrow tc-arrow-attack'}
          strokeWidth={a.team ? Math.max(8, width * 2.6) : width}
          strokeOpacity={crowd}
          markerEnd={`url(#${a.team ? ids.team : ids.attack})`}
          data-testid="attack-arrow"
          data-target={a.target}
          data-team={a.team || undefined}
          // A team arrow names its players; a player's arrow names one, in data-target.
          data-target-players={a.team ? a.seats : undefined}
        />
      ))}
      {deploys.map((a) => (
        <path
          key={a.key}
          d={a.path}
          className="tc-arrow tc-arrow-deploy"
          strokeWidth={width}
          strokeDasharray={`${width * 2.6} ${width * 1.8}`}
          markerEnd={`url(#${ids.deploy})`}
          data-testid="deploy-arrow"
          data-target={a.target}
        />
      ))}
    </g>
  );
}

const Centre = memo(function Centre({
  layout,
  kicker,
  headline,
  detail,
  short,
  minFont,
  over,
  note,
}: {
  layout: TableLayout;
  kicker: string;
  headline: string;
  detail: string;
  short?: { headline: string; detail: string } | undefined;
  /** The smallest readable font size in chart units (12 CSS px once the chart knows its size). */
  minFont: number;
  over: boolean;
  /** Day or night and the storm count, under the rest ('' for neither). */
  note: string;
}) {
  const c = layout.centreRadius;
  const width = 2 * c * 0.9;
  const head = Math.max(14, c * 0.34);
  const small = Math.max(11, c * 0.18);
  // A list of names that would come out too small to read (under `minFont`: 12 px on this
  // screen) gives way to the count of running turns (palette.ts).
  if (short && width / Math.max(1, headline.length * 0.6) < minFont) ({ headline, detail } = short);
  const fitHead = Math.min(head, width / Math.max(1, headline.length * 0.6));
  const fitDetail = Math.min(small, width / Math.max(1, detail.length * 0.58));
  return (
    <g aria-hidden="true" className="tc-centre" data-testid="chart-centre">
      <text
        y={-fitHead * 0.95}
        textAnchor="middle"
        dominantBaseline="central"
        className="tc-t-kicker"
        fontSize={small}
      >
        {kicker}
      </text>
      <text
        y={small * 0.2}
        textAnchor="middle"
        dominantBaseline="central"
        className={over ? 'tc-t-headline tc-t-result' : 'tc-t-headline'}
        fontSize={fitHead}
      >
        {headline}
      </text>
      {detail && (
        <text
          y={fitHead * 0.85 + small * 0.7}
          textAnchor="middle"
          dominantBaseline="central"
          className="tc-t-detail"
          fontSize={fitDetail}
        >
          {detail}
        </text>
      )}
      {note && (
        <text
          y={fitHead * 0.85 + small * (detail ? 2 : 0.7)}
          textAnchor="middle"
          dominantBaseline="central"
          className="tc-t-detail"
          fontSize={Math.min(small, width / Math.max(1, note.length * 0.58))}
          data-testid="chart-table-note"
        >
          {note}
        </text>
      )}
    </g>
  );
});

function seatNote(derived: DerivedTable, seat: number): string {
  const held = derived.turnMarkers.filter((m) => m.holder === seat);
  return held
    .map((m) => `holds turn marker ${m.number}${m.takingTurn ? '' : ' (waiting)'}`)
    .join(', ');
}

/** zoom.ts's MIN_NAME_PX, repeated: importing it would pull the zoom module into the first page. */
const READABLE_PX = 12;

/** Above this many seats the chart changes without fades (see index.css). */
const MANY_SEATS = 150;

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
}: TableChartProps) {
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
  const shared = derived.table.sharedLife;
  const counters = !!onLife && !derived.gameOver;
  // Zoomed: names are raised to 12 px where they can be, and left out where the whole table is
  // shown too small to read them (undefined: the seat's own size).
  const nameSize = view ? view.nameSize : undefined;
  // A − or + is 44 px across on this screen.
  const counterHit = view ? 22 / (view.pxPerUnit * view.k) : undefined;

  const seats: TableSeatProps[] = derived.players.map((p) => {
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
      tabbable: p.seat === (focus ?? 0),
      flat,
      nameSize,
      counterHit,
      onSelect,
      onLife: onLife ?? noLife,
    };
  });

  const legendTeams = derived.table.individual ? [] : [...teams.values()];
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
          aria-label={`Seating chart, ${count} seats, turn order clockwise. ${centre.summary}${
            focusPlayer ? ` Showing ${focusPlayer.name}'s ${rangeWords(focusPlayer.range)}.` : ''
          }`}
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
            <Centre
              layout={layout}
              kicker={centre.kicker}
              headline={centre.headline}
              detail={centre.detail}
              short={centre.short}
              minFont={view ? READABLE_PX / (view.pxPerUnit * view.k) : 11}
              over={derived.gameOver}
              note={marks?.note ?? ''}
            />
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
      <Suspense fallback={<figcaption className="tc-legend" aria-hidden="true" />}>
        <ChartLegend
          focusName={focusPlayer?.inGame ? focusPlayer.name : null}
          focusRange={focusPlayer?.range ?? null}
          pending={pending.length > 0 && !!focusPlayer?.inGame}
          attacks={
            focusPlayer?.canAttack.length
              ? playOf(derived.table).attack.limit === 'group'
                ? 'team'
                : 'player'
              : null
          }
          deploy={showDeploy && !!focusPlayer?.deployTo.length}
          markers={withMarkers}
          removals={derived.turnMarkers.some((m) => m.removals > 0)}
          allRanges={showAllRanges}
          teams={legendTeams}
          gameOver={derived.gameOver}
          planes={derived.planarControllers.length}
        />
      </Suspense>
    </figure>
  );
});
