// Which rule the rules panel shows: a tiny store of its own so any "why" can open the panel at a
// rule without touching the game store. `null` = the panel is closed; '' = open at the top.
import { useSyncExternalStore } from 'react';

let current: string | null = null;
const listeners = new Set<() => void>();

export function openRule(rule: string | null): void {
  current = rule;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useOpenRule(): string | null {
  return useSyncExternalStore(subscribe, () => current);
}
