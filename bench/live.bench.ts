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
//  3. The relay under a hostile mix for HOSTILE_SECONDS (failed handshakes, flooders, sockets
//     that never read, garbage senders) while HOSTILE_ROOMS ordinary rooms play: its memory
//     before, under and after the mix, what it closed, its log lines, and the ordinary rooms'
//     delivery meanwhile.
//  4. Scaling out: SCALE_ROOMS rooms × SCALE_CLIENTS clients × SCALE_RATE records/s on one relay
//     process, then the same load over SCALE_RELAYS relay processes behind HAProxy
//     (`npm run host -- --relays N`): delivery, and CPU and memory summed over the relays.
// BENCH_ONLY=relay runs parts 2, 3 and 4 (no browser); BENCH_ONLY=scale part 4 only.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { bindDoc } from '../src/live/binding';
import { createGameStore } from '../src/store/gameStore';
// @ts-expect-error the relay is plain JavaScript run by node
import { roomOf } from '../server/relay.mjs';
// @ts-expect-error the server is plain JavaScript run by node
import { startScaled } from '../server/scale.mjs';

const PORT = Number(process.env.BENCH_LIVE_PORT ?? 4391);
const URL = `http://127.0.0.1:${PORT}`;
const PRESSES = Number(process.env.BENCH_PRESSES ?? 20);
const ROOMS = Number(process.env.BENCH_ROOMS ?? 100);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const RATE = Number(process.env.BENCH_RATE ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const HOSTILE_SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS ?? 20);
const HOSTILE_ROOMS = Number(process.env.BENCH_HOSTILE_ROOMS ?? 20);
const SCALE_RELAYS = Number(process.env.BENCH_SCALE_RELAYS ?? 4);
const SCALE_ROOMS = Number(process.env.BENCH_SCALE_ROOMS ?? 1000);
const SCALE_CLIENTS = Number(process.env.BENCH_SCALE_CLIENTS ?? 8);
// A table makes a move every few seconds, not each phone twice a second: 8 phones at 0.25/s are
// 2 moves/s per table. The clients all run in this one process, which must keep up with them.
const SCALE_RATE = Number(process.env.BENCH_SCALE_RATE ?? 0.25);
const SCALE_SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 20);

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
  const key = /#live=([0-9a-f]{32})/.exec(link)![1]!;
  return Array.from({ length: n }, (_, i) => {
    const doc = new Y.Doc();
    const store = createGameStore();
    bindDoc(doc, store, `node${i}`);
    const provider = new WebsocketProvider(`ws://127.0.0.1:${PORT}/live`, roomOf(key), doc, {
      WebSocketPolyfill: OriginWS as unknown as typeof globalThis.WebSocket,
      disableBc: true,
      params: { key },
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

/** A WebSocket class whose Origin is the page a device at `port` would have come from. */
const originFor = (port: number) =>
  class extends WebSocket {
    constructor(url: string) {
      super(url, { origin: `http://127.0.0.1:${port}` });
    }
  };
const OriginWS = originFor(PORT);

/** A new edit key; its room on the relay is roomOf(key). */
const room = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * `rooms` × `perRoom` Node clients of the relay at `port`, each list recording how long remote
 * records took. They join a room at a time, each room's devices together, so thousands of sockets
 * do not all knock at once.
 */
async function players(rooms: number, perRoom: number, port = PORT, rate = RATE) {
  const delays: number[] = [];
  const clients: { provider: WebsocketProvider; list: Y.Array<{ t: number }> }[] = [];
  const Polyfill = originFor(port) as unknown as typeof globalThis.WebSocket;
  for (let r = 0; r < rooms; r++) {
    const name = room();
    for (let c = 0; c < perRoom; c++) {
      const doc = new Y.Doc();
      const provider = new WebsocketProvider(`ws://127.0.0.1:${port}/live`, roomOf(name), doc, {
        WebSocketPolyfill: Polyfill,
        disableBc: true,
        params: { key: name },
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
    if (r % 50 === 49)
      while (clients.some((c) => !c.provider.synced)) await new Promise((r) => setTimeout(r, 50));
  }
  while (clients.some((c) => !c.provider.synced)) await new Promise((r) => setTimeout(r, 100));
  const sent = { records: 0 };
  /** Starts every client writing; returns a function that stops them. */
  const play = () => {
    const timers: NodeJS.Timeout[] = [];
    const every = 1000 / rate;
    for (const c of clients) {
      const push = () => (sent.records++, c.list.push([{ t: Date.now() }]));
      // Each starts at its own moment in the first interval: not all in lockstep, and a slow
      // rate still writes within a short run.
      timers.push(
        setTimeout(() => (push(), timers.push(setInterval(push, every))), Math.random() * every),
      );
    }
    return () => timers.forEach(clearTimeout);
  };
  return { delays, clients, play, sent };
}

/** CPU (% of one core, summed) and memory (MB, summed) of the processes `pids`. */
const statsOf = (pids: number[]) => {
  const xs = pids.map(procStats);
  return {
    cpuSeconds: xs.reduce((a, x) => a + x.cpuSeconds, 0),
    rssMB: xs.reduce((a, x) => a + x.rssMB, 0),
  };
};

/**
 * `rooms` × `perRoom` clients at `rate` records/s for `seconds` against the relay(s) at `port`:
 * CPU and memory summed over `pids` (and over `extra`, reported apart: HAProxy), delivery times.
 */
async function relayLoad(
  pids: number[],
  {
    rooms = ROOMS,
    perRoom = CLIENTS,
    rate = RATE,
    seconds = SECONDS,
    port = PORT,
    extra = [] as number[],
    probe = async (): Promise<unknown> => undefined,
  } = {},
) {
  const { delays, clients, play, sent } = await players(rooms, perRoom, port, rate);
  const before = statsOf(pids);
  const extraBefore = statsOf(extra);
  const started = Date.now();
  const own = process.cpuUsage();
  const stopPlaying = play();
  let peakMB = before.rssMB;
  const sampler = setInterval(() => (peakMB = Math.max(peakMB, statsOf(pids).rssMB)), 1000);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const probed = await probe();
  stopPlaying();
  clearInterval(sampler);
  const after = statsOf(pids);
  const extraAfter = statsOf(extra);
  const wall = (Date.now() - started) / 1000;
  const used = process.cpuUsage(own);
  // Records still on their way count too: leaving them out would hide the slowest.
  const expected = sent.records * (perRoom - 1);
  const end = Date.now() + 10_000;
  while (delays.length < expected && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  for (const c of clients) c.provider.destroy();
  return {
    cpu: ((after.cpuSeconds - before.cpuSeconds) / wall) * 100,
    rss: after.rssMB,
    peakMB: Math.max(peakMB, after.rssMB),
    extraCpu: ((extraAfter.cpuSeconds - extraBefore.cpuSeconds) / wall) * 100,
    extraMB: extraAfter.rssMB,
    delays,
    expected,
    probed,
    clientCpu: ((used.user + used.system) / 1e6 / wall) * 100,
  };
}

const varUint = (n: number): number[] =>
  n < 128 ? [n] : [(n & 127) | 128, ...varUint(Math.floor(n / 128))];
/** A y-protocol sync update message. */
const syncUpdate = (u: Uint8Array) => new Uint8Array([0, 2, ...varUint(u.length), ...u]);
/** A y-protocol presence (awareness) message: `client`'s state at `clock`. */
function presence(client: number, clock: number, json: string) {
  const text = new TextEncoder().encode(json);
  const body = [1, ...varUint(client), ...varUint(clock), ...varUint(text.length), ...text];
  return new Uint8Array([1, ...varUint(body.length), ...body]);
}
const upgrade = (name: string, version: number) =>
  `GET /live/${name} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nOrigin: ${URL}\r\n` +
  'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
  `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: ${version}\r\n\r\n`;

/** An upgrade the WebSocket handshake refuses (version 12), answered 400. */
function badHandshake(name: string) {
  return new Promise<void>((ok) => {
    const s = connect(PORT, '127.0.0.1');
    const done = () => (s.destroy(), ok());
    s.on('data', done).on('error', done).on('close', done);
    s.write(upgrade(name, 12));
  });
}

/** A socket that completes the handshake by hand and then never reads. */
function neverReads(name: string) {
  return new Promise<Socket>((ok, fail) => {
    const s = connect(PORT, '127.0.0.1');
    s.on('error', fail);
    s.once('data', () => (s.pause(), ok(s)));
    s.write(upgrade(roomOf(name), 13));
  });
}

/**
 * The hostile mix against the relay at `pid` while HOSTILE_ROOMS rooms of 4 Node clients play at
 * RATE records/s; `logLines()` counts the relay's log lines so far.
 */
async function hostileMix(pid: number, logLines: () => number) {
  const { delays, clients, play } = await players(HOSTILE_ROOMS, 4);
  await new Promise((r) => setTimeout(r, 2000));
  const rssBefore = procStats(pid).rssMB;
  const logBefore = logLines();
  let stop = false;
  const closes: Record<string, number> = {};
  const note = (code: number, reason: Buffer) => {
    if (stop) return; // closed by this benchmark, not the relay
    const key = `${code} ${reason.toString() || '(no reason)'}`;
    closes[key] = (closes[key] ?? 0) + 1;
  };
  const sockets = new Set<WebSocket>();
  const ws = (name: string) => {
    // With the key: the flooders and garbage senders are devices that may write.
    const w = new WebSocket(`ws://127.0.0.1:${PORT}/live/${roomOf(name)}?key=${name}`, {
      origin: URL,
    });
    w.on('error', () => {});
    sockets.add(w);
    w.on('close', (code, reason) => (sockets.delete(w), note(code, reason)));
    return w;
  };
  let handshakes = 0;
  const loops: Promise<void>[] = [];
  // Failed handshakes to new room names, four at a time.
  for (let k = 0; k < 4; k++)
    loops.push(
      (async () => {
        while (!stop) {
          await badHandshake(room());
          handshakes++;
        }
      })(),
    );
  // Flooders: each writes records as fast as it can to its room, and comes back when closed.
  const flood = (name: string) =>
    new Promise<void>((ok) => {
      const w = ws(name);
      const doc = new Y.Doc();
      const list = doc.getArray('records');
      doc.on('update', (u: Uint8Array) => w.readyState === WebSocket.OPEN && w.send(syncUpdate(u)));
      const pump = () => {
        if (w.readyState !== WebSocket.OPEN || stop) return;
        for (let i = 0; i < 20; i++) list.push([{ pad: 'x'.repeat(100) }]);
        setTimeout(pump, 1);
      };
      w.on('open', pump);
      w.on('close', () => (doc.destroy(), setTimeout(ok, 10)));
    });
  for (let k = 0; k < 4; k++) {
    const name = room();
    ws(name).on('message', () => {}); // a device that stays, so the room is not forgotten
    loops.push(
      (async () => {
        while (!stop) await flood(name);
      })(),
    );
  }
  // Garbage senders: unreadable messages, two sockets at a time.
  const garbage = () =>
    new Promise<void>((ok) => {
      const w = ws(room());
      w.on('open', () => {
        for (let i = 0; i < 20; i++)
          w.send(new Uint8Array(50).map(() => Math.floor(Math.random() * 256)));
      });
      w.on('close', () => ok());
    });
  for (let k = 0; k < 2; k++)
    loops.push(
      (async () => {
        while (!stop) await garbage();
      })(),
    );
  // A socket that never reads, in a room where 12 devices send presence (within the limits).
  const slowRoom = room();
  const writers = Array.from({ length: 12 }, (_, k) => {
    const w = ws(slowRoom);
    let clock = 0;
    const pad = 'p'.repeat(900);
    const t = setInterval(() => {
      if (w.readyState === WebSocket.OPEN) w.send(presence(1000 + k, ++clock, `{"pad":"${pad}"}`));
    }, 25);
    return t;
  });
  // A socket without the key opens no room: it joins once the writers have opened it.
  await new Promise((r) => setTimeout(r, 300));
  const slow = await neverReads(slowRoom);
  let cut = false;
  slow.on('close', () => (cut = true));

  const t0 = delays.length;
  const stopPlaying = play();
  let peakMB = rssBefore;
  const sampler = setInterval(() => (peakMB = Math.max(peakMB, procStats(pid).rssMB)), 500);
  await new Promise((r) => setTimeout(r, HOSTILE_SECONDS * 1000));
  const rssUnder = procStats(pid).rssMB;
  stop = true;
  stopPlaying();
  writers.forEach(clearInterval);
  clearInterval(sampler);
  const during = delays.slice(t0);
  // A flooder whose room is not full yet is still open: end them all, then wait for the loops.
  for (const w of sockets) w.terminate();
  await Promise.all(loops);
  for (const w of sockets) w.terminate();
  // Was the never-reading socket cut off? Read what it was sent and see whether it ends.
  slow.resume();
  await new Promise((r) => setTimeout(r, 2000));
  slow.destroy();
  for (const c of clients) c.provider.destroy();
  await new Promise((r) => setTimeout(r, 5000));
  return {
    rssBefore,
    rssUnder,
    peakMB,
    rssAfter: procStats(pid).rssMB,
    during,
    handshakes,
    closes,
    cut,
    logLines: logLines() - logBefore,
  };
}

/** Part 4: the same load on one relay process and over SCALE_RELAYS processes behind HAProxy. */
async function scaleRows() {
  const load = {
    rooms: SCALE_ROOMS,
    perRoom: SCALE_CLIENTS,
    rate: SCALE_RATE,
    seconds: SCALE_SECONDS,
  };
  const what =
    `${SCALE_ROOMS} rooms × ${SCALE_CLIENTS} devices (${SCALE_ROOMS * SCALE_CLIENTS} sockets) × ` +
    `${SCALE_RATE} events/s each for ${SCALE_SECONDS} s`;
  const row = (label: string, r: Awaited<ReturnType<typeof relayLoad>>, extra = '') =>
    console.log(
      `${label}, ${what}: ${r.delays.length} of ${r.expected} deliveries, p50 ${ms(pct(r.delays, 50))}, ` +
        `p95 ${ms(pct(r.delays, 95))}; relay CPU ${r.cpu.toFixed(0)}% of one core, ` +
        `RSS ${r.rss.toFixed(0)} MB (peak ${r.peakMB.toFixed(0)} MB)${extra}; ` +
        `the clients (this process) CPU ${r.clientCpu.toFixed(0)}%`,
    );
  const port1 = PORT + 1;
  const one = spawn(process.execPath, ['server/host.mjs', '--no-build'], {
    env: { ...process.env, PORT: String(port1), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  try {
    await up(`http://127.0.0.1:${port1}`);
    row('One relay process', await relayLoad([one.pid!], { ...load, port: port1 }));
  } finally {
    one.kill();
  }
  await new Promise((r) => setTimeout(r, 2000));
  const scaled = await startScaled({
    relays: SCALE_RELAYS,
    port: PORT + 2,
    host: '127.0.0.1',
    quiet: true,
  });
  try {
    // Counted under load: rooms leave a relay as their devices do.
    const probe = () =>
      Promise.all(scaled.relays.map((_: unknown, i: number) => scaled.roomsOn(i)));
    const r = await relayLoad(
      scaled.relays.map((x: { pid: number }) => x.pid),
      { ...load, port: scaled.port, extra: [scaled.haproxy.pid], probe },
    );
    const rooms = r.probed as string[][];
    row(
      `${SCALE_RELAYS} relay processes behind HAProxy`,
      r,
      ` summed over the relays; HAProxy CPU ${r.extraCpu.toFixed(0)}%, RSS ${r.extraMB.toFixed(0)} MB; ` +
        `rooms per relay: ${rooms.map((x: string[]) => x.length).join(', ')}`,
    );
  } finally {
    await scaled.close();
  }
  if (SCALE_ROOMS * SCALE_CLIENTS < 8000)
    console.log(
      '  (scaled down from 1,000 rooms × 8 devices by BENCH_SCALE_ROOMS/BENCH_SCALE_CLIENTS)',
    );
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('Build first: npm run build');
  const relay = spawn(process.execPath, ['server/host.mjs', '--no-build'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let logLines = 0;
  relay.stderr!.on('data', (d: Buffer) => (logLines += d.toString().split('\n').length - 1));
  try {
    await up(URL);
    console.log('Live table benchmark (a shared, busy 2-core machine: figures are noisy)\n');
    const rows: [string, number, number][] = [
      ['2 devices (both in Chromium)', 2, 2],
      ['8 devices (A, B in Chromium + 6 Node devices running the live code)', 8, 2],
      ['8 devices all in Chromium (8 renderers sharing 2 cores)', 8, 8],
    ];
    // BENCH_ONLY=relay or scale: the relay rows alone (no browser).
    for (const [label, n, b] of process.env.BENCH_ONLY ? [] : rows) {
      const xs = await paintLatency(n, b);
      console.log(
        `End turn on A → painted on B, ${label}, ${xs.length} presses: median ${ms(pct(xs, 50))}, p95 ${ms(pct(xs, 95))} (target median < 100 ms)`,
      );
    }
    if (process.env.BENCH_ONLY !== 'scale') await relayRows();
    relay.kill();
    await scaleRows();
  } finally {
    relay.kill();
  }
  process.exit(0);

  /** Parts 2 and 3, against the relay started above. */
  async function relayRows() {
    const linesBefore = logLines;
    const r = await relayLoad([relay.pid!]);
    console.log(
      `Relay, ${ROOMS} rooms × ${CLIENTS} clients × ${RATE} events/s for ${SECONDS} s: CPU ${r.cpu.toFixed(0)}% of one core, ` +
        `memory ${r.rss.toFixed(0)} MB (peak ${r.peakMB.toFixed(0)} MB), ${r.delays.length} deliveries, ` +
        `p95 delivery ${ms(pct(r.delays, 95))} (median ${ms(pct(r.delays, 50))}; clients share this process's CPU), ` +
        `relay log lines ${logLines - linesBefore} (a device closed by a limit would show here)`,
    );
    const h = await hostileMix(relay.pid!, () => logLines);
    console.log(
      `Relay under a hostile mix for ${HOSTILE_SECONDS} s (${h.handshakes} failed handshakes, 4 flooders coming ` +
        `back when closed, 2 garbage senders at a time, a socket that never reads): memory ${h.rssBefore.toFixed(0)} MB ` +
        `before, ${h.rssUnder.toFixed(0)} MB under it (peak ${h.peakMB.toFixed(0)} MB), ${h.rssAfter.toFixed(0)} MB ` +
        `5 s after; never-reading socket cut off: ${h.cut ? 'yes' : 'no'}; relay log lines: ${h.logLines}; ` +
        `${HOSTILE_ROOMS} other rooms × 4 clients meanwhile: ${h.during.length} deliveries, ` +
        `median ${ms(pct(h.during, 50))}, p95 ${ms(pct(h.during, 95))}`,
    );
    console.log(
      `  sockets closed by the relay: ${Object.entries(h.closes)
        .map(([k, n]) => `${k} ×${n}`)
        .join(', ')}`,
    );
  }
}

void main();
