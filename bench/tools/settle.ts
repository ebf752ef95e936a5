// Probe: the slow phone's "whole page caught up after End turn" (bench:ui's clickToSettled), with
// a paired A/B: AB_CSS='…' is on for odd clicks and off for even ones, so both halves see the same
// machine load. npx tsx bench/tools/settle.ts [seats=100] [clicks=20]   (RATE=4, DIST=dist)
import { chromium } from '@playwright/test';
import { clickToSettled } from '../settled';
import { setUpTable } from '../setUpTable';
import { startPreview } from './preview';

const seats = Number(process.argv[2] ?? 100);
const clicks = Number(process.argv[3] ?? 20);
const srv = await startPreview(4239, process.env.DIST ?? 'dist');
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    bypassCSP: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await setUpTable(page, srv.url, seats);
  await page.waitForTimeout(1500);
  if (process.env.AB_CSS)
    await page
      .addStyleTag({ content: process.env.AB_CSS })
      .then((h) => h.evaluate((e) => ((e as HTMLStyleElement).id = 'ab')));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
  // SCROLL=1: the page scrolled to the life panel first, as bench:ui's life taps leave it.
  if (process.env.SCROLL) await page.getByTestId('life-stepper').scrollIntoViewIfNeeded();
  const settle = () => clickToSettled(page);
  // WARM=30: more turns played first (a longer history).
  for (let i = 0; i < Number(process.env.WARM ?? 3); i++) await settle();
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < clicks; i++) {
    const on = i % 2 === 1;
    // AB_ON / AB_OFF: scripts run before the clicks with and without the change.
    if (process.env.AB_ON) await page.evaluate(on ? process.env.AB_ON : (process.env.AB_OFF ?? ''));
    if (process.env.AB_CSS)
      await page.evaluate((on) => {
        (document.getElementById('ab') as HTMLStyleElement).disabled = !on;
      }, on);
    (on ? b : a).push(await settle());
  }
  const q = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length * p)]!;
  const say = (xs: number[]) =>
    `median ${q(xs, 0.5).toFixed(0)} ms, p90 ${q(xs, 0.9).toFixed(0)} ms`;
  if (process.env.AB_CSS || process.env.AB_ON)
    console.log(`without AB_CSS: ${say(a)}\nwith AB_CSS:    ${say(b)}`);
  else console.log(`caught up: ${say([...a, ...b])}`);
  await browser.close();
} finally {
  srv.stop();
}
