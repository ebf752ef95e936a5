// The live-table relay: @y/websocket-server's connection handler (pinned 0.1.1) behind our own
// door. It keeps each room's document in memory only while someone is in it; the devices hold the
// game (IndexedDB), so a relay that restarts empty is refilled by the next device that connects.
// Everything a stranger can send is bounded: sockets that break a limit are closed with a code
// and a reason (CLOSE), and the log says so a few lines at a time.
import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { docs, setupWSConnection } from '@y/websocket-server/utils';

/**
 * Room names: exactly 32 hex digits. A room's name is derived one way from its edit key (128
 * random bits made by crypto.getRandomValues), so the view link, which carries only the name,
 * cannot be turned into the key.
 */
export const ROOM_NAME = /^[0-9a-f]{32}$/;
export const EDIT_KEY = /^[0-9a-f]{32}$/;
export const LIVE_PATH = '/live/';
/** Hashed in front of the key, so a room name is useless anywhere else; src/live/room.ts too. */
export const ROOM_PREFIX = 'table-sense live room 1:';

/** Hashed in front of a view link's token; src/live/room.ts too. */
export const VIEW_PREFIX = 'table-sense view link 1:';
/** Where the room's shared document keeps the hash of the view link in force (players write it). */
export const ROOM_MAP = 'room';
export const VIEW_HASH = 'viewHash';

/** The hash a room keeps of a view link's token: SHA-256(VIEW_PREFIX + token), 128 bits in hex. */
export function viewHashOf(token) {
  return createHash('sha256')
    .update(VIEW_PREFIX + token)
    .digest('hex')
    .slice(0, 32);
}

/** The room an edit key opens: the first 128 bits of SHA-256(ROOM_PREFIX + key), in hex. */
export function roomOf(key) {
  return createHash('sha256')
    .update(ROOM_PREFIX + key)
    .digest('hex')
    .slice(0, 32);
}

const KB = 1024;

export const DEFAULT_LIMITS = Object.freeze({
  /** Largest message accepted, in bytes (a whole table fits); a bigger one closes it (1009). */
  maxMessageBytes: 576 * KB,
  /** A room's document (encoded); a move is ~160 bytes, so this is a whole night of games. */
  maxRoomBytes: 512 * KB,
  /** Players (sockets with the room's key) per room; a table of 8 with a spare tab or two each. */
  maxConnectionsPerRoom: 24,
  /** Watchers (sockets without the key) per room: places of their own, never a player's. */
  maxWatchersPerRoom: 16,
  /** Rooms at once on this relay; only a device with a room's key opens one. */
  maxRooms: 2000,
  /**
   * Sockets from one address (an IPv6 /64 counts as one: a home gets a whole one). Behind one
   * router a game night of 16 phones with two tabs each is 32, and as many again while a Wi-Fi
   * blip's old sockets wait for the ping to end them; one full room is 24 + 16.
   */
  maxSocketsPerAddress: 64,
  /** Rooms one address has sockets in: a club's few tables behind one router, not 2,000. */
  maxRoomsPerAddress: 16,
  /** Messages a socket may send per second, on average; a person taps a few times a second. */
  messagesPerSecond: 50,
  /** Messages a socket may send at once (joining, echoed presence of a full table). */
  messageBurst: 200,
  /** Bytes a socket may send per second, on average. */
  bytesPerSecond: 64 * KB,
  /** Bytes a socket may send at once: a whole table each way when a device joins. */
  byteBurst: 2048 * KB,
  /** Bytes waiting to go to one socket; past it the device is not reading and is cut off. */
  maxBufferedBytes: 1024 * KB,
  /** One device's presence state (the app's is `{dev}`, ~40 bytes). */
  maxPresenceBytes: 1 * KB,
  /** Presence entries one socket may add; a device has one. */
  maxPresencePerSocket: 4,
  /**
   * How often each socket is pinged; one that has not answered the last ping by the next is
   * ended, and its device leaves the others' presence. The library's own ping is every 30 s, so a
   * phone whose network went still counted as a device for up to a minute.
   */
  pingMs: 5000,
  /** Log lines per interval; the rest are counted and the count is logged. */
  logLines: 5,
  /** The log interval, in milliseconds. */
  logIntervalMs: 10_000,
});

/**
 * Close codes and reasons the relay ends a socket with (a slow reader is cut without one). The
 * app tells its user what each means (src/live/limits.ts holds the same codes): in the 4400s,
 * trying again will not help, and the y-websocket client stops reconnecting by itself; in the
 * 4500s it may, later.
 */
export const CLOSE = Object.freeze({
  malformed: [1007, 'malformed message'],
  flood: [1008, 'writing too fast'],
  presence: [1008, 'too much presence'],
  /** Every device in the room gets it: none of their moves can be shared there any more. */
  roomFull: [4413, 'table too big'],
  /** Sent once the socket is open, so the page can say why (a refused handshake tells it nothing). */
  crowded: [4429, 'too many devices'],
  /** A room's watchers' places are taken (a player still gets in): the same code as crowded. */
  watchers: [4429, 'too many watchers'],
  /**
   * A watcher whose view link the players closed (or never had its token): final, the players
   * give out a new link.
   */
  viewClosed: [4403, 'view link closed'],
  busy: [4503, 'relay busy'],
  /**
   * A watcher (no key) of a room no device with the key has open here: it opens no room, and
   * comes back by itself, as after a relay restart the players may reconnect after it.
   */
  noTable: [4504, 'table not open yet'],
  /** One address holds its most sockets or rooms; they free up as its devices leave. */
  address: [4529, 'too many sockets from this address'],
  addressRooms: [4529, 'too many tables from this address'],
});

/**
 * Addresses whose sockets are this machine's own, or come through a reverse proxy on it: see
 * clientAddress.
 */
export const DEFAULT_PROXIES = Object.freeze(['127.0.0.1', '::1']);

/** How long a socket the relay closes has to answer the close frame before it is cut. */
const CLOSE_TIMEOUT_MS = 2000;

/**
 * A Host header as HTTP has it: a host name, an IPv4 address or a bracketed IPv6 address, and
 * an optional port; nothing else (a URL parser would read `evil.example@127.0.0.1` or
 * `127.0.0.1/x` as 127.0.0.1).
 */
const HOST_HEADER =
  /^(?:\[([0-9a-f:.]+)\]|([a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*))(?::(\d{1,5}))?$/i;

/**
 * Whether the relay really answers to the host name in a Host header: an IP address, localhost,
 * or a name the operator listed. A page from any other name may be a DNS-rebinding attack (a
 * hostile name pointed at this machine), so the same-host rule must not trust it.
 */
export function hostKnown(host, hosts = []) {
  const m = typeof host === 'string' ? HOST_HEADER.exec(host) : null;
  if (!m || (m[3] !== undefined && Number(m[3]) > 65535)) return false;
  if (m[1] !== undefined) return isIP(m[1]) === 6;
  const name = m[2].toLowerCase();
  if (isIP(name) || name === 'localhost') return true;
  return hosts.some((h) => h.toLowerCase() === name);
}

/** An IPv4-mapped IPv6 address (a dual-stack server's view of an IPv4 client) as IPv4. */
function unmapped(ip) {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m && isIP(m[1]) === 4 ? m[1] : ip;
}

/**
 * What a client address is counted under: IPv4 as it is, IPv6 by its /64 (a home or a server
 * gets a whole one, so one device can take as many addresses as it likes within it).
 */
export function addressKey(ip) {
  const v4 = unmapped(ip);
  if (isIP(v4) !== 6) return v4;
  const [head, tail] = v4.split('%')[0].toLowerCase().split('::');
  // A dotted IPv4 tail is two groups, and always past the first four.
  const groups = (part) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const h = groups(head);
  const t = groups(tail);
  const all = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** Whether an address is one of `proxies` (exact addresses, IPv4 or IPv6). */
function proxyCheck(proxies) {
  const list = new BlockList();
  const family = (ip) => (isIP(ip) === 4 ? 'ipv4' : 'ipv6');
  for (const p of proxies.map(unmapped)) if (isIP(p)) list.addAddress(p, family(p));
  return (ip) => {
    const a = unmapped(ip ?? '').split('%')[0];
    return isIP(a) !== 0 && list.check(a, family(a));
  };
}

/**
 * The address a socket counts against (see addressKey), or null for a socket of this machine's
 * own, held to no per-address limit. A socket from one of the proxies (this machine, or a
 * reverse proxy in front such as HAProxy with `option forwardfor` or nginx) counts against
 * the address that proxy added last to X-Forwarded-For; without one it is the machine's own.
 */
export function clientAddress(remote, forwarded, isProxy) {
  if (!isProxy(remote)) return addressKey(remote ?? '');
  const list = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  const last = list.split(',').pop().trim();
  if (!isIP(last) || isProxy(last)) return null;
  return addressKey(last);
}

/** The host names in a list of origins (RELAY_ORIGINS): the relay answers to those too. */
export function originHosts(origins = []) {
  return origins.flatMap((o) => {
    try {
      return [new URL(o).hostname.replace(/^\[|\]$/g, '')];
    } catch {
      return [];
    }
  });
}

/**
 * Whether a browser page from `origin` may use this relay. By default only pages this server
 * served (same host, and a host name it really answers to); `allowed` lists other origins
 * exactly (RELAY_ORIGINS), `hosts` more names of this server (RELAY_HOSTS).
 */
export function originAllowed(origin, host, allowed = [], hosts = []) {
  if (!origin) return false;
  if (allowed.includes(origin)) return true;
  if (!hostKnown(host, [...hosts, ...originHosts(allowed)])) return false;
  return origin === `http://${host}` || origin === `https://${host}`;
}

/**
 * A logger that writes at most `lines` lines per `ms`, then one line with how many it left out.
 * Returns the logger and a `stop` that drops its timer.
 */
export function rateLimitedLog(log, lines, ms) {
  let used = 0;
  let dropped = 0;
  let timer = null;
  const flush = () => {
    timer = null;
    if (dropped) log(`relay: ${dropped} more log lines left out in the last ${ms / 1000} s`);
    used = dropped = 0;
  };
  const write = (line) => {
    if (!timer) {
      timer = setTimeout(flush, ms);
      timer.unref?.();
    }
    if (used < lines) {
      used++;
      log(line);
    } else dropped++;
  };
  const stop = () => {
    if (timer) clearTimeout(timer);
    flush();
  };
  return { write, stop };
}

/** A token bucket: `rate` per second on average, `burst` at once. */
function bucket(rate, burst) {
  let tokens = burst;
  let at = Date.now();
  return (n) => {
    const now = Date.now();
    tokens = Math.min(burst, tokens + ((now - at) / 1000) * rate);
    at = now;
    tokens -= n;
    return tokens >= 0;
  };
}

/** Reads the y-protocol's variable-length integers and byte strings; throws past the end. */
function reader(bytes) {
  let pos = 0;
  const uint = () => {
    let n = 0;
    for (let shift = 0; shift < 53; shift += 7) {
      if (pos >= bytes.length) throw new Error('unexpected end of message');
      const b = bytes[pos++];
      n += (b & 127) * 2 ** shift;
      if (b < 128) return n;
    }
    throw new Error('integer too long');
  };
  const chunk = () => {
    const len = uint();
    if (pos + len > bytes.length) throw new Error('unexpected end of message');
    pos += len;
    return bytes.subarray(pos - len, pos);
  };
  return { uint, chunk };
}

const MSG_SYNC = 0;
const MSG_AWARENESS = 1;
const SYNC_STEP1 = 0;
const SYNC_STEP2 = 1;
const SYNC_UPDATE = 2;

/** A sync message: type, step, then `payload` with its length. */
function syncMessage(step, payload) {
  const head = [MSG_SYNC, step];
  for (let n = payload.length; ; n = Math.floor(n / 128)) {
    if (n < 128) {
      head.push(n);
      break;
    }
    head.push((n % 128) | 128);
  }
  const out = new Uint8Array(head.length + payload.length);
  out.set(head);
  out.set(payload, head.length);
  return out;
}

/** Checks a presence (awareness) update: each state readable JSON, none over `max` bytes. */
function checkPresence(update, max) {
  const r = reader(update);
  const states = r.uint();
  for (let i = 0; i < states; i++) {
    r.uint(); // client id
    r.uint(); // clock
    const json = r.chunk();
    if (json.length > max) return false;
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
  }
  return true;
}

/**
 * Answers WebSocket upgrades on `server` under /live/<room>. Options: DEFAULT_LIMITS' keys,
 * `origins` (RELAY_ORIGINS), `hosts` (RELAY_HOSTS), `proxies` (RELAY_PROXIES: addresses of this
 * machine and of reverse proxies in front, see clientAddress; by default the loopback ones) and
 * `log` (a function of one line; the default writes to stderr). Returns counters for tests and
 * the benchmark, and `close()`.
 */
export function attachRelay(server, options = {}) {
  const limits = { ...DEFAULT_LIMITS, ...options };
  const allowed = options.origins ?? [];
  const hosts = options.hosts ?? [];
  const isProxy = proxyCheck(options.proxies ?? DEFAULT_PROXIES);
  const log = rateLimitedLog(
    options.log ?? ((line) => console.error(line)),
    limits.logLines,
    limits.logIntervalMs,
  );
  const rooms = new Map(); // room → open sockets
  const watchers = new Map(); // room → its open sockets without the key
  const addresses = new Map(); // address → { sockets: open or closing, rooms: room → open }
  const members = new Map(); // room → its devices
  const sizes = new Map(); // room → its document's size in bytes, or a little more (see grow)
  const stats = {
    refused: { path: 0, room: 0, key: 0, origin: 0, address: 0, full: 0 },
    closed: {
      malformed: 0,
      flood: 0,
      presence: 0,
      roomFull: 0,
      slow: 0,
      crowded: 0,
      watchers: 0,
      busy: 0,
      noTable: 0,
      address: 0,
      addressRooms: 0,
      viewClosed: 0,
    },
    /** Writes (sync step 2 or update) from view-only sockets, dropped unread. */
    viewOnlyWrites: 0,
    errors: 0,
  };
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxMessageBytes,
    // A refused socket that does not answer its close frame is not held for the default 30 s.
    closeTimeout: CLOSE_TIMEOUT_MS,
  });

  const refuse = (socket, status, text, why) => {
    stats.refused[why]++;
    if (status === 429) log.write(`relay: refused a handshake: ${text} (${why})`);
    socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  };

  /** Ends a device's socket that broke a limit, once, and says so in the log. */
  const shut = (device, why, detail = '') => {
    if (device.shut) return;
    device.shut = true;
    stats.closed[why]++;
    log.write(`relay: closed a socket: ${why}${detail ? ` (${detail})` : ''}`);
    // A close frame would wait behind what a slow reader is not reading.
    if (why === 'slow') return void device.ws.terminate();
    device.ws.close(...CLOSE[why]);
  };

  /**
   * Whether `update` may go into `room`'s document without taking it past maxRoomBytes. The
   * size kept per room grows by each update's length, so it is never below the real size;
   * when it would pass the limit, the document is measured and only the update's new part
   * counted.
   */
  const grow = (room, doc, update) => {
    let size = sizes.get(room) ?? 0;
    let add = update.length;
    if (size + add > limits.maxRoomBytes) {
      size = Y.encodeStateAsUpdate(doc).length;
      add = Y.diffUpdate(update, Y.encodeStateVector(doc)).length;
      if (size + add > limits.maxRoomBytes) return false;
    }
    sizes.set(room, size + add);
    return true;
  };

  /**
   * One message from a device, read here rather than by the library's listener: the library
   * prints every unreadable message with its stack and keeps the socket, and applies updates
   * without a size check.
   */
  const onMessage = (device, room, doc, library, data) => {
    if (device.shut) return;
    const bytes = new Uint8Array(data);
    if (!device.messages(1) || !device.bytes(bytes.length)) return shut(device, 'flood');
    try {
      const r = reader(bytes);
      const type = r.uint();
      if (type === MSG_SYNC) {
        const step = r.uint();
        const payload = r.chunk();
        if (step === SYNC_STEP1) {
          const reply = syncMessage(SYNC_STEP2, Y.encodeStateAsUpdate(doc, payload));
          // What it asks for counts against what it may send: asking over and over for a big
          // table is no cheaper than sending it.
          if (!device.bytes(reply.length)) return shut(device, 'flood');
          device.ws.send(reply);
        } else if (step === SYNC_STEP2 || step === SYNC_UPDATE) {
          // A view-only device answers the relay's step 1 with a step 2 like any device (empty,
          // or what its own copy has), so its writes are dropped rather than the socket closed.
          if (device.viewOnly) return void stats.viewOnlyWrites++;
          Y.decodeUpdate(payload); // throws on a malformed update before the room is touched
          if (!grow(room, doc, payload)) {
            // Told to every device, not the writer alone: the others would go on showing a live
            // table whose moves no longer reach anyone.
            for (const other of members.get(room) ?? []) shut(other, 'roomFull');
            return;
          }
          Y.applyUpdate(doc, payload, device.ws);
        } else throw new Error(`unknown sync step ${step}`);
      } else if (type === MSG_AWARENESS) {
        if (!checkPresence(r.chunk(), limits.maxPresenceBytes))
          return shut(device, 'presence', 'state too big');
        library(data);
        if ((doc.conns.get(device.ws)?.size ?? 0) > limits.maxPresencePerSocket)
          return shut(device, 'presence', 'too many states');
      } else throw new Error(`unknown message type ${type}`);
    } catch (e) {
      shut(device, 'malformed', e instanceof Error ? e.message : String(e));
    }
  };

  /**
   * Whether a watcher's view link is the one in force: a room whose players set none (a room from
   * before view links had tokens) lets any watcher in.
   */
  const viewAllowed = (doc, device) => {
    const want = doc.getMap(ROOM_MAP).get(VIEW_HASH);
    return typeof want !== 'string' || want === device.viewHash;
  };
  /** Per room: when the players close the view link, the watchers holding it are closed too. */
  const viewWatch = new Map(); // room → stop watching
  const watchViewLink = (room, doc) => {
    if (viewWatch.has(room)) return;
    const map = doc.getMap(ROOM_MAP);
    const check = () => {
      for (const d of members.get(room) ?? [])
        if (d.viewOnly && !viewAllowed(doc, d)) shut(d, 'viewClosed');
    };
    map.observe(check);
    viewWatch.set(room, () => map.unobserve(check));
  };

  const onUpgrade = (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const [path, query = ''] = (req.url ?? '').split('?');
    if (!path.startsWith(LIVE_PATH)) return refuse(socket, 404, 'Not Found', 'path');
    const room = path.slice(LIVE_PATH.length);
    if (!ROOM_NAME.test(room)) return refuse(socket, 400, 'Bad Request', 'room');
    // Only a device that shows the room's edit key may write; any other is view-only.
    const params = new URLSearchParams(query);
    const key = params.get('key');
    // A watcher's view link token, if its link has one (older view links carry only the room).
    const viewToken = params.get('view');
    if (key !== null && !(EDIT_KEY.test(key) && roomOf(key) === room))
      return refuse(socket, 403, 'Forbidden', 'key');
    if (!originAllowed(req.headers.origin, req.headers.host, allowed, hosts))
      return refuse(socket, 403, 'Forbidden', 'origin');
    const address = clientAddress(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      isProxy,
    );
    const from = address === null ? undefined : addresses.get(address);
    // Past twice its limit (the rest being refused sockets still closing) an address is not
    // told why: each answer would hold one more socket.
    if (from && from.sockets >= 2 * limits.maxSocketsPerAddress)
      return refuse(socket, 429, 'Too Many Requests', 'address');
    const viewOnly = key === null;
    const open = rooms.get(room) ?? 0;
    const watching = watchers.get(room) ?? 0;
    const why = (() => {
      if (viewOnly) {
        // Only a device with the key opens a room, so keyless sockets cannot fill the relay.
        if (open === 0) return 'noTable';
        if (watching >= limits.maxWatchersPerRoom) return 'watchers';
      } else if (open - watching >= limits.maxConnectionsPerRoom) return 'crowded';
      if (from && from.sockets >= limits.maxSocketsPerAddress) return 'address';
      if (from && !from.rooms.has(room) && from.rooms.size >= limits.maxRoomsPerAddress)
        return 'addressRooms';
      if (open === 0 && rooms.size >= limits.maxRooms) return 'busy';
      return null;
    })();
    // Counted only once the socket is open: handleUpgrade answers a bad handshake itself and
    // never calls back. (It calls back synchronously, so the check above still holds.)
    wss.handleUpgrade(req, socket, head, (ws) => {
      // Every socket an address holds counts, refused ones too until they have closed.
      const tally =
        address === null ? null : (addresses.get(address) ?? { sockets: 0, rooms: new Map() });
      if (tally) {
        addresses.set(address, tally);
        tally.sockets++;
        ws.on('close', () => {
          if (--tally.sockets === 0) addresses.delete(address);
        });
      }
      if (why) {
        // Opened only to say why, and closed at once: it joins no room.
        stats.refused.full++;
        stats.closed[why]++;
        // Every refusal is logged (a few lines at a time, then a count), so a flood shows.
        log.write(`relay: refused a socket: ${CLOSE[why][1]}${address ? ` (${address})` : ''}`);
        ws.on('error', () => ws.terminate());
        return void ws.close(...CLOSE[why]);
      }
      rooms.set(room, (rooms.get(room) ?? 0) + 1);
      if (viewOnly) watchers.set(room, (watchers.get(room) ?? 0) + 1);
      if (tally) tally.rooms.set(room, (tally.rooms.get(room) ?? 0) + 1);
      ws.on('close', () => {
        if (viewOnly) {
          const w = (watchers.get(room) ?? 1) - 1;
          if (w > 0) watchers.set(room, w);
          else watchers.delete(room);
        }
        if (!tally) return;
        const n = (tally.rooms.get(room) ?? 1) - 1;
        if (n > 0) tally.rooms.set(room, n);
        else tally.rooms.delete(room);
      });
      // A socket error (a frame too big, a broken frame) ends that socket only.
      ws.on('error', (e) => {
        stats.errors++;
        log.write(`relay: socket error: ${e.message}`);
        ws.terminate();
      });
      const device = {
        ws,
        viewOnly,
        viewHash: viewOnly && viewToken && EDIT_KEY.test(viewToken) ? viewHashOf(viewToken) : null,
        shut: false,
        messages: bucket(limits.messagesPerSecond, limits.messageBurst),
        bytes: bucket(limits.bytesPerSecond, limits.byteBurst),
      };
      // Everything the library sends (updates, presence) goes through here: a device that lets
      // its queue pass maxBufferedBytes is not reading, and is cut off rather than buffered for.
      const send = ws.send.bind(ws);
      ws.send = (data, opts, cb) => {
        if (device.shut) return;
        if (ws.bufferedAmount > limits.maxBufferedBytes)
          return shut(device, 'slow', `${ws.bufferedAmount} bytes waiting`);
        send(data, opts, cb);
      };
      let answered = true;
      ws.on('pong', () => (answered = true));
      const ping = setInterval(() => {
        if (!answered) return void ws.terminate(); // the library's close handler drops presence
        answered = false;
        try {
          ws.ping();
        } catch {
          ws.terminate(); // closing already
        }
      }, limits.pingMs);
      ping.unref?.();
      if (!members.has(room)) members.set(room, new Set());
      members.get(room).add(device);
      ws.on('close', () => {
        clearInterval(ping);
        members.get(room)?.delete(device);
        if (members.get(room)?.size === 0) members.delete(room);
      });
      setupWSConnection(ws, req, { docName: room, gc: true });
      const doc = docs.get(room);
      if (!sizes.has(room)) sizes.set(room, Y.encodeStateAsUpdate(doc).length);
      // The library's own message listener is replaced by ours, which calls it for presence.
      const [library] = ws.listeners('message');
      ws.off('message', library);
      ws.on('message', (data) => onMessage(device, room, doc, library, data));
      if (viewOnly) {
        watchViewLink(room, doc);
        if (!viewAllowed(doc, device)) shut(device, 'viewClosed');
      }
      ws.on('close', () => {
        const left = (rooms.get(room) ?? 1) - 1;
        if (left > 0) return void rooms.set(room, left);
        rooms.delete(room);
        sizes.delete(room);
        // Nobody left: forget the room (the devices keep the game).
        viewWatch.get(room)?.();
        viewWatch.delete(room);
        const doc = docs.get(room);
        if (doc && doc.conns.size === 0) {
          docs.delete(room);
          doc.destroy();
        }
      });
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    stats,
    rooms,
    docs,
    close: () => {
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      log.stop();
      // This relay's rooms go with it (as they would with the process).
      for (const room of rooms.keys()) {
        docs.get(room)?.destroy();
        docs.delete(room);
      }
      rooms.clear();
      watchers.clear();
      addresses.clear();
      sizes.clear();
    },
  };
}
