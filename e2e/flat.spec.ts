// Flat on the table: a phone lying in the middle, every seat turned to face the
// player sitting there, the screen kept awake (or a message why not), remembered per device.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const wrap = (page: Page, name: string) =>
  page.locator(`[data-testid="seat"][data-seat-name="${name}"]`).locator('xpath=..');
const turn = async (page: Page, name: string) =>
  /rotate\((\d+)\)/.exec((await wrap(page, name).getAttribute('transform')) ?? '')?.[1] ?? null;

test('Flat on the table turns each seat toward its player, keeps the screen awake, and is remembered', async ({
  page,
}) => {
  await page.goto('/');
  expect(await turn(page, 'Alex')).toBeNull();
  const flat = page.getByRole('switch', { name: 'Flat on the table', exact: true });
  await flat.click();
  // A phone laid flat opens table mode (e2e/table-mode.spec.ts); one tap back to the chart.
  await expect(page.getByTestId('table-mode')).toBeVisible();
  await page.getByRole('button', { name: 'Leave table mode' }).click();
  await expect(flat).toHaveAttribute('aria-checked', 'true');
  // Six seats, Alex at the top and Dmitri at the bottom: Alex's words are upside down for
  // someone reading from the bottom, right way up for Alex across the table.
  expect(await turn(page, 'Alex')).toBe('180');
  expect(await turn(page, 'Dmitri')).toBe('0');
  expect(await turn(page, 'Bianca')).toBe('240');
  expect(await turn(page, 'Femi')).toBe('120');
  // The wake lock: held, or a plain message that the browser would not.
  await expect(page.getByTestId('wake-sign')).toBeVisible();
  await expect(page.getByTestId('wake-sign')).toHaveText(/Screen kept awake|may dim/);
  // The switch says so too: Flat holds the lock, so "Keep the screen awake" reads on (and is
  // left as it is, since turning it off would not let the screen dim while Flat is on).
  const awake = page.getByRole('switch', { name: 'Keep the screen awake' });
  await expect(awake).toHaveAttribute('aria-checked', 'true');
  await expect(awake).toBeDisabled();
  // Whole-table controls stay at the bottom edge, in reach.
  const bar = (await page.getByTestId('turn-bar').boundingBox())!;
  expect(bar.y + bar.height).toBeGreaterThan(800);
  mkdirSync('test-results/screens', { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/flat-phone.png' });
  await page.setViewportSize({ width: 844, height: 390 });
  expect(await turn(page, 'Alex')).toBe('180');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/flat-phone-landscape.png' });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Flat on the table' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(await turn(page, 'Alex')).toBe('180');
  await page.getByRole('switch', { name: 'Flat on the table' }).click();
  expect(await turn(page, 'Alex')).toBeNull();
  await expect(awake).toHaveAttribute('aria-checked', 'false');
  await expect(awake).toBeEnabled();
  await expect(page.getByTestId('wake-sign')).toHaveCount(0);
});
