// The saved table, read before the first render so a reload opens where it was. Only reading is
// here: the library that saves every change, and its notices, load after the first paint
// (persist/app.ts), so the first screen does not wait for them.
import type { GameStore } from '../store/gameStore';
import { gameStore } from '../store/gameStore';
import { pushNotice } from '../store/notices';
import type { LibraryCore } from './library';
import {
  loadLibrary,
  type LibraryIndex,
  type Loaded,
  type StorageLike,
  type TableFacts,
} from './read';

export interface Opened {
  storage: StorageLike;
  /** What was read, already shown: its table is in the game store. */
  loaded: Loaded;
}

let opened: Opened | null = null;

/** A stand-in when the browser gives no storage (some private modes): works until the tab closes. */
function memoryStorage(): StorageLike {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

/** Puts a table's facts (and the device's preferences) into the game store. */
export function showFacts(game: GameStore, facts: TableFacts, prefs?: LibraryIndex['prefs']): void {
  game.setState((s) => ({
    setup: facts.setup,
    log: facts.log,
    cursor: facts.cursor,
    refusal: null,
    rematchOf: null,
    ui: { ...s.ui, ...prefs, selected: null, hovered: null },
  }));
}

/** Reads the saved library once and shows its open table. */
export function openSaved(): Opened {
  if (opened) return opened;
  let storage: StorageLike;
  try {
    storage = window.localStorage;
    storage.getItem('table-sense');
  } catch {
    storage = memoryStorage();
    pushNotice({
      tone: 'error',
      title: 'Tables are not being saved',
      body: 'This browser does not let the app use its storage, so tables are kept only until this tab closes. Everything else works; use Share or Export to keep a table.',
    });
  }
  const loaded = loadLibrary(storage);
  if (loaded.current) showFacts(gameStore, loaded.current, loaded.index.prefs);
  else gameStore.setState((s) => ({ ui: { ...s.ui, ...loaded.index.prefs } }));
  opened = { storage, loaded };
  return opened;
}

let library: Promise<LibraryCore> | null = null;

/** The library, started on first need (a link to open) or after the first paint, whichever first. */
export function libraryReady(): Promise<LibraryCore> {
  library ??= import('./app').then((m) => m.startLibrary());
  return library;
}
