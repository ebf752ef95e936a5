// The saved-tables library and the link between it and the game store: the open table saves
// itself after every change (written after the frame is painted, so a turn click stays fast, and
// flushed when the page is hidden or closed). Adding, opening, renaming, duplicating and deleting
// tables live in operations.ts, loaded with the panels that use them. Works on any game store
// and storage, so tests make their own.
import { createStore } from 'zustand';
import type { GameStore, GameStoreState } from '../store/gameStore';
import { variantLabel } from '../rules/labels';
import { englishDate } from '../rules/words';
import { shortName, storageWarning, tellProblems } from './libraryNotices';
import { showFacts } from './show';
import {
  checkFacts,
  INDEX_KEY,
  loadLibrary,
  newId,
  removeTable,
  tableKey,
  writeIndex,
  writeTable,
  type LibraryIndex,
  type Loaded,
  type StorageLike,
  type TableEntry,
  type TableFacts,
} from './storage';

export interface Deleted {
  entry: TableEntry;
  facts: TableFacts;
  position: number;
}
export interface LibraryState {
  index: LibraryIndex;
  /** The last deleted table, kept in memory so it can be restored. */
  deleted: Deleted | null;
}

import type { Notify, Withdraw } from '../store/notices';
export type { Note, Notify, Withdraw } from '../store/notices';
export { notSavedLine, openedNotSaved, shortName } from './libraryNotices';

type Prefs = LibraryIndex['prefs'];
const PREF_KEYS = ['theme', 'keepAwake', 'flat', 'tableMode', 'tableModeChosen'] as const;
/** The preferences this device remembers, read from the store's view state. */
const prefsOf = (ui: Prefs): Prefs => ({
  theme: ui.theme,
  keepAwake: ui.keepAwake,
  flat: ui.flat,
  tableMode: ui.tableMode,
  tableModeChosen: ui.tableModeChosen,
});
const prefsChanged = (a: Prefs, b: Prefs) => PREF_KEYS.some((k) => a[k] !== b[k]);

/** A name for a new table: its title (a long one cut after a word), else its variant, and the date. */
export function defaultName(facts: Pick<TableFacts, 'setup'>, now = new Date()): string {
  const { title, variant } = facts.setup;
  const base = typeof title === 'string' && title.trim() ? title.trim() : variantLabel(variant);
  // Stored in English whatever the language shown (names.ts words it where it is shown).
  return `${shortName(base, 80)} · ${englishDate(now.getTime())}`;
}

export const factsOf = (s: GameStoreState): TableFacts => ({
  setup: s.setup,
  log: s.log as TableFacts['log'],
  cursor: s.cursor,
});

/** Schedules work after the next paint; in a hidden page or outside a browser, soon. */
function afterPaint(fn: () => void): void {
  if (
    typeof requestAnimationFrame === 'function' &&
    typeof document !== 'undefined' &&
    !document.hidden
  )
    requestAnimationFrame(() => setTimeout(fn, 0));
  else setTimeout(fn, 0);
}

/** Up to this size a move is written before the next frame (measured: 46 µs for 12 seats and
 * 100 events, 0.5 ms for 100 seats and 1,000 events); larger tables are written after the paint. */
const SYNC_WRITE_EVENTS = 2000;
const SYNC_WRITE_PLAYERS = 200;

/** Whether the stored index text differs from `index` (unreadable storage: it does). */
function indexChanged(storage: StorageLike, index: LibraryIndex): boolean {
  try {
    return storage.getItem(INDEX_KEY) !== JSON.stringify(index);
  } catch {
    return true;
  }
}

/**
 * The library over a storage and a game store. `shown`: what was read and already put in the game
 * store before the first paint (persist/start.ts); without it the library reads and shows it now.
 */
export function createLibrary(
  storage: StorageLike,
  game: GameStore,
  notify: Notify,
  withdraw: Withdraw = () => {},
  shown?: Loaded,
) {
  const loaded = shown ?? loadLibrary(storage);
  const writable = tellProblems(loaded, notify);

  const store = createStore<LibraryState>()(() => ({ index: loaded.index, deleted: null }));
  const index = () => store.getState().index;
  const setIndex = (patch: Partial<LibraryIndex>) =>
    store.setState((s) => ({ index: { ...s.index, ...patch } }));
  const nameOf = (id: string) => index().tables.find((t) => t.id === id)?.name;

  let loading = false;
  // The table a new game was started from (a rematch, say), while its setup is remembered: the
  // game store's undo can bring that setup back, and then that table is the open one again.
  let previous: { id: string; setup: TableFacts['setup'] } | null = null;
  const load = (facts: TableFacts, prefs?: LibraryIndex['prefs']) => {
    loading = true;
    previous = null;
    showFacts(game, facts, prefs);
    loading = false;
  };

  if (!shown) {
    if (loaded.current) load(loaded.current, loaded.index.prefs);
    else game.setState((s) => ({ ui: { ...s.ui, ...loaded.index.prefs } }));
  }

  // ---- writing ----
  let dirtyTable = false;
  let touched = false;
  let dirtyIndex = false;
  let scheduled = false;
  // Tables whose record storage refused (it is full), by id, with the facts to write: kept in this
  // page, so leaving a table for another never drops its moves, and written once there is room.
  const unsaved = new Map<string, TableFacts>();
  const unsavedNames = () =>
    [...unsaved.keys()].flatMap((id) => {
      const name = nameOf(id);
      return name ? [name] : [];
    });
  const warning = storageWarning(notify, withdraw, unsavedNames, () => flush());
  const { failed, recovered } = warning;
  /** Writes a table's record; when storage refuses, keeps the facts here to write later. */
  function save(id: string, facts: TableFacts): boolean {
    if (!writable) return true;
    if (writeTable(storage, id, facts, nameOf(id))) {
      unsaved.delete(id);
      return true;
    }
    unsaved.set(id, facts);
    failed();
    return false;
  }
  /** Writes the open table's record now; true when it is on disk. */
  function writeCurrent(): boolean {
    const id = index().currentId;
    if (!writable || !id) return true;
    const ok = save(id, factsOf(game.getState()));
    dirtyTable = !ok;
    return ok;
  }
  /** Writes every record still kept here; false when storage still refuses one. */
  function writeUnsaved(): boolean {
    for (const [id, facts] of unsaved) {
      // Deleted meanwhile: nothing to keep.
      if (!nameOf(id)) unsaved.delete(id);
      else if (!save(id, id === index().currentId ? factsOf(game.getState()) : facts)) return false;
    }
    return true;
  }

  function flush(): void {
    scheduled = false;
    if (!writable) return;
    const id = index().currentId;
    if ((dirtyTable || touched) && id) {
      if (dirtyTable && !writeCurrent()) return;
      touched = false;
      const now = Date.now();
      // The list shows the time to the minute: within the same minute the whole list is not
      // written again after every move for a time that reads the same.
      const was = index().tables.find((t) => t.id === id)?.updated;
      if (was === undefined || Math.floor(was / 60_000) !== Math.floor(now / 60_000)) {
        setIndex({ tables: index().tables.map((t) => (t.id === id ? { ...t, updated: now } : t)) });
        dirtyIndex = true;
      }
    }
    // The list waits for the records: it never names a table whose record is not saved.
    if (!writeUnsaved()) return;
    if (dirtyIndex) {
      if (!writeIndex(storage, index())) return failed();
      dirtyIndex = false;
    }
    recovered();
  }
  /** An ordinary table is on disk before the next frame: a tab that dies after a click loses nothing. */
  function writeSoon(): void {
    const s = game.getState();
    if (s.log.length <= SYNC_WRITE_EVENTS && s.setup.players.length <= SYNC_WRITE_PLAYERS)
      writeCurrent();
    else dirtyTable = true;
    touched = true; // the entry's "updated" time follows after the paint
    schedule();
  }
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    afterPaint(flush);
  };
  store.subscribe((s, prev) => {
    if (s.index !== prev.index) dirtyIndex = true;
    schedule();
  });

  /** Adds an entry for facts (written at once) and makes it current unless `open` is false. */
  function addEntry(facts: TableFacts, name: string, after?: string): TableEntry {
    const now = Date.now();
    const entry: TableEntry = { id: newId(), name: name.slice(0, 120), created: now, updated: now };
    const tables = [...index().tables];
    const at = after ? tables.findIndex((t) => t.id === after) + 1 : tables.length;
    tables.splice(at > 0 ? at : tables.length, 0, entry);
    setIndex({ tables });
    save(entry.id, facts);
    return entry;
  }

  // The open table always has an entry.
  if (!index().currentId) {
    const facts = factsOf(game.getState());
    setIndex({ currentId: addEntry(facts, defaultName(facts)).id });
  }

  // Write the index at start when it differs from the stored one (migrated, repaired, a table
  // found again or added): an unchanged index is not written back over whatever is stored now.
  if (indexChanged(storage, index())) {
    dirtyIndex = true;
    schedule();
  }
  // Shown before this library started: moves and preferences changed meanwhile are saved now.
  const open = game.getState();
  const prefs = loaded.index.prefs;
  if (
    shown?.current &&
    (open.setup !== shown.current.setup ||
      open.log !== shown.current.log ||
      open.cursor !== shown.current.cursor)
  )
    writeSoon();
  if (prefsChanged(open.ui, prefs)) setIndex({ prefs: prefsOf(open.ui) });

  /** The game store went back to the table `previous` names: reopen its entry. */
  function returnTo(back: { id: string }, prev: GameStoreState): void {
    const id = index().currentId;
    let tables = index().tables;
    if (id && prev.log.length === 0) {
      // The new game had no history yet: nothing to keep, so its entry goes.
      tables = tables.filter((t) => t.id !== id);
      removeTable(storage, id);
      unsaved.delete(id);
    } else if (id) save(id, factsOf(prev));
    setIndex({ tables, currentId: back.id });
  }

  let last = game.getState();
  game.subscribe((s) => {
    const prev = last;
    last = s;
    if (prefsChanged(s.ui, prev.ui)) setIndex({ prefs: prefsOf(s.ui) });
    if (s.setup === prev.setup && s.log === prev.log && s.cursor === prev.cursor) return;
    const back = previous;
    if (
      !loading &&
      back &&
      s.setup === back.setup &&
      index().tables.some((t) => t.id === back.id)
    ) {
      previous = null;
      returnTo(back, prev);
    } else if (!loading && s.setup !== prev.setup) {
      // A new game from the setup screen. A table with a history stays in the library as it was
      // and the new game gets an entry of its own; an untouched table is simply replaced.
      const id = index().currentId;
      previous = null;
      if (prev.log.length > 0 || !id) {
        // Kept here if storage refuses, so starting another table never drops this one's moves.
        if (id) save(id, factsOf(prev));
        const entry = addEntry(factsOf(s), defaultName(factsOf(s)), id ?? undefined);
        setIndex({ currentId: entry.id });
        if (id) previous = { id, setup: prev.setup };
      } else {
        // A name the user chose stays; a generated one follows the new setup.
        const generated = defaultName(factsOf(prev));
        setIndex({
          tables: index().tables.map((t) =>
            t.id === id && t.name === generated ? { ...t, name: defaultName(factsOf(s)) } : t,
          ),
        });
      }
    }
    // Opening another table (loading) is written after the paint, once its entry is current.
    if (loading) {
      dirtyTable = true;
      schedule();
    } else writeSoon();
  });

  return {
    store,
    storage,
    game,
    notify,
    writable,
    flush,
    load,
    setIndex,
    addEntry,
    save,
    /** The facts of a table storage has not taken yet (newer than its record), if any. */
    unsavedFacts: (id: string): TableFacts | undefined => unsaved.get(id),
    /** False while a table's record is only kept in this page. */
    isSaved: (id: string) => !unsaved.has(id),
    /** The tables only kept in this page (what closing it now would lose). */
    unsavedNames,
    /** True while anything (a table, or the list of them) is not saved yet. */
    pending: warning.pending,
    /**
     * Another tab saved a table record. When it is the table open here, this tab follows it and
     * keeps any moves it made meanwhile (persist/tabs.ts), so two tabs on one table stay in step
     * instead of the last one to save winning.
     */
    async follow(key: string, text: string | null): Promise<void> {
      const id = index().currentId;
      // While a live room drives the table, the room keeps tabs in step, not the saved record.
      if (!text || !id || key !== tableKey(id) || game.getState().transport) return;
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        return;
      }
      const theirs = checkFacts(raw);
      if (!theirs.ok) return;
      return import('./tabs')
        .then(({ followOther }) => {
          if (index().currentId !== id || game.getState().transport) return;
          game.getState().commitPending();
          const next = followOther(game.getState(), theirs.value);
          if (!next) return;
          loading = true; // the same table, not a new game: no new entry
          game.setState(next.state);
          loading = false;
          for (const n of next.notes) notify(n);
        })
        .catch(() => {});
    },
    /**
     * Another tab saved its index: keep every table either tab lists, so a table added there is
     * not dropped from the list by this tab's next write. This tab's open table stays open.
     */
    async merge(text: string | null): Promise<void> {
      if (!text) return;
      return import('./tabs')
        .then(({ addedTables }) => {
          const added = addedTables(index().tables, text);
          if (added.length) setIndex({ tables: [...index().tables, ...added] });
        })
        .catch(() => {});
    },
  };
}

export type LibraryCore = ReturnType<typeof createLibrary>;
