// Live table when things go wrong: a socket dropped and reopened, the relay killed and restarted
// empty, a device joining late, two tabs of one browser on one table.
import { spawn } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
// @ts-expect-error the relay is plain JavaScript run by node
import { roomOf } from '../server/relay.mjs';

const LIVE = process.env.PW_LIVE_URL!;
test.use({ baseURL: LIVE });

const endTurn = (page: Page) => page.getByRole('button', { name: /^End .*'s turn/ });
const badge = (page: Page) => page.getByTestId('live-badge');

async function host(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Play together', exact: true }).click();
  const link = await page.getByRole('textbox', { name: 'Live table link' }).inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(badge(page)).toContainText('Live');
  return link;
}

test("one device's socket closed and reopened: its moves made meanwhile arrive", async ({
  page,
  browser,
}) => {
  // routeWebSocket stands between the page and the relay, so the test can cut it.
  let cut = false;
  const sockets: { close: () => Promise<void> }[] = [];
  await page.routeWebSocket(/\/live\//, (ws) => {
    if (cut) return void ws.close();
    const server = ws.connectToServer();
    sockets.push(ws);
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => ws.send(m));
  });
  const link = await host(page);
  const b = await (await browser.newContext({ baseURL: LIVE })).newPage();
  await b.goto(link);
  await expect(badge(b)).toContainText('Live');
  cut = true;
  for (const s of sockets.splice(0)) await s.close();
  await expect(badge(page)).toContainText('Reconnecting');
  // It says the moves are kept, and on a phone's header it stays within two lines.
  await expect(badge(page)).toContainText('moves kept');
  await page.setViewportSize({ width: 390, height: 844 });
  const lines = await badge(page).evaluate((e) => {
    const line = parseFloat(getComputedStyle(e).lineHeight) || 16;
    return (e as HTMLElement).clientHeight / line;
  });
  expect(lines).toBeLessThanOrEqual(3);
  await page.setViewportSize({ width: 1280, height: 720 });
  await endTurn(page).click(); // played while cut off
  const label = await endTurn(page).textContent();
  cut = false;
  await expect(badge(page)).toContainText('Live', { timeout: 10_000 });
  await expect(endTurn(b)).toHaveText(label!);
  await b.context().close();
});

test('the relay killed and restarted mid-game loses nothing; a late joiner sees the whole game', async ({
  page,
  browser,
}) => {
  // Two relay starts, a reconnect back-off and a second browser: on a busy 2-core CI machine this
  // has run past the default 30 s.
  test.setTimeout(90_000);
  const port = 9000 + Math.floor(Math.random() * 500);
  const url = `http://127.0.0.1:${port}`;
  const start = () =>
    spawn(process.execPath, ['server/host.mjs', '--no-build'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
  let relay = start();
  try {
    await expect(async () => expect((await fetch(url)).ok).toBe(true)).toPass();
    await page.goto(url);
    await endTurn(page).click();
    await page.getByRole('button', { name: 'Play together', exact: true }).click();
    const link = await page.getByRole('textbox', { name: 'Live table link' }).inputValue();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(badge(page)).toContainText('Live', { timeout: 15_000 });
    relay.kill('SIGKILL');
    await expect(badge(page)).toContainText('Reconnecting', { timeout: 10_000 });
    await endTurn(page).click(); // while the relay is down
    const label = await endTurn(page).textContent();
    relay = start(); // empty: it knew nothing of the game
    await expect(badge(page)).toContainText('Live', { timeout: 15_000 });
    const late = await (await browser.newContext()).newPage();
    await late.goto(link);
    await expect(badge(late)).toContainText('Live', { timeout: 15_000 });
    await expect(endTurn(late)).toHaveText(label!, { timeout: 15_000 });
    await late.context().close();
  } finally {
    relay.kill('SIGKILL');
  }
});

test('two tabs of one browser on one table stay in step', async ({ page }) => {
  const link = await host(page);
  const tab = await page.context().newPage();
  await tab.goto(link);
  await expect(badge(tab)).toContainText('Live');
  await endTurn(tab).click();
  await expect(endTurn(page)).toHaveText((await endTurn(tab).textContent())!);
  await endTurn(page).click();
  await expect(endTurn(tab)).toHaveText((await endTurn(page).textContent())!);
});

/** A y-websocket client of the test's own with the edit key (a device no person holds). */
async function device(url: string, key: string) {
  class Origin extends WebSocket {
    constructor(to: string) {
      super(to, { origin: url });
    }
  }
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`${url.replace(/^http/, 'ws')}/live`, roomOf(key), doc, {
    WebSocketPolyfill: Origin as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    params: { key },
  });
  await new Promise<void>((ok) => provider.once('sync', () => ok()));
  return { doc, provider };
}

test('a room that reaches its size limit says so on every device, never "Live", and one tap carries the game to a new room', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const port = 9500 + Math.floor(Math.random() * 400);
  const url = `http://127.0.0.1:${port}`;
  // A relay that keeps only 20 KB a room, so a few large records fill it.
  const relay = spawn(process.execPath, ['server/host.mjs', '--no-build'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RELAY_ROOM_BYTES: '20000' },
    stdio: 'ignore',
  });
  try {
    await expect(async () => expect((await fetch(url)).ok).toBe(true)).toPass();
    await page.goto(url);
    await endTurn(page).click();
    await page.getByRole('button', { name: 'Play together', exact: true }).click();
    const link = await page.getByRole('textbox', { name: 'Live table link' }).inputValue();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(badge(page)).toContainText('Live', { timeout: 15_000 });
    const b = await (await browser.newContext()).newPage();
    await b.goto(link);
    await expect(badge(b)).toContainText('Live', { timeout: 15_000 });
    // A device with the link shares records no one needs until the room is at its limit.
    const key = new URL(link).hash.match(/live=([0-9a-f]{32})/)![1]!;
    const filler = await device(url, key);
    for (let i = 0; i < 30; i++)
      filler.doc.getArray('records').push([{ k: 'note', pad: 'x'.repeat(1000) }]);
    // Every device says it, in words, and none claims to be live.
    for (const p of [page, b]) {
      await expect(badge(p)).toHaveAttribute('data-status', 'full');
      await expect(badge(p)).toContainText('Not shared · room full');
      await expect(
        p.getByText('This live table is full: moves are no longer shared'),
      ).toBeVisible();
    }
    filler.provider.destroy();
    // A move made now stays on this device, and the badge still says it is not shared.
    await endTurn(page).click();
    const label = await endTurn(page).textContent();
    await expect(badge(page)).toHaveAttribute('data-status', 'full');
    await page.getByRole('button', { name: 'Start a new room' }).click();
    const moved = page.getByRole('textbox', { name: 'Live table link' });
    await expect(moved).toBeVisible();
    const next = await moved.inputValue();
    expect(next).not.toBe(link);
    await page.getByRole('button', { name: 'Done' }).click();
    // The new room holds the game in force, and it is shared again.
    await expect(badge(page)).toContainText('Live', { timeout: 15_000 });
    await expect(
      page.getByText('This live table is full: moves are no longer shared'),
    ).toBeHidden();
    await expect(endTurn(page)).toHaveText(label!);
    // The other device follows the new link to the same game.
    await b.goto(next);
    await expect(badge(b)).toContainText('Live', { timeout: 15_000 });
    await expect(endTurn(b)).toHaveText(label!);
    await b.context().close();
  } finally {
    relay.kill('SIGKILL');
  }
});
