// The React side of Lingui, as small as the start-up code needs it: a provider that draws again
// when the language or its catalogs change, and `useLingui`, which Lingui's macros call (lingui.config.ts
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

/** How many times the language or a catalog changed: a change before the provider listens is seen. */
let changes = 0;
const watched = new WeakSet<I18n>();

const contextOf = (i18n: I18n): LinguiContext => ({ i18n, _: i18n._.bind(i18n) });

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  if (!watched.has(i18n)) {
    watched.add(i18n);
    i18n.on('change', () => changes++);
  }
  const [state, setState] = useState(() => ({ seen: changes, value: contextOf(i18n) }));
  useEffect(() => {
    const update = () => setState({ seen: changes, value: contextOf(i18n) });
    const stop = i18n.on('change', update);
    if (changes !== state.seen) update();
    return stop;
    // Subscribed once per i18n; `state.seen` is read only to catch a change made before it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n]);
  return <Context value={state.value}>{children}</Context>;
}

/** The language shown and its translate function; a component calling it draws again on a change. */
export function useLingui(): LinguiContext {
  const context = use(Context);
  if (!context) throw new Error('useLingui: no I18nProvider above this component (main.tsx)');
  return context;
}
