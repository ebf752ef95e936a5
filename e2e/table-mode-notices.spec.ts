// A link opened while the phone is in table mode still says what happened: the notices float
// above the seats instead of under them — a refused link (the table kept, as always) and a link
// that opened.
import { expect, test } from '@playwright/test';
import { encodeTable } from '../src/share/codec';
import { EMPEROR_TABLE } from '../src/rules/defaults';
import { openTable } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const pod = {
  version: 1 as const,
  variant: 'free-for-all' as const,
  players: ['Alex', 'Bianca', 'Carissa', 'Dmitri'].map((name) => ({ name })),
  startingPlayer: 'Alex',
};

test('in table mode a refused link and an opened link are both said, on screen, and dismissable', async ({
  page,
}) => {
  await openTable(page, pod);
  await page.getByRole('button', { name: 'Table mode' }).click();
  await expect(page.getByTestId('table-mode')).toBeVisible();

  // An Emperor table where a general goes first: refused (809.4), the table kept.
  await page.goto('about:blank');
  await page.goto(`/#${encodeTable({ ...EMPEROR_TABLE, startingPlayer: 'Alex' })}`);
  await expect(page.getByTestId('table-mode')).toBeVisible();
  const refused = page.getByRole('alert').filter({ hasText: 'rules do not allow' });
  await expect(refused).toBeInViewport();
  await expect(refused).toContainText('809.4');
  await expect(page.locator('[data-testid="mode-seat"][data-seat-name="Dmitri"]')).toBeVisible();
  await refused.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(refused).toHaveCount(0);

  // A good link opens in table mode and says the table was added.
  await page.goto('about:blank');
  await page.goto(`/#${encodeTable({ ...EMPEROR_TABLE, startingPlayer: 'Bianca' })}`);
  await expect(page.locator('[data-testid="mode-seat"][data-seat-name="Esme"]')).toBeVisible();
  const opened = page.getByTestId('notice').filter({ hasText: 'Shared table opened' }).first();
  await expect(opened).toBeInViewport();
  await opened.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(page.getByTestId('notice').filter({ hasText: 'Emperor' })).toHaveCount(0);
});
