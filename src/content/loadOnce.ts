// How each language's long texts load (rule summaries, "What changed" notes, lessons): once per
// language, as a promise React's `use` reads at once when it is done (the `status` and `value`
// it looks for), so a screen already drawn in that language never waits again.

/** A load `use` reads at once when it is done. */
export type Load<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * The same promise for `key` each time, marked fulfilled once done. `make` fetches (a promise)
 * or has the value at once (English, a language with no file). A failed fetch (offline before
 * the chunk was stored) is tried again next time.
 */
export function loadOnce<T>(loads: Map<string, Load<T>>, key: string, make: () => T | Promise<T>) {
  const held = loads.get(key);
  if (held) return held;
  const made = make();
  let load: Load<T>;
  if (made instanceof Promise) {
    const loading: Load<T> = made.then((value) => {
      Object.assign(loading, { status: 'fulfilled', value });
      return value;
    });
    loading.catch(() => loads.delete(key));
    load = loading;
  } else load = Object.assign(Promise.resolve(made), { status: 'fulfilled' as const, value: made });
  loads.set(key, load);
  return load;
}
