// Not a benchmark: which components render for one End turn, commit by commit, with the time of
// each commit and of the next frame's rAF after the click. A stand-in for React DevTools' hook
// counts, per commit, each component whose function ran (props or state changed since the last
// commit that showed it). Needs an unminified build for the names:
//   npx vite build --minify false --outDir dist-nomin   (git-ignored)
// Usage: npx tsx bench/tools/renders.ts [seats] [mode]   (VIEWPORT=1440x900; `mode`: in table mode)
import { chromium } from '@playwright/test';
import { setUpTable } from '../setUpTable';
import { startPreview } from './preview';

const seats = Number(process.argv[2] ?? 12);
const mode = process.argv[3] === 'mode';
const CLICKS = 5;

// A string, not a function: it runs before the app's scripts, and tsx would wrap a function.
const HOOK = `
  window.__renders = null;
  window.__log = null;
  const seen = new WeakMap();
  const nameOf = (t) =>
    t.displayName || t.name || (t.type && (t.type.displayName || t.type.name)) ||
    (t.render && t.render.name) || '?';
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject() { return 1; },
    onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
    onCommitFiberRoot(id, root) {
      if (!window.__renders) return;
      const counts = {};
      const walk = (f) => {
        for (; f; f = f.sibling) {
          // A fiber keeps its PerformedWork flag until it renders again: count it only when its
          // props or state are new since this fiber was last looked at.
          const was = seen.get(f);
          const fresh = !was || was[0] !== f.memoizedProps || was[1] !== f.memoizedState;
          seen.set(f, [f.memoizedProps, f.memoizedState]);
          const component = typeof f.type === 'function' || (f.type && typeof f.type === 'object');
          if (fresh && (f.flags & 1) && component) {
            const n = nameOf(f.type);
            counts[n] = (counts[n] || 0) + 1;
            window.__renders[n] = (window.__renders[n] || 0) + 1;
          }
          walk(f.child);
        }
      };
      walk(root.current);
      window.__renders['(commits)'] = (window.__renders['(commits)'] || 0) + 1;
      if (window.__log)
        window.__log.push((performance.now() - window.__t0).toFixed(1) + ' ms: ' +
          Object.entries(counts).map(([k, v]) => k + (v > 1 ? ' ×' + v : '')).join(', '));
    },
  };`;

const endTurn = `new Promise((done) => {
  const b = document.querySelector('[data-testid="mode-end-turn"]') ??
    [...document.querySelectorAll('button')].find((x) => /^End .*turn/.test(x.textContent ?? ''));
  window.__t0 = performance.now();
  b.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  requestAnimationFrame(() => {
    if (window.__log) window.__log.push((performance.now() - window.__t0).toFixed(1) + ' ms: (rAF)');
    done();
  });
})`;

const { url, stop } = await startPreview(4235, 'dist-nomin');
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  // VIEWPORT=390x844: a phone's layout (a zoomed chart past a few dozen seats).
  const [w, h] = (process.env.VIEWPORT ?? '1440x900').split('x').map(Number);
  const page = await browser.newPage({ viewport: { width: w!, height: h! }, isMobile: w! < 800 });
  await page.addInitScript(HOOK);
  await setUpTable(page, url, seats);
  if (mode) {
    await page.getByRole('button', { name: /Table mode/ }).click();
    await page.getByTestId('table-mode').waitFor();
  }
  await page.waitForTimeout(1500);
  await page.evaluate('window.__renders = {}');
  for (let i = 0; i < CLICKS; i++) {
    await page.evaluate(endTurn);
    await page.waitForTimeout(700);
  }
  console.log(
    `${seats} seats${mode ? ', table mode' : ''}: renders per End turn (${CLICKS} clicks)`,
  );
  const totals = (await page.evaluate('window.__renders')) as Record<string, number>;
  for (const [k, v] of Object.entries(totals).sort((a, b) => b[1] - a[1]))
    console.log(`  ${k.padEnd(30)} ${(v / CLICKS).toFixed(1)}`);
  await page.evaluate('window.__log = []');
  await page.evaluate(endTurn);
  await page.waitForTimeout(700);
  console.log('One more End turn, commit by commit (time after the click):');
  for (const line of (await page.evaluate('window.__log')) as string[]) console.log(`  ${line}`);
  await browser.close();
} finally {
  stop();
}
