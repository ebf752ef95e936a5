import { t } from '@lingui/core/macro';
import { memo } from 'react';
import { useLingui } from '../i18n/react';
import type { DerivedTable } from '../rules';
import { polar, type Radians, type TableLayout } from './geometry';
import { useAngleTween } from './useAngleTween';

/**
 * Angular offsets for several markers held by one seat, so their tokens sit side by side along
 * the circle instead of on top of each other.
 */
/**
 * How far round the orbit a marker sits from its seat's middle (at the seat's `angle`): over the
 * seat's rim, it would cover the end of a name drawn across the seat (the seats at three and nine
 * o'clock), so it moves half a seat down the screen, beside the short life line below the name:
 * clockwise on the right of the table, anticlockwise on the left. Tiny seats have their markers
 * inside.
 */
export function markerNudge(
  layout: Pick<TableLayout, 'tier' | 'seatRadius' | 'markerOrbit'>,
  angle: Radians,
): Radians {
  if (layout.tier === 'small' || layout.markerOrbit <= 0) return 0;
  const nudge = (0.55 * layout.seatRadius) / layout.markerOrbit;
  return Math.sin(angle) < -1e-9 ? -nudge : nudge;
}

export function markerSpread(
  index: number,
  total: number,
  tokenRadius: number,
  orbit: number,
): Radians {
  if (total <= 1 || orbit <= 0) return 0;
  const step = (2.3 * tokenRadius) / orbit;
  return (index - (total - 1) / 2) * step;
}

export interface MarkerTokenProps {
  number: number;
  /** Angle of the holder's seat plus the token's spread; tweened along the circle when it moves. */
  angle: Radians;
  orbit: number;
  radius: number;
  /** The marker's turn has not begun yet (807.4: it waits for its holder's next turn). */
  waiting: boolean;
  /** Passed on, waiting with its passer to be received (608.4c, 2005). */
  passing?: boolean;
  removals: number;
  holder: string;
  holderLeft: boolean;
}

/** A Grand Melee turn marker (807.4) next to its holder's seat; it slides round when passed. */
function MarkerTokenImpl({
  number,
  angle,
  orbit,
  radius,
  waiting,
  passing,
  removals,
  holder,
  holderLeft,
}: MarkerTokenProps) {
  const shown = useAngleTween(angle);
  const { x, y } = polar(orbit, shown);
  // Draws again when the language changes (its props do not).
  useLingui();
  const title = [
    t`Turn marker ${number}, held by ${holder}`,
    holderLeft ? t`${holder} has left; the turn runs on with no active player` : null,
    passing
      ? t`passed on, waiting to be received`
      : waiting
        ? t`waiting for its turn to begin`
        : t`turn running`,
    removals > 0 ? t`marked for removal ×${removals}` : null,
  ]
    .filter(Boolean)
    .join(t({ message: ', ', context: 'between the facts of a seat' }));
  const b = Math.max(7, radius * 0.5);
  return (
    <g
      className="tc-marker"
      data-testid="turn-marker"
      data-marker={number}
      data-waiting={waiting ? 'true' : 'false'}
      data-holder={holder}
      data-removals={removals}
      transform={`translate(${x} ${y})`}
    >
      <title>{title}</title>
      <circle
        r={radius}
        className={waiting ? 'tc-marker-waiting' : 'tc-marker-running'}
        strokeWidth={Math.max(1.5, radius * 0.14)}
        strokeDasharray={waiting ? `${radius * 0.32} ${radius * 0.22}` : undefined}
      />
      <text
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={radius * 1.05}
        className={waiting ? 'tc-t-marker-waiting' : 'tc-t-marker-running'}
      >
        {number}
      </text>
      {removals > 0 && (
        <g transform={`translate(${radius * 0.8} ${-radius * 0.8})`} data-testid="marker-removal">
          <rect
            x={-b * 0.3}
            y={-b * 0.75}
            width={removals > 1 ? b * 2.5 : b * 1.6}
            height={b * 1.5}
            rx={b * 0.75}
            className="tc-removal"
          />
          <text
            x={removals > 1 ? b * 0.95 : b * 0.5}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={b * 1.1}
            className="tc-t-removal"
          >
            {removals > 1 ? `✕${removals}` : '✕'}
          </text>
        </g>
      )}
    </g>
  );
}

export const MarkerToken = memo(MarkerTokenImpl);

/** A seat nobody sits in any more, by its number. */
const seatWord = (index: number) => {
  const seat = index + 1;
  return t`seat ${seat}`;
};

/** Grand Melee's turn markers (807.4), spread when several sit on one seat. */
export function Markers({ layout, derived }: { layout: TableLayout; derived: DerivedTable }) {
  const byHolder = new Map<number, number[]>();
  for (const m of derived.turnMarkers) {
    const list = byHolder.get(m.holder) ?? [];
    list.push(m.number);
    byHolder.set(m.holder, list);
  }
  return (
    <g className="tc-markers">
      {derived.turnMarkers.map((m) => {
        const holder = derived.players[m.holder];
        const group = byHolder.get(m.holder) ?? [m.number];
        const spread = markerSpread(
          group.indexOf(m.number),
          group.length,
          layout.markerRadius,
          layout.markerOrbit,
        );
        return (
          <MarkerToken
            key={m.number}
            number={m.number}
            angle={
              (layout.angles[m.holder] ?? 0) +
              markerNudge(layout, layout.angles[m.holder] ?? 0) +
              spread
            }
            orbit={layout.markerOrbit}
            radius={layout.markerRadius}
            waiting={!m.takingTurn}
            passing={m.passing}
            removals={m.removals}
            holder={holder?.name ?? seatWord(m.holder)}
            holderLeft={holder ? !holder.inGame : false}
          />
        );
      })}
    </g>
  );
}
