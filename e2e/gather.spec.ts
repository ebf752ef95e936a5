// Gathering the table before the game: the host opens a room from the setup screen, phones
// (separate contexts = separate devices) take seats by name through the relay of `npm run host`,
// every chart shows the same table, and the game starts in that room. Also writes the gathering
// screens on a phone into the screenshot set (e2e/screenshots/set/, beside screens.spec.ts's).
import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
// @ts-expect-error the relay is plain JavaScript run by node
import { roomOf } from '../server/relay.mjs';

const LIVE = process.env.PW_LIVE_URL!;
test.use({ baseURL: LIVE });
// Up to five browsers at once on a shared machine.
test.describe.configure({ timeout: 120_000 });

/** The host types the names of the players at the table without a phone (three here). */
async function typeHostNames(page: Page) {
  for (const [i, name] of ['Ann', 'Ben', 'Col'].entries())
    await page.getByLabel(`Name of player ${i + 1}`).fill(name);
}

/**
 * The host's setup screen with a Commander pod, its three typed players kept and the preset's
 * fourth (a name nobody has) gone as gathering starts; returns the link.
 */
async function gather(page: Page): Promise<string> {
  await page.goto('/#setup');
  await page.getByTestId('preset-commander').click();
  await typeHostNames(page);
  await page.getByTestId('gather-start').click();
  await expect(page.getByLabel('Name of player 4')).toHaveCount(0);
  await expect(page.getByLabel('Name of player 3')).toHaveValue('Col');
  const link = page.getByTestId('gather-link');
  await expect(link).toHaveValue(/#live=[0-9a-f]{32}$/);
  return link.inputValue();
}

async function phone(browser: Browser, link: string, size?: { width: number; height: number }) {
  const ctx = await browser.newContext({ baseURL: LIVE, ...(size ? { viewport: size } : {}) });
  const page = await ctx.newPage();
  await page.goto(link);
  await expect(page.getByTestId('gather-join')).toBeVisible();
  return page;
}

const seats = (page: Page) => page.getByTestId('setup-chart');

async function sit(page: Page, name: string) {
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Take a seat' }).click();
}

/** A socket gate: while shut, nothing passes either way (a phone out of signal). */
async function gated(browser: Browser) {
  const ctx = await browser.newContext({ baseURL: LIVE });
  const page = await ctx.newPage();
  const gate = { shut: false, held: [] as (() => void)[] };
  await page.routeWebSocket(/\/live\//, (ws) => {
    const server = ws.connectToServer();
    const pass = (f: () => void) => (gate.shut ? gate.held.push(f) : f());
    ws.onMessage((m) => pass(() => server.send(m)));
    server.onMessage((m) => pass(() => ws.send(m)));
  });
  const open = () => {
    gate.shut = false;
    gate.held.splice(0).forEach((f) => f());
  };
  return { page, gate, open };
}

test('four devices gather one table: every chart shows each newcomer; the host removes one and starts', async ({
  page,
  browser,
}) => {
  const link = await gather(page);
  await page.getByTestId('gather-dialog').getByRole('button', { name: 'Close' }).click();
  const base = Number(await seats(page).getAttribute('data-seats'));
  const phones = await Promise.all([1, 2, 3].map(() => phone(browser, link)));
  const names = ['Bo', 'Cyd', 'Dee'];
  for (const [i, p] of phones.entries()) {
    // The dialog opens on the name to type, not on its Close button.
    await expect(p.getByLabel('Your name')).toBeFocused();
    await sit(p, names[i]!);
    await expect(p.getByTestId('gather-seated')).toContainText(`as ${names[i]}`);
  }
  const all = [page, ...phones];
  for (const p of all) {
    await expect(seats(p)).toHaveAttribute('data-seats', String(base + 3));
    for (const n of names) await expect(seats(p).getByText(n, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('gather-panel')).toContainText('3 players joined');

  // The host moves Dee up before Bo and removes Cyd: every phone follows, Cyd is told.
  await page.getByRole('button', { name: 'Move Dee up' }).click();
  await page.getByRole('button', { name: 'Move Dee up' }).click();
  await page.getByRole('button', { name: 'Remove Cyd' }).click();
  await expect(phones[1]!.getByTestId('gather-problem')).toContainText('took you off the table');
  for (const p of all) await expect(seats(p)).toHaveAttribute('data-seats', String(base + 2));
  await expect(phones[2]!.getByTestId('gather-seated')).toContainText(`seat ${base + 1} as Dee`);
  await expect(phones[0]!.getByTestId('gather-seated')).toContainText(`seat ${base + 2} as Bo`);

  // Start: the room goes on as the game's live table on every device.
  await page.getByTestId('start-game').click();
  await expect(page).toHaveURL(/#live=[0-9a-f]{32}$/);
  const endTurn = (p: Page) => p.getByRole('button', { name: /^End .*'s turn/ });
  await expect(endTurn(page)).toBeVisible();
  const label = await endTurn(page).textContent();
  for (const p of phones) {
    await expect(p.getByTestId('gather-join')).toBeHidden();
    await expect(endTurn(p)).toHaveText(label!);
    await expect(p.getByTestId('seat')).toHaveCount(base + 2);
  }
  await expect(phones[1]!.getByTestId('seat')).toHaveCount(base + 2);
  // Each phone is its player's from the seat it took: the panels act for Dee on Dee's phone first,
  // and the live dialog says whose phone it is (the host's phone stays everyone's).
  const dee = phones[2]!;
  await expect(
    dee.getByRole('group', { name: 'Dice and coin' }).getByLabel('Who rolls'),
  ).toHaveValue('Dee');
  await dee.getByTestId('live-badge').click();
  await expect(dee.getByLabel('Whose phone is this?')).toHaveValue('Dee');
  await page.getByTestId('live-badge').click();
  await expect(page.getByLabel('Whose phone is this?')).toHaveValue('');
  // In table mode Dee's phone marks Dee's seat and turns the table so it sits at the bottom.
  await dee.keyboard.press('Escape');
  await dee.getByRole('button', { name: 'Table mode' }).click();
  const mine = dee.getByRole('button', { name: /^Dee, this phone's player/ });
  await expect(mine).toBeVisible();
  const centres = await dee
    .getByTestId('table-mode')
    .locator('[role="button"][data-seat-name]')
    .evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { name: e.getAttribute('data-seat-name'), y: r.top + r.height / 2 };
      }),
    );
  const deeY = centres.find((c) => c.name === 'Dee')!.y;
  for (const c of centres) expect(deeY, c.name!).toBeGreaterThanOrEqual(c.y - 1);
  for (const p of phones) await p.context().close();
});

test('two phones pick one name at the same moment: one seat, and a clear message on the other', async ({
  page,
  browser,
}) => {
  const link = await gather(page);
  const a = await gated(browser);
  const b = await gated(browser);
  for (const d of [a, b]) {
    await d.page.goto(link);
    await expect(d.page.getByTestId('gather-join')).toBeVisible();
    await expect(seats(d.page)).toBeVisible();
  }
  // Neither phone knows of the other's request when it is made.
  a.gate.shut = b.gate.shut = true;
  await sit(a.page, 'Robin');
  await sit(b.page, 'robin');
  a.open();
  b.open();
  const seated = (d: { page: Page }) =>
    d.page
      .getByTestId('gather-seated')
      .isVisible()
      .catch(() => false);
  await expect.poll(async () => [await seated(a), await seated(b)].filter(Boolean).length).toBe(1);
  const loser = (await seated(a)) ? b : a;
  await expect(loser.page.getByTestId('gather-problem')).toContainText('already at this table');
  // The host's form holds one Robin, and the loser can sit under another name.
  await expect(page.getByTestId('gather-panel')).toContainText('1 player joined');
  await sit(loser.page, 'Sam');
  await expect(loser.page.getByTestId('gather-seated')).toContainText('as Sam');
  // The host stops gathering: no phone is left waiting, and each is told it is in no game.
  await page.getByTestId('gather-dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Stop gathering' }).click();
  await expect(page.getByTestId('gather-start')).toBeVisible();
  for (const d of [a, b]) {
    await expect(d.page.getByTestId('gather-join')).toBeHidden();
    await expect(d.page.getByText('You are not in this game')).toBeVisible();
  }
  await a.page.context().close();
  await b.page.context().close();
});

test('a phone that drops while joining gets its seat when it is back, and keeps it after a reload', async ({
  page,
  browser,
}) => {
  const link = await gather(page);
  const d = await gated(browser);
  await d.page.goto(link);
  await expect(seats(d.page)).toBeVisible();
  const base = Number(await seats(page).getAttribute('data-seats'));
  d.gate.shut = true;
  await sit(d.page, 'Quinn');
  await page.waitForTimeout(500);
  await expect(seats(page)).toHaveAttribute('data-seats', String(base));
  d.open();
  await expect(seats(page)).toHaveAttribute('data-seats', String(base + 1));
  await expect(d.page.getByTestId('gather-seated')).toContainText('as Quinn');
  // A reload finds the same seat (and offers the name used before on this phone).
  await d.page.reload();
  await expect(d.page.getByTestId('gather-seated')).toContainText(`seat ${base + 1} as Quinn`);
  await d.page.getByRole('button', { name: 'Leave my seat' }).click();
  await expect(seats(page)).toHaveAttribute('data-seats', String(base));
  await expect(d.page.getByRole('button', { name: 'Quinn' })).toBeVisible();
  await d.page.context().close();
});

test('the host reloads while gathering: the seats, the form and the room stay', async ({
  page,
  browser,
}) => {
  const link = await gather(page);
  await page.getByTestId('gather-dialog').getByRole('button', { name: 'Close' }).click();
  const base = Number(await seats(page).getAttribute('data-seats'));
  const p = await phone(browser, link);
  await sit(p, 'Uma');
  await expect(seats(page)).toHaveAttribute('data-seats', String(base + 1));
  await page.reload();
  await expect(page.getByTestId('gather-panel')).toContainText('1 player joined');
  await expect(seats(page)).toHaveAttribute('data-seats', String(base + 1));
  await expect(page.getByTestId('gather-link')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the code' }).click();
  await expect(page.getByTestId('gather-link')).toHaveValue(link);
  await page.getByTestId('gather-dialog').getByRole('button', { name: 'Close' }).click();
  // The phone kept its seat; removing it from the reloaded form still reaches the phone.
  await expect(p.getByTestId('gather-seated')).toContainText('as Uma');
  await page.getByRole('button', { name: 'Remove Uma' }).click();
  await expect(p.getByTestId('gather-problem')).toContainText('took you off the table');
  await p.context().close();
});

test('a table already live gathers its next game in the same room', async ({ page, browser }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Play together', exact: true }).click();
  const field = page.getByRole('textbox', { name: 'Live table link' });
  await expect(field).toHaveValue(/#live=[0-9a-f]{32}$/);
  const live = await field.inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  const p = await (await browser.newContext({ baseURL: LIVE })).newPage();
  await p.goto(live);
  await expect(p.getByTestId('live-badge')).toContainText('Live');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId('preset-commander').click();
  await typeHostNames(page);
  await page.getByTestId('gather-start').click();
  // The same room: its link is the one the phone already has.
  await expect(page.getByTestId('gather-link')).toHaveValue(live);
  await page.getByTestId('gather-dialog').getByRole('button', { name: 'Close' }).click();
  await expect(p.getByTestId('gather-join')).toBeVisible();
  await sit(p, 'Wes');
  await expect(seats(page).getByText('Wes', { exact: true })).toBeVisible();
  await page.getByTestId('start-game').click();
  await expect(p.getByTestId('gather-join')).toBeHidden();
  await expect(p.getByTestId('seat')).toHaveCount(4);
  await expect(p.locator('[data-seat-name="Wes"]')).toHaveCount(1);
  await p.context().close();
});

/** The relay lets in only pages it served: the hostile client claims that origin, as anyone can. */
class LiveOriginWS extends WebSocket {
  constructor(url: string) {
    super(url, { origin: LIVE });
  }
}

test('a stranger with the link writes garbage: names are checked, the host’s form holds', async ({
  page,
  browser,
}) => {
  const link = await gather(page);
  await page.getByTestId('gather-dialog').getByRole('button', { name: 'Close' }).click();
  const base = Number(await seats(page).getAttribute('data-seats'));
  const p = await phone(browser, link);
  await sit(p, 'Vera');
  await expect(seats(page)).toHaveAttribute('data-seats', String(base + 1));

  const key = new URL(link).hash.match(/live=([0-9a-f]{32})/)![1]!;
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`${LIVE.replace(/^http/, 'ws')}/live`, roomOf(key), doc, {
    WebSocketPolyfill: LiveOriginWS as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    params: { key },
  });
  await new Promise<void>((ok) => provider.once('sync', () => ok()));
  doc.getArray('seats').push([
    { k: 'sit', id: 'e1', dev: 'x1', name: 'A\u0007b' },
    { k: 'sit', id: 'e2', dev: 'x2', name: 'y'.repeat(199) },
    { k: 'sit', id: 'e3', dev: 'x3', name: { toString: 'Zed' } },
    { k: 'sit', id: 'e4', dev: 'x4', name: 'V\u0435ra' }, // Cyrillic е: Vera again
    { k: 'leave', id: 'e5', dev: 'x5', target: 'nobody' },
    'junk',
  ]);
  // A form that lists requests nobody made, then one nobody can read.
  doc.getMap('gather').set('form', {
    setup: { version: 1, variant: 'free-for-all', players: [{ name: 'Ghost' }] },
    sits: ['fake'],
    removed: [],
    after: null,
  });
  doc.getMap('gather').set('form', { setup: 'nope' });
  await page.waitForTimeout(1500);
  // The host's form is shared again and none of it was seated.
  for (const d of [page, p]) {
    await expect(seats(d)).toHaveAttribute('data-seats', String(base + 1));
    await expect(seats(d).getByText('Ghost')).toHaveCount(0);
  }
  await expect(page.getByTestId('gather-panel')).toContainText('1 player joined');
  await expect(p.getByTestId('gather-seated')).toContainText('as Vera');
  provider.destroy();
  await p.context().close();
});

test('without a relay, Gather the table says so and the form keeps everything', async ({
  page,
}) => {
  await page.routeWebSocket(/\/live\//, (ws) => ws.close({ code: 1011 }));
  await page.goto('/#setup');
  const first = page.getByRole('textbox', { name: /name/i }).first();
  await first.fill('Kept');
  await page.getByTestId('gather-start').click();
  await expect(page.getByTestId('gather-panel')).toContainText('No live table server answers', {
    timeout: 10_000,
  });
  await expect(first).toHaveValue('Kept');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('gather-start')).toBeVisible();
});

test('screenshot: gathering on a phone, host and joining phone', async ({ page, browser }) => {
  mkdirSync('e2e/screenshots/set', { recursive: true });
  const size = { width: 390, height: 844 };
  await page.setViewportSize(size);
  await page.goto('/#setup');
  await expect(page.getByTestId('gather-start')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/set/gather-setup-phone.png' });
  const link = await gather(page);
  const qr = page.getByRole('img', { name: 'QR code to take a seat at this table' });
  await expect(qr).toBeVisible();
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(200);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(size.height);
  const p = await phone(browser, link, size);
  await sit(p, 'Bo');
  await expect(p.getByTestId('gather-seated')).toBeVisible();
  const q = await phone(browser, link, size);
  await q.getByLabel('Your name').fill('Evangeline');
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'e2e/screenshots/set/gather-host-code-phone.png' });
  await page.getByTestId('gather-dialog').getByRole('button', { name: 'Close' }).click();
  await expect(seats(page).getByText('Bo', { exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'e2e/screenshots/set/gather-host-phone.png' });
  await p.screenshot({ path: 'e2e/screenshots/set/gather-seated-phone.png' });
  await q.screenshot({ path: 'e2e/screenshots/set/gather-join-phone.png' });
  expect(await q.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  await p.context().close();
  await q.context().close();
});
