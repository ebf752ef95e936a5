import { expect, test } from '@playwright/test';

test('opens on the default table, drawn from the engine, with the active player’s range', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Emperor');
  const chart = page.getByTestId('seating-chart');
  await expect(chart).toBeVisible();
  // The default table is a six-player Emperor game: one seat per player.
  await expect(chart.getByTestId('seat')).toHaveCount(6);
  // Nothing selected: the chart shows the range of the player whose turn it is (Bianca, range 2).
  await expect(page.getByTestId('range-band').first()).toBeVisible();
  await expect(page.getByTestId('focus-panel')).toContainText('Range of influence: 2');

  const alex = chart.locator('[data-seat-name="Alex"]');
  await alex.click();
  await expect(alex).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('may-attack')).toContainText('Femi');
  await expect(chart.locator('[data-testid="attack-arrow"][data-target="Femi"]')).toHaveCount(1);
  // Clicking again clears the selection and the focus returns to the active player.
  await alex.click();
  await expect(alex).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('focus-panel')).toContainText('Bianca');
});
