// One seat of table mode's chart: its name, big life total, − and +, and what it has taken, turned
// to face its player. Apart from the chart, which places the seats and the middle.
import {
  lazy,
  memo,
  Suspense,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { signed } from '../rules/labels';
import { CounterButton } from './CounterButton';
import { facingDegrees, type ModeLayout } from './modeGeometry';
import { abbreviate, outcomeLabel, type SeatOutcome } from './palette';

const MarkBadges = lazy(() => import('./MarkBadges'));

/** A − or + is tapped within this radius: 46 px across, past the 44 px target size (WCAG 2.5.5). */
const HIT = 23;

/**
 * One seat. Its props are the player's facts it draws, not the derived player (a new object on
 * every derive): memoised on them, End turn redraws the two seats whose turn changed, not all.
 */
export const ModeSeatView = memo(function ModeSeatView({
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
  watching,
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
  watching: boolean;
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
        aria-label={label}
        {...(watching
          ? { role: 'img' }
          : {
              role: 'button',
              tabIndex: index === 0 ? 0 : -1,
              onPointerDown: (e: ReactPointerEvent) => onPointerDown(seat, e.clientX, e.clientY),
              onClick: () => onOpen(seat, null),
              onKeyDown,
            })}
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
