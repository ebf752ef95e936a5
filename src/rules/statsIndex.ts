// The stats of any choice of a playgroup's games, fast enough to redraw in one frame as a filter
// changes (issue 38: ten thousand games on a slow phone). statsOf reads records, names and all,
// and matches each name to its person every time; here the records are read once into numbers
// (each name an index, each person's results per game worked out), and the stats of the games
// chosen are a pass over those. statsAt(statsIndex(records), chosen) is statsOf of the records
// chosen, exactly (statsIndex.test.ts).
import { nameKey } from './names';
import type { RecordSummary } from './record';
import { CAUSES, type Stats } from './stats';

const CAUSE = new Map(CAUSES.map((c, i) => [c, i]));
const RESULT = { won: 0, draw: 1, playing: 2 } as const;
const WIN = 1;
const DRAW = 2;
const LOSS = 0;

/** The records as numbers; built once per list of records (statsIndex). */
export interface StatsIndex {
  readonly size: number;
  /** Each distinct name as written, and its person (a name key's number). */
  readonly names: readonly string[];
  readonly personOf: Int32Array;
  readonly people: number;
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
}

/** Gives each distinct string a number, in the order met. */
function numbering() {
  const ids = new Map<string, number>();
  const list: string[] = [];
  const id = (s: string) => {
    let n = ids.get(s);
    if (n === undefined) {
      ids.set(s, (n = list.length));
      list.push(s);
    }
    return n;
  };
  return { id, list };
}

/** Reads `records` once into numbers, for statsAt over any choice of them. */
export function statsIndex(records: readonly RecordSummary[]): StatsIndex {
  const size = records.length;
  const names = numbering();
  const keys = numbering();
  const personOf: number[] = [];
  const nameId = (name: string) => {
    const n = names.id(name);
    if (n === personOf.length) personOf.push(keys.id(nameKey(name)));
    return n;
  };
  const variants = numbering();
  const formats = numbering();
  const result = new Uint8Array(size);
  const turns = new Float64Array(size);
  const minutes = new Float64Array(size);
  const variant = new Int32Array(size);
  const format = new Int32Array(size);
  const sharedTurns = new Uint8Array(size);
  const playerStart = new Int32Array(size + 1);
  const departureStart = new Int32Array(size + 1);
  const playerName: number[] = [];
  const place: number[] = [];
  const outcome: number[] = [];
  const cause: number[] = [];
  const knockFrom: number[] = [];
  const knockPlayer: number[] = [];
  const gamesOf = new Map<string, number[]>();
  records.forEach((r, i) => {
    result[i] = RESULT[r.result];
    turns[i] = r.turns;
    minutes[i] = r.minutes ?? NaN;
    variant[i] = variants.id(r.variant);
    format[i] = formats.id(r.format ?? 'none');
    sharedTurns[i] = r.sharedTurns ? 1 : 0;
    for (const d of r.departures) {
      // A cause this version does not know (an odd import) counts for nothing, as in statsOf.
      cause.push(CAUSE.get(d.cause) ?? 255);
      const knock = d.cause === 'commanderDamage' && d.from !== null;
      knockFrom.push(knock ? nameId(d.from!) : -1);
      knockPlayer.push(knock ? nameId(d.player) : -1);
    }
    departureStart[i + 1] = cause.length;
    const winners = new Set(r.winners.map((w) => personOf[nameId(w)]));
    const drew = new Set(
      r.departures.filter((d) => d.how === 'drew').map((d) => personOf[nameId(d.player)]),
    );
    for (const p of r.players) {
      const n = nameId(p.name);
      const who = personOf[n]!;
      playerName.push(n);
      place.push(p.place);
      outcome.push(winners.has(who) ? WIN : drew.has(who) ? DRAW : LOSS);
      const played = gamesOf.get(p.name);
      if (!played) gamesOf.set(p.name, [i]);
      else if (played.at(-1) !== i) played.push(i);
    }
    playerStart[i + 1] = playerName.length;
  });
  return {
    size,
    names: names.list,
    personOf: Int32Array.from(personOf),
    people: keys.list.length,
    result,
    turns,
    minutes,
    variant,
    format,
    variants: variants.list,
    formats: formats.list,
    sharedTurns,
    playerStart,
    playerName: Int32Array.from(playerName),
    place: Float64Array.from(place),
    outcome: Uint8Array.from(outcome),
    departureStart,
    cause: Uint8Array.from(cause),
    knockFrom: Int32Array.from(knockFrom),
    knockPlayer: Int32Array.from(knockPlayer),
    gamesOf,
  };
}

const oneDecimal = (x: number) => Math.round(x * 10) / 10;
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The stats of the games at `chosen` (indexes into the records), as statsOf gives them. */
export function statsAt(ix: StatsIndex, chosen: readonly number[]): Stats {
  const P = ix.people;
  const games = new Int32Array(P);
  const wins = new Int32Array(P);
  const draws = new Int32Array(P);
  const losses = new Int32Array(P);
  // Each person is shown by the name they were first met by, as statsOf shows them.
  const shownAs = new Int32Array(P).fill(-1);
  const met: number[] = [];
  const meet = (name: number) => {
    const who = ix.personOf[name]!;
    if (shownAs[who]! < 0) {
      shownAs[who] = name;
      met.push(who);
    }
    return who;
  };
  const causes = new Int32Array(CAUSES.length);
  const knocks = new Map<number, number>();
  const positions: { games: number; wins: number }[] = [];
  const variants = new Int32Array(ix.variants.length);
  const formats = new Int32Array(ix.formats.length);
  let finished = 0;
  let turns = 0;
  let minutes = 0;
  let timed = 0;
  for (const g of chosen) {
    for (let d = ix.departureStart[g]!; d < ix.departureStart[g + 1]!; d++) {
      if (ix.cause[d]! < CAUSES.length) causes[ix.cause[d]!]!++;
      if (ix.knockFrom[d]! < 0) continue;
      const pair = meet(ix.knockFrom[d]!) * P + meet(ix.knockPlayer[d]!);
      knocks.set(pair, (knocks.get(pair) ?? 0) + 1);
    }
    if (ix.result[g] === RESULT.playing) continue;
    finished++;
    turns += ix.turns[g]!;
    if (!Number.isNaN(ix.minutes[g])) {
      minutes += ix.minutes[g]!;
      timed++;
    }
    variants[ix.variant[g]!]!++;
    formats[ix.format[g]!]!++;
    const shared = ix.sharedTurns[g] === 1;
    for (let s = ix.playerStart[g]!; s < ix.playerStart[g + 1]!; s++) {
      const who = meet(ix.playerName[s]!);
      games[who]!++;
      const o = ix.outcome[s];
      if (o === WIN) wins[who]!++;
      else if (o === DRAW) draws[who]!++;
      else losses[who]!++;
      if (shared) continue;
      const at = (positions[ix.place[s]! - 1] ??= { games: 0, wins: 0 });
      at.games++;
      if (o === WIN) at.wins++;
    }
  }
  const nameOf = (who: number) => ix.names[shownAs[who]!]!;
  const counted = (list: readonly string[], counts: Int32Array) =>
    list
      .map((name, i) => ({ name, games: counts[i]! }))
      .filter((c) => c.games > 0)
      .sort((a, b) => b.games - a.games || cmp(a.name, b.name));
  return {
    games: chosen.length,
    finished,
    players: met
      .filter((who) => games[who]! > 0)
      .map((who) => ({
        name: nameOf(who),
        games: games[who]!,
        wins: wins[who]!,
        draws: draws[who]!,
        losses: losses[who]!,
      }))
      .sort((a, b) => b.wins - a.wins || cmp(a.name, b.name)),
    turnOrder: Array.from(positions, (p, i) => ({
      position: i + 1,
      games: p?.games ?? 0,
      wins: p?.wins ?? 0,
    })),
    causes: Object.fromEntries(
      CAUSES.map((c, i) => [c, causes[i]!] as const).filter(([, n]) => n > 0),
    ),
    averageTurns: finished ? oneDecimal(turns / finished) : null,
    averageMinutes: timed ? Math.round(minutes / timed) : null,
    variants: counted(ix.variants, variants).map((v) => ({ variant: v.name, games: v.games })),
    formats: counted(ix.formats, formats).map((f) => ({ format: f.name, games: f.games })),
    commanderKnockouts: [...knocks]
      .map(([pair, count]) => ({
        from: nameOf(Math.floor(pair / P)),
        player: nameOf(pair % P),
        count,
      }))
      .sort((a, b) => b.count - a.count || cmp(a.from, b.from) || cmp(a.player, b.player)),
  };
}
