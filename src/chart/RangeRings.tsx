// 801.2a: every player's range of influence at once, one thin ring each (the "every player's
// range" view). A chunk of its own: most tables never turn it on.
import { memo, useId } from 'react';
import type { DerivedPlayer } from '../rules';
import {
  arcLine,
  fullRing,
  normalizeAngle,
  polar,
  rangeBand,
  type BandSegment,
  type TableLayout,
} from './geometry';
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

/**
 * The innermost ring's radius: clear of the "turn order" cue over the centre (TableBase draws it
 * at 0.97 of the centre's radius, its letters above the line), with room for an owner's dot.
 */
export function ringsInner(centreRadius: number): number {
  const cueFont = Math.max(11, centreRadius * 0.12);
  return Math.max(centreRadius + 14, centreRadius * 0.97 + cueFont * 1.4 + 14);
}

/**
 * Where a ring's name runs: along its own ring, from just past its owner's dot, reading left to
 * right on the screen (clockwise over the top half, anticlockwise along the bottom, as labelArc
 * does), so no other ring, seat or the centre's words can cover or cut it.
 */
export function ringLabelArc(radius: number, angle: number, gap: number, length: number): string {
  const a = normalizeAngle(angle);
  const dir = a > Math.PI / 2 && a < (3 * Math.PI) / 2 ? -1 : 1;
  const r = Math.max(1, radius);
  const start = angle + (dir * gap) / r;
  return arcLine(radius, start, start + dir * Math.min(Math.PI * 0.9, length / r));
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
  const id = useId();
  const owners = players.filter((p) => p.inGame);
  const { radii, width } = ringRadii(
    owners.length,
    layout.arrowRadius - 10,
    ringsInner(layout.centreRadius),
  );
  // Whose ring is whose: each starts at its owner's dot with the owner's name, where the rings
  // are far enough apart for a name to read (a teacher explaining 801.2a to a room). A name runs
  // along its ring, no taller than the gap to the next ring.
  const step = radii.length > 1 ? radii[0]! - radii[1]! : 22;
  const nameSize = Math.min(15, step * 0.8);
  const teamOrder = [...teams.keys()];
  return (
    <g aria-hidden="true" className="tc-rings">
      {owners.map((p, i) => {
        const radius = radii[i] ?? 0;
        const team = p.team ? teams.get(p.team) : undefined;
        // A team's ring keeps its team's colour, the focus's too (recoloured, it looked like
        // another team's): an outline marks the focus then (index.css).
        const colour = team?.colour ?? (p.seat === focus ? 'var(--tc-select)' : undefined);
        const segments =
          p.range === null
            ? [{ key: 'all', path: fullRing(radius - width / 2, radius + width / 2) }]
            : thinRing(p.inRange, layout.count, radius, width);
        const angle = layout.angles[p.seat] ?? 0;
        const dot = polar(radius, angle);
        const dotRadius = width * 0.9 + 2.5;
        // The team's letter with the name: colours cycle past five teams and forced colours
        // drop them, and the letter tells the teams apart either way (the seats' badges too).
        const label = abbreviate(p.name, 10) + (team ? ` (${team.letter})` : '');
        return (
          <g
            key={p.name}
            data-testid="range-ring"
            data-owner={p.name}
            data-focus={p.seat === focus || undefined}
            data-team={team ? teamOrder.indexOf(team.name) % 4 : undefined}
            className={`tc-ring ${i % 2 ? 'tc-ring-odd' : 'tc-ring-even'}`}
            style={colour ? { fill: colour, stroke: colour } : undefined}
          >
            {segments.map((s) => (
              <path key={s.key} d={s.path} />
            ))}
            <circle cx={dot.x} cy={dot.y} r={dotRadius} className="tc-ring-dot" />
            {nameSize >= 8 && (
              <>
                <path
                  id={`${id}-${i}`}
                  // Longer than the name needs: a line too short drops its last letters.
                  d={ringLabelArc(radius, angle, dotRadius + 3, (label.length + 2) * nameSize)}
                  className="tc-ring-path"
                />
                <text
                  fontSize={nameSize}
                  dominantBaseline="central"
                  className="tc-ring-name"
                  data-testid="range-ring-name"
                >
                  <textPath href={`#${id}-${i}`}>{label}</textPath>
                </text>
              </>
            )}
          </g>
        );
      })}
    </g>
  );
});
