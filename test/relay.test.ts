// The relay's door and limits, and that nothing a hostile client sends brings it or the other
// devices down. Real sockets on 127.0.0.1, a real y-websocket client (Node's `ws` underneath).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
// @ts-expect-error the relay is plain JavaScript run by node
import { attachRelay, ROOM_NAME } from '../server/relay.mjs';

const room = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

let server: Server;
let relay: { close: () => void; rooms: Map<string, number>; docs: Map<string, unknown> };
const open: { destroy: () => void }[] = [];

async function start(options: Record<string, unknown> = {}, port = 0) {
  server = createServer((_req, res) => res.end('ok'));
  relay = attachRelay(server, options);
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return (server.address() as AddressInfo).port;
}

async function stop() {
  relay.close();
  server.closeAllConnections();
  await new Promise((ok) => server.close(ok));
}

afterEach(async () => {
  for (const p of open.splice(0)) p.destroy();
  if (server?.listening) await stop();
});

const origin = (port: number) => `http://127.0.0.1:${port}`;

/** Opens a raw socket; resolves with 'open' or the HTTP status of the refusal. */
function knock(port: number, path: string, org: string | null = origin(port)) {
  return new Promise<string | number>((ok) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, org ? { origin: org } : {});
    ws.on('open', () => {
      ok('open');
      open.push({ destroy: () => ws.terminate() });
    });
    ws.on('unexpected-response', (_req, res) => ok(res.statusCode ?? 0));
    ws.on('error', () => ok('error'));
  });
}

class OriginWS extends WebSocket {
  constructor(url: string) {
    super(url, { origin: origin(Number(new URL(url).port)) });
  }
}

function client(port: number, name: string) {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`ws://127.0.0.1:${port}/live`, name, doc, {
    WebSocketPolyfill: OriginWS as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    maxBackoffTime: 200,
  });
  open.push({ destroy: () => (provider.destroy(), doc.destroy()) });
  return { doc, provider, list: doc.getArray<unknown>('records') };
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('relay: the door', () => {
  it('room names are exactly 128 random bits in hex; anything else is refused (400)', async () => {
    const port = await start();
    expect(ROOM_NAME.test(room())).toBe(true);
    expect(await knock(port, `/live/${room()}`)).toBe('open');
    for (const bad of ['game-night', 'abc', room().toUpperCase(), `${room()}0`, ''])
      expect(await knock(port, `/live/${bad}`)).toBe(400);
    expect(await knock(port, `/other/${room()}`)).toBe(404);
    expect(await knock(port, `/live/../${room()}`)).not.toBe('open');
  });

  it('other origins and clients without an Origin are refused (403) unless listed', async () => {
    const port = await start({ origins: ['https://tables.example'] });
    expect(await knock(port, `/live/${room()}`, 'https://evil.example')).toBe(403);
    expect(await knock(port, `/live/${room()}`, null)).toBe(403);
    expect(await knock(port, `/live/${room()}`, 'https://tables.example')).toBe('open');
  });

  it('refuses more than the set number of connections per room (429), not in other rooms', async () => {
    const port = await start({ maxConnectionsPerRoom: 3 });
    const r = room();
    for (let i = 0; i < 3; i++) expect(await knock(port, `/live/${r}`)).toBe('open');
    expect(await knock(port, `/live/${r}`)).toBe(429);
    expect(await knock(port, `/live/${room()}`)).toBe('open');
  });

  it('a message over the size limit closes that socket (1009); the room goes on', async () => {
    const port = await start({ maxMessageBytes: 1024 });
    const r = room();
    const a = client(port, r);
    const b = client(port, r);
    await until(() => a.provider.synced && b.provider.synced);
    const big = new WebSocket(`ws://127.0.0.1:${port}/live/${r}`, { origin: origin(port) });
    const code = await new Promise<number>((ok) => {
      big.on('open', () => big.send(new Uint8Array(4096)));
      big.on('close', (c) => ok(c));
      big.on('error', () => {});
    });
    expect(code).toBe(1009);
    a.list.push([{ k: 'hello' }]);
    await until(() => b.list.length === 1);
  });
});

describe('relay: hostile input crashes neither relay nor devices', () => {
  it('random bytes and malformed sync/awareness messages: the relay keeps serving, clients keep their game', async () => {
    const port = await start();
    const r = room();
    const a = client(port, r);
    const b = client(port, r);
    await until(() => a.provider.synced && b.provider.synced);
    a.list.push([{ k: 'before' }]);
    await until(() => b.list.length === 1);
    const errors = console.error;
    console.error = () => {}; // the relay logs each unreadable message
    try {
      const hostile = new WebSocket(`ws://127.0.0.1:${port}/live/${r}`, { origin: origin(port) });
      await new Promise((ok) => hostile.on('open', ok));
      let seed = 7;
      const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
      for (let i = 0; i < 400; i++) {
        const n = Math.floor(rnd() * 200);
        const bytes = new Uint8Array(n + 2).map(() => Math.floor(rnd() * 256));
        // Half the time a plausible header: sync (0) step 2 / update (2), or awareness (1).
        if (i % 2 === 0) {
          bytes[0] = i % 4 === 0 ? 0 : 1;
          bytes[1] = i % 4 === 0 ? 2 : bytes[1]!;
        }
        hostile.send(bytes);
      }
      // A well-formed update carrying junk records (what a hostile Yjs client could write).
      const junk = new Y.Doc();
      junk.getArray('records').push([{ k: 'ev', id: 1, event: null }, 'x', [1, 2], { k: 'game' }]);
      const update = Y.encodeStateAsUpdate(junk);
      hostile.send(new Uint8Array([0, 2, ...varUint(update.length), ...update]));
      await new Promise((r2) => setTimeout(r2, 300));
      hostile.terminate();
    } finally {
      console.error = errors;
    }
    // Still serving: a newcomer syncs and sees the good record.
    a.list.push([{ k: 'after' }]);
    const c = client(port, r);
    await until(
      () => c.provider.synced && c.list.toArray().some((x) => (x as { k?: string })?.k === 'after'),
    );
    await until(() => b.list.toArray().some((x) => (x as { k?: string })?.k === 'after'));
  });

  it('a relay restarted empty is refilled by the devices: a late joiner sees everything', async () => {
    const port = await start();
    const r = room();
    const a = client(port, r);
    await until(() => a.provider.synced);
    a.list.push([{ k: 'one' }, { k: 'two' }]);
    await stop();
    await start({}, port);
    expect(relay.docs.size).toBe(0);
    await until(() => a.provider.wsconnected && a.provider.synced, 8000);
    const late = client(port, r);
    await until(() => late.list.length === 2, 8000);
  });

  it('an empty room is forgotten when its last device leaves', async () => {
    const port = await start();
    const r = room();
    const a = client(port, r);
    await until(() => a.provider.synced);
    expect(relay.rooms.get(r)).toBe(1);
    a.provider.disconnect();
    await until(() => !relay.rooms.has(r) && !relay.docs.has(r));
  });
});

function varUint(n: number): number[] {
  const out: number[] = [];
  while (n > 127) {
    out.push((n & 127) | 128);
    n >>>= 7;
  }
  out.push(n);
  return out;
}
