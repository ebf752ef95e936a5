// Saved tables in localStorage, the reading side: what a visit needs before its first paint (the
// index and the open table). Writing is in storage.ts, loaded with the library after the paint.
// A small index (which tables exist, which one is open, the UI preferences) under one key, and
// each table's facts (setup, event log, cursor) under a key of its own, so a turn click rewrites
// one table, not the whole library. Pure functions over a Storage-like object (tests pass a
// Map-backed fake). Nothing here throws: unreadable data is kept aside under another key,
// reported, and the app carries on with what still works.
import {
  EDITIONS,
  eventsLoaded,
  turnsLoaded,
  VARIANTS,
  type Edition,
  type GameEvent,
  type Scenario,
  type Variant,
} from '../rules';
import { variantLabel } from '../rules/labels';
import { loadScenario, setupOf } from '../rules/scenario';
import { english, words, type Words } from '../rules/words';
import {
  ASIDE_PREFIX,
  emptyIndex,
  INDEX_KEY,
  STORAGE_VERSION,
  tableKey,
  type LibraryIndex,
  type Prefs,
  type StorageLike,
  type TableEntry,
  type TableFacts,
} from './keys';

import { nameWords, SAVED_TABLE } from './names';

export * from './keys';

/** What could not be read, or why: its English (tests read it) and its words for the notice. */
type Check<T> = { ok: true; value: T } | { ok: false; message: string; why: Words };
const refused = (why: Words): { ok: false; message: string; why: Words } => ({
  ok: false,
  message: english(why),
  why,
});
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function safeParse(text: string): Check<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return refused(words(/*i18n*/ { id: 'persist.why.json', message: 'it is not valid JSON' }));
  }
}

/** A table record as stored: checked by the engine, so a tampered log cannot reach the store. */
export function checkFacts(raw: unknown): Check<TableFacts> {
  if (!isObject(raw) || !isObject(raw.setup) || !Array.isArray(raw.log))
    return refused(words(/*i18n*/ { id: 'persist.why.notTable', message: 'it is not a table' }));
  const log = raw.log as GameEvent[];
  const cursor = raw.cursor;
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0 || cursor > log.length)
    return refused(
      words(
        /*i18n*/ {
          id: 'persist.why.cursor',
          message: 'its place in the history is out of range',
        },
      ),
    );
  const input = { ...raw.setup, events: log } as Scenario;
  const loaded = loadScenario(input);
  if (!loaded.ok)
    return refused(
      words(
        /*i18n*/ { id: 'persist.why.rules', message: 'the rules refuse it: {why}' },
        {
          why: loaded.error.words ?? loaded.error.message,
        },
      ),
    );
  // The setup keeps the table just built, so the store does not build it again (scenario.ts setupOf).
  return { ok: true, value: { setup: setupOf(input), log, cursor } };
}

function checkPrefs(raw: unknown): Prefs {
  const p = isObject(raw) ? raw : {};
  return {
    theme: p.theme === 'light' || p.theme === 'dark' ? p.theme : 'system',
    keepAwake: p.keepAwake === true,
    flat: p.flat === true,
    tableMode: typeof p.tableMode === 'boolean' ? p.tableMode : p.flat === true,
    tableModeChosen: p.tableModeChosen === true,
  };
}

function checkIndex(raw: unknown): Check<LibraryIndex> {
  if (!isObject(raw) || !Array.isArray(raw.tables))
    return refused(
      words(/*i18n*/ { id: 'persist.why.noList', message: 'the list of saved tables is missing' }),
    );
  const tables: TableEntry[] = [];
  for (const t of raw.tables) {
    if (!isObject(t) || typeof t.id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(t.id)) continue;
    if (tables.some((x) => x.id === t.id)) continue;
    const now = Date.now();
    tables.push({
      id: t.id,
      name: typeof t.name === 'string' && t.name.trim() ? t.name.slice(0, 120) : SAVED_TABLE,
      created: typeof t.created === 'number' ? t.created : now,
      updated: typeof t.updated === 'number' ? t.updated : now,
    });
  }
  const currentId =
    typeof raw.currentId === 'string' && tables.some((t) => t.id === raw.currentId)
      ? raw.currentId
      : (tables[0]?.id ?? null);
  return {
    ok: true,
    value: { version: STORAGE_VERSION, currentId, tables, prefs: checkPrefs(raw.prefs) },
  };
}

export function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Older layouts, each step one version forward. Steps may write table records (version 1 kept the
 * table inside the index). The result is checked by checkIndex like any stored index.
 */
const MIGRATIONS: Record<number, (old: Record<string, unknown>, storage: StorageLike) => unknown> =
  {
    1: (old, storage) => {
      const state = isObject(old.state) ? old.state : {};
      const id = newId();
      const now = Date.now();
      const setup = isObject(state.setup) ? state.setup : {};
      const name = typeof setup.title === 'string' && setup.title ? setup.title : SAVED_TABLE;
      storage.setItem(
        tableKey(id),
        JSON.stringify({ setup: state.setup, log: state.log, cursor: state.cursor, name }),
      );
      return {
        version: 2,
        currentId: id,
        tables: [
          {
            id,
            name,
            created: now,
            updated: now,
          },
        ],
        prefs: {
          theme: state.theme,
          keepAwake: state.keepAwake,
          flat: false,
          tableMode: false,
          tableModeChosen: false,
        },
      };
    },
    // Version 3 keeps each table's name in its record too, so a table found again without the
    // index keeps it: records saved before are given their name now, while the index still has
    // it. A record storage refuses (it is full) is named at its next save.
    2: (old, storage) => {
      for (const t of Array.isArray(old.tables) ? old.tables : []) {
        if (!isObject(t) || typeof t.id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(t.id)) continue;
        const name = recordName(t);
        const parsed = safeParse(getItem(storage, tableKey(t.id)) ?? '');
        if (!name || !parsed.ok || !isObject(parsed.value)) continue;
        if (recordName(parsed.value) === name) continue;
        try {
          storage.setItem(tableKey(t.id), JSON.stringify({ ...parsed.value, name }));
        } catch {
          // storage is full: the name is written with the table's next save
        }
      }
      return { ...old, version: 3 };
    },
  };

export interface Problem {
  /** What could not be read, for the message ("The open table"). */
  what: Words;
  /** Why, in a few words ("it is not valid JSON"). */
  why: Words;
  /** The key it was kept under, when it could be kept. */
  keptAs: string | null;
  /** Saved tables found again from their own records (the list of them was unreadable or lacked them). */
  recovered?: string[];
  /** Nothing was unreadable: these records were only missing from the list, now listed again. */
  unlisted?: true;
}

/** Every key that holds a table record (needs key enumeration; none without it). */
function tableKeys(storage: StorageLike): string[] {
  const prefix = tableKey('');
  const out: string[] = [];
  try {
    const n = storage.length ?? 0;
    for (let i = 0; i < n; i++) {
      const k = storage.key?.(i);
      if (k && k.startsWith(prefix)) out.push(k);
    }
  } catch {
    // no enumeration: nothing can be recovered, the default table opens
  }
  return out.sort();
}

/** The name a record carries (records saved before names were kept in them have none). */
function recordName(raw: unknown): string | null {
  return isObject(raw) && typeof raw.name === 'string' && raw.name.trim()
    ? raw.name.trim().slice(0, 120)
    : null;
}

/**
 * Table records the index does not list (all of them when the index was unreadable): the tables
 * are still under their own keys, so they are listed again under the name saved with them. A
 * record saved before names were kept in it is named by its title, or variant and seats, and
 * numbered when that name is taken, so two such tables can be told apart.
 */
function recoverTables(
  storage: StorageLike,
  listed: readonly TableEntry[] = [],
): { entries: TableEntry[]; facts: Map<string, TableFacts> } {
  const entries: TableEntry[] = [];
  const facts = new Map<string, TableFacts>();
  const ids = new Set(listed.map((t) => t.id));
  const found: { id: string; name: string | null; facts: TableFacts }[] = [];
  for (const key of tableKeys(storage)) {
    const id = key.slice(tableKey('').length);
    if (ids.has(id) || !/^[a-z0-9-]{1,40}$/.test(id)) continue;
    const parsed = safeParse(getItem(storage, key) ?? '');
    const checked = parsed.ok ? checkFacts(parsed.value) : parsed;
    if (!checked.ok) continue; // left where it is: readTable sets it aside if it is ever opened
    found.push({ id, name: recordName(parsed.ok ? parsed.value : null), facts: checked.value });
  }
  // Every name already shown, so a generated one never repeats one of them.
  const taken = new Set([...listed.map((t) => t.name), ...found.flatMap((f) => f.name ?? [])]);
  const now = Date.now();
  for (const f of found) {
    const name = f.name ?? unusedName(generatedName(f.facts), taken);
    taken.add(name);
    entries.push({ id: f.id, name, created: now, updated: now });
    facts.set(f.id, f.facts);
  }
  return { entries, facts };
}

/** A name for a record that has none: "Friday pod (recovered)", "Emperor table, 6 players (recovered)". */
function generatedName({ setup }: TableFacts): string {
  const title = typeof setup.title === 'string' && setup.title.trim() ? setup.title.trim() : null;
  const base = title ?? `${variantLabel(setup.variant)} table, ${setup.players.length} players`;
  return base.slice(0, 100);
}

/** `base (recovered)`, or `base (recovered 2)`, 3, … when that is taken. */
function unusedName(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const name = `${base} (recovered${n > 1 ? ` ${n}` : ''})`;
    if (!taken.has(name)) return name;
  }
}

/** Moves unreadable text aside (never deletes it); null when storage refused. */
export function keepAside(storage: StorageLike, text: string, label: string): string | null {
  const key = `${ASIDE_PREFIX}${label}:${Date.now()}`;
  try {
    storage.setItem(key, text);
    return key;
  } catch {
    return null;
  }
}

export interface Loaded {
  index: LibraryIndex;
  /** The open table's facts, or null to start with the default table. */
  current: TableFacts | null;
  problems: Problem[];
}

export function getItem(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether reading the library needs every event loaded first (rules/events/all.ts): the open
 * table's log holds an extended one, or records the list lacks will be read to list them again
 * (rare; they are not looked into here). Without it, such a table would read as refused.
 */
export function needsAllEvents(storage: StorageLike): boolean {
  const open = openRecord(storage);
  if (open === 'unlisted') return true;
  const log = open?.log;
  return Array.isArray(log) && !eventsLoaded(log);
}

/**
 * Whether the open table needs Grand Melee's turn markers loaded first (rules/turns/load.ts), or
 * the library holds tables it does not list (which may be one).
 */
export function needsTurnMarkers(storage: StorageLike): boolean {
  const open = openRecord(storage);
  if (open === 'unlisted') return true;
  const setup = open?.setup;
  if (!isObject(setup) || !VARIANTS.includes(setup.variant as Variant)) return false;
  const options = isObject(setup.options) ? setup.options : {};
  const edition = EDITIONS.includes(options.edition as Edition)
    ? (options.edition as Edition)
    : 'current';
  return !turnsLoaded({ variant: setup.variant as Variant, edition });
}

/** The open table's record as stored, null without one, or 'unlisted' when the list is damaged
 * or lacks a table kept (every table is then read to list it again). */
function openRecord(storage: StorageLike): Record<string, unknown> | null | 'unlisted' {
  const text = getItem(storage, INDEX_KEY);
  if (text === null) return null;
  const parsed = safeParse(text);
  const raw = parsed.ok ? parsed.value : null;
  if (!isObject(raw) || !Array.isArray(raw.tables)) return 'unlisted';
  const ids = raw.tables.map((t) => (isObject(t) ? t.id : null));
  const listed = new Set(ids);
  if (tableKeys(storage).some((k) => !listed.has(k.slice(tableKey('').length)))) return 'unlisted';
  const id =
    typeof raw.currentId === 'string' && listed.has(raw.currentId) ? raw.currentId : ids[0];
  if (typeof id !== 'string') return null;
  const record = safeParse(getItem(storage, tableKey(id)) ?? '');
  return record.ok && isObject(record.value) ? record.value : null;
}

/** Reads the library and the open table. Never throws; whatever is unreadable is kept aside. */
export function loadLibrary(storage: StorageLike): Loaded {
  const problems: Problem[] = [];
  const text = getItem(storage, INDEX_KEY);
  if (text === null) return { index: emptyIndex(), current: null, problems };
  const fresh = (why: Words): Loaded => {
    const keptAs = keepAside(storage, text, 'index');
    const { entries, facts } = recoverTables(storage);
    const index = { ...emptyIndex(), tables: entries, currentId: entries.at(-1)?.id ?? null };
    const recovered = entries.map((t) => t.name);
    problems.push({ what: LIST, why, keptAs, recovered });
    return { index, current: index.currentId ? facts.get(index.currentId)! : null, problems };
  };
  const parsed = safeParse(text);
  if (!parsed.ok) return fresh(parsed.why);
  let raw = parsed.value;
  if (!isObject(raw))
    return fresh(
      words(/*i18n*/ { id: 'persist.why.form', message: 'they are not in the expected form' }),
    );
  let version = raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return fresh(
      words(/*i18n*/ { id: 'persist.why.noVersion', message: 'they have no version number' }),
    );
  if (version > STORAGE_VERSION)
    return fresh(
      words(
        /*i18n*/ {
          id: 'persist.why.newer',
          message: 'they were saved by a newer version of the app (storage version {version})',
        },
        { version: String(version) },
      ),
    );
  try {
    while (version < STORAGE_VERSION) {
      raw = MIGRATIONS[version]!(raw as Record<string, unknown>, storage);
      version++;
    }
  } catch {
    return fresh(
      words(
        /*i18n*/ { id: 'persist.why.migrate', message: 'they could not be brought up to date' },
      ),
    );
  }
  const checked = checkIndex(raw);
  if (!checked.ok) return fresh(checked.why);
  const index = checked.value;
  // Records the list lacks (it was written over, or its write failed while storage was full) are
  // listed again rather than left hidden.
  const found = recoverTables(storage, index.tables);
  if (found.entries.length) {
    index.tables = [...index.tables, ...found.entries];
    const wanted = (raw as Record<string, unknown>).currentId;
    if (typeof wanted === 'string' && found.facts.has(wanted)) index.currentId = wanted;
    else index.currentId ??= found.entries.at(-1)!.id;
    problems.push({
      what: LIST,
      why: words(/*i18n*/ { id: 'persist.why.lacked', message: 'it lacked some of them' }),
      keptAs: null,
      recovered: found.entries.map((t) => t.name),
      unlisted: true,
    });
  }
  const entry = index.tables.find((t) => t.id === index.currentId);
  const current = entry ? readTable(storage, entry.id, savedTable(entry.name)) : null;
  if (entry && current && !current.ok) {
    problems.push(current.problem);
    index.tables = index.tables.filter((t) => t.id !== entry.id);
    index.currentId = null;
  }
  return { index, current: current?.ok ? current.facts : null, problems };
}

export type ReadTable = { ok: true; facts: TableFacts } | { ok: false; problem: Problem };

/** What a problem with the list of tables says could not be read. */
const LIST = words(/*i18n*/ { id: 'persist.what.list', message: 'The list of your saved tables' });

/** A saved table by its name, as a problem with it names it. */
export const savedTable = (name: string): Words =>
  words(
    /*i18n*/ { id: 'persist.what.table', message: 'The saved table “{name}”' },
    {
      name: nameWords(name),
    },
  );

/** Why a table could not be read when its record is not there at all. */
export const MISSING = 'persist.why.missing';

/** One saved table; unreadable records are kept aside and reported. */
export function readTable(
  storage: StorageLike,
  id: string,
  name: Words = words(/*i18n*/ { id: 'persist.what.open', message: 'The open table' }),
): ReadTable {
  const text = getItem(storage, tableKey(id));
  if (text === null) {
    const why = words(/*i18n*/ { id: 'persist.why.missing', message: 'it is missing' });
    return { ok: false, problem: { what: name, why, keptAs: null } };
  }
  const parsed = safeParse(text);
  const checked = parsed.ok ? checkFacts(parsed.value) : parsed;
  if (checked.ok) return { ok: true, facts: checked.value };
  const keptAs = keepAside(storage, text, `table-${id}`);
  if (keptAs) {
    try {
      storage.removeItem(tableKey(id));
    } catch {
      // kept aside already; the original staying is harmless
    }
  }
  return { ok: false, problem: { what: name, why: checked.why, keptAs } };
}
