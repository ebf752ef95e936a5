// Five quick −1 taps on a phone, as fingers make them (120 ms apart, no waiting for the page in
// between), become one history entry: "loses 5", never "loses 3" then "loses 2". On the chart's
// seats and on table mode's tiles.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openTable } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const pod = (n: number) => ({
  version: 1 as const,
  variant: 'free-for-all' as const,
  players: ['Alex', 'Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi']
    .slice(0, n)
    .map((name) => ({ name })),
  startingPlayer: 'Alex',
  options: { format: 'commander' as const },
});

/** Taps the centre of a button five times, 120 ms apart, straight to the touchscreen. */
async function fiveTaps(page: Page, button: Locator) {
  const b = (await button.boundingBox())!;
  for (let i = 0; i < 5; i++) {
    await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
    await page.waitForTimeout(120);
  }
}

async function historyLines(page: Page) {
  const history = page.getByTestId('history');
  await history.scrollIntoViewIfNeeded();
  return history.locator('li').allTextContents();
}

test('five quick taps on a seat on the chart are one entry: loses 5', async ({ page }) => {
  await openTable(page, pod(4));
  const minus = page
    .locator('[data-testid="seat"][data-seat-name="Bianca"]')
    .locator('xpath=..')
    .getByTestId('life-minus');
  await fiveTaps(page, minus);
  await expect(page.getByTestId('history')).toContainText('Bianca loses 5 life', { timeout: 5000 });
  const lines = await historyLines(page);
  expect(lines.filter((l) => /Bianca loses/.test(l))).toHaveLength(1);
});

for (const n of [4, 6]) {
  test(`five quick taps on a table-mode tile (${n} players) are one entry: loses 5`, async ({
    page,
  }) => {
    await openTable(page, pod(n));
    await page.getByRole('button', { name: 'Table mode' }).click();
    await expect(page.getByTestId('table-mode')).toBeVisible();
    const minus = page.getByRole('button', { name: 'Bianca: lose 1 life' });
    await fiveTaps(page, minus);
    await expect(
      page.locator('[data-testid="mode-seat"][data-seat-name="Bianca"]').getByTestId('mode-life'),
    ).toContainText('35');
    // Out of table mode: the history has one entry for the five taps.
    await page.getByRole('button', { name: 'Leave table mode' }).click();
    await expect(page.getByTestId('history')).toContainText('Bianca loses 5 life', {
      timeout: 5000,
    });
    const lines = await historyLines(page);
    expect(lines.filter((l) => /Bianca loses/.test(l))).toHaveLength(1);
  });
}
