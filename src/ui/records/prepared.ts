// What the records screen works out once per reading of the games' numbers and renames: the
// people and the numbers with names as shown (people.ts), the variants to choose from, and the
// stats of every game. Kept per reading, so the screen can have it worked out while React is
// still waiting to show it (RecordsScreen.tsx), and its first render only draws. The games as
// listed (for the rows, the exports) are read after it and need none of it.
import type { Aliases } from '../../persist/records';
import type { Stats } from '../../rules/stats';
import { statsAt } from '../../rules/statsAt';
import type { StatsIndex } from '../../rules/statsIndex';
import { byName, keyCache, peopleOfIndex, type IndexedPeople } from './people';

export interface Prepared {
  people: IndexedPeople;
  /** The games' numbers with names as shown. */
  index: StatsIndex;
  /** By name. */
  variants: string[];
  /** Every game's index: the games chosen when nothing is filtered. */
  all: number[];
  /** The stats of every game. */
  allStats: Stats;
}

const cache = new WeakMap<StatsIndex, { aliases: Aliases; prepared: Prepared }>();
/** Each index's names' keys, worked out once: the same whatever the aliases. */
const keys = new WeakMap<StatsIndex, (name: string) => string>();

/**
 * The games' workings with these aliases: worked out on the first call, then remembered. `known`
 * is every game's stats already (a summary kept of these games and aliases): not counted again.
 */
export function prepare(written: StatsIndex, aliases: Aliases, known?: Stats): Prepared {
  const hit = cache.get(written);
  if (hit?.aliases === aliases) return hit.prepared;
  const w = workings(written, aliases);
  const prepared = { ...w, allStats: known ?? statsAt(w.index, w.all) };
  cache.set(written, { aliases, prepared });
  return prepared;
}

/**
 * prepare's workings but every game's stats, not remembered: the summary's recount (recount.ts)
 * counts those in an idle moment of their own.
 */
export function workings(written: StatsIndex, aliases: Aliases): Omit<Prepared, 'allStats'> {
  let keyOf = keys.get(written);
  if (!keyOf) keys.set(written, (keyOf = keyCache()));
  const people = peopleOfIndex(aliases, written, keyOf);
  const { index } = people;
  const all = Array.from({ length: index.size }, (_, i) => i);
  const variants = [...index.variants].sort();
  return { people, index, variants, all };
}

/**
 * Makes what prepare needs that takes a slow phone a while to make and needs no games (the
 * names' collator), in an idle moment while the games are still being read.
 */
export function warm() {
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : setTimeout;
  idle(() => byName('a', 'b'));
}
