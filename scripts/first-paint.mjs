#!/usr/bin/env node
// What a visit fetches before the chart paints: every script whose request starts before a
// seating chart's circle is first shown, in real Chromium, over the built app (dist/); and,
// beside it, before the app's own chart has one (the same, but for a prerendered first screen,
// which index.html holds: painted before the app's code is even requested).
// Counted gzip at zlib's default level, as scripts/size.mjs counts. Used by the size check.
/* global window, document, requestAnimationFrame */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** A static server over `dist` on 127.0.0.1 (a free port); resolves to its origin and closer. */
export function serve(dist) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dist, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => server.close(),
      }),
    ),
  );
}

/**
 * For each of `visits` (a path and hash, and optional setup of storage), the scripts requested
 * before the chart's first circle: [{ visit, files: [{ file, gzip }], total }].
 */
export async function scriptsBeforeChart(visits, dist = 'dist') {
  const root = normalize(join(process.cwd(), dist));
  const { origin, close } = await serve(root);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const out = [];
  try {
    for (const visit of visits) {
      const context = await browser.newContext({
        serviceWorkers: 'block',
        // English, whose first catalog is in the start-up code (the budgets are English's).
        locale: 'en-US',
        storageState: {
          cookies: [],
          origins: [
            {
              origin,
              localStorage: Object.entries(visit.storage ?? {}).map(([name, value]) => ({
                name,
                value,
              })),
            },
          ],
        },
      });
      const page = await context.newPage();
      // On the page's own clock: when a chart circle is first shown at a frame (rAF runs once
      // render-blocking styles are in, so a prerendered chart the styles hide is not counted),
      // and when the app's own chart has one (a prerendered first screen, scripts/prerender.mjs,
      // is painted before any script runs; the app's chart is what answers a tap).
      await page.addInitScript(() => {
        const look = () => {
          // The prerendered copy names its test ids data-shell-testid (prerender.mjs).
          const shown = document.querySelector(
            'svg[data-testid="seating-chart"] circle, svg[data-shell-testid="seating-chart"] circle',
          );
          if (window.__chartAt === undefined && shown?.checkVisibility())
            window.__chartAt = performance.now();
          if (
            document.querySelector(
              '#root:not([data-shell]) svg[data-testid="seating-chart"] circle',
            )
          )
            window.__appChartAt = performance.now();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.goto(`${origin}${visit.url}`);
      await page.waitForFunction(() => window.__appChartAt !== undefined, null, {
        timeout: 30_000,
      });
      const requested = (before) =>
        page.evaluate(
          (t) =>
            performance
              .getEntriesByType('resource')
              .filter((r) => r.startTime < t && /\.js(\?|$)/.test(r.name))
              .map((r) => new URL(r.name).pathname),
          before,
        );
      const [chartAt, appChartAt] = await page.evaluate(() => [
        window.__chartAt ?? window.__appChartAt,
        window.__appChartAt,
      ]);
      // An entry script written in the document is not a resource entry.
      const html = readFileSync(join(root, 'index.html'), 'utf8');
      const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map(
        (m) => m[1],
      );
      const sized = (urls) =>
        [...new Set([...entry, ...urls])].map((p) => {
          const file = p.replace(/^\//, '');
          return { file, gzip: gzipSync(readFileSync(join(root, file))).length };
        });
      const files = sized(await requested(chartAt));
      const app = sized(await requested(appChartAt));
      const sum = (fs) => fs.reduce((s, f) => s + f.gzip, 0);
      out.push({ visit, files, total: sum(files), app: { files: app, total: sum(app) } });
      await context.close();
    }
  } finally {
    await browser.close();
    close();
  }
  return out;
}

/** Storage holding one saved table with `log`, as the library writes it. */
const saved = (log) => {
  const setup = {
    version: 1,
    variant: 'free-for-all',
    players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }],
    startingPlayer: 'Ana',
  };
  const index = {
    version: 2,
    currentId: 'saved-1',
    tables: [{ id: 'saved-1', name: 'Game night', created: 1, updated: 1 }],
    prefs: { theme: 'system', keepAwake: false, flat: false },
  };
  return {
    'table-sense': JSON.stringify(index),
    'table-sense:table:saved-1': JSON.stringify({ setup, log, cursor: log.length }),
  };
};
const PLAYED = [
  { type: 'endTurn', player: 'Ana' },
  { type: 'life', player: 'Bo', amount: -3 },
];

/** The visits measured: a first visit (what the budget counts) and two returning ones. */
export const VISITS = [
  { name: 'first visit (the example table)', url: '/' },
  { name: 'returning, a saved table (reader loaded)', url: '/', storage: saved(PLAYED) },
  {
    name: 'returning, a saved table with the monarch (reader and extended events)',
    url: '/',
    storage: saved([...PLAYED, { type: 'designate', designation: 'monarch', player: 'Cy' }]),
  },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await scriptsBeforeChart(VISITS);
  for (const r of rows) {
    for (const f of r.files.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${f.file}: ${(f.gzip / 1000).toFixed(1)} KB gzip`);
    console.log(
      `${r.visit.name}: ${r.files.length} scripts, ${(r.total / 1000).toFixed(1)} KB gzip`,
    );
  }
}
