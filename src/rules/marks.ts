// What a seat holds besides life and poison: its designations (the monarch, the initiative, the
// city's blessing) and its other counters (energy, experience, rad, commander casts, the table's
// own), and the table's day or night and storm count. The chart, the seat's panel and the command
// line read them here.
import { commanderTax, counterSpec, holderOf, STORM, CITYS_BLESSING } from './counters';
import { designationSpecs } from './designations';
import type { Game } from './state';

/** Counters shown apart from the seat's others: life and poison have their own places. */
const APART = new Set(['life', 'poison', STORM.id, CITYS_BLESSING.id]);

/** The designations a seat holds, in the order the engine keeps them. */
export function designationsOf(game: Game, seat: number): string[] {
  const out = designationSpecs()
    .filter((d) => game.designations[d.id] === seat)
    .map((d) => d.id);
  if (game.counters[CITYS_BLESSING.id]?.[seat]) out.push(CITYS_BLESSING.id);
  return out;
}

/** A seat's counters other than life and poison that are not at none, by id. */
export function countersOf(game: Game, seat: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, amounts] of Object.entries(game.counters)) {
    if (APART.has(id)) continue;
    const spec = counterSpec(id);
    const amount = amounts[spec ? holderOf(game.table, spec, seat) : seat] ?? 0;
    if (amount !== 0) out[id] = amount;
  }
  return out;
}

/** The seat's commander tax (903.8): {2} for each earlier cast from the command zone. */
export const taxOf = (game: Game, seat: number) =>
  commanderTax(game.counters.commanderCasts?.[seat] ?? 0);

/** The table's storm count this turn (702.40a). */
export const stormCount = (game: Game) => game.counters[STORM.id]?.[0] ?? 0;

/** How a designation or counter id reads on its own: "monarch", "energy", "commander casts". */
export const MARK_LABELS: Readonly<Record<string, string>> = {
  monarch: 'monarch',
  initiative: 'initiative',
  cityBlessing: "city's blessing",
  energy: 'energy',
  experience: 'experience',
  rad: 'rad',
  commanderCasts: 'commander casts',
};
