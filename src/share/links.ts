// Shared links in the address: a table link (`#t<version>.<data>`) or a live table (`#live=…`,
// `#view=…`), as the router reads them. Only this watcher is loaded at start; the decoder and the
// rest come in their own chunk when a link is there. Other routes belong to other features and are left alone.
import type { LibraryCore, Notify } from '../persist/library';
import { currentRoute, navigate, TABLE } from '../router/router';
import { whileOpening } from './opening';
import { noteOf } from '../store/notices';
import { words, type Words } from '../rules/words';

export { isTableLink } from './linkFormat';

/** Opens the address's link now and whenever the fragment changes. */
export function watchTableLinks(
  library: () => Promise<LibraryCore>,
  notify: Notify,
  // What must be ready before a shared table shows, for its notice to come in the same frame.
  beforeTable: () => Promise<void> = () => Promise.resolve(),
): void {
  const clear = () => navigate(TABLE, 'replace');
  // The link's code did not load (offline before it was stored, or an update replaced it): say
  // so, whichever kind of link; the table on the device is untouched.
  const failed = (title: Words) => () =>
    notify(
      noteOf({
        tone: 'error',
        title,
        body:
          typeof navigator !== 'undefined' && navigator.onLine === false
            ? words(
                /*i18n*/ {
                  id: 'link.chunk.offline',
                  message:
                    'Part of the app is not stored on this device yet and you are offline. Your current table is unchanged.',
                },
              )
            : words(
                /*i18n*/ {
                  id: 'link.chunk.updated',
                  message:
                    'The app has been updated and needs a reload to open links. Reload the page: your current table is unchanged, and the link opens after the reload.',
                },
              ),
      }),
    );
  const check = () => {
    const route = currentRoute();
    // A live table (src/live, a lazy chunk) follows its room instead of a snapshot.
    // Until it is open the page says so instead of showing a table (./opening.ts).
    if (route.kind === 'live' || route.kind === 'view')
      return whileOpening(
        'live',
        Promise.all([import('./liveLink'), library()])
          .then(([m, lib]) => m.openLive(location.hash, lib))
          .catch(
            failed(
              words(
                /*i18n*/ {
                  id: 'link.live.failed',
                  message: 'The live table could not be opened',
                },
              ),
            ),
          ),
      );
    if (route.kind !== 'tableLink') return;
    const opening = Promise.all([import('./openLink'), library(), beforeTable()])
      .then(([m, lib]) => m.openTableLink(route.fragment, lib, notify, clear))
      .catch(
        failed(words(/*i18n*/ { id: 'link.failed', message: 'The link could not be opened' })),
      );
    whileOpening('table', opening, route.fragment);
  };
  check();
  window.addEventListener('hashchange', check);
}
