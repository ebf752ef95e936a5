// Lesson mode lives in the address: `#lessons` is the list, `#lesson=<id>&step=<n>` one lesson at a
// step (counted from 1), so a lesson can be opened by link. Nothing here touches the game store:
// a lesson never changes the user's own table. Tiny on purpose: it is in the first download.
import { useSyncExternalStore } from 'react';

export type LessonRoute = { kind: 'index' } | { kind: 'lesson'; id: string; step: number };

export function parseLessonHash(hash: string): LessonRoute | null {
  const h = hash.replace(/^#/, '');
  if (h === 'lessons') return { kind: 'index' };
  if (!h.startsWith('lesson=')) return null;
  const params = new URLSearchParams(h);
  const id = params.get('lesson') ?? '';
  const step = Number(params.get('step') ?? '1');
  return { kind: 'lesson', id, step: Number.isInteger(step) && step >= 1 ? step : 1 };
}

export function lessonHash(route: LessonRoute): string {
  return route.kind === 'index'
    ? '#lessons'
    : `#lesson=${encodeURIComponent(route.id)}${route.step > 1 ? `&step=${route.step}` : ''}`;
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
let cachedHash = '';
let cached: LessonRoute | null = null;

function current(): LessonRoute | null {
  const hash = typeof location === 'undefined' ? '' : location.hash;
  if (hash !== cachedHash) {
    cachedHash = hash;
    cached = parseLessonHash(hash);
  }
  return cached;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('hashchange', listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('hashchange', listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The lesson route in the address, or null when the app shows the user's own table. */
export function useLessonRoute(): LessonRoute | null {
  return useSyncExternalStore(subscribe, current, () => null);
}

/**
 * Go to a lesson route (or back to the table with null). `replace` rewrites the current history
 * entry: stepping through a lesson should not fill the Back button with every step.
 */
export function goLesson(route: LessonRoute | null, replace = false) {
  const url = route ? lessonHash(route) : location.pathname + location.search;
  if (replace) history.replaceState(history.state, '', url);
  else history.pushState(history.state, '', url);
  notify();
}
