// What the records screen works out once per list of games and renames: every record with its
// names as shown, the records as numbers for the stats (statsIndex), what there is to choose from,
// and the stats of every game. Kept per list, so the screen can have it worked out while React
// is still waiting to show it (RecordsScreen.tsx), and its first render only draws.
import type { Aliases, ListedGame } from '../../persist/records';
import type { Stats } from '../../rules/stats';
import { statsAt, statsIndex, type StatsIndex } from '../../rules/statsIndex';
import { choices } from './filters';
import { peopleOf, type People } from './people';

export interface Prepared {
  people: People;
  index: StatsIndex;
  nights: string[];
  variants: string[];
  /** Every game's index: the games chosen when nothing is filtered. */
  all: number[];
  /** The stats of every game. */
  allStats: Stats;
}

const cache = new WeakMap<readonly ListedGame[], { aliases: Aliases; prepared: Prepared }>();

/** The games' workings with these aliases: worked out on the first call, then remembered. */
export function prepare(games: readonly ListedGame[], aliases: Aliases): Prepared {
  const hit = cache.get(games);
  if (hit?.aliases === aliases) return hit.prepared;
  const people = peopleOf(games, aliases);
  const index = statsIndex(people.records);
  const all = games.map((_, i) => i);
  const prepared = { people, index, ...choices(games), all, allStats: statsAt(index, all) };
  cache.set(games, { aliases, prepared });
  return prepared;
}
