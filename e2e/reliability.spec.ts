// Nothing lost, nothing offered that is then refused: a table too big for a link gets a
// file instead, a damaged list of saved tables is rebuilt from the tables' own records, and a turn
// played just before the tab dies is still there after a reload.
import { expect, test } from '@playwright/test';
import { MAX_FRAGMENT_BYTES } from '../src/share/codec';
import { openTables } from './helpers';

test('a table too big for a link: Share shows its size against the limit and offers the file instead', async ({
  page,
}) => {
  // 600 seats: every step redraws them all, which a busy machine takes its time over.
  test.setTimeout(90_000);
  await page.goto('/');
  // 600 players with 40-character names: far more than a link can hold.
  const players = Array.from({ length: 600 }, (_, i) => ({ name: `${i}`.padStart(40, 'n') }));
  const panel = await openTables(page);
  await panel.getByTestId('import-file').setInputFiles({
    name: 'big.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ variant: 'free-for-all', players })),
  });
  await expect(page.getByTestId('seat')).toHaveCount(600);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByTestId('share-dialog');
  const tooBig = dialog.getByTestId('share-too-big');
  await expect(tooBig).toContainText('too big for a link', { timeout: 20_000 });
  await expect(tooBig).toContainText(MAX_FRAGMENT_BYTES.toLocaleString('en'));
  await expect(dialog.getByLabel('Table link', { exact: true })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await tooBig.getByRole('button', { name: 'Download scenario file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.json$/);
  await expect(tooBig.getByRole('status')).toContainText('Saved as');
  // Or a live room, which has no size limit.
  await tooBig.getByRole('button', { name: 'Play together instead' }).click();
  await expect(page.getByRole('textbox', { name: 'Live table link' })).toBeVisible({
    timeout: 30_000,
  });
});

test('a damaged list of saved tables: every table is found again from its own record', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: /^End .* turn$/ })
    .first()
    .click();
  // A second table beside the first.
  let panel = await openTables(page);
  await panel
    .getByRole('button', { name: /Duplicate/ })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  const before = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('table-sense:table:')),
  );
  expect(before.length).toBeGreaterThanOrEqual(2);
  const names = await page.evaluate(() =>
    (JSON.parse(localStorage.getItem('table-sense')!) as { tables: { name: string }[] }).tables.map(
      (t) => t.name,
    ),
  );
  // The index loses its last character.
  await page.evaluate(() => {
    const text = localStorage.getItem('table-sense')!;
    localStorage.setItem('table-sense', text.slice(0, -1));
  });
  await page.reload();
  await expect(page.getByTestId('notice').first()).toContainText('found again');
  panel = await openTables(page);
  await expect(panel.getByTestId('saved-table')).toHaveCount(before.length);
  // Each keeps its name: it is saved in the table's own record too.
  await expect(panel.getByTestId('saved-table')).toContainText(names);
});

test('after an update elsewhere removed this version’s files: a reload that keeps the game, and “offline” only when offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page
    .getByRole('button', { name: /^End .* turn$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('turn 2');
  // What the table screen loads after its first paint is in (a panel whose chunk fails replaces
  // the page, as the last step shows), so the failures below are the buttons' own: no script
  // requested for 2 s. The network's half second of quiet was not enough on a busy machine,
  // where a chunk's own imports are asked for only once it has been parsed.
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __scripts?: { count: number; since: number } };
      const count = performance
        .getEntriesByType('resource')
        .filter((e) => /\.js(\?|$)/.test(e.name)).length;
      const now = performance.now();
      if (w.__scripts?.count !== count) w.__scripts = { count, since: now };
      return now - w.__scripts.since > 2000;
    },
    undefined,
    { polling: 250, timeout: 30_000 },
  );
  // Another tab installed a new version: this page's not-yet-loaded chunks now answer 404.
  await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('button', { name: 'Tables', exact: true }).click();
  await expect(page.getByTestId('notice').first()).toContainText('has been updated');
  await expect(page.getByTestId('notice').first()).not.toContainText('offline');
  // Offline, the same failure says so.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByTestId('notice').first()).toContainText('you are offline');
  await context.setOffline(false);
  // A part that replaces the page offers a reload; it opens the screen asked for (setup is in the
  // address), and the game is there as it was.
  await page.getByRole('button', { name: 'New game' }).click();
  const reload = page.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('needs a reload');
  await page.unroute(/\/assets\/.*\.js$/);
  await reload.click();
  await page.getByRole('button', { name: /Back to the table/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('turn 2');
});

test('on a German page, a damaged list of saved tables is told in German, names and all', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?lang=de');
  // The open table is saved; a second record beside it, under the name a live room gives.
  await page.waitForFunction(() =>
    Object.keys(localStorage).some((k) => k.startsWith('table-sense:table:')),
  );
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('table-sense:table:'))!;
    const record = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
    localStorage.setItem(
      'table-sense:table:live-1',
      JSON.stringify({ ...record, name: 'Live table' }),
    );
    localStorage.setItem('table-sense', '{');
  });
  await page.reload();
  const notice = page.getByTestId('notice').first();
  await expect(notice).toContainText('Gespeicherte Daten konnten nicht gelesen werden');
  await expect(notice).toContainText('2 gespeicherte Tische wurden');
  await expect(notice).toContainText('Tische: Live-Tisch und');
  await page.screenshot({ path: 'test-results/screens/saved-data-de.png' });
  await page.getByRole('button', { name: 'Tische', exact: true }).click();
  await expect(page.getByTestId('saved-table-name')).toContainText(['Live-Tisch']);
  // What was stored stays in English: the page words it.
  const names = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('table-sense')!) as { tables: { name: string }[] }).tables,
  );
  expect(names.map((t) => t.name)).toContain('Live table');
});
