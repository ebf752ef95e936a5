// The address and the browser's Back and Forward: the setup screen is a page of its own, the
// rules panel opens by link and Back closes it, and leaving either adds nothing to the history.
import { expect, test } from '@playwright/test';

const historyLength = (page: import('@playwright/test').Page) =>
  page.evaluate(() => history.length);

test('New game opens the setup screen as a page: Back returns to the table, and a started game leaves no page behind', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('seat')).toHaveCount(6);
  const before = await historyLength(page);
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  await expect(page).toHaveURL(/\/#setup$/);

  await page.goBack();
  await expect(page.getByTestId('setup-screen')).toHaveCount(0);
  await expect(page.getByTestId('seat')).toHaveCount(6);
  await page.goForward();
  await expect(page.getByTestId('setup-screen')).toBeVisible();

  // A reload keeps the screen.
  await page.reload();
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('setup-screen')).toHaveCount(0);
  await expect(page.getByTestId('seating-chart')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // After the reload the entry below is an older page load: the setup entry became the table.
  expect(await historyLength(page)).toBe(before + 1);

  // Without a reload, starting steps back: no entry is added.
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('setup-screen')).toBeVisible();
  const onSetup = await historyLength(page);
  await page.getByTestId('start-game').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('seating-chart')).toBeVisible();
  expect(await historyLength(page)).toBe(onSetup);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: /Back to the table/ }).click();
  await expect(page.getByTestId('setup-screen')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('a rule link opens the rules panel at that rule, and Back closes it', async ({ page }) => {
  await page.goto('/#rule-801.5c');
  const panel = page.getByTestId('rules-panel');
  await expect(panel).toBeVisible();
  await expect(panel.locator('li[data-rule="801.5c"]')).toHaveAttribute('aria-current', 'true');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/#rule-$/);
  await page.goBack();
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('seat')).toHaveCount(6);
});

test('the rules panel opens over a lesson and closes back to the same step', async ({ page }) => {
  await page.goto('/#lesson=player-leaves&step=2');
  const heading = page.getByRole('heading', { level: 2 }).first();
  await expect(heading).toBeVisible();
  const title = await heading.textContent();
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const panel = page.getByTestId('rules-panel');
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/#lesson=player-leaves&step=2&rule-$/);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(/#lesson=player-leaves&step=2$/);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(title ?? '');
});
