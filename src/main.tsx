import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from './i18n/react';
import { App, preloadLessons } from './app/App';
import { LinkOpening } from './app/LinkOpening';
import { parseRoute } from './router/router';
import { ErrorBoundary } from './app/ErrorBoundary';
import { loadEnglishWords } from './i18n/englishWords';
import { i18n, startLanguage } from './i18n/i18n';
import './index.css';
import type { LibraryCore } from './persist/library';
import { openSaved } from './persist/start';
import { watchTableLinks } from './share/links';
import { useOpening } from './share/opening';
import { pushNotice } from './store/notices';
import { loadNotices } from './ui/Notices';
import { gameStore, GameStoreProvider } from './store/gameStore';
import { afterFirstPaint, firstPaint } from './ui/useAfterPaint';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The language first (English is in this code; another language's first catalog is a small
// chunk the first render waits for, so no word shows in the wrong language).
const language = startLanguage();

// The saved table first (a reload continues where it was), then any shared link in the address.
// Reading waits only when the table needs the extended events' code (persist/start.ts).
const opening = openSaved();
// The library that saves every change: started on first need (a link to open) or after the first
// paint, whichever comes first.
let library: Promise<LibraryCore> | null = null;
const libraryReady = () => (library ??= import('./persist/app').then((m) => m.startLibrary()));
// A shared table's notice is drawn with the table it opens (its list loads beside the link's code).
watchTableLinks(libraryReady, pushNotice, loadNotices);

// The prerendered first screen (scripts/prerender.mjs) is React's from its first commit on: the
// mark that may hide it (index.css), its inertness and its hiding from screen readers go, in the
// commit's own frame.
function ShellTaken() {
  useLayoutEffect(() => {
    root!.removeAttribute('data-shell');
    root!.removeAttribute('inert');
    root!.removeAttribute('aria-hidden');
  }, []);
  return null;
}

// A link in the address (a shared table, a live room) is opened before any table shows: the
// first table on screen is the linked one, never the example or saved table it replaces, which
// someone could tap End turn on meanwhile.
function Shown() {
  const opening = useOpening();
  return opening ? <LinkOpening kind={opening} /> : <App />;
}

// Over a prerendered first screen (first-paint.js marks <html data-first-screen>) the page is
// already on screen: React's first render of it is a transition, which yields to the browser every
// few milliseconds rather than holding the main thread in one long task (Total Blocking Time). With
// nothing drawn yet (a link, a saved table) it renders at once.
const prerendered = document.documentElement.hasAttribute('data-first-screen');
const render = () =>
  (prerendered ? startTransition : (draw: () => void) => draw())(() =>
    createRoot(root).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <ErrorBoundary>
            <GameStoreProvider value={gameStore}>
              <ShellTaken />
              <Shown />
            </GameStoreProvider>
          </ErrorBoundary>
        </I18nProvider>
      </StrictMode>,
    ),
  );
// An address that opens on the lessons loads them first, so the first render is the list itself.
const kind = parseRoute(location.hash).kind;
const lessons =
  kind === 'lessons' || kind === 'lesson' ? preloadLessons(language).catch(() => {}) : null;
if (opening instanceof Promise || lessons || language)
  void Promise.allSettled([opening, lessons, language]).finally(render);
else render();

// Saving every change starts after the first paint (a link in the address starts it sooner).
void firstPaint.then(libraryReady);
// The English of the engine's messages (every why and refusal), which the build keeps out of the
// start-up code: after the first paint, whatever the language (the page compares and keeps some
// in English: src/i18n/englishWords.ts).
void firstPaint.then(loadEnglishWords);

// Offline support (service worker and the update notice) in its own chunk, after the first
// screen; only in the build, where the worker exists.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const offline = () =>
    afterFirstPaint(() => import('./offline/startOffline'))
      .then((m) => m.startOffline())
      .catch(() => {});
  // After a prerendered first screen this code runs once it is painted, often after `load`.
  if (document.readyState === 'complete') offline();
  else window.addEventListener('load', offline);
}
