// 801.2a: every player's range of influence at once, one thin ring each (the "every player's
// range" view). A chunk of its own: most tables never turn it on.
import { memo } from 'react';
import type { DerivedPlayer } from '../rules';
import { fullRing, polar, rangeBand, type BandSegment, type TableLayout } from './geometry';
import { abbreviate, type TeamKey } from './palette';

/**
 * A thin ring (for "show every range") over the given seats' runs, at `radius` with the given
 * width; a run covering every seat is a full ring.
 */
export function thinRing(
  seats: readonly number[],
  count: number,
  radius: number,
  width: number,
): BandSegment[] {
  return rangeBand(seats, count, radius - width / 2, radius + width / 2);
}

/**
 * Radii of the "every range" rings: one per owner, stepping inward from `outer` toward `inner`,
 * in the order given. Each ring's stroke width shrinks as more rings share the space.
 */
export function ringRadii(
  owners: number,
  outer: number,
  inner: number,
): { radii: number[]; width: number } {
  if (owners <= 0) return { radii: [], width: 0 };
  const step = owners > 1 ? Math.min(22, (outer - inner) / (owners - 1)) : 0;
  const width = Math.max(1.2, Math.min(9, step * 0.55 || 9));
  return { radii: Array.from({ length: owners }, (_, i) => outer - i * step), width };
}

/** 801.2a: every player's own range, one thin ring each, starting from a dot at its owner. */
export default memo(function AllRanges({
  layout,
  players,
  teams,
  focus,
}: {
  layout: TableLayout;
  players: readonly DerivedPlayer[];
  teams: Map<string, TeamKey>;
  focus: number | null;
}) {
  const owners = players.filter((p) => p.inGame);
  const { radii, width } = ringRadii(
    owners.length,
    layout.arrowRadius - 10,
    layout.centreRadius + 14,
  );
  // Whose ring is whose: each starts at its owner's dot with the owner's name, where the rings
  // are far enough apart for a name to read (a teacher explaining 801.2a to a room).
  const step = radii.length > 1 ? radii[0]! - radii[1]! : 22;
  const nameSize = Math.min(15, step * 1.05);
  return (
    <g aria-hidden="true" className="tc-rings">
      {owners.map((p, i) => {
        const radius = radii[i] ?? 0;
        const colour =
          p.seat === focus ? 'var(--tc-select)' : p.team ? teams.get(p.team)?.colour : undefined;
        const segments =
          p.range === null
            ? [{ key: 'all', path: fullRing(radius - width / 2, radius + width / 2) }]
            : thinRing(p.inRange, layout.count, radius, width);
        const dot = polar(radius, layout.angles[p.seat] ?? 0);
        return (
          <g
            key={p.name}
            data-testid="range-ring"
            data-owner={p.name}
            data-focus={p.seat === focus || undefined}
            className={`tc-ring ${i % 2 ? 'tc-ring-odd' : 'tc-ring-even'}`}
            style={colour ? { fill: colour, stroke: colour } : undefined}
          >
            {segments.map((s) => (
              <path key={s.key} d={s.path} />
            ))}
            <circle cx={dot.x} cy={dot.y} r={width * 0.9 + 2.5} className="tc-ring-dot" />
            {nameSize >= 8 && (
              <text
                x={dot.x + width + 5}
                y={dot.y}
                dominantBaseline="central"
                fontSize={nameSize}
                className="tc-ring-name"
                data-testid="range-ring-name"
              >
                {abbreviate(p.name, 10)}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
});
