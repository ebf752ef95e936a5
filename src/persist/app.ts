// The app's library: the game store saved to this browser's localStorage. Started once, before
// the first render, so a reload opens the table where it was.
import { gameStore } from '../store/gameStore';
import { dismissNotice, pushNotice } from '../store/notices';
import { createLibrary, type LibraryCore } from './library';
import type { StorageLike } from './storage';

let library: LibraryCore | null = null;

/** A stand-in when the browser gives no storage (some private modes): works until the tab closes. */
function memoryStorage(): StorageLike {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

export function startLibrary(): LibraryCore {
  if (library) return library;
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
  library = createLibrary(storage, gameStore, pushNotice, dismissNotice);
  const lib = library;
  // Closing, reloading or switching away from the tab writes anything still pending, life-counter
  // taps still being gathered included.
  const save = () => {
    gameStore.getState().commitPending();
    lib.flush();
  };
  window.addEventListener('pagehide', save);
  // Coming back to the tab, or another tab changing storage (deleting a table, say), may have made
  // room for what storage refused: try again at once rather than at the next retry.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden' || lib.pending()) save();
  });
  window.addEventListener('storage', (e) => {
    if (lib.pending()) lib.flush();
    if (e.key === 'table-sense') void lib.merge(e.newValue);
    else if (e.key?.startsWith('table-sense:table:')) void lib.follow(e.key, e.newValue);
  });
  // Leaving while storage still refuses loses what is only kept in this page: the browser asks
  // first (the sticky notice has said what is not saved).
  window.addEventListener('beforeunload', (e) => {
    save();
    if (lib.pending()) {
      e.preventDefault();
      e.returnValue = ''; // older browsers ask only when this is set
    }
  });
  return library;
}

export function getLibrary(): LibraryCore {
  return library ?? startLibrary();
}
