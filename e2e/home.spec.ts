import { expect, test } from '@playwright/test';

test('shows the default table and the range of influence of a chosen seat', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Table Sense');
  const chart = page.getByTestId('seating-chart');
  await expect(chart).toBeVisible();
  // The default table is a six-player Emperor game: one seat per player.
  await expect(chart.getByTestId('seat')).toHaveCount(6);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(7);

  // Nothing is selected yet: no band.
  await expect(page.getByTestId('range-band')).toHaveCount(0);

  const firstSeat = chart.getByRole('button', { name: /^Seat 1:/ });
  await firstSeat.click();
  await expect(firstSeat).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('range-band').first()).toBeVisible();
  await expect(page.getByText('may attack:')).toBeVisible();

  // The keyboard works too: select another seat, then clear.
  const secondSeat = chart.getByRole('button', { name: /^Seat 2:/ });
  await secondSeat.focus();
  await page.keyboard.press('Enter');
  await expect(secondSeat).toHaveAttribute('aria-pressed', 'true');
  await expect(firstSeat).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId('range-band')).toHaveCount(0);
});
