import { chromium } from '@playwright/test';
const URL = process.env.URL ?? 'http://127.0.0.1:4317/';
const N = Number(process.env.N ?? 12);
async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(URL);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId('preset-commander').click();
  await page.getByText('Quick entry: type or paste all names').click();
  await page.getByTestId('paste-names').fill(Array.from({ length: N }, (_, i) => `Player ${i + 1}`).join('\n'));
  await page.getByTestId('paste-apply').click();
  await page.getByTestId('start-game').click();
  await page.getByTestId('seat').nth(N - 1).waitFor();
  const click = () => page.evaluate(() => new Promise<number>((resolve) => {
    const b = [...document.querySelectorAll('button')].find((b) => /^End .*turn/.test(b.textContent ?? ''))!;
    performance.mark('clk'); const t0 = performance.now(); b.click();
    requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => resolve(performance.now() - t0); ch.port2.postMessage(null); });
  }));
  for (let i = 0; i < 8; i++) { await page.waitForTimeout(400); await click(); }
  const cdp = await page.context().newCDPSession(page);
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (d: any) => events.push(...d.value));
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,blink.user_timing,disabled-by-default-devtools.timeline.invalidationTracking', transferMode: 'ReportEvents' });
  const times: number[] = [];
  for (let i = 0; i < 10; i++) { await page.waitForTimeout(500); times.push(await click()); }
  await cdp.send('Tracing.end'); await done;
  console.log('times', times.map((t) => t.toFixed(1)).join(' '));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const mainEv = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const marks = events.filter((e) => e.name === 'clk').map((e) => e.ts).sort((a,b)=>a-b);
  const agg = new Map<string, number>();
  console.log('marks', marks.length);
  marks.forEach((m, i) => {
    const w = times[i]! * 1000;
    for (const e of mainEv) if (e.ts >= m && e.ts < m + w && e.dur) agg.set(e.name, (agg.get(e.name) ?? 0) + Math.min(e.dur, m + w - e.ts) / 1000 / marks.length);
  });
  marks.slice(0,4).forEach((m, i) => {
    const w = times[i]! * 1000;
    const inv = new Map<string, number>();
    for (const e of events) if (e.ts >= m && e.ts < m + w) {
      if (e.name === 'LayoutInvalidationTracking' || e.name === 'StyleRecalcInvalidationTracking') {
        const k = e.name.slice(0,5) + ' ' + String(e.args.data.nodeName).slice(0,40) + ' / ' + e.args.data.reason;
        inv.set(k, (inv.get(k) ?? 0) + 1);
      }
      if (i < 2 && ['RunTask','UpdateLayoutTree','Layout','Paint','PrePaint','FunctionCall','EventHandler::handleMouseMoveEvent','Blink.ForcedStyleAndLayout.UpdateTime','WebFrameWidgetImpl::BeginMainFrame','FireAnimationFrame','RunMicrotasks'].includes(e.name) && e.pid === main.pid && e.tid === main.tid && (e.dur ?? 0) > 50) console.log(i, ((e.ts-m)/1000).toFixed(2), e.name, ((e.dur??0)/1000).toFixed(2), JSON.stringify(e.args).slice(0,200));
    }
    if (i === 3) console.log([...inv].map(([k,v]) => `${v}\t${k}`).join('\n'));
  });
  console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${k.padEnd(36)} ${v.toFixed(2)}`).join('\n'));
  await browser.close();
}
main();
