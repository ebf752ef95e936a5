// The records rows of bench:ui (bench/recordsUi.ts) against several builds, rounds interleaved, so
// a change is compared on the same busy machine at the same time (a paired A/B):
//   npx tsx bench/recordsAb.ts [--rounds 3] [--stale] [--profile [--timeline] | --trace] [--only STEP] DIR[:LAYOUT]...
// LAYOUT is the records database's version that build reads (1 before the shelves of listed games,
// 2 with them, 3 with each shelf's sums too). --profile prints where each step's CPU went (a build with maps:
// npx vite build --sourcemap --outDir DIR), for the first build only; --only story profiles or traces
// that step alone. --stale seeds the stats summary out of date (a game kept since it was counted)
// and gives the page its idle time before the screen is opened (recordsUi.ts RoundOptions.stale).
import { addSelfTimes, launch, serve, type TraceEvent } from './probes/shared';
import { profileReport, type CpuProfile } from './probes/cpuProfile';
import {
  median,
  recordsData,
  recordsRound,
  refreshWords,
  LAYOUT,
  type Figures,
  type Timed,
  type RoundOptions,
  type Step,
} from './recordsUi';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const value = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : Number(args[i + 1]);
};
const rounds = value('--rounds', 3);
const builds = args
  .filter((a, i) => !a.startsWith('--') && !['--rounds', '--only'].includes(args[i - 1]!))
  .map((a) => {
    const [dir, layout] = a.split(':');
    return { dir: dir!, layout: (Number(layout) || LAYOUT) as 1 | 2 | 3 };
  });

const profiles = new Map<Step, CpuProfile[]>();
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const profiled: RoundOptions['around'] = async (cdp, step, run) => {
  if (only && step !== only) return run();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const out = await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  profiles.set(step, [...(profiles.get(step) ?? []), profile]);
  return out;
};

/** With --trace: the main thread's time by trace event (self), per step, and its long events. */
const traced: RoundOptions['around'] = async (cdp, step, run) => {
  if (only && step !== only) return run();
  const events: TraceEvent[] = [];
  const collect = (d: { value: unknown }) => events.push(...(d.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  const out = await run();
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const mine = events.filter(
    (e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined,
  );
  const self = new Map<string, number>();
  addSelfTimes(mine, self);
  const first = Math.min(...mine.map((e) => e.ts));
  console.log(`\n---- ${step}: ${out} ms; main thread self time by event (ms):`);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`  ${k.padEnd(40)} ${v.toFixed(1)}`);
  // The step's own frame alone (the open's and the filter's runs go on to their rows).
  const own = (Array.isArray(out) ? out[0] : out) as number;
  const early = new Map<string, number>();
  addSelfTimes(
    mine.filter((e) => e.ts - first <= own * 1000),
    early,
  );
  console.log(`  up to the step's frame (${own.toFixed(0)} ms):`);
  for (const [k, v] of [...early].sort((a, b) => b[1] - a[1]).slice(0, 10))
    console.log(`    ${k.padEnd(38)} ${v.toFixed(1)}`);
  for (const e of mine.filter(
    (e) => e.ts - first <= own * 1000 && e.name === 'Layout' && e.dur! > 2000,
  ))
    console.log(
      `    Layout at ${((e.ts - first) / 1000).toFixed(0)} ms: ${(e.dur! / 1000).toFixed(1)} ms, ${JSON.stringify((e.args as { beginData?: unknown } | undefined)?.beginData ?? {})}`,
    );
  console.log('  long events (start ms, dur ms):');
  for (const e of mine.filter((e) => e.dur! > 8000 && ['RunTask'].includes(e.name)))
    console.log(
      `    ${((e.ts - first) / 1000).toFixed(0).padStart(6)} ${(e.dur! / 1000).toFixed(1)}`,
    );
  return out;
};

/** The profile in 25 ms slices: what ran in each (innermost function of ours, or native). */
async function timeline(profile: CpuProfile, dist: string) {
  const { readFileSync } = await import('node:fs');
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
  const maps = new Map<string, InstanceType<typeof TraceMap> | null>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id);
  const byId = new Map(profile.nodes.map((x) => [x.id, x]));
  const nameOf = (id: number): string => {
    // The innermost frame of src/ on the stack, else the leaf.
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { url, lineNumber, columnNumber, functionName } = byId.get(at)!.callFrame;
      if (!url) continue;
      if (!maps.has(url))
        try {
          maps.set(
            url,
            new TraceMap(
              readFileSync(`${url.replace(/^https?:\/\/[^/]+\//, `${dist}/`)}.map`, 'utf8'),
            ),
          );
        } catch {
          maps.set(url, null);
        }
      const map = maps.get(url);
      const pos =
        map && lineNumber >= 0
          ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
          : null;
      if (pos?.source?.includes('/src/'))
        return `${pos.name ?? functionName} ${pos.source.replace(/.*\/src\//, '')}:${pos.line}`;
    }
    return byId.get(id)!.callFrame.functionName || '(native)';
  };
  const slices = new Map<number, Map<string, number>>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const slice = Math.floor(at / 25_000);
    const m = slices.get(slice) ?? new Map<string, number>();
    const k = nameOf(id);
    m.set(k, (m.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    slices.set(slice, m);
  });
  for (const [slice, m] of slices) {
    const top = [...m].sort((a, b) => b[1] - a[1]).slice(0, 3);
    console.log(
      `  ${String(slice * 25).padStart(5)} ms: ${top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(' | ')}`,
    );
  }
}

async function main() {
  const served = await Promise.all(builds.map((b) => serve(b.dir)));
  const browser = await launch();
  const data = recordsData();
  const figures = builds.map(() => [] as Figures[]);
  try {
    for (let r = 0; r < rounds; r++)
      for (const [i, b] of builds.entries()) {
        const around =
          i > 0 ? undefined : flag('--profile') ? profiled : flag('--trace') ? traced : undefined;
        const stale = flag('--stale');
        const f = await recordsRound(browser, served[i]!.url, data, {
          layout: b.layout,
          around,
          stale,
        });
        figures[i]!.push(f);
        console.log(
          `${b.dir} round ${r + 1}: open ${f.open.toFixed(0)} ms, filter ${f.filter.toFixed(1)} ms, story ${f.story.toFixed(0)} ms; rows: open ${f.openList.toFixed(0)} ms, filter ${f.filterList.toFixed(0)} ms${stale ? ` ${refreshWords([f])}` : ''}`,
        );
      }
  } finally {
    await browser.close();
    for (const s of served) s.stop();
  }
  console.log('\nMedians (slow phone, CPU 4×):');
  for (const [i, b] of builds.entries()) {
    const m = (s: Timed) => median(figures[i]!.map((f) => f[s]));
    console.log(
      `  ${b.dir}: open ${m('open').toFixed(0)} ms, filter ${m('filter').toFixed(1)} ms, story ${m('story').toFixed(0)} ms (${rounds} rounds); rows: open ${m('openList').toFixed(0)} ms, filter ${m('filterList').toFixed(0)} ms`,
    );
  }
  for (const [step, list] of profiles) {
    console.log(`\n==== ${step} (${list.length} profiles, per run) ====`);
    await profileReport(list[0]!, null, 1, builds[0]!.dir);
    // With --timeline, each run's: a step whose runs differ shows where.
    if (flag('--timeline'))
      for (const [k, p] of list.entries()) {
        console.log(`  -- run ${k + 1}`);
        await timeline(p, builds[0]!.dir);
      }
  }
}

void main();
