// What the chart's first "why" is called: why the game is over, or why whoever is taking a turn
// is. The chart's whys (ChartWhysList) and presenting (PresentTable) say it alike.
import type { DerivedTable } from '../../rules';

export function turnWhyLabel(derived: DerivedTable): string {
  if (derived.gameOver) return 'Why the game is over';
  const active = derived.activePlayers.map((s) => derived.players[s]!.name);
  if (!active.length) return 'Why no one is active';
  return active.length > 1
    ? `Why ${active.slice(0, -1).join(', ')} and ${active.at(-1)} are taking a turn`
    : `Why ${active[0]} is taking a turn`;
}
