// npm run probe -- renders: which components one End turn renders, commit by commit, with the time
// of each commit and of the next frame's rAF after the click. A stand-in for React DevTools' hook
// that counts, per commit, each component whose function ran (props or state changed since the
// last commit that showed it). Needs an unminified build for the names (dist-nomin/).
import type { Browser } from '@playwright/test';
import {
  FIND_END_TURN,
  launch,
  newPage,
  num,
  openTable,
  PAGE_OPTIONS,
  parse,
  serve,
} from './shared';

export const usage = `renders [seats=12] [switches]   (npx vite build --minify false --outDir dist-nomin)
  --mode  --viewport WxH (1440x900; 390x844 for a phone)  --url URL | --dist DIR (dist-nomin)`;

const CLICKS = 5;

// It runs before the app's scripts, where React looks for DevTools.
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

const END_TURN = `new Promise((done) => {
  const b = ${FIND_END_TURN};
  window.__t0 = performance.now();
  b.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  requestAnimationFrame(() => {
    if (window.__log) window.__log.push((performance.now() - window.__t0).toFixed(1) + ' ms: (rAF)');
    done();
  });
})`;

export async function run(args: string[]) {
  const { values: o, positionals } = parse(args, PAGE_OPTIONS);
  const seats = num(positionals[0], 12);
  const server = await serve(o.dist ?? 'dist-nomin', o.url?.[0]);
  let browser: Browser | undefined;
  try {
    browser = await launch();
    const { page } = await newPage(browser, { viewport: o.viewport });
    await page.addInitScript(HOOK);
    await openTable(page, server.url, seats, { mode: o.mode });
    await page.waitForTimeout(1500);
    await page.evaluate('window.__renders = {}');
    for (let i = 0; i < CLICKS; i++) {
      await page.evaluate(END_TURN);
      await page.waitForTimeout(700);
    }
    console.log(
      `${seats} seats${o.mode ? ', table mode' : ''}: renders per End turn (${CLICKS} clicks)`,
    );
    const totals = (await page.evaluate('window.__renders')) as Record<string, number>;
    for (const [k, v] of Object.entries(totals).sort((a, b) => b[1] - a[1]))
      console.log(`  ${k.padEnd(30)} ${(v / CLICKS).toFixed(1)}`);
    await page.evaluate('window.__log = []');
    await page.evaluate(END_TURN);
    await page.waitForTimeout(700);
    console.log('One more End turn, commit by commit (time after the click):');
    for (const line of (await page.evaluate('window.__log')) as string[]) console.log(`  ${line}`);
  } finally {
    await browser?.close();
    server.stop();
  }
}
