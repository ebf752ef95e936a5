// The English of the engine's messages, which the browser's build leaves out of the engine's code
// (vite.config.ts `engineEnglishOut`): a chunk of its own, loaded after the first paint, or at
// once when a message is worded before that. Until it is in, such a message words as nothing,
// and the page draws again when it arrives.
import { englishSource } from '../rules/words';
import { i18n } from './i18n';

let loading: Promise<void> | null = null;

/** Loads the engine's English (once; a failed load is tried again next time). */
export function loadEnglishWords(): Promise<void> {
  return (loading ??= import('virtual:engine-english').then(
    (m) => {
      englishSource(m.default);
      // What was drawn without them draws again (I18nProvider listens for this).
      i18n.emit('change');
    },
    (e: unknown) => {
      loading = null;
      throw e;
    },
  ));
}

englishSource(null, () => void loadEnglishWords().catch(() => {}));
