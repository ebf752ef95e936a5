// What every browser probe shares: arguments, a preview of a build, Chromium, a table to click
// on, the End-turn click, the one tracing implementation and the A/B style-sheet pairing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { setUpTable } from '../setUpTable';

/** A wrong argument: probe.ts prints the probe's usage with it. */
export class UsageError extends Error {}

type Options = NonNullable<ParseArgsConfig['options']>;

/** The probe's arguments: `--name value` switches and positionals (seats first, usually). */
export function parse<O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** A number from an argument, or `fallback` when it was not given. */
export function num(value: string | boolean | undefined, fallback: number): number {
  if (value === undefined || typeof value === 'boolean') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new UsageError(`not a number: ${value}`);
  return n;
}

/** Switches every browser probe takes: where the app is served, the window, table mode. */
export const PAGE_OPTIONS = {
  url: { type: 'string', multiple: true },
  dist: { type: 'string' },
  viewport: { type: 'string' },
  mode: { type: 'boolean' },
} as const satisfies Options;

/** A string switch, `--name value`. */
export const STRING = { type: 'string' } as const;

export const median = (xs: number[]) => quantile(xs, 0.5);
export const quantile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length * p)] ?? NaN;
export const ms = (x: number, digits = 2) => `${x.toFixed(digits)} ms`;

/** A free port: several probes (and other servers) may run at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const BUILD: Record<string, string> = {
  dist: 'npm run build',
  'dist-floor': 'npx vite build --config bench/floor/vite.config.ts',
  'dist-map': 'npx vite build --sourcemap --outDir dist-map',
  'dist-nomin': 'npx vite build --minify false --outDir dist-nomin',
};

export interface Served {
  url: string;
  stop: () => void;
}

/**
 * `url` when given (a server already running), else a production build served by `vite
 * preview` in its own process group, so stopping it stops vite's children too; on `port` when
 * given, else a free one.
 */
export async function serve(outDir: string, url?: string, port?: number): Promise<Served> {
  if (url) return { url: url.endsWith('/') ? url : `${url}/`, stop: () => {} };
  if (!existsSync(`${outDir}/index.html`))
    throw new UsageError(`no build in ${outDir}/: ${BUILD[outDir] ?? `build into ${outDir}/`}`);
  port ??= await freePort();
  const served = `http://127.0.0.1:${port}/`;
  const server = spawn(
    'npx',
    // strictPort: taken meanwhile, vite would move to another port and we would ask the wrong one.
    [
      'vite',
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      `${port}`,
      '--strictPort',
    ],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid);
    } catch {
      /* already gone */
    }
  };
  // Up to a minute: on a busy machine vite took more than the 15 s this allowed before.
  for (let i = 0; i < 600 && server.exitCode === null; i++) {
    try {
      if ((await fetch(served)).ok) return { url: served, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`vite preview of ${outDir}/ did not answer on port ${port}`);
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

export interface PageSetup {
  /** `WxH`; a width under 800 is a phone (isMobile). Default 1440x900, bench:ui's page. */
  viewport?: string;
  /** A style sheet is to be added: the page's policy would refuse it. */
  css?: boolean;
}

export interface ProbePage {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

export async function newPage(browser: Browser, setup: PageSetup = {}): Promise<ProbePage> {
  const [width, height] = (setup.viewport ?? '1440x900').split('x').map(Number);
  if (!width || !height) throw new UsageError(`a viewport is WxH, not ${setup.viewport}`);
  const context = await browser.newContext({
    viewport: { width, height },
    isMobile: width < 800,
    bypassCSP: !!setup.css,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

export interface TableSetup {
  /** Table mode: the chart as the whole screen. */
  mode?: boolean;
  /** bench:ui's floor page instead of the app: `bare` (a highlight moves) or `same` work. */
  floor?: string;
}

/** The table every probe clicks on: the app's Commander table of `seats`, or the floor page. */
export async function openTable(page: Page, url: string, seats: number, t: TableSetup = {}) {
  if (t.floor && t.floor !== 'bare' && t.floor !== 'same')
    throw new UsageError(`--floor is bare or same, not ${t.floor}`);
  if (t.floor) await page.goto(`${url}?seats=${seats}${t.floor === 'same' ? '&work=same' : ''}`);
  else await setUpTable(page, url, seats);
  if (t.mode) {
    await page.getByRole('button', { name: /Table mode/ }).click();
    await page.getByTestId('table-mode').waitFor();
  }
}

export const throttle = (p: ProbePage, rate: number) =>
  p.cdp.send('Emulation.setCPUThrottlingRate', { rate });

export const endTurnLocator = (page: Page) =>
  page.getByRole('button', { name: /^End .*turn/ }).first();

/** End turn's centre on screen (table mode's moves each turn: look again there). */
export async function endTurnCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await endTurnLocator(page).boundingBox();
  if (!box) throw new Error('no End turn button on the page');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The pointer rests on End turn, as bench:ui has it: elsewhere, each frame hit-tests for hover. */
export async function restPointer(page: Page) {
  const { x, y } = await endTurnCentre(page);
  await page.mouse.move(x, y);
}

// In-page scripts are strings, not functions: tsx would wrap named functions in a helper the page
// lacks. Table mode's End turn is a role="button" group in its SVG, not a <button>.
export const FIND_END_TURN = `(document.querySelector('[data-testid="mode-end-turn"]') ??
  [...document.querySelectorAll('button')].find((b) => /^End .*turn/.test(b.textContent ?? '')))`;

// bench:ui's click: End turn dispatched, then the frame after it (rAF, then a message handled
// after its paint), marked 'clk' and 'done' for the trace.
const CLICK = `new Promise((resolve) => {
  const b = ${FIND_END_TURN};
  performance.mark('clk');
  const t0 = performance.now();
  b.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => { performance.mark('done'); resolve(performance.now() - t0); };
    ch.port2.postMessage(null);
  });
})`;

/** Clicks End turn and resolves with the ms until the frame after it has been painted. */
export const clickEndTurn = (page: Page) => page.evaluate<number>(CLICK);

/**
 * The A/B pairing: a style sheet on for odd clicks and off for even ones, so both halves see the
 * same machine load. Returns a switch to call before click `i` (true: the sheet is on), or null.
 */
export async function abStyleSheet(page: Page, css: string | undefined) {
  if (!css) return null;
  const sheet = await page.addStyleTag({ content: css });
  return async (i: number) => {
    const on = i % 2 === 1;
    await sheet.evaluate((e, on) => ((e as HTMLStyleElement).disabled = !on), on);
    return on;
  };
}

/** Splits samples taken under `abStyleSheet`'s switch into without (even) and with (odd). */
export const abHalves = <T>(xs: T[]) => ({
  without: xs.filter((_, i) => i % 2 === 0),
  with: xs.filter((_, i) => i % 2 === 1),
});

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, µs. */
  tdur?: number;
  args?: { name?: string; data?: Record<string, string | number | undefined> };
}

/** Traces whatever `during` does in the page, with the given categories. */
export async function trace(
  p: ProbePage,
  categories: string[],
  during: () => Promise<void>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (d: { value: unknown }) => events.push(...(d.value as TraceEvent[]));
  p.cdp.on('Tracing.dataCollected', collect);
  const done = new Promise<void>((r) => p.cdp.once('Tracing.tracingComplete', () => r()));
  await p.cdp.send('Tracing.start', {
    categories: categories.join(','),
    transferMode: 'ReportEvents',
  });
  await during();
  await p.cdp.send('Tracing.end');
  await done;
  p.cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** One click in a trace, µs of trace time. */
export interface ClickWindow {
  /** The 'clk' mark (a dispatched click) or the click's EventDispatch (a real one). */
  start: number;
  dispatch: number;
  /** The first Commit after the dispatch: the click's own frame ends here. */
  commitStart: number;
  commitEnd: number;
  /** The 'done' mark (the frame painted), or the commit's end for a real click. */
  done: number;
}

export interface ClickTrace {
  events: TraceEvent[];
  /** The renderer main thread's events that have a duration, by start. */
  main: TraceEvent[];
  clicks: ClickWindow[];
}

/** Finds the page's renderer main thread (the one that ran the clicks) and each click in it. */
export function clicksIn(events: TraceEvent[]): ClickTrace {
  const first = events.find(
    (e) => e.name === 'clk' || (e.name === 'EventDispatch' && e.args?.data?.type === 'click'),
  );
  if (!first) throw new Error('no click in the trace');
  const thread = events.find(
    (e) => e.name === 'thread_name' && e.pid === first.pid && e.args?.name === 'CrRendererMain',
  );
  const tid = thread?.tid ?? first.tid;
  const main = events
    .filter((e) => e.pid === first.pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const marks = (name: string) =>
    events
      .filter((e) => e.name === name && e.pid === first.pid)
      .map((e) => e.ts)
      .sort((a, b) => a - b);
  const clk = marks('clk');
  const done = marks('done');
  const dispatches = main.filter(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click',
  );
  const commits = main.filter((e) => e.name === 'Commit');
  // A dispatched click shows as an EventDispatch too; the marks stand in if it does not.
  const at = dispatches.length ? dispatches.map((d) => d.ts) : clk;
  const clicks = at.map((d, i): ClickWindow => {
    const commit = commits.find((c) => c.ts > d);
    if (!commit) throw new Error('a click with no Commit after it in the trace');
    const commitEnd = commit.ts + commit.dur!;
    return {
      start: clk[i] ?? d,
      dispatch: d,
      commitStart: commit.ts,
      commitEnd,
      done: done[i] ?? commitEnd,
    };
  });
  if (clk.length && clk.length !== clicks.length)
    throw new Error(`${clk.length} clicks marked but ${clicks.length} dispatched in the trace`);
  return { events, main, clicks };
}

/** Adds each event's self time (its duration less its children's: events nest) by name, ms. */
export function addSelfTimes(events: readonly TraceEvent[], into: Map<string, number>): void {
  const sorted = events.slice().sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: { end: number; name: string; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const top = stack.pop()!;
      into.set(top.name, (into.get(top.name) ?? 0) + top.self / 1000);
    }
  };
  for (const e of sorted) {
    close(e.ts);
    if (stack.length) stack.at(-1)!.self -= e.dur!;
    stack.push({ end: e.ts + e.dur!, name: e.name, self: e.dur! });
  }
  close(Infinity);
}

/** Counts by key, largest first. */
export function tally(keys: Iterable<string>): [string, number][] {
  const m = new Map<string, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]);
}
