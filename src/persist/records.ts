// The playgroup's records in IndexedDB (docs/records.md): one entry per game, by the game's own
// id, so the same game recorded twice (by two phones of a live table, or an import) is one
// entry. IndexedDB, not localStorage: ten thousand games are far more than its few megabytes.
// idb is a thin promise wrapper over IndexedDB (Dexie's query layer is more than these few
// reads need). Loaded with the records screen and the recorder, after the first paint.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { GameEvent, Scenario } from '../rules';
import type { GameRecord } from '../rules/record';

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
}

/** Names of this device's players, as the playgroup chose to read them (renames and merges). */
export type Aliases = Readonly<Record<string, string>>;

interface RecordsSchema extends DBSchema {
  games: { key: string; value: KeptGame; indexes: { night: string } };
  meta: { key: string; value: unknown };
}

export const RECORDS_DB = 'table-sense-records';

export interface RecordsDb {
  put(game: KeptGame): Promise<void>;
  /** Many at once, in one transaction (an import, the first start's migration). */
  putAll(games: readonly KeptGame[]): Promise<void>;
  get(id: string): Promise<KeptGame | undefined>;
  remove(id: string): Promise<void>;
  /** Every game, newest night first. */
  all(): Promise<KeptGame[]>;
  count(): Promise<number>;
  meta<T>(key: string): Promise<T | undefined>;
  setMeta(key: string, value: unknown): Promise<void>;
  close(): void;
}

/** Opens (and on first use makes) the records database. */
export async function openRecords(name = RECORDS_DB): Promise<RecordsDb> {
  const db: IDBPDatabase<RecordsSchema> = await openDB<RecordsSchema>(name, 1, {
    upgrade(db) {
      const games = db.createObjectStore('games', { keyPath: 'id' });
      games.createIndex('night', 'night');
      db.createObjectStore('meta');
    },
  });
  return {
    put: async (game) => {
      await db.put('games', game);
    },
    putAll: async (games) => {
      const tx = db.transaction('games', 'readwrite');
      await Promise.all([...games.map((g) => tx.store.put(g)), tx.done]);
    },
    get: (id) => db.get('games', id),
    remove: (id) => db.delete('games', id),
    // Newest night first; within a night, in the order they were kept.
    all: async () =>
      (await db.getAll('games')).sort((a, b) => cmp(b.night, a.night) || cmp(a.keptAt, b.keptAt)),
    count: () => db.count('games'),
    meta: async <T>(key: string) => (await db.get('meta', key)) as T | undefined,
    setMeta: async (key, value) => {
      await db.put('meta', value, key);
    },
    close: () => db.close(),
  };
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
  const kept = await Promise.all(games.map((g) => db.get(g.id)));
  const fresh = games.filter((_, i) => !kept[i]);
  if (fresh.length) await db.putAll(fresh);
  return { added: fresh.length, known: games.length - fresh.length };
}
