// A probe for UI speed work, not a benchmark of record (that is `npm run bench:ui`): where one
// End-turn click's time goes. It traces a few clicks in Chromium and prints the renderer main
// thread's events from the click to the end of the frame after it, nested, with wall and CPU
// time; WHY=1 adds what was invalidated (style, layout) and why, counted by element.
//   npx tsx bench/tools/click-trace.ts http://127.0.0.1:4173/ [seats]
//   npx tsx bench/tools/click-trace.ts http://127.0.0.1:4318/ 12 floor   (bench:ui's floor page)
// MIN (µs, default 50) hides shorter events; DEPTH (default 6) limits the nesting shown.
import { chromium } from '@playwright/test';
import { setUpTable } from '../setUpTable';
import { clickEndTurn, traceClicks, type TraceEvent } from './trace';

const url = process.argv[2] ?? 'http://127.0.0.1:4173/';
const seats = Number(process.argv[3] ?? 12);
const floor = process.argv[4] === 'floor';
const MIN = Number(process.env.MIN ?? 50);
const DEPTH = Number(process.env.DEPTH ?? 6);
const INVALIDATIONS = [
  'StyleRecalcInvalidationTracking',
  'LayoutInvalidationTracking',
  'PaintInvalidationTracking',
];

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  if (floor) await page.goto(`${url}?seats=${seats}`);
  else await setUpTable(page, url, seats);
  // The pointer on the button, as bench:ui has it.
  const box = await page
    .getByRole('button', { name: /^End .*turn/ })
    .first()
    .boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 5; i++) {
    await page.waitForTimeout(400);
    await clickEndTurn(page);
  }
  const categories = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'blink', 'cc'];
  if (process.env.WHY)
    categories.push('disabled-by-default-devtools.timeline.invalidationTracking');
  const walls: number[] = [];
  const { events, main, starts, ends } = await traceClicks(page, categories, async () => {
    for (let i = 0; i < 3; i++) {
      await page.waitForTimeout(500);
      walls.push(await clickEndTurn(page));
    }
  });
  await browser.close();

  // The last click: the first ones may still meet a lazy chunk arriving.
  const start = starts.at(-1)!;
  const end = ends.at(-1)!;
  console.log(
    `click → paint, wall: ${walls.map((w) => w.toFixed(1)).join(', ')} ms; traced below: the last\n`,
  );
  const window = events
    .filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        e.ph === 'X' &&
        e.dur !== undefined &&
        e.ts >= start - 200 &&
        e.ts <= end,
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const open: TraceEvent[] = [];
  for (const e of window) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= e.ts) open.pop();
    if (e.dur! >= MIN && open.length < DEPTH) {
      const cpu = e.tdur === undefined ? '' : ` (CPU ${(e.tdur / 1000).toFixed(2)})`;
      console.log(
        `${((e.ts - start) / 1000).toFixed(2).padStart(7)} ms ${'  '.repeat(open.length)}${e.name} ${(e.dur! / 1000).toFixed(2)} ms${cpu}`,
      );
    }
    open.push(e);
  }
  console.log(
    `${((end - start) / 1000).toFixed(2).padStart(7)} ms the frame after the click has been painted`,
  );
  if (process.env.WHY) {
    const counts = new Map<string, number>();
    for (const e of events)
      if (e.pid === main.pid && e.ts >= start && e.ts <= end && INVALIDATIONS.includes(e.name)) {
        const d = e.args?.data;
        const key = `${e.name.replace('InvalidationTracking', '')}: ${d?.nodeName ?? '?'} — ${d?.reason ?? ''}${d?.extraData ? ` (${d.extraData})` : ''}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    console.log('\nInvalidated in that click:');
    for (const [k, n] of [...counts].sort((a, b) => b[1] - a[1]))
      console.log(`${String(n).padStart(5)} × ${k}`);
  }
}

main().catch((e) => {
  console.error(`click-trace: ${(e as Error).message}`);
  process.exit(1);
});
