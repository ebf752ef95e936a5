// bench:ui's "ready to play" rows (BENCH_ONLY=ready): on a slow phone (CPU throttled 4×, 390×844),
// from navigation start until a person who clicked End turn the moment it showed sees the answer.
// Three ways in, at 12 and 100 seats: a share link on a first visit, a returning visit (the table
// saved on the device, the bare app address) and a share link in German (a de-DE browser, so the
// app loads its German catalogs before drawing). Figures, never pass/fail.
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import type { Scenario } from '../src/rules';
import { PRESETS } from '../src/rules/presets';
import { encodeTable } from '../src/share/codec';
import { writeFileSync } from 'node:fs';
import { profileReport, type CpuProfile } from './probes/cpuProfile';
import { addSelfTimes, trace, type TraceEvent } from './probes/shared';

const RUNS = Number(process.env.BENCH_READY_RUNS ?? 5);
/**
 * BENCH_READY_TRACE=1: one more run of each row under a Chromium trace, summarised; with
 * BENCH_READY_PROFILE=DIR also its sampled CPU profile by component, file and function, read
 * through DIR's source maps (the build served must be DIR's: `npx vite build --sourcemap`), and
 * with BENCH_READY_SAVE=FILE that profile as JSON (DevTools opens it).
 */
const TRACE = !!process.env.BENCH_READY_TRACE;
const PROFILE_DIST = process.env.BENCH_READY_PROFILE;
export const SEATS = [
  [12, 1000],
  [100, 1500],
] as const;

export type Way = 'share link' | 'returning visit' | 'share link, German';
/** BENCH_READY_WAY / BENCH_READY_SEATS: one way in and one table size, for a profile. */
export const WAYS: Way[] = (
  ['share link', 'returning visit', 'share link, German'] as Way[]
).filter((w) => !process.env.BENCH_READY_WAY || w === process.env.BENCH_READY_WAY);

/** The New game screen's Commander preset with `n` players (as setUpTable starts it). */
const commander = (n: number): Scenario => ({
  ...PRESETS.find((p) => p.id === 'commander')!.scenario,
  players: Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}` })),
  startingPlayer: 'Player 1',
});

// In-page scripts are strings, not functions: tsx would wrap named functions in a helper the
// page lacks.
//
// Before any of the page's own code: the click's Event Timing entry (its startTime + duration is
// the paint that followed the click's handlers, presentation time, in ms from navigation start,
// rounded to 8 ms), and as a fallback for a click the browser does not report (under 16 ms) a
// mark from a message posted in the first requestAnimationFrame after the click (the same
// measure as bench:ui's clickToPaint). A capturing listener on window runs before React's.
const WATCH = `(() => {
  const r = (window.__ready = { click: null, rafPaint: null, entry: null });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === 'click' && e.interactionId) r.entry = { start: e.startTime, end: e.startTime + e.duration };
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  addEventListener('click', (ev) => {
    if (!ev.isTrusted || r.click !== null) return;
    r.click = ev.timeStamp;
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => (r.rafPaint = performance.now());
      ch.port2.postMessage(null);
    });
  }, true);
})()`;

// End turn of the linked (or saved) table as the page shows it: a visible, enabled button of the
// app's own (not the inert prerendered copy), found by its shortcut (its words change with the
// language), or else by its English name among all buttons, naming the table's first player
// (names are never translated). A share link first draws the example table (End Bianca's turn)
// until the link's code has loaded: that button is noted, never clicked. Resolves to the button's centre, its label, when
// it was seen (ms from navigation start) and whether another table's End turn showed first,
// looking every frame. (Polled in the page: the page's policy refuses waitForFunction's eval.)
const SHOWN = `new Promise((resolve, reject) => {
  let other = false;
  const look = () => {
    if (performance.now() > 120000) return reject(new Error('no End turn of the table in 2 minutes'));
    // The shortcut's buttons first: reading every button's text each frame cost the page about
    // a tenth of a second on the slow phone, which the row would count as the app's.
    const keyed = document.querySelectorAll('button[aria-keyshortcuts="E"]');
    const b = [...(keyed.length ? keyed : document.querySelectorAll('button'))].find(
      (b) => (b.getAttribute('aria-keyshortcuts') === 'E' || /^End .*turn/.test(b.textContent ?? '')) &&
        !b.disabled && !b.closest('[inert], [aria-hidden="true"]') && b.checkVisibility());
    const r = b?.getBoundingClientRect();
    if (!b || r.width === 0 || r.bottom > innerHeight || r.top < 0) return requestAnimationFrame(look);
    if (!/\\bPlayer 1\\b/.test(b.textContent)) {
      other = true;
      return requestAnimationFrame(look);
    }
    resolve({ x: r.x + r.width / 2, y: r.y + r.height / 2, label: b.textContent, at: performance.now(), other });
  };
  look();
})`;

/** Resolves once `cond` (an expression) holds, looking every `ms`; fails after a minute. */
const until = (cond: string, ms: number) => `new Promise((resolve, reject) => {
  const t0 = performance.now();
  const look = () => {
    try { if (${cond}) return resolve(true); } catch {}
    if (performance.now() - t0 > 60000) return reject(new Error('still waiting for: ' + ${JSON.stringify(cond.slice(0, 80))}));
    setTimeout(look, ${ms});
  };
  look();
})`;

export interface Ready {
  /** Navigation start → the paint after the click answered (ms). */
  ready: number;
  /** Navigation start → End turn first seen (ms). */
  shown: number;
  /** The click (its event's time stamp) → that paint (ms). */
  answer: number;
  /** From Event Timing (else the rAF mark). */
  eventTiming: boolean;
  /** Another table's End turn (the example's) showed first. */
  other: boolean;
  lang: string;
}

/**
 * Waits until the open table is in the device's saved library (persist/keys.ts): the link's, which
 * has a Player 12, not the example table drawn before the link opened.
 */
async function waitForSaved(page: Page) {
  await page.evaluate(
    until(
      `(() => { const i = JSON.parse(localStorage.getItem('table-sense') ?? 'null');
      return !!i?.currentId && /"Player 12"/.test(localStorage.getItem('table-sense:table:' + i.currentId) ?? ''); })()`,
      250,
    ),
  );
}

export async function once(
  browser: Browser,
  url: string,
  seats: number,
  way: Way,
  traced = false,
): Promise<{ r: Ready; events?: TraceEvent[] }> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: false,
    locale: way.endsWith('German') ? 'de-DE' : 'en-US',
  });
  try {
    const link = `${url}#${encodeTable(commander(seats))}`;
    if (way === 'returning visit') {
      // The first visit, unthrottled: the table saved and the service worker's copy of the app
      // in place, as a device that has opened the table before has them.
      const first = await context.newPage();
      await first.goto(link);
      await waitForSaved(first);
      await first.evaluate(
        `Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 10000))])`,
      );
      await first.close();
    }
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await page.addInitScript(WATCH);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let events: TraceEvent[] | undefined;
    const measure = async (): Promise<Ready> => {
      await page.goto(way === 'returning visit' ? url : link, { waitUntil: 'commit' });
      // Polled every frame; the click follows at once (no actionability waits).
      const { x, y, label, at, other } = (await page.evaluate(SHOWN)) as {
        x: number;
        y: number;
        label: string;
        at: number;
        other: boolean;
      };
      await page.mouse.click(x, y);
      // Answered: the button now names the next player, and the click's paint is marked.
      await page.evaluate(
        until(
          `window.__ready.rafPaint !== null && (window.__ready.entry !== null ||
          performance.now() - window.__ready.rafPaint > 1000) && ![...document.querySelectorAll('button')]
          .some((b) => b.textContent === ${JSON.stringify(label)})`,
          100,
        ),
      );
      const r = (await page.evaluate(
        `({ ...window.__ready, lang: document.documentElement.lang })`,
      )) as {
        click: number;
        rafPaint: number;
        entry: { start: number; end: number } | null;
        lang: string;
      };
      const end = r.entry?.end ?? r.rafPaint;
      return {
        ready: end,
        shown: at,
        answer: end - r.click,
        eventTiming: r.entry !== null,
        lang: r.lang,
        other,
      };
    };
    let r!: Ready;
    if (traced)
      events = await trace({ context, page, cdp }, TRACE_CATEGORIES, async () => {
        r = await measure();
      });
    else r = await measure();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { r, events };
  } finally {
    await context.close();
  }
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  ...(PROFILE_DIST ? ['disabled-by-default-v8.cpu_profiler'] : []),
];

/**
 * The renderer's sampled profile, from the trace's Profile and ProfileChunk events (a Profiler
 * session would not outlive the navigation), as Profiler.stop would give it.
 */
function profileIn(events: TraceEvent[], pid: number): CpuProfile | null {
  type Chunk = {
    cpuProfile?: {
      nodes?: (CpuProfile['nodes'][number] & { parent?: number })[];
      samples?: number[];
    };
    timeDeltas?: number[];
  };
  const head = events.find((e) => e.name === 'Profile' && e.pid === pid);
  if (!head) return null;
  const id = (head as unknown as { id: string }).id;
  const nodes = new Map<number, CpuProfile['nodes'][number] & { parent?: number }>();
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  for (const e of events)
    if (e.name === 'ProfileChunk' && e.pid === pid && (e as unknown as { id: string }).id === id) {
      const d = (e.args?.data ?? {}) as unknown as Chunk;
      for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, { ...n, children: [] });
      samples.push(...(d.cpuProfile?.samples ?? []));
      timeDeltas.push(...(d.timeDeltas ?? []));
    }
  for (const n of nodes.values())
    if (n.parent !== undefined) nodes.get(n.parent)?.children!.push(n.id);
  const startTime = Number((head.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  return { nodes: [...nodes.values()], samples, timeDeltas, startTime };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Where one traced run's time went, up to the paint after the click: the renderer main thread's
 * self time by event (script compile and run, parse, style, layout, paint), the scripts that ran
 * longest, and how much of the wait the main thread was idle (network, or waiting for a frame).
 */
async function summarise(events: TraceEvent[], readyMs: number) {
  const nav =
    events.find(
      (e) =>
        e.name === 'navigationStart' &&
        (e.args?.data as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame,
    ) ?? events.find((e) => e.name === 'navigationStart');
  if (!nav) return console.log('           (no navigation in the trace)');
  const threads = events.filter(
    (e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain',
  );
  const tid = threads[0]?.tid ?? nav.tid;
  const until = nav.ts + readyMs * 1000;
  const main = events.filter(
    (e) =>
      e.pid === nav.pid &&
      e.tid === tid &&
      e.ph === 'X' &&
      e.dur !== undefined &&
      e.ts >= nav.ts &&
      e.ts < until,
  );
  const self = new Map<string, number>();
  addSelfTimes(main, self);
  const busy = [...self.values()].reduce((a, b) => a + b, 0);
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(
    `           traced run: ready at ${readyMs.toFixed(0)} ms; main thread busy ${busy.toFixed(0)} ms of it (throttled), idle ${(readyMs - busy).toFixed(0)} ms`,
  );
  console.log(`           by self time: ${top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`);
  const scripts = new Map<string, number>();
  for (const e of main)
    if (
      e.name === 'EvaluateScript' ||
      e.name === 'v8.compileModule' ||
      e.name === 'v8.evaluateModule' ||
      e.name === 'FunctionCall'
    ) {
      const u = String(e.args?.data?.url ?? e.args?.data?.fileName ?? '');
      const key = `${e.name === 'FunctionCall' ? 'call ' : ''}${u.replace(/^.*\//, '') || '(inline)'}`;
      scripts.set(key, (scripts.get(key) ?? 0) + e.dur! / 1000);
    }
  const topScripts = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 6);
  if (topScripts.length)
    console.log(
      `           scripts (wall, nested): ${topScripts.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`,
    );
  // The long stretches: main-thread tasks over 50 ms, in order, with when they started.
  const tasks = main.filter((e) => e.name === 'RunTask' && e.dur! > 50_000);
  if (tasks.length)
    console.log(
      `           tasks over 50 ms (start+length): ${tasks.map((t) => `${((t.ts - nav.ts) / 1000).toFixed(0)}+${(t.dur! / 1000).toFixed(0)}`).join(', ')}`,
    );
  const profile = PROFILE_DIST ? profileIn(events, nav.pid) : null;
  if (profile) await profileReport(profile, [[nav.ts, until]], 1, PROFILE_DIST!);
  if (profile && process.env.BENCH_READY_SAVE)
    writeFileSync(process.env.BENCH_READY_SAVE, JSON.stringify(profile));
}

/** The "ready to play" rows, each the median of RUNS fresh devices. */
export async function readyRows(browser: Browser, url: string) {
  console.log(
    `\nReady to play on a slow phone (CPU throttled 4×, 390×844): navigation start → the paint after End turn, clicked the moment it shows (Event Timing: the click entry's startTime + duration), median of ${RUNS}`,
  );
  for (const way of WAYS)
    for (const [seats, target] of SEATS) {
      if (process.env.BENCH_READY_SEATS && Number(process.env.BENCH_READY_SEATS) !== seats)
        continue;
      const runs: Ready[] = [];
      for (let i = 0; i < RUNS; i++) runs.push((await once(browser, url, seats, way)).r);
      const m = median(runs.map((r) => r.ready));
      const langs = [...new Set(runs.map((r) => r.lang))].join('/');
      const fallback = runs.filter((r) => !r.eventTiming).length;
      const others = runs.filter((r) => r.other).length;
      console.log(
        `${String(seats).padStart(3)} seats, ${way}: median ${m.toFixed(0)} ms (target ≤ ${target} ms: ${m <= target ? 'met' : 'MISSED'})` +
          `; End turn shown at ${median(runs.map((r) => r.shown)).toFixed(0)} ms, click → paint ${median(runs.map((r) => r.answer)).toFixed(0)} ms; runs ${runs.map((r) => r.ready.toFixed(0)).join(', ')}` +
          ` (page lang ${langs}${fallback ? `; ${fallback} by the rAF mark` : ''}${others ? `; the example table's End turn showed first in ${others} of ${runs.length}` : ''})`,
      );
      if (TRACE) {
        const { r, events } = await once(browser, url, seats, way, true);
        if (events) await summarise(events, r.ready);
      }
    }
}
