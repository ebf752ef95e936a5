// The languages the app speaks (the eleven Magic is printed in) and which one a device starts in:
// its own choice, kept on the device, else the browser's preference. Nothing else carries a
// language: links, live rooms, files and saved tables are the same in every one.

/** BCP 47 tags; each has a folder of catalogs in ./locales/. English is the source. */
export const LOCALES = [
  'en',
  'de',
  'fr',
  'it',
  'es',
  'pt-BR',
  'ja',
  'ko',
  'ru',
  'zh-Hans',
  'zh-Hant',
] as const;
export type Locale = (typeof LOCALES)[number];
/** A locale, or the pseudo-locale that shows which words are not yet in a catalog. */
export type Language = Locale | 'pseudo';

export const SOURCE_LOCALE: Locale = 'en';

/** The app's name: a name, the same in every language (never a message). */
export const APP_NAME = 'Table Sense';

/** Each language named in itself, as the picker lists them. */
export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ko: '한국어',
  ru: 'Русский',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  pseudo: 'Ƥşḗŭḓǿ (pseudo)',
};

/** The device's choice in localStorage (public/first-paint.js reads it too). */
export const LANGUAGE_KEY = 'table-sense:language';
/** `?lang=de` picks a language as the picker does (and `?lang=pseudo` the pseudo-locale). */
export const LANGUAGE_PARAM = 'lang';

export const isLanguage = (x: unknown): x is Language =>
  x === 'pseudo' || (LOCALES as readonly unknown[]).includes(x);

/** `<html lang>`: the pseudo-locale is English with accents, by convention "en-XA". */
export const htmlLang = (language: Language) => (language === 'pseudo' ? 'en-XA' : language);

/**
 * The first of the browser's languages we have, in its order of preference: "de-AT" → "de",
 * any Portuguese → "pt-BR", Chinese written in traditional characters (zh-Hant, or Taiwan, Hong
 * Kong and Macau without a script) → "zh-Hant", any other Chinese → "zh-Hans". Null for none.
 */
export function matchLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const parts = tag.toLowerCase().split(/[-_]/);
    const primary = parts[0];
    if (primary === 'zh') {
      if (parts.includes('hant')) return 'zh-Hant';
      if (parts.includes('hans')) return 'zh-Hans';
      return parts.some((p) => p === 'tw' || p === 'hk' || p === 'mo') ? 'zh-Hant' : 'zh-Hans';
    }
    if (primary === 'pt') return 'pt-BR';
    const found = LOCALES.find((l) => l === primary);
    if (found) return found;
  }
  return null;
}

/**
 * The language to start in: the address's `?lang=` (a picker's choice by link, kept like one),
 * else the device's choice, else the browser's languages, else English.
 */
export function startingLanguage(given: {
  param: string | null;
  stored: string | null;
  browser: readonly string[];
}): { language: Language; fromParam: boolean } {
  if (isLanguage(given.param)) return { language: given.param, fromParam: true };
  if (isLanguage(given.stored)) return { language: given.stored, fromParam: false };
  return { language: matchLocale(given.browser) ?? SOURCE_LOCALE, fromParam: false };
}
