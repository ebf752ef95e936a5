// The stats of any choice of a playgroup's games, fast enough to redraw in one frame as a filter
// changes (ten thousand games on a slow phone). statsOf reads records, names and all,
// and matches each name to its person every time; here the records are read once into numbers
// (each name an index, each person's results per game worked out), and the stats of the games
// chosen are a pass over those (statsAt.ts). statsAt(statsIndex(records), chosen) is statsOf of
// the records chosen, exactly (statsIndex.test.ts, ui/records/statsFast.test.ts).
import { nameKey } from './names';
import type { RecordSummary } from './record';
import { CAUSES } from './stats';

const CAUSE = new Map(CAUSES.map((c, i) => [c, i]));
/** The numbers a game's result and a player's outcome are kept as (statsAt.ts reads them). */
export const RESULT = { won: 0, draw: 1, playing: 2 } as const;
export const WIN = 1;
export const DRAW = 2;
const LOSS = 0;

/** The records as numbers; built once per list of records (statsIndex). */
export interface StatsIndex {
  readonly size: number;
  /** Each distinct name as written, and its person (a name key's number). */
  readonly names: readonly string[];
  readonly personOf: Int32Array;
  readonly people: number;
  /** Each person's name key (rules/names.ts nameKey): how indexes of other games join this one. */
  readonly keys: readonly string[];
  readonly result: Uint8Array;
  readonly turns: Float64Array;
  /** NaN for a game without times. */
  readonly minutes: Float64Array;
  readonly variant: Int32Array;
  readonly format: Int32Array;
  readonly variants: readonly string[];
  readonly formats: readonly string[];
  readonly sharedTurns: Uint8Array;
  /** Game i's players are slots playerStart[i] to playerStart[i + 1] - 1, in seat order. */
  readonly playerStart: Int32Array;
  readonly playerName: Int32Array;
  readonly place: Float64Array;
  readonly outcome: Uint8Array;
  /** Game i's departures are departureStart[i] to departureStart[i + 1] - 1, in order. */
  readonly departureStart: Int32Array;
  readonly cause: Uint8Array;
  /** For a departure to commander damage from a named player: both names; else -1. */
  readonly knockFrom: Int32Array;
  readonly knockPlayer: Int32Array;
  /** By name as written: the games they played in, in the records' order. */
  readonly gamesOf: ReadonlyMap<string, readonly number[]>;
  /** Each game's night (an index into `nights`), when the index was made with them. */
  readonly night: Int32Array;
  /** The nights met, in the order met (newest first, as the games are listed). */
  readonly nights: readonly string[];
}

/** Gives each distinct string a number, in the order met. */
function numbering() {
  const ids = new Map<string, number>();
  const list: string[] = [];
  // Games in a row mostly share a variant and a format: a comparison instead of a lookup.
  let last: string | undefined;
  let lastId = -1;
  const id = (s: string) => {
    if (s === last) return lastId;
    let n = ids.get(s);
    if (n === undefined) {
      ids.set(s, (n = list.length));
      list.push(s);
    }
    last = s;
    lastId = n;
    return n;
  };
  return { id, list };
}

/**
 * Reads `records` once into numbers, for statsAt over any choice of them. One pass that allocates
 * nothing per game (no sets of winners, no arrays of names): on a slow phone this runs as the
 * records screen opens, over ten thousand games, and every allocation there was time on screen.
 */
export function statsIndex(
  records: readonly RecordSummary[],
  /** nameKey, or a cache of it shared with whoever works on the same names next. */
  keyOf: (name: string) => string = nameKey,
  /** Each record's night (YYYY-MM-DD), for choosing games by night without the records. */
  nightOf?: (i: number) => string,
): StatsIndex {
  const size = records.length;
  let slots = 0;
  let leaving = 0;
  for (const r of records) {
    slots += r.players.length;
    leaving += r.departures.length;
  }
  const names = numbering();
  const keys = numbering();
  const personOf: number[] = [];
  const nameId = (name: string) => {
    const n = names.id(name);
    if (n === personOf.length) personOf.push(keys.id(keyOf(name)));
    return n;
  };
  const variants = numbering();
  const formats = numbering();
  const nights = numbering();
  const night = new Int32Array(size);
  const result = new Uint8Array(size);
  const turns = new Float64Array(size);
  const minutes = new Float64Array(size);
  const variant = new Int32Array(size);
  const format = new Int32Array(size);
  const sharedTurns = new Uint8Array(size);
  const playerStart = new Int32Array(size + 1);
  const departureStart = new Int32Array(size + 1);
  const playerName = new Int32Array(slots);
  const place = new Float64Array(slots);
  const outcome = new Uint8Array(slots);
  const cause = new Uint8Array(leaving);
  const knockFrom = new Int32Array(leaving);
  const knockPlayer = new Int32Array(leaving);
  // By name's number: their games, and the last game each person won or drew in (a game's
  // winners and draws marked by its index, so nothing is cleared between games).
  const gamesBy: number[][] = [];
  const wonIn: number[] = [];
  const drewIn: number[] = [];
  let s = 0;
  let d = 0;
  for (let i = 0; i < size; i++) {
    const r = records[i]!;
    result[i] = RESULT[r.result];
    if (nightOf) night[i] = nights.id(nightOf(i));
    turns[i] = r.turns;
    minutes[i] = r.minutes ?? NaN;
    variant[i] = variants.id(r.variant);
    format[i] = formats.id(r.format ?? 'none');
    sharedTurns[i] = r.sharedTurns ? 1 : 0;
    for (const x of r.departures) {
      // A cause this version does not know (an odd import) counts for nothing, as in statsOf.
      cause[d] = CAUSE.get(x.cause) ?? 255;
      const knock = x.cause === 'commanderDamage' && x.from !== null;
      knockFrom[d] = knock ? nameId(x.from!) : -1;
      knockPlayer[d] = knock ? nameId(x.player) : -1;
      if (x.how === 'drew') drewIn[personOf[nameId(x.player)]!] = i;
      d++;
    }
    departureStart[i + 1] = d;
    for (const w of r.winners) wonIn[personOf[nameId(w)]!] = i;
    for (const p of r.players) {
      const n = nameId(p.name);
      const who = personOf[n]!;
      playerName[s] = n;
      place[s] = p.place;
      outcome[s] = wonIn[who] === i ? WIN : drewIn[who] === i ? DRAW : LOSS;
      s++;
      const played = (gamesBy[n] ??= []);
      if (played[played.length - 1] !== i) played.push(i);
    }
    playerStart[i + 1] = s;
  }
  const gamesOf = new Map<string, number[]>();
  names.list.forEach((name, n) => {
    if (gamesBy[n]) gamesOf.set(name, gamesBy[n]);
  });
  return {
    size,
    names: names.list,
    personOf: Int32Array.from(personOf),
    people: keys.list.length,
    keys: keys.list,
    result,
    turns,
    minutes,
    variant,
    format,
    variants: variants.list,
    formats: formats.list,
    sharedTurns,
    playerStart,
    playerName,
    place,
    outcome,
    departureStart,
    cause,
    knockFrom,
    knockPlayer,
    gamesOf,
    night,
    nights: nights.list,
  };
}

/**
 * One index of several lists of records, one after the other: statsIndex of the lists joined,
 * exactly (names, people, variants, formats and nights numbered in the order first met). The
 * records database keeps an index per shelf of games (persist/records.ts), so opening the records
 * joins a few small indexes instead of reading ten thousand records.
 */
export function joinIndexes(parts: readonly StatsIndex[]): StatsIndex {
  if (parts.length === 1) return parts[0]!;
  let size = 0;
  let slots = 0;
  let leaving = 0;
  for (const p of parts) {
    size += p.size;
    slots += p.playerName.length;
    leaving += p.cause.length;
  }
  const names = numbering();
  const keys = numbering();
  const personOf: number[] = [];
  const variants = numbering();
  const formats = numbering();
  const nights = numbering();
  const result = new Uint8Array(size);
  const turns = new Float64Array(size);
  const minutes = new Float64Array(size);
  const variant = new Int32Array(size);
  const format = new Int32Array(size);
  const night = new Int32Array(size);
  const sharedTurns = new Uint8Array(size);
  const playerStart = new Int32Array(size + 1);
  const departureStart = new Int32Array(size + 1);
  const playerName = new Int32Array(slots);
  const place = new Float64Array(slots);
  const outcome = new Uint8Array(slots);
  const cause = new Uint8Array(leaving);
  const knockFrom = new Int32Array(leaving);
  const knockPlayer = new Int32Array(leaving);
  const gamesOf = new Map<string, number[]>();
  let g = 0;
  let s = 0;
  let d = 0;
  for (const p of parts) {
    // Each of the part's numbers as the whole's.
    const name = Int32Array.from(p.names, (n, i) => {
      const id = names.id(n);
      if (id === personOf.length) personOf.push(keys.id(p.keys[p.personOf[i]!]!));
      return id;
    });
    const as = (list: readonly string[], into: ReturnType<typeof numbering>) =>
      Int32Array.from(list, (x) => into.id(x));
    const v = as(p.variants, variants);
    const f = as(p.formats, formats);
    const n = as(p.nights, nights);
    // Copied whole where the numbers stay as they were (the typed arrays' own copy: this runs
    // once as the records open, before the JIT has warmed to a loop).
    result.set(p.result, g);
    turns.set(p.turns, g);
    minutes.set(p.minutes, g);
    sharedTurns.set(p.sharedTurns, g);
    for (let i = 0; i < p.size; i++) {
      variant[g + i] = v[p.variant[i]!]!;
      format[g + i] = f[p.format[i]!]!;
      night[g + i] = p.nights.length ? n[p.night[i]!]! : 0;
      playerStart[g + i + 1] = s + p.playerStart[i + 1]!;
      departureStart[g + i + 1] = d + p.departureStart[i + 1]!;
    }
    if (name.every((x, i) => x === i)) playerName.set(p.playerName, s);
    else for (let k = 0; k < p.playerName.length; k++) playerName[s + k] = name[p.playerName[k]!]!;
    place.set(p.place, s);
    outcome.set(p.outcome, s);
    cause.set(p.cause, d);
    for (let k = 0; k < p.cause.length; k++) {
      knockFrom[d + k] = p.knockFrom[k]! < 0 ? -1 : name[p.knockFrom[k]!]!;
      knockPlayer[d + k] = p.knockPlayer[k]! < 0 ? -1 : name[p.knockPlayer[k]!]!;
    }
    for (const [who, games] of p.gamesOf) {
      const list = gamesOf.get(who) ?? [];
      for (const x of games) list.push(g + x);
      gamesOf.set(who, list);
    }
    g += p.size;
    s += p.playerName.length;
    d += p.cause.length;
  }
  // In the order their names were first met, as statsIndex lists them.
  const ordered = new Map<string, number[]>();
  for (const n of names.list) if (gamesOf.has(n)) ordered.set(n, gamesOf.get(n)!);
  return {
    size,
    names: names.list,
    personOf: Int32Array.from(personOf),
    people: keys.list.length,
    keys: keys.list,
    result,
    turns,
    minutes,
    variant,
    format,
    variants: variants.list,
    formats: formats.list,
    sharedTurns,
    playerStart,
    playerName,
    place,
    outcome,
    departureStart,
    cause,
    knockFrom,
    knockPlayer,
    gamesOf: ordered,
    night,
    nights: nights.list,
  };
}

/**
 * The index of the same records with each name read through `shown` (a playgroup's renames and
 * merges): the games keep their numbers, only the names and who is one person change. statsAt
 * over it is statsAt over statsIndex of the records renamed, without reading the records again.
 */
export function renamedIndex(
  ix: StatsIndex,
  shown: (name: string) => string,
  keyOf: (name: string) => string = nameKey,
): StatsIndex {
  const names = ix.names.map(shown);
  const keys = numbering();
  const personOf = Int32Array.from(names, (n) => keys.id(keyOf(n)));
  const gamesOf = new Map<string, readonly number[]>();
  for (const [name, games] of ix.gamesOf) {
    const as = shown(name);
    const had = gamesOf.get(as);
    gamesOf.set(as, had ? union(had, games) : games);
  }
  return {
    ...ix,
    names,
    personOf,
    people: keys.list.length,
    keys: keys.list,
    gamesOf,
    outcome: mergedOutcomes(ix, personOf),
  };
}

/**
 * Two players of one game merged into one person share that person's result, as the records
 * renamed would say it (a game's winners and draws are people): a win if either won, else a draw
 * if either drew.
 */
function mergedOutcomes(ix: StatsIndex, personOf: Int32Array): Uint8Array {
  let outcome = ix.outcome;
  const rank = (o: number) => (o === WIN ? 2 : o === DRAW ? 1 : 0);
  for (let g = 0; g < ix.size; g++) {
    const from = ix.playerStart[g]!;
    const to = ix.playerStart[g + 1]!;
    for (let a = from; a < to; a++)
      for (let b = a + 1; b < to; b++) {
        if (personOf[ix.playerName[a]!] !== personOf[ix.playerName[b]!]) continue;
        if (outcome === ix.outcome) outcome = ix.outcome.slice();
        const best = rank(outcome[a]!) >= rank(outcome[b]!) ? outcome[a]! : outcome[b]!;
        outcome[a] = outcome[b] = best;
      }
  }
  return outcome;
}

/** Two ascending lists of game numbers as one, each number once. */
function union(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let k = 0;
  while (i < a.length || k < b.length) {
    const next = k >= b.length || (i < a.length && a[i]! <= b[k]!) ? a[i++]! : b[k++]!;
    if (out[out.length - 1] !== next) out.push(next);
  }
  return out;
}
