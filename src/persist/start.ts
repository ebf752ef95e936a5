// The saved table, read before the first render so a reload opens where it was. Only reading is
// here: the library that saves every change, and its notices, load after the first paint
// (persist/app.ts), so the first screen does not wait for them.
import { gameStore } from '../store/gameStore';
import { pushNotice } from '../store/notices';
import { loadLibrary, type Loaded, type StorageLike } from './read';
import { showFacts } from './show';

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
