// The setup screen draws the table as it would start: every player added, renamed or moved shows
// on the chart at once, with ranges (801.2) and who goes first (103.2). Phones see it above the
// form, wide screens beside the players.
import { expect, test, type Page } from '@playwright/test';

const chart = (page: Page) => page.getByTestId('setup-seating-chart');
const seats = (page: Page) => chart(page).locator('[data-testid="seat"]');
const names = (page: Page) =>
  seats(page).evaluateAll((els) =>
    els
      .map((e) => [Number(e.getAttribute('data-seat')), e.getAttribute('data-seat-name')] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, n]) => n),
  );

async function openSetup(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  await expect(chart(page)).toBeVisible();
}

test('the chart follows the form: a player added, renamed and moved shows at once', async ({
  page,
}) => {
  await openSetup(page);
  // A Commander pod: four players, anyone may sit anywhere.
  await page.getByTestId('preset-commander').click();
  const rows = page.getByTestId('player-row');
  const count = await rows.count();
  await expect(seats(page)).toHaveCount(count);
  const before = await names(page);

  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(seats(page)).toHaveCount(count + 1);
  await page.getByLabel(`Name of player ${count + 1}`).fill('Gus');
  await expect(chart(page).locator('[data-seat-name="Gus"]')).toHaveAttribute(
    'data-seat',
    String(count),
  );

  await page.getByLabel('Name of player 1').fill('Zora');
  await expect(chart(page).locator('[data-seat-name="Zora"]')).toHaveAttribute('data-seat', '0');

  await page.getByRole('button', { name: 'Move Zora down' }).click();
  await expect(chart(page).locator('[data-seat-name="Zora"]')).toHaveAttribute('data-seat', '1');
  expect((await names(page))[0]).toBe(before[1]);

  // A seat tapped shows its range, as on the table (801.2).
  await chart(page).locator('[data-seat-name="Zora"]').click();
  await expect(page.getByTestId('setup-screen')).toContainText('Zora’s range of influence');
  await expect(page.getByTestId('setup-chart-note')).toContainText('103.2');
});

test('a table that cannot be seated keeps the last chart, dimmed, and says why', async ({
  page,
}) => {
  await openSetup(page);
  const count = await page.getByTestId('player-row').count();
  await page.getByLabel('Name of player 2').fill('');
  await expect(page.getByTestId('setup-chart-note')).toContainText(
    'last table that could be seated',
  );
  await expect(seats(page)).toHaveCount(count);
});

test('phones see the chart above the form; wide screens beside the players', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSetup(page);
  const chartBox = (await chart(page).boundingBox())!;
  const presets = (await page.getByRole('heading', { name: 'Pick a game' }).boundingBox())!;
  expect(chartBox.y + chartBox.height).toBeLessThanOrEqual(presets.y);
  expect(chartBox.width).toBeLessThanOrEqual(390);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 1280, height: 900 });
  const wide = (await chart(page).boundingBox())!;
  const players = (await page.getByRole('heading', { name: /^Players/ }).boundingBox())!;
  expect(wide.x + wide.width).toBeLessThan(players.x);
  expect(Math.abs(wide.y - players.y)).toBeLessThan(200);
});
