// The relay's door and limits, and that nothing a hostile client sends brings it or the other
// devices down. Real sockets on 127.0.0.1, a real y-websocket client (Node's `ws` underneath).
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
import {
  addressKey,
  attachRelay,
  CLOSE,
  DEFAULT_LIMITS,
  hostKnown,
  originAllowed,
  ROOM_NAME,
  roomOf,
  viewHashOf,
  // @ts-expect-error the relay is plain JavaScript run by node
} from '../server/relay.mjs';
import { CLOSED, ROOM_BYTES } from '../src/live/limits';
import { keepPresence } from '../src/live/presence';

/** A new edit key (its room is roomOf(key)); most tests' devices play, so they hold one. */
const room = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

let server: Server;
let relay: {
  close: () => void;
  rooms: Map<string, number>;
  docs: Map<string, Y.Doc>;
  stats: { closed: Record<string, number>; viewOnlyWrites: number };
};
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

/** The path of `key`'s room for a device that shows the key (a player). */
const keyed = (key: string) => `/live/${roomOf(key)}?key=${key}`;

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

/**
 * A y-websocket device in `key`'s room: it shows the key, or with `view` watches without it.
 * `from`: the address it connects from (127.0.0.x: all of them are this machine's).
 */
function client(port: number, key: string, view = false, from?: string) {
  const doc = new Y.Doc();
  const WS = from
    ? class extends WebSocket {
        constructor(url: string) {
          super(url, { origin: origin(port), localAddress: from });
        }
      }
    : OriginWS;
  const provider = new WebsocketProvider(`ws://127.0.0.1:${port}/live`, roomOf(key), doc, {
    WebSocketPolyfill: WS as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    maxBackoffTime: 200,
    params: view ? {} : { key },
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
    expect(await knock(port, keyed(room()))).toBe('open');
    for (const bad of ['game-night', 'abc', room().toUpperCase(), `${room()}0`, ''])
      expect(await knock(port, `/live/${bad}`)).toBe(400);
    expect(await knock(port, `/other/${room()}`)).toBe(404);
    expect(await knock(port, `/live/../${room()}`)).not.toBe('open');
  });

  it('other origins and clients without an Origin are refused (403) unless listed', async () => {
    const port = await start({ origins: ['https://tables.example'] });
    expect(await knock(port, keyed(room()), 'https://evil.example')).toBe(403);
    expect(await knock(port, keyed(room()), null)).toBe(403);
    expect(await knock(port, keyed(room()), 'https://tables.example')).toBe('open');
  });

  it('refuses more than the set number of players per room, saying why (4429), not in other rooms', async () => {
    const port = await start({ maxConnectionsPerRoom: 3 });
    const r = room();
    for (let i = 0; i < 3; i++) expect(await knock(port, keyed(r))).toBe('open');
    const extra = new WebSocket(`ws://127.0.0.1:${port}${keyed(r)}`, { origin: origin(port) });
    extra.on('error', () => {});
    expect(await closed(extra)).toEqual([4429, 'too many devices']);
    expect(relay.rooms.get(roomOf(r))).toBe(3);
    expect(await knock(port, keyed(room()))).toBe('open');
  });

  it('a relay holding its most rooms says so to a new one (4503) and keeps the rooms it has', async () => {
    const port = await start({ maxRooms: 2 });
    const [r1, r2] = [room(), room()];
    expect(await knock(port, keyed(r1))).toBe('open');
    expect(await knock(port, keyed(r2))).toBe('open');
    const extra = new WebSocket(`ws://127.0.0.1:${port}${keyed(room())}`, { origin: origin(port) });
    extra.on('error', () => {});
    expect(await closed(extra)).toEqual([4503, 'relay busy']);
    expect(relay.rooms.size).toBe(2);
    expect(await knock(port, keyed(r1))).toBe('open');
  });

  it('the codes a device reads (src/live/limits.ts) are the relay’s own', () => {
    expect(CLOSE.roomFull[0]).toBe(CLOSED.full);
    expect(CLOSE.crowded[0]).toBe(CLOSED.crowded);
    expect(CLOSE.watchers[0]).toBe(CLOSED.crowded);
    expect(CLOSE.busy[0]).toBe(CLOSED.busy);
    expect(CLOSE.noTable[0]).toBe(CLOSED.unopened);
    expect(CLOSE.viewClosed[0]).toBe(CLOSED.viewClosed);
    expect(CLOSE.address[0]).toBe(CLOSED.network);
    expect(CLOSE.addressRooms[0]).toBe(CLOSED.network);
    expect(DEFAULT_LIMITS.maxRoomBytes).toBe(ROOM_BYTES);
  });

  it('a message over the size limit closes that socket (1009); the room goes on', async () => {
    const port = await start({ maxMessageBytes: 1024 });
    const r = room();
    const a = client(port, r);
    const b = client(port, r);
    await until(() => a.provider.synced && b.provider.synced);
    const big = new WebSocket(`ws://127.0.0.1:${port}${keyed(r)}`, { origin: origin(port) });
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
    const port = await start({ log: () => {}, maxConnectionsPerRoom: 50 });
    const r = room();
    const a = client(port, r);
    const b = client(port, r);
    await until(() => a.provider.synced && b.provider.synced);
    a.list.push([{ k: 'before' }]);
    await until(() => b.list.length === 1);
    {
      // Random bytes, half of them with a plausible header: sync (0) step 2 / update (2), or
      // awareness (1). A socket that sends an unreadable one is closed, so each of 40 sends a few.
      let seed = 7;
      const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
      const hostile = await Promise.all(Array.from({ length: 40 }, () => raw(port, r)));
      hostile.forEach((ws, s) => {
        for (let j = 0; j < 10; j++) {
          const i = s * 10 + j;
          const n = Math.floor(rnd() * 200);
          const bytes = new Uint8Array(n + 2).map(() => Math.floor(rnd() * 256));
          if (i % 2 === 0) {
            bytes[0] = i % 4 === 0 ? 0 : 1;
            bytes[1] = i % 4 === 0 ? 2 : bytes[1]!;
          }
          ws.send(bytes);
        }
      });
      // A well-formed update carrying junk records (what a hostile Yjs client could write).
      const junk = new Y.Doc();
      junk.getArray('records').push([{ k: 'ev', id: 1, event: null }, 'x', [1, 2], { k: 'game' }]);
      const update = Y.encodeStateAsUpdate(junk);
      const writer = await raw(port, r);
      writer.send(syncUpdate(update));
      await new Promise((r2) => setTimeout(r2, 300));
      for (const ws of [...hostile, writer]) ws.terminate();
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
    // The real client stays within every limit: nothing it sent closed it.
    expect(Object.values(relay.stats.closed).every((n) => n === 0)).toBe(true);
  });

  it('an empty room is forgotten when its last device leaves', async () => {
    const port = await start();
    const r = room();
    const a = client(port, r);
    await until(() => a.provider.synced);
    expect(relay.rooms.get(roomOf(r))).toBe(1);
    a.provider.disconnect();
    await until(() => !relay.rooms.has(roomOf(r)) && !relay.docs.has(roomOf(r)));
  });
});

describe('relay: bounds (what one stranger can take from it)', () => {
  it('failed handshakes are not counted as devices: the room and new rooms stay open', async () => {
    const port = await start({ maxRooms: 10 });
    const r = room();
    for (let i = 0; i < 30; i++)
      expect((await handshake(port, `/live/${r}`, 12)).status).toBe('HTTP/1.1 400 Bad Request');
    for (let i = 0; i < 30; i++)
      expect((await handshake(port, `/live/${room()}`, 12)).status).toMatch(/ 400 /);
    expect(await knock(port, keyed(r))).toBe('open');
    expect(await knock(port, keyed(room()))).toBe('open');
    expect(relay.rooms.get(roomOf(r))).toBe(1);
    expect(relay.rooms.size).toBe(2);
  });

  it('a client that floods writes is closed (1008, writing too fast); the room goes on', async () => {
    const port = await start({ messagesPerSecond: 20, messageBurst: 50 });
    const r = room();
    const a = client(port, r);
    const b = client(port, r);
    await until(() => a.provider.synced && b.provider.synced);
    const flood = await raw(port, r);
    const doc = new Y.Doc();
    doc.on(
      'update',
      (u: Uint8Array) => flood.readyState === WebSocket.OPEN && flood.send(syncUpdate(u)),
    );
    for (let i = 0; i < 500; i++) doc.getArray('records').push([{ k: 'junk', i }]);
    expect(await closed(flood)).toEqual([1008, 'writing too fast']);
    expect(relay.stats.closed.flood).toBe(1);
    expect(b.list.length).toBeLessThan(100);
    a.list.push([{ k: 'hello' }]);
    await until(() => b.list.toArray().some((x) => (x as { k?: string })?.k === 'hello'));
  });

  it('a room whose document reaches its size limit stops growing; every device in it is told (4413)', async () => {
    const limit = 20 * 1024;
    const port = await start({ maxRoomBytes: limit });
    const r = room();
    const b = client(port, r);
    await until(() => b.provider.synced);
    const writer = await raw(port, r);
    const doc = new Y.Doc();
    doc.on(
      'update',
      (u: Uint8Array) => writer.readyState === WebSocket.OPEN && writer.send(syncUpdate(u)),
    );
    for (let i = 0; i < 40; i++)
      doc.getArray('records').push([{ k: 'big', pad: 'x'.repeat(1000) }]);
    const told = new Promise<{ code: number; reason: string }>((ok) =>
      b.provider.on('closed', (e: { code: number; reason: string }) => ok(e)),
    );
    expect(await closed(writer)).toEqual([4413, 'table too big']);
    // The device that only read is told too, and stops reconnecting (its moves would go nowhere).
    expect(await told).toEqual({ code: 4413, reason: 'table too big' });
    expect(b.provider.shouldConnect).toBe(false);
    const kept = b.list.length;
    expect(kept).toBeGreaterThan(10);
    expect(kept).toBeLessThan(21);
    expect(Y.encodeStateAsUpdate(b.doc).length).toBeLessThanOrEqual(limit);
    // With every device gone the relay forgets the room; a device bringing the whole table back
    // with one move more is refused again.
    await until(() => !relay.docs.has(roomOf(r)));
    const again = await raw(port, r);
    const more = new Y.Doc();
    Y.applyUpdate(more, Y.encodeStateAsUpdate(b.doc));
    more.getArray('records').push([{ k: 'big', pad: 'y'.repeat(1000) }]);
    again.send(syncUpdate(Y.encodeStateAsUpdate(more)));
    expect(await closed(again)).toEqual([4413, 'table too big']);
  });

  it('a socket that never reads is cut off once its queue passes the bound; other rooms go on', async () => {
    const port = await start({
      maxBufferedBytes: 256 * 1024,
      maxMessageBytes: 1024 * 1024,
      maxPresenceBytes: 256 * 1024,
      bytesPerSecond: 1e9,
      byteBurst: 1e9,
    });
    const r = room();
    const writer = await raw(port, r);
    writer.on('message', () => {}); // this one reads
    const { socket, status } = await handshake(port, `/live/${roomOf(r)}`);
    expect(status).toBe('HTTP/1.1 101 Switching Protocols');
    socket.pause(); // never reads again
    await until(() => relay.rooms.get(roomOf(r)) === 2);
    // Meanwhile two devices in another room keep playing.
    const other = room();
    const a = client(port, other);
    const b = client(port, other);
    await until(() => a.provider.synced && b.provider.synced);
    const big = 'z'.repeat(200 * 1024);
    for (let clock = 1; clock <= 150 && relay.rooms.get(roomOf(r)) === 2; clock++) {
      writer.send(presence(4242, clock, JSON.stringify({ pad: big })));
      a.list.push([{ clock }]);
      await new Promise((ok) => setTimeout(ok, 5));
    }
    await until(() => relay.rooms.get(roomOf(r)) === 1);
    expect(relay.stats.closed.slow).toBe(1);
    expect(writer.readyState).toBe(WebSocket.OPEN);
    await until(() => b.list.length === a.list.length);
  });

  it('a client sending garbage is closed (1007); the log gets a few lines, not one per message', async () => {
    const lines: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const port = await start({
        log: (line: string) => lines.push(line),
        maxConnectionsPerRoom: 50,
      });
      const r = room();
      const a = client(port, r);
      await until(() => a.provider.synced);
      const garbage = [
        [0, 2, 5, 1, 2, 3, 4, 5],
        [0, 2, 200],
        [7, 1, 2],
        [1, 3, 1, 1, 1],
        [0, 9, 0],
        [1, 6, 1, 1, 1, 2, 123, 120],
      ];
      const sockets = await Promise.all(Array.from({ length: 30 }, () => raw(port, r)));
      const ends = sockets.map((ws) => closed(ws));
      sockets.forEach((ws, i) => {
        for (let j = 0; j < 20; j++) ws.send(new Uint8Array(garbage[(i + j) % garbage.length]!));
      });
      for (const end of ends) expect(await end).toEqual([1007, 'malformed message']);
      expect(relay.stats.closed.malformed).toBe(30);
      expect(lines.length).toBeLessThanOrEqual(5);
      expect(lines[0]).toMatch(/malformed/);
      expect(lines.join('\n')).not.toMatch(/\n\s+at /); // no stack traces
      expect(errors).not.toHaveBeenCalled();
      a.list.push([{ k: 'still' }]);
      const c = client(port, r);
      await until(() => c.list.length === 1);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('relay: view-only holds', () => {
  const has = (list: Y.Array<unknown>, k: string) =>
    list.toArray().some((x) => (x as { k?: string })?.k === k);

  it('a hand-written view-only client cannot write: no update, game record or step 2 reaches the room', async () => {
    const port = await start();
    const key = room();
    const a = client(port, key);
    const b = client(port, key);
    await until(() => a.provider.synced && b.provider.synced);
    a.list.push([{ k: 'game', id: 'g1', dev: 'a', setup: { variant: 'ffa', players: 2 } }]);
    await until(() => b.list.length === 1);

    // The viewer speaks the y-protocol by hand: it asks for the table (step 1) and gets it...
    const viewer = await raw(port, key, true);
    const got: Uint8Array[] = [];
    viewer.on('message', (d: Buffer) => got.push(new Uint8Array(d)));
    viewer.send(new Uint8Array([0, 0, 1, 0])); // sync step 1, empty state vector
    await until(() => got.some((m) => m[0] === 0 && m[1] === 1));
    // ...then writes a game record that would blank every device, as an update and as step 2,
    // and an update deleting everything (undoing every move).
    const evil = new Y.Doc();
    Y.applyUpdate(evil, Y.encodeStateAsUpdate(a.doc));
    const before = Y.encodeStateVector(evil);
    evil.getArray('records').push([{ k: 'game', id: 'evil', dev: 'x', setup: { variant: 'x' } }]);
    const push = Y.encodeStateAsUpdate(evil, before);
    viewer.send(syncUpdate(push));
    viewer.send(new Uint8Array([0, 1, ...varUint(push.length), ...push]));
    const wipe = new Y.Doc();
    Y.applyUpdate(wipe, Y.encodeStateAsUpdate(a.doc));
    const mark = Y.encodeStateVector(wipe);
    wipe.getArray('records').delete(0, 1);
    viewer.send(syncUpdate(Y.encodeStateAsUpdate(wipe, mark)));
    // A y-websocket client without the key, writing as a device would.
    const watcher = client(port, key, true);
    await until(() => watcher.provider.synced && watcher.list.length === 1);
    watcher.list.push([{ k: 'game', id: 'evil2', dev: 'y', setup: { variant: 'x' } }]);
    watcher.list.delete(0, 1);

    // An editing device still writes, and it and the viewers see it; nothing else arrived.
    a.list.push([{ k: 'after' }]);
    await until(() => has(b.list, 'after'));
    await new Promise((ok) => setTimeout(ok, 300));
    expect(b.list.length).toBe(2);
    expect(a.list.length).toBe(2);
    const inRoom = relay.docs.get(roomOf(key))!.getArray<{ id?: string; k: string }>('records');
    expect(inRoom.toArray().map((x) => x.id ?? x.k)).toEqual(['g1', 'after']);
    expect(relay.stats.viewOnlyWrites).toBeGreaterThanOrEqual(5);
    // The viewer is not closed for its writes, and keeps following the table.
    expect(viewer.readyState).toBe(WebSocket.OPEN);
    const late = client(port, key, true);
    await until(() => late.provider.synced && has(late.list, 'after'));
    expect(late.list.length).toBe(2);
  });

  it('the view link cannot be turned into the editing link: a key that does not open the room is refused (403)', async () => {
    const port = await start();
    const key = room();
    const name = roomOf(key);
    expect(name).not.toBe(key);
    expect(ROOM_NAME.test(name)).toBe(true);
    // All a viewer has is the room's name: as a key, or a key of another room, it is refused.
    for (const bad of [name, room(), key.toUpperCase(), `${key}0`, ''])
      expect(await knock(port, `/live/${name}?key=${bad}`)).toBe(403);
    expect(await knock(port, `/live/${name}?key=${key}`)).toBe('open');
    expect(await knock(port, `/live/${name}`)).toBe('open'); // to watch
  });
});

describe('relay: no lock-out without the key', () => {
  it('2,000 sockets from one address to random rooms, with keys or without, lock no device out', async () => {
    const port = await start({ maxRooms: 100, log: () => {} });
    // A table playing, its devices behind a router of their own (127.0.0.3).
    const r = room();
    const a = client(port, r, false, '127.0.0.3');
    const b = client(port, r, false, '127.0.0.3');
    await until(() => a.provider.synced && b.provider.synced);
    // From 127.0.0.2, with no link: keyless sockets to random names, keys of its own making (a key
    // is only 128 random bits), and sockets by the dozen in a few rooms of its own.
    const own = [room(), room(), room(), room()];
    const kinds = [
      () => `/live/${roomOf(room())}`,
      () => keyed(room()),
      (i: number) => keyed(own[i % own.length]!),
    ];
    const seen: Record<string, number> = {};
    for (let batch = 0; batch < 20; batch++) {
      const got = await Promise.all(
        Array.from({ length: 100 }, (_, i) => outcome(port, kinds[i % 3]!(i), '127.0.0.2')),
      );
      for (const g of got) seen[String(g)] = (seen[String(g)] ?? 0) + 1;
    }
    expect(seen['4504,table not open yet']).toBe(20 * 34); // every third of each 100
    expect(seen.open).toBeLessThanOrEqual(DEFAULT_LIMITS.maxSocketsPerAddress);
    expect(seen['4529,too many tables from this address']).toBeGreaterThan(0);
    expect(seen['4529,too many sockets from this address']).toBeGreaterThan(0);
    // Whatever was not let in was told why, or refused at the door while its refusals closed.
    const told = ['open', '4504,table not open yet', '4529,too many tables from this address'];
    told.push('4529,too many sockets from this address', '429');
    expect(Object.keys(seen).filter((k) => !told.includes(k))).toEqual([]);
    expect(relay.rooms.size).toBeLessThanOrEqual(1 + DEFAULT_LIMITS.maxRoomsPerAddress);
    // A new table starts and plays, from another address; the table playing goes on.
    const fresh = room();
    const c = client(port, fresh, false, '127.0.0.4');
    const d = client(port, fresh, false, '127.0.0.4');
    await until(() => c.provider.synced && d.provider.synced);
    c.list.push([{ k: 'new table' }]);
    await until(() => d.list.length === 1);
    a.list.push([{ k: 'still playing' }]);
    await until(() => b.list.length === 1);
  }, 60_000);

  it('watchers fill only their own places: a player with the key still gets in and plays', async () => {
    const port = await start();
    const key = room();
    const a = client(port, key);
    await until(() => a.provider.synced);
    // 23 sockets holding only the view link (with the player's own, once the room's 24 places).
    const got = await Promise.all(
      Array.from({ length: 23 }, () => outcome(port, `/live/${roomOf(key)}`, '127.0.0.2')),
    );
    const watching = DEFAULT_LIMITS.maxWatchersPerRoom;
    expect(got.filter((g) => g === 'open')).toHaveLength(watching);
    expect(got.filter((g) => g !== 'open')).toEqual(
      Array(23 - watching).fill([4429, 'too many watchers']),
    );
    const b = client(port, key);
    await until(() => b.provider.synced);
    a.list.push([{ k: 'move' }]);
    await until(() => b.list.length === 1);
    // The players' places are all theirs, and no more.
    const players = DEFAULT_LIMITS.maxConnectionsPerRoom;
    const more = await Promise.all(
      Array.from({ length: players - 2 }, () => outcome(port, keyed(key))),
    );
    expect(more.every((g) => g === 'open')).toBe(true);
    expect(await outcome(port, keyed(key))).toEqual([4429, 'too many devices']);
    expect(relay.rooms.get(roomOf(key))).toBe(players + watching);
  });

  it('a watcher of a table no player has open opens no room (4504), and comes back by itself to follow it', async () => {
    const port = await start({ maxRooms: 1 });
    const key = room();
    const w = client(port, key, true);
    const told = await new Promise((ok) =>
      w.provider.on('connection-close', (e: { code: number; reason: string } | null) =>
        ok(e && [e.code, e.reason]),
      ),
    );
    expect(told).toEqual([4504, 'table not open yet']);
    expect(relay.rooms.size).toBe(0);
    const a = client(port, key);
    await until(() => a.provider.synced);
    a.list.push([{ k: 'move' }]);
    await until(() => w.provider.synced && w.list.length === 1);
    expect(relay.rooms.size).toBe(1);
  });

  it('an address past its sockets or rooms is told so (4529) and other addresses are not; its places come back as its sockets close', async () => {
    const port = await start({ maxSocketsPerAddress: 3, maxRoomsPerAddress: 2, log: () => {} });
    const [k1, k2, k3] = [room(), room(), room()];
    const from = '127.0.0.2';
    const first = outcome(port, keyed(k1), from);
    expect(await first).toBe('open');
    expect(await outcome(port, keyed(k2), from)).toBe('open');
    expect(await outcome(port, keyed(k3), from)).toEqual([
      4529,
      'too many tables from this address',
    ]);
    expect(await outcome(port, keyed(k1), from)).toBe('open');
    expect(await outcome(port, keyed(k1), from)).toEqual([
      4529,
      'too many sockets from this address',
    ]);
    expect(relay.stats.closed.address).toBe(1);
    expect(relay.stats.closed.addressRooms).toBe(1);
    // Another address has its own count.
    expect(await outcome(port, keyed(k3), '127.0.0.3')).toBe('open');
    // One of its sockets leaves: it has a place again.
    first.ws.close();
    await until(() => relay.rooms.get(roomOf(k1)) === 1);
    expect(await outcome(port, keyed(k1), from)).toBe('open');
    // Through a proxy on this machine (HAProxy, nginx), the address it added last counts; a
    // socket of this machine's own is held to no per-address limit.
    const via = (ip: string) =>
      outcome(port, keyed(room()), undefined, { 'X-Forwarded-For': `10.9.9.9, ${ip}` });
    expect(await via('203.0.113.7')).toBe('open');
    expect(await via('203.0.113.7')).toBe('open');
    expect(await via('203.0.113.7')).toEqual([4529, 'too many tables from this address']);
    expect(await via('203.0.113.8')).toBe('open');
    for (let i = 0; i < 4; i++) expect(await outcome(port, keyed(room()))).toBe('open');
    // With no proxies, 127.0.0.1 is an address like any other.
    await stop();
    const port2 = await start({ maxRoomsPerAddress: 1, proxies: [], log: () => {} });
    expect(await outcome(port2, keyed(room()))).toBe('open');
    expect(await outcome(port2, keyed(room()))).toEqual([
      4529,
      'too many tables from this address',
    ]);
  });

  it('refused sockets that never answer are cut within seconds; an address holding twice its limit is refused at the door (429)', async () => {
    const port = await start({ maxSocketsPerAddress: 2 });
    const key = room();
    const held: Socket[] = [];
    // Each is a watcher of no table, told so (4504), and never answers the close.
    for (let i = 0; i < 4; i++) {
      const { socket, status } = await handshake(port, `/live/${roomOf(key)}`, 13, '127.0.0.2');
      expect(status).toBe('HTTP/1.1 101 Switching Protocols');
      socket.on('data', () => {});
      held.push(socket);
    }
    const t0 = Date.now();
    const door = await handshake(port, `/live/${roomOf(key)}`, 13, '127.0.0.2');
    expect(door.status).toBe('HTTP/1.1 429 Too Many Requests');
    await Promise.all(held.map((s) => new Promise((ok) => s.once('close', ok))));
    expect(Date.now() - t0).toBeLessThan(4000);
    expect(await outcome(port, keyed(key), '127.0.0.2')).toBe('open');
  }, 10_000);

  it('an IPv6 address counts by its /64 (a home has a whole one); an IPv4-mapped one as IPv4', () => {
    const home = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:0DB8:1:0002::9'])
      expect(addressKey(ip)).toBe(home);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(home);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('1::2:3:4:5:6:7')).toBe('1:0:2:3::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::ffff:192.168.1.20')).toBe('192.168.1.20');
    expect(addressKey('192.168.1.20')).toBe('192.168.1.20');
  });
});

describe('relay: the Origin check does not trust any Host (DNS rebinding)', () => {
  it('the same-host rule holds only for IP addresses, localhost and listed host names', () => {
    const yes: [string, string, string[]?, string[]?][] = [
      ['http://127.0.0.1:8080', '127.0.0.1:8080'],
      ['http://192.168.1.20:8080', '192.168.1.20:8080'],
      ['http://[::1]:8080', '[::1]:8080'],
      ['http://[fe80::1]', '[fe80::1]'],
      ['http://localhost:5173', 'localhost:5173'],
      ['http://laptop.local:8080', 'laptop.local:8080', [], ['laptop.local']],
      ['https://Tables.example', 'Tables.example', [], ['tables.example']],
      ['https://tables.example', 'tables.example', ['https://tables.example']],
      ['https://relay.example', 'relay.example', ['https://relay.example:8443']],
    ];
    for (const [o, h, origins, hosts] of yes)
      expect(originAllowed(o, h, origins, hosts)).toBe(true);
    const no: [string | undefined, string | undefined, string[]?, string[]?][] = [
      ['http://evil.example', 'evil.example'],
      ['https://evil.example', 'evil.example'],
      ['http://evil.example:8080', 'evil.example:8080', [], ['laptop.local']],
      ['http://localhost.evil.example', 'localhost.evil.example'],
      ['http://127.0.0.1.evil.example', '127.0.0.1.evil.example'],
      ['http://evil.example', '127.0.0.1:8080'],
      [undefined, '127.0.0.1:8080'],
      ['http://127.0.0.1:8080', undefined],
      ['http://evil.example@127.0.0.1', 'evil.example@127.0.0.1'],
      ['http://127.0.0.1/evil', '127.0.0.1/evil'],
      ['http://127.0.0.1#x', '127.0.0.1#x'],
    ];
    for (const [o, h, origins, hosts] of no)
      expect(originAllowed(o, h, origins, hosts)).toBe(false);
  });

  it('the Host header is compared exactly: a name or address and a port, nothing else', () => {
    const hosts = ['laptop.local'];
    for (const good of [
      '127.0.0.1',
      '127.0.0.1:8080',
      'localhost:5173',
      '[::1]:8080',
      '[fe80::1]',
      'laptop.local',
      'Laptop.Local:8080',
      '192.168.1.20:8080',
    ])
      expect(hostKnown(good, hosts), good).toBe(true);
    for (const bad of [
      'evil.example@127.0.0.1',
      '127.0.0.1/evil',
      '127.0.0.1#x',
      '127.0.0.1?x',
      'laptop.local@127.0.0.1:8080',
      'user:pw@127.0.0.1',
      '127.0.0.1:8080/',
      '127.0.0.1 ',
      ' 127.0.0.1',
      '127.0.0.1 :8080',
      '127.0.0.1:',
      '127.0.0.1:80:80',
      '127.0.0.1:99999',
      '127.0.0.1:+80',
      '127.0.0.1\\evil',
      '::1',
      '[::1',
      '[evil.example]',
      '[::1]x',
      'evil.example',
      'laptop.local.evil.example',
      '',
      undefined,
    ])
      expect(hostKnown(bad, hosts), String(bad)).toBe(false);
  });

  it('an upgrade with a rebound Host and a matching Origin is refused (403); a listed name is not', async () => {
    const port = await start({ hosts: ['tables.example'] });
    const r = room();
    const at = (host: string) =>
      new Promise<string | number>((ok) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}${keyed(r)}`, {
          origin: `http://${host}`,
          headers: { Host: host },
        });
        ws.on('open', () => (ok('open'), ws.terminate()));
        ws.on('unexpected-response', (_req, res) => ok(res.statusCode ?? 0));
        ws.on('error', () => ok('error'));
      });
    expect(await at('evil.example')).toBe(403);
    expect(await at(`evil.example:${port}`)).toBe(403);
    expect(await at(`evil.example@127.0.0.1:${port}`)).toBe(403);
    expect(await at(`127.0.0.1:${port}/evil`)).toBe(403);
    expect(await at(`tables.example:${port}`)).toBe('open');
    expect(await at(`127.0.0.1:${port}`)).toBe('open');
  });
});

/** A bare WebSocket to `key`'s room (no Yjs client behind it), open; `view`: without the key. */
async function raw(port: number, key: string, view = false) {
  const path = `/live/${roomOf(key)}${view ? '' : `?key=${key}`}`;
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { origin: origin(port) });
  ws.on('error', () => {});
  open.push({ destroy: () => ws.terminate() });
  await new Promise((ok, fail) => {
    ws.on('open', ok);
    ws.on('unexpected-response', (_req, res) => fail(new Error(`refused: ${res.statusCode}`)));
  });
  return ws;
}

/**
 * A socket to `path` from the address `from` (127.0.0.x; by default 127.0.0.1, this machine's own).
 * Resolves with 'open' once the relay sends it anything (a device let in is sent the table), the
 * code and reason it was closed with, or the HTTP status it was refused with; `.ws` is the socket.
 */
function outcome(port: number, path: string, from?: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, {
    origin: origin(port),
    headers,
    ...(from ? { localAddress: from } : {}),
  });
  open.push({ destroy: () => ws.terminate() });
  const result = new Promise<'open' | number | [number, string]>((ok) => {
    ws.on('message', () => ok('open'));
    ws.on('close', (code, reason) => ok([code, reason.toString()]));
    ws.on('unexpected-response', (_req, res) => ok(res.statusCode ?? 0));
    ws.on('error', () => ok(0));
  });
  return Object.assign(result, { ws });
}

/** Resolves with the close code and reason, or 'open' if the socket is still open after `ms`. */
function closed(ws: WebSocket, ms = 5000) {
  return new Promise<[number, string] | 'open'>((ok) => {
    if (ws.readyState === WebSocket.CLOSED) return ok([0, 'already closed']);
    const t = setTimeout(() => ok('open'), ms);
    ws.on('close', (code, reason) => (clearTimeout(t), ok([code, reason.toString()])));
  });
}

/** A y-protocol sync update message carrying `update`. */
const syncUpdate = (update: Uint8Array) =>
  new Uint8Array([0, 2, ...varUint(update.length), ...update]);

/** A y-protocol awareness message setting `client`'s state at `clock` to `json`. */
function presence(client: number, clock: number, json: string) {
  const text = new TextEncoder().encode(json);
  const body = [1, ...varUint(client), ...varUint(clock), ...varUint(text.length), ...text];
  return new Uint8Array([1, ...varUint(body.length), ...body]);
}

/**
 * An upgrade request written by hand on a raw TCP socket (from the address `from`); resolves
 * with the socket and the status line of the answer (`Sec-WebSocket-Version: 12` makes the
 * handshake fail).
 */
function handshake(port: number, path: string, version = 13, from?: string) {
  return new Promise<{ socket: Socket; status: string }>((ok, fail) => {
    const socket = connect({ port, host: '127.0.0.1', ...(from ? { localAddress: from } : {}) });
    open.push({ destroy: () => socket.destroy() });
    socket.on('error', fail);
    socket.once('data', (d) => ok({ socket, status: d.toString('latin1').split('\r\n')[0]! }));
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${origin(port)}\r\n` +
        'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: ${version}\r\n\r\n`,
    );
  });
}

function varUint(n: number): number[] {
  const out: number[] = [];
  while (n > 127) {
    out.push((n & 127) | 128);
    n >>>= 7;
  }
  out.push(n);
  return out;
}

describe('relay: presence (the device count) follows devices in seconds', () => {
  it('a device that drops without a word (no pong) leaves the others’ presence within two pings', async () => {
    const port = await start({ pingMs: 300 });
    const r = room();
    const a = client(port, r);
    const b = client(port, r);
    a.provider.awareness.setLocalState({ dev: 'a' });
    b.provider.awareness.setLocalState({ dev: 'b' });
    await until(() => a.provider.awareness.getStates().size === 2);
    // B's network goes: its socket stops reading, so it answers no ping.
    (b.provider.ws as unknown as { _socket: Socket })._socket.pause();
    const t0 = Date.now();
    await until(() => a.provider.awareness.getStates().size === 1, 3000);
    expect(Date.now() - t0).toBeLessThan(1500);
  });

  it('a device that reconnects counts the others again at once, not when they next renew', async () => {
    const port = await start();
    const r = room();
    const a = client(port, r);
    const b = client(port, r);
    keepPresence(a.provider);
    a.provider.awareness.setLocalState({ dev: 'a' });
    b.provider.awareness.setLocalState({ dev: 'b' });
    await until(() => a.provider.awareness.getStates().size === 2);
    a.provider.disconnect();
    expect(a.provider.awareness.getStates().size).toBe(1);
    a.provider.connect();
    await until(() => a.provider.synced);
    await until(() => a.provider.awareness.getStates().size === 2, 2000);
  });
});

describe('relay: the view-only link can be closed without a new edit key', () => {
  /** A watcher holding `token` (or none: an older view link). */
  function watcher(port: number, key: string, token?: string) {
    const doc = new Y.Doc();
    const provider = new WebsocketProvider(`ws://127.0.0.1:${port}/live`, roomOf(key), doc, {
      WebSocketPolyfill: OriginWS as unknown as typeof globalThis.WebSocket,
      disableBc: true,
      maxBackoffTime: 200,
      params: token ? { view: token } : {},
    });
    open.push({ destroy: () => (provider.destroy(), doc.destroy()) });
    const closed = new Promise<{ code: number; reason: string }>((ok) =>
      provider.on('closed', (e: { code: number; reason: string }) => ok(e)),
    );
    return { doc, provider, list: doc.getArray<unknown>('records'), closed };
  }
  const token = () => room(); // 32 hex digits, as the page makes them

  it('a room with a view link in force lets in only its watchers; closing it cuts them off, and the new one works', async () => {
    const port = await start();
    const key = room();
    const host = client(port, key);
    await until(() => host.provider.synced);
    const [t1, t2] = [token(), token()];
    host.doc.getMap('room').set('viewHash', viewHashOf(t1));
    host.list.push([{ k: 'hello' }]);
    const good = watcher(port, key, t1);
    await until(() => good.provider.synced && good.list.length === 1);
    // A watcher with no token, or another, is told the link is closed, and stops asking.
    for (const bad of [watcher(port, key), watcher(port, key, t2)]) {
      expect(await bad.closed).toEqual({ code: 4403, reason: 'view link closed' });
      expect(bad.list.length).toBe(0);
    }
    // The players close the link: its watcher is cut off; the new link's watcher follows.
    host.doc.getMap('room').set('viewHash', viewHashOf(t2));
    expect(await good.closed).toEqual({ code: 4403, reason: 'view link closed' });
    const next = watcher(port, key, t2);
    await until(() => next.provider.synced && next.list.length === 1);
    host.list.push([{ k: 'again' }]);
    await until(() => next.list.length === 2);
    expect(good.list.length).toBe(1);
  });

  it('a room whose players set no view link (an older room) lets any watcher in', async () => {
    const port = await start();
    const key = room();
    const host = client(port, key);
    await until(() => host.provider.synced);
    host.list.push([{ k: 'hello' }]);
    const old = watcher(port, key);
    await until(() => old.provider.synced && old.list.length === 1);
  });
});
