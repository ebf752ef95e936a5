// Following the game without seeing it: the page heading says what is played and which turn, a
// polite live region says whose turn it is now and who left, the players table has the turn
// markers, and a skip link takes the keyboard to End turn.
import { expect, test } from '@playwright/test';
import { PRESETS } from '../src/rules/presets';
import { encodeTable } from '../src/share/codec';
import { concede, openTable, seat } from './helpers';

test('a turn passing is announced politely; the heading and chart have names', async ({ page }) => {
  await page.goto(`/#${encodeTable(PRESETS.find((p) => p.id === 'commander')!.scenario)}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAccessibleName('Table Sense: Commander, Free-for-All, turn 1');
  await expect(page.getByRole('group', { name: /^Seating chart, 4 seats/ })).toBeVisible();
  const live = page.getByTestId('announcer');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  // The live region and the library arrive after the first paint, each in its own chunk: let
  // the page settle, as a person would, before the turn passes.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: /^End .*'s turn/ }).click();
  await expect(live).toHaveText(/^Turn 2: \w+ is taking a turn\.$/);
  await expect(heading).toHaveAccessibleName(/, turn 2$/);
});

test('a skip link takes the keyboard to End turn', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('seating-chart')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to End turn' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const url = page.url();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^End .*'s turn/ })).toBeFocused();
  expect(page.url()).toBe(url);
});

test('the players table kept for screen readers shows itself when the keyboard reaches it', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const section = page.locator('section[aria-labelledby="players-title"]');
  const width = async () => (await section.boundingBox())?.width ?? 0;
  expect(await width()).toBeLessThanOrEqual(1); // hidden from sight while nothing in it has focus
  // Tab as a keyboard user does until the focus is in it: it must be seen there (WCAG 2.4.7).
  let presses = 0;
  while (!(await section.evaluate((s) => s.contains(document.activeElement))) && presses < 120) {
    await page.keyboard.press('Tab');
    presses++;
  }
  expect(presses).toBeLessThan(120);
  await expect(page.locator(':focus')).toBeInViewport();
  expect(await width()).toBeGreaterThan(200);
  await expect(section.getByRole('heading', { name: 'Players (text view)' })).toBeVisible();
  // Leaving it hides it again.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect.poll(width).toBeLessThanOrEqual(1);
});

test('Grand Melee: the players table has a turn-marker column', async ({ page }) => {
  const players = Array.from({ length: 10 }, (_, i) => ({ name: `P${i + 1}` }));
  await page.goto(
    `/#${encodeTable({ version: 1, variant: 'grand-melee', players, startingPlayer: 'P1' })}`,
  );
  const table = page.getByRole('table', { name: 'Players in seat order, clockwise from the top' });
  await expect(table.getByRole('columnheader', { name: 'Turn marker' })).toHaveCount(1);
  await expect(table.getByRole('row', { name: /^1 P1 / })).toContainText('Marker 1, turn running');
  await expect(table.getByRole('row', { name: /^2 P2 / })).toContainText('—');
});

test('the chart is one Tab stop; arrow keys go round the seats', async ({ page }) => {
  await page.goto('/');
  const chart = page.getByTestId('seating-chart');
  await expect(chart).toBeVisible();
  const stops = await chart.evaluate(
    (svg) =>
      [...svg.querySelectorAll('[tabindex]')].filter((e) => e.getAttribute('tabindex') !== '-1')
        .length,
  );
  expect(stops).toBe(1);
  const first = chart.locator('[data-testid="seat"][tabindex="0"]');
  await first.focus();
  const name = await first.getAttribute('data-seat-name');
  await page.keyboard.press('ArrowRight');
  const now = page.locator('[data-testid="seat"]:focus');
  await expect(now).toHaveCount(1);
  expect(await now.getAttribute('data-seat-name')).not.toBe(name);
  // The − and + on the seats stay buttons for touch and for a screen reader's browse mode.
  await expect(chart.getByRole('button', { name: /: lose 1 life$/ }).first()).toBeAttached();
});

test('taps on the life of a seat whose life no panel reads out are announced once gathered', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const live = page.getByTestId('announcer');
  // Bianca's turn: the life panel reads her life out; Carissa's is heard only from the announcer.
  const minus = seat(page, 'Carissa').locator('xpath=..').getByTestId('life-minus');
  await minus.click();
  await minus.click();
  await expect(live).toHaveText("Carissa's life: 18 (\u22122).");
  // Presenting has no life panel: every seat's taps are said there.
  await page.keyboard.press('p');
  const shown = page.getByTestId('presentation');
  await expect(shown).toBeVisible();
  await seat(page, 'Bianca').locator('xpath=..').getByTestId('life-plus').click();
  await expect(shown.getByTestId('announcer')).toHaveText("Bianca's life: 21 (+1).");
});

test('after the game ends the page heading says so and who won, not the last turn', async ({
  page,
}) => {
  await openTable(page, {
    version: 1,
    variant: 'free-for-all',
    players: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }],
    startingPlayer: 'Ann',
  });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAccessibleName(/, turn 1$/);
  await page.getByRole('button', { name: "End Ann's turn" }).click();
  await expect(heading).toHaveAccessibleName(/, turn 2$/);
  await page.getByRole('button', { name: "End Bo's turn" }).click();
  await concede(page, 'Bo');
  await concede(page, 'Cy');
  await expect(heading).toHaveAccessibleName(/, game over, Ann won$/);
  await expect(heading).not.toContainText('turn');
});
