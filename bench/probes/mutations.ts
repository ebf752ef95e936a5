// npm run probe -- mutations: which parts of the page one End turn changes, in the click's own task
// (the handler itself, then before its frame) and in the second after it, by kind and place.
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

export const usage = `mutations [seats=12] [switches]
  --viewport WxH (1440x900)  --mode  --url URL | --dist DIR (dist)`;

// A place: the nearest element with a data-testid and up to three tags inside it.
const WATCH = `new Promise((resolve) => {
  const where = (n) => {
    let e = n.nodeType === 1 ? n : n.parentElement;
    const path = [];
    while (e && e !== document.body && path.length < 4) {
      const id = e.getAttribute('data-testid');
      path.unshift(id ? '#' + id : e.tagName.toLowerCase());
      if (id) break;
      e = e.parentElement;
    }
    return path.join('>');
  };
  const key = (m) => m.type + (m.attributeName ? '[' + m.attributeName + ']' : '') + ' ' + where(m.target);
  // The handler's own changes (taken at once), then the rest before the frame, then after it.
  const counts = [new Map(), new Map(), new Map()];
  let phase = 1;
  const add = (i, list) => { for (const m of list) counts[i].set(key(m), (counts[i].get(key(m)) ?? 0) + 1); };
  const obs = new MutationObserver((list) => add(phase, list));
  obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  ${FIND_END_TURN}.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  add(0, obs.takeRecords());
  requestAnimationFrame(() => {
    add(1, obs.takeRecords());
    phase = 2;
    setTimeout(() => {
      obs.disconnect();
      const fmt = (m) => [...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => '  ' + n + '× ' + k).join('\\n');
      resolve('before the frame, in the click handler itself:\\n' + fmt(counts[0]) +
        '\\nbefore the frame, after the handler:\\n' + fmt(counts[1]) + '\\nafter it (1 s):\\n' + fmt(counts[2]));
    }, 1000);
  });
})`;

export async function run(args: string[]) {
  const { values: o, positionals } = parse(args, PAGE_OPTIONS);
  const server = await serve(o.dist ?? 'dist', o.url?.[0]);
  let browser: Browser | undefined;
  try {
    browser = await launch();
    const { page } = await newPage(browser, { viewport: o.viewport });
    await openTable(page, server.url, num(positionals[0], 12), { mode: o.mode });
    await page.waitForTimeout(1000);
    console.log(await page.evaluate<string>(WATCH));
  } finally {
    await browser?.close();
    server.stop();
  }
}
