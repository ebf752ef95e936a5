// Loaded on its own after the page has loaded (see main.tsx), so offline support costs the
// first screen nothing.
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './register';
import { UpdateNotice } from './UpdateNotice';

export function startOffline(): void {
  const base = import.meta.env.BASE_URL;
  void registerServiceWorker(navigator.serviceWorker, {
    url: `${base}sw.js`,
    scope: base,
    onUpdateReady: showUpdateNotice,
    reload: () => window.location.reload(),
  }).then((registration) => {
    if (!registration) return;
    // A phone can keep the app open for days: look for a new version whenever it comes back.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') registration.update().catch(() => {});
    });
  });
}

function showUpdateNotice(apply: () => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const dismiss = () => {
    root.unmount();
    host.remove();
  };
  root.render(<UpdateNotice onReload={apply} onLater={dismiss} />);
}
