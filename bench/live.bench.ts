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
//     Then the two lock-out attacks for LOCKOUT_SECONDS each, with the ordinary rooms' delivery
//     measured during each: a flood of sockets without the key (FLOOD_SOCKETS at least) to random
//     room names from one address (while a new table is created and played on), and WATCHERS
//     view-link sockets filling one room's watcher places (while a player with the key joins it
//     and plays).
//  4. Scaling out: SCALE_ROOMS rooms × SCALE_CLIENTS clients × SCALE_RATE records/s on one relay
//     process, then the same load over SCALE_RELAYS relay processes behind HAProxy
//     (`npm run host -- --relays N`): delivery, and CPU and memory summed over the relays.
// BENCH_ONLY=relay runs parts 2, 3 and 4 (no browser); BENCH_ONLY=scale part 4 only.
// The lock-out attacks are exported for the soak (scripts/soak.ts), which runs them against its
// relay while its devices play; importing this file runs no benchmark.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { bindDoc } from '../src/live/binding';
import { createGameStore } from '../src/store/gameStore';
// @ts-expect-error the relay is plain JavaScript run by node
import { LIVE_PATH, roomOf } from '../server/relay.mjs';
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
const FLOOD_SOCKETS = Number(process.env.BENCH_FLOOD_SOCKETS ?? 2000);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 100);
const LOCKOUT_SECONDS = Number(process.env.BENCH_LOCKOUT_SECONDS ?? 10);

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

// ---- Lock-out attacks (issue 43): sockets that would keep real devices out ----

/**
 * Where an attacker's sockets come from. The relay holds this machine's own 127.0.0.1 to no
 * per-address limit, so the attacks come from other loopback addresses (Linux routes all of
 * 127/8 on loopback), which it counts like any network's.
 */
const ATTACKERS = ['127.0.0.2', '127.0.0.4', '127.0.0.5', '127.0.0.6'];
/** Where the real devices of the lock-out checks come from: an ordinary address too. */
const DEVICE_FROM = '127.0.0.3';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Resolves true once `ok()` holds, false after `ms`. */
async function until(ok: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) return false;
    await sleep(50);
  }
  return true;
}

/** A WebSocket class for y-websocket whose page came from the relay at `port`, sent from `from`. */
const wsFrom = (port: number, from: string) =>
  class extends WebSocket {
    constructor(url: string) {
      super(url, { origin: `http://127.0.0.1:${port}`, localAddress: from });
    }
  } as unknown as typeof globalThis.WebSocket;

/** How sockets ended, counted: `4504 table not open yet`, `HTTP 429` (refused at the door), … */
export type Outcomes = Record<string, number>;
const tally = (o: Outcomes, k: string) => (o[k] = (o[k] ?? 0) + 1);
const outcomes = (o: Outcomes) =>
  Object.entries(o)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ') || 'none';
export const total = (o: Outcomes) => Object.values(o).reduce((a, n) => a + n, 0);

/**
 * One raw socket from `from` to a room, with the same-host Origin a page would send; `ended`
 * says how it ended: the relay's close code and reason, or `HTTP <status>` for a handshake the
 * relay refused at the door.
 */
function knock(port: number, path: string, from: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, {
    origin: `http://127.0.0.1:${port}`,
    localAddress: from,
  });
  const ended = new Promise<string>((ok) => {
    let said: string | null = null;
    ws.on('error', (e) => {
      const m = /Unexpected server response: (\d+)/.exec(e.message);
      said ??= m ? `HTTP ${m[1]}` : `error ${(e as NodeJS.ErrnoException).code ?? e.message}`;
    });
    ws.on('close', (code, reason) => ok(said ?? `${code} ${reason.toString() || '(no reason)'}`));
  });
  return { ws, ended };
}

/**
 * A device running the app's live code (binding and store, as the 8-device row's Node devices)
 * in the room of `key`, connecting from `from`. `closes` lists the codes the relay closed it with.
 */
function appDevice(port: number, key: string, from: string, dev: string) {
  const doc = new Y.Doc();
  const store = createGameStore();
  const binding = bindDoc(doc, store, dev);
  const provider = new WebsocketProvider(`ws://127.0.0.1:${port}/live`, roomOf(key), doc, {
    WebSocketPolyfill: wsFrom(port, from),
    disableBc: true,
    params: { key },
  });
  const closes: string[] = [];
  provider.on('connection-close', (e) => {
    if (e) closes.push(`${e.code} ${e.reason || '(no reason)'}`);
  });
  const moves = () => store.getState().log.length;
  return {
    store,
    binding,
    provider,
    closes,
    moves,
    /** Ends a turn; false when the rules refuse it. */
    endTurn: () => store.getState().dispatch({ type: 'endTurn' }) === null,
    end: () => {
      binding.unbind();
      provider.destroy();
      doc.destroy();
    },
  };
}
type AppDevice = ReturnType<typeof appDevice>;

/** What a real device found: whether it got in, and whether a move it made reached the other. */
export interface GotIn {
  joined: boolean;
  played: boolean;
  /** From its first knock to being in the room with the game, ms. */
  joinMs: number;
  /** From End turn on one device to the move in the other's store, ms. */
  playMs: number;
  /** Close codes the relay sent the real devices. */
  closes: string[];
}

/**
 * `newcomer` joins the room `host` has open and follows its game, then ends a turn that must
 * reach `host` (each within 15 s).
 */
async function joinsAndPlays(host: AppDevice, newcomer: AppDevice, t0: number): Promise<GotIn> {
  const gameId = () => host.binding.merged().gameId;
  const joined = await until(
    () => newcomer.provider.synced && !!gameId() && newcomer.binding.merged().gameId === gameId(),
    15_000,
  );
  const joinMs = Date.now() - t0;
  let played = false;
  let playMs = NaN;
  if (joined) {
    const before = host.moves();
    const t1 = Date.now();
    if (newcomer.endTurn()) {
      played = await until(() => host.moves() > before, 15_000);
      playMs = Date.now() - t1;
    }
  }
  return { joined, played, joinMs, playMs, closes: [...host.closes, ...newcomer.closes] };
}

/** A new table opened by a real device at `from`, a second device joining it and a move shared. */
async function newTable(port: number, from: string): Promise<GotIn> {
  const key = room();
  const t0 = Date.now();
  const host = appDevice(port, key, from, 'lockout-table-a');
  const other = appDevice(port, key, from, 'lockout-table-b');
  try {
    if (!(await until(() => host.provider.synced, 15_000)))
      return { joined: false, played: false, joinMs: NaN, playMs: NaN, closes: host.closes };
    host.binding.seed();
    return await joinsAndPlays(host, other, t0);
  } finally {
    host.end();
    other.end();
  }
}

export interface FloodResult {
  sockets: number;
  inFlight: number;
  from: string;
  /** How every socket ended (none should stay open). */
  refused: Outcomes;
  /** No-key sockets still open after 5 s (the relay let them stay): ended by the attacker. */
  keptOpen: number;
  table: GotIn;
  seconds: number;
}

/**
 * Attack (a), the no-key room flood: sockets without the key, `inFlight` at a time, each to a new
 * random room name, all from one address (ATTACKERS[0]), with the relay's own Origin: at least
 * `sockets` of them and for at least `seconds`. Meanwhile (from 0.3 s in) a real device at
 * DEVICE_FROM opens a new table that a second device joins and plays on; the flood goes on until
 * that has been tried.
 */
export async function noKeyFlood({
  port,
  sockets = 2000,
  seconds = 0,
  inFlight = 200,
  from = ATTACKERS[0]!,
}: {
  port: number;
  sockets?: number;
  seconds?: number;
  inFlight?: number;
  from?: string;
}): Promise<FloodResult> {
  const started = Date.now();
  const refused: Outcomes = {};
  let keptOpen = 0;
  let sent = 0;
  let table: GotIn | null = null;
  const check = sleep(300).then(() => newTable(port, DEVICE_FROM));
  void check.then((t) => (table = t));
  const attacker = async () => {
    while (sent < sockets || table === null || Date.now() < started + seconds * 1000) {
      sent++;
      const { ws, ended } = knock(port, `${LIVE_PATH}${roomOf(room())}`, from);
      let kept = false;
      const t = setTimeout(() => ((kept = true), ws.terminate()), 5000);
      const how = await ended;
      clearTimeout(t);
      if (kept) keptOpen++;
      else tally(refused, how);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, attacker));
  return {
    sockets: sent,
    inFlight,
    from,
    refused,
    keptOpen,
    table: await check,
    seconds: (Date.now() - started) / 1000,
  };
}

export interface WatcherResult {
  watchers: number;
  from: string[];
  /** Watcher sockets that held a place to the end. */
  placed: number;
  /** How the refused ones ended, each time they came back. */
  refused: Outcomes;
  player: GotIn;
  seconds: number;
}

/**
 * Attack (b), watchers fill a room: a real device at DEVICE_FROM opens a table; `watchers`
 * sockets holding only its view link (the room's name, no key) from the ATTACKERS addresses in
 * turn take its watcher places, each coming back 250 ms after it is refused, for `seconds`. From
 * 1.5 s in, a player with the edit key (at DEVICE_FROM) joins the room and ends a turn.
 */
export async function watcherFill({
  port,
  watchers = 100,
  seconds = 10,
  from = ATTACKERS,
}: {
  port: number;
  watchers?: number;
  seconds?: number;
  from?: string[];
}): Promise<WatcherResult> {
  const started = Date.now();
  const key = room();
  const host = appDevice(port, key, DEVICE_FROM, 'lockout-host');
  const refused: Outcomes = {};
  const sockets = new Set<WebSocket>(); // connecting or open
  const open = new Map<WebSocket, number>(); // → when it opened
  let stop = false;
  const slot = async (i: number) => {
    while (!stop) {
      const { ws, ended } = knock(port, `${LIVE_PATH}${roomOf(key)}`, from[i % from.length]!);
      sockets.add(ws);
      // One still connecting when the attack ends may be let in after it: ended at once.
      ws.on('open', () => (stop ? ws.terminate() : open.set(ws, Date.now())));
      const how = await ended;
      sockets.delete(ws);
      open.delete(ws);
      if (stop) return;
      tally(refused, how);
      await sleep(250);
    }
  };
  let slots: Promise<void>[] = [];
  let player: GotIn = { joined: false, played: false, joinMs: NaN, playMs: NaN, closes: [] };
  let placed = 0;
  try {
    if (!(await until(() => host.provider.synced, 15_000))) {
      player.closes = host.closes;
      return { watchers, from, placed, refused, player, seconds: 0 };
    }
    host.binding.seed();
    slots = Array.from({ length: watchers }, (_, i) => slot(i));
    await sleep(1500);
    const t0 = Date.now();
    const newcomer = appDevice(port, key, DEVICE_FROM, 'lockout-player');
    try {
      player = await joinsAndPlays(host, newcomer, t0);
    } finally {
      newcomer.end();
    }
    await sleep(Math.max(0, started + seconds * 1000 - Date.now()));
    // Held for half a second at least: not one just opened to be told it has no place.
    placed = [...open.values()].filter((t) => Date.now() - t > 500).length;
  } finally {
    stop = true;
    for (const ws of sockets) ws.terminate();
    await Promise.all(slots);
    host.end();
  }
  return { watchers, from, placed, refused, player, seconds: (Date.now() - started) / 1000 };
}

/** "in and playing after 0.4 s" or what went wrong, for a line of figures. */
function gotIn(g: GotIn): string {
  const codes = g.closes.length ? ` (closed: ${g.closes.join(', ')})` : '';
  const after = g.joinMs < 1000 ? ms(g.joinMs) : `${(g.joinMs / 1000).toFixed(1)} s`;
  if (!g.joined) return `kept out${codes}`;
  if (!g.played) return `in after ${after} but its move never arrived${codes}`;
  return `in after ${after}, its End turn delivered in ${ms(g.playMs)}${codes}`;
}

/** Attacks (a) and (b) one after the other against the relay at `port`, each for `seconds`. */
export async function lockouts(
  port: number,
  opts: { sockets?: number; watchers?: number; seconds?: number } = {},
) {
  const flood = await noKeyFlood({ port, sockets: opts.sockets, seconds: opts.seconds });
  // The flood's sockets have closed, and its address holds none, before the next attack.
  await sleep(2000);
  const fill = await watcherFill({ port, watchers: opts.watchers, seconds: opts.seconds });
  return { flood, fill };
}

/** The lock-out rows' description of each attack, shared with the soak's report. */
export const describeFlood = (f: FloodResult) =>
  `no-key room flood (${f.sockets} sockets without the key to random room names from ${f.from}, ` +
  `${f.inFlight} at a time, ${f.seconds.toFixed(1)} s): ${total(f.refused)} refused (${outcomes(f.refused)}), ` +
  `${f.keptOpen} kept open; a new table from ${DEVICE_FROM}: ${gotIn(f.table)}`;
export const describeFill = (w: WatcherResult) =>
  `watchers fill a room (${w.watchers} view-link sockets from ${w.from.join(', ')}, coming back ` +
  `250 ms after each refusal, ${w.seconds.toFixed(1)} s): ${w.placed} held a place, ` +
  `${total(w.refused)} refusals (${outcomes(w.refused)}); a player with the edit key from ` +
  `${DEVICE_FROM}: ${gotIn(w.player)}`;

/**
 * Part 3's lock-out rows: HOSTILE_ROOMS rooms of 4 clients play at RATE records/s while each
 * attack runs; their delivery during it, and the relay's log lines.
 */
async function lockoutRows(pid: number, logLines: () => number) {
  const { delays, clients, play } = await players(HOSTILE_ROOMS, 4);
  await sleep(2000);
  const stopPlaying = play();
  const during = async <T>(attack: () => Promise<T>) => {
    const t0 = delays.length;
    const log0 = logLines();
    let peakMB = procStats(pid).rssMB;
    const sampler = setInterval(() => (peakMB = Math.max(peakMB, procStats(pid).rssMB)), 500);
    const r = await attack();
    clearInterval(sampler);
    const d = delays.slice(t0);
    return {
      r,
      tail:
        `; relay peak memory ${peakMB.toFixed(0)} MB, log lines ${logLines() - log0}; ` +
        `${HOSTILE_ROOMS} other rooms × 4 clients meanwhile: ${d.length} deliveries, ` +
        `median ${ms(pct(d, 50))}, p95 ${ms(pct(d, 95))}`,
    };
  };
  const flood = await during(() =>
    noKeyFlood({ port: PORT, sockets: FLOOD_SOCKETS, seconds: LOCKOUT_SECONDS }),
  );
  console.log(`Relay under a ${describeFlood(flood.r)}${flood.tail}`);
  await sleep(2000);
  const fill = await during(() =>
    watcherFill({ port: PORT, watchers: WATCHERS, seconds: LOCKOUT_SECONDS }),
  );
  console.log(`Relay while ${describeFill(fill.r)}${fill.tail}`);
  stopPlaying();
  for (const c of clients) c.provider.destroy();
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
    await lockoutRows(relay.pid!, () => logLines);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
