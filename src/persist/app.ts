// The app's library: the game store saved to this browser's localStorage. Started once, after the
// first paint (or when a link needs it); the table itself was read before the first render
// (persist/start.ts), so a reload opens where it was.
// Every event: a table opened from the list, a file or another tab may hold any of them.
import '../rules/events/all';
// Grand Melee's turn markers: a table from the list may be one.
import '../rules/turns/load';
import { gameStore } from '../store/gameStore';
import { dismissNotice, pushNotice } from '../store/notices';
import { createLibrary, type LibraryCore } from './library';
import { openSaved, type Opened } from './start';

let library: LibraryCore | null = null;

/** Starts saving: the table read at start (persist/start.ts) is the one this library keeps. */
export async function startLibrary(): Promise<LibraryCore> {
  return library ?? begin(await openSaved());
}

function begin({ storage, loaded }: Opened): LibraryCore {
  if (library) return library;
  library = createLibrary(storage, gameStore, pushNotice, dismissNotice, loaded);
  const lib = library;
  // Games keep themselves as records from now on (after the library: a first start migrates).
  void import('./recordsApp').then((m) => m.startRecords());
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

/**
 * The library, started now if it has not yet (the tables panel). The page renders only once the
 * saved table is read (main.tsx), so by then reading it is done.
 */
export function getLibrary(): LibraryCore {
  if (library) return library;
  const opened = openSaved();
  if (opened instanceof Promise) throw new Error('The saved tables are still being read.');
  return begin(opened);
}
