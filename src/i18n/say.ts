// The engine's messages (src/rules/words.ts) in the language shown. English is worded by the
// engine itself (in the browser, from the English the page loads after the first paint:
// ./englishWords.ts); another language's translations are in the `engine` catalog, loaded the
// first time one is said (until it is in, the English shows, or nothing before the English is
// in, and the page draws again when it arrives).
import { use, type Usable } from 'react';
import { shortName } from '../rules/shortName';
import { DATE_WORDS, english, isWords, type WordValue, type Words } from '../rules/words';
import { loadEnglishWords } from './englishWords';
import { i18n, needCatalog } from './i18n';
import { listWords } from './list';
import { drawAgainOnLoad, useLingui } from './react';

/**
 * A day as the language writes it, short ("27. Nov. 2026", "2026年11月27日"), from its catalog's
 * month names and order (rules/words.ts DATE_WORDS): no Intl date format to load as a link opens.
 */
function dateIn(time: number): string {
  const d = new Date(time);
  const month = i18n._(DATE_WORDS.months.id).split(' ')[d.getMonth()]!;
  return i18n._(DATE_WORDS.day.id, {
    day: String(d.getDate()),
    month,
    year: String(d.getFullYear()),
  });
}

function valueOf(v: WordValue): string | number {
  if (typeof v === 'string' || typeof v === 'number') return v;
  if (isWords(v)) return say(v);
  if ('date' in v) return dateIn(v.date);
  if ('cut' in v) return shortName(say(v.cut), v.max);
  return listWords(
    v.list.map((x) => (typeof x === 'string' ? x : say(x))),
    v.narrow ? 'narrow' : 'long',
  );
}

/** A message of the engine's (or a string it still words itself) in the language shown. */
export function say(w: Words | string): string {
  if (typeof w === 'string') return w;
  const locale = i18n.locale;
  if (!locale || locale === 'en') return english(w);
  if (i18n.messages[w.id] === undefined) {
    drawAgainOnLoad();
    void needCatalog('engine');
    return english(w);
  }
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(w.values ?? {})) values[k] = valueOf(v);
  return i18n._(w.id, values);
}

/** The same, with its first letter capitalised (a history line starts a sentence). */
export const sayCapital = (w: Words | string) => {
  const s = say(w);
  return s.charAt(0).toUpperCase() + s.slice(1);
};

/**
 * Loads the engine's words in the language shown (in English, its English): for code about to say
 * one at once (a file's refusal, an announcement). Never fails; offline, they word as they can.
 */
export const loadEngineWords = (): Promise<void> =>
  i18n.locale && i18n.locale !== 'en'
    ? needCatalog('engine').then(
        () => {},
        () => {},
      )
    : loadEnglishWords();

/** A lazy part's loader that also loads the engine's words, side by side (as withCatalog). */
export const withEngineWords =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    Promise.all([load(), loadEngineWords()]).then(([m]) => m);

/**
 * For a component about to say the engine's messages (`needed`) on its first frame: it waits
 * (suspends) until their catalog is in (in English, their English), so they never show in
 * English first, nor as nothing; and draws again when the language changes.
 */
export function useEngineWords(needed: boolean): void {
  useLingui();
  if (!needed) return;
  const locale = i18n.locale;
  use((locale && locale !== 'en' ? needCatalog('engine') : loadEnglishWords()) as Usable<void>);
}
