// Planechase at the table (901): the plane lies at the planar controller and moves with the turn;
// the planar die shows its cost and its result lands in History; when the controller loses, the
// next player takes the plane first (800.4i); Grand Melee has a plane per marker (901.14a).
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { PRESETS } from '../src/rules/presets';
import { openTable } from './helpers';

const planechase = PRESETS.find((p) => p.id === 'planechase')!.scenario;

const planes = (page: Page) => page.getByTestId('plane-token');

test('the plane follows the turn, the die costs more each roll, and 800.4i hands the plane on', async ({
  page,
}) => {
  await openTable(page, { ...planechase, startingPlayer: 'Alex' });
  await expect(planes(page)).toHaveCount(1);
  await expect(planes(page)).toHaveAttribute('data-controller', 'Alex');

  const die = page.getByTestId('planar-die');
  await expect(die).toHaveText(/Roll the planar die — free/);
  await die.click();
  await expect(die).toHaveText(/costs 1 mana/);
  await expect(page.getByTestId('planar-result')).toContainText('Alex rolls the planar die');
  await expect(page.getByTestId('history')).toContainText('Alex rolls the planar die');
  await die.click();
  await expect(die).toHaveText(/costs 2 mana/);

  await page.getByRole('button', { name: "End Alex's turn" }).click();
  await expect(planes(page)).toHaveAttribute('data-controller', 'Bianca');
  await expect(page.getByTestId('planar-die')).toHaveText(/free/);

  // Bianca loses during her own turn: Carissa takes the plane before Bianca leaves (800.4i).
  await page
    .getByRole('group', { name: 'Something happens to a player' })
    .getByLabel('Player', { exact: true })
    .selectOption('Bianca');
  await page.getByRole('button', { name: 'Bianca loses' }).click();
  await expect(planes(page)).toHaveAttribute('data-controller', 'Carissa');
  await expect(page.getByTestId('planar-controllers')).toContainText('800.4i');
  // Nobody is active until the turn ends (800.4g), so nobody may roll.
  await expect(page.getByTestId('planar-die')).toHaveCount(0);
});

test('Grand Melee Planechase: a plane at each marker holder; the what-if tool says what a plane reaches (801.19)', async ({
  page,
}) => {
  await openTable(page, {
    variant: 'grand-melee',
    options: { planechase: 'single-deck' },
    seating: 'as-listed',
    players: Array.from({ length: 8 }, (_, i) => ({ name: `P${i + 1}` })),
    startingPlayer: 'P1',
  });
  await expect(planes(page)).toHaveCount(2);
  await expect(page.getByTestId('planar-deck')).toContainText('at least 40 cards');
  await page.getByRole('button', { name: /What if/ }).click();
  await page.getByLabel(/Question/).selectOption('plane');
  await expect(page.getByText(/planes keep to limited range/).first()).toBeVisible();
});

test('screenshots: Planechase table at phone, tablet and desktop', async ({ page }) => {
  mkdirSync('e2e/screenshots', { recursive: true });
  for (const [w, h] of [
    [390, 844],
    [820, 1180],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await openTable(page, { ...planechase, startingPlayer: 'Alex' });
    await page.getByTestId('planar-die').click();
    await expect(planes(page)).toHaveCount(1);
    await page.screenshot({ path: `e2e/screenshots/planechase-${w}.png`, fullPage: false });
  }
});
