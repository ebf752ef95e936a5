// `npm run host -- --relays N`: N relay processes behind HAProxy (Debian's package), which routes
// each room to one process by hashing its path (/live/<room>) on a consistent-hash ring. Rooms
// live in memory only, so when a relay dies HAProxy marks it down and sends each of its rooms to
// the next live process on the ring; the devices reconnect there and refill the room from their
// own copies, as they do after a restart of a single relay. A dead relay is not restarted: its
// rooms have moved, and a relay coming back would take new devices of those rooms away from the
// old ones.
import { execFileSync, fork, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./relay-worker.mjs', import.meta.url));

const haproxyPath = () => {
  const r = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
};

/**
 * The haproxy binary, installed with apt-get when missing and this is root (as the tests install
 * Chromium). Throws with what to do otherwise.
 */
export function ensureHaproxy({ quiet = false } = {}) {
  const found = haproxyPath();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    if (!quiet) console.log("haproxy not found: installing Debian's haproxy with apt-get");
    const r = spawnSync('bash', ['-c', 'apt-get update && apt-get install -y haproxy'], {
      stdio: quiet ? 'ignore' : 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const now = haproxyPath();
    if (r.status === 0 && now) return now;
  }
  throw new Error(
    'Several relays need HAProxy, and none was found. Install it with: sudo apt-get install haproxy',
  );
}

/** A port free on `host` right now (HAProxy is told a port; it cannot report one it chose). */
function freePort(host) {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, host, () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** Resolves once something accepts TCP connections at host:port. */
async function listening(host, port, ms = 10_000) {
  const end = Date.now() + ms;
  for (;;) {
    const ok = await new Promise((done) => {
      const s = connect(port, host === '0.0.0.0' ? '127.0.0.1' : host);
      s.once('connect', () => (s.destroy(), done(true)));
      s.once('error', () => done(false));
    });
    if (ok) return;
    if (Date.now() > end) throw new Error(`HAProxy did not start listening on ${host}:${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Connections HAProxy may hold: each takes two descriptors (device and relay), and HAProxy refuses
 * to start if it cannot raise its limit that far (containers cap even root).
 */
function defaultMaxconn() {
  const r = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' });
  const hard = Number(r.stdout.trim());
  return Number.isFinite(hard)
    ? Math.max(256, Math.min(10_000, Math.floor((hard - 200) / 2)))
    : 10_000;
}

/** The HAProxy configuration for relays at `ports` on 127.0.0.1, public at host:port. */
export function haproxyConfig({ host, port, ports, maxconn = defaultMaxconn() }) {
  return [
    'global',
    `  maxconn ${maxconn}`,
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A WebSocket is a tunnel once upgraded; the relay pings every 30 s, so an hour is generous.
    '  timeout tunnel 1h',
    // A connection refused by a dead relay is retried on another before HAProxy's check notices.
    '  option redispatch',
    '  retries 3',
    'frontend tables',
    `  bind ${host}:${port}`,
    // The relay's limits per client address read the address HAProxy adds here.
    '  option forwardfor',
    '  default_backend relays',
    'backend relays',
    // The path is /live/<room>: one room, one process. Consistent hashing moves only a dead
    // relay's rooms, each to the next live process on the ring (so they spread over the rest).
    '  balance uri',
    '  hash-type consistent',
    // A refused connection marks the relay down at once, not at the next check. The weight only
    // puts more points per relay on the ring (16 per unit), which spreads rooms more evenly.
    '  default-server check inter 500 fall 2 rise 2 observe layer4 error-limit 1 on-error mark-down weight 64',
    ...ports.map((p, i) => `  server r${i} 127.0.0.1:${p}`),
    '',
  ].join('\n');
}

/**
 * Starts `relays` relay processes and HAProxy in front of them on host:port (0: a free port).
 * Returns the public port, the relays ({name, port, pid, child}), `roomsOn(i)` (the rooms relay i
 * holds), `kill(i)` and `close()`.
 */
export async function startScaled({
  relays = 4,
  port = 8080,
  host = '0.0.0.0',
  origins = [],
  hosts = [],
  dir,
  quiet = false,
  maxconn,
} = {}) {
  const haproxy = ensureHaproxy({ quiet });
  let temp = null;
  const children = [];
  let proxy = null;
  let closing = false;
  const close = async () => {
    closing = true;
    const gone = [...children.map((r) => r.child), proxy]
      .filter((c) => c && c.exitCode === null && c.signalCode === null)
      .map((c) => new Promise((ok) => (c.once('exit', ok), c.kill('SIGTERM'))));
    await Promise.all(gone);
    if (temp) rmSync(temp, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < relays; i++) {
      const child = fork(WORKER, [JSON.stringify({ origins, hosts, dir })], {
        // Plain node, not the parent's loaders (tsx under the tests and the benchmark).
        execArgv: [],
        stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'ignore' : 'inherit', 'ipc'],
      });
      const relay = { name: `r${i}`, port: 0, pid: child.pid, child };
      children.push(relay);
      relay.port = await new Promise((ok, fail) => {
        child.once('message', (m) => ok(m.port));
        child.once('exit', (code) => fail(new Error(`relay ${i} exited (${code}) at start`)));
      });
      child.on('exit', (code, signal) => {
        if (closing || quiet) return;
        console.error(
          `Relay ${relay.name} (pid ${relay.pid}) stopped (${signal ?? code}): HAProxy sends its ` +
            'rooms to the other relays, and the devices refill them.',
        );
      });
    }
    const publicPort = port || (await freePort(host));
    // Made only now: a start stopped while the relays come up leaves no empty folder behind.
    temp = mkdtempSync(join(tmpdir(), 'table-sense-haproxy-'));
    const cfg = join(temp, 'haproxy.cfg');
    writeFileSync(
      cfg,
      haproxyConfig({ host, port: publicPort, ports: children.map((r) => r.port), maxconn }),
    );
    execFileSync(haproxy, ['-c', '-q', '-f', cfg], { stdio: quiet ? 'ignore' : 'inherit' });
    proxy = spawn(haproxy, ['-db', ...(quiet ? ['-q'] : []), '-f', cfg], {
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'ignore' : 'inherit'],
    });
    const failed = new Promise((_, fail) =>
      proxy.once('exit', (code) => fail(new Error(`HAProxy exited (${code})`))),
    );
    failed.catch(() => {});
    await Promise.race([listening(host, publicPort), failed]);
    return {
      port: publicPort,
      relays: children,
      haproxy: proxy,
      roomsOn: (i) =>
        new Promise((ok) => {
          const { child } = children[i];
          if (!child.connected) return ok([]);
          const on = (m) => {
            if (!m.rooms) return;
            child.off('message', on);
            ok(m.rooms);
          };
          child.on('message', on);
          child.send('rooms');
        }),
      kill: (i, signal = 'SIGKILL') =>
        new Promise((ok) => {
          const { child } = children[i];
          if (child.exitCode !== null || child.signalCode !== null) return ok();
          child.once('exit', () => ok());
          child.kill(signal);
        }),
      close,
    };
  } catch (e) {
    await close();
    throw e;
  }
}
