// Table links in the address: `#t<version>.<data>`. Only this check is loaded at start; the
// decoder and the rest come in their own chunk when a link is there. Other fragments (such as
// `#lesson=…`) belong to other features and are left alone.
import type { LibraryCore, Notify } from '../persist/library';

export const isTableLink = (fragment: string) => /^#?t[0-9]+\./.test(fragment);

/** Opens the address's table link now and whenever the fragment changes. */
export function watchTableLinks(library: LibraryCore, notify: Notify): void {
  const clear = () => history.replaceState(history.state, '', location.pathname + location.search);
  const check = () => {
    if (!isTableLink(location.hash)) return;
    import('./openLink')
      .then((m) => m.openTableLink(location.hash, library, notify, clear))
      .catch(() =>
        notify({
          tone: 'error',
          title: 'The link could not be opened',
          body: 'Part of the app could not be loaded (are you offline?). Your current table is unchanged.',
        }),
      );
  };
  check();
  window.addEventListener('hashchange', check);
}
