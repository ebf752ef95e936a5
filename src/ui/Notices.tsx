// The page's notices, drawn by a chunk fetched once the first screen is painted (most visits show
// none): the start-up JavaScript stays inside its budget.
import { lazy, Suspense } from 'react';
import { loadEnglishWords } from '../i18n/englishWords';
import { i18n, needCatalog, withCatalog } from '../i18n/i18n';
import { useEngineWords } from '../i18n/say';
import { useNotices } from '../store/notices';
import { afterFirstPaint } from './useAfterPaint';

type ListModule = typeof import('./NoticeList');
let loaded: ListModule | null = null;
// Its words are in the table's later catalog: drawn at once only when they are in.
const load = () => withCatalog('table', () => import('./NoticeList'))().then((m) => (loaded = m));
const list = afterFirstPaint(load).catch(() => ({ default: () => null }));
// A notice of the engine's (a link refused, a table opened: src/share) is in the `engine`
// catalog, loaded only when such a notice comes (13–16 KB, which most visits never need).
// In English, the engine's English (src/i18n/englishWords.ts); before the first language is shown
// (its words still loading), it is not English, so the engine's catalog loads in the language
// about to be.
const engineWords = () =>
  i18n.locale === 'en' ? loadEnglishWords() : needCatalog('engine').catch(() => {});
// Once loaded, read in the same render (a thenable that answers at once, as the lessons' is in
// App.tsx): one component either way, so a notice is never drawn twice nor announced twice.
const NoticeList = lazy(() =>
  loaded
    ? ({ then: (done: (m: ListModule) => void) => done(loaded!) } as Promise<ListModule>)
    : list,
);

/**
 * Loads the list now. A shared link's notice ("Shared table opened") comes with the table it
 * opened: drawn in the same frame, rather than pushing the table down once its chunk arrives.
 */
export const loadNotices = (): Promise<void> =>
  Promise.all([load(), engineWords()]).then(
    () => {},
    () => {},
  );

/** The list, once the engine's words its notices carry are in (never English first). */
function WithWords() {
  useEngineWords(useNotices().some((n) => n.words));
  return <NoticeList />;
}

/**
 * `over`: table mode fills the screen, so the notices float above it near the top (a link opened,
 * or refused, while the phone is in table mode still says so) rather than sit under it.
 */
export function Notices({ over = false }: { over?: boolean }) {
  const shown = useNotices().length > 0;
  if (!shown) return null;
  const list = (
    <Suspense fallback={null}>
      <WithWords />
    </Suspense>
  );
  return over ? (
    <div
      // Their tint is see-through on the page; over the seats, blurred behind and lifted. Only the
      // notices themselves take taps: the seats between and beside them stay usable.
      className="pointer-events-none fixed inset-x-0 top-14 z-40 [&_[data-testid=notice]]:pointer-events-auto [&_[data-testid=notice]]:shadow-lg [&_[data-testid=notice]]:backdrop-blur-md"
      data-testid="notices-over"
    >
      {list}
    </div>
  ) : (
    list
  );
}
