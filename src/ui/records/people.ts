// Who is who across the kept games: each name read as the person it is (rules/names.ts nameKey),
// then through the playgroup's renames and merges (aliases, kept in the records' meta). Each
// distinct name is matched once: nameKey costs tens of microseconds (Unicode normalisation and
// segmenting), far too much to call for every name of ten thousand games at each filter change.
import type { Aliases, ListedGame } from '../../persist/records';
import { nameKey } from '../../rules/names';
import type { GameRecord, RecordSummary } from '../../rules/record';
import { renamedIndex, type StatsIndex } from '../../rules/statsIndex';

/** The games with every name as its person's one shown name, and the people in them. */
export interface People {
  /** records[i] is games[i]'s record, with names as shown: one string per person. */
  records: RecordSummary[];
  /** Everyone who played, as shown, by name. */
  names: string[];
  /** A name key (an alias's key) to a name it was written as in the games, for the alias list. */
  spellings: Map<string, string>;
}

/** nameKey, each distinct name computed once. */
export function keyCache(): (name: string) => string {
  const keys = new Map<string, string>();
  return (name) => {
    let k = keys.get(name);
    if (k === undefined) keys.set(name, (k = nameKey(name)));
    return k;
  };
}

/**
 * Names in English order, as localeCompare(b, 'en') sorts them, through one collator made when
 * first asked: the first made costs a slow phone tens of milliseconds (ICU's collation data), so
 * the records screen asks for it in an idle moment while the games are read (prepared.ts warm).
 */
let collator: Intl.Collator | null = null;
export const byName = (a: string, b: string) =>
  (collator ??= new Intl.Collator('en')).compare(a, b);

const own = (aliases: Aliases, key: string) =>
  Object.hasOwn(aliases, key) ? aliases[key] : undefined;

/**
 * A function from a name as written to the person's shown name: their alias if they have one,
 * else the first spelling met (the games come newest first, so the latest spelling).
 */
export function shownNames(aliases: Aliases, keyOf = keyCache()) {
  const first = new Map<string, string>();
  // A renamed person is shown as their new name, whatever spelling a game holds.
  for (const name of Object.values(aliases))
    if (!first.has(keyOf(name))) first.set(keyOf(name), name);
  const memo = new Map<string, string>();
  return (name: string): string => {
    let shown = memo.get(name);
    if (shown !== undefined) return shown;
    const target = own(aliases, keyOf(name)) ?? name;
    const key = keyOf(target);
    shown = first.get(key);
    if (shown === undefined) first.set(key, (shown = target));
    memo.set(name, shown);
    return shown;
  };
}

/**
 * A record with each name as shown (players, first, winners, departures, and life where the
 * record has it). The record itself when every name already is as shown: most are, and ten
 * thousand copies made at each open are time a phone shows as a wait. `same` may answer, from a
 * list of names already worked out, whether a name is shown as written.
 */
export function withNames<R extends RecordSummary & { life?: GameRecord['life'] }>(
  r: R,
  shown: (name: string) => string,
  same: (name: string) => boolean = (name) => shown(name) === name,
): R {
  if (unchanged(r, same)) return r;
  const named = {
    ...r,
    players: r.players.map((p) => ({ ...p, name: shown(p.name) })),
    first: shown(r.first),
    winners: r.winners.map(shown),
    departures: r.departures.map((d) => ({
      ...d,
      player: shown(d.player),
      from: d.from === null ? null : shown(d.from),
    })),
  };
  if (!r.life) return named;
  const life: Record<string, (number | null)[]> = {};
  for (const [name, row] of Object.entries(r.life)) life[shown(name)] = row;
  return { ...named, life };
}

/** Whether every name in the record is shown as written (plain loops: run for every game). */
function unchanged(r: RecordSummary & { life?: GameRecord['life'] }, same: (n: string) => boolean) {
  for (const p of r.players) if (!same(p.name)) return false;
  if (!same(r.first)) return false;
  for (const w of r.winners) if (!same(w)) return false;
  for (const d of r.departures)
    if (!same(d.player) || (d.from !== null && !same(d.from))) return false;
  if (r.life) for (const name in r.life) if (!same(name)) return false;
  return true;
}

/**
 * Every game's record with names as shown, and the people. Each distinct name is worked out once
 * (its key, how it is shown, where it was first written); each game then costs a lookup a name.
 */
export function peopleOf(games: readonly ListedGame[], aliases: Aliases): People {
  const keyOf = keyCache();
  const shown = shownNames(aliases, keyOf);
  const spellings = new Map<string, string>();
  const everyone = new Set<string>();
  // Per distinct name: whether it is shown as written. Players' names are met first, in the
  // games' order, as the spellings and the people's names are taken.
  const asWritten = new Map<string, boolean>();
  const meet = (name: string) => {
    const was = shown(name);
    const key = keyOf(name);
    if (!spellings.has(key)) spellings.set(key, name);
    everyone.add(was);
    asWritten.set(name, was === name);
  };
  const same = (name: string) => {
    const s = asWritten.get(name);
    return s === undefined ? shown(name) === name : s;
  };
  const records = games.map((g) => {
    for (const p of g.record.players) if (!asWritten.has(p.name)) meet(p.name);
    return withNames(g.record, shown, same);
  });
  const names = [...everyone].sort(byName);
  return { records, names, spellings };
}

/** The people of an index, and the index as shown, without the records themselves. */
export interface IndexedPeople {
  /** Everyone who played, as shown, by name. */
  names: string[];
  spellings: Map<string, string>;
  index: StatsIndex;
  /** A name as written to its name as shown. */
  shown: (name: string) => string;
  /** Whether any name is shown otherwise than written (then records are copied to be shown). */
  renamed: boolean;
}

/**
 * The people and the index as shown, from the index of the records as written (statsIndex, whose
 * names are in the order the games met them): what the records screen's filter and stats need,
 * drawn before the games as listed are read.
 */
export function peopleOfIndex(
  aliases: Aliases,
  written: StatsIndex,
  keyOf = keyCache(),
): IndexedPeople {
  const shown = shownNames(aliases, keyOf);
  const spellings = new Map<string, string>();
  const everyone = new Set<string>();
  let renamed = false;
  // Players' names first, in the order the games seat them, as peopleOf meets them: a person
  // written two ways in one game is shown as the spelling seated first, not as the one its index
  // numbered first (a departure's or a winner's). Only until every player's name is met.
  const { playerName, names: writtenNames } = written;
  const seen = new Uint8Array(writtenNames.length);
  for (let s = 0, left = written.gamesOf.size; s < playerName.length && left > 0; s++) {
    const n = playerName[s]!;
    if (seen[n]) continue;
    seen[n] = 1;
    left--;
    const name = writtenNames[n]!;
    shown(name);
    const key = keyOf(name);
    if (!spellings.has(key)) spellings.set(key, name);
  }
  for (const name of written.names) {
    const as = shown(name);
    if (as !== name) renamed = true;
    // Players' names only, as peopleOf takes them.
    if (!written.gamesOf.has(name)) continue;
    const key = keyOf(name);
    if (!spellings.has(key)) spellings.set(key, name);
    everyone.add(as);
  }
  const names = [...everyone].sort(byName);
  const index = renamed ? renamedIndex(written, shown, keyOf) : written;
  return { names, spellings, index, shown, renamed };
}

/** The games' records with names as shown (the records themselves when none is renamed). */
export const recordsShown = (
  games: readonly ListedGame[],
  p: Pick<IndexedPeople, 'shown' | 'renamed'>,
): RecordSummary[] =>
  p.renamed ? games.map((g) => withNames(g.record, p.shown)) : games.map((g) => g.record);

/**
 * peopleOf, and the stats index of the records as shown, from the index of the records as written
 * (statsIndex, whose names are in the order the games met them). A record is copied with its
 * names as shown only when some name is shown otherwise (a rename, a merge, a second spelling of
 * someone): most playgroups' records never are, and then nothing is done game by game at all.
 */
export function peopleIndexed(
  games: readonly ListedGame[],
  aliases: Aliases,
  written: StatsIndex,
  /** The key cache the index was made with, if any: each key costs a slow phone a millisecond. */
  keyOf = keyCache(),
): { people: People; index: StatsIndex } {
  // Who went first is not numbered: always one of the players (recordOf makes every record, an
  // import's too), so renamed with them.
  const p = peopleOfIndex(aliases, written, keyOf);
  return {
    people: { records: recordsShown(games, p), names: p.names, spellings: p.spellings },
    index: p.index,
  };
}

/**
 * The aliases once the person shown as `from` is shown as `to`. Every spelling that was `from`
 * follows, so the list stays one step deep; when `to` is someone else's name, the two are now one
 * person (a merge).
 */
export function renamed(aliases: Aliases, from: string, to: string, keyOf = nameKey): Aliases {
  const was = keyOf(from);
  const out = new Map(Object.entries(aliases).map(([k, v]) => [k, keyOf(v) === was ? to : v]));
  out.set(was, to);
  return Object.fromEntries(out);
}

/** The aliases without one: that spelling is a person of its own again ("separate again"). */
export function separated(aliases: Aliases, key: string): Aliases {
  return Object.fromEntries(Object.entries(aliases).filter(([k]) => k !== key));
}

/** The renames and merges worth listing: a spelling shown as another name. */
export function aliasList(aliases: Aliases, spellings: ReadonlyMap<string, string>) {
  return Object.entries(aliases)
    .map(([key, shown]) => ({ key, spelling: spellings.get(key) ?? key, shown }))
    .filter((a) => a.spelling !== a.shown)
    .sort((a, b) => byName(a.shown, b.shown) || a.spelling.localeCompare(b.spelling));
}
