// A Grand Melee marker's designation for removal in words (807.4e, 807.4g), for the chart and the
// players table. Its own file so its message is in the `engine` catalog, loaded when first said.
import type { DerivedMarker, DerivedTable } from './derivedTypes';
import { words, type Words } from './words';

/**
 * A Grand Melee marker designated for removal, in words with its rule (807.4e; 608.4d under 2005),
 * or null when it isn't. A marker so designated is one whose turn runs (an idle one goes at
 * once, 807.4g): it goes when that turn ends instead of being passed on, and a second designation
 * moves to the marker on its right (807.4g).
 */
export function markerRemovalMessage(
  d: Pick<DerivedTable, 'table' | 'players'>,
  m: Pick<DerivedMarker, 'removals'>,
): Words | null {
  if (m.removals <= 0) return null;
  const left = d.players.filter((p) => p.inGame).length;
  return words(
    /*i18n*/ {
      id: 'label.marker.removal',
      message:
        'marked for removal{times, plural, =1 {} other { # times}} ({rule}): with {left, plural, one {# player} other {# players}} left the game keeps {keep, plural, one {# marker} other {# markers}}, so it is removed when this turn ends, not passed{more, plural, =0 {} one {, and the marker to its right is then marked once} other {, and the marker to its right is then marked # times}}',
    },
    {
      times: m.removals,
      rule: d.table.edition === '2005' ? '608.4d' : '807.4e',
      left,
      keep: Math.max(1, Math.floor(left / 4)),
      more: m.removals - 1,
    },
  );
}
