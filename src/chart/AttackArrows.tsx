// The focus's attack and deploy arrows: a fan turned to its seat, or one arrow from team to team
// (810.7a). One layer of the seating chart, which TableChart.tsx stacks with the others.
import { playOf, type DerivedPlayer, type DerivedTable } from '../rules';
import { arrowPath, meanAngle, type TableLayout } from './geometry';
import type { Ids } from './TableBase';

export function Arrows({
  layout,
  derived,
  player,
  showDeploy,
  ids,
}: {
  layout: TableLayout;
  derived: DerivedTable;
  player: DerivedPlayer;
  showDeploy: boolean;
  ids: Ids;
}) {
  const n = layout.count;
  const from = layout.angles[player.seat] ?? 0;
  const width = Math.max(1.6, Math.min(5.5, layout.seatRadius * 0.06));
  const clear = layout.centreRadius + 6;
  const { table } = derived;
  // A player's fan is drawn as if from seat 0 and turned to their seat (seats are evenly spaced),
  // each arrow keyed by how far round the table its target sits: when the turn passes, the same
  // fan keeps its paths and only the turn changes. A path's `d` is restyled, laid out and
  // repainted when it changes, which at 100 seats was 98 arrows on every End turn.
  const seat0 = layout.angles[0] ?? 0;
  const round = (s: number) => (s - player.seat + n) % n;
  const fanTo = (s: number) =>
    arrowPath(seat0, layout.angles[round(s)] ?? 0, layout.arrowRadius, clear).path;
  // 810.7a's team arrows run between teams' middles: drawn where they are, not turned.
  const fan = playOf(table).attack.limit !== 'group';
  const turned = fan ? ((from - seat0) * 180) / Math.PI : 0;

  let attacks: { key: string; target: string; path: string; team: boolean; seats: string }[];
  if (!fan) {
    // 810.7a: a team attacks another team as a group: one arrow from team to team.
    const mySide = table.players[player.seat]?.side ?? -1;
    const mine = table.sides[mySide]?.seats ?? [player.seat];
    const targetSides = [
      ...new Set(player.canAttack.map((s) => table.players[s]?.side ?? -1)),
    ].filter((s) => s >= 0);
    const start = meanAngle(mine, n);
    attacks = targetSides.map((side) => {
      const sideInfo = table.sides[side]!;
      const end = meanAngle(sideInfo.seats, n);
      return {
        key: `team:${sideInfo.name}`,
        target: sideInfo.name,
        path: arrowPath(start, end, layout.arrowRadius, clear).path,
        team: true,
        seats: sideInfo.seats.map((s) => derived.players[s]?.name ?? '').join(','),
      };
    });
  } else {
    // In the order round the table from this player, so the next player's fan is the same list.
    const targets = [...player.canAttack].sort((a, b) => round(a) - round(b));
    attacks = targets.map((s) => {
      const target = derived.players[s]!;
      return {
        key: `+${round(s)}`,
        target: target.name,
        path: fanTo(s),
        team: false,
        seats: target.name,
      };
    });
  }
  // Dozens of arrows from one seat: thin them out so the fan stays readable.
  const crowd = attacks.length > 12 ? Math.max(0.35, 12 / attacks.length + 0.2) : undefined;
  const deploys = showDeploy
    ? [...player.deployTo]
        .sort((a, b) => round(a) - round(b))
        .map((s) => {
          const target = derived.players[s]!;
          return fan
            ? { key: `+${round(s)}`, target: target.name, path: fanTo(s) }
            : {
                key: target.name,
                target: target.name,
                path: arrowPath(from, layout.angles[s] ?? 0, layout.arrowRadius, clear).path,
              };
        })
    : [];
  return (
    <g
      aria-hidden="true"
      className="tc-arrows"
      transform={turned ? `rotate(${turned.toFixed(4)})` : undefined}
    >
      {attacks.map((a) => (
        <path
          key={a.key}
          d={a.path}
          className={a.team ? 'tc-arrow tc-arrow-team' : 'tc-arrow tc-arrow-attack'}
          strokeWidth={a.team ? Math.max(8, width * 2.6) : width}
          strokeOpacity={crowd}
          markerEnd={`url(#${a.team ? ids.team : ids.attack})`}
          data-testid="attack-arrow"
          data-target={a.target}
          data-team={a.team || undefined}
          // A team arrow names its players; a player's arrow names one, in data-target.
          data-target-players={a.team ? a.seats : undefined}
        />
      ))}
      {deploys.map((a) => (
        <path
          key={a.key}
          d={a.path}
          className="tc-arrow tc-arrow-deploy"
          strokeWidth={width}
          strokeDasharray={`${width * 2.6} ${width * 1.8}`}
          markerEnd={`url(#${ids.deploy})`}
          data-testid="deploy-arrow"
          data-target={a.target}
        />
      ))}
    </g>
  );
}
