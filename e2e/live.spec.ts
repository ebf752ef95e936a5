// Live table: several browsers (separate contexts = separate devices) follow and drive one game
// through the relay of `npm run host`, started by Playwright's webServer on 127.0.0.1.
import { expect, test, type Browser, type Page } from '@playwright/test';

const LIVE = process.env.PW_LIVE_URL!;
test.use({ baseURL: LIVE });

const endTurn = (page: Page) => page.getByRole('button', { name: /^End .*'s turn/ });

async function host(page: Page): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Play together', exact: true }).click();
  const field = page.getByRole('textbox', { name: 'Live table link' });
  await expect(field).toHaveValue(/#live=[0-9a-f]{32}$/);
  const link = await field.inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('live-badge')).toContainText('Live');
  return link;
}

async function device(browser: Browser, link: string): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: LIVE });
  const page = await ctx.newPage();
  await page.goto(link);
  await expect(page.getByTestId('live-badge')).toContainText('Live');
  return page;
}

test('two devices: create, join with the whole table, End turn on one is seen on the other', async ({
  page,
  browser,
}) => {
  // A move before going live comes along (the whole table).
  await page.goto('/');
  await endTurn(page).click();
  const link = await host(page);
  const b = await device(browser, link);
  const label = await endTurn(page).textContent();
  await expect(endTurn(b)).toHaveText(label!);
  await endTurn(page).click();
  const next = await endTurn(page).textContent();
  expect(next).not.toBe(label);
  await expect(endTurn(b)).toHaveText(next!);
  // And back: B drives, A follows; undo from B is shared too.
  await endTurn(b).click();
  await expect(endTurn(page)).toHaveText((await endTurn(b).textContent())!);
  await b.getByRole('button', { name: 'Undo' }).click();
  await expect(endTurn(page)).toHaveText(next!);
  await expect(page.getByTestId('live-badge')).toHaveText('Live · 2 devices');
  await b.context().close();
});

test('five devices stay on one table', async ({ page, browser }) => {
  const link = await host(page);
  const others = await Promise.all([1, 2, 3, 4].map(() => device(browser, link)));
  await expect(page.getByTestId('live-badge')).toHaveText('Live · 5 devices');
  await endTurn(others[2]!).click();
  const label = await endTurn(others[2]!).textContent();
  for (const p of [page, ...others]) await expect(endTurn(p)).toHaveText(label!);
  for (const p of others) await p.context().close();
});

test('simultaneous End turn passes the turn once; the other press is "already ended" in history', async ({
  page,
  browser,
}) => {
  const link = await host(page);
  const ctx = await browser.newContext({ baseURL: LIVE });
  const b = await ctx.newPage();
  // B's socket goes through a gate: while it is shut, nothing passes either way, so both presses
  // are made on the same turn, each device not yet knowing of the other's.
  let shut = false;
  const held: (() => void)[] = [];
  await b.routeWebSocket(/\/live\//, (ws) => {
    const server = ws.connectToServer();
    const pass = (f: () => void) => (shut ? held.push(f) : f());
    ws.onMessage((m) => pass(() => server.send(m)));
    server.onMessage((m) => pass(() => ws.send(m)));
  });
  await b.goto(link);
  await expect(b.getByTestId('live-badge')).toContainText('Live');
  const before = await endTurn(page).textContent();
  await expect(endTurn(b)).toHaveText(before!);
  shut = true;
  await endTurn(page).click();
  await endTurn(b).click();
  const after = await endTurn(page).textContent();
  expect(after).not.toBe(before);
  await expect(endTurn(b)).toHaveText(after!); // B passed the same turn on its own
  shut = false;
  held.splice(0).forEach((f) => f());
  // Both settle on one table, one turn on, not two.
  await page.waitForTimeout(1000);
  await expect(endTurn(page)).toHaveText(after!);
  await expect(endTurn(b)).toHaveText(after!);
  for (const p of [page, b]) {
    if ((await p.getByTestId('history').count()) === 0)
      await p
        .getByRole('button', { name: /history/i })
        .first()
        .click();
    const h = p.getByTestId('history');
    await expect(h.getByRole('listitem')).toHaveCount(2); // game start + one End turn
    await expect(h.getByTestId('history-dropped')).toContainText('already ended');
  }
  await ctx.close();
});

test('on a phone, "Play together" shows the QR code to scan without scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Play together', exact: true }).click();
  const qr = page.getByRole('img', { name: 'QR code of the live table link' });
  await expect(qr).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Live table link' })).toHaveValue(/#live=/);
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(200); // big enough to scan across a table
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await page.screenshot({ path: 'test-results/live-qr-phone.png' });
});
