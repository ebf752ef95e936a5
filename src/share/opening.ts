// Whether a link in the address is being opened. Meanwhile the page shows that it is opening one
// (app/LinkOpening.tsx) instead of a table: the first table a person sees, and may tap, is the
// linked one, never the table it is about to replace. In the start-up code: small, no decoder.
import { useSyncExternalStore } from 'react';
import { useRoute } from '../router/router';

let pending = 0;
let live = false;
/** The table link whose opening last settled; still in the address, it could not be opened. */
let settled: string | null = null;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((f) => f());
const subscribe = (f: () => void) => (listeners.add(f), () => void listeners.delete(f));

/** What is being opened: a shared table, a live room, or nothing. */
export type Opening = 'table' | 'live' | null;
const current = (): Opening => (pending === 0 ? null : live ? 'live' : 'table');

/**
 * Counts `work` as a link being opened until it settles (whether it succeeds or not). `fragment`:
 * the table link it opens, which opening takes out of the address; one left there could not be
 * opened (its code did not load), and the table shows again, with the notice saying so.
 */
export function whileOpening(kind: 'table' | 'live', work: Promise<unknown>, fragment?: string) {
  pending++;
  live = kind === 'live';
  settled = null;
  tell();
  void work
    .catch(() => {})
    .finally(() => {
      pending--;
      settled = fragment ?? null;
      tell();
    });
}

/** The link being opened now, if any; components re-render when it changes. */
export function useOpening(): Opening {
  const opening = useSyncExternalStore(subscribe, current, () => null);
  // A table link in the address is about to be opened even before the watcher hears of it (the
  // router's snapshot may move on first, as when a quiz hands over its table: QuizScreen).
  const route = useRoute();
  if (opening) return opening;
  return route.kind === 'tableLink' && route.fragment !== settled ? 'table' : null;
}
