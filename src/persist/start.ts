// The saved table, read before the first render so a reload opens where it was. Only reading is
// here: the library that saves every change, and its notices, load after the first paint
// (persist/app.ts), so the first screen does not wait for them. A first visit reads nothing; saved
// tables are read by the reader (read.ts, with the scenario reader), loaded first, and a table
// whose log holds an extended event (a designation, a die, a latecomer: rules/events/all.ts)
// waits for those events' code too.
import { gameStore } from '../store/gameStore';
import { words } from '../rules/words';
import { noteOf, pushNotice } from '../store/notices';
import { emptyIndex, INDEX_KEY, type StorageLike } from './keys';
import type { Loaded } from './read';
import { showFacts } from './show';

export interface Opened {
  storage: StorageLike;
  /** What was read, already shown: its table is in the game store. */
  loaded: Loaded;
}

/**
 * The title of a notice that says tables are not saved this session (here and library.ts). Not in
 * names.ts: that module's names are not needed before the first paint.
 */
export const NOT_SAVED_TITLE = words(
  /*i18n*/ { id: 'persist.notSaving.title', message: 'Tables are not being saved' },
);

let opened: Opened | Promise<Opened> | null = null;

/** A stand-in when the browser gives no storage (some private modes): works until the tab closes. */
function memoryStorage(): StorageLike {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

/**
 * Reads the saved library once and shows its open table: at once on a first visit (nothing is
 * saved), else a promise, settled once the reader (and any extended events it needs) loaded.
 */
export function openSaved(): Opened | Promise<Opened> {
  if (opened) return opened;
  let storage: StorageLike;
  try {
    storage = window.localStorage;
    storage.getItem('table-sense');
  } catch {
    storage = memoryStorage();
    pushNotice(
      noteOf({
        tone: 'error',
        title: NOT_SAVED_TITLE,
        body: words(
          /*i18n*/ {
            id: 'persist.noStorage.body',
            message:
              'This browser does not let the app use its storage, so tables are kept only until this tab closes. Everything else works; use Share or Export to keep a table.',
          },
        ),
      }),
    );
  }
  let saved: string | null = null;
  try {
    saved = storage.getItem(INDEX_KEY);
  } catch {
    // read.ts says what it can of storage that throws; a first visit has nothing to read
  }
  // A first visit: nothing saved, nothing to read (the reader and Valibot stay unloaded).
  if (saved === null) {
    const loaded: Loaded = { index: emptyIndex(), current: null, problems: [] };
    return (opened = { storage, loaded });
  }
  // Saved tables: the reader (and the extended events, if the open table holds one) load first.
  const reading = import('./read').then(async (read) => {
    // If the code cannot load (offline without a cache), reading still goes ahead: the table is
    // refused with a message and kept aside, never lost.
    await Promise.all([
      read.needsAllEvents(storage) && import('../rules/events/all').catch(() => {}),
      read.needsTurnMarkers(storage) && import('../rules/turns/load').catch(() => {}),
    ]);
    const loaded = read.loadLibrary(storage);
    if (loaded.current) showFacts(gameStore, loaded.current, loaded.index.prefs);
    else gameStore.setState((s) => ({ ui: { ...s.ui, ...loaded.index.prefs } }));
    return (opened = { storage, loaded });
  });
  // The reader could not load: the page shows the default table and says why, and nothing is
  // saved over the tables it could not read (the library never starts).
  reading.catch(() =>
    pushNotice(
      noteOf({
        tone: 'error',
        title: words(
          /*i18n*/ {
            id: 'persist.notLoaded.title',
            message: 'Your saved tables could not be opened',
          },
        ),
        body: words(
          /*i18n*/ {
            id: 'persist.notLoaded.body',
            message:
              'Part of the app did not load. Your tables are still saved in this browser: reload the page to open them. Until then, nothing you do here is saved.',
          },
        ),
      }),
    ),
  );
  return (opened = reading);
}
