// npm run probe -- settle: the slow phone's "whole page caught up after End turn" alone (bench:ui's
// clickToSettled), with a paired A/B: a style sheet or a script on for odd clicks, off for even.
import type { Browser } from '@playwright/test';
import { clickToSettled } from '../settled';
import {
  abHalves,
  abStyleSheet,
  launch,
  newPage,
  num,
  openTable,
  PAGE_OPTIONS,
  parse,
  quantile,
  serve,
  STRING,
  throttle,
} from './shared';

export const usage = `settle [seats=100] [switches]
  --clicks N (20)  --warm N (3 turns first; 30 for a longer history)  --scroll (start scrolled
  to the life panel, as bench:ui's life taps leave the page)  --url URL | --dist DIR (dist)
  --viewport WxH (390x844)  --rate N (4)  --mode
  --ab-css CSS, or --ab-on JS [--ab-off JS] (scripts run before the clicks with and without)`;

const OPTIONS = {
  ...PAGE_OPTIONS,
  rate: STRING,
  clicks: STRING,
  warm: STRING,
  scroll: { type: 'boolean' },
  'ab-css': STRING,
  'ab-on': STRING,
  'ab-off': STRING,
} as const;

export async function run(args: string[]) {
  const { values: o, positionals } = parse(args, OPTIONS);
  const seats = num(positionals[0], 100);
  const server = await serve(o.dist ?? 'dist', o.url?.[0]);
  let browser: Browser | undefined;
  try {
    browser = await launch();
    const p = await newPage(browser, { viewport: o.viewport ?? '390x844', css: !!o['ab-css'] });
    const { page } = p;
    await openTable(page, server.url, seats, { mode: o.mode });
    await page.waitForTimeout(1500);
    const sheet = await abStyleSheet(page, o['ab-css']);
    await throttle(p, num(o.rate, 4));
    if (o.scroll) await page.getByTestId('life-stepper').scrollIntoViewIfNeeded();
    for (let i = 0; i < num(o.warm, 3); i++) await clickToSettled(page);
    const times: number[] = [];
    for (let i = 0; i < num(o.clicks, 20); i++) {
      await sheet?.(i);
      if (o['ab-on']) await page.evaluate(i % 2 === 1 ? o['ab-on'] : (o['ab-off'] ?? ''));
      times.push(await clickToSettled(page));
    }
    const say = (xs: number[]) =>
      `median ${quantile(xs, 0.5).toFixed(0)} ms, p90 ${quantile(xs, 0.9).toFixed(0)} ms`;
    if (sheet || o['ab-on']) {
      const h = abHalves(times);
      console.log(
        `without the A/B change: ${say(h.without)}\nwith it:                ${say(h.with)}`,
      );
    } else console.log(`caught up: ${say(times)}`);
  } finally {
    await browser?.close();
    server.stop();
  }
}
