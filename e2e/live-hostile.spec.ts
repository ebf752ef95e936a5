// Live table against a hostile device: a hand-written client (Node's `ws` under y-websocket, not
// the app) joins a real room through `npm run host`'s relay and pushes records no device of this
// app would write. The page keeps its game, says what it ignored, and keeps it after a reload.
import { expect, test, type Page } from '@playwright/test';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WebsocketProvider } from 'y-websocket';
// @ts-expect-error the relay is plain JavaScript run by node
import { roomOf } from '../server/relay.mjs';

const LIVE = process.env.PW_LIVE_URL!;
test.use({ baseURL: LIVE });

const endTurn = (page: Page) => page.getByRole('button', { name: /^End .*'s turn/ });

/** The relay lets in only pages it served: the hostile client claims that origin, as anyone can. */
class LiveOriginWS extends WebSocket {
  constructor(url: string) {
    super(url, { origin: LIVE });
  }
}

/**
 * A y-websocket client of its own in `room`: a device with the edit `key`, or a viewer without
 * (holding the view link's `token`, if given).
 */
async function hostileClient(room: string, key?: string, token?: string) {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(`${LIVE.replace(/^http/, 'ws')}/live`, room, doc, {
    WebSocketPolyfill: LiveOriginWS as unknown as typeof globalThis.WebSocket,
    disableBc: true,
    params: key ? { key } : token ? { view: token } : {},
  });
  await new Promise<void>((ok) => {
    if (provider.synced) ok();
    else provider.once('sync', (synced: boolean) => synced && ok());
  });
  return { doc, provider, list: doc.getArray<unknown>('records') };
}

/** The history panel: always on the table screen, but loaded after the first paint, so right
 * after a reload it may not be there yet (it has no button to open it). */
async function openHistory(page: Page) {
  const history = page.getByTestId('history');
  await history.waitFor();
  return history;
}

test('a hostile device sharing tables this app cannot open and a broken move: the game stays, with a note, after a reload too', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Play together', exact: true }).click();
  const link = await page.getByRole('textbox', { name: 'Live table link' }).inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('live-badge')).toContainText('Live');
  await endTurn(page).click();
  const label = (await endTurn(page).textContent())!;

  // It has the edit link: the relay lets it write, and the page is what must hold.
  const key = new URL(link).hash.match(/live=([0-9a-f]{32})/)![1]!;
  const evil = await hostileClient(roomOf(key), key);
  try {
    const game = evil.list.toArray().findLast((r) => (r as { k?: string }).k === 'game') as {
      id: string;
    };
    evil.doc.transact(() =>
      evil.list.push([
        { k: 'game', id: 'evil-1', dev: 'evil', setup: { variant: 'nonsense', players: 5 } },
        {
          k: 'game',
          id: 'evil-2',
          dev: 'evil',
          setup: {
            variant: 'free-for-all',
            players: Array.from({ length: 10_000 }, (_, i) => ({ name: `P${i}` })),
          },
        },
        {
          k: 'ev',
          id: 'evil-3',
          dev: 'evil',
          game: game.id,
          turn: 2,
          event: { type: 'leave', players: 'Ann', reason: 'concede' },
        },
      ]),
    );

    const check = async () => {
      // The notes show that the page has the hostile records; then its game must still be there.
      const notes = (await openHistory(page)).getByTestId('history-dropped');
      await expect(notes).toHaveCount(3);
      await expect(page.getByTestId('table-chart')).toBeVisible();
      await expect(endTurn(page)).toHaveText(label);
      await expect(notes.nth(0)).toHaveText(
        'A device shared a table this app can\'t open; it was ignored. The scenario needs a "players" list.',
      );
      await expect(notes.nth(1)).toContainText('This app seats at most 1000 players');
      await expect(notes.nth(2)).toHaveText(
        'A device shared a move this app can\'t read; it was ignored. The event: "players" must be a list of names.',
      );
    };
    await check();
    // The game goes on.
    await endTurn(page).click();
    await expect(endTurn(page)).not.toHaveText(label);
    const next = (await endTurn(page).textContent())!;
    // The relay has the new move (the page's own records: the first End turn and this one).
    const moves = () =>
      evil.list.toArray().filter((r) => {
        const x = r as { k?: string; dev?: string };
        return x.k === 'ev' && x.dev !== 'evil';
      }).length;
    await expect.poll(moves).toBe(2);

    // Nothing bad was saved: a reload opens the good game and rejoins the room.
    await page.reload();
    await expect(page.getByTestId('live-badge')).toContainText('Live');
    await expect(page.getByTestId('table-chart')).toBeVisible();
    await expect(endTurn(page)).toHaveText(next);
    await expect((await openHistory(page)).getByTestId('history-dropped')).toHaveCount(3);
    const saved = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(saved).not.toContain('nonsense');
    expect(saved).not.toContain('P9999');
  } finally {
    evil.provider.destroy();
    evil.doc.destroy();
  }
});

test('the view-only link: no controls, no way to the edit link, and neither the page nor a client of its own can change the game', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Play together', exact: true }).click();
  const link = await page.getByRole('textbox', { name: 'Live table link' }).inputValue();
  const view = await page.getByRole('textbox', { name: 'View-only link' }).inputValue();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('live-badge')).toContainText('Live');
  await endTurn(page).click();
  const label = (await endTurn(page).textContent())!;
  const key = new URL(link).hash.match(/^#live=([0-9a-f]{32})$/)![1]!;
  const [, room, token] = new URL(view).hash.match(/^#view=([0-9a-f]{32})&w=([0-9a-f]{32})$/)!;
  expect(room).toBe(roomOf(key));
  expect(token).not.toBe(key);
  expect(view).not.toContain(key);

  const ctx = await browser.newContext({ baseURL: LIVE });
  const viewer = await ctx.newPage();
  await viewer.goto(view);
  await expect(viewer.getByTestId('live-badge')).toContainText('Watching');
  await expect(viewer.getByTestId('table-chart')).toBeVisible();
  // No controls: hidden buttons are not in the page's accessibility tree, so none are found.
  await expect(viewer.getByTestId('turn-bar')).toBeHidden();
  await expect(
    viewer.getByRole('button', { name: /End .*'s turn|lose 1 life|gain 1|Undo|Redo/ }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: /lose 1 life/ }).first()).toBeVisible();
  // Nor a new game, a room of its own, or a skip link to an End turn it lacks.
  for (const name of ['New game', 'Play together'])
    await expect(viewer.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(viewer.getByRole('link', { name: 'Skip to End turn' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New game', exact: true })).toBeVisible();
  // Table mode (a screen on the wall) shows none either.
  await viewer.getByRole('button', { name: 'Table mode' }).click();
  await expect(viewer.getByTestId('mode-seat').first()).toBeVisible();
  // Its seats are pictures with their words, not buttons that do nothing.
  await expect(viewer.getByRole('img', { name: /Alex/ })).toBeVisible();
  await expect(viewer.getByTestId('mode-seat').getByRole('button')).toHaveCount(0);
  await expect(
    viewer.getByRole('button', { name: /End .*'s turn|lose 1 life|gain 1|Undo|Redo/ }),
  ).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Leave table mode' }).click();
  // Its dialog passes on only the view link.
  await viewer.getByTestId('live-badge').click();
  await expect(viewer.getByRole('textbox', { name: 'View-only link' })).toHaveValue(view);
  await expect(viewer.getByRole('textbox', { name: 'Live table link' })).toHaveCount(0);
  expect(await viewer.content()).not.toContain(key);
  await viewer.getByRole('button', { name: 'Done' }).click();

  // The viewer brings its controls back and plays: nothing reaches the table.
  await viewer.evaluate(() => delete document.body.dataset.liveView);
  await endTurn(viewer).click();
  // A client of its own with the room's name only writes a game that would blank every device,
  // and deletes every move (undoing them all).
  const evil = await hostileClient(room!, undefined, token);
  try {
    expect(evil.list.length).toBeGreaterThan(1);
    evil.doc.transact(() => {
      evil.list.delete(0, evil.list.length);
      evil.list.push([
        { k: 'game', id: 'evil-1', dev: 'evil', setup: { variant: 'nonsense', players: 5 } },
      ]);
    });
    await page.waitForTimeout(1500);
    await expect(endTurn(page)).toHaveText(label);
    await expect(page.getByTestId('table-chart')).toBeVisible();
    await expect((await openHistory(page)).getByTestId('history-dropped')).toHaveCount(0);
    // A device that joins now with the edit link gets the game as it was.
    const late = await ctx.newPage();
    await late.goto(link);
    await expect(late.getByTestId('live-badge')).toContainText('Live');
    await expect(endTurn(late)).toHaveText(label);
    // And the editing device still plays, and the viewer follows.
    await endTurn(page).click();
    const next = (await endTurn(page).textContent())!;
    await expect(endTurn(late)).toHaveText(next);
    await expect(endTurn(viewer)).toHaveText(next);
  } finally {
    evil.provider.destroy();
    evil.doc.destroy();
    await ctx.close();
  }
});

test('the host sees who watches, shows the view-only link’s QR code, and closes the link without changing the edit link', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Play together', exact: true }).click();
  const link = await page.getByRole('textbox', { name: 'Live table link' }).inputValue();
  const view = await page.getByRole('textbox', { name: 'View-only link' }).inputValue();
  // The view-only link's own QR code, one tap away.
  await page.getByRole('button', { name: 'Show its QR code' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the view-only link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy view-only link' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();

  const viewer = await (await browser.newContext({ baseURL: LIVE })).newPage();
  await viewer.goto(view);
  await expect(viewer.getByTestId('live-badge')).toContainText('Watching · 1 device plays');
  // The watcher counts apart: the players' badge still says one device.
  await expect(page.getByTestId('live-badge')).toHaveText('Live · 1 device');
  await page.getByTestId('live-badge').click();
  await expect(page.getByTestId('live-watchers')).toHaveText('1 screen is watching.');
  await page.getByRole('button', { name: 'Close the view-only link' }).click();
  // The watcher is cut off and told why; the players get a new view link, the same edit link.
  await expect(viewer.getByTestId('live-badge')).toHaveAttribute('data-status', 'viewClosed');
  await expect(viewer.getByText('This view link was closed')).toBeVisible();
  const next = page.getByRole('textbox', { name: 'View-only link' });
  await expect(next).not.toHaveValue(view);
  await expect(page.getByRole('textbox', { name: 'Live table link' })).toHaveValue(link);
  await expect(page.getByTestId('live-watchers')).toHaveText('Nobody is watching.');
  const again = await (await browser.newContext({ baseURL: LIVE })).newPage();
  await again.goto(await next.inputValue());
  await expect(again.getByTestId('live-badge')).toContainText('Watching');
  await page.getByRole('button', { name: 'Done' }).click();
  await endTurn(page).click();
  await expect(endTurn(again)).toBeHidden();
  // The new link's watcher follows the game.
  const centre = (p: Page) => p.getByTestId('chart-centre');
  await expect(centre(again)).toHaveText((await centre(page).textContent())!);
  await viewer.context().close();
  await again.context().close();
});
