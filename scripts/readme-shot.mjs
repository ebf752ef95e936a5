#!/usr/bin/env node
// The README's picture (`npm run readme-shot`): serves the built app (dist/, from
// `npm run build`) with `vite preview`, opens it in Chromium at 1280x800 in the dark theme, waits
// for the seating chart and saves the page's top 1280x800 to docs/table.png.
/* global document */
import { join } from 'node:path';
import { launchChromium, ROOT, startPreview } from './preview.mjs';

const OUT = join(ROOT, 'docs', 'table.png');
const WIDTH = 1280;
const HEIGHT = 800;

const preview = await startPreview().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
let status = 0;
try {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: WIDTH, height: HEIGHT },
      colorScheme: 'dark',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(preview.url);
    await page.locator('[data-testid="seat"]').first().waitFor({ state: 'visible' });
    // Let the chart's entrance and the panels loaded after the first paint settle.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(1000);
    await page.screenshot({
      path: OUT,
      clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT },
      animations: 'disabled',
    });
    console.log(`wrote ${OUT}`);
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  status = 1;
} finally {
  preview.stop();
}
process.exit(status);
