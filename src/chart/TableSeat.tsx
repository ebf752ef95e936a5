// One seat of the seating chart: its circles, rings and badges, the button a screen reader meets,
// and the − and + on a large seat. Its words are SeatText.tsx's.
import { withCatalog } from '../i18n/i18n';
import { byValue } from '../i18n/byValue';
import { crown } from './shapes';
import { plural, t } from '@lingui/core/macro';
import { lazy, memo, Suspense, type KeyboardEvent } from 'react';
import { useLingui } from '../i18n/react';
import type { Radians } from './geometry';
import { outcomeLabel, rangeWords, roleWord } from './palette';
import { largeLines, SeatText } from './SeatText';
import { CounterButton } from './CounterButton';
import type { TableSeatProps } from './seatProps';

export type { TableSeatProps } from './seatProps';

/** The seat's accessible name, in the language shown (called while drawing). */
function seatLabel(p: TableSeatProps): string {
  const role = roleWord(p.role);
  const seat = p.seat + 1;
  const { name, team, life, poison, range } = p;
  const how = p.inGame
    ? ''
    : outcomeLabel(p.outcome) || t({ message: 'left', context: 'how a player left' });
  // The words many seats share ("40 life", "range 1") are formatted once a value (byValue.ts).
  return [
    t`Seat ${seat}: ${name}`,
    // The team's own name, never translated.
    team ? t`team ${team}` : null,
    role,
    p.primary ? t`primary player` : null,
    p.outcome === 'won'
      ? t`won the game`
      : p.inGame
        ? life !== null
          ? byValue(`life ${life}`, () => plural(life, { one: '# life', other: '# life' }))
          : null
        : t`left the game (${how})`,
    p.inGame && poison > 0 ? plural(poison, { one: '# poison', other: '# poison' }) : null,
    // The marks' words are the engine's (rules/marks.ts chartMarks).
    p.inGame && p.markWords ? p.markWords : null,
    p.takingTurn ? t`taking a turn` : null,
    p.inGame ? byValue(`range ${range}`, () => rangeWords(range)) : null,
    p.note || null,
  ]
    .filter(Boolean)
    .join(byValue(',', () => t({ message: ', ', context: 'between the facts of a seat' })));
}

/** The monarch's, the initiative's and the city's blessing's badges: a chunk of their own. */
const MarkBadges = lazy(withCatalog('table', () => import('./MarkBadges')));

/** A small trophy cup centred on 0,0, `s` units tall. */
const trophy = (s: number) => {
  const w = s * 0.5;
  return `M${-w},${-s / 2}H${w}V${-s * 0.15}A${w},${w * 0.9} 0 0 1 ${s * 0.08},${s * 0.2}V${s * 0.3}H${s * 0.25}V${s / 2}H${-s * 0.25}V${s * 0.3}H${-s * 0.08}V${s * 0.2}A${w},${w * 0.9} 0 0 1 ${-w},${-s * 0.15}Z`;
};

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
  // Draws again when the language changes (its props do not).
  useLingui();
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
  const buttons =
    !!p.counters &&
    p.tier === 'large' &&
    (p.inGame || p.tapped) &&
    p.life !== null &&
    (p.counterHit === undefined || p.counterHit <= r * 0.62);
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
            <MarkBadges
              held={p.held}
              r={r}
              small={small}
              won={p.outcome === 'won'}
              place={buttons ? clearOf(lifeButtons(p)) : undefined}
            />
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
      {buttons && <LifeButtons {...p} />}
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

/** Where the − and + of a large seat go: beside the life line, `x` either side of the middle. */
function lifeButtons(p: TableSeatProps) {
  const r = p.radius;
  const line = largeLines(p).find((l) => l.key === 'status');
  return { x: r * 0.7, y: line?.y ?? 0, br: Math.min(r * 0.24, 30) };
}

/**
 * A badge on the rim moved clear of the − and + (it covered the end of either at the seats
 * beside the table's middle): slid round the rim away from the life line, then out if need be.
 */
const clearOf =
  ({ x: bx, y: by, br }: { x: number; y: number; br: number }) =>
  (x: number, y: number, size: number): [number, number] => {
    const d = Math.hypot(x, y);
    const a0 = Math.atan2(x, -y);
    // Round the rim toward the top for a badge above the line, toward the bottom below it.
    const away = (y < by ? -1 : 1) * Math.sign(x || 1);
    const clear = (px: number, py: number) =>
      [-bx, bx].every((cx) => Math.hypot(px - cx, py - by) >= br + size + 2);
    for (let k = 0; k <= 20; k++) {
      const a = a0 + (away * k * 3 * Math.PI) / 180;
      const [px, py] = [d * Math.sin(a), -d * Math.cos(a)];
      if (clear(px, py)) return [px, py];
    }
    return [x, y + Math.sign(y - by || 1) * (br + size)];
  };

/** − and + beside the life total of a large seat, at the life line's height. */
function LifeButtons(p: TableSeatProps) {
  const { x, y, br } = lifeButtons(p);
  const name = p.name;
  return (
    <g className="tc-seat-counters" data-testid="life-counters">
      <CounterButton
        x={-x}
        y={y}
        r={br}
        hit={p.counterHit}
        delta={-1}
        label={t`${name}: lose 1 life`}
        testId="life-minus"
        onTap={() => p.onLife(p.seat, -1)}
      />
      <CounterButton
        x={x}
        y={y}
        r={br}
        hit={p.counterHit}
        delta={1}
        label={t`${name}: gain 1 life`}
        testId="life-plus"
        onTap={() => p.onLife(p.seat, 1)}
      />
    </g>
  );
}

export const TableSeat = memo(TableSeatImpl);
