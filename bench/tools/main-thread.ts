// A probe for UI speed work, not a benchmark of record (that is `npm run bench:ui`): the
// renderer main thread's CPU time (trace `tdur`) from clicking End turn to the end of the next
// frame, for one or more running builds, interleaved. CPU time is steadier than wall time on a
// busy machine, so it can compare two builds when the wall clock cannot.
//   npx tsx bench/tools/main-thread.ts http://127.0.0.1:4401/ http://127.0.0.1:4402/
import { chromium, type Page } from '@playwright/test';
import { setUpTable } from '../setUpTable';
import { clickEndTurn, traceClicks, type TraceEvent } from './trace';

const urls = process.argv.slice(2);
const N = Number(process.env.N ?? 12);
/** Parts of the frame worth watching: script, style, layout, paint. */
const PHASES = ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'HitTest'];
interface Sample {
  total: number;
  wall: number;
  phases: Record<string, number>;
}

async function measure(page: Page, clicks: number) {
  for (let i = 0; i < 4; i++) {
    await page.waitForTimeout(300);
    await clickEndTurn(page);
  }
  const { events, main, starts, ends } = await traceClicks(
    page,
    ['toplevel', 'devtools.timeline', 'blink.user_timing'],
    async () => {
      for (let i = 0; i < clicks; i++) {
        await page.waitForTimeout(400);
        await clickEndTurn(page);
      }
    },
  );
  const all = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: TraceEvent[] = [];
  let until = -1;
  for (const e of all)
    if (e.ts >= until) {
      tasks.push(e);
      until = e.ts + e.dur!;
    }

  const cpu: Sample[] = [];
  starts.forEach((s, i) => {
    const e = ends[i]!;
    let t = 0;
    const phases: Record<string, number> = {};
    const ended: Record<string, number> = {};
    for (const k of all)
      // Outermost events of each kind only: a script calling into script is one FunctionCall.
      if (PHASES.includes(k.name) && k.ts >= s && k.ts < e && k.ts >= (ended[k.name] ?? 0)) {
        phases[k.name] = (phases[k.name] ?? 0) + (k.tdur ?? 0) / 1000;
        ended[k.name] = k.ts + k.dur!;
      }
    for (const k of tasks) {
      const dur = k.dur!;
      if (k.ts + dur > s && k.ts < e)
        t +=
          (k.tdur ?? 0) *
          Math.max(0, Math.min(1, (Math.min(k.ts + dur, e) - Math.max(k.ts, s)) / dur));
    }
    cpu.push({ total: t / 1000, wall: (e - s) / 1000, phases });
  });
  return cpu;
}
async function main() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const res: Sample[][] = urls.map(() => []);
  for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++)
    for (let k = 0; k < urls.length; k++) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await setUpTable(page, urls[k]!, N);
      res[k]!.push(...(await measure(page, 10)));
      await page.close();
    }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  urls.forEach((u, k) => {
    const samples = res[k]!;
    const parts = PHASES.map(
      (p) => `${p} ${med(samples.map((x) => x.phases[p] ?? 0)).toFixed(2)}`,
    ).join(', ');
    console.log(
      `${u} wall median ${med(samples.map((x) => x.wall)).toFixed(2)} ms; main-thread CPU median ${med(samples.map((x) => x.total)).toFixed(2)} ms (${parts})`,
    );
  });
  await browser.close();
}
main();
