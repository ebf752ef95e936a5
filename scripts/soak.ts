// npm run soak — a reliability run against the built app in Debian's Chromium: a long random game
// (End turn, life taps, undo) with reloads, a second tab, a damaged saved-tables index and an update
// in the middle (this version's files gone), then counts: actions, reloads, errors, events lost.
// Then a live phase: two devices (two browser contexts) on one live table through `npm run host`'s
// relay, taking turns at random, with the relay killed and restarted empty in the middle and a
// hostile peer pushing records no device would write; both must end with every move.
// Bounded: SOAK_SECONDS (default 90) of play, SOAK_LIVE_SECONDS (default 40) live; only 127.0.0.1
// is touched. Prints figures and exits 1 when an event was lost or the page threw, so it can gate
// a release by hand.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
// @ts-expect-error the relay is plain JavaScript run by node
import { roomOf } from '../server/relay.mjs';

const PORT = Number(process.env.SOAK_PORT ?? 4391);
const URL = `http://127.0.0.1:${PORT}/`;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 90);
const SEED = Number(process.env.SOAK_SEED ?? 1);
const LIVE_SECONDS = Number(process.env.SOAK_LIVE_SECONDS ?? 40);
const LIVE_PORT = Number(process.env.SOAK_LIVE_PORT ?? PORT + 1);
const LIVE_URL = `http://127.0.0.1:${LIVE_PORT}/`;

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
};
const errors: string[] = [];

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
    env: { ...process.env, PORT: String(LIVE_PORT), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });

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

async function livePhase(browser: Browser): Promise<void> {
  let relay = startHost();
  try {
    await waitForServer(30_000, LIVE_URL);
    const devices: Page[] = [];
    for (const label of ['device A', 'device B']) {
      const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
      watch(page, label);
      devices.push(page);
    }
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
        relay.kill('SIGKILL');
        counts['relay restarts']++;
        await a.getByTestId('live-badge').getByText('Reconnecting').waitFor({ timeout: 10_000 });
        await a
          .getByRole('button', { name: /^End .* turn$/ })
          .first()
          .click({ timeout: 5000 });
        expected++;
        counts['live moves']++;
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
    for (const page of devices) await page.context().close();
  } finally {
    relay.kill('SIGKILL');
  }
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
  console.log(`  target: 0 events lost, 0 live events lost, 0 errors`);
  for (const e of errors.slice(0, 10)) console.log(`  error: ${e}`);
  const failed = counts['events lost'] > 0 || counts['live events lost'] > 0 || counts.errors > 0;
  process.exit(failed ? 1 : 0);
}

main().catch((e) => {
  console.error(`soak: ${(e as Error).message}`);
  process.exit(1);
});
