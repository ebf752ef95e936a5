// npm run probe -- trace: where one End turn's time goes, from a Chromium trace of a few clicks.
// A probe for speed work, not a benchmark of record (that is `npm run bench:ui`). Main-thread CPU
// time (trace `tdur`) is steadier than wall time on a busy machine, so it can compare builds
// (several --url, interleaved) or a style sheet on and off (--ab-css) when the wall clock cannot.
import type { Browser } from '@playwright/test';
import { profileReport, type CpuProfile } from './cpuProfile';
import {
  abHalves,
  abStyleSheet,
  addSelfTimes,
  clickEndTurn,
  clicksIn,
  endTurnCentre,
  launch,
  median,
  ms,
  newPage,
  num,
  openTable,
  PAGE_OPTIONS,
  parse,
  restPointer,
  serve,
  STRING,
  tally,
  throttle,
  trace,
  UsageError,
  type ClickTrace,
  type Served,
  type TraceEvent,
} from './shared';

export const usage = `trace [seats=12] [switches]
  target   --url URL (repeat to compare running builds, interleaved)  --dist DIR (default dist;
           dist-floor with --floor, dist-map with --profile)
  page     --viewport WxH (1440x900)  --phone (390x844, CPU 4×)  --rate N (CPU throttling)
           --mode (table mode)  --floor bare|same (bench:ui's floor page)  --extra-css CSS
  clicks   --clicks N (10)  --warm N (4)  --gap MS (700, after each)  --rounds N (1, fresh page)
           --mouse (real pointer clicks, not bench:ui's dispatched one)
           --ab-css CSS (a style sheet on for odd clicks, off for even: a paired A/B)
  reports  --tree [--min µs (50)] [--depth N (6)]  the last click's events, nested
           --why [--why-ms MS]  what the last click invalidated, and why
           --events µs  the last click's frame: each event over µs, with its arguments
           --frames  each frame committed after the last click, with the busy time before it
           --profile all|frame|catchup [--interval µs (100)]  a sampled CPU profile by source`;

const OPTIONS = {
  ...PAGE_OPTIONS,
  phone: { type: 'boolean' },
  rate: STRING,
  floor: STRING,
  'extra-css': STRING,
  'ab-css': STRING,
  clicks: STRING,
  warm: STRING,
  gap: STRING,
  rounds: STRING,
  mouse: { type: 'boolean' },
  tree: { type: 'boolean' },
  min: STRING,
  depth: STRING,
  why: { type: 'boolean' },
  'why-ms': STRING,
  events: STRING,
  frames: { type: 'boolean' },
  profile: STRING,
  interval: STRING,
} as const;

type Values = ReturnType<typeof parse<typeof OPTIONS>>['values'];

/** Parts of the frame worth watching: script, style, layout, paint. */
const PHASES = ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'HitTest'];

interface Run extends ClickTrace {
  /** Per click, from the page: click to the frame painted (NaN for a real click). */
  walls: number[];
  profile: CpuProfile | null;
}

interface Sample {
  wall: number;
  cpu: number;
  phases: Record<string, number>;
  /** Self time summed over the click's own frame (dispatch to first commit). */
  busy: number;
  toCommit: number;
}

export async function run(args: string[]) {
  const { values: o, positionals } = parse(args, OPTIONS);
  const seats = num(positionals[0], 12);
  if (o.profile && !['all', 'frame', 'catchup'].includes(o.profile))
    throw new UsageError(`--profile is all, frame or catchup, not ${o.profile}`);
  const dist = o.dist ?? (o.floor ? 'dist-floor' : o.profile ? 'dist-map' : 'dist');
  const targets = o.url?.length ? o.url : [undefined];
  const rounds = num(o.rounds, 1);
  const servers: Served[] = [];
  let browser: Browser | undefined;
  try {
    for (const t of targets) servers.push(await serve(dist, t));
    browser = await launch();
    const runs: Run[][] = servers.map(() => []);
    for (let r = 0; r < rounds; r++)
      for (const [k, s] of servers.entries())
        runs[k]!.push(await traceOnce(browser, s.url, seats, o));
    const viewport = o.viewport ?? (o.phone ? '390x844' : '1440x900');
    console.log(
      `${seats} seats${o.mode ? ', table mode' : ''}${o.floor ? `, floor page (${o.floor})` : ''}, ${viewport}, CPU ${rate(o)}×, ${o.mouse ? 'real' : 'dispatched'} clicks, ${rounds} × ${num(o.clicks, 10)}`,
    );
    const samples = runs.map((rs) => rs.flatMap(samplesOf));
    for (const [k, s] of servers.entries()) {
      if (servers.length > 1) console.log(`\n== ${s.url} (the last round)`);
      report(runs[k]!.at(-1)!, o, dist);
    }
    console.log('');
    servers.forEach((s, k) => summary(s.url, samples[k]!, !!o['ab-css']));
  } finally {
    await browser?.close();
    for (const s of servers) s.stop();
  }
}

const rate = (o: Values) => num(o.rate, o.phone ? 4 : 1);

async function traceOnce(browser: Browser, url: string, seats: number, o: Values): Promise<Run> {
  const css = o['extra-css'];
  const p = await newPage(browser, {
    viewport: o.viewport ?? (o.phone ? '390x844' : undefined),
    css: !!(css || o['ab-css']),
  });
  const { page, cdp } = p;
  try {
    await openTable(page, url, seats, { mode: o.mode, floor: o.floor });
    if (css) await page.addStyleTag({ content: css });
    await page.waitForTimeout(1500);
    await throttle(p, rate(o));
    await restPointer(page);
    // A real click's place is found once: a lookup during the trace would show in it.
    let at = await endTurnCentre(page);
    const click = async () => {
      if (!o.mouse) return clickEndTurn(page);
      if (o.mode) at = await endTurnCentre(page);
      await page.mouse.click(at.x, at.y);
      return NaN;
    };
    for (let i = 0; i < num(o.warm, 4); i++) {
      await click();
      await page.waitForTimeout(400);
    }
    const ab = await abStyleSheet(page, o['ab-css']);
    if (o.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: num(o.interval, 100) });
      await cdp.send('Profiler.start');
    }
    const categories = [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      ...(o.tree ? ['blink', 'cc'] : []),
      ...(o.why ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
    ];
    const walls: number[] = [];
    const events = await trace(p, categories, async () => {
      for (let i = 0; i < num(o.clicks, 10); i++) {
        if (ab) {
          await ab(i);
          await page.waitForTimeout(300);
        }
        walls.push(await click());
        await page.waitForTimeout(num(o.gap, 700));
      }
    });
    const profile = o.profile
      ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile
      : null;
    return { ...clicksIn(events), walls, profile };
  } finally {
    await p.context.close();
  }
}

function samplesOf(r: Run): Sample[] {
  // Whole tasks (outermost events): their CPU time, prorated to the part inside a click.
  const tasks: TraceEvent[] = [];
  let until = -1;
  for (const e of r.main)
    if (e.ts >= until) {
      tasks.push(e);
      until = e.ts + e.dur!;
    }
  return r.clicks.map((c, i) => {
    let cpu = 0;
    for (const t of tasks)
      if (t.ts + t.dur! > c.start && t.ts < c.done)
        cpu +=
          (t.tdur ?? 0) *
          Math.max(
            0,
            Math.min(1, (Math.min(t.ts + t.dur!, c.done) - Math.max(t.ts, c.start)) / t.dur!),
          );
    const phases: Record<string, number> = {};
    const ended: Record<string, number> = {};
    for (const e of r.main)
      // Outermost events of each kind only: a script calling into script is one FunctionCall.
      if (
        PHASES.includes(e.name) &&
        e.ts >= c.start &&
        e.ts < c.done &&
        e.ts >= (ended[e.name] ?? 0)
      ) {
        phases[e.name] = (phases[e.name] ?? 0) + (e.tdur ?? 0) / 1000;
        ended[e.name] = e.ts + e.dur!;
      }
    const own = new Map<string, number>();
    addSelfTimes(frameOf(r, c), own);
    return {
      wall: Number.isNaN(r.walls[i] ?? NaN) ? (c.done - c.start) / 1000 : r.walls[i]!,
      cpu: cpu / 1000,
      phases,
      busy: [...own.values()].reduce((a, b) => a + b, 0),
      toCommit: (c.commitEnd - c.dispatch) / 1000,
    };
  });
}

/** The click's own frame: every event from its dispatch to the first commit after it. */
const frameOf = (r: Run, c: Run['clicks'][number]) =>
  r.main.filter((e) => e.ts >= c.dispatch && e.ts <= c.commitStart && e.name !== 'RunTask');

const rows = (m: Map<string, number>, n: number, per: number, pad = 36) => {
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`  ${k.padEnd(pad)} ${ms(v / per)}`);
};

function report(r: Run, o: Values, dist: string) {
  const n = r.clicks.length;
  const whole = new Map<string, number>();
  addSelfTimes(r.main, whole);
  console.log(`Self time per click over the whole trace (${n} clicks, the gaps too):`);
  rows(whole, 25, n);
  const commits = r.main.filter((e) => e.name === 'Commit').length;
  console.log(`  ${'(frames committed per click)'.padEnd(36)} ${(commits / n).toFixed(2)}`);

  const frame = new Map<string, number>();
  const busy: number[] = [];
  for (const c of r.clicks) {
    const one = new Map<string, number>();
    addSelfTimes(frameOf(r, c), one);
    for (const [k, v] of one) frame.set(k, (frame.get(k) ?? 0) + v);
    busy.push([...one.values()].reduce((a, b) => a + b, 0));
  }
  const wall = r.clicks.reduce((a, c) => a + (c.commitEnd - c.dispatch) / 1000, 0);
  frame.set('(click to commit, wall)', wall);
  frame.set(
    '(busy: the sum of the rows below)',
    busy.reduce((a, b) => a + b, 0),
  );
  frame.set('(busy, median click)', median(busy) * n);
  console.log("The click's own frame (dispatch to first commit), per click:");
  rows(frame, 14, n);

  const fns = new Map<string, number>();
  for (const e of r.main)
    if (e.name === 'FunctionCall') {
      const k = `${e.args?.data?.functionName || '?'} ${where(e)}`;
      fns.set(k, (fns.get(k) ?? 0) + e.dur! / 1000);
    }
  console.log('FunctionCall by function, per click:');
  rows(fns, 12, n, 50);

  const last = r.clicks.at(-1)!;
  if (o.tree) tree(r, num(o.min, 50), num(o.depth, 6));
  if (o.why) invalidations(r, o['why-ms'] ? last.start + num(o['why-ms'], 0) * 1000 : last.done);
  if (o.events !== undefined) longEvents(r, num(o.events, 100));
  if (o.frames) frames(r);
  if (r.profile)
    profileReport(
      r.profile,
      o.profile === 'frame'
        ? r.clicks.map((c) => [c.dispatch, c.commitEnd] as const)
        : o.profile === 'catchup'
          ? // From the click's commit to 300 ms after it: the panels' catch-up.
            r.clicks.map((c) => [c.commitEnd, c.dispatch + 300_000] as const)
          : null,
      n,
      dist,
    );
}

const where = (e: TraceEvent) => {
  const d = e.args?.data;
  return `${String(d?.url ?? '')
    .split('/')
    .pop()}:${d?.lineNumber}:${d?.columnNumber}`;
};

/** The last click's frame: each event over `min` µs, with what it ran or its arguments. */
function longEvents(r: Run, min: number) {
  const last = r.clicks.at(-1)!;
  console.log(`\nThe last click's frame, events over ${min} µs (ms after it):`);
  for (const e of frameOf(r, last))
    if (e.dur! > min) {
      const what =
        e.name === 'FunctionCall'
          ? `${e.args?.data?.functionName || '?'} ${where(e)}`
          : JSON.stringify(e.name === 'Layout' ? e.args : (e.args?.data ?? {})).slice(0, 300);
      console.log(
        `  ${((e.ts - last.dispatch) / 1000).toFixed(1)} ${e.name} ${ms(e.dur! / 1000)} ${what}`,
      );
    }
}

/** After the last click: each frame committed, and the main thread's busy time until it. */
function frames(r: Run) {
  const last = r.clicks.at(-1)!;
  console.log('\nAfter the last click: each frame committed, and the busy time until it:');
  for (const e of r.main)
    if (e.name === 'Commit' && e.ts >= last.dispatch) {
      const busy = r.main
        .filter((x) => x.name === 'RunTask' && x.ts >= last.dispatch && x.ts < e.ts)
        .reduce((a, x) => a + x.dur!, 0);
      console.log(
        `  +${((e.ts - last.dispatch) / 1000).toFixed(0)} ms: frame; busy ${(busy / 1000).toFixed(0)} ms`,
      );
    }
}

/** The last click's main-thread events, nested, from just before it to its frame's paint. */
function tree(r: Run, min: number, depth: number) {
  const { start, done } = r.clicks.at(-1)!;
  console.log(`\nThe last click's events (µs ≥ ${min}, ${depth} deep), ms after it:`);
  const open: TraceEvent[] = [];
  for (const e of r.main.filter((e) => e.ts >= start - 200 && e.ts <= done)) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= e.ts) open.pop();
    if (e.dur! >= min && open.length < depth) {
      const cpu = e.tdur === undefined ? '' : ` (CPU ${(e.tdur / 1000).toFixed(2)})`;
      console.log(
        `${((e.ts - start) / 1000).toFixed(2).padStart(7)} ms ${'  '.repeat(open.length)}${e.name} ${ms(e.dur! / 1000)}${cpu}`,
      );
    }
    open.push(e);
  }
  console.log(
    `${((done - start) / 1000).toFixed(2).padStart(7)} ms the frame after the click has been painted`,
  );
}

/** What the last click invalidated (style, layout, paint), counted by element and reason. */
function invalidations(r: Run, end: number) {
  const { start } = r.clicks.at(-1)!;
  const pid = r.main[0]?.pid;
  const keys = r.events
    .filter((e) => e.pid === pid && e.ts >= start && e.ts <= end && /Invalidation/.test(e.name))
    .map((e) => {
      const d = e.args?.data;
      const extra = d?.extraData ? ` (${d.extraData})` : '';
      const why = d?.reason ? ` — ${d.reason}` : '';
      return `${e.name.replace('InvalidationTracking', '')}: ${d?.nodeName ?? '?'}${why}${extra}`;
    });
  console.log(`\nInvalidated by the last click (${ms((end - start) / 1000, 0)} from it):`);
  for (const [k, n] of tally(keys)) console.log(`${String(n).padStart(5)} × ${k}`);
}

function summary(url: string, samples: Sample[], ab: boolean) {
  const say = (xs: Sample[]) => {
    const parts = PHASES.map((p) => `${p} ${median(xs.map((x) => x.phases[p] ?? 0)).toFixed(2)}`);
    return `wall median ${ms(median(xs.map((x) => x.wall)))}; main-thread CPU median ${ms(median(xs.map((x) => x.cpu)))} (${parts.join(', ')}); own frame busy median ${ms(median(xs.map((x) => x.busy)))}, to commit ${ms(median(xs.map((x) => x.toCommit)))}`;
  };
  console.log(`${url} ${say(samples)}`);
  console.log(`  wall each: ${samples.map((x) => x.wall.toFixed(1)).join(', ')} ms`);
  if (ab) {
    const h = abHalves(samples);
    console.log(`  A/B without the --ab-css sheet (${h.without.length} clicks): ${say(h.without)}`);
    console.log(`  A/B with it (${h.with.length} clicks): ${say(h.with)}`);
  }
}
