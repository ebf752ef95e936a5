// Not a benchmark: a look inside one. Traces End turn clicks at 390×844 with the CPU throttled
// 4× and prints where the main thread's time goes (script, style, layout, paint), per click.
// Usage: npx tsx bench/tools/trace-click.ts [seats] [clicks]   (needs a build in dist/)
import { chromium } from '@playwright/test';
import { setUpTable } from '../setUpTable';
import { startPreview } from './preview';

const PORT = 4231;
const seats = Number(process.argv[2] ?? 12);
const clicks = Number(process.argv[3] ?? 10);
const mode = process.argv[4] === 'mode';

// PROFILE=1: a sampled CPU profile of the clicks too, by source file (needs a build with source
// maps in dist-map/: npx vite build --sourcemap --outDir dist-map (git-ignored)).
// FLOOR=1: bench:ui's same-work floor page instead (dist-floor/, which bench:ui builds).
const OUT =
  process.env.DIST ??
  (process.env.FLOOR ? 'dist-floor' : process.env.PROFILE ? 'dist-map' : 'dist');
const { url: URL, stop } = await startPreview(PORT, OUT);
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  // VIEWPORT=1440x900: the desktop page bench:ui's floor ratio is measured on (not a phone).
  const [w, h] = (process.env.VIEWPORT ?? '390x844').split('x').map(Number);
  const context = await browser.newContext({
    viewport: { width: w!, height: h! },
    isMobile: !process.env.VIEWPORT,
    bypassCSP: true,
  });
  const page = await context.newPage();
  if (process.env.FLOOR) await page.goto(`${URL}?seats=${seats}&work=same`);
  else await setUpTable(page, URL, seats);
  if (mode) {
    await page.getByRole('button', { name: /Table mode/ }).click();
    await page.getByTestId('table-mode').waitFor();
  }
  if (process.env.EXTRA_CSS) await page.addStyleTag({ content: process.env.EXTRA_CSS });
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  // RATE=1: the machine's own speed, as bench:ui's floor ratio is.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
  const end = page.getByRole('button', { name: /^End .*turn/ }).first();
  for (let i = 0; i < 3; i++) {
    await end.click();
    await page.waitForTimeout(400);
  }
  if (process.env.PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {
      interval: Number(process.env.INTERVAL ?? 100),
    });
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      ...(process.env.INVAL ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
    ],
  });
  // Real clicks at the button's place, found once: a locator's lookup would show in the profile.
  const box = (await end.boundingBox())!;
  // AB_CSS: a paired comparison. Odd clicks run with this style sheet on, even ones without, so
  // both see the same machine load; the medians of each are printed at the end.
  if (process.env.AB_CSS)
    await page
      .addStyleTag({ content: process.env.AB_CSS })
      .then((h) => h.evaluate((e) => ((e as HTMLStyleElement).id = 'ab')));
  for (let i = 0; i < clicks; i++) {
    if (process.env.AB_CSS)
      await page.evaluate(
        (on) => {
          (document.getElementById('ab') as HTMLStyleElement).disabled = !on;
        },
        i % 2 === 1,
      );
    if (process.env.AB_CSS) await page.waitForTimeout(300);
    // Table mode's End turn turns to face the player whose turn it is: found again each time.
    const at = mode ? (await end.boundingBox())! : box;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    await page.waitForTimeout(700);
  }
  const buf = await browser.stopTracing();
  let profile: CpuProfile | null = null;
  if (process.env.PROFILE)
    ({ profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile });
  await browser.close();
  const trace = JSON.parse(buf.toString()) as {
    traceEvents: {
      name: string;
      ph: string;
      dur?: number;
      tid: number;
      pid: number;
      ts: number;
      args?: { data?: Record<string, string | number | undefined> };
    }[];
  };
  const evs = trace.traceEvents;
  // The renderer main thread: the one running EventDispatch.
  const main = evs.find((e) => e.name === 'EventDispatch');
  if (!main) throw new Error('no EventDispatch in the trace');
  const mine = evs.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
  // Self times over the whole trace.
  const totals = new Map<string, number>();
  addSelfTimes(mine, totals);
  totals.set('(frames committed)', mine.filter((e) => e.name === 'Commit').length);
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log(
    `${seats} seats${mode ? ', table mode' : ''}, ${w}×${h}, CPU ${process.env.RATE ?? 4}×, per click (${clicks} clicks):`,
  );
  for (const [name, ms] of rows) console.log(`  ${name.padEnd(36)} ${(ms / clicks).toFixed(2)} ms`);
  // One click's first frame: everything from the click's dispatch to the first Commit after it.
  const clicksAt = mine.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const frame = new Map<string, number>();
  const busyEach: number[] = [];
  for (const c of clicksAt) {
    const commit = mine.find((e) => e.name === 'Commit' && e.ts > c.ts);
    if (!commit) continue;
    const inFrame = mine.filter((e) => e.ts >= c.ts && e.ts <= commit.ts && e.name !== 'RunTask');
    addSelfTimes(inFrame, frame);
    const one = new Map<string, number>();
    addSelfTimes(inFrame, one);
    busyEach.push([...one.values()].reduce((a, b) => a + b, 0));
    frame.set(
      '(click to commit, wall)',
      (frame.get('(click to commit, wall)') ?? 0) + (commit.ts + commit.dur! - c.ts) / 1000,
    );
  }
  if (profile)
    // FRAME_ONLY=1: only the samples from each click to its first commit (the click's own frame).
    await bySource(
      profile,
      process.env.FRAME_ONLY
        ? clicksAt.map((c) => {
            const commit = mine.find((e) => e.name === 'Commit' && e.ts > c.ts)!;
            return [c.ts, commit.ts + commit.dur!] as const;
          })
        : process.env.CATCHUP_ONLY
          ? // CATCHUP_ONLY=1: from each click's first commit to 300 ms after the click (the panels).
            clicksAt.map((c) => {
              const commit = mine.find((e) => e.name === 'Commit' && e.ts > c.ts)!;
              return [commit.ts + commit.dur!, c.ts + 300_000] as const;
            })
          : null,
    );
  if (process.env.PAINTS) {
    const c = clicksAt[clicksAt.length - 1]!;
    const commit = mine.find((e) => e.name === 'Commit' && e.ts > c.ts)!;
    for (const e of mine)
      if (
        e.ts >= c.ts &&
        e.ts <= commit.ts &&
        e.name !== 'RunTask' &&
        e.dur! > Number(process.env.PAINTS_MIN ?? 100)
      ) {
        const d = e.args?.data ?? {};
        const what =
          e.name === 'FunctionCall'
            ? `${d.functionName || '?'} ${String(d.url ?? '')
                .split('/')
                .pop()}:${d.lineNumber}:${d.columnNumber}`
            : JSON.stringify(e.name === 'Layout' ? e.args : d).slice(
                0,
                Number(process.env.ARGS_LEN ?? 160),
              );
        console.log(
          `  ${((e.ts - c.ts) / 1000).toFixed(1)} ${e.name} ${(e.dur! / 1000).toFixed(2)} ${what}`,
        );
      }
  }
  if (process.env.INVAL) {
    const c = clicksAt[clicksAt.length - 1]!;
    const commit = mine.find((e) => e.name === 'Commit' && e.ts > c.ts)!;
    // INVAL_MS=400: the invalidations of the catch-up after the click too, not its frame alone.
    const end = process.env.INVAL_MS ? c.ts + Number(process.env.INVAL_MS) * 1000 : commit.ts;
    const seen = new Map<string, number>();
    for (const e of evs)
      if (e.ts >= c.ts && e.ts <= end && /Invalidation/.test(e.name)) {
        const d = e.args?.data ?? {};
        const k = `${e.name} ${d.nodeName ?? ''} ${d.reason ?? ''}`.slice(0, 140);
        seen.set(k, (seen.get(k) ?? 0) + 1);
      }
    for (const [k, n] of [...seen].sort((a, b) => b[1] - a[1]).slice(0, 40))
      console.log(`  ${n}× ${k}`);
  }
  if (process.env.TASKS) {
    // After the last click: each frame committed, and the main thread's busy time until it.
    const c = clicksAt[clicksAt.length - 1]!;
    for (const e of mine)
      if (e.name === 'Commit' && e.ts >= c.ts) {
        const busy = mine
          .filter((x) => x.name === 'RunTask' && x.ts >= c.ts && x.ts < e.ts)
          .reduce((a, x) => a + x.dur!, 0);
        console.log(
          `  +${((e.ts - c.ts) / 1000).toFixed(0)} ms: frame; busy ${(busy / 1000).toFixed(0)} ms`,
        );
      }
  }
  const busy = [...frame].filter(([k]) => !k.startsWith('(')).reduce((a, [, ms]) => a + ms, 0);
  frame.set('(busy: the sum of the rows below)', busy);
  if (process.env.AB_CSS) {
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    const a = busyEach.filter((_, i) => i % 2 === 0);
    const b = busyEach.filter((_, i) => i % 2 === 1);
    console.log(
      `A/B: busy median without AB_CSS ${med(a).toFixed(2)} ms, with it ${med(b).toFixed(2)} ms (${a.length}/${b.length} clicks)`,
    );
  }
  busyEach.sort((a, b) => a - b);
  frame.set('(busy, median click)', busyEach[busyEach.length >> 1]! * clicksAt.length);
  console.log("The click's own frame (dispatch to first commit), per click:");
  for (const [name, ms] of [...frame].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`  ${name.padEnd(36)} ${(ms / clicksAt.length).toFixed(2)} ms`);
  const fc = mine.filter((e) => e.name === 'FunctionCall');
  const byUrl = new Map<string, number>();
  for (const e of fc) {
    const d = e.args?.data;
    const k = `${d?.functionName || '?'} ${String(d?.url ?? '')
      .split('/')
      .pop()}:${d?.lineNumber}`;
    byUrl.set(k, (byUrl.get(k) ?? 0) + e.dur! / 1000);
  }
  console.log('FunctionCall by function:');
  for (const [k, ms] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${k.padEnd(50)} ${(ms / clicks).toFixed(2)} ms`);
} finally {
  stop();
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** Self time of the profile's samples by original source file and function (through the maps). */
async function bySource(profile: CpuProfile, windows: (readonly [number, number])[] | null) {
  const { readFileSync } = await import('node:fs');
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
  const maps = new Map<string, InstanceType<typeof TraceMap> | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = url.replace(/^https?:\/\/[^/]+\//, 'dist-map/');
      try {
        maps.set(url, new TraceMap(readFileSync(`${file}.map`, 'utf8')));
      } catch {
        maps.set(url, null);
      }
    }
    return maps.get(url)!;
  };
  const self = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (!windows || windows.some(([from, to]) => at >= from && at <= to))
      self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const files = new Map<string, number>();
  const fns = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    if (!us) continue;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let file = url ? url.split('/').pop()! : `(${functionName || 'program'})`;
    let fn = functionName;
    const map = url ? mapOf(url) : null;
    if (map) {
      const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
      if (pos.source)
        file = pos.source.replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/');
      fn = `${pos.name ?? functionName} ${file}:${pos.line}`;
    }
    files.set(file, (files.get(file) ?? 0) + us / 1000);
    fns.set(fn, (fns.get(fn) ?? 0) + us / 1000);
  }
  const n = Number(process.argv[3] ?? 10);
  // Inclusive time by the innermost component (a capitalised function of src/) on each sample's
  // stack: what each component's render costs, with what it calls.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const label = new Map<number, string | null>();
  const componentOf = (id: number): string | null => {
    if (label.has(id)) return label.get(id)!;
    const node = byId.get(id)!;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let mine: string | null = null;
    const map = url ? mapOf(url) : null;
    if (map) {
      const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
      const name = pos.name ?? functionName;
      if (pos.source?.includes('/src/') && /^[A-Z]/.test(name ?? ''))
        mine = `${name} ${pos.source.replace(/.*\/src\//, 'src/')}`;
    }
    const up = parent.get(id);
    const out = mine ?? (up === undefined ? null : componentOf(up));
    label.set(id, out);
    return out;
  };
  const comps = new Map<string, number>();
  for (const [id, us] of self) {
    const k = componentOf(id);
    if (k) comps.set(k, (comps.get(k) ?? 0) + us / 1000);
  }
  console.log('CPU profile, inclusive render time per click by component:');
  for (const [k, ms] of [...comps].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${k.padEnd(60)} ${(ms / n).toFixed(2)} ms`);
  console.log('CPU profile, self time per click by source file:');
  for (const [k, ms] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${k.padEnd(60)} ${(ms / n).toFixed(2)} ms`);
  console.log('by function:');
  for (const [k, ms] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${k.padEnd(70)} ${(ms / n).toFixed(2)} ms`);
}

/** Adds each event's self time (its duration less its children's: events nest, a stack) by name. */
function addSelfTimes(
  events: readonly { name: string; ts: number; dur?: number }[],
  into: Map<string, number>,
): void {
  const sorted = events.slice().sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: { end: number; name: string; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const top = stack.pop()!;
      into.set(top.name, (into.get(top.name) ?? 0) + top.self / 1000);
    }
  };
  for (const e of sorted) {
    close(e.ts);
    if (stack.length) stack[stack.length - 1]!.self -= e.dur!;
    stack.push({ end: e.ts + e.dur!, name: e.name, self: e.dur! });
  }
  close(Infinity);
}
