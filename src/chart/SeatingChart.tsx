import { useMemo } from 'react';
import type { DerivedTable } from '../rules';
import { nameList } from '../ui/labels';
import { layoutSeats, rangeBand } from './geometry';
import { Seat } from './Seat';

const RING_RADIUS = 200;
const BAND_MARGIN = 10;
const VIEW = 280;

export interface SeatingChartProps {
  table: DerivedTable;
  selectedSeat: number | null;
  onToggleSeat: (seat: number) => void;
}

/** The table seen from above: seat 0 at the top, turns passing clockwise. */
export function SeatingChart({ table, selectedSeat, onToggleSeat }: SeatingChartProps) {
  const count = table.players.length;
  const layout = useMemo(() => layoutSeats(count, RING_RADIUS, 62), [count]);
  const selected = selectedSeat === null ? null : (table.players[selectedSeat] ?? null);

  const band = useMemo(() => {
    if (!selected) return [];
    const seats = selected.inRange.includes(selected.seat)
      ? selected.inRange
      : [selected.seat, ...selected.inRange];
    return rangeBand(
      seats,
      count,
      RING_RADIUS - layout.seatRadius - BAND_MARGIN,
      RING_RADIUS + layout.seatRadius + BAND_MARGIN,
    );
  }, [selected, count, layout.seatRadius]);

  const active = new Set(table.activePlayers);
  const attackable = new Set(selected?.canAttack ?? []);
  const activeNames = nameList(table, table.activePlayers, 'no one');

  return (
    <svg
      viewBox={`${-VIEW} ${-VIEW} ${2 * VIEW} ${2 * VIEW}`}
      className="block h-auto w-full select-none"
      role="group"
      aria-label={`Seating chart, ${count} seats. Turn ${table.turn}: ${activeNames}.`}
      data-testid="seating-chart"
    >
      <defs>
        <filter id="seat-glow" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="4" result="blur" />
          <feMerge>
            <feMergeNode in="blur" />
            <feMergeNode in="SourceGraphic" />
          </feMerge>
        </filter>
      </defs>
      <circle r={RING_RADIUS} fill="none" stroke="#334155" strokeWidth={2} strokeDasharray="2 6" />
      <g aria-hidden="true">
        {band.map((segment) => (
          <path
            key={`${selected?.name}:${segment.key}`}
            d={segment.path}
            data-testid="range-band"
            fill="rgb(56 189 248 / 0.16)"
            stroke="rgb(56 189 248 / 0.55)"
            strokeWidth={1.5}
          />
        ))}
      </g>
      <g aria-hidden="true" className="pointer-events-none">
        <text y={-8} textAnchor="middle" className="fill-slate-400" fontSize={17}>
          Turn {table.turn}
        </text>
        <text y={18} textAnchor="middle" className="fill-amber-300 font-semibold" fontSize={19}>
          {table.gameOver ? 'Game over' : activeNames}
        </text>
      </g>
      {table.players.map((player) => {
        const geometry = layout.seats[player.seat];
        if (!geometry) return null;
        return (
          <Seat
            key={player.name}
            player={player}
            position={geometry.position}
            radius={layout.seatRadius}
            showTeam={!table.table.individual}
            active={active.has(player.seat)}
            selected={player.seat === selectedSeat}
            attackable={attackable.has(player.seat)}
            onToggle={onToggleSeat}
          />
        );
      })}
    </svg>
  );
}
