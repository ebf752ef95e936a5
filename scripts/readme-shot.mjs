#!/usr/bin/env node
// The README's picture (`npm run readme-shot`): serves the built app (dist/, from
// `npm run build`) with `vite preview`, opens it in Chromium at 1280x800 in the dark theme, waits
// for the seating chart and saves the page's top 1280x800 to docs/table.png.
/* global document */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'docs', 'table.png');
const WIDTH = 1280;
const HEIGHT = 800;

/** A port nobody listens on at 127.0.0.1 just now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `vite preview` of dist/ in its own process group; resolves once it answers. */
async function startPreview(port) {
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      `${port}`,
      '--strictPort',
    ],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = () => {
    if (exited || !child.pid) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  for (let i = 0; i < 150 && !exited; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`vite preview of dist/ did not answer on port ${port}`);
}

if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

const preview = await startPreview(await freePort());
let status = 0;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
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
