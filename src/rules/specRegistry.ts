// A registry of specs by id, as counters and designations keep them: a new one is added by code
// (a test, a house rule) and can be taken away again.

export interface SpecRegistry<T extends { id: string }> {
  /** Every spec, in the order they were added. */
  list(): readonly T[];
  get(id: unknown): T | undefined;
  /** Adds a spec; returns a function that takes it away again (for tests). */
  define(spec: T): () => void;
}

export function specRegistry<T extends { id: string }>(
  kind: string,
  initial: readonly T[] = [],
): SpecRegistry<T> {
  const specs = new Map<string, T>(initial.map((s) => [s.id, s]));
  // One array until the specs change: what is made from the list can be kept while it is the same.
  let listed: readonly T[] | null = null;
  return {
    list: () => (listed ??= Object.freeze([...specs.values()])),
    get: (id) => (typeof id === 'string' ? specs.get(id) : undefined),
    define(spec) {
      if (specs.has(spec.id)) throw new Error(`A ${kind} called "${spec.id}" exists already.`);
      if (!/^[a-z][a-zA-Z0-9-]{0,31}$/.test(spec.id))
        throw new Error(`A ${kind}'s id is a short name in lower camel case, not "${spec.id}".`);
      specs.set(spec.id, spec);
      listed = null;
      return () => {
        specs.delete(spec.id);
        listed = null;
      };
    },
  };
}
