// Two tabs of one browser with the same saved table (not a live room): each follows what the other
// plays, so neither tab's turns are lost when it saves.
import { expect, test, type Page } from '@playwright/test';

const endTurn = (page: Page) => page.getByRole('button', { name: /^End .*'s turn/ });
const seat = (page: Page, name: string) =>
  page.locator(`[data-testid="seat"][data-seat-name="${name}"]`);

test('two tabs on one saved table stay in step: turns and life played in either show in both', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('seating-chart')).toBeVisible();
  const tab = await page.context().newPage();
  await tab.goto('/');
  await expect(tab.getByTestId('seating-chart')).toBeVisible();

  await endTurn(page).click();
  const label = (await endTurn(page).textContent())!;
  await expect(endTurn(tab)).toHaveText(label);

  await endTurn(tab).click();
  await expect(endTurn(page)).toHaveText((await endTurn(tab).textContent())!);

  // A life change in the first tab, then a turn in the second: both are kept in both.
  const before = (await seat(page, 'Esme').getAttribute('aria-label'))!;
  const life = Number(/(\d+) life/.exec(before)![1]);
  await seat(page, 'Esme').locator('xpath=..').getByTestId('life-minus').click();
  await expect(seat(tab, 'Esme')).toHaveAttribute('aria-label', new RegExp(`${life - 1} life`));
  await endTurn(tab).click();
  await expect(endTurn(page)).toHaveText((await endTurn(tab).textContent())!);
  await expect(seat(page, 'Esme')).toHaveAttribute('aria-label', new RegExp(`${life - 1} life`));

  // After a reload both moves are still there.
  await page.reload();
  await expect(seat(page, 'Esme')).toHaveAttribute('aria-label', new RegExp(`${life - 1} life`));
  await expect(endTurn(page)).toHaveText((await endTurn(tab).textContent())!);
});
