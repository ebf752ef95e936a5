// What the records screen works out once per list of games and renames: every record with its
// names as shown, the records as numbers for the stats (statsIndex), the variants to choose from,
// and the stats of every game. Kept per list, so the screen can have it worked out while React
// is still waiting to show it (RecordsScreen.tsx), and its first render only draws.
import type { Aliases, ListedGame } from '../../persist/records';
import type { Stats } from '../../rules/stats';
import { statsAt, statsIndex, type StatsIndex } from '../../rules/statsIndex';
import { byName, keyCache, peopleIndexed, type People } from './people';

export interface Prepared {
  people: People;
  index: StatsIndex;
  /** By name. */
  variants: string[];
  /** Every game's index: the games chosen when nothing is filtered. */
  all: number[];
  /** The stats of every game. */
  allStats: Stats;
}

const cache = new WeakMap<readonly ListedGame[], { aliases: Aliases; prepared: Prepared }>();
/** The records as written, numbered: the same whatever the aliases, so a rename reuses it. */
const written = new WeakMap<
  readonly ListedGame[],
  { index: StatsIndex; keyOf: (name: string) => string }
>();

/** The games' workings with these aliases: worked out on the first call, then remembered. */
export function prepare(games: readonly ListedGame[], aliases: Aliases): Prepared {
  const hit = cache.get(games);
  if (hit?.aliases === aliases) return hit.prepared;
  // The records are read once, as written; names are then worked out once each (people.ts).
  let asWritten = written.get(games);
  if (!asWritten) {
    const keyOf = keyCache();
    asWritten = {
      index: statsIndex(
        games.map((g) => g.record),
        keyOf,
      ),
      keyOf,
    };
    written.set(games, asWritten);
  }
  const { people, index } = peopleIndexed(games, aliases, asWritten.index, asWritten.keyOf);
  const all = games.map((_, i) => i);
  const variants = [...index.variants].sort();
  const prepared = { people, index, variants, all, allStats: statsAt(index, all) };
  cache.set(games, { aliases, prepared });
  return prepared;
}

/**
 * Makes what prepare needs that takes a slow phone a while to make and needs no games (the
 * names' collator), in an idle moment while the games are still being read.
 */
export function warm() {
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : setTimeout;
  idle(() => byName('a', 'b'));
}
