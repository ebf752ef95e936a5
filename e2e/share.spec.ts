// Sharing, keeping and opening tables, driven as a person would: share a table and open the link
// in a fresh browser, scan the QR code, import and export scenario files, reload mid-game, open a
// link beside a saved game, and every kind of bad input with the previous table intact.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { mkdirSync, readFileSync } from 'node:fs';
import { decodeTable, encodeTable } from '../src/share/codec';
import { openTables } from './helpers';

const seats = (page: Page) => page.getByTestId('seat');
const seat = (page: Page, name: string) =>
  page.locator(`[data-testid="seat"][data-seat-name="${name}"]`);

/** What the chart shows: every seat's name, whether it is in the game and whether it is active. */
async function chart(page: Page) {
  await expect(seats(page).first()).toBeVisible();
  return seats(page).evaluateAll((els) =>
    els.map((el) => [
      el.getAttribute('data-seat-name'),
      el.getAttribute('data-in-game'),
      el.getAttribute('data-active'),
    ]),
  );
}
/** The history as shown; it is its own chunk, so wait for its first entry ("Game starts"). */
// The list follows the paint (History's useAfterPaint): read right after a move or after another
// table opens, it can still show what was there before, so the checks poll it.
async function history(page: Page) {
  const items = page.getByTestId('history').locator('li');
  await items.first().waitFor();
  return items.allInnerTexts();
}
const endTurn = (page: Page, name: string) =>
  page.getByRole('button', { name: `End ${name}'s turn` }).click();

/**
 * The QR code's text. The canvas is read in the page — one grey byte a pixel, base64, so a large
 * canvas crosses quickly — and decoded here with jsQR (the page's CSP rightly refuses an injected
 * script).
 */
async function scanQr(qr: Locator) {
  const pixels = await qr.evaluate((el: HTMLCanvasElement) => {
    const img = el.getContext('2d')!.getImageData(0, 0, el.width, el.height);
    let grey = '';
    for (let i = 0; i < img.data.length; i += 4) grey += String.fromCharCode(img.data[i]!);
    const corner = Array.from(img.data.slice(0, 3));
    return { grey: btoa(grey), width: img.width, height: img.height, corner };
  });
  const grey = Buffer.from(pixels.grey, 'base64');
  const rgba = new Uint8ClampedArray(grey.length * 4);
  grey.forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
  const decoded = jsQR(rgba, pixels.width, pixels.height);
  return { text: decoded?.data ?? null, corner: pixels.corner };
}

async function shareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this table' });
  await expect(dialog).toBeVisible();
  const link = await dialog.getByLabel('Table link', { exact: true }).inputValue();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return link;
}

/** The default table (Emperor, Bianca first) with two turns played and one undone. */
async function playAndUndo(page: Page) {
  await page.goto('/');
  await endTurn(page, 'Bianca');
  await endTurn(page, 'Carissa');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-active', 'true');
}

async function fresh(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('share a table; the link opens the same chart and history, with undo and redo, in a fresh browser', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await playAndUndo(page);
  const before = { chart: await chart(page), history: await history(page) };

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this table' });
  await expect(dialog).toBeVisible();
  const link = await dialog.getByLabel('Table link', { exact: true }).inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#t4\.[A-Za-z0-9_-]+$/);
  await expect(dialog.getByTestId('share-length')).toContainText(`${link.length} characters`);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const axe = await new AxeBuilder({ page }).include('[data-testid="share-dialog"]').analyze();
  expect(axe.violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeFocused();

  const other = await fresh(browser);
  await other.page.goto(link);
  await expect(other.page.getByRole('status')).toContainText('Shared table opened');
  expect(await chart(other.page)).toEqual(before.chart);
  await expect.poll(() => history(other.page)).toEqual(before.history);
  // The fragment is cleared, so a reload does not add the table twice.
  expect(new URL(other.page.url()).hash).toBe('');
  // Same point in the history: one step to undo, one to redo.
  await other.page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(seat(other.page, 'Dmitri')).toHaveAttribute('data-active', 'true');
  await other.page.getByRole('button', { name: 'Undo', exact: true }).click();
  await other.page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(seat(other.page, 'Bianca')).toHaveAttribute('data-active', 'true');
  await other.page.reload();
  await expect(seat(other.page, 'Bianca')).toHaveAttribute('data-active', 'true');
  const panel = await openTables(other.page);
  await expect(panel.getByTestId('saved-table')).toHaveCount(2); // the default one and the shared one
  await other.context.close();
});

test('the QR code decodes to the same link', async ({ page }) => {
  await playAndUndo(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this table' });
  const link = await dialog.getByLabel('Table link', { exact: true }).inputValue();
  const qr = dialog.getByRole('img', { name: 'QR code of the table link' });
  await expect(qr).toBeVisible();
  // Large enough to scan across a table: at least 300 CSS pixels on a desktop screen.
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(300);
  const result = await scanQr(qr);
  expect(result.text).toBe(link);
  // Dark modules on white: the corner (quiet zone) is white, whatever the theme.
  expect(result.corner).toEqual([255, 255, 255]);
});

test('a link made right after a life tap holds it, and the open dialog follows the table', async ({
  page,
}) => {
  const plus = (p: Page) => seat(p, 'Esme').locator('xpath=..').getByTestId('life-plus');
  const lifeIn = (link: string) => {
    const d = decodeTable(new URL(link).hash.slice(1));
    if (!d.ok) throw new Error(d.error.message);
    return (d.scenario.events ?? []).slice(0, d.cursor).filter((e) => e.type === 'life');
  };
  await page.goto('/');
  await expect(seats(page).first()).toBeVisible();
  // Share at once: the tap is still being gathered (1.2 s) when the dialog opens.
  await plus(page).click();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this table' });
  const input = dialog.getByLabel('Table link', { exact: true });
  const first = await input.inputValue();
  expect(lifeIn(first)).toEqual([{ type: 'life', player: 'Esme', amount: 1 }]);

  // The dialog stays open while the table changes: another tab of it taps again.
  const tab = await page.context().newPage();
  await tab.goto('/');
  await expect(seats(tab).first()).toBeVisible();
  await plus(tab).click();
  await expect
    .poll(async () => lifeIn(await input.inputValue()), { timeout: 10_000 })
    .toHaveLength(2);
  const second = await input.inputValue();
  expect(second).not.toBe(first);
  expect(lifeIn(second)).toEqual([
    { type: 'life', player: 'Esme', amount: 1 },
    { type: 'life', player: 'Esme', amount: 1 },
  ]);
  // The QR code follows the link.
  await expect
    .poll(async () => (await scanQr(dialog.getByRole('img', { name: /QR code/ }))).text)
    .toBe(second);
});

test('reload mid-game and continue', async ({ page }) => {
  await page.goto('/');
  await endTurn(page, 'Bianca');
  await endTurn(page, 'Carissa');
  await page.getByRole('switch', { name: 'Light theme' }).click();
  const before = { chart: await chart(page), history: await history(page) };
  await page.reload();
  expect(await chart(page)).toEqual(before.chart);
  await expect.poll(() => history(page)).toEqual(before.history);
  await expect(page.locator('html')).toHaveClass(/light/);
  await endTurn(page, 'Dmitri');
  await expect(seat(page, 'Esme')).toHaveAttribute('data-active', 'true');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-active', 'true');
});

test('open a shared link while a game is saved: both are in Tables, each as it was', async ({
  page,
  browser,
}) => {
  // Someone else's table: the Commander preset with one turn played.
  const sender = await fresh(browser);
  await sender.page.goto('/');
  await sender.page.getByRole('button', { name: 'New game' }).click();
  await sender.page.getByTestId('preset-commander').click();
  await sender.page.getByTestId('starting-select').selectOption('player:Alex');
  await sender.page.getByTestId('start-game').click();
  await endTurn(sender.page, 'Alex');
  const link = await shareLink(sender.page);
  await sender.context.close();

  await page.goto('/');
  await endTurn(page, 'Bianca');
  await expect(page.getByTestId('history').locator('li')).toHaveCount(2);
  const mine = await history(page);
  await page.goto(link); // same page, new fragment: hashchange
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Free-for-All');
  await expect(seat(page, 'Bianca')).toHaveAttribute('data-active', 'true');
  const panel = await openTables(page);
  const rows = panel.getByTestId('saved-table');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Open now' })).toContainText('(shared)');
  // Each saved table says who sits at it.
  await expect(rows.filter({ hasText: 'Open now' }).getByTestId('saved-table-players')).toHaveText(
    /^\d+ players: Alex, /,
  );
  await expect(
    rows.filter({ hasNotText: 'Open now' }).getByTestId('saved-table-players'),
  ).toHaveText('6 players: Alex, Bianca, Carissa, Dmitri, Esme, Femi');
  await panel.getByRole('button', { name: /^Open Emperor/ }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Emperor');
  await expect.poll(() => history(page)).toEqual(mine);
});

test('library: rename, duplicate, delete and undo the delete', async ({ page }) => {
  await page.goto('/');
  await endTurn(page, 'Bianca');
  const panel = await openTables(page);
  await panel.getByRole('button', { name: /^Rename / }).click();
  await panel.getByLabel('New name').fill('Friday <b>night</b>');
  await panel.getByRole('button', { name: 'Save name' }).click();
  await expect(panel.getByTestId('saved-table-name')).toHaveText('Friday <b>night</b>');
  await panel.getByRole('button', { name: 'Duplicate Friday <b>night</b>' }).click();
  await expect(panel.getByTestId('saved-table')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Delete Friday <b>night</b> (copy)' }).click();
  await expect(panel.getByTestId('saved-table')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Undo delete' }).click();
  await expect(panel.getByTestId('saved-table')).toHaveCount(2);
  const axe = await new AxeBuilder({ page }).include('[data-testid="tables-panel"]').analyze();
  expect(axe.violations).toEqual([]);
  await page.reload();
  const again = await openTables(page);
  await expect(again.getByTestId('saved-table-name')).toHaveText([
    'Friday <b>night</b>',
    'Friday <b>night</b> (copy)',
  ]);
});

test('a Rename opened before the engine’s English is in starts from the name the app made', async ({
  page,
}) => {
  // The engine's English comes in its own chunk after the first paint (src/i18n/englishWords.ts):
  // held back here, as on a slow phone's first visit, until the Tables button has been pressed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_virtual_engine-english-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('seating-chart')).toBeVisible();
  // The page has come to life (its English asked for, and held).
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: 'Tables', exact: true }).click();
  setTimeout(release, 1500);
  const panel = page.getByRole('dialog', { name: 'Tables' });
  await panel.getByRole('button', { name: /^Rename/ }).click();
  // The name the app made, "Emperor · 27 Nov 2026" (stored in English, worded where shown).
  await expect(panel.getByLabel('New name')).toHaveValue(/^Emperor · \d{1,2} \w+ \d{4}$/);
});

test('import a scenario file by picker and by drag-and-drop; export gives the same file back', async ({
  page,
}) => {
  const original = readFileSync('scenarios/809.3c-general-falls.json', 'utf8');
  await page.goto('/');
  await endTurn(page, 'Bianca');
  await expect(page.getByTestId('history').locator('li')).toHaveCount(2);
  const mine = await history(page);

  let panel = await openTables(page);
  await panel.getByTestId('import-file').setInputFiles({
    name: 'general-falls.json',
    mimeType: 'application/json',
    buffer: Buffer.from(original),
  });
  await expect(page.getByRole('status')).toContainText('Scenario imported');
  await expect.poll(() => history(page)).not.toEqual(mine);
  const imported = { chart: await chart(page), history: await history(page) };
  expect(imported.history.length).toBeGreaterThan(1);

  panel = await openTables(page);
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export open table' }).click();
  const file = await download;
  const title = JSON.parse(original).title as string;
  expect(file.suggestedFilename()).toBe(
    `${title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .slice(0, 80)
      .trim()}.json`,
  );
  const exported = readFileSync(await file.path(), 'utf8');
  expect(JSON.parse(exported)).toMatchObject({ version: 1, variant: JSON.parse(original).variant });
  await page.keyboard.press('Escape');

  // Drop the exported file on the page: it opens as a third table, identical to the import.
  const dt = await page.evaluateHandle((text) => {
    const d = new DataTransfer();
    d.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
    return d;
  }, exported);
  await page.dispatchEvent('main', 'dragover', { dataTransfer: dt });
  await page.dispatchEvent('main', 'drop', { dataTransfer: dt });
  await expect(page.getByRole('status').first()).toContainText('Scenario imported');
  panel = await openTables(page);
  await expect(panel.getByTestId('saved-table')).toHaveCount(3);
  expect(await chart(page)).toEqual(imported.chart);
  await expect.poll(() => history(page)).toEqual(imported.history);
  // And exported again, byte for byte the same.
  const download2 = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export open table' }).click();
  expect(readFileSync(await (await download2).path(), 'utf8')).toBe(exported);
  // The table that was open before the imports is still there as it was.
  await panel.getByRole('button', { name: /^Open Emperor/ }).click();
  await expect.poll(() => history(page)).toEqual(mine);
});

test.describe('bad input: one clear message, the previous table intact', () => {
  async function setupGame(page: Page) {
    await page.goto('/');
    await endTurn(page, 'Bianca');
    await expect(page.getByTestId('history').locator('li')).toHaveCount(2);
    return { chart: await chart(page), history: await history(page) };
  }
  async function expectIntact(page: Page, before: { chart: unknown; history: unknown }) {
    expect(await chart(page)).toEqual(before.chart);
    await expect.poll(() => history(page)).toEqual(before.history);
    const panel = await openTables(page);
    await expect(panel.getByTestId('saved-table')).toHaveCount(1);
    await page.keyboard.press('Escape');
  }

  const good = encodeTable({
    variant: 'free-for-all',
    players: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }],
  });
  const links: [string, string, RegExp][] = [
    ['malformed (a character changed)', good.slice(0, 10) + (good[10] === 'A' ? 'B' : 'A') + good.slice(11), /The link is damaged/],
    ['truncated', good.slice(0, good.length - 6), /The link is incomplete/],
    ['tampered: checksum right, table against the rules', encodeTable({ variant: 'free-for-all', players: [{ name: 'Ann' }, { name: 'Ben' }] }), /rules do not allow.*800\.1/s],
    ['oversized (over 16 KB)', 't2.' + 'A'.repeat(17 * 1024), /too long/],
    ['from a future version', 't9.' + good.slice(3), /newer version/],
    // The whole look-alike table loads for this link alone (share/decodeLink.ts).
    ['with a look-alike name (a Cyrillic "А")', encodeTable({ variant: 'free-for-all', players: [{ name: 'Ann' }, { name: '\u0410nn' }, { name: 'Cy' }] }), /rules do not allow.*read as the same name/s],
  ]; // prettier-ignore

  for (const [label, fragment, message] of links) {
    test(`a ${label} link`, async ({ page }) => {
      const before = await setupGame(page);
      await page.goto(`/#${fragment}`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(message);
      await expect(alert).toContainText('Your current table is unchanged.');
      await expectIntact(page, before);
      await alert.getByRole('button', { name: /^Dismiss/ }).click();
      await expect(alert).toBeHidden();
    });
  }

  const files: [string, string | Buffer, RegExp][] = [
    ['not JSON', 'this is not a scenario', /not JSON/],
    ['over 1 MB', Buffer.alloc(1024 * 1024 + 100, 32), /larger than 1 MB/],
    ['the wrong shape', '{"variant": "emperor", "players": "everyone"}', /"players" list/],
    ['an invalid table', '{"variant": "grand-melee", "players": [{"name": "A"}, {"name": "B"}, {"name": "C"}]}', /rule 80/],
  ]; // prettier-ignore
  for (const [label, content, message] of files) {
    test(`a scenario file that is ${label}`, async ({ page }) => {
      const before = await setupGame(page);
      const panel = await openTables(page);
      await panel.getByTestId('import-file').setInputFiles({
        name: 'bad.json',
        mimeType: 'application/json',
        buffer: Buffer.isBuffer(content) ? content : Buffer.from(content),
      });
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('“bad.json” could not be imported');
      await expect(alert).toContainText(message);
      await page.keyboard.press('Escape');
      await expectIntact(page, before);
    });
  }

  test('player names with markup stay text, from a file and from a link', async ({ page }) => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    const scenario = {
      variant: 'free-for-all',
      title: '<script>window.__pwned=2</script>',
      players: [{ name: evil }, { name: '<b>Bold</b>' }, { name: 'Cy' }],
    };
    await page.goto('/');
    const panel = await openTables(page);
    await panel.getByTestId('import-file').setInputFiles({
      name: 'names.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(scenario)),
    });
    await expect(page.getByRole('status').first()).toContainText('Scenario imported');
    await expect(page.getByTestId('seating-chart')).toContainText(evil);
    await page.goto(`/#${encodeTable(scenario as never)}`);
    await expect(page.getByRole('status').first()).toContainText('Shared table opened');
    await expect(page.getByTestId('seating-chart')).toContainText('<b>Bold</b>');
    await expect(page.getByTestId('history')).toContainText(`${evil} goes first`);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('main img, main b, main script')).toHaveCount(0);
  });

  test('corrupted saved data: a message, the app works, the data is kept aside', async ({
    page,
  }) => {
    await page.goto('/');
    // The library starts after the first paint (its own chunk) and saves the first table:
    // corrupt what it wrote, not something it is about to write over.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('table-sense') !== null))
      .toBe(true);
    await page.evaluate(() =>
      localStorage.setItem('table-sense', '{"version": 2, "tables": [oops'),
    );
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Saved data could not be read');
    await expect(alert).toContainText('kept aside');
    await expect(seats(page)).toHaveCount(6);
    await endTurn(page, 'Bianca');
    const kept = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('table-sense:unreadable:'))
        .map((k) => localStorage.getItem(k)),
    );
    expect(kept).toEqual(['{"version": 2, "tables": [oops']);
    // A corrupt record of the open table (not just the index) is handled the same way.
    await page.evaluate(() => {
      const index = JSON.parse(localStorage.getItem('table-sense')!);
      localStorage.setItem(`table-sense:table:${index.currentId}`, '{"setup": 1}');
    });
    await page.reload();
    await expect(page.getByRole('alert').first()).toContainText(
      'could not be read (it is not a table)',
    );
    await expect(seats(page)).toHaveCount(6);
  });
});

test('screenshots: share dialog and tables panel, phone and desktop', async ({ page }) => {
  mkdirSync('e2e/screenshots', { recursive: true });
  for (const [w, h] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/');
    // The library starts after the first paint (its own chunk); once it has, the index it finds
    // is its own and nothing is left to write over the cleared storage.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('table-sense') !== null))
      .toBe(true);
    await page.evaluate(() => localStorage.clear());
    await page.reload(); // a clean start each time: the table saves itself
    await playAndUndo(page);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this table' });
    await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
    // Fits the screen: no sideways scrolling on a phone.
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(w);
    await page.screenshot({ path: `e2e/screenshots/share-${w}.png` });
    await page.keyboard.press('Escape');
    const panel = await openTables(page);
    await panel.getByRole('button', { name: /^Duplicate/ }).click();
    await page.screenshot({ path: `e2e/screenshots/tables-${w}.png` });
    await page.keyboard.press('Escape');
    await page.goto('/#t9.AAAA');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/bad-link-${w}.png` });
  }
});
