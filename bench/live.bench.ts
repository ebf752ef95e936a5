// npm run bench:live — the live table through the local relay (`npm run host`'s server, run from
// dist/: build first). Figures, not pass/fail; on this shared 2-core machine they are noisy.
//  1. End turn pressed on device A → painted on device B (Chromium contexts), with 2 and 8 devices.
//     At a real table each phone has its own processor; here eight Chromium pages share two cores
//     and every one of them repaints each move, so B waits for the others' paints. The 8-device
//     row therefore runs A and B in Chromium and the six other devices as Node clients running the
//     app's own live code (binding, store, rules: everything but drawing), which still load the
//     relay and the sync as six phones would. The all-Chromium figure is printed too.
//  2. The relay alone (a child process) under ROOMS rooms × CLIENTS Node clients × RATE records/s
//     for SECONDS: its CPU and memory, and the 95th-percentile delivery time.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { bindDoc } from '../src/live/binding';
import { createGameStore } from '../src/store/gameStore';

const PORT = Number(process.env.BENCH_LIVE_PORT ?? 4391);
const URL = `http://127.0.0.1:${PORT}`;
const PRESSES = Number(process.env.BENCH_PRESSES ?? 20);
const ROOMS = Number(process.env.BENCH_ROOMS ?? 100);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const RATE = Number(process.env.BENCH_RATE ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function up(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no server at ${url}`);
}

const FIND = `/^End .*'s turn/.test(x.textContent || '')`;
const endTurn = (p: Page) => p.getByRole('button', { name: /^End .*'s turn/ });

/** Devices that take part in the game without drawing it: the app's binding and store in Node. */
function headlessDevices(link: string, n: number) {
  const room = /#live=([0-9a-f]{32})/.exec(link)![1]!;
  return Array.from({ length: n }, (_, i) => {
    const doc = new Y.Doc();
    const store = createGameStore();
    bindDoc(doc, store, `node${i}`);
    const provider = new WebsocketProvider(`ws://127.0.0.1:${PORT}/live`, room, doc, {
      WebSocketPolyfill: OriginWS as unknown as typeof globalThis.WebSocket,
      disableBc: true,
    });
    return { provider, store };
  });
}

async function paintLatency(devices: number, browsers = devices): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages: Page[] = [];
    const a = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await a.goto(URL);
    await a.getByRole('button', { name: 'Play together', exact: true }).click();
    const link = await a.getByRole('textbox', { name: 'Live table link' }).inputValue();
    await a.getByRole('button', { name: 'Done' }).click();
    const headless = headlessDevices(link, devices - browsers);
    while (headless.some((d) => !d.provider.synced)) await new Promise((r) => setTimeout(r, 50));
    for (let i = 1; i < browsers; i++) {
      const p = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
      await p.goto(link);
      await p.getByTestId('live-badge').getByText('Live').waitFor();
      pages.push(p);
    }
    const b = pages[pages.length - 1]!;
    const out: number[] = [];
    for (let i = 0; i < PRESSES; i++) {
      const before = await endTurn(b).textContent();
      // B waits for the label to change, then for the frame that paints it. (Strings: tsx would
      // wrap functions in helpers the page does not have.)
      const painted = b.evaluate<number>(`new Promise((ok) => {
        const old = ${JSON.stringify(before)};
        const check = () => {
          const el = [...document.querySelectorAll('button')].find((x) => ${FIND});
          if (el && el.textContent !== old)
            return requestAnimationFrame(() => ok(performance.timeOrigin + performance.now()));
          requestAnimationFrame(check);
        };
        check();
      })`);
      const t0 = await a.evaluate<number>(`(() => {
        const el = [...document.querySelectorAll('button')].find((x) => ${FIND});
        const t = performance.timeOrigin + performance.now();
        el.click();
        return t;
      })()`);
      out.push((await painted) - t0);
    }
    // The Node devices must really have followed the game, or the row would measure less.
    await new Promise((r) => setTimeout(r, 300));
    for (const d of headless) {
      if (d.store.getState().log.length !== PRESSES)
        throw new Error(`a Node device has ${d.store.getState().log.length} of ${PRESSES} moves`);
      d.provider.destroy();
    }
    return out;
  } finally {
    await browser.close();
  }
}

function procStats(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpuSeconds: ticks / 100, rssMB: Number(rss) / 1024 };
}

class OriginWS extends WebSocket {
  constructor(url: string) {
    super(url, { origin: URL });
  }
}

async function relayLoad(pid: number) {
  const room = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
  const delays: number[] = [];
  const clients: { provider: WebsocketProvider; list: Y.Array<{ t: number }> }[] = [];
  for (let r = 0; r < ROOMS; r++) {
    const name = room();
    for (let c = 0; c < CLIENTS; c++) {
      const doc = new Y.Doc();
      const provider = new WebsocketProvider(`ws://127.0.0.1:${PORT}/live`, name, doc, {
        WebSocketPolyfill: OriginWS as unknown as typeof globalThis.WebSocket,
        disableBc: true,
      });
      const list = doc.getArray<{ t: number }>('records');
      list.observe((e) => {
        if (e.transaction.local) return;
        const now = Date.now();
        for (const item of e.changes.added)
          for (const x of item.content.getContent() as { t: number }[]) delays.push(now - x.t);
      });
      clients.push({ provider, list });
    }
  }
  while (clients.some((c) => !c.provider.synced)) await new Promise((r) => setTimeout(r, 100));
  const before = procStats(pid);
  const started = Date.now();
  const timers = clients.map((c) =>
    setInterval(
      () => c.list.push([{ t: Date.now() }]),
      1000 / RATE + Math.random() * 10, // not all in lockstep
    ),
  );
  let peakMB = before.rssMB;
  const sampler = setInterval(() => (peakMB = Math.max(peakMB, procStats(pid).rssMB)), 1000);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  timers.forEach(clearInterval);
  clearInterval(sampler);
  const after = procStats(pid);
  const wall = (Date.now() - started) / 1000;
  for (const c of clients) c.provider.destroy();
  return {
    cpu: ((after.cpuSeconds - before.cpuSeconds) / wall) * 100,
    rss: after.rssMB,
    peakMB,
    delays,
  };
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('Build first: npm run build');
  const relay = spawn(process.execPath, ['server/host.mjs', '--no-build'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    await up(URL);
    console.log('Live table benchmark (a shared, busy 2-core machine: figures are noisy)\n');
    const rows: [string, number, number][] = [
      ['2 devices (both in Chromium)', 2, 2],
      ['8 devices (A, B in Chromium + 6 Node devices running the live code)', 8, 2],
      ['8 devices all in Chromium (8 renderers sharing 2 cores)', 8, 8],
    ];
    for (const [label, n, b] of rows) {
      const xs = await paintLatency(n, b);
      console.log(
        `End turn on A → painted on B, ${label}, ${xs.length} presses: median ${ms(pct(xs, 50))}, p95 ${ms(pct(xs, 95))} (target median < 100 ms)`,
      );
    }
    const r = await relayLoad(relay.pid!);
    console.log(
      `Relay, ${ROOMS} rooms × ${CLIENTS} clients × ${RATE} events/s for ${SECONDS} s: CPU ${r.cpu.toFixed(0)}% of one core, ` +
        `memory ${r.rss.toFixed(0)} MB (peak ${r.peakMB.toFixed(0)} MB), ${r.delays.length} deliveries, ` +
        `p95 delivery ${ms(pct(r.delays, 95))} (median ${ms(pct(r.delays, 50))}; clients share this process's CPU)`,
    );
  } finally {
    relay.kill();
  }
  process.exit(0);
}

void main();
