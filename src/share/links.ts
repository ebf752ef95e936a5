// Table links in the address: `#t<version>.<data>`. Only this check is loaded at start; the
// decoder and the rest come in their own chunk when a link is there. Other fragments (such as
// `#lesson=…`) belong to other features and are left alone.
import type { LibraryCore, Notify } from '../persist/library';

import { isTableLink } from './linkFormat';

export { isTableLink } from './linkFormat';

/** Opens the address's table link now and whenever the fragment changes. */
export function watchTableLinks(library: LibraryCore, notify: Notify): void {
  const clear = () => history.replaceState(history.state, '', location.pathname + location.search);
  const check = () => {
    // A live table (src/live, a lazy chunk) follows its room instead of a snapshot.
    if (location.hash.startsWith('#live='))
      return void import('../live/session').then((m) => m.openLiveLink(location.hash, library));
    if (!isTableLink(location.hash)) return;
    import('./openLink')
      .then((m) => m.openTableLink(location.hash, library, notify, clear))
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
