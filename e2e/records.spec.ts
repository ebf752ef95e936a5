// The records screen (#records): a game played to its end is listed with its winner; the list
// filters by player; the games chosen go out as CSV and JSON, and a JSON export comes back in
// without duplicates. Then a few dozen games, seeded straight into IndexedDB, at three sizes.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { KeptGame } from '../src/persist/records';
import { CSV_COLUMNS, recordsJson } from '../src/ui/records/out';
import { pod, season } from '../src/ui/records/records.fixture';
import { concede, downloaded, openTable, openTables, seat } from './helpers';

/** Puts games into the app's records database, as the recorder would have, and shows them. */
async function seed(page: Page, games: KeptGame[]) {
  await page.goto('/#records');
  await expect(page.getByTestId('records-empty')).toBeVisible();
  await page.evaluate(async (games) => {
    const db = await new Promise<IDBDatabase>((done, fail) => {
      const r = indexedDB.open('table-sense-records');
      r.onsuccess = () => done(r.result);
      r.onerror = () => fail(r.error);
    });
    const tx = db.transaction('games', 'readwrite');
    for (const g of games) tx.objectStore('games').put(g);
    await new Promise((done, fail) => {
      tx.oncomplete = done;
      tx.onerror = fail;
    });
    db.close();
  }, games);
  await page.reload();
  await expect(page.getByTestId('record-row').first()).toBeVisible();
}

test('a game played to its end is kept: its winner, a filter by player, CSV out, JSON back in once', async ({
  page,
}) => {
  await openTable(page, {
    variant: 'free-for-all',
    players: [{ name: 'Alex' }, { name: 'Bianca' }, { name: 'Carissa' }],
    startingPlayer: 'Alex',
  });
  await page.getByRole('button', { name: "End Alex's turn" }).click();
  await concede(page, 'Bianca');
  await concede(page, 'Carissa');
  await expect(seat(page, 'Alex')).toHaveAttribute('data-outcome', 'won');

  // From the Tables panel, where the table's other places are.
  await (await openTables(page)).getByRole('button', { name: 'Records' }).click();
  await expect(page).toHaveURL(/#records$/);
  await expect(page.getByRole('heading', { name: 'Records', level: 2 })).toBeFocused();
  const rows = page.getByTestId('record-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('won by Alex');
  await expect(rows.first().locator('strong')).toHaveText(/Alex/);
  await expect(rows.first()).toContainText('2 turns');
  // "Keep this game now" keeps the table's game again: still one game.
  await page.getByRole('button', { name: 'Keep this game now' }).click();
  await expect(page.getByText("Your table's game is kept: won by Alex.")).toBeVisible();
  await expect(rows).toHaveCount(1);

  // Two games of another night, from another device's export.
  const others = [
    pod(20, ['Dmitri', 'Eve', 'Farah', 'Bianca'], 'Eve'),
    pod(13, ['Dmitri', 'Eve', 'Farah'], 'Dmitri'),
  ];
  const file = page.getByTestId('import-records');
  const status = page.getByTestId('import-status');
  await file.setInputFiles({
    name: 'other.json',
    mimeType: 'application/json',
    buffer: Buffer.from(recordsJson(others)),
  });
  await expect(status).toHaveText('Imported 2 games from “other.json”.');
  await expect(rows).toHaveCount(3);
  await expect(page.getByTestId('record-night')).toHaveCount(3);

  await page.getByTestId('filter-player').selectOption('Bianca');
  await expect(rows).toHaveCount(2);
  await page.getByTestId('filter-player').selectOption('Alex');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('records-count')).toHaveText('1 of 3 games');
  await expect(page.getByTestId('chart-players')).toContainText('Alex');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^table-sense-records-\d{4}-\d\d-\d\d\.csv$/);
  const lines = (await downloaded(csv)).trim().split(/\r?\n/);
  expect(lines[0]).toBe(CSV_COLUMNS.join(','));
  // One row per player of the one game chosen; no value here holds a comma.
  const table = lines
    .slice(1)
    .map((l) => Object.fromEntries(l.split(',').map((v, i) => [CSV_COLUMNS[i], v])));
  expect(table.map((r) => [r.player, r.won, r['went first'], r.cause])).toEqual([
    ['Alex', 'yes', 'yes', ''],
    ['Bianca', 'no', 'no', 'concede'],
    ['Carissa', 'no', 'no', 'concede'],
  ]);
  expect(table[1]).toMatchObject({
    result: 'won',
    'left on turn': '2',
    rule: '104.3a',
    turns: '2',
  });

  // Every game out as JSON, and in again: nothing doubled.
  await page.getByRole('button', { name: 'Show every game' }).click();
  await expect(rows).toHaveCount(3);
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const text = await downloaded(json);
  expect(JSON.parse(text)).toMatchObject({ version: 1, records: { length: 3 } });
  await file.setInputFiles({
    name: 'again.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
  await expect(status).toHaveText('Imported 0 games from “again.json”; 3 were already kept.');
  await expect(rows).toHaveCount(3);

  // A bad file changes nothing and says why.
  await file.setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"version":1,"records":[{"id":"x"}]}'),
  });
  await expect(page.getByText(/Game 1 of 1: its "id"/)).toBeVisible();
  await expect(rows).toHaveCount(3);

  // A row tells the game's story.
  await rows.first().click();
  await expect(page.getByTestId('game-story')).toBeVisible();
});

test('players renamed and merged count as one, and Undo takes it back', async ({ page }) => {
  await seed(page, [
    pod(20, ['Alex', 'Bianca', 'Carissa'], 'Alex'),
    pod(13, ['Alexander S.', 'Bianca', 'Carissa'], 'Alexander S.'),
  ]);
  const players = page.getByTestId('chart-players');
  await expect(players).toContainText('Alexander S.');
  await page.getByTestId('rename-from').selectOption('Alexander S.');
  await page.getByTestId('rename-to').fill('Alex');
  await page.getByRole('button', { name: 'Merge into Alex' }).click();
  await expect(page.getByTestId('aliases')).toContainText('Alexander S.');
  await expect(players).not.toContainText('Alexander S.');
  await expect(players).toContainText('2 · 0 · 0 of 2');
  // Kept: a reload shows them merged still.
  await page.reload();
  await expect(page.getByTestId('chart-players')).toContainText('2 · 0 · 0 of 2');
  await page.getByRole('button', { name: 'Separate Alexander S. again' }).click();
  await expect(players).toContainText('Alexander S.');
  await page.getByRole('button', { name: 'Undo' }).first().click();
  await expect(players).not.toContainText('Alexander S.');
});

test('a story covers the page: the page behind is not drawn while it shows, and is as it was after', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seed(page, season(48));
  const row = page.getByTestId('record-row').nth(3);
  await row.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await row.click();
  const story = page.getByTestId('game-story');
  await expect(page.getByTestId('story')).toBeVisible();
  // Outside the page it hides (a dialog inside an element not drawn would not be drawn either),
  // and the page behind skipped: opening it restyles no element of the page.
  expect(await story.evaluate((d) => d.parentElement === document.body)).toBe(true);
  const drawn = () =>
    page.evaluate(() => getComputedStyle(document.getElementById('root')!).contentVisibility);
  expect(await drawn()).toBe('hidden');
  // At its own height still: the page does not scroll away under the dialog.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.keyboard.press('Escape');
  await expect(story).toHaveCount(0);
  expect(await drawn()).toBe('visible');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
});

test('a story’s dialog opens in the tap’s own task, before its game is read, and the story is drawn into it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await seed(page, season(4));
  // The games held by a write that goes on until released: the story's read waits for it.
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((done) => {
      const r = indexedDB.open('table-sense-records');
      r.onsuccess = () => done(r.result);
    });
    const w = window as unknown as { hold: boolean };
    w.hold = true;
    const store = db.transaction('games', 'readwrite').objectStore('games');
    const again = () => {
      if (w.hold) store.count().onsuccess = again;
    };
    again();
  });
  const opened = await page.evaluate(() => {
    document.querySelector<HTMLElement>('[data-testid="record-row"]')!.click();
    const d = document.querySelector<HTMLDialogElement>('[data-testid="game-story"]');
    const wait = d?.querySelector('p');
    return { open: !!d?.open, words: wait ? getComputedStyle(wait).visibility : null };
  });
  // Open at once, its title and room for the story; nothing said until a moment has passed.
  expect(opened).toEqual({ open: true, words: 'hidden' });
  const story = page.getByTestId('game-story');
  await expect(story.getByText("Drawing the game's story…")).toBeVisible();
  await page.evaluate(() => ((window as unknown as { hold: boolean }).hold = false));
  await expect(story.getByTestId('story-chart')).toBeVisible();
  await expect(story.getByText("Drawing the game's story…")).toHaveCount(0);
});

test('words said on the screen and in a story follow a change of language', async ({ page }) => {
  await seed(page, [pod(20, ['Alex', 'Bianca', 'Carissa'], 'Alex')]);
  const picker = page.getByRole('combobox', { name: /Language|Sprache/ });
  // Nothing played at this table: there is nothing to keep, said in the language shown.
  await page.getByRole('button', { name: 'Keep this game now' }).click();
  const said = page.getByTestId('keep-now-status');
  await expect(said).toHaveText(
    'Nothing has happened at your table yet: there is nothing to keep.',
  );
  await picker.selectOption('de');
  await expect(said).toHaveText(
    'An deinem Tisch ist noch nichts passiert: Es gibt nichts zu speichern.',
  );
  // A story's download, said in German, then in English once the language changes back (the
  // header is inert behind the dialog, and not drawn: the picker is changed as a script would).
  await page.getByTestId('record-row').first().click();
  const story = page.getByTestId('game-story');
  const download = page.waitForEvent('download');
  await story.getByRole('button', { name: 'SVG herunterladen' }).click();
  const file = (await download).suggestedFilename();
  await expect(story.getByText(`${file} gespeichert`)).toBeVisible();
  const hiddenPicker = page.getByRole('combobox', { name: 'Sprache', includeHidden: true });
  await hiddenPicker.evaluate((s: HTMLSelectElement) => {
    s.value = 'en';
    s.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect(story.getByText(`Saved ${file}`)).toBeVisible();
  await expect(said).toHaveText(
    'Nothing has happened at your table yet: there is nothing to keep.',
  );
});

test('screenshots: a few dozen games at phone, tablet and desktop sizes, in both themes', async ({
  page,
}) => {
  // A tour: two axe passes over 48 games and a story, and nine screenshots (about 30 s on a
  // busy 2-core machine, the default limit).
  test.setTimeout(90_000);
  const dir = process.env.SHOTS ?? 'test-results/screens';
  mkdirSync(dir, { recursive: true });
  await seed(page, season(48));
  // The whole screen, charts and list, for axe; then a story over it.
  const axe = () => new AxeBuilder({ page }).analyze().then((r) => r.violations);
  expect(await axe()).toEqual([]);
  for (const [width, height] of [
    [390, 844],
    [768, 1024],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByTestId('chart-players')).toBeVisible();
    await page.screenshot({ path: `${dir}/records-${width}.png` });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.getByTestId('chart-players').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/records-stats-${width}.png` });
    await page.getByTestId('record-night').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/records-games-${width}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  // A range of nights and a variant: the list and the stats follow.
  await page.setViewportSize({ width: 390, height: 844 });
  const filter = page.getByTestId('records-filter');
  await filter.getByLabel('Nights').selectOption('range');
  await filter.getByLabel('From', { exact: true }).fill('2026-11-10');
  await filter.getByLabel('To', { exact: true }).fill('2026-11-20');
  await filter.getByLabel('Variant').selectOption('free-for-all');
  await expect(page.getByTestId('records-count')).toHaveText(/^\d+ of 48 games$/);
  await filter.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/records-filter-390.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const night of await page.getByTestId('record-night').locator('h4').allTextContents())
    expect(night).toMatch(/1\d|20 November/);
  await page.getByRole('button', { name: 'Show every game' }).click();
  // A game's story, from its row.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('record-row').first().click();
  await expect(page.getByTestId('story')).toBeVisible();
  await page.screenshot({ path: `${dir}/records-story-390.png` });
  // In view: axe takes a rule link (#rule-…) off screen for a skip link without its target.
  await page.getByTestId('story-departures').scrollIntoViewIfNeeded();
  expect(await axe()).toEqual([]);
  await page.getByTestId('game-story').getByRole('button', { name: 'Close' }).first().click();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('chart-turn-order').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/records-light-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('chart-players').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/records-light-1440.png`, fullPage: true });
});
