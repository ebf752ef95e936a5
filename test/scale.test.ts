// `npm run host -- --relays N`: relay processes behind HAProxy, each room on one process, and a
// relay killed in the middle of a game loses nothing. Real processes and sockets on 127.0.0.1.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
// @ts-expect-error the server is plain JavaScript run by node
import { ensureHaproxy, startScaled } from '../server/scale.mjs';
// @ts-expect-error the relay is plain JavaScript run by node
import { roomOf } from '../server/relay.mjs';

let haproxy = true;
try {
  ensureHaproxy({ quiet: true });
} catch (e) {
  haproxy = false;
  console.warn(`scale tests skipped: ${(e as Error).message}`);
}

type Scaled = {
  port: number;
  relays: { name: string; pid: number }[];
  roomsOn: (i: number) => Promise<string[]>;
  kill: (i: number) => Promise<void>;
  close: () => Promise<void>;
};

let base: string;
let scaled: Scaled;
const open: { destroy: () => void }[] = [];

const room = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

const origin = () => `http://127.0.0.1:${scaled.port}`;

class OriginWS extends WebSocket {
  constructor(url: string) {
    super(url, { origin: origin() });
  }
}

/** A playing device of the table whose edit key is `key` (its room on the relays is roomOf(key)). */
function client(key: string) {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`ws://127.0.0.1:${scaled.port}/live`, roomOf(key), doc, {
    WebSocketPolyfill: OriginWS as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    params: { key },
    maxBackoffTime: 300,
  });
  open.push({ destroy: () => (provider.destroy(), doc.destroy()) });
  return { doc, provider, list: doc.getArray<string>('records') };
}

const until = async (check: () => boolean | Promise<boolean>, ms = 15_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** Which relay holds each room: relay index → its rooms. */
const holders = async () => Promise.all(scaled.relays.map((_, i) => scaled.roomsOn(i)));

function get(path: string, host: string) {
  return new Promise<number>((ok, fail) => {
    const req = request(
      { host: '127.0.0.1', port: scaled.port, path, headers: { Host: host } },
      (res) => {
        res.resume();
        ok(res.statusCode ?? 0);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

function knock(org: string) {
  return new Promise<string | number>((ok) => {
    const ws = new WebSocket(`ws://127.0.0.1:${scaled.port}/live/${room()}`, { origin: org });
    ws.on('open', () => (ok('open'), ws.terminate()));
    ws.on('unexpected-response', (_req, res) => ok(res.statusCode ?? 0));
    ws.on('error', () => ok('error'));
  });
}

describe.skipIf(!haproxy)('several relays behind HAProxy', () => {
  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'scale-test-'));
    mkdirSync(join(base, 'dist'));
    writeFileSync(join(base, 'dist', 'index.html'), '<!doctype html><title>app</title>');
    scaled = await startScaled({
      relays: 3,
      port: 0,
      host: '127.0.0.1',
      dir: join(base, 'dist'),
      quiet: true,
    });
  }, 30_000);

  afterAll(async () => {
    for (const p of open.splice(0)) p.destroy();
    await scaled?.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('serves the app, and the Host and Origin checks hold through HAProxy', async () => {
    expect(await get('/', `127.0.0.1:${scaled.port}`)).toBe(200);
    expect(await get('/', 'evil.example')).toBe(403);
    expect(await knock(origin())).toBe('open');
    expect(await knock('http://evil.example')).toBe(403);
  });

  it('a relay killed mid-game: its rooms move to another process, the devices refill them, nothing is lost', async () => {
    const ROOMS = 6;
    const DEVICES = 3;
    const names = Array.from({ length: ROOMS }, room);
    const tables = names.map((name) => Array.from({ length: DEVICES }, () => client(name)));
    const all = tables.flat();
    await until(() => all.every((c) => c.provider.synced));

    const moves = new Map(names.map((n) => [n, new Set<string>()]));
    let turn = 0;
    const play = () => {
      turn++;
      tables.forEach((devices, r) =>
        devices.forEach((c, d) => {
          const move = `${d}:${turn}`;
          c.list.push([move]);
          moves.get(names[r]!)!.add(move);
        }),
      );
    };
    const allMoves = () =>
      tables.every((devices, r) =>
        devices.every(
          (c) =>
            c.list.length === moves.get(names[r]!)!.size &&
            c.list.toArray().every((m) => moves.get(names[r]!)!.has(m)),
        ),
      );
    for (let i = 0; i < 3; i++) play();
    await until(allMoves);

    // Each room lives on exactly one process.
    const before = await holders();
    for (const name of names)
      expect(before.filter((rooms) => rooms.includes(roomOf(name))).length).toBe(1);
    const victim = before.findIndex((rooms) => names.some((n) => rooms.includes(roomOf(n))));
    const moved = names.filter((n) => before[victim]!.includes(roomOf(n)));
    const stayed = names.filter((n) => !moved.includes(n));

    // Kill it between moves, and keep playing while the devices are cut off.
    play();
    await scaled.kill(victim);
    play();
    await new Promise((r) => setTimeout(r, 100));
    play();

    await until(
      async () => all.every((c) => c.provider.wsconnected && c.provider.synced) && allMoves(),
      20_000,
    );
    play();
    await until(allMoves);

    // The moved rooms are now each on one live process; the others stayed where they were.
    const after = await holders();
    expect(after[victim]).toEqual([]);
    for (const name of moved) {
      const on = after
        .map((rooms, i) => (rooms.includes(roomOf(name)) ? i : -1))
        .filter((i) => i >= 0);
      expect(on).toHaveLength(1);
      expect(on[0]).not.toBe(victim);
    }
    for (const name of stayed)
      expect(after.findIndex((rooms) => rooms.includes(roomOf(name)))).toBe(
        before.findIndex((rooms) => rooms.includes(roomOf(name))),
      );
    // Nothing lost: every device of every room has every move, each once.
    for (const [r, devices] of tables.entries())
      for (const c of devices) expect(new Set(c.list.toArray())).toEqual(moves.get(names[r]!));
    // The new process holds the whole game, the moves from before the kill included: a device
    // that joins only now gets every move from it.
    const late = client(moved[0]!);
    const want = moves.get(moved[0]!)!;
    await until(() => late.provider.synced && late.list.length === want.size);
    expect(new Set(late.list.toArray())).toEqual(want);
  }, 60_000);
});
