// npm run probe -- split: bench:ui's End-turn figure split in parts, on our page and the same-work
// floor in turn (clicks interleaved, so both see the same machine load): the handler, the
// microtasks it queued (React renders and commits a click's update in one), dispatch to the rAF
// that starts the next frame, and that rAF to a message posted from it (the frame's style,
// layout and paint, and every task queued before the message).
import type { Browser, Page } from '@playwright/test';
import {
  FIND_END_TURN,
  launch,
  median,
  newPage,
  num,
  openTable,
  PAGE_OPTIONS,
  parse,
  serve,
  STRING,
  type Served,
} from './shared';

export const usage = `split [seats=12] [switches]   (needs dist/ and dist-floor/)
  --clicks N (30)  --mode  --url URL | --dist DIR (ours: dist)  --viewport WxH (1440x900)
  --init JS (run in our page before its own scripts: stub something out)  --extra-css CSS`;

const OPTIONS = { ...PAGE_OPTIONS, clicks: STRING, init: STRING, 'extra-css': STRING } as const;

const MEASURE = `new Promise((resolve) => {
  const button = ${FIND_END_TURN};
  const t0 = performance.now();
  button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  const handler = performance.now() - t0;
  let micro = 0;
  void Promise.resolve().then(() => (micro = performance.now() - t0));
  requestAnimationFrame(() => {
    const raf = performance.now() - t0;
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve([handler, micro, raf, performance.now() - t0]);
    ch.port2.postMessage(null);
  });
})`;

export async function run(args: string[]) {
  const { values: o, positionals } = parse(args, OPTIONS);
  const seats = num(positionals[0], 12);
  const clicks = num(o.clicks, 30);
  const servers: Served[] = [];
  let browser: Browser | undefined;
  try {
    const ours = await serve(o.dist ?? 'dist', o.url?.[0]);
    servers.push(ours);
    const floor = await serve('dist-floor');
    servers.push(floor);
    browser = await launch();
    const a = await newPage(browser, { viewport: o.viewport, css: !!o['extra-css'] });
    if (o.init) await a.page.addInitScript(o.init);
    await openTable(a.page, ours.url, seats, { mode: o.mode });
    if (o['extra-css']) await a.page.addStyleTag({ content: o['extra-css'] });
    const b = await newPage(browser, { viewport: o.viewport });
    await openTable(b.page, floor.url, seats, { floor: 'same' });
    const res: Record<string, number[][]> = { ours: [], floor: [] };
    // Five rounds of warm-up first, not counted.
    for (let i = 0; i < clicks + 5; i++)
      for (const [name, page] of [
        ['ours', a.page],
        ['floor', b.page],
      ] as [string, Page][]) {
        await page.bringToFront();
        await page.waitForTimeout(600);
        const r = await page.evaluate<number[]>(MEASURE);
        if (i >= 5) res[name]!.push(r);
      }
    for (const [name, rs] of Object.entries(res)) {
      const m = (f: (r: number[]) => number) => median(rs.map(f)).toFixed(2);
      console.log(
        `${name.padEnd(6)} handler ${m((r) => r[0]!)} ms, its microtasks ${m((r) => r[1]! - r[0]!)} ms, to rAF ${m((r) => r[2]!)} ms, rAF to message ${m((r) => r[3]! - r[2]!)} ms, total ${m((r) => r[3]!)} ms`,
      );
    }
  } finally {
    await browser?.close();
    for (const s of servers) s.stop();
  }
}
