import { signed } from '../rules/labels';
import { crown } from './shapes';
import { lazy, memo, Suspense, type KeyboardEvent } from 'react';
import type { Role } from '../rules';
import { fitLines, polar, radialTextRotation, type Radians, type SeatTier } from './geometry';
import { abbreviate, outcomeLabel, rangeWords, roleWord, type SeatOutcome } from './palette';

/**
 * One seat. Every prop is a primitive (or the stable onSelect), so React.memo skips the seats a
 * turn change does not touch — at 100 seats only the two or three seats that changed re-render.
 */
export interface TableSeatProps {
  seat: number;
  name: string;
  team: string | null;
  teamLetter: string | null;
  teamColour: string | null;
  role: Role | null;
  primary: boolean;
  /** Life total shown on the seat, taps still being gathered included; null when a team shares
   * one total, shown apart (810.9). */
  life: number | null;
  /** Taps on this seat's counter not yet in the log: shown as the running change ("−7"). */
  lifeDelta: number;
  /** The taps being gathered are on this seat: its − and + stay even if they show it out. */
  tapped?: boolean;
  poison: number;
  /** Draw − and + life buttons on the seat (large seats, while the game runs). */
  counters: boolean;
  inGame: boolean;
  outcome: SeatOutcome;
  takingTurn: boolean;
  selected: boolean;
  range: number | null;
  /** Extra words for the accessible label, e.g. "holds turn marker 2". */
  note: string;
  /** Designations held, space-separated ids ("monarch initiative cityBlessing"); '' for none. */
  held: string;
  /** The seat's other counters, short ("energy 3 · tax 4"); '' for none. */
  counts: string;
  /** The same marks in words, for the accessible label. */
  markWords: string;
  x: number;
  y: number;
  angle: Radians;
  radius: number;
  hitRadius: number;
  tier: SeatTier;
  /** Font size of the name when it sits outside a small seat. */
  labelFont: number;
  /** Flat on the table: the seat turns to face the player sitting beyond it. */
  flat: boolean;
  /** The one seat Tab stops at (the one shown); arrow keys move between seats from there. */
  tabbable: boolean;
  /**
   * The name's font size when the chart is zoomed (raised to stay readable, src/chart/zoom.ts);
   * null: the whole table is shown too small for names, so the seat is drawn without words.
   * Undefined: the seat's own size.
   */
  nameSize?: number | null;
  /**
   * Radius a − or + must be tapped within to be 44 px across on this screen (viewBox units);
   * where that would swallow the seat, the chart shows no counters and the life panel has them.
   */
  counterHit?: number;
  onSelect: (seat: number) => void;
  onLife: (seat: number, delta: number) => void;
}

function seatLabel(p: TableSeatProps): string {
  const role = roleWord(p.role);
  return [
    `Seat ${p.seat + 1}: ${p.name}`,
    p.team ? `team ${p.team}` : null,
    role,
    p.primary ? 'primary player' : null,
    p.outcome === 'won'
      ? 'won the game'
      : p.inGame
        ? p.life !== null
          ? `${p.life} life`
          : null
        : `left the game (${outcomeLabel(p.outcome) || 'left'})`,
    p.inGame && p.poison > 0 ? `${p.poison} poison` : null,
    p.inGame && p.markWords ? p.markWords : null,
    p.takingTurn ? 'taking a turn' : null,
    p.inGame ? rangeWords(p.range) : null,
    p.note || null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** The monarch's, the initiative's and the city's blessing's badges: a chunk of their own. */
const MarkBadges = lazy(() => import('./MarkBadges'));

/** A small trophy cup centred on 0,0, `s` units tall. */
const trophy = (s: number) => {
  const w = s * 0.5;
  return `M${-w},${-s / 2}H${w}V${-s * 0.15}A${w},${w * 0.9} 0 0 1 ${s * 0.08},${s * 0.2}V${s * 0.3}H${s * 0.25}V${s / 2}H${-s * 0.25}V${s * 0.3}H${-s * 0.08}V${s * 0.2}A${w},${w * 0.9} 0 0 1 ${-w},${-s * 0.15}Z`;
};

/** The text lines of a large seat, placed to fit the circle; the life line is keyed "status". */
function largeLines(p: TableSeatProps) {
  const r = p.radius;
  const role = roleWord(p.role);
  const nameSize = p.nameSize ?? Math.min(34, r * 0.34);
  const small = Math.max(12, Math.min(24, r * 0.235));
  const shown = p.life;
  const status =
    p.outcome === 'won'
      ? { text: 'won', cls: 'tc-t-won' }
      : p.inGame
        ? shown === null
          ? null
          : { text: `♥ ${shown}`, cls: shown <= 0 ? 'tc-t-life tc-t-danger' : 'tc-t-life' }
        : { text: outcomeLabel(p.outcome) || 'left', cls: 'tc-t-left' };
  return fitLines(
    [
      { key: 'name', text: abbreviate(p.name, 12), fontSize: nameSize, className: 'tc-t-name' },
      role
        ? {
            key: 'role',
            text: p.role === 'emperor' ? `♛ ${role}` : role,
            fontSize: small,
            className: p.role === 'emperor' ? 'tc-t-emperor' : 'tc-t-muted',
          }
        : null,
      p.primary && p.inGame
        ? { key: 'primary', text: 'Primary', fontSize: small * 0.9, className: 'tc-t-primary' }
        : null,
      status
        ? {
            key: 'status',
            text: status.text,
            fontSize: small * (p.counters ? 1.25 : 1.05),
            className: status.cls,
          }
        : null,
      p.inGame && p.poison > 0
        ? { key: 'poison', text: `☠ ${p.poison}`, fontSize: small * 0.9, className: 'tc-t-poison' }
        : null,
      p.inGame && p.counts
        ? {
            key: 'counts',
            text: p.counts,
            fontSize: small * 0.9,
            className: 'tc-t-counts',
          }
        : null,
      p.inGame && p.lifeDelta !== 0 && p.life !== null
        ? { key: 'delta', text: signed(p.lifeDelta), fontSize: small, className: 'tc-t-delta' }
        : null,
    ],
    r,
  );
}

function SeatText(p: TableSeatProps) {
  const r = p.radius;
  if (p.nameSize === null) {
    // Too small to read (the whole table on a small screen): the team's letter only.
    return p.teamLetter && r >= 6 ? (
      <text textAnchor="middle" dominantBaseline="central" className="tc-t-badge" fontSize={r}>
        {p.teamLetter}
      </text>
    ) : null;
  }
  if (p.tier === 'large') {
    const lines = largeLines(p);
    return (
      <>
        {lines.map((line) => (
          <text
            key={line.key}
            y={line.y}
            textAnchor="middle"
            dominantBaseline="central"
            className={line.className}
            fontSize={line.fontSize}
            textLength={line.textLength}
            lengthAdjust={line.textLength ? 'spacingAndGlyphs' : undefined}
          >
            {line.text}
          </text>
        ))}
      </>
    );
  }
  if (p.tier === 'medium') {
    const nameSize = p.nameSize ?? Math.max(9, Math.min(20, r * 0.42));
    const fits = Math.max(3, Math.floor((1.8 * r) / (nameSize * 0.58)));
    const showStatus = r >= 25;
    const statusSize = nameSize * 0.78;
    const shown = p.life;
    const status =
      p.outcome === 'won'
        ? { text: 'won', cls: 'tc-t-won' }
        : p.inGame
          ? shown === null
            ? { text: '', cls: 'tc-t-life' }
            : { text: `♥${shown}`, cls: shown <= 0 ? 'tc-t-life tc-t-danger' : 'tc-t-life' }
          : { text: outcomeLabel(p.outcome) || 'left', cls: 'tc-t-left' };
    return (
      <>
        <text
          y={showStatus ? -statusSize * 0.55 : 0}
          textAnchor="middle"
          dominantBaseline="central"
          className="tc-t-name"
          fontSize={nameSize}
        >
          {abbreviate(p.name, fits)}
        </text>
        {showStatus && (
          <text
            y={nameSize * 0.62}
            textAnchor="middle"
            dominantBaseline="central"
            className={status.cls}
            fontSize={statusSize}
          >
            {status.text}
          </text>
        )}
      </>
    );
  }
  // Small seats: the name sits outside, reading away from the centre like a dial's numbers.
  const { rotate, anchor } = radialTextRotation(p.angle);
  const at = polar(r + 5, p.angle);
  const prefix = p.role === 'emperor' ? '♛ ' : '';
  // Tiny seats: a departed player's seat is dimmed and dashed; how they left is in the title.
  const suffix = p.outcome === 'won' ? ' · won' : '';
  return (
    <>
      {p.teamLetter && r >= 6 && (
        <text
          textAnchor="middle"
          dominantBaseline="central"
          className="tc-t-badge"
          fontSize={r * 1.15}
        >
          {p.teamLetter}
        </text>
      )}
      <text
        transform={`translate(${at.x} ${at.y}) rotate(${rotate})`}
        textAnchor={anchor}
        dominantBaseline="central"
        className={p.inGame ? 'tc-t-name tc-t-outside' : 'tc-t-left tc-t-outside'}
        fontSize={p.nameSize ?? p.labelFont}
      >
        {prefix + abbreviate(p.name, 11) + suffix}
      </text>
    </>
  );
}

const SEAT_KEYS: Record<string, 1 | -1 | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/**
 * Degrees to turn a seat so its words face the player sitting beyond it: seat angles start at the
 * top and go clockwise, and a seat at the bottom (180°) needs no turn.
 */
export const facing = (angle: Radians) => Math.round(((angle * 180) / Math.PI + 180) % 360);

function TableSeatImpl(p: TableSeatProps) {
  const r = p.radius;
  // Small seats write their names outside, along the radius already: they are not turned.
  const flat = p.flat && p.tier !== 'small';
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      p.onSelect(p.seat);
      return;
    }
    const step = SEAT_KEYS[event.key];
    if (step === undefined) return;
    // Arrow keys go round the table in seat order (the chart is one Tab stop, not one per seat).
    const all = [
      ...(event.currentTarget.ownerSVGElement?.querySelectorAll<SVGGElement>(
        '[data-testid="seat"]',
      ) ?? []),
    ];
    const at = all.indexOf(event.currentTarget);
    const n = all.length;
    if (at < 0 || n === 0) return;
    event.preventDefault();
    const to = step === 'first' ? 0 : step === 'last' ? n - 1 : (at + step + n) % n;
    all[to]!.focus();
  };
  const label = seatLabel(p);
  const small = p.tier === 'small';
  const halo = Math.max(3, Math.min(10, r * 0.12));
  const ring = Math.max(2, halo * 0.75);
  const badge = Math.max(9, Math.min(24, r * 0.27));
  const badgeAt = r * 0.74;
  const teamStyle = p.teamColour ? { stroke: p.teamColour } : undefined;
  const bodyStyle =
    small && p.teamColour ? { stroke: p.teamColour, fill: p.teamColour } : teamStyle;
  // The focusable button holds only shapes; the drawn words sit beside it, hidden from assistive
  // technology, so the button's name (its label) is all a screen reader or speech user meets.
  return (
    <g
      transform={`translate(${p.x} ${p.y})${flat ? ` rotate(${facing(p.angle)})` : ''}`}
      className="tc-seat-wrap"
    >
      <g
        className="tc-seat"
        data-testid="seat"
        data-seat={p.seat}
        data-seat-name={p.name}
        data-active={p.takingTurn || undefined}
        data-in-game={p.inGame}
        data-outcome={p.outcome ?? undefined}
        role="button"
        tabIndex={p.tabbable ? 0 : -1}
        aria-pressed={p.selected}
        aria-label={label}
        onClick={() => p.onSelect(p.seat)}
        onKeyDown={onKeyDown}
      >
        <title>{label}</title>
        <circle className="tc-hit" r={p.hitRadius} />
        {/* The turn's glow: two wide faint bands under the ring, not a blur filter, which made the
            browser sort a filter's layer on every frame (~0.7 ms of End turn's at 12 seats). */}
        {[1.4, 0.6].map((more) => (
          <circle
            key={more}
            className="tc-active-ring"
            data-on={p.takingTurn}
            r={r + halo}
            strokeWidth={ring + halo * more}
            strokeOpacity={0.2}
          />
        ))}
        <circle className="tc-active-ring" data-on={p.takingTurn} r={r + halo} strokeWidth={ring} />
        <circle
          className="tc-selected-ring"
          data-on={p.selected}
          // Only a selected seat's ring moves out past the glow; others keep one radius, so a turn
          // passing does not touch the hidden rings of seats nobody selected.
          r={r + halo * (p.selected && p.takingTurn ? 2.4 : 1.2)}
          strokeWidth={Math.max(2, halo * 0.6)}
        />
        <circle
          className="tc-focus-ring"
          r={r + halo * 3.4}
          strokeWidth={Math.max(2, halo * 0.5)}
        />
        <g className="tc-seat-inner" data-in-game={p.inGame}>
          <circle
            className="tc-seat-body"
            data-active={p.takingTurn}
            data-selected={p.selected}
            data-team={p.teamColour ? true : undefined}
            data-left={!p.inGame}
            r={r}
            strokeWidth={p.teamColour ? Math.max(1.5, r * 0.085) : Math.max(1, r * 0.04)}
            strokeDasharray={
              p.inGame ? undefined : `${Math.max(2, r * 0.12)} ${Math.max(2, r * 0.1)}`
            }
            style={bodyStyle}
          />
        </g>
      </g>
      <g
        className="tc-seat-inner tc-seat-text"
        data-in-game={p.inGame}
        aria-hidden="true"
        pointerEvents="none"
      >
        <SeatText {...p} />
        {!small && p.teamLetter && p.teamColour && (
          <g transform={`translate(${-badgeAt} ${-badgeAt})`}>
            <circle r={badge} className="tc-badge" style={{ fill: p.teamColour }} />
            <text
              className="tc-t-badge"
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={badge * 1.15}
            >
              {p.teamLetter}
            </text>
          </g>
        )}
        {p.held && p.inGame && (
          <Suspense fallback={null}>
            <MarkBadges held={p.held} r={r} small={small} won={p.outcome === 'won'} />
          </Suspense>
        )}
        {!small && p.role === 'emperor' && p.tier === 'medium' && (
          <path
            transform={`translate(0 ${-r * 0.98})`}
            d={crown(badge * 1.3)}
            className="tc-crown"
          />
        )}
      </g>
      {p.counters &&
        p.tier === 'large' &&
        (p.inGame || p.tapped) &&
        p.life !== null &&
        (p.counterHit === undefined || p.counterHit <= r * 0.62) && <LifeButtons {...p} />}
      {p.outcome === 'won' && (
        <g
          transform={`translate(${small ? 0 : badgeAt} ${small ? 0 : -badgeAt})`}
          aria-hidden="true"
          pointerEvents="none"
        >
          <circle r={small ? r * 0.9 : badge} className="tc-trophy-bg" />
          <path d={trophy((small ? r * 0.9 : badge) * 1.1)} className="tc-trophy" />
        </g>
      )}
    </g>
  );
}

/** One − or + button on the chart; a tap is gathered with the taps before it (store.tap). */
export function CounterButton({
  x,
  y,
  r,
  hit,
  delta,
  label,
  testId,
  onTap,
}: {
  x: number;
  y: number;
  r: number;
  /** A larger, invisible circle to tap (44 px across on this screen). */
  hit?: number;
  delta: 1 | -1;
  label: string;
  testId: string;
  onTap: () => void;
}) {
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onTap();
    }
  };
  const arm = r * 0.45;
  return (
    <g
      transform={`translate(${x} ${y})`}
      className="tc-counter"
      role="button"
      // Out of the Tab order: the chart is one Tab stop (arrow keys go round the seats), not three
      // a seat. The keyboard changes life in the life panel, which follows the seat selected.
      tabIndex={-1}
      aria-label={label}
      data-testid={testId}
      onClick={(event) => {
        event.stopPropagation();
        onTap();
      }}
      onKeyDown={onKeyDown}
    >
      <title>{label}</title>
      {hit !== undefined && hit > r && <circle r={hit} fill="transparent" />}
      <circle className="tc-counter-bg" r={r} />
      <path
        className="tc-counter-sign"
        d={delta > 0 ? `M${-arm},0H${arm}M0,${-arm}V${arm}` : `M${-arm},0H${arm}`}
        strokeWidth={Math.max(2, r * 0.16)}
      />
    </g>
  );
}

/** − and + beside the life total of a large seat, at the life line's height. */
function LifeButtons(p: TableSeatProps) {
  const r = p.radius;
  const line = largeLines(p).find((l) => l.key === 'status');
  const y = line?.y ?? 0;
  const br = Math.min(r * 0.24, 30);
  const x = r * 0.7;
  return (
    <g className="tc-seat-counters" data-testid="life-counters">
      <CounterButton
        x={-x}
        y={y}
        r={br}
        hit={p.counterHit}
        delta={-1}
        label={`${p.name}: lose 1 life`}
        testId="life-minus"
        onTap={() => p.onLife(p.seat, -1)}
      />
      <CounterButton
        x={x}
        y={y}
        r={br}
        hit={p.counterHit}
        delta={1}
        label={`${p.name}: gain 1 life`}
        testId="life-plus"
        onTap={() => p.onLife(p.seat, 1)}
      />
    </g>
  );
}

export const TableSeat = memo(TableSeatImpl);
