// The React side of Lingui, as small as the start-up code needs it: a provider that draws again
// when the language changes (or a catalog loaded may mend a missing message), and `useLingui`, which Lingui's macros call (lingui.config.ts
// `runtimeConfigModule`, by the `#i18n/react` import in package.json). @lingui/react's own provider
// is the same idea; it comes with <Trans> and its tag parser, which only later screens use
// (./Trans.tsx), so it stays out of the first download.
import type { I18n } from '@lingui/core';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';

export interface LinguiContext {
  i18n: I18n;
  /** Translates a message: what the macros' `t` calls. */
  _: I18n['_'];
}

const Context = createContext<LinguiContext | null>(null);

/** A message was looked up and not found since the provider last drew: a catalog loaded may mend it. */
let missed = false;
const watched = new WeakSet<I18n>();

/** What the provider gives its page, and the language it was made in. */
export interface Shown {
  locale: string;
  value: LinguiContext;
}

/** Notes `i18n`'s missing messages (once per instance). */
export function watchI18n(i18n: I18n): void {
  if (watched.has(i18n)) return;
  watched.add(i18n);
  i18n.on('missing', () => (missed = true));
}

/**
 * Something was drawn without its words (the engine's, before their catalog or English came:
 * say.ts, englishWords.ts): the next catalog loaded draws the page again, as a missing message does.
 */
export function drawAgainOnLoad(): void {
  missed = true;
}

export const firstShown = (i18n: I18n): Shown => ({
  locale: i18n.locale,
  value: { i18n, _: i18n._.bind(i18n) },
});

/**
 * After a change: another language draws everything again (a new value). A catalog loaded in the
 * same language does not: what shows its words waited for it (useCatalog, withCatalog), so drawing
 * the whole page again for each catalog loaded after the first paint (a long task each on a slow
 * phone) would change nothing, unless a message was missing since (the page then mends itself).
 */
export const nextShown = (shown: Shown, i18n: I18n): Shown =>
  shown.locale === i18n.locale && !missed ? shown : ((missed = false), firstShown(i18n));

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  watchI18n(i18n);
  const [state, setState] = useState(() => firstShown(i18n));
  useEffect(() => {
    const update = () => setState((shown) => nextShown(shown, i18n));
    const stop = i18n.on('change', update);
    // A change before this listened (a language shown, a message missing): caught up now.
    update();
    return stop;
  }, [i18n]);
  return <Context value={state.value}>{children}</Context>;
}

/** The language shown and its translate function; a component calling it draws again on a change. */
export function useLingui(): LinguiContext {
  const context = use(Context);
  if (!context) throw new Error('useLingui: no I18nProvider above this component (main.tsx)');
  return context;
}
