import type { KeyboardEvent } from 'react';
import type { DerivedPlayer } from '../rules';
import { roleLabel, shortName, statusLabel } from '../ui/labels';
import { fitLines, type Point } from './geometry';

export interface SeatProps {
  player: DerivedPlayer;
  position: Point;
  radius: number;
  showTeam: boolean;
  active: boolean;
  selected: boolean;
  /** The selected player may attack this one. */
  attackable: boolean;
  onToggle: (seat: number) => void;
}

export function Seat({
  player,
  position,
  radius,
  showTeam,
  active,
  selected,
  attackable,
  onToggle,
}: SeatProps) {
  const role = roleLabel(player.role);
  const lines = fitLines(
    [
      {
        key: 'name',
        text: shortName(player.name),
        fontSize: 19,
        className: 'fill-slate-50 font-semibold',
      },
      showTeam
        ? { key: 'team', text: `Team ${player.team}`, fontSize: 13.5, className: 'fill-slate-300' }
        : null,
      role
        ? {
            key: 'role',
            text: role,
            fontSize: 13.5,
            className: player.role === 'emperor' ? 'fill-amber-200' : 'fill-slate-300',
          }
        : null,
      {
        key: 'status',
        text: player.inGame ? `♥ ${player.life}` : statusLabel(player),
        fontSize: 16,
        className: player.inGame
          ? 'fill-emerald-300 font-semibold'
          : 'fill-slate-400 font-semibold',
      },
    ],
    radius,
  );
  const label = [
    `Seat ${player.seat + 1}: ${player.name}`,
    showTeam ? `team ${player.team}` : null,
    role,
    `${player.life} life`,
    statusLabel(player),
    active ? 'active' : null,
  ]
    .filter(Boolean)
    .join(', ');

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggle(player.seat);
    }
  };

  const fill = selected ? '#0c4a6e' : '#1e293b';
  const stroke = selected ? '#38bdf8' : player.inGame ? '#64748b' : '#334155';

  return (
    <g
      className="seat cursor-pointer outline-none"
      data-testid="seat"
      data-seat={player.seat}
      data-active={active || undefined}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={label}
      transform={`translate(${position.x} ${position.y})`}
      opacity={player.inGame ? 1 : 0.5}
      onClick={() => onToggle(player.seat)}
      onKeyDown={onKeyDown}
    >
      <title>{label}</title>
      {active && (
        <circle
          r={radius + 7}
          fill="none"
          stroke="#fbbf24"
          strokeWidth={4}
          filter="url(#seat-glow)"
          data-testid="active-ring"
        />
      )}
      {attackable && (
        <circle
          r={radius + (active ? 14 : 7)}
          fill="none"
          stroke="#fb7185"
          strokeWidth={3}
          strokeDasharray="7 5"
        />
      )}
      <circle
        className="seat-focus"
        r={radius + 3}
        fill="none"
        stroke="transparent"
        strokeWidth={3}
      />
      <circle r={radius} fill={fill} stroke={stroke} strokeWidth={selected ? 4 : 2} />
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
    </g>
  );
}
