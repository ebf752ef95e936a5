// Not a benchmark: which parts of the page one End turn changes, in the click's own task (before
// its frame) and after it. Usage: npx tsx bench/tools/mutations.ts [seats] [WxH]  (needs dist/)
import { chromium } from '@playwright/test';
import { setUpTable } from '../setUpTable';
import { startPreview } from './preview';

const PORT = 4232;
const seats = Number(process.argv[2] ?? 12);
const [w, h] = (process.argv[3] ?? '1440x900').split('x').map(Number);
const { url: URL, stop } = await startPreview(PORT);
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage({ viewport: { width: w!, height: h! } });
  await setUpTable(page, URL, seats);
  await page.waitForTimeout(1000);
  const out = await page.evaluate<string>(`new Promise((resolve) => {
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
    const counts = [new Map(), new Map()];
    let phase = 0;
    const obs = new MutationObserver((list) => {
      for (const m of list) {
        const k = m.type + (m.attributeName ? '[' + m.attributeName + ']' : '') + ' ' + where(m.target);
        counts[phase].set(k, (counts[phase].get(k) ?? 0) + 1);
      }
    });
    obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const button = [...document.querySelectorAll('button')].find((b) => /^End .*turn/.test(b.textContent ?? ''));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    counts[0] = new Map([...counts[0], ...obs.takeRecords().map((m) => ['(pending) ' + m.type, 1])]);
    requestAnimationFrame(() => {
      for (const m of obs.takeRecords()) {
        const k = m.type + (m.attributeName ? '[' + m.attributeName + ']' : '') + ' ' + where(m.target);
        counts[0].set(k, (counts[0].get(k) ?? 0) + 1);
      }
      phase = 1;
      setTimeout(() => {
        obs.disconnect();
        const fmt = (m) => [...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => '  ' + n + '× ' + k).join('\\n');
        resolve('before the frame:\\n' + fmt(counts[0]) + '\\nafter it (1 s):\\n' + fmt(counts[1]));
      }, 1000);
    });
  })`);
  console.log(out);
  await browser.close();
} finally {
  stop();
}
