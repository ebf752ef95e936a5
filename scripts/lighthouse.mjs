// `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) on the built app,
// served by `vite preview` on 127.0.0.1, in the Chromium the browser tests use. Four pages, each
// the median of RUNS runs (3; LIGHTHOUSE_RUNS): the table on a first visit (the prerendered
// example), a returning visit (a 12-seat table saved on the device, the bare address), a share
// link of that table, and the lessons list. Prints performance and Total Blocking Time beside
// their targets (≥ 99, ≤ 100 ms), accessibility (100), the figures behind performance, and the
// largest contentful paint beside its target (1.5 s) and its element. Builds first when there is
// no build. Nothing leaves the machine. LIGHTHOUSE_PORT: the preview's port (else a free one the
// system gives); LIGHTHOUSE_DIST: another build to measure (a before/after pair), not dist/;
// LIGHTHOUSE_PAGES: some of the pages by name (table,link,lessons,returning).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Lighthouse is installed on first use into .cache/ (git-ignored), not as a devDependency: its
// tree breaks `npm ci` here (the registry's lockfile misses a package of it), and the tests
// don't need it. 12.8.x runs on Node 20; 13.x needs Node 22.
const LIGHTHOUSE = '12.8.2';
const cache = resolve('.cache/lighthouse');
const need = createRequire(resolve(cache, 'index.js'));
const installed = () => {
  try {
    return need('lighthouse/package.json').version === LIGHTHOUSE;
  } catch {
    return false;
  }
};
if (!installed()) {
  console.log(`Installing lighthouse ${LIGHTHOUSE} into .cache/lighthouse (once)…`);
  mkdirSync(cache, { recursive: true });
  const i = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      cache,
      '--no-save',
      '--no-audit',
      '--no-fund',
      `lighthouse@${LIGHTHOUSE}`,
    ],
    { stdio: 'inherit' },
  );
  if (i.status !== 0 || !installed()) {
    console.error('Could not install lighthouse (is the npm registry reachable?).');
    process.exit(1);
  }
}
const load = async (name) => import(pathToFileURL(need.resolve(name)).href);
const { default: lighthouse } = await load('lighthouse');
const chromeLauncher = await load('chrome-launcher');

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 99, accessibility: 100 };
const LCP_TARGET_MS = 1500;
const TBT_TARGET_MS = 100;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// A 12-seat Commander table's share link, made by the app's own encoder (TypeScript: through tsx).
const encoded = spawnSync(
  'npx',
  [
    'tsx',
    '-e',
    `import { encodeTable } from './src/share/codec.ts';
     import { PRESETS } from './src/rules/presets.ts';
     process.stdout.write(encodeTable({ ...PRESETS.find((p) => p.id === 'commander').scenario,
       players: Array.from({ length: 12 }, (_, i) => ({ name: 'Player ' + (i + 1) })),
       startingPlayer: 'Player 1' }));`,
  ],
  { encoding: 'utf8' },
);
if (encoded.status !== 0 || !encoded.stdout) {
  console.error(`Could not make the share link: ${encoded.stderr}`);
  process.exit(1);
}
const LINK = `/#${encoded.stdout.trim()}`;
// The pages a table opens on. `returning`: the share link's table saved on the device first, and
// Lighthouse told to keep the device's storage and cache (it clears them for the others).
const PAGES = [
  { name: 'table', title: 'the table, first visit', path: '/' },
  { name: 'link', title: 'a share link (12 seats), first visit', path: LINK },
  { name: 'lessons', title: 'the lessons list', path: '/#lessons' },
  { name: 'returning', title: 'the table, returning visit (saved)', path: '/', returning: true },
].filter(
  (p) => !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').includes(p.name),
);

if (!existsSync(CHROME)) {
  console.error(
    `${CHROME} not found. Run npm test once (it installs Debian's chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}
const DIST = process.env.LIGHTHOUSE_DIST ?? 'dist';
if (DIST !== 'dist' && !existsSync(`${DIST}/index.html`)) {
  console.error(`No build in ${DIST}/.`);
  process.exit(1);
}
if (DIST === 'dist' && !existsSync('dist/index.html')) {
  console.log('No build yet: building…');
  const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const port = process.env.LIGHTHOUSE_PORT
  ? Number(process.env.LIGHTHOUSE_PORT)
  : await new Promise((resolve) => {
      const s = createServer();
      s.listen(0, '127.0.0.1', () => {
        const { port: p } = s.address();
        s.close(() => resolve(p));
      });
    });
const preview = spawn(
  'npx',
  [
    'vite',
    'preview',
    '--outDir',
    DIST,
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
);
const origin = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(origin)).ok) break;
  } catch {
    if (i > 600) throw new Error(`vite preview did not start on ${origin}`);
  }
  await new Promise((r) => setTimeout(r, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let worst = Infinity;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Opens the share link in the Chromium Lighthouse drives and waits until its table is saved. */
async function saveTable() {
  const { default: puppeteer } = await load('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}${LINK}`);
    // Polled inside the page (puppeteer's waitForFunction evaluates a string, which the page's
    // policy refuses).
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const look = () => {
            const i = JSON.parse(localStorage.getItem('table-sense') ?? 'null');
            // The link's table (not the example drawn before the link opens) is the one saved.
            const saved = i?.currentId && localStorage.getItem(`table-sense:table:${i.currentId}`);
            if (saved?.includes('"Player 12"')) resolve();
            else setTimeout(look, 250);
          };
          look();
        }),
    );
    // The service worker's copy of the app, as a device that opened it before has it.
    await page.evaluate(() =>
      Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 10_000))]),
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
try {
  mkdirSync('test-results/lighthouse', { recursive: true });
  for (const { name, title, path, returning } of PAGES) {
    if (returning) await saveTable();
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: !!returning,
      });
      runs.push(result);
    }
    const score = (r, id) => Math.round((r.lhr.categories[id].score ?? 0) * 100);
    const value = (r, id) => r.lhr.audits[id].numericValue;
    // The report kept is the run with the median performance.
    const byPerf = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const { lhr, report } = byPerf[Math.floor(byPerf.length / 2)];
    writeFileSync(`test-results/lighthouse/${name}.html`, report);
    writeFileSync(`test-results/lighthouse/${name}.json`, JSON.stringify(lhr));
    console.log(`\n${title}: ${origin}${path.length > 40 ? `${path.slice(0, 40)}…` : path}`);
    for (const [id, target] of Object.entries(TARGETS)) {
      const all = runs.map((r) => score(r, id));
      const m = median(all);
      worst = Math.min(worst, m - target);
      console.log(
        `  ${id.padEnd(14)} median ${String(m).padStart(3)} (runs ${all.join(', ')})   target ≥ ${target}: ${m < target ? 'MISSED' : 'met'}`,
      );
    }
    const tbts = runs.map((r) => value(r, 'total-blocking-time'));
    const tbt = median(tbts);
    worst = Math.min(worst, tbt <= TBT_TARGET_MS ? 0 : -1);
    console.log(
      `  Total Blocking Time median ${tbt.toFixed(0)} ms (runs ${tbts.map((x) => x.toFixed(0)).join(', ')})   target ≤ ${TBT_TARGET_MS} ms: ${tbt > TBT_TARGET_MS ? 'MISSED' : 'met'}`,
    );
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'cumulative-layout-shift',
      'speed-index',
      'interactive',
    ]) {
      const xs = runs.map((r) => value(r, id));
      const shown =
        id === 'cumulative-layout-shift'
          ? median(xs).toFixed(3)
          : `${(median(xs) / 1000).toFixed(2)} s`;
      console.log(`    ${lhr.audits[id].title.padEnd(26)} median ${shown}`);
    }
    const lcp = median(runs.map((r) => value(r, 'largest-contentful-paint')));
    worst = Math.min(worst, lcp <= LCP_TARGET_MS ? 0 : -1);
    const element =
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    console.log(
      `  LCP median ${(lcp / 1000).toFixed(2)} s   target ≤ ${LCP_TARGET_MS / 1000} s: ${lcp > LCP_TARGET_MS ? 'MISSED' : 'met'}${element ? `   (${element.nodeLabel ?? element.snippet})` : ''}`,
    );
    const { categories, audits } = lhr;
    const failing = Object.values(audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode === 'binary' &&
        categories.accessibility.auditRefs.some((r) => r.id === a.id),
    );
    for (const a of failing) console.log(`    accessibility: ${a.title}`);
  }
  console.log('\nReports (the median run of each): test-results/lighthouse/*.html (and .json)');
} finally {
  chrome.kill();
  process.kill(-preview.pid);
}
process.exitCode = worst < 0 ? 1 : 0;
