// A minimal store for the live chunk's own state. Not zustand: importing zustand from a lazy chunk
// makes the bundler split zustand out of the start-up bundle into extra chunks, each loaded at
// start — bytes the start-up budget (npm run size) cannot spare.
import { useSyncExternalStore } from 'react';

export interface TinyStore<T> {
  getState: () => T;
  setState: (patch: Partial<T>) => void;
  subscribe: (f: () => void) => () => void;
}

export function tinyStore<T extends object>(initial: T): TinyStore<T> {
  let state = initial;
  const subs = new Set<() => void>();
  return {
    getState: () => state,
    setState: (patch) => {
      state = { ...state, ...patch };
      subs.forEach((f) => f());
    },
    subscribe: (f) => (subs.add(f), () => subs.delete(f)),
  };
}

export function useTiny<T, U>(store: TinyStore<T>, pick: (s: T) => U): U {
  const get = () => pick(store.getState());
  // The same on a server render (the prerendered first screen, tests' static markup).
  return useSyncExternalStore(store.subscribe, get, get);
}
