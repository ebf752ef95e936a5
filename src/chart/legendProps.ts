// What the chart's legend lists, worked out from what the chart draws: the chart puts its legend
// under itself, and presenting (PresentTable) beside it, from the same facts.
import { playOf, type DerivedPlayer, type DerivedTable } from '../rules';
import type { ChartLegendProps } from './ChartLegend';
import type { TeamKey } from './palette';

export function legendProps(
  derived: DerivedTable,
  focusPlayer: DerivedPlayer | null,
  pending: readonly number[],
  showAllRanges: boolean,
  showDeploy: boolean,
  teams: Map<string, TeamKey>,
): ChartLegendProps {
  return {
    focusName: focusPlayer?.inGame ? focusPlayer.name : null,
    focusRange: focusPlayer?.range ?? null,
    pending: pending.length > 0 && !!focusPlayer?.inGame,
    attacks: focusPlayer?.canAttack.length
      ? playOf(derived.table).attack.limit === 'group'
        ? 'team'
        : 'player'
      : null,
    deploy: showDeploy && !!focusPlayer?.deployTo.length,
    markers: derived.turnMarkers.length > 0,
    removals: derived.turnMarkers.some((m) => m.removals > 0),
    allRanges: showAllRanges,
    teams: derived.table.individual ? [] : [...teams.values()],
    gameOver: derived.gameOver,
    planes: derived.planarControllers.length,
  };
}
