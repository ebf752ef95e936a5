// One seat of table mode's chart at 7 players or more (fewer get tiles, ModeTileView.tsx): its name,
// big life total, − and +, what it has taken and holds, its team's colour, the emperor's crown
// (809.1) and the turn markers held (807.4), turned to face its player. For the seat selected, the
// seats in its range are tinted (801.2) and those it may attack ringed (801.3).
import { useLingui } from '@lingui/react/macro';
import {
  lazy,
  memo,
  Suspense,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { signed } from '../rules/labels';
import { CounterButton } from './CounterButton';
import { ModeMarkerBadge } from './ModeMarkerBadge';
import type { Point } from './geometry';
import { badgePlacer } from './modeBadges';
import { facingDegrees, type ModeLayout } from './modeGeometry';
import { seatKeyDown } from './modeKeys';
import { parseMarkers, seatLabel } from './modeSeats';
import { abbreviate, outcomeLabel, roleWord, type SeatOutcome } from './palette';
import { crown } from './shapes';

const MarkBadges = lazy(() => import('./MarkBadges'));

/** A − or + is tapped within this radius: 46 px across, past the 44 px target size (WCAG 2.5.5). */
const HIT = 23;

/**
 * The counters on a line of their own below the life, where the circle still has room across:
 * between the badges on the seat's lower rim (rules/marks.ts faces put some there); a line too
 * long to read squeezed is left to the seat's accessible name and its sheet.
 */
function countsLine(r: number, smallFont: number, info: boolean, counts: string) {
  const countsY = info ? r * 0.5 + smallFont * 1.05 : r * 0.5;
  const countsFont = Math.max(11, smallFont * 0.8);
  const room = Math.min(
    r * 0.88,
    2 * Math.sqrt(Math.max(0, r * r - (countsY + countsFont / 2) ** 2)) - 4,
  );
  return {
    countsY,
    countsFont,
    countsRoom: room,
    countsFit: counts.length * countsFont * 0.56 <= room * 1.3,
  };
}

type SeatViewProps = {
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
  /** The seat's counters, short and in words (rules/marks.ts chartMarks). */
  counts: string;
  markWords: string;
  team: string | null;
  teamColour: string | null;
  /** The team's name on the seat: its team does not sit together (811.3), so no name beside it. */
  teamTag?: boolean;
  emperor: boolean;
  /** Turn markers held, "1" or "2w 3" (w: waiting, 807.4). */
  markers: string;
  /** The seat selected, or one in its range of influence, or one it may attack. */
  isFocus: boolean;
  inRange: boolean;
  mayAttack: boolean;
  lethal: boolean;
  onLife: (seat: number, delta: number) => void;
  onPointerDown: (seat: number, x: number, y: number) => void;
  onOpen: (seat: number, from: number | null) => void;
  watching: boolean;
  /** This phone's own player (live/me.ts): a ring of its own round the seat. */
  mine?: boolean;
};

/** The ring round this phone's own player's seat (live/me.ts). */
const YouRing = ({ r }: { r: number }) => (
  <circle
    className="tc-you-ring"
    r={r + 10}
    strokeWidth={3}
    strokeDasharray="2 6"
    data-testid="mode-mine"
  />
);

/**
 * One seat. Its props are the player's facts it draws, not the derived player (a new object on
 * every derive): memoised on them, End turn redraws the two seats whose turn changed, not all.
 */
export const ModeSeatView = memo(function ModeSeatView(props: SeatViewProps) {
  const { t } = useLingui();
  const {
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
    counts,
    team,
    teamColour,
    teamTag = false,
    emperor,
    markers,
    isFocus,
    inRange,
    mayAttack,
    lethal,
    onLife,
    onPointerDown,
    onOpen,
    watching,
    mine = false,
  } = props;
  const at = layout.seats[index]!;
  const r = layout.radius;
  const info = [
    delta ? signed(delta) : '',
    worst ? `⚔ ${worst}${lethal ? '/21' : ''}` : '',
    poison > 0 ? `☠ ${poison}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const held_ = parseMarkers(markers);
  const { countsY, countsFont, countsRoom, countsFit } = countsLine(
    r,
    layout.smallFont,
    !!info,
    counts,
  );
  const label = seatLabel({ ...props, role: props.emperor ? roleWord('emperor') : null, mine });
  // Seats too small for 46 px − and + beside the life (a big Grand Melee) keep the amounts only.
  const counters = (inGame || tapped) && outcome !== 'won' && r >= 44;
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => seatKeyDown(event, seat, onOpen);
  const badge = Math.max(9, Math.min(22, r * 0.26));
  // Turn markers just before the name, inside the seat: plainly this seat's (807.4), and clear
  // of the End turns placed round the seats.
  const marker = Math.max(8, Math.min(16, r * 0.2));
  const markersW = held_.length * (2 * marker + 3);
  const shownName = abbreviate(
    name,
    Math.max(3, Math.floor((1.5 * r - markersW) / (layout.nameFont * 0.56))),
  );
  // Bold names run wider than the 0.56 em the abbreviation allows for.
  const nameW = shownName.length * layout.nameFont * 0.72;
  // The team's name across the top of the circle, between the rim's top badges (MarkBadges).
  const tagFont = Math.min(18, Math.max(12, layout.nameFont * 0.85));
  const tag =
    teamTag && team && !emperor ? abbreviate(team, Math.floor((0.7 * r) / (tagFont * 0.68))) : '';
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
        <circle className="tc-selected-ring" data-on={isFocus} r={r + 5} strokeWidth={4} />
        {mine && <YouRing r={r} />}
        <circle className="tc-focus-ring" r={r + 10} strokeWidth={3} />
        <g className="tc-seat-inner" data-in-game={inGame}>
          <circle
            className="tc-seat-body"
            data-active={takingTurn}
            data-selected={isFocus}
            data-left={!inGame}
            r={r}
            strokeWidth={teamColour ? Math.max(2.5, r * 0.08) : Math.max(1.5, r * 0.04)}
            style={teamColour ? { stroke: teamColour } : undefined}
          />
          {/* The team's colour as a tint too: teammates read as one (808, 809). */}
          {teamColour && <circle r={r} fill={teamColour} fillOpacity={0.16} />}
          {inRange && !isFocus && (
            <circle r={r} style={{ fill: 'var(--tc-band)' }} data-testid="tile-in-range" />
          )}
        </g>
        {mayAttack && !isFocus && (
          <circle
            r={r - 4}
            fill="none"
            strokeWidth={3}
            strokeDasharray="8 5"
            style={{ stroke: 'var(--tc-attack)' }}
            data-testid="tile-may-attack"
          />
        )}
      </g>
      <g
        className="tc-seat-inner tc-seat-text"
        data-in-game={inGame}
        aria-hidden="true"
        pointerEvents="none"
      >
        <text
          x={markersW / 2}
          y={-r * 0.5}
          textAnchor="middle"
          dominantBaseline="central"
          className="tc-t-name"
          fontSize={layout.nameFont}
          data-testid="mode-name"
          data-box=""
        >
          {shownName}
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
          data-box=""
        >
          {outcome === 'won'
            ? t({ message: 'won', context: 'seat' })
            : inGame
              ? life
              : outcomeLabel(outcome) || t({ message: 'left', context: 'seat' })}
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
            data-box=""
          >
            {info}
          </text>
        )}
        {counts && inGame && countsRoom > 20 && countsFit && (
          <text
            y={countsY}
            textAnchor="middle"
            dominantBaseline="central"
            className="tc-t-mode-info"
            fontSize={countsFont}
            textLength={counts.length * countsFont * 0.56 > countsRoom ? countsRoom : undefined}
            lengthAdjust="spacingAndGlyphs"
            data-testid="mode-counts"
            data-box=""
          >
            {counts}
          </text>
        )}
        {tag.length >= 3 && (
          <text
            y={-r * 0.8}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={tagFont}
            className="tc-t-name"
            data-testid="mode-team-tag"
            data-box=""
          >
            {tag}
          </text>
        )}
        {emperor && (
          // The emperor's crown (809.1), above the name.
          <path
            transform={`translate(0 ${(-r * 0.82).toFixed(1)})`}
            d={crown(badge * 1.2)}
            className="tc-crown"
            data-testid="tile-emperor"
          />
        )}
        {held_.map((m, i) => (
          <ModeMarkerBadge
            key={m.number}
            number={m.number}
            waiting={m.waiting}
            x={markersW / 2 - nameW / 2 - (i + 0.5) * (2 * marker + 3)}
            y={-r * 0.5}
            r={marker}
          />
        ))}
      </g>
      {counters && <SeatCounters name={name} seat={seat} r={r} onLife={onLife} />}
    </g>
  );
});

/**
 * The marks each seat holds (the monarch's crown, the initiative's flag, the city's blessing's
 * star), drawn after every seat so no neighbouring circle covers one, each on its own seat's rim
 * and kept on the screen (a seat at the screen's edge has its outer badges moved in).
 */
export function ModeSeatBadges({
  layout,
  seats,
  avoid = [],
}: {
  layout: ModeLayout;
  seats: readonly { held: string; inGame: boolean; won: boolean }[];
  /** Boxes on the felt no badge may touch (the teams' names, modeTeams.ts), corners on screen. */
  avoid?: readonly (readonly Point[])[];
}) {
  const r = layout.radius;
  return (
    <g className="tc-seat-badges" aria-hidden="true" pointerEvents="none">
      {seats.map((s, i) => {
        const at = layout.seats[i];
        if (!at || !s.held || !s.inGame) return null;
        // Kept on the screen and clear of the other seats, the names and each other
        // (modeBadges.ts), where the middle's placing expects them.
        const place = badgePlacer(layout, i, avoid);
        return (
          <g
            key={i}
            transform={`translate(${at.x.toFixed(1)} ${at.y.toFixed(1)}) rotate(${facingDegrees(at.angle).toFixed(1)})`}
            data-testid="mode-seat-badges"
            data-seat={i}
          >
            <Suspense fallback={null}>
              <MarkBadges held={s.held} r={r} small={false} won={s.won} rim place={place} />
            </Suspense>
          </g>
        );
      })}
    </g>
  );
}

/** − and + beside a seat's life, 46 px across to tap. */
function SeatCounters({
  name,
  seat,
  r,
  onLife,
}: {
  name: string;
  seat: number;
  r: number;
  onLife: (seat: number, delta: number) => void;
}) {
  const { t } = useLingui();
  return (
    <g className="tc-seat-counters" data-testid="life-counters">
      <CounterButton
        x={-r * 0.68}
        y={0}
        r={Math.max(12, r * 0.2)}
        hit={HIT}
        delta={-1}
        label={t`${name}: lose 1 life`}
        testId="life-minus"
        onTap={() => onLife(seat, -1)}
      />
      <CounterButton
        x={r * 0.68}
        y={0}
        r={Math.max(12, r * 0.2)}
        hit={HIT}
        delta={1}
        label={t`${name}: gain 1 life`}
        testId="life-plus"
        onTap={() => onLife(seat, 1)}
      />
    </g>
  );
}
