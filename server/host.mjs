#!/usr/bin/env node
// `npm run host`: game night from one laptop. Builds the app if needed, then serves it and the
// live-table relay on one port (HTTP and WebSocket, one origin), on the local network, and prints
// the address phones should open with a QR code of it.
//   PORT=8080 (default)  HOST=0.0.0.0 (default)  RELAY_ORIGINS=https://a.example,https://b.example
//   RELAY_HOSTS=tables.example,laptop.local: host names this server answers to besides IP
//   addresses and localhost (any other Host header gets 403, as a DNS-rebinding defence)
//   RELAY_PROXIES=10.0.0.5: reverse proxies in front besides this machine's loopback; their
//   sockets count against the address they add last to X-Forwarded-For
//   --no-build: serve dist/ as it is (the browser tests)
//   --relays N: N relay processes behind HAProxy, each room on one of them (see scale.mjs);
//   HAProxy is installed with apt-get when missing and this runs as root
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { extname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import QRCode from 'qrcode';
import { attachRelay, DEFAULT_PROXIES, hostKnown, originHosts } from './relay.mjs';
import { startScaled } from './scale.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(root, 'dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The newest modification time under a path (files only). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

/** Builds when dist/ is missing or older than the sources. */
export function buildIfNeeded() {
  const built = newest(join(dist, 'index.html'));
  const sources = Math.max(
    ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
      newest(join(root, p)),
    ),
  );
  if (built >= sources) return;
  console.log(built ? 'The sources changed: building…' : 'Building the app…');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  // With its prerendered first screens, as `npm run build` makes it.
  const p = spawnSync(process.execPath, [join(root, 'scripts/prerender.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (p.status !== 0) process.exit(p.status ?? 1);
}

/** Whether `file` is the folder `dir` or in it (not merely a path that starts with its name). */
export function within(dir, file) {
  const rel = relative(dir, file);
  return !isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`);
}

/**
 * Serves `dir` (dist/); unknown paths get index.html (the app reads its own address). Requests
 * whose Host is not a name this server answers to (see hostKnown) get 403.
 */
export const staticHandler = ({ dir = dist, hosts = [] } = {}) =>
  function serveStatic(req, res) {
    if (!hostKnown(req.headers.host, hosts)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Unknown host name: add it to RELAY_HOSTS.\n');
      return;
    }
    serveFile(dir, req, res);
  };

function serveFile(dir, req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  let path;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  let file = normalize(join(dir, path));
  if (!within(dir, file)) {
    res.writeHead(403).end();
    return;
  }
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
  const hashed = file.includes(`${join(dir, 'assets')}`);
  res.writeHead(200, {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}

/** `startHost` with the relay split over `relays` processes behind HAProxy; Ctrl+C stops all. */
async function startScaledHost(options) {
  const scaled = await startScaled(options);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void scaled.close().then(() => process.exit(0));
  };
  // Without HAProxy nothing reaches the relays: stop rather than look alive.
  scaled.haproxy.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`HAProxy stopped (${signal ?? code}): stopping the relays.`);
    stop();
  });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  process.on('exit', () => {
    for (const c of [scaled.haproxy, ...scaled.relays.map((r) => r.child)]) c.kill('SIGKILL');
  });
  const lan = options.host === '0.0.0.0' ? (lanAddresses()[0] ?? '127.0.0.1') : options.host;
  const url = `http://${lan}:${scaled.port}/`;
  console.log(`\nTable Sense is serving game night at\n\n  ${url}\n`);
  console.log(
    `through HAProxy (pid ${scaled.haproxy.pid}) over ${scaled.relays.length} relay processes: ` +
      scaled.relays.map((r) => `${r.name} pid ${r.pid} port ${r.port}`).join(', '),
  );
  console.log(await QRCode.toString(url, { type: 'terminal', small: true }));
  console.log('Phones on the same Wi-Fi: open that address (or scan the code), then');
  console.log('press "Play together" on one of them. Ctrl+C stops the server.\n');
  return scaled;
}

/** The addresses other devices on the network can reach, IPv4 first. */
export function lanAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && a.family === 'IPv4')
    .map((a) => a.address);
}

/**
 * Relay limits set in the environment: RELAY_ROOM_BYTES (a room's largest document),
 * RELAY_ROOM_DEVICES (players per room), RELAY_ROOM_WATCHERS (watchers per room),
 * RELAY_ADDRESS_SOCKETS and RELAY_ADDRESS_ROOMS (sockets and rooms per client address, for a
 * crowd behind one router). Unset or not a whole number above 0: the default.
 */
export function limitsFrom(env) {
  const limits = {};
  const whole = (name, key) => {
    const n = Number(env[name]);
    if (env[name] !== undefined && Number.isInteger(n) && n > 0) limits[key] = n;
  };
  whole('RELAY_ROOM_BYTES', 'maxRoomBytes');
  whole('RELAY_ROOM_DEVICES', 'maxConnectionsPerRoom');
  whole('RELAY_ROOM_WATCHERS', 'maxWatchersPerRoom');
  whole('RELAY_ADDRESS_SOCKETS', 'maxSocketsPerAddress');
  whole('RELAY_ADDRESS_ROOMS', 'maxRoomsPerAddress');
  return limits;
}

export function startHost({
  port = 8080,
  host = '0.0.0.0',
  origins = [],
  hosts = [],
  proxies = [],
  dir = dist,
  quiet = false,
  limits = {},
} = {}) {
  const server = createServer(staticHandler({ dir, hosts: [...hosts, ...originHosts(origins)] }));
  const relay = attachRelay(server, {
    ...limits,
    origins,
    hosts,
    proxies: [...DEFAULT_PROXIES, ...proxies],
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok({ server, relay, port: server.address().port }));
  }).then(async (r) => {
    if (quiet) return r;
    const lan = host === '0.0.0.0' ? (lanAddresses()[0] ?? '127.0.0.1') : host;
    const url = `http://${lan}:${r.port}/`;
    console.log(`\nTable Sense is serving game night at\n\n  ${url}\n`);
    console.log(await QRCode.toString(url, { type: 'terminal', small: true }));
    console.log('Phones on the same Wi-Fi: open that address (or scan the code), then');
    console.log('press "Play together" on one of them. Ctrl+C stops the server.\n');
    return r;
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--no-build')) buildIfNeeded();
  const list = (name) =>
    (process.env[name] ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  const options = {
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '0.0.0.0',
    origins: list('RELAY_ORIGINS'),
    hosts: list('RELAY_HOSTS'),
    proxies: list('RELAY_PROXIES'),
    limits: limitsFrom(process.env),
  };
  const at = process.argv.indexOf('--relays');
  const relays = at < 0 ? 0 : Number(process.argv[at + 1]);
  if (at >= 0 && !(Number.isInteger(relays) && relays >= 1)) {
    console.error('--relays needs a whole number of relay processes, e.g. --relays 4');
    process.exit(2);
  }
  (relays ? startScaledHost({ ...options, relays }) : startHost(options)).catch((e) => {
    console.error(`The server could not start: ${e.message}`);
    process.exit(1);
  });
}
