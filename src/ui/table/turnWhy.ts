// What the chart's first "why" is called: why the game is over, or why whoever is taking a turn
// is. The chart's whys (ChartWhysList) and presenting (PresentTable) say it alike, while drawing
// (in the language shown).
import { t } from '@lingui/core/macro';
import type { DerivedTable } from '../../rules';
import { listWords } from '../playerWords';

export function turnWhyLabel(derived: DerivedTable): string {
  if (derived.gameOver) return t`Why the game is over`;
  const active = derived.activePlayers.map((s) => derived.players[s]!.name);
  if (!active.length) return t`Why no one is active`;
  if (active.length === 1) {
    const name = active[0];
    return t`Why ${name} is taking a turn`;
  }
  const names = listWords(active);
  return t`Why ${names} are taking a turn`;
}
