// npm run soak — a reliability run against the built app in Debian's Chromium: a long random game
// (End turn, life taps, undo) with reloads, a second tab, a damaged saved-tables index and an update
// in the middle (this version's files gone), then counts: actions, reloads, errors, events lost.
// Then a live phase: two devices (two browser contexts) on one live table through `npm run host`'s
// relay, taking turns at random, with the relay killed and restarted empty in the middle and a
// hostile peer pushing records no device would write; both must end with every move. While they
// play, the two lock-out attacks of `npm run bench:live` run against the relay (a no-key room
// flood, watchers filling a room), and the real devices they check must get in. At the end a
// device with the link fills the room to the relay's limit (the live phase's relay keeps
// SOAK_ROOM_BYTES a room): both devices must say "full", one starts a new room with the game and
// the other follows its link. Every device's badge is sampled throughout: one that says "live"
// while its moves are not shared (relay down, room full) is a failure.
// Bounded: SOAK_SECONDS (default 90) of play, SOAK_LIVE_SECONDS (default 40) live; only loopback
// (127.0.0.1, and 127.0.0.2–6 for the attacks) is touched. Prints figures and exits 1 when an
// event was lost, the page threw or a check above failed, so it can gate a release by hand.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
// @ts-expect-error the relay is plain JavaScript run by node
import { roomOf } from '../server/relay.mjs';
import { describeFill, describeFlood, lockouts, total } from '../bench/live.bench';

const PORT = Number(process.env.SOAK_PORT ?? 4391);
const URL = `http://127.0.0.1:${PORT}/`;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 90);
const SEED = Number(process.env.SOAK_SEED ?? 1);
const LIVE_SECONDS = Number(process.env.SOAK_LIVE_SECONDS ?? 40);
const LIVE_PORT = Number(process.env.SOAK_LIVE_PORT ?? PORT + 1);
const LIVE_URL = `http://127.0.0.1:${LIVE_PORT}/`;
/**
 * A room's largest document on the live phase's relay (RELAY_ROOM_BYTES): small, so the end of
 * the phase can fill a room, and far above what the live game writes (a move is ~160 bytes; at
 * most a move or two a second is played).
 */
const ROOM_BYTES = Number(process.env.SOAK_ROOM_BYTES ?? Math.max(64 * 1024, LIVE_SECONDS * 1024));
/** After the relay dies or closes a room, how long a device may still say "live" (a busy machine). */
const TRUTH_GRACE_MS = 3000;

let rng = SEED >>> 0 || 1;
const random = () => {
  rng ^= rng << 13;
  rng ^= rng >>> 17;
  rng ^= rng << 5;
  return (rng >>> 0) / 2 ** 32;
};

const counts = {
  actions: 0,
  reloads: 0,
  errors: 0,
  'events lost': 0,
  'tab switches': 0,
  'live moves': 0,
  'relay restarts': 0,
  'hostile records': 0,
  'hostile records noted': 0,
  'live events lost': 0,
  'lock-out sockets refused': 0,
  'lock-out devices kept out': 0,
  'lock-out no-key sockets left open': 0,
  'room full: devices told (of 2)': 0,
  'room full: devices in the new room with the game (of 2)': 0,
  'badge samples': 0,
  'badges "live" while not shared': 0,
};
const errors: string[] = [];
/** What the live phase's checks found, beyond the counts. */
const notes: string[] = [];

async function waitForServer(ms = 30_000, url = URL) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer at ${url}`);
}

function watch(page: Page, label: string) {
  page.on('pageerror', (e) => {
    counts.errors++;
    errors.push(`${label}: ${e.message}`);
  });
}

/** History entries in the page (each one a move), read from the DOM as a person sees it. */
async function moves(page: Page): Promise<number> {
  const list = page.getByTestId('history').locator('li');
  await list.first().waitFor({ timeout: 10_000 });
  return (await list.count()) - 1;
}

/** Moves the saved record holds (what a reload brings back). */
async function savedMoves(page: Page): Promise<number> {
  return page.evaluate(() => {
    const index = JSON.parse(localStorage.getItem('table-sense') ?? '{}') as { currentId?: string };
    const record = JSON.parse(
      localStorage.getItem(`table-sense:table:${index.currentId ?? ''}`) ?? '{"log":[]}',
    ) as { log: unknown[] };
    return record.log.length;
  });
}

async function act(page: Page): Promise<void> {
  const r = random();
  if (r < 0.6) {
    await page
      .getByRole('button', { name: /^End .* turn$/ })
      .first()
      .click({ timeout: 5000 });
  } else if (r < 0.85) {
    const plus = page.getByTestId(random() < 0.5 ? 'life-plus' : 'life-minus');
    const n = await plus.count();
    if (n === 0) return;
    await plus.nth(Math.floor(random() * n)).click({ timeout: 5000 });
    // Let the gathered taps become their history entry, as at the table.
    await page.waitForTimeout(1300);
  } else {
    await page
      .getByTestId('turn-bar')
      .getByRole('button', { name: 'Undo', exact: true })
      .click({ timeout: 5000 })
      .catch(() => undefined);
  }
  counts.actions++;
}

/** Reload at once after the last action (a tab dying): nothing played may be missing. */
async function reloadAndCheck(page: Page): Promise<void> {
  const before = await moves(page);
  await page.reload();
  counts.reloads++;
  const after = await moves(page);
  if (after < before) counts['events lost'] += before - after;
}

async function secondTab(context: BrowserContext, page: Page): Promise<void> {
  const other = await context.newPage();
  watch(other, 'tab B');
  await other.goto(URL);
  for (let i = 0; i < 5; i++) await act(other);
  const played = await moves(other);
  await other.close();
  counts['tab switches']++;
  await page.reload();
  counts.reloads++;
  const after = await moves(page);
  if (after < played) counts['events lost'] += played - after;
}

async function damagedIndex(page: Page): Promise<void> {
  const before = await moves(page);
  await page.evaluate(() => {
    const text = localStorage.getItem('table-sense') ?? '';
    localStorage.setItem('table-sense', text.slice(0, -1));
  });
  await page.reload();
  counts.reloads++;
  const after = await moves(page);
  if (after < before) counts['events lost'] += before - after;
}

async function updateElsewhere(page: Page): Promise<void> {
  const before = await moves(page);
  await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('button', { name: 'New game' }).click();
  const reload = page.getByRole('button', { name: 'Reload' });
  await reload.waitFor({ timeout: 10_000 });
  await page.unroute(/\/assets\/.*\.js$/);
  await reload.click();
  counts.reloads++;
  // The reload opens the screen asked for (setup is in the address); the table is one tap away.
  await page.getByRole('button', { name: /Back to the table/ }).click({ timeout: 10_000 });
  const after = await moves(page);
  if (after < before) counts['events lost'] += before - after;
}

// ---- live phase ----

/** The relay lets in only pages it served: the hostile peer claims that origin, as anyone can. */
class LiveOriginWS extends WebSocket {
  constructor(url: string) {
    super(url, { origin: LIVE_URL.slice(0, -1) });
  }
}

const startHost = () =>
  spawn(process.execPath, ['server/host.mjs', '--no-build'], {
    env: {
      ...process.env,
      PORT: String(LIVE_PORT),
      HOST: '127.0.0.1',
      RELAY_ROOM_BYTES: String(ROOM_BYTES),
    },
    stdio: 'ignore',
  });

const endTurn = (page: Page) => page.getByRole('button', { name: /^End .* turn$/ }).first();

// Every device's badge (data-status) as it changes, and every 250 ms, with the page's clock (this
// machine's, as Date.now() here). A string: tsx would wrap a function in helpers the page lacks.
const BADGE_WATCH = `(() => {
  let last = null;
  const report = (always) => {
    if (typeof window.__soakBadge !== 'function') return;
    const el = document.querySelector('[data-testid="live-badge"]');
    const status = el ? el.getAttribute('data-status') : 'none';
    if (status === last && !always) return;
    last = status;
    window.__soakBadge(status, Date.now());
  };
  new MutationObserver(() => report(false)).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['data-status'],
  });
  setInterval(() => report(true), 250);
})();`;
const badges = new Map<string, { t: number; status: string }[]>();
/** When moves were not being shared (ms since the epoch): on every device, or on one. */
const unshared: { from: number; to: number; why: string; device?: string }[] = [];

/** A device of the live phase: its own browser context, its badge sampled from its first page. */
async function liveDevice(browser: Browser, label: string): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const samples: { t: number; status: string }[] = [];
  badges.set(label, samples);
  await context.exposeBinding('__soakBadge', (_source, status: string, t: number) => {
    samples.push({ t, status });
  });
  await context.addInitScript(BADGE_WATCH);
  const page = await context.newPage();
  watch(page, label);
  return page;
}

/**
 * Devices that said "live" in a time their moves were not shared, once per device and stretch
 * (the status in force as it began counts, as does any sample within it); notes what each badge
 * said in each such time.
 */
function badgeLies(): number {
  let lies = 0;
  for (const w of unshared.filter((x) => x.from < x.to))
    for (const [label, samples] of badges) {
      if (w.device && w.device !== label) continue;
      // The status in force as it began (a stretch may begin with a sample: then that one).
      const before = samples.filter((x) => x.t <= w.from).at(-1);
      const within = samples.filter((x) => x.t >= w.from && x.t <= w.to);
      // What the badge said meanwhile, so a pass is seen to rest on samples.
      const said: Record<string, number> = {};
      for (const x of within) said[x.status] = (said[x.status] ?? 0) + 1;
      notes.push(
        `badge of ${label} ${w.why} (${((w.to - w.from) / 1000).toFixed(1)} s checked): ` +
          (Object.entries(said)
            .map(([k, n]) => `${k} ×${n}`)
            .join(', ') || 'no samples'),
      );
      const live = within.filter((x) => x.status === 'live');
      if (before?.status !== 'live' && live.length === 0) continue;
      lies++;
      const first = before?.status === 'live' ? w.from : live[0]!.t;
      const after = ((first - w.from) / 1000).toFixed(1);
      notes.push(`${label} said "live" ${w.why} (${live.length} samples, from ${after} s in)`);
    }
  return lies;
}

/** Moves in a device's history (the notes about records it ignored sit inside the entries). */
async function liveMoves(page: Page): Promise<number> {
  const list = page.getByTestId('history').locator(':scope > li');
  await list.first().waitFor({ state: 'attached', timeout: 10_000 });
  return (await list.count()) - 1;
}

/** Waits until both devices show `n` moves; false when they never do. */
async function inStep(pages: Page[], n: number, ms = 20_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const shown = await Promise.all(pages.map(liveMoves));
    if (shown.every((m) => m === n)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * A peer that is not this app but holds the table's edit link (the worst a stranger given the link
 * can be): it pushes a table no one can open and a broken move.
 */
async function hostilePeer(key: string): Promise<void> {
  const doc = new Y.Doc();
  const url = `${LIVE_URL.replace(/^http/, 'ws')}live`;
  const provider = new WebsocketProvider(url, roomOf(key), doc, {
    WebSocketPolyfill: LiveOriginWS as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    params: { key },
  });
  try {
    await new Promise<void>((ok, fail) => {
      const t = setTimeout(() => fail(new Error('the hostile peer could not join')), 15_000);
      provider.once('sync', () => (clearTimeout(t), ok()));
    });
    const list = doc.getArray<unknown>('records');
    const records = [
      { k: 'game', id: `evil-${Date.now()}`, dev: 'evil', setup: { variant: 'nonsense' } },
      { k: 'ev', id: `evil-ev-${Date.now()}`, dev: 'evil', game: 'x', turn: 1, event: 'end' },
    ];
    list.push(records);
    counts['hostile records'] += records.length;
    await new Promise((r) => setTimeout(r, 500));
  } finally {
    provider.destroy();
    doc.destroy();
  }
}

/**
 * A device with the edit link that is not this app fills the room with records no one needs
 * until the relay refuses one: the close code it got (4413 expected), when, and what it pushed.
 */
async function fillRoom(key: string) {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(
    `${LIVE_URL.replace(/^http/, 'ws')}live`,
    roomOf(key),
    doc,
    {
      WebSocketPolyfill: LiveOriginWS as unknown as typeof globalThis.WebSocket,
      disableBc: true,
      params: { key },
    },
  );
  let closed: { code: number; at: number } | null = null;
  provider.on('connection-close', (e) => {
    if (e && !closed) closed = { code: e.code, at: Date.now() };
  });
  let bytes = 0;
  try {
    const end = Date.now() + 30_000;
    while (!provider.synced && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    const list = doc.getArray<unknown>('records');
    // 4 KB a record at 50 a second: within the relay's message and byte rates.
    while (!closed && provider.synced && Date.now() < end) {
      list.push([{ k: 'note', pad: 'x'.repeat(4000) }]);
      bytes += 4000;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    provider.destroy();
    doc.destroy();
  }
  return { closed: closed as { code: number; at: number } | null, bytes };
}

/** Waits for a device's badge to say `status`; false when it does not within `ms`. */
const shows = (page: Page, status: string, ms = 15_000) =>
  page
    .locator(`[data-testid="live-badge"][data-status="${status}"]`)
    .waitFor({ timeout: ms })
    .then(
      () => true,
      () => false,
    );

/**
 * The room pushed to its limit: both devices must say "full" (and never "live" while in it: see
 * badgeLies), a move made then stays on A, "Start a new room" on A carries the game (its End-turn
 * label unchanged) and B follows the new link to the same game, where a move is shared again.
 */
async function roomFull(devices: { page: Page; label: string }[], key: string): Promise<void> {
  const [a, b] = devices as [{ page: Page; label: string }, { page: Page; label: string }];
  const filled = await fillRoom(key);
  if (filled.closed?.code !== 4413) {
    notes.push(
      `room full: the relay never closed the room (the filler pushed ${filled.bytes} bytes; ` +
        `closed with ${filled.closed?.code ?? 'nothing'})`,
    );
    return;
  }
  const fullAt = filled.closed.at;
  const moved = new Map<string, number>();
  try {
    for (const { page, label } of devices) {
      if (await shows(page, 'full')) counts['room full: devices told (of 2)']++;
      else notes.push(`room full: ${label} shows "${await badgeOf(page)}", not "full"`);
    }
    // A move made now stays on A; the new room takes it with the game.
    await endTurn(a.page).click({ timeout: 5000 });
    const label = await endTurn(a.page).textContent();
    // Both stay in the full room a while, so their badges are seen to keep saying so.
    await new Promise((r) => setTimeout(r, 2000));
    moved.set(a.label, Date.now());
    await a.page
      .getByRole('button', { name: 'Start a new room' })
      .first()
      .click({ timeout: 10_000 });
    const next = await a.page.getByRole('textbox', { name: 'Live table link' }).inputValue();
    await a.page.getByRole('button', { name: 'Done' }).click();
    for (const { page, label: who } of devices) {
      if (page === b.page) {
        moved.set(b.label, Date.now());
        await page.goto(next);
      }
      const live = await shows(page, 'live');
      const shown = await endTurn(page).textContent();
      if (live && shown === label)
        counts['room full: devices in the new room with the game (of 2)']++;
      else
        notes.push(
          `room full: in the new room ${who} shows "${await badgeOf(page)}" and "${shown}" ` +
            `(expected "live" and "${label}")`,
        );
    }
    // The new room shares moves again.
    await endTurn(a.page).click({ timeout: 5000 });
    counts['live moves']++;
    const after = await endTurn(a.page).textContent();
    const until = Date.now() + 15_000;
    while ((await endTurn(b.page).textContent()) !== after && Date.now() < until)
      await new Promise((r) => setTimeout(r, 250));
    if ((await endTurn(b.page).textContent()) !== after) {
      counts['live events lost']++;
      notes.push('room full: a move made in the new room never reached the other device');
    }
  } catch (e) {
    notes.push(`room full: ${(e as Error).message.split('\n')[0]}`);
  } finally {
    // From saying "full" (or the grace after the room closed, if it never did) to leaving the
    // room, no device may say "live".
    for (const { label } of devices) {
      const said = badges.get(label)?.find((x) => x.t >= fullAt - 1000 && x.status === 'full');
      unshared.push({
        from: Math.min(said?.t ?? Infinity, fullAt + TRUTH_GRACE_MS),
        to: moved.get(label) ?? Date.now(),
        why: 'in the full room, once it said "full"',
        device: label,
      });
    }
  }
}

const badgeOf = (page: Page) =>
  page
    .getByTestId('live-badge')
    .getAttribute('data-status', { timeout: 1000 })
    .catch(() => 'no badge');

async function livePhase(browser: Browser): Promise<void> {
  let relay = startHost();
  try {
    await waitForServer(30_000, LIVE_URL);
    const labels = ['device A', 'device B'];
    const devices: Page[] = [];
    for (const label of labels) devices.push(await liveDevice(browser, label));
    const [a, b] = devices as [Page, Page];
    await a.goto(LIVE_URL);
    await a.getByRole('button', { name: 'Play together', exact: true }).click();
    const link = await a.getByRole('textbox', { name: 'Live table link' }).inputValue();
    await a.getByRole('button', { name: 'Done' }).click();
    await b.goto(link);
    await b.getByTestId('live-badge').getByText('Live').waitFor({ timeout: 15_000 });
    const key = /live=([0-9a-f]{32})/.exec(link)?.[1] ?? '';
    let expected = await liveMoves(a);
    const until = Date.now() + LIVE_SECONDS * 1000;
    const half = Date.now() + (LIVE_SECONDS * 1000) / 2;
    let restarted = false;
    // The lock-out attacks, while the devices play (over before the relay is killed).
    const attacks = lockouts(LIVE_PORT, { seconds: 5 }).catch((e: Error) => {
      notes.push(`lock-out attacks: ${e.message}`);
      return null;
    });
    let attacked = false;
    const attacksDone = async () => {
      const r = await attacks;
      if (attacked) return;
      attacked = true;
      if (!r) return void counts['lock-out devices kept out']++;
      counts['lock-out sockets refused'] += total(r.flood.refused) + total(r.fill.refused);
      counts['lock-out devices kept out'] +=
        Number(!r.flood.table.played) + Number(!r.fill.player.played);
      counts['lock-out no-key sockets left open'] += r.flood.keptOpen;
      notes.push(`lock-out: ${describeFlood(r.flood)}`, `lock-out: ${describeFill(r.fill)}`);
    };
    while (Date.now() < until) {
      const page = random() < 0.5 ? a : b;
      if (random() < 0.7) {
        await page
          .getByRole('button', { name: /^End .* turn$/ })
          .first()
          .click({ timeout: 5000 });
      } else {
        const taps = page.getByTestId('life-minus');
        const n = await taps.count();
        if (n === 0) continue;
        await taps.nth(Math.floor(random() * n)).click({ timeout: 5000 });
        await page.waitForTimeout(1300); // the gathered taps become one move
      }
      expected++;
      counts['live moves']++;
      if (!restarted && Date.now() > half) {
        // The relay dies mid-game and comes back empty; a move is made while it is down.
        restarted = true;
        await attacksDone();
        const killed = Date.now();
        relay.kill('SIGKILL');
        counts['relay restarts']++;
        await a.getByTestId('live-badge').getByText('Reconnecting').waitFor({ timeout: 10_000 });
        await a
          .getByRole('button', { name: /^End .* turn$/ })
          .first()
          .click({ timeout: 5000 });
        expected++;
        counts['live moves']++;
        // Down long enough that the devices' badges are held to it past the grace.
        const back = killed + TRUTH_GRACE_MS + 2000;
        if (Date.now() < back) await new Promise((r) => setTimeout(r, back - Date.now()));
        unshared.push({
          from: killed + TRUTH_GRACE_MS,
          to: Date.now(),
          why: `while the relay was down, from ${TRUTH_GRACE_MS / 1000} s after it was killed`,
        });
        relay = startHost();
        await waitForServer(30_000, LIVE_URL);
        if (key) await hostilePeer(key);
      }
      // Each move reaches the other device before the next, so two never race for one turn.
      if (!(await inStep(devices, expected))) break;
    }
    await inStep(devices, expected);
    for (const page of devices) {
      const shown = await liveMoves(page);
      if (shown < expected) counts['live events lost'] += expected - shown;
    }
    // Each device says what it ignored: the hostile records reached it and changed nothing.
    counts['hostile records noted'] = await a.getByTestId('history-dropped').count();
    await attacksDone();
    if (key)
      await roomFull(
        devices.map((page, i) => ({ page, label: labels[i]! })),
        key,
      );
    for (const page of devices) await page.context().close();
  } finally {
    relay.kill('SIGKILL');
  }
  for (const samples of badges.values()) counts['badge samples'] += samples.length;
  counts['badges "live" while not shared'] = badgeLies();
}

async function main() {
  if (!existsSync('dist/index.html')) {
    console.log('building the app first…');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  try {
    await waitForServer();
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    watch(page, 'tab A');
    await page.goto(URL);
    const until = Date.now() + SECONDS * 1000;
    const half = Date.now() + (SECONDS * 1000) / 2;
    let updated = false;
    while (Date.now() < until) {
      const r = random();
      if (r < 0.08) await reloadAndCheck(page);
      else if (r < 0.1) await secondTab(context, page);
      else if (r < 0.12) await damagedIndex(page);
      else await act(page);
      if (!updated && Date.now() > half) {
        updated = true;
        await updateElsewhere(page);
      }
      // A saved record behind the page is a move a dying tab would lose.
      const shown = await moves(page);
      const saved = await savedMoves(page);
      if (saved < shown) {
        await page.waitForTimeout(50);
        if ((await savedMoves(page)) < shown) counts['events lost'] += shown - saved;
      }
    }
    await livePhase(browser);
    await browser.close();
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
  console.log(`soak (${SECONDS} s, then ${LIVE_SECONDS} s live; seed ${SEED}):`);
  for (const [k, v] of Object.entries(counts)) console.log(`  ${k}: ${v}`);
  console.log(
    '  target: 0 events lost, 0 live events lost, 0 errors, 0 lock-out devices kept out and ' +
      'sockets left open, 2 and 2 for a full room, 0 badges "live" while not shared',
  );
  for (const n of notes) console.log(`  ${n}`);
  for (const e of errors.slice(0, 10)) console.log(`  error: ${e}`);
  const failed =
    counts['events lost'] > 0 ||
    counts['live events lost'] > 0 ||
    counts.errors > 0 ||
    counts['lock-out devices kept out'] > 0 ||
    counts['lock-out no-key sockets left open'] > 0 ||
    counts['room full: devices told (of 2)'] < 2 ||
    counts['room full: devices in the new room with the game (of 2)'] < 2 ||
    counts['badges "live" while not shared'] > 0;
  process.exit(failed ? 1 : 0);
}

main().catch((e) => {
  console.error(`soak: ${(e as Error).message}`);
  process.exit(1);
});
