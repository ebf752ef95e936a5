// The playgroup's records in IndexedDB (docs/records.md): one entry per game, by the game's own
// id, so the same game recorded twice (by two phones of a live table, or an import) is one
// entry. IndexedDB, not localStorage: ten thousand games are far more than its few megabytes.
// idb is a thin promise wrapper over IndexedDB (Dexie's query layer is more than these few
// reads need). Loaded with the records screen and the recorder, after the first paint.
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import type { GameEvent, Scenario } from '../rules';
import type { GameRecord, RecordSummary } from '../rules/record';
import { joinIndexes, statsIndex, type StatsIndex } from '../rules/statsIndex';
import type { StoryFacts } from './storyFacts';

/** A game as kept: its record, and the game itself (setup and events, with their times). */
export interface KeptGame {
  /** The game's id: the same on every device that played it (gameId). */
  id: string;
  /** The game night it belongs to, as YYYY-MM-DD (nightOf). */
  night: string;
  /** When it was kept, to list a night's games in order. */
  keptAt: string;
  scenario: Scenario;
  record: GameRecord;
  /**
   * What its story adds to the record, from a replay of the scenario made as it was kept: its
   * story then opens without one. Absent from an older version's games and from imports (and
   * left out of exports): the story replays the game for those.
   */
  story?: StoryFacts;
}

/**
 * A game as the records screen lists and counts it: no scenario, and its record without the life
 * at each turn (only its story draws those, from the whole game: RecordsDb.get).
 */
export interface ListedGame {
  id: string;
  night: string;
  keptAt: string;
  record: RecordSummary;
}

/** Names of this device's players, as the playgroup chose to read them (renames and merges). */
export type Aliases = Readonly<Record<string, string>>;

interface RecordsSchema extends DBSchema {
  games: { key: string; value: KeptGame; indexes: { night: string } };
  meta: { key: string; value: unknown };
  /** The list (version 2): every game as listed, one entry per year of nights (shelfOf). */
  shelves: { key: string; value: ListedGame[] };
  /** Each shelf's games as numbers for the stats (version 3), by the same key (ShelfSums). */
  sums: { key: string; value: ShelfSums };
}

/**
 * A shelf's games read into numbers (rules/statsIndex.ts), in the shelf's order, written with the
 * shelf in one transaction. Opening the records joins these few typed arrays (joinIndexes) and
 * draws the stats at once; the games as listed come a moment later, for the rows. Reading ten
 * thousand listed games back from IndexedDB, and reading them into numbers, each took a slow
 * phone a few hundred milliseconds.
 */
export interface ShelfSums {
  /** SUMS_FORMAT when written: sums of another format are made again from the shelves. */
  format: number;
  index: StatsIndex;
}
/** The format of ShelfSums this version writes: bump it when StatsIndex changes. */
export const SUMS_FORMAT = 1;

/** The games' numbers, and when asked the games as listed. */
export interface Listing {
  /** Every game's numbers (statsIndex with nights), in the list's order. */
  index: Promise<StatsIndex>;
  /** The change token the numbers were read with: what a summary of them is kept against. */
  changed: Promise<unknown>;
  /**
   * The numbers as read, each shelf's apart, joined when `join` is called (a task of its own: the
   * summary's recount), with their change token.
   */
  sums(): Promise<{ join: () => StatsIndex; changed: unknown }>;
  /**
   * Every game as listed, newest night first, with the numbers of that same list (`index`'s own,
   * unless a game was kept or taken back since it was read). Asked for apart: read together, the
   * list's answer (a few hundred milliseconds of a slow phone's time to take in) came before the
   * stats were drawn.
   */
  list(): Promise<{ list: ListedGame[]; index: StatsIndex; changed: unknown }>;
}

/** The meta key of a token written with every change of the games: two readings compare it. */
const CHANGED = 'changed';
/**
 * The meta key of a summary of the games (what the records screen first draws, ui/records/
 * summary.ts), kept with the change token of the games it sums up: once the games change, it is
 * another token's, and read as none.
 */
const SUMMARY = 'summary';

export const RECORDS_DB = 'table-sense-records';
/**
 * 1: the games alone. 2: the shelves too. Reading ten thousand whole games (about 5 KB each, with
 * their moves) took seconds on a slow phone; the list and the stats need a tenth of that, and a
 * few large values read many times faster than thousands of small ones. 3: each shelf's sums too
 * (ShelfSums): the stats without reading the list at all.
 */
export const RECORDS_VERSION = 3;

export interface RecordsDb {
  put(game: KeptGame): Promise<void>;
  /** Many at once, in one transaction (an import, the first start's migration). */
  putAll(games: readonly KeptGame[]): Promise<void>;
  get(id: string): Promise<KeptGame | undefined>;
  /** The games with these ids that are kept, whole, in the order asked (an export). */
  getMany(ids: readonly string[]): Promise<KeptGame[]>;
  /** Which of these ids are kept (an import), without reading the games. */
  has(ids: readonly string[]): Promise<boolean[]>;
  remove(id: string): Promise<void>;
  /** Every game whole, newest night first. */
  all(): Promise<KeptGame[]>;
  /** Every game as listed, newest night first: what the records screen reads (no moves). */
  list(): Promise<ListedGame[]>;
  /** The list and, first, its numbers, from one reading (the records screen's). */
  listing(): Listing;
  count(): Promise<number>;
  meta<T>(key: string): Promise<T | undefined>;
  setMeta(key: string, value: unknown): Promise<void>;
  /**
   * The summary kept of the games as they are now, with their change token; undefined if none, or
   * the games changed since.
   */
  summary(): Promise<{ changed: unknown; value: unknown } | undefined>;
  /**
   * Keeps `value` as the summary of the games read at token `changed` (Listing.changed); not if
   * they have changed since. Returns whether it was kept.
   */
  setSummary(changed: unknown, value: unknown): Promise<boolean>;
  /**
   * Calls `listener` once a change of the games (a game kept, taken back, imported) or of the
   * renames and merges is written: the summary kept of them is out of date (ui/records/
   * freshSummary.ts keeps a new one in idle time). Returns how to stop.
   */
  watch(listener: () => void): () => void;
  close(): void;
}

/** Opens (and on first use makes, or brings up to this version) the records database. */
export async function openRecords(name = RECORDS_DB): Promise<RecordsDb> {
  const db: IDBPDatabase<RecordsSchema> = await openDB<RecordsSchema>(name, RECORDS_VERSION, {
    upgrade(db, from) {
      if (from < 1) {
        const games = db.createObjectStore('games', { keyPath: 'id' });
        games.createIndex('night', 'night');
        db.createObjectStore('meta');
      }
      // The games stay as they were; the shelves are filled from them on the first list(), and
      // the sums from the shelves on the first listing().
      if (from < 2) db.createObjectStore('shelves');
      if (from < 3) db.createObjectStore('sums');
    },
    // Another tab opening a newer version waits for this one to let go.
    blocking: () => db.close(),
  });
  const listeners = new Set<() => void>();
  /** `change` written, then the listeners told, each apart (a listener's fault is its own). */
  const told = async (change: Promise<void>) => {
    await change;
    for (const l of listeners) queueMicrotask(l);
  };
  return {
    put: (game) => told(write(db, [game])),
    putAll: (games) => told(write(db, games)),
    get: (id) => db.get('games', id),
    getMany: async (ids) => {
      const tx = db.transaction('games');
      const games = await Promise.all(ids.map((id) => tx.store.get(id)));
      return games.filter((g): g is KeptGame => !!g);
    },
    has: async (ids) => {
      const tx = db.transaction('games');
      return (await Promise.all(ids.map((id) => tx.store.getKey(id)))).map((k) => k !== undefined);
    },
    remove: (id) => told(remove(db, id)),
    all: async () => (await db.getAll('games')).sort(newestFirst),
    list: async () => (await listingOf(db).list()).list,
    listing: () => listingOf(db),
    count: () => db.count('games'),
    meta: async <T>(key: string) => (await db.get('meta', key)) as T | undefined,
    setMeta: async (key, value) => {
      const put = db.put('meta', value, key).then(() => undefined);
      // The renames and merges are part of what the summary sums up.
      await (key === ALIASES_KEY ? told(put) : put);
    },
    summary: async () => {
      const tx = db.transaction('meta');
      const [changed, kept] = await Promise.all([tx.store.get(CHANGED), tx.store.get(SUMMARY)]);
      const k = kept as { changed?: unknown; value?: unknown } | undefined;
      return k && typeof k === 'object' && k.changed === changed
        ? { changed, value: k.value }
        : undefined;
    },
    setSummary: async (changed, value) => {
      // Read and written in one transaction: a change of the games between them waits for it.
      const tx = db.transaction('meta', 'readwrite');
      const now = await tx.store.get(CHANGED);
      if (now === changed) void tx.store.put({ changed, value }, SUMMARY);
      await tx.done;
      return now === changed;
    },
    watch: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: () => db.close(),
  };
}

/** Takes a game back: off its shelf and its sums, in one transaction with the game. */
async function remove(db: IDBPDatabase<RecordsSchema>, id: string) {
  const tx = db.transaction(['games', 'shelves', 'sums', 'meta'], 'readwrite');
  const kept = await tx.objectStore('games').get(id);
  if (kept) {
    void tx.objectStore('meta').put(Math.random(), CHANGED);
    const shelves = tx.objectStore('shelves');
    const key = shelfOf(kept.night);
    const shelf = ((await shelves.get(key)) ?? []).filter((g) => g.id !== id);
    await Promise.all([
      shelf.length ? shelves.put(shelf, key) : shelves.delete(key),
      shelf.length
        ? tx.objectStore('sums').put(sumsOf(shelf), key)
        : tx.objectStore('sums').delete(key),
    ]);
    await tx.objectStore('games').delete(id);
  }
  await tx.done;
}

/** Newest night first; within a night, in the order they were kept. */
const newestFirst = (a: { night: string; keptAt: string }, b: typeof a) =>
  cmp(b.night, a.night) || cmp(a.keptAt, b.keptAt);

/**
 * The shelf a game is listed on: its night's year. A year is a few hundred games at most, so
 * keeping one game rewrites a small shelf, and ten years of nights are ten values to read.
 */
export const shelfOf = (night: string) => night.slice(0, 4);

/** A shelf's sums: its games in numbers, in its order. */
export function sumsOf(shelf: readonly ListedGame[]): ShelfSums {
  return {
    format: SUMS_FORMAT,
    index: statsIndex(
      shelf.map((g) => g.record),
      undefined,
      (i) => shelf[i]!.night,
    ),
  };
}

/** A game as listed: the kept game without its moves or its life at each turn. */
export function listed(game: KeptGame): ListedGame {
  const { life: _life, ...record } = game.record;
  return { id: game.id, night: game.night, keptAt: game.keptAt, record };
}

/** Keeps the games and lists them on their shelves, in one transaction: the two always agree. */
async function write(db: IDBPDatabase<RecordsSchema>, games: readonly KeptGame[]) {
  const tx = db.transaction(['games', 'shelves', 'sums', 'meta'], 'readwrite');
  const store = tx.objectStore('games');
  const shelves = tx.objectStore('shelves');
  const sums = tx.objectStore('sums');
  void tx.objectStore('meta').put(Math.random(), CHANGED);
  // A game kept again may have moved to another night (one kept without a start time).
  const old = await Promise.all(games.map((g) => store.get(g.id)));
  const touched = new Set(games.map((g) => shelfOf(g.night)));
  for (const o of old) if (o) touched.add(shelfOf(o.night));
  const byShelf = new Map<string, ListedGame[]>();
  await Promise.all(
    [...touched].map(async (key) => byShelf.set(key, (await shelves.get(key)) ?? [])),
  );
  const ids = new Set(games.map((g) => g.id));
  for (const [key, shelf] of byShelf)
    byShelf.set(
      key,
      shelf.filter((g) => !ids.has(g.id)),
    );
  // The last copy of a game given twice is the one kept, as IndexedDB's put keeps it.
  const last = new Map(games.map((g) => [g.id, g]));
  for (const g of last.values()) byShelf.get(shelfOf(g.night))!.push(listed(g));
  await Promise.all([
    ...games.map((g) => store.put(g)),
    ...[...byShelf].flatMap(([key, shelf]): Promise<unknown>[] =>
      shelf.length
        ? [shelves.put(shelf.sort(newestFirst), key), sums.put(sumsOf(shelf), key)]
        : [shelves.delete(key), sums.delete(key)],
    ),
    tx.done,
  ]);
}

/**
 * Every game as listed, and before it every game's numbers, in one reading: the sums are asked
 * first, so they arrive (and the stats are drawn) while the list is still being read. The shelves
 * and their sums hold as many games as the games store, in order, unless this is the first read
 * since they were added (version 1 kept games alone, version 2 no sums): then both are made
 * again from the games, once (restock), and both answers come from that.
 */
function listingOf(db: IDBPDatabase<RecordsSchema>): Listing {
  let again: ReturnType<typeof restock> | null = null;
  const restocked = () => (again ??= restock(db));
  const first = readSums(db.transaction(['games', 'sums', 'meta']));
  // Joined when first asked for: the summary's recount joins them in an idle moment of its own.
  let joined: Promise<StatsIndex> | null = null;
  const index = () => (joined ??= first.then(async (r) => r.join() ?? (await restocked()).index));
  const changed = first.then(async (r) => (r.whole ? r.changed : (await restocked()).changed));
  const sums = async () => {
    const r = await first;
    if (!r.whole) {
      const again = await restocked();
      return { join: () => again.index, changed: again.changed };
    }
    return { join: () => r.join()!, changed: r.changed };
  };
  let listed: Promise<{ list: ListedGame[]; index: StatsIndex; changed: unknown }> | null = null;
  const list = () =>
    (listed ??= (async () => {
      const read = db.transaction(['games', 'sums', 'meta', 'shelves']);
      const keys = read.objectStore('shelves').getAllKeys();
      const shelves = read.objectStore('shelves').getAll();
      const [now, was, k, s] = await Promise.all([readSums(read), first, keys, shelves]);
      // Newest year first; each shelf is kept in order, so the whole list is in order.
      const list = newestShelfFirst(k, s).flatMap(([, shelf]) => shelf);
      if (!now.whole || list.length !== now.count || !inOrder(list)) return restocked();
      // Unchanged since the numbers were read: those numbers are this list's.
      const same = was.whole && now.changed === was.changed;
      return { list, index: same ? await index() : now.join()!, changed: now.changed };
    })());
  return {
    get index() {
      return index();
    },
    changed,
    sums,
    list,
  };
}

/**
 * The shelves' sums, whether they hold every game (not on an upgrade's first read), the games'
 * count and the token of the last change, in `read`.
 */
async function readSums(
  read: IDBPTransaction<RecordsSchema, ('games' | 'sums' | 'meta' | 'shelves')[]>,
) {
  // Asked together: a request made after another's answer would wait a round trip more.
  const [count, keys, sums, changed] = await Promise.all([
    read.objectStore('games').count(),
    read.objectStore('sums').getAllKeys(),
    read.objectStore('sums').getAll(),
    read.objectStore('meta').get(CHANGED),
  ]);
  const parts = newestShelfFirst(keys, sums).map(([, x]) => x);
  const whole =
    parts.every((p) => p.format === SUMS_FORMAT) &&
    parts.reduce((a, p) => a + p.index.size, 0) === count;
  /** The numbers joined (null when not whole): only when asked, as a list read after them need not. */
  const join = () => (whole ? joinIndexes(parts.map((p) => p.index)) : null);
  return { whole, join, count, changed };
}

/** The values of a store read with getAllKeys and getAll, newest shelf first. */
const newestShelfFirst = <T>(keys: readonly string[], values: readonly T[]) =>
  keys.map((k, i) => [k, values[i]!] as const).sort((a, b) => cmp(b[0], a[0]));

const inOrder = (list: readonly ListedGame[]) =>
  list.every((g, i) => i === 0 || newestFirst(list[i - 1]!, g) <= 0);

/** Makes the shelves and their sums again from the games themselves (an upgrade's first read). */
async function restock(
  db: IDBPDatabase<RecordsSchema>,
): Promise<{ list: ListedGame[]; index: StatsIndex; changed: number }> {
  const tx = db.transaction(['games', 'shelves', 'sums', 'meta'], 'readwrite');
  const changed = Math.random();
  void tx.objectStore('meta').put(changed, CHANGED);
  const games = (await tx.objectStore('games').getAll()).sort(newestFirst);
  const byShelf = new Map<string, ListedGame[]>();
  const list = games.map(listed);
  for (const g of list) {
    const key = shelfOf(g.night);
    const shelf = byShelf.get(key);
    if (shelf) shelf.push(g);
    else byShelf.set(key, [g]);
  }
  const shelves = tx.objectStore('shelves');
  const sums = tx.objectStore('sums');
  await Promise.all([shelves.clear(), sums.clear()]);
  const parts = [...byShelf].map(([key, shelf]) => [key, shelf, sumsOf(shelf)] as const);
  await Promise.all([
    ...parts.flatMap(([key, shelf, s]) => [shelves.put(shelf, key), sums.put(s, key)]),
    tx.done,
  ]);
  return { list, index: joinIndexes(parts.map(([, , s]) => s.index)), changed };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The night a game belongs to: the date it began in its own zone, a game begun before six in the
 * morning counting to the evening before (game nights run past midnight). Without a time, the
 * date it was kept.
 */
export function nightOf(startedAt: string | null, keptAt: string): string {
  const at = startedAt ?? keptAt;
  const m = /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d)/.exec(at);
  if (!m) return at.slice(0, 10);
  const [, y, mo, d, h] = m;
  if (Number(h) >= 6) return `${y}-${mo}-${d}`;
  const before = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d) - 1));
  return before.toISOString().slice(0, 10);
}

/**
 * One id for one game on every device: a hash of its setup (which holds when it began and the
 * seed that picked the first player), and for a game kept without a start time, its first moves.
 */
export function gameId(setup: Scenario, events: readonly GameEvent[]): string {
  const { title: _t, events: _e, ...rest } = setup;
  const basis = rest.startedAt ? rest : { ...rest, first: events.slice(0, 8) };
  return `g${hash(canonical(basis))}`;
}

/** JSON with keys sorted, so two devices that wrote one object in another order agree. */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x && typeof x === 'object')
    return `{${Object.keys(x)
      .sort()
      .filter((k) => (x as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((x as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(x) ?? 'null';
}

/** FNV-1a over the text's UTF-16 units, twice with two seeds: 64 bits, as 16 hex digits. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return hex(a) + hex(b);
}

// ---- renames and merges, and imports (the records screen, ui/records/) ----

/** The meta key the playgroup's renames and merges are kept under. */
export const ALIASES_KEY = 'aliases';
/** More names than any playgroup has: an alias list past it is not one this app wrote. */
const MAX_ALIASES = 10_000;

/**
 * The playgroup's renames and merges: each player's name key (rules/names.ts nameKey) to the name
 * they are shown as. Anything unreadable reads as none, so a damaged entry never hides a game.
 */
export async function readAliases(db: RecordsDb): Promise<Aliases> {
  return cleanAliases(await db.meta<unknown>(ALIASES_KEY));
}

/** Keeps the playgroup's renames and merges (all of them: the list replaces the one kept). */
export function writeAliases(db: RecordsDb, aliases: Aliases): Promise<void> {
  return db.setMeta(ALIASES_KEY, { ...cleanAliases(aliases) });
}

/** Only text to text; built with fromEntries, so a name such as "__proto__" stays a plain key. */
export function cleanAliases(x: unknown): Aliases {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return {};
  const entries = Object.entries(x as Record<string, unknown>).filter(
    (e): e is [string, string] => typeof e[1] === 'string' && e[0] !== '' && e[1].trim() !== '',
  );
  return Object.fromEntries(entries.slice(0, MAX_ALIASES));
}

/**
 * Adds the games not kept yet, in one transaction; a game already kept (the same id) is left as
 * it is, whatever the new copy says. Returns how many were added and how many were known.
 */
export async function addNewGames(
  db: RecordsDb,
  games: readonly KeptGame[],
): Promise<{ added: number; known: number }> {
  const kept = await db.has(games.map((g) => g.id));
  const fresh = games.filter((_, i) => !kept[i]);
  if (fresh.length) await db.putAll(fresh);
  return { added: fresh.length, known: games.length - fresh.length };
}
