// Not a benchmark: bench:ui's End-turn measure split in two, on our page and the same-work floor
// in turn (both served at once, clicks interleaved): dispatch → the rAF callback that starts the
// next frame (the handler, and whatever ran before that frame), and that rAF → the message posted
// from it (the frame's style, layout, paint, and every task queued before the message).
// Usage: npx tsx bench/tools/split-click.ts [seats] [clicks] [mode]   (needs dist/ and dist-floor/)
import { chromium, type Page } from '@playwright/test';
import { setUpTable } from '../setUpTable';
import { startPreview } from './preview';

const seats = Number(process.argv[2] ?? 12);
const clicks = Number(process.argv[3] ?? 30);
const mode = process.argv[4] === 'mode';
const ours = await startPreview(4233, process.env.DIST ?? 'dist');
const floor = await startPreview(4234, 'dist-floor');

const measure = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<[number, number, number, number]>((resolve) => {
        const button = (document.querySelector('[data-testid="mode-end-turn"]') ??
          [...document.querySelectorAll('button')].find((b) =>
            /^End .*turn/.test(b.textContent ?? ''),
          ))!;
        const t0 = performance.now();
        button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        // The handler itself; then the microtasks it queued (React renders and commits a click's
        // update in one).
        const handler = performance.now() - t0;
        let micro = 0;
        void Promise.resolve().then(() => (micro = performance.now() - t0));
        requestAnimationFrame(() => {
          const raf = performance.now() - t0;
          const ch = new MessageChannel();
          ch.port1.onmessage = () => resolve([handler, micro, raf, performance.now() - t0]);
          ch.port2.postMessage(null);
        });
      }),
  );
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const a = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  // INIT='…': a script run in our page before its own, for an experiment (stub something out).
  if (process.env.INIT) await a.addInitScript(process.env.INIT);
  await setUpTable(a, ours.url, seats);
  if (mode) {
    await a.getByRole('button', { name: /Table mode/ }).click();
    await a.getByTestId('table-mode').waitFor();
  }
  if (process.env.EXTRA_CSS) await a.addStyleTag({ content: process.env.EXTRA_CSS });
  const b = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await b.goto(`${floor.url}?seats=${seats}&work=same`);
  const res = { ours: [] as number[][], floor: [] as number[][] };
  for (let i = 0; i < clicks + 5; i++) {
    for (const [name, page] of [
      ['ours', a],
      ['floor', b],
    ] as const) {
      await page.bringToFront();
      await page.waitForTimeout(600);
      const r = await measure(page);
      if (i >= 5) res[name].push(r);
    }
  }
  for (const [name, rs] of Object.entries(res))
    console.log(
      `${name.padEnd(6)} handler ${med(rs.map((r) => r[0])).toFixed(2)} ms, its microtasks ${med(rs.map((r) => r[1] - r[0])).toFixed(2)} ms, to rAF ${med(rs.map((r) => r[2])).toFixed(2)} ms, rAF to message ${med(rs.map((r) => r[3] - r[2])).toFixed(2)} ms, total ${med(rs.map((r) => r[3])).toFixed(2)} ms`,
    );
  await browser.close();
} finally {
  ours.stop();
  floor.stop();
}
