// The language shown, and the catalogs loaded for it. Messages are Lingui's (docs/translating.md):
// a component writes them with the macros, and this module makes sure the catalogs they are in
// are loaded before they show. English's shell catalog is in the start-up code, so an English
// start waits for nothing; another language's shell catalog (a small chunk) is loaded before the
// first render (main.tsx), and a screen's catalog with the screen's own chunk.
import { i18n } from '@lingui/core';
import { useLingui } from './react';
import { use, type Usable } from 'react';
import { CATALOG_NAMES, englishShell, loadCatalog, type CatalogName } from './catalogs';
import {
  htmlLang,
  isLanguage,
  LANGUAGE_KEY,
  LANGUAGE_PARAM,
  startingLanguage,
  type Language,
} from './locales';

export { i18n };

/** A load React's `use` reads at once when it is done (the `status` and `value` it looks for). */
type Load = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const loads = new Map<string, Load>();
const done: Load = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
i18n.load('en', englishShell);
loads.set('en/shell', done);

/** The catalogs the screens shown so far need: a language picked later loads them all. */
const used = new Set<CatalogName>(['shell']);
/** The language last asked for (a slower catalog never overrides a later choice). */
let wanted: Language | null = null;

function load(language: Language, name: CatalogName): Load {
  const key = `${language}/${name}`;
  let p = loads.get(key);
  if (!p) {
    const loading: Load = loadCatalog(language, name).then((messages) => {
      i18n.load(language, messages);
      loading.status = 'fulfilled';
    });
    // A failed load (offline before the chunk was stored) is tried again next time.
    loading.catch(() => loads.delete(key));
    loads.set(key, (p = loading));
  }
  return p;
}

const isDone = (language: Language, name: CatalogName) =>
  loads.get(`${language}/${name}`)?.status === 'fulfilled';

function activate(language: Language) {
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
}

/**
 * Shows the app in `language` once the catalogs of the screens in use are loaded. Null when that
 * happened at once (nothing to load); otherwise a promise that settles when it is shown.
 */
export function showLanguage(language: Language): Promise<void> | null {
  wanted = language;
  const missing = [...used].filter((name) => !isDone(language, name));
  if (missing.length === 0) {
    activate(language);
    return null;
  }
  return Promise.all(missing.map((name) => load(language, name))).then(
    () => {
      if (wanted === language) activate(language);
    },
    () => {
      // Not loaded (offline before it was stored): the page stays in the language it shows, and
      // a first render is in English rather than never.
      if (wanted === language) wanted = null;
      if (!i18n.locale) activate('en');
    },
  );
}

/** The picker's choice: kept on this device only, and shown at once. */
export function chooseLanguage(language: Language): Promise<void> | null {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // no storage (private mode, full): shown for this visit only
  }
  return showLanguage(language);
}

/** The language a page starts in (locales.ts), shown; null when it is shown already. */
export function startLanguage(): Promise<void> | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // no storage: the browser's preference
  }
  const url = new URL(location.href);
  const param = url.searchParams.get(LANGUAGE_PARAM);
  const { language, fromParam } = startingLanguage({
    param,
    stored,
    browser: navigator.languages ?? [navigator.language],
  });
  if (param !== null) {
    // Kept like a choice, and taken out of the address: links made from it carry no language.
    url.searchParams.delete(LANGUAGE_PARAM);
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    if (fromParam) return chooseLanguage(language);
  }
  return showLanguage(language);
}

/**
 * Loads a catalog in the language shown (and the one being switched to): a screen's lazy import
 * asks for it beside its chunk, so both arrive together.
 */
export function needCatalog(name: CatalogName): Load {
  used.add(name);
  if (wanted && isLanguage(i18n.locale) && wanted !== i18n.locale) void load(wanted, name);
  // Before the first language is shown (its shell still loading), the one about to be.
  return load(isLanguage(i18n.locale) ? i18n.locale : (wanted ?? 'en'), name);
}

/**
 * A lazy part's loader that also loads the catalog its words are in, side by side: for
 * `lazy(withCatalog('table', () => import('./TableMode')))`, so it never draws before its words.
 */
export const withCatalog =
  <T>(name: CatalogName, load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    Promise.all([load(), needCatalog(name)]).then(([m]) => m);

/**
 * For a component whose messages are in `name`: it waits (suspends) until that catalog is loaded
 * in the language shown, wherever it is drawn (SetupChart also shows on a phone joining a live
 * gathering), and draws again when the language changes.
 */
export function useCatalog(name: CatalogName): void {
  useLingui();
  // A load is a promise React tracks (status "fulfilled" once done), typed as one.
  use(needCatalog(name) as Usable<void>);
}

// Last resort, in the browser: a message missing from the catalogs loaded (a component that forgot
// useCatalog) loads every catalog of the language, so the page mends itself instead of showing
// a message's id.
if (typeof window !== 'undefined')
  i18n.on('missing', ({ locale }) => {
    if (!isLanguage(locale)) return;
    for (const name of CATALOG_NAMES) {
      used.add(name);
      void load(locale, name);
    }
  });
