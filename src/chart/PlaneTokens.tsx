// Planechase (901): a plane card lying at each planar controller's seat. Its own lazy chunk — a
// table without Planechase never loads it. Each plane is keyed by a stable id (the one plane, or
// the Grand Melee marker that carries it, 901.14) so it slides round the table as control moves.
import { t } from '@lingui/core/macro';
import { memo } from 'react';
import { useLingui } from '../i18n/react';
import type { DerivedTable } from '../rules';
import { polar, type Radians, type TableLayout } from './geometry';
import { useAngleTween } from './useAngleTween';

export interface Plane {
  id: string;
  controller: number;
}

/** The planes on the table: one outside Grand Melee (901.6), one per marker that carries one in it. */
export function planesOf(derived: DerivedTable): Plane[] {
  if (derived.turnMarkers.length)
    return derived.turnMarkers.flatMap((m) =>
      m.planar === null ? [] : [{ id: `marker-${m.number}`, controller: m.planar }],
    );
  const [c] = derived.planarControllers;
  return c === undefined ? [] : [{ id: 'plane', controller: c }];
}

function PlaneToken({
  angle,
  orbit,
  size,
  controller,
  label,
}: {
  angle: Radians;
  orbit: number;
  size: number;
  controller: string;
  label: string;
}) {
  const shown = useAngleTween(angle, 480);
  const rule = '901.6';
  const { x, y } = polar(orbit, shown);
  // Plane cards lie sideways: a landscape card.
  const w = size * 1.5;
  const h = size;
  return (
    <g
      className="tc-plane"
      data-testid="plane-token"
      data-controller={controller}
      transform={`translate(${x} ${y})`}
    >
      <title>{t`${label}: controlled by ${controller}, the planar controller (${rule})`}</title>
      <rect
        x={-w / 2}
        y={-h / 2}
        width={w}
        height={h}
        rx={h * 0.16}
        className="tc-plane-card"
        strokeWidth={Math.max(1.5, h * 0.07)}
      />
      <path
        // A small planeswalker-ish star: the plane's mark.
        d={`M0,${-h * 0.3}L${h * 0.09},${-h * 0.09}L${h * 0.3},0L${h * 0.09},${h * 0.09}L0,${h * 0.3}L${-h * 0.09},${h * 0.09}L${-h * 0.3},0L${-h * 0.09},${-h * 0.09}Z`}
        className="tc-plane-mark"
      />
    </g>
  );
}

/** A seat nobody sits in any more, by its number. */
const seatWord = (index: number) => {
  const seat = index + 1;
  return t`seat ${seat}`;
};

/** "Plane 2 of 3". */
const planeOf = (plane: number, total: number) => t`Plane ${plane} of ${total}`;

/** Every plane on the table at its controller's seat, inside the ring (markers sit outside it). */
function PlaneTokensImpl({ layout, derived }: { layout: TableLayout; derived: DerivedTable }) {
  // Draws again when the language changes.
  useLingui();
  const planes = planesOf(derived);
  const total = planes.length;
  const size = Math.max(9, Math.min(30, layout.seatRadius * 0.42));
  // Inside the ring; where tiny seats put the turn markers inside too, further in than them.
  const inner =
    layout.tier === 'small' && layout.markerRadius > 0
      ? layout.markerOrbit - layout.markerRadius - size * 0.9 - 2
      : layout.ringRadius - layout.seatRadius - size * 0.9 - 4;
  const orbit = Math.max(layout.centreRadius + size, inner);
  const many = planes.length > 1;
  return (
    <g className="tc-planes" data-testid="planes">
      {planes.map((p, i) => (
        <PlaneToken
          key={p.id}
          angle={layout.angles[p.controller] ?? 0}
          orbit={orbit}
          size={size}
          controller={derived.players[p.controller]?.name ?? seatWord(p.controller)}
          label={many ? planeOf(i + 1, total) : t`The plane`}
        />
      ))}
    </g>
  );
}

export default memo(PlaneTokensImpl);
