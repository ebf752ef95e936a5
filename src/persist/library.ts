// The saved-tables library and the link between it and the game store: the open table saves
// itself after every change (written after the frame is painted, so a turn click stays fast, and
// flushed when the page is hidden or closed). Adding, opening, renaming, duplicating and deleting
// tables live in operations.ts, loaded with the panels that use them. Works on any game store
// and storage, so tests make their own.
import { createStore } from 'zustand';
import type { GameStore, GameStoreState } from '../store/gameStore';
import { variantLabel } from '../ui/labels';
import {
  describeProblem,
  loadLibrary,
  newId,
  writeIndex,
  writeTable,
  type LibraryIndex,
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

export type Notify = (n: { tone: 'error' | 'info'; title: string; body: string }) => void;

/** A name for a new table: its title, else its variant, and the date. */
export function defaultName(facts: Pick<TableFacts, 'setup'>, now = new Date()): string {
  const { title, variant } = facts.setup;
  const base = typeof title === 'string' && title.trim() ? title.trim() : variantLabel(variant);
  const date = now.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return `${base.slice(0, 80)} · ${date}`;
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

export function createLibrary(storage: StorageLike, game: GameStore, notify: Notify) {
  const loaded = loadLibrary(storage);
  for (const p of loaded.problems)
    notify({ tone: 'error', title: 'Saved data could not be read', body: describeProblem(p) });
  // If unreadable data could not be kept aside, do not write over it this session.
  const writable = !loaded.problems.some((p) => p.keptAs === null && p.why !== 'it is missing');
  if (!writable)
    notify({
      tone: 'error',
      title: 'Tables are not being saved',
      body: 'The saved data could not be read or copied aside, so this session will not write over it. The table works; changes are kept only until the page closes.',
    });

  const store = createStore<LibraryState>()(() => ({ index: loaded.index, deleted: null }));
  const index = () => store.getState().index;
  const setIndex = (patch: Partial<LibraryIndex>) =>
    store.setState((s) => ({ index: { ...s.index, ...patch } }));

  let loading = false;
  const load = (facts: TableFacts, prefs?: LibraryIndex['prefs']) => {
    loading = true;
    game.setState((s) => ({
      setup: facts.setup,
      log: facts.log,
      cursor: facts.cursor,
      refusal: null,
      ui: { ...s.ui, ...prefs, screen: 'table', selected: null, hovered: null },
    }));
    loading = false;
  };

  if (loaded.current) load(loaded.current, loaded.index.prefs);
  else game.setState((s) => ({ ui: { ...s.ui, ...loaded.index.prefs } }));

  // ---- writing ----
  let dirtyTable = false;
  let dirtyIndex = false;
  let scheduled = false;
  let warnedFull = false;
  const failed = () => {
    if (warnedFull) return;
    warnedFull = true;
    notify({
      tone: 'error',
      title: 'This table could not be saved',
      body: "The browser's storage refused the write (it may be full or disabled). The table still works; delete saved tables you no longer need, or export this one to a file.",
    });
  };

  function flush(): void {
    scheduled = false;
    if (!writable) return;
    const id = index().currentId;
    if (dirtyTable && id) {
      dirtyTable = false;
      if (!writeTable(storage, id, factsOf(game.getState()))) failed();
      const now = Date.now();
      setIndex({ tables: index().tables.map((t) => (t.id === id ? { ...t, updated: now } : t)) });
      dirtyIndex = true;
    }
    if (dirtyIndex) {
      dirtyIndex = false;
      if (!writeIndex(storage, index())) failed();
    }
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
    if (writable && !writeTable(storage, entry.id, facts)) failed();
    const tables = [...index().tables];
    const at = after ? tables.findIndex((t) => t.id === after) + 1 : tables.length;
    tables.splice(at > 0 ? at : tables.length, 0, entry);
    setIndex({ tables });
    return entry;
  }

  // The open table always has an entry.
  if (!index().currentId) {
    const facts = factsOf(game.getState());
    setIndex({ currentId: addEntry(facts, defaultName(facts)).id });
  }

  // Write the index once at start: a migrated or repaired index replaces the stored one.
  dirtyIndex = true;
  schedule();

  let last = game.getState();
  game.subscribe((s) => {
    const prev = last;
    last = s;
    if (s.ui.theme !== prev.ui.theme || s.ui.keepAwake !== prev.ui.keepAwake) {
      setIndex({ prefs: { theme: s.ui.theme, keepAwake: s.ui.keepAwake } });
    }
    if (s.setup === prev.setup && s.log === prev.log && s.cursor === prev.cursor) return;
    if (!loading && s.setup !== prev.setup) {
      // A new game from the setup screen. A table with a history stays in the library as it was
      // and the new game gets an entry of its own; an untouched table is simply replaced.
      const id = index().currentId;
      if (prev.log.length > 0 || !id) {
        if (id && writable && !writeTable(storage, id, factsOf(prev))) failed();
        const entry = addEntry(factsOf(s), defaultName(factsOf(s)), id ?? undefined);
        setIndex({ currentId: entry.id });
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
    dirtyTable = true;
    schedule();
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
    failed,
    /**
     * Another tab saved its index: keep every table either tab lists, so a table added there is
     * not dropped from the list by this tab's next write. This tab's open table stays open.
     */
    merge(text: string | null): void {
      if (!text) return;
      let other: unknown;
      try {
        other = JSON.parse(text);
      } catch {
        return;
      }
      const tables = (other as { tables?: unknown })?.tables;
      if (!Array.isArray(tables)) return;
      const known = new Set(index().tables.map((t) => t.id));
      const added = tables.filter(
        (t): t is TableEntry =>
          typeof t?.id === 'string' && typeof t?.name === 'string' && !known.has(t.id),
      );
      if (added.length) setIndex({ tables: [...index().tables, ...added] });
    },
  };
}

export type LibraryCore = ReturnType<typeof createLibrary>;
