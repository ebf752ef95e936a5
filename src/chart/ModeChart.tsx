// Table mode's chart: the seats round a stadium that fills the screen (modeGeometry.ts), each
// turned to face its player, with big life totals, − and + at 44 px, commander damage taken, and
// the turn in the middle turned to the player taking it, with their End turn on their side.
// Geometry is computed in modeGeometry; this file only renders it.
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { DerivedPlayer, DerivedTable } from '../rules';
import { facingDegrees, placeAll, type ModeLayout } from './modeGeometry';
import { signed } from '../rules/labels';
import { CounterButton } from './TableSeat';
import { abbreviate, outcomeLabel, outcomeOf, type SeatOutcome } from './palette';

const MarkBadges = lazy(() => import('./MarkBadges'));

/** A − or + is tapped within this radius: 46 px across, past the 44 px target size (WCAG 2.5.5). */
const HIT = 23;
/** Held this long, a seat opens its amounts. */
export const HOLD_MS = 450;

/** The most commander damage one commander has dealt this player, and its source (903.10a). */
export function worstCommander(p: DerivedPlayer): DerivedPlayer['commanderDamage'][number] | null {
  let worst: DerivedPlayer['commanderDamage'][number] | null = null;
  for (const c of p.commanderDamage) if (!worst || c.amount > worst.amount) worst = c;
  return worst;
}

export interface ModeEnder {
  /** The seat whose turn this ends: the button sits on that player's side, facing them. */
  seat: number;
  /** The words on the button (short: it may sit in a narrow strip). */
  label: string;
  /** Its accessible name: whose turn it ends. */
  ariaLabel: string;
  onEnd: () => void;
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
}

/**
 * One seat. Its props are the player's facts it draws, not the derived player (a new object on
 * every derive): memoised on them, End turn redraws the two seats whose turn changed, not all.
 */
const ModeSeatView = memo(function ModeSeatView({
  name,
  seat,
  life,
  poison,
  inGame,
  takingTurn,
  outcome,
  worst,
  layout,
  index,
  delta,
  tapped,
  held,
  lethal,
  onLife,
  onPointerDown,
  onOpen,
}: {
  name: string;
  seat: number;
  life: number;
  poison: number;
  inGame: boolean;
  takingTurn: boolean;
  outcome: SeatOutcome;
  /** The most commander damage taken from one commander, or null (903.10a). */
  worst: number | null;
  layout: ModeLayout;
  index: number;
  delta: number;
  tapped: boolean;
  held: string;
  lethal: boolean;
  onLife: (seat: number, delta: number) => void;
  onPointerDown: (seat: number, x: number, y: number) => void;
  onOpen: (seat: number, from: number | null) => void;
}) {
  const at = layout.seats[index]!;
  const r = layout.radius;
  const info = [
    delta ? signed(delta) : '',
    worst ? `⚔ ${worst}${lethal ? '/21' : ''}` : '',
    poison > 0 ? `☠ ${poison}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const label = [
    `${name}`,
    inGame ? `${life} life` : `left the game (${outcomeLabel(outcome) || 'left'})`,
    poison ? `${poison} poison` : null,
    worst ? `most commander damage taken ${worst}` : null,
    takingTurn ? 'taking a turn' : null,
    'press to change life or record commander damage',
  ]
    .filter(Boolean)
    .join(', ');
  // Seats too small for 46 px − and + beside the life (a big Grand Melee) keep the amounts only.
  const counters = (inGame || tapped) && outcome !== 'won' && r >= 44;
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(seat, null);
      return;
    }
    // One Tab stop for the seats, as on the chart: arrow keys go round the table.
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!step) return;
    const all = [
      ...(event.currentTarget.ownerSVGElement?.querySelectorAll<SVGGElement>(
        '[data-testid="seat"]',
      ) ?? []),
    ];
    const at = all.indexOf(event.currentTarget);
    if (at < 0) return;
    event.preventDefault();
    all[(at + step + all.length) % all.length]!.focus();
  };
  return (
    <g
      transform={`translate(${at.x.toFixed(1)} ${at.y.toFixed(1)}) rotate(${facingDegrees(at.angle).toFixed(1)})`}
      className="tc-seat-wrap"
      data-testid="mode-seat"
      data-seat-name={name}
    >
      <g
        className="tc-seat"
        data-testid="seat"
        data-seat={seat}
        data-seat-name={name}
        data-active={takingTurn || undefined}
        data-in-game={inGame}
        role="button"
        tabIndex={index === 0 ? 0 : -1}
        aria-label={label}
        onPointerDown={(e) => onPointerDown(seat, e.clientX, e.clientY)}
        onClick={() => onOpen(seat, null)}
        onKeyDown={onKeyDown}
      >
        <circle className="tc-hit" r={r} />
        <circle className="tc-active-ring" data-on={takingTurn} r={r + 5} strokeWidth={4} />
        <circle className="tc-focus-ring" r={r + 10} strokeWidth={3} />
        <g className="tc-seat-inner" data-in-game={inGame}>
          <circle
            className="tc-seat-body"
            data-active={takingTurn}
            data-left={!inGame}
            r={r}
            strokeWidth={Math.max(1.5, r * 0.04)}
          />
        </g>
      </g>
      <g
        className="tc-seat-inner tc-seat-text"
        data-in-game={inGame}
        aria-hidden="true"
        pointerEvents="none"
      >
        <text
          y={-r * 0.5}
          textAnchor="middle"
          dominantBaseline="central"
          className="tc-t-name"
          fontSize={layout.nameFont}
          data-testid="mode-name"
        >
          {abbreviate(name, Math.max(4, Math.floor((1.5 * r) / (layout.nameFont * 0.56))))}
        </text>
        <text
          y={0}
          textAnchor="middle"
          dominantBaseline="central"
          className={
            !inGame ? 'tc-t-left' : life <= 0 ? 'tc-t-life tc-t-danger' : 'tc-t-life tc-t-mode-life'
          }
          fontSize={inGame ? layout.lifeFont : layout.smallFont}
          data-testid="mode-life"
        >
          {outcome === 'won' ? 'won' : inGame ? life : outcomeLabel(outcome) || 'left'}
        </text>
        {info && (
          <text
            y={r * 0.5}
            textAnchor="middle"
            dominantBaseline="central"
            // 15 or more from one commander is six short of the loss (903.10a): in the danger red.
            className={
              worst && lethal && worst >= 15 ? 'tc-t-mode-info tc-t-danger' : 'tc-t-mode-info'
            }
            fontSize={layout.smallFont}
            // Squeezed rather than clipped where the circle narrows (about 1.6 radii across here).
            textLength={info.length * layout.smallFont * 0.56 > r * 1.6 ? r * 1.6 : undefined}
            lengthAdjust="spacingAndGlyphs"
            data-testid="mode-info"
          >
            {info}
          </text>
        )}
        {held && inGame && (
          <Suspense fallback={null}>
            <MarkBadges held={held} r={r} small={false} won={outcome === 'won'} />
          </Suspense>
        )}
      </g>
      {counters && (
        <g className="tc-seat-counters" data-testid="life-counters">
          <CounterButton
            x={-r * 0.68}
            y={0}
            r={Math.max(12, r * 0.2)}
            hit={HIT}
            delta={-1}
            label={`${name}: lose 1 life`}
            testId="life-minus"
            onTap={() => onLife(seat, -1)}
          />
          <CounterButton
            x={r * 0.68}
            y={0}
            r={Math.max(12, r * 0.2)}
            hit={HIT}
            delta={1}
            label={`${name}: gain 1 life`}
            testId="life-plus"
            onTap={() => onLife(seat, 1)}
          />
        </g>
      )}
    </g>
  );
});

/** An End turn button drawn in the chart, so it can face the player whose turn it ends. */
function EndButton({
  ender,
  y,
  width,
  height = 44,
}: {
  ender: ModeEnder;
  y: number;
  width: number;
  /** At least 44 px (a touch target); taller on a big screen. */
  height?: number;
}) {
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      ender.onEnd();
    }
  };
  const font = Math.min(height * 0.4, width / Math.max(6, ender.label.length * 0.56));
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={ender.ariaLabel}
      className="tc-mode-end"
      data-testid="mode-end-turn"
      // Hidden on a view-only live link, as the turn bar is (index.css).
      data-live-control=""
      data-seat={ender.seat}
      transform={`translate(0 ${y})`}
      onClick={(e) => {
        e.stopPropagation();
        ender.onEnd();
      }}
      onKeyDown={onKeyDown}
    >
      <rect
        x={-width / 2}
        y={-height / 2}
        width={width}
        height={height}
        rx={12}
        className="tc-mode-end-bg"
      />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={font}
        className="tc-mode-end-text"
      >
        {ender.label}
      </text>
    </g>
  );
}

interface Size {
  w: number;
  h: number;
  /** Room for the turn's number above the name (the smallest size leaves it out). */
  kicker?: boolean;
}

/** A group placed by placeAll, turned to face the seat at `angle` (its bottom toward them). */
function Facing({
  fit,
  angle,
  children,
  testId,
}: {
  fit: { at: { x: number; y: number } };
  angle: number | null;
  children: ReactNode;
  testId: string;
}) {
  const turn = angle === null ? 0 : facingDegrees(angle);
  return (
    <g
      transform={`translate(${fit.at.x.toFixed(1)} ${fit.at.y.toFixed(1)}) rotate(${turn.toFixed(1)})`}
      data-testid={testId}
      data-rotate={Math.round(turn) % 360}
    >
      {children}
    </g>
  );
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
  const button = 44 * grow;
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
  const middle = ({ w, h, kicker }: Size) => {
    // The End turn button takes the bottom (nearest the player); the words share the rest.
    const tall = h > 100 ? button : 44;
    const area = first ? h - tall - 4 : h;
    // On a big screen the words grow with the seats.
    const kick = kicker
      ? Math.min(
          Math.max(14 * grow, layout.smallFont),
          w / Math.max(4, centre.kicker.length * 0.62),
          area * 0.35,
        )
      : 0;
    const head = Math.min(
      Math.max(22 * grow, layout.nameFont * 1.2),
      w / Math.max(4, centre.headline.length * 0.58),
      (area - kick * 1.3) / 1.25,
    );
    const top = -h / 2;
    return (
      <>
        <g aria-hidden="true">
          {kicker && (
            <text
              y={top + kick * 0.65}
              textAnchor="middle"
              dominantBaseline="central"
              className="tc-t-kicker"
              fontSize={kick}
            >
              {centre.kicker}
            </text>
          )}
          <text
            y={top + kick * 1.3 + head * 0.62}
            textAnchor="middle"
            dominantBaseline="central"
            className={derived.gameOver ? 'tc-t-headline tc-t-result' : 'tc-t-headline'}
            fontSize={head}
            data-testid="mode-turn-text"
          >
            {centre.headline}
          </text>
        </g>
        {first && <EndButton ender={first} y={h / 2 - tall / 2} width={w} height={tall} />}
      </>
    );
  };
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
          />
        ))}
      </g>
      <Facing fit={fits[0]!} angle={centreAngle} testId="mode-centre">
        {middle(fits[0]!)}
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
