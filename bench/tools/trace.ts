// What the probes share: trace a few clicks in Chromium and find the page's renderer main thread
// and each click's marks in it ('clk' when it starts, 'done' after the frame that follows).
import type { Page } from '@playwright/test';

// As bench:ui clicks: a click on End turn, then the frame after it (rAF, then a message after
// paint), marked 'clk' and 'done' for traceClicks. A string, not a function: tsx would wrap named
// functions in a helper the page lacks.
const CLICK = `new Promise((resolve) => {
  const b = [...document.querySelectorAll('button')].find((b) => /^End .*turn/.test(b.textContent ?? ''));
  performance.mark('clk');
  const t0 = performance.now();
  b.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  requestAnimationFrame(() => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => { performance.mark('done'); resolve(performance.now() - t0); };
    ch.port2.postMessage(null);
  });
})`;

/** Clicks End turn and resolves with the ms until the frame after it has been painted. */
export const clickEndTurn = (page: Page) => page.evaluate<number>(CLICK);

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { nodeName?: string; reason?: string; extraData?: string } };
}

export interface ClickTrace {
  events: TraceEvent[];
  /** The renderer main thread's `thread_name` event (its pid and tid). */
  main: TraceEvent;
  /** Each click's 'clk' and 'done' marks, in order (µs, trace time). */
  starts: number[];
  ends: number[];
}

/** Traces `clicks` (which must mark 'clk' and 'done') with the given trace categories. */
export async function traceClicks(
  page: Page,
  categories: string[],
  clicks: () => Promise<void>,
): Promise<ClickTrace> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', {
    categories: categories.join(','),
    transferMode: 'ReportEvents',
  });
  await clicks();
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      events.some((x) => x.pid === e.pid && x.name === 'clk'),
  );
  if (!main) throw new Error('no renderer main thread in the trace');
  const marks = (name: string) =>
    events
      .filter((e) => e.name === name && e.pid === main.pid)
      .map((e) => e.ts)
      .sort((a, b) => a - b);
  return { events, main, starts: marks('clk'), ends: marks('done') };
}
