// The English of the engine's messages, which the browser's build leaves out of the engine's code
// (vite.config.ts `engineEnglishOut`): a chunk of its own, loaded after the first paint, or at
// once when a message is worded before that. Until it is in, such a message words as nothing,
// and the page draws again when it arrives.
import { englishSource } from '../rules/words';
import { i18n } from './i18n';
import { drawAgainOnLoad } from './react';

/** A load React's `use` reads at once when it is done (the `status` it looks for), as i18n.ts's. */
type Load = Promise<void> & { status?: 'fulfilled' };
let loading: Load | null = null;
/** When a load last failed: tried again only after a pause, never in a loop of renders. */
let failedAt = -Infinity;
const RETRY_MS = 10_000;

/**
 * Loads the engine's English, once. It never fails: offline before its chunk was stored, the
 * messages word as nothing, and the load is tried again when one is next worded, after a pause.
 */
export function loadEnglishWords(): Promise<void> {
  if (
    loading &&
    (loading.status !== 'fulfilled' || failedAt < 0 || Date.now() - failedAt < RETRY_MS)
  )
    return loading;
  failedAt = -Infinity;
  const load: Load = import('virtual:engine-english').then(
    (m) => {
      englishSource(m.default);
      load.status = 'fulfilled';
      // What was drawn without them draws again (I18nProvider listens for this, drawAgainOnLoad).
      i18n.emit('change');
    },
    () => {
      // Settled, so a component waiting for it draws (with the words it has) rather than wait.
      failedAt = Date.now();
      load.status = 'fulfilled';
    },
  );
  return (loading = load);
}

englishSource(null, () => {
  drawAgainOnLoad();
  void loadEnglishWords();
});
