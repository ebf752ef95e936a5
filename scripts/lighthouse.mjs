// `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) on the built app,
// served by `vite preview` on 127.0.0.1, in the Chromium the browser tests use. Prints
// performance and accessibility beside their targets (at least 99 and 100), the figures behind
// performance, and the largest contentful paint beside its target (1.5 s) and its element. Builds first when there is no build. Nothing leaves the machine.
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
// The pages a table opens on: the example table, and the lessons list.
const PAGES = ['/', '/#lessons'];

if (!existsSync(CHROME)) {
  console.error(
    `${CHROME} not found. Run npm test once (it installs Debian's chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}
if (!existsSync('dist/index.html')) {
  console.log('No build yet: building…');
  const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const port = await new Promise((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
const preview = spawn(
  'npx',
  ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
);
const origin = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(origin)).ok) break;
  } catch {
    if (i > 100) throw new Error(`vite preview did not start on ${origin}`);
  }
  await new Promise((r) => setTimeout(r, 100));
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let worst = Infinity;
try {
  mkdirSync('test-results/lighthouse', { recursive: true });
  for (const path of PAGES) {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = result.lhr;
    const name = path === '/' ? 'table' : path.replace(/[^a-z]/g, '');
    writeFileSync(`test-results/lighthouse/${name}.html`, result.report);
    writeFileSync(`test-results/lighthouse/${name}.json`, JSON.stringify(result.lhr));
    console.log(`\n${origin}${path}`);
    for (const [id, target] of Object.entries(TARGETS)) {
      const score = Math.round((categories[id].score ?? 0) * 100);
      worst = Math.min(worst, score - target);
      console.log(
        `  ${id.padEnd(14)} ${String(score).padStart(3)}   target ≥ ${target}${score < target ? '   BELOW TARGET' : ''}`,
      );
    }
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ])
      console.log(`    ${audits[id].title.padEnd(26)} ${audits[id].displayValue}`);
    const lcp = audits['largest-contentful-paint'].numericValue;
    worst = Math.min(worst, lcp <= LCP_TARGET_MS ? 0 : -1);
    const element =
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    console.log(
      `  LCP ${(lcp / 1000).toFixed(2)} s   target ≤ ${LCP_TARGET_MS / 1000} s${lcp > LCP_TARGET_MS ? '   ABOVE TARGET' : ''}${element ? `   (${element.nodeLabel ?? element.snippet})` : ''}`,
    );
    const failing = Object.values(audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode === 'binary' &&
        categories.accessibility.auditRefs.some((r) => r.id === a.id),
    );
    for (const a of failing) console.log(`    accessibility: ${a.title}`);
  }
  console.log('\nReports: test-results/lighthouse/*.html (and .json)');
} finally {
  chrome.kill();
  process.kill(-preview.pid);
}
process.exitCode = worst < 0 ? 1 : 0;
