// Shared links in the address: a table link (`#t<version>.<data>`) or a live table (`#live=…`,
// `#view=…`), as the router reads them. Only this watcher is loaded at start; the decoder and the
// rest come in their own chunk when a link is there. Other routes belong to other features and are left alone.
import type { LibraryCore, Notify } from '../persist/library';
import { currentRoute, navigate, TABLE } from '../router/router';

export { isTableLink } from './linkFormat';

/** Opens the address's link now and whenever the fragment changes. */
export function watchTableLinks(library: () => Promise<LibraryCore>, notify: Notify): void {
  const clear = () => navigate(TABLE, 'replace');
  const check = () => {
    const route = currentRoute();
    // A live table (src/live, a lazy chunk) follows its room instead of a snapshot.
    if (route.kind === 'live' || route.kind === 'view')
      return void Promise.all([import('../live/session'), library()]).then(([m, lib]) =>
        m.openLiveLink(location.hash, lib),
      );
    if (route.kind !== 'tableLink') return;
    Promise.all([import('./openLink'), library()])
      .then(([m, lib]) => m.openTableLink(route.fragment, lib, notify, clear))
      .catch(() =>
        notify({
          tone: 'error',
          title: 'The link could not be opened',
          body:
            typeof navigator !== 'undefined' && navigator.onLine === false
              ? 'Part of the app is not stored on this device yet and you are offline. Your current table is unchanged.'
              : 'The app has been updated and needs a reload to open links. Reload the page: your current table is unchanged, and the link opens after the reload.',
        }),
      );
  };
  check();
  window.addEventListener('hashchange', check);
}
