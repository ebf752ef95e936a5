// 801.2a: every player's range of influence at once, one thin ring each (the "every player's
// range" view). A chunk of its own: most tables never turn it on.
import { memo } from 'react';
import type { DerivedPlayer } from '../rules';
import { fullRing, polar, ringRadii, thinRing, type TableLayout } from './geometry';
import type { TeamKey } from './palette';

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
          </g>
        );
      })}
    </g>
  );
});
