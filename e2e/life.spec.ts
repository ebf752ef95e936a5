// Game-night life on a phone: the counters on the seats, gathered taps, the commander-damage grid,
// a loss by 21 commander damage that takes a player out of the game (903.10a) — the chart changes
// as for any departure — and Undo bringing everything back.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { PRESETS } from '../src/rules/presets';
import { openTable } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const seat = (page: Page, name: string) =>
  page.locator(`[data-testid="seat"][data-seat-name="${name}"]`);
const arrowsTo = (page: Page, name: string) =>
  page.locator(`[data-testid="attack-arrow"][data-target="${name}"]`);

const pod = PRESETS.find((p) => p.id === 'commander')!.scenario;

test('Commander pod on a phone: 21 from one commander takes a player out; Undo brings everything back', async ({
  page,
}) => {
  // The page's clock is Playwright's, so the gathering pause can be held while its running
  // change is looked for (it shows about a second; a busy machine can take longer to look).
  await page.clock.install();
  await openTable(page, { ...pod, startingPlayer: 'Alex' });
  await expect(seat(page, 'Carissa')).toHaveAttribute('aria-label', /40 life/);
  // Alex's attack arrows reach every opponent, Carissa included.
  await expect(arrowsTo(page, 'Carissa')).toHaveCount(1);

  // Quick taps on the seat: gathered, the running change shown, then one history entry.
  const minus = seat(page, 'Bianca').locator('xpath=..').getByTestId('life-minus');
  const history = page.getByTestId('history');
  await expect(history.locator('li')).toHaveCount(1);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  for (let i = 0; i < 3; i++) await minus.tap();
  await expect(seat(page, 'Bianca')).toHaveAttribute('aria-label', /37 life/);
  await expect(
    page.getByTestId('seating-chart').locator('text', { hasText: '\u22123' }),
  ).toBeVisible();
  // Still gathering: nothing in the history yet.
  await expect(history.locator('li')).toHaveCount(1);
  // The pause (GATHER_MS, 1.2 s, in src/store/gameStore.ts) passes: one entry for the three.
  await page.clock.runFor(2000);
  await expect(history).toContainText('Bianca loses 3 life', { timeout: 5000 });
  await expect(history.locator('li')).toHaveCount(2);
  await expect(
    page.getByTestId('seating-chart').locator('text', { hasText: '\u22123' }),
  ).toHaveCount(0);

  // The grid, two taps away: Alex's commander deals 21 to Carissa.
  const grid = page.getByTestId('commander-grid');
  await grid.scrollIntoViewIfNeeded();
  const plus = grid.getByRole('button', {
    name: "Alex's commander deals 1 combat damage to Carissa",
  });
  // The clock still held, so 21 taps on a busy machine stay one burst (one entry, one Undo).
  for (let i = 0; i < 21; i++) await plus.tap();
  await expect(grid.getByTestId('cmd-Carissa-Alex-1')).toHaveText('21');

  // The pause passes: Carissa leaves with 19 life to spare (903.10a); the chart changes.
  await page.clock.runFor(2000);
  await page.clock.resume();
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-in-game', 'false', { timeout: 5000 });
  await expect(seat(page, 'Carissa')).toHaveAttribute('aria-label', /left the game/);
  await expect(arrowsTo(page, 'Carissa')).toHaveCount(0);
  await seat(page, 'Carissa').tap();
  await expect(page.getByTestId('focus-panel')).toContainText('21 combat damage from Alex');
  await expect(page.getByTestId('focus-panel')).toContainText('903.10a');
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: 'test-results/screens/life-phone-903.10a.png' });

  // Undo: Carissa is back at 40 with no commander damage; Alex's arrow to her returns.
  await seat(page, 'Carissa').tap(); // back to the active player's view
  await page.getByTestId('turn-bar').getByRole('button', { name: 'Undo', exact: true }).tap();
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-in-game', 'true');
  await expect(seat(page, 'Carissa')).toHaveAttribute('aria-label', /40 life/);
  await expect(arrowsTo(page, 'Carissa')).toHaveCount(1);
  await expect(grid.getByTestId('cmd-Carissa-Alex-1')).toHaveText('0');
  // One more Undo takes back Bianca's three taps as one entry.
  await page.getByTestId('turn-bar').getByRole('button', { name: 'Undo', exact: true }).tap();
  await expect(seat(page, 'Bianca')).toHaveAttribute('aria-label', /40 life/);
});

test('Two-Headed Giant shows one shared total per team, and a head losing life moves it (810.9)', async ({
  page,
}) => {
  const twoHeaded = PRESETS.find((p) => p.id === 'two-headed-giant')!.scenario;
  await openTable(page, twoHeaded);
  const totals = page.getByTestId('team-life').locator('[data-team]');
  await expect(totals).toHaveCount(2);
  for (const t of await totals.all()) await expect(t).toHaveAttribute('data-life', '30');
  const first = totals.first();
  const team = await first.getAttribute('data-team');
  for (let i = 0; i < 4; i++) await first.getByTestId('team-life-minus').tap();
  await expect(first).toHaveAttribute('data-life', '26');
  // The life panel of a head on that team shows the same total, named as a team's own.
  await expect(page.getByTestId('life-stepper-value').first()).toBeVisible();
  await expect(page.getByTestId('life-panel')).toContainText(
    /Life — the (Suns|Moons)' shared total/,
  );
  await page.getByTestId('turn-bar').getByRole('button', { name: 'Undo', exact: true }).tap();
  await expect(page.locator(`[data-team="${team}"]`)).toHaveAttribute('data-life', '30');
});

test('the life panel: ±5, set life, poison to ten and the player leaves (704.5c)', async ({
  page,
}) => {
  // The page's clock is Playwright's, so the gathering pause can be held while its running
  // change is looked for (it shows about a second; a busy machine can take longer to look).
  await page.clock.install();
  await openTable(page, { ...pod, startingPlayer: 'Alex' });
  const panel = page.getByTestId('life-panel');
  await panel.scrollIntoViewIfNeeded();
  await panel.getByRole('button', { name: "Alex's life minus 5" }).tap();
  await expect(panel.getByTestId('life-stepper-value')).toContainText('35');
  await panel.getByLabel('Set life to').fill('12');
  await panel.getByRole('button', { name: 'Set' }).tap();
  await expect(panel.getByTestId('life-stepper-value')).toContainText('12');
  await expect(seat(page, 'Alex')).toHaveAttribute('aria-label', /12 life/);
  await panel.getByLabel('Set life to').fill('2.5');
  await panel.getByRole('button', { name: 'Set' }).tap();
  await expect(panel.getByRole('alert')).toHaveText('Enter a whole number.');
  const poisonUp = panel.getByRole('button', { name: "Alex's poison counters plus 1" });
  for (let i = 0; i < 10; i++) await poisonUp.tap();
  await expect(seat(page, 'Alex')).toHaveAttribute('data-in-game', 'false', { timeout: 5000 });
  // 800.4g: Alex's turn runs on with no active player; select Alex to read why they left.
  await seat(page, 'Alex').tap();
  await expect(page.getByTestId('focus-panel')).toContainText('704.5c');
});

test('a refused life total is said again in the language picked', async ({ page }) => {
  // The page's clock is Playwright's, so the gathering pause can be held while its running
  // change is looked for (it shows about a second; a busy machine can take longer to look).
  await page.clock.install();
  await openTable(page, { ...pod, startingPlayer: 'Alex' });
  const panel = page.getByTestId('life-panel');
  await panel.scrollIntoViewIfNeeded();
  await panel.getByLabel('Set life to').fill('9999999');
  await panel.getByRole('button', { name: 'Set' }).tap();
  await expect(panel.getByRole('alert')).toHaveText(
    'Alex: The new life total must be at most 1,000,000 either way.',
  );
  // The panel keeps the engine's message, not its English: the refusal follows the language.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(panel.getByRole('alert')).toHaveText(
    /^Alex: Die neue Lebenspunktezahl darf in beide Richtungen höchstens 1.000.000 sein\.$/,
  );
});

test('the commander-damage grid fits its panel beside the chart at 1440 px and on a phone', async ({
  page,
}) => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openTable(page, PRESETS.find((p) => p.id === 'commander')!.scenario);
    const grid = page.getByTestId('commander-grid');
    await grid.scrollIntoViewIfNeeded();
    const panel = (await grid.boundingBox())!;
    const table = (await grid.locator('table').boundingBox())!;
    expect(table.x).toBeGreaterThanOrEqual(panel.x);
    expect(table.x + table.width).toBeLessThanOrEqual(panel.x + panel.width);
    // Every − and + still a 44 px target.
    for (const b of await grid.getByRole('button', { name: /deals 1 combat damage/ }).all())
      expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(43.5);
    mkdirSync('test-results/screens', { recursive: true });
    await page.screenshot({ path: `test-results/screens/commander-grid-${width}.png` });
  }
});
