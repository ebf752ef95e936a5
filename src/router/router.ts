// Where the app is: one route, kept in the address so every place can be linked to and the
// browser's Back and Forward work.
//   (no fragment)            the table
//   #setup                   the setup screen
//   #lessons                 the list of lessons
//   #records                 the games kept, and their stats (ui/records/)
//   #lesson=<id>&step=<n>    one lesson at a step (counted from 1; step 1 is left out)
//   #quiz=<id>               a lesson's quiz (src/teach/quiz/)
//   #tquiz=<table>&q=<code>  a teacher's quiz on a shared table: its table link, then the questions
//   #make-quiz               making a quiz from the open table
//   #t<version>.<data>       a shared table (share/links.ts opens it, then clears the address)
//   #live=<key>              a live table, to play on (the edit key: src/live/room.ts)
//   #view=<room>             a live table, to watch (the room's name only, not its key)
//   #view=<room>&w=<token>   the same with the view link's token, which the players can close
//   #live=<key>&view         an older view link: it carries the key, so it is no lock
// The rules panel opens over any of them but a table link: `rule-<number>` last (`rule-` alone:
// the panel's top), so `#rule-801.5c` over the table and `#lesson=draw&step=2&rule-801.5c` over
// a lesson. The game store keeps no screen: nothing here touches it. Small on purpose: it is in
// the first download.
import { useSyncExternalStore } from 'react';

export type Place =
  | { kind: 'table' }
  | { kind: 'setup' }
  | { kind: 'lessons' }
  | { kind: 'records' }
  | { kind: 'lesson'; id: string; step: number }
  | { kind: 'quiz'; lesson: string }
  | { kind: 'tableQuiz'; table: string; questions: string }
  | { kind: 'makeQuiz' }
  | { kind: 'tableLink'; fragment: string }
  | { kind: 'live'; key: string; viewOnly: boolean }
  | { kind: 'view'; room: string; token?: string };

/** A place, with the rules panel open over it at `rule` ('' = the panel's top) when set. */
export type Route = Place & { rule?: string };

export const TABLE: Route = { kind: 'table' };

/** What a table link looks like in the address (the decoder is share/codec.ts). */
export const isTableLink = (fragment: string) => /^#?t[0-9]+\./.test(fragment);

/** The route an address fragment names; anything unknown is the table. Never throws. */
export function parseRoute(hash: string): Route {
  const h = hash.replace(/^#/, '');
  if (isTableLink(h)) return { kind: 'tableLink', fragment: `#${h}` };
  // Rule numbers are digits, letters and dots: nothing to decode.
  const [, at = '', rule] = /^([^]*?)(?:(?:^|&)rule-([\w.]*))?$/.exec(h)!;
  const live = /^live=([^&]*)(&view)?$/.exec(at);
  const view = /^view=([^&]*)(?:&w=([^&]*))?$/.exec(at);
  const params = new URLSearchParams(at);
  const step = Number(params.get('step') ?? 1);
  const place: Place = live
    ? { kind: 'live', key: live[1]!, viewOnly: !!live[2] }
    : view
      ? { kind: 'view', room: view[1]!, ...(view[2] !== undefined ? { token: view[2] } : {}) }
      : at === 'setup' || at === 'lessons' || at === 'records'
        ? { kind: at }
        : at.startsWith('lesson=')
          ? {
              kind: 'lesson',
              id: params.get('lesson')!,
              step: Number.isInteger(step) && step > 0 ? step : 1,
            }
          : at.startsWith('quiz=')
            ? { kind: 'quiz', lesson: params.get('quiz')! }
            : at.startsWith('tquiz=')
              ? { kind: 'tableQuiz', table: params.get('tquiz')!, questions: params.get('q') ?? '' }
              : at === 'make-quiz'
                ? { kind: 'makeQuiz' }
                : TABLE;
  return rule === undefined ? place : { ...place, rule };
}

/** The address fragment of a route ('' for the table): parseRoute reads it back unchanged. */
export function formatRoute(route: Route): string {
  const { kind, rule } = route;
  if (kind === 'tableLink') return route.fragment;
  const place =
    kind === 'lesson'
      ? `lesson=${encodeURIComponent(route.id)}${route.step > 1 ? `&step=${route.step}` : ''}`
      : kind === 'live'
        ? `live=${route.key}${route.viewOnly ? '&view' : ''}`
        : kind === 'view'
          ? `view=${route.room}${route.token !== undefined ? `&w=${route.token}` : ''}`
          : kind === 'quiz'
            ? `quiz=${encodeURIComponent(route.lesson)}`
            : kind === 'tableQuiz'
              ? `tquiz=${encodeURIComponent(route.table)}&q=${encodeURIComponent(route.questions)}`
              : kind === 'makeQuiz'
                ? 'make-quiz'
                : kind === 'table'
                  ? ''
                  : kind;
  const h = rule === undefined ? place : `${place}${place && '&'}rule-${rule}`;
  return h && `#${h}`;
}

// ---- the address ----

const CHANGED = 'table-sense:route';
const EVENTS = ['hashchange', 'popstate', CHANGED];
let cachedHash: string | undefined;
let cached: Route = TABLE;

/** The route in the address now. */
export function currentRoute(): Route {
  const hash = location.hash;
  if (hash !== cachedHash) cached = parseRoute((cachedHash = hash));
  return cached;
}

/**
 * Calls `listener` at each change of the route; `first`: before the listeners that are not (React's
 * own among them), as a capturing listener at the window, its target.
 */
export function onRouteChange(listener: () => void, first = false) {
  for (const e of EVENTS) addEventListener(e, listener, first);
  return () => EVENTS.forEach((e) => removeEventListener(e, listener, first));
}

/** The route in the address; components re-render when it changes. */
export function useRoute(): Route {
  return useSyncExternalStore(onRouteChange, currentRoute, () => TABLE);
}

// The entries this page load pushed: the one below such an entry is the app too (after a reload
// it belongs to an old page load, and going back to it would reload the page).
const FROM = 'table-sense:pushed';
const PAGE = Math.random();

/**
 * Goes to a route. 'push' adds a history entry (Back returns); 'replace' rewrites the current one
 * (stepping through a lesson should not fill the Back button with every step); 'back' leaves a
 * screen or panel this page pushed by stepping back to the entry below it (so Back then leaves
 * the app instead of returning to it), and otherwise replaces the entry with `route`.
 */
export function navigate(route: Route, how: 'push' | 'replace' | 'back' = 'push'): void {
  // Others' history state is kept (nothing else in the app stores any today).
  const state = history.state as Record<string, unknown> | null;
  if (how === 'back' && state?.[FROM] === PAGE) {
    // Unmarked first: a second call before the browser has gone back replaces instead, so a
    // double tap never steps back twice.
    history.replaceState({ ...state, [FROM]: 0 }, '');
    return history.back();
  }
  const url = formatRoute(route) || location.pathname + location.search;
  if (how === 'push') history.pushState({ ...state, [FROM]: PAGE }, '', url);
  else history.replaceState(state, '', url);
  dispatchEvent(new Event(CHANGED));
}

/** Opens the rules panel over the current place at a rule ('' = its top). */
export function openRule(rule: string): void {
  const now = currentRoute();
  navigate(
    { ...(now.kind === 'tableLink' ? TABLE : now), rule },
    now.rule === undefined ? 'push' : 'replace',
  );
}
