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

/** What the chart shows of a seat's marks: designation ids, a short counter line, and words. */
export interface SeatMarks {
  /** The designations held, by id, space-separated ("monarch cityBlessing"); '' for none. */
  held: string;
  /** The seat's counters, short ("energy 3 · tax 4"); '' for none. */
  counts: string;
  /** The same in words for the seat's accessible name. */
  words: string;
}

const HOLDING: Readonly<Record<string, string>> = {
  monarch: 'the monarch',
  initiative: 'has the initiative',
  cityBlessing: "has the city's blessing",
};

/** Every seat's marks, and the table's day or night and storm count in words ('' for neither). */
export function chartMarks(game: Game): { seats: SeatMarks[]; note: string } {
  const seats = game.table.players.map((p) => {
    const held = designationsOf(game, p.seat);
    const counts = Object.entries(countersOf(game, p.seat))
      .filter(([id]) => id !== 'commanderCasts')
      .map(([id, n]) => `${MARK_LABELS[id] ?? id} ${n}`);
    const tax = taxOf(game, p.seat);
    if (tax) counts.push(`tax ${tax}`);
    const words = [
      ...held.map((d) => HOLDING[d] ?? d),
      ...counts.map((c) => c.replace(/^tax /, 'commander tax ')),
    ];
    return { held: held.join(' '), counts: counts.join(' · '), words: words.join(', ') };
  });
  const storm = stormCount(game);
  const note = [
    game.dayNight === 'day' ? '☀ Day' : game.dayNight === 'night' ? '☾ Night' : '',
    storm ? `Storm ${storm}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return { seats, note };
}
