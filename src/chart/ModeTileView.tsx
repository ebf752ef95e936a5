// One player's tile in table mode (2 to 6 players): a rectangle of the screen turned to face its
// player, with their name, team and marks along the top, a big life total between its − and +,
// and what they have taken and hold below it. Whose turn it is glows; for the seat selected, the
// tiles in its range of influence are tinted (801.2) and those it may attack edged (801.3), with
// its why one tap away. Geometry is tileGeometry.ts's; the chart places the tiles.
import { useLingui } from '@lingui/react/macro';
import {
  lazy,
  memo,
  Suspense,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { Role } from '../rules';
import { signed } from '../rules/labels';
import { CounterButton } from './CounterButton';
import { ModeMarkerBadge } from './ModeMarkerBadge';
import { seatKeyDown } from './modeKeys';
import { parseMarkers, seatLabel } from './modeSeats';
import { facingDegrees } from './modeGeometry';
import { abbreviate, outcomeLabel, roleWord, teamInkStyle, type SeatOutcome } from './palette';
import { crown } from './shapes';
import { tileParts, type ModeTile, type TileFonts } from './tileGeometry';

const TileMarks = lazy(() => import('./TileMarks'));

/** A − or + is tapped within this radius: 46 px across, past the 44 px target size (WCAG 2.5.5). */
const HIT = 23;

export interface ModeTileProps {
  tile: ModeTile;
  fonts: TileFonts;
  name: string;
  seat: number;
  index: number;
  /** Null where the team's shared total is drawn on its strip instead (810.9). */
  life: number | null;
  poison: number;
  inGame: boolean;
  takingTurn: boolean;
  outcome: SeatOutcome;
  /** The most commander damage taken from one commander, or null (903.10a). */
  worst: number | null;
  lethal: boolean;
  delta: number;
  tapped: boolean;
  /** Marks held (rules/marks.ts), space-separated ids; and the counters, short and in words. */
  held: string;
  counts: string;
  markWords: string;
  team: string | null;
  /** Draw the team's name on the tile (not where the team's strip already says it). */
  teamTag?: boolean;
  teamColour: string | null;
  role: Role | null;
  /** Turn markers held, "1" or "2w 3" (w: waiting), so the memo compares a string. */
  markers: string;
  /** For the seat selected: this tile is it, in its range, or one it may attack. */
  isFocus: boolean;
  inRange: boolean;
  mayAttack: boolean;
  /** The selected seat's player, for the words of the tint. */
  focusName: string | null;
  /** This phone's own player (live/me.ts): "you" after the name. */
  mine?: boolean;
  onLife: (seat: number, delta: number) => void;
  onPointerDown: (seat: number, x: number, y: number) => void;
  onOpen: (seat: number, from: number | null) => void;
  /** Opens the why of the selected seat's range and attacks; absent: no why to open. */
  onWhy?: ((seat: number) => void) | undefined;
  watching: boolean;
}

export const ModeTileView = memo(function ModeTileView(p: ModeTileProps) {
  const { t } = useLingui();
  const name = p.name;
  const { tile, fonts: f } = p;
  const { w, h } = tile;
  const at = tileParts(w, h, f);
  const markers = parseMarkers(p.markers);
  const won = p.outcome === 'won';
  const counters = p.life !== null && (p.inGame || p.tapped) && !won;
  const line1 = [
    p.delta ? signed(p.delta) : '',
    p.worst ? `⚔ ${p.worst}${p.lethal ? '/21' : ''}` : '',
    p.poison > 0 && p.life !== null ? `☠ ${p.poison}` : '',
  ].filter(Boolean);
  const counts = p.inGame ? p.counts : '';
  const lines = f.twoLines
    ? [line1.join(' · '), counts].filter(Boolean)
    : [[...line1, counts].filter(Boolean).join(' · ')].filter(Boolean);
  // The right end of the top line: the marks, the turn markers, then the team's name.
  const badge = f.name * 0.55;
  const heldCount = p.inGame && p.held ? p.held.split(' ').length : 0;
  const why = p.isFocus && !!p.onWhy && !p.watching;
  const whyW = Math.max(56, f.small * 3.4);
  let right = w / 2 - f.pad - (why ? whyW + 6 : 0);
  const marksX = right;
  right -= heldCount * (2 * badge + 4);
  const markersX = right;
  right -= markers.length * (2 * badge + 4);
  const teamFont = Math.max(18, f.small * 0.9);
  const teamText = p.team && p.teamTag !== false ? abbreviate(p.team, 12) : '';
  const teamX = right - 4;
  if (teamText) right -= teamText.length * teamFont * 0.6 + 10;
  const nameLeft = -w / 2 + f.pad + (p.role === 'emperor' ? f.name * 1.2 : 0);
  const you = p.mine ? f.name * 2 : 0;
  const nameRoom = Math.max(f.name * 2, right - nameLeft - 6 - you);
  const shownName = abbreviate(p.name, Math.max(3, Math.floor(nameRoom / (f.name * 0.58))));
  const rx = Math.min(18, h * 0.12);
  const box = { x: -w / 2, y: -h / 2, width: w, height: h, rx };
  const inset = (d: number) => ({
    x: -w / 2 + d,
    y: -h / 2 + d,
    width: w - 2 * d,
    height: h - 2 * d,
    rx: Math.max(2, rx - d),
  });
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => seatKeyDown(event, p.seat, p.onOpen);
  const dangerInfo = !!p.worst && p.lethal && p.worst >= 15;
  return (
    <g
      transform={`translate(${tile.x.toFixed(1)} ${tile.y.toFixed(1)}) rotate(${facingDegrees(tile.angle).toFixed(1)})`}
      className="tc-seat-wrap"
      data-testid="mode-seat"
      data-seat-name={p.name}
      data-tile={tile.side}
      data-in-range={!p.isFocus && p.focusName && p.inRange ? 'true' : undefined}
      data-may-attack={!p.isFocus && p.focusName && p.mayAttack ? 'true' : undefined}
      data-focus={p.isFocus || undefined}
      data-team={p.team ?? undefined}
    >
      <g
        className="tc-seat"
        data-testid="seat"
        data-seat={p.seat}
        data-seat-name={p.name}
        data-active={p.takingTurn || undefined}
        data-in-game={p.inGame}
        aria-label={seatLabel({ ...p, role: roleWord(p.role) })}
        {...(p.watching
          ? { role: 'img' }
          : {
              role: 'button',
              tabIndex: p.index === 0 ? 0 : -1,
              onPointerDown: (e: ReactPointerEvent) =>
                p.onPointerDown(p.seat, e.clientX, e.clientY),
              onClick: () => p.onOpen(p.seat, null),
              onKeyDown,
            })}
      >
        <rect className="tc-hit" {...box} />
        <g className="tc-seat-inner" data-in-game={p.inGame}>
          <rect
            className="tc-seat-body"
            data-active={p.takingTurn}
            data-selected={p.isFocus}
            data-left={!p.inGame}
            {...box}
            strokeWidth={p.teamColour ? 3 : 1.5}
            style={p.teamColour ? { stroke: p.teamColour } : undefined}
          />
          {/* A team's own colour as a tint, not only the edge: teammates read as one (810, 808). */}
          {p.teamColour && <rect {...box} fill={p.teamColour} fillOpacity={0.16} />}
          {!p.isFocus && p.focusName && p.inRange && (
            <rect {...box} style={{ fill: 'var(--tc-band)' }} data-testid="tile-in-range" />
          )}
        </g>
        <rect className="tc-active-ring" data-on={p.takingTurn} {...inset(3)} strokeWidth={5} />
        {!p.isFocus && p.focusName && p.mayAttack && (
          <rect
            {...inset(8)}
            fill="none"
            strokeWidth={3}
            strokeDasharray="10 6"
            style={{ stroke: 'var(--tc-attack)' }}
            data-testid="tile-may-attack"
          />
        )}
        <rect className="tc-selected-ring" data-on={p.isFocus} {...inset(8)} strokeWidth={4} />
        <rect className="tc-focus-ring" {...inset(-1)} strokeWidth={3} />
      </g>
      <g
        className="tc-seat-inner tc-seat-text"
        data-in-game={p.inGame}
        aria-hidden="true"
        pointerEvents="none"
      >
        {p.role === 'emperor' && (
          // The emperor's crown (809.1): the one each team's generals guard.
          <path
            transform={`translate(${-w / 2 + f.pad + f.name * 0.5} ${at.nameY})`}
            d={crown(f.name * 0.95)}
            className="tc-crown"
            data-testid="tile-emperor"
            data-box=""
          />
        )}
        <text
          x={nameLeft}
          y={at.nameY}
          dominantBaseline="central"
          className="tc-t-name"
          fontSize={f.name}
          data-testid="mode-name"
          data-box=""
        >
          {shownName}
          {p.mine && (
            <tspan className="tc-you" fontSize={f.name * 0.7} dx={f.name * 0.35}>
              {t({ message: 'you', context: 'this phone’s own seat' })}
            </tspan>
          )}
        </text>
        {teamText && (
          <text
            x={teamX}
            y={at.nameY}
            textAnchor="end"
            dominantBaseline="central"
            fontSize={teamFont}
            fontWeight={700}
            // In its colour, made readable on the tile's tint in either theme (WCAG 1.4.3).
            className={p.teamColour ? 'tc-team-ink' : undefined}
            style={p.teamColour ? teamInkStyle(p.teamColour, 0.16) : { fill: 'var(--tc-muted)' }}
            data-testid="tile-team"
            data-box=""
          >
            {teamText}
          </text>
        )}
        {markers.map((m, i) => (
          <ModeMarkerBadge
            key={m.number}
            number={m.number}
            waiting={m.waiting}
            x={markersX - badge - i * (2 * badge + 4)}
            y={at.nameY}
            r={badge}
          />
        ))}
        {heldCount > 0 && (
          <g transform={`translate(${marksX.toFixed(1)} ${at.nameY.toFixed(1)})`}>
            <Suspense fallback={null}>
              <TileMarks held={p.held} r={badge} />
            </Suspense>
          </g>
        )}
        {(p.life !== null || !p.inGame || won) && (
          <text
            y={at.lifeY}
            textAnchor="middle"
            dominantBaseline="central"
            className={
              !p.inGame
                ? 'tc-t-left'
                : (p.life ?? 1) <= 0
                  ? 'tc-t-life tc-t-danger'
                  : 'tc-t-life tc-t-mode-life'
            }
            fontSize={p.inGame && !won ? f.life : Math.min(f.life, f.name * 1.6)}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="mode-life"
            data-box=""
          >
            {won
              ? t({ message: 'won', context: 'seat' })
              : !p.inGame
                ? outcomeLabel(p.outcome) || t({ message: 'left', context: 'seat' })
                : (p.life ?? '')}
          </text>
        )}
        {lines.map((text, i) => {
          const long = text.length * f.small * 0.56 > at.infoWidth;
          return (
            <text
              key={i}
              y={at.infoY + i * at.lineStep}
              textAnchor="middle"
              dominantBaseline="central"
              // 15 or more from one commander is six short of the loss (903.10a): the danger red.
              className={i === 0 && dangerInfo ? 'tc-t-mode-info tc-t-danger' : 'tc-t-mode-info'}
              fontSize={f.small}
              textLength={long ? at.infoWidth : undefined}
              lengthAdjust="spacingAndGlyphs"
              data-testid={i === 0 ? 'mode-info' : 'mode-counts'}
              data-box=""
            >
              {text}
            </text>
          );
        })}
      </g>
      {counters && (
        <g className="tc-seat-counters" data-testid="life-counters">
          {([-1, 1] as const).map((d) => (
            <CounterButton
              key={d}
              x={d * at.buttonX}
              y={at.buttonY}
              r={f.button}
              hit={HIT}
              delta={d}
              label={d < 0 ? t`${name}: lose 1 life` : t`${name}: gain 1 life`}
              testId={d < 0 ? 'life-minus' : 'life-plus'}
              onTap={() => p.onLife(p.seat, d)}
            />
          ))}
        </g>
      )}
      {why && (
        <WhyChip
          x={w / 2 - f.pad - whyW / 2}
          y={at.nameY}
          w={whyW}
          h={Math.min(44, Math.max(28, f.name * 1.2))}
          font={Math.max(16, f.small * 0.9)}
          label={t`Why: ${name}'s range and whom ${name} may attack`}
          onTap={() => p.onWhy?.(p.seat)}
        />
      )}
    </g>
  );
});

/** "Why?" on the selected tile: its range's and attacks' reasons, one tap away (801). */
function WhyChip({
  x,
  y,
  w,
  h,
  font,
  label,
  onTap,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  font: number;
  label: string;
  onTap: () => void;
}) {
  const { t } = useLingui();
  return (
    <g
      transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
      role="button"
      tabIndex={0}
      aria-label={label}
      className="tc-mode-end"
      data-testid="tile-why"
      data-box=""
      onPointerDown={(e) => e.stopPropagation()}
      onClick={(e) => {
        e.stopPropagation();
        onTap();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onTap();
        }
      }}
    >
      <rect
        x={-w / 2}
        y={-h / 2}
        width={w}
        height={h}
        rx={h / 2}
        style={{ fill: 'var(--tc-select)' }}
      />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={font}
        fontWeight={700}
        style={{ fill: 'var(--tc-halo)' }}
      >
        {t`Why?`}
      </text>
    </g>
  );
}
