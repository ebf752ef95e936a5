// The table view driven as a person would: presets, a game played with the controls, ranges,
// undo/redo, the keyboard alone, three screen sizes, and an accessibility scan.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const seat = (page: Page, name: string) =>
  page.locator(`[data-testid="seat"][data-seat-name="${name}"]`);
const focusPanel = (page: Page) => page.getByTestId('focus-panel');
const mayAttack = (page: Page) => page.getByTestId('may-attack');

async function startPreset(page: Page, id: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId(`preset-${id}`).click();
  // The first side listed goes first, as these tests assume (nobody named: a random pick, 103.2).
  await page.getByTestId('starting-select').selectOption({ index: 1 });
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('seating-chart')).toBeVisible();
}

async function choosePlayer(page: Page, name: string) {
  await page
    .getByRole('group', { name: 'Something happens to a player' })
    .getByLabel('Player', { exact: true })
    .selectOption(name);
}

test.describe('presets', () => {
  for (const [id, label, count] of [
    ['commander', 'Free-for-All', 4],
    ['emperor', 'Emperor', 6],
    ['two-headed-giant', 'Two-Headed Giant', 4],
    ['team-vs-team', 'Team vs. Team', 6],
    ['alternating-teams', 'Alternating Teams', 6],
    ['grand-melee', 'Grand Melee', 12],
    ['custom', 'Custom', 5],
  ] as const) {
    test(`choosing the ${id} preset seats ${count} players`, async ({ page }) => {
      await startPreset(page, id);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
      await expect(page.getByTestId('seat')).toHaveCount(count);
    });
  }

  test('Grand Melee shows its three turn markers, each with an End turn button', async ({
    page,
  }) => {
    await startPreset(page, 'grand-melee');
    await expect(page.getByTestId('turn-marker')).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^End turn — marker/ })).toHaveCount(3);
    // Marker 1 passes to the next player, who must wait: marker 2 is four seats away (807.4d).
    await page.getByRole('button', { name: /^End turn — marker 1/ }).click();
    await expect(page.locator('[data-testid="turn-marker"][data-marker="1"]')).toHaveAttribute(
      'data-waiting',
      'true',
    );
    await expect(page.getByRole('button', { name: /^End turn — marker/ })).toHaveCount(2);
    // Saved, it opens again after a reload: its turn markers (a chunk of their own) load first.
    await page.reload();
    await expect(page.getByTestId('turn-marker')).toHaveCount(3);
    await expect(page.getByRole('button', { name: /^End turn — marker/ })).toHaveCount(2);
  });
});

test('809.3c with 801.2c — a general leaves; the emperor can be attacked only once the next turn begins', async ({
  page,
}) => {
  await startPreset(page, 'emperor'); // Alex, Bianca (emperor), Carissa | Dmitri, Esme (emperor), Femi
  await page.getByRole('button', { name: "End Bianca's turn" }).click();
  await expect(focusPanel(page)).toContainText('Carissa');
  await expect(mayAttack(page)).toContainText('Dmitri');

  await choosePlayer(page, 'Dmitri');
  await page.getByRole('button', { name: 'Dmitri loses' }).click();
  await expect(seat(page, 'Dmitri')).toHaveAttribute('data-in-game', 'false');
  // Still Carissa's turn: Esme sits beside her now, but range was fixed when the turn began.
  await expect(focusPanel(page)).toContainText('No one right now');
  await expect(page.getByTestId('may-not-attack')).toContainText(/Esme.*801\.2c/);
  await expect(page.getByTestId('pending-note')).toContainText('Esme');
  await expect(page.getByTestId('pending-band')).not.toHaveCount(0);

  await page.getByRole('button', { name: "End Carissa's turn" }).click(); // Esme's turn begins
  await seat(page, 'Carissa').click();
  await expect(mayAttack(page)).toContainText('Esme');
  await expect(page.locator('[data-testid="attack-arrow"][data-target="Esme"]')).toHaveCount(1);
});

test('801.12 — asymmetric ranges in a custom table: Carissa reaches Alex, Alex does not reach Carissa', async ({
  page,
}) => {
  await startPreset(page, 'custom'); // Alex 1, Rob 1, Carissa 2, Dana 1, Eli 1
  await seat(page, 'Carissa').click();
  await expect(focusPanel(page)).toContainText('Reaches Alex, Rob, Dana and Eli,');
  await seat(page, 'Alex').click();
  await expect(focusPanel(page)).toContainText('Range of influence: 1');
  await expect(focusPanel(page)).toContainText('Reaches Rob and Eli,');
  await expect(page.getByTestId('may-not-attack')).toContainText('Carissa is 2 seats from Alex');
  await page.getByRole('switch', { name: /Show every player's range/ }).click();
  await expect(page.getByTestId('range-ring')).toHaveCount(5);
});

test('805 / 810 — Two-Headed Giant: the whole team takes the turn, then the other team', async ({
  page,
}) => {
  await startPreset(page, 'two-headed-giant'); // Suns: Alex, Bianca · Moons: Carissa, Dmitri
  await expect(seat(page, 'Alex')).toHaveAttribute('data-active', 'true');
  await expect(seat(page, 'Bianca')).toHaveAttribute('data-active', 'true');
  await expect(seat(page, 'Carissa')).not.toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('history')).toContainText('Game starts — the Suns go first');
  await expect(page.getByTestId('seating-chart')).toHaveAttribute(
    'aria-label',
    /the Suns are taking their turn/,
  );
  await page.getByRole('button', { name: "End the Suns' turn" }).click();
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-active', 'true');
  await expect(seat(page, 'Dmitri')).toHaveAttribute('data-active', 'true');
  await expect(seat(page, 'Alex')).not.toHaveAttribute('data-active', 'true');
  // 810.8b: a concession takes the whole team out, and the other team wins.
  await choosePlayer(page, 'Dmitri');
  await page.getByRole('button', { name: 'Dmitri concedes' }).click();
  await expect(page.getByRole('status')).toContainText('Alex and Bianca win');
});

test('undo and redo step through the log; the history jumps back', async ({ page }) => {
  await startPreset(page, 'commander'); // Alex, Bianca, Carissa, Dmitri
  await page.getByRole('button', { name: "End Alex's turn" }).click();
  await page.getByRole('button', { name: "End Bianca's turn" }).click();
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-active', 'true');
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(seat(page, 'Bianca')).toHaveAttribute('data-active', 'true');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-active', 'true');
  await page
    .getByTestId('history')
    .getByRole('button', { name: /Game starts/ })
    .click();
  await expect(seat(page, 'Alex')).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
  // A destructive action is undoable rather than confirmed.
  await choosePlayer(page, 'Dmitri');
  await page.getByRole('button', { name: 'Dmitri concedes' }).click();
  await expect(seat(page, 'Dmitri')).toHaveAttribute('data-in-game', 'false');
  await page.keyboard.press('Control+z');
  await expect(seat(page, 'Dmitri')).toHaveAttribute('data-in-game', 'true');
});

test('keyboard only: select a seat, end a turn, undo', async ({ page }) => {
  await page.goto('/');
  const bianca = seat(page, 'Bianca');
  // Tab until the Bianca seat has focus.
  for (let i = 0; i < 20 && !(await bianca.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(bianca).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bianca).toHaveAttribute('aria-pressed', 'true');
  const end = page.getByRole('button', { name: "End Bianca's turn" });
  for (let i = 0; i < 40 && !(await end.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(end).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('Control+z');
  await expect(seat(page, 'Bianca')).toHaveAttribute('data-active', 'true');
});

test('the text alternative lists every player with range and attacks, and can be shown', async ({
  page,
}) => {
  await page.goto('/');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(7);
  await page.getByRole('switch', { name: 'Show the table as text' }).click();
  await expect(table).toBeVisible();
  const alex = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Alex', exact: true }) });
  await expect(alex).toContainText('Bianca and Femi');
});

test('a bad table on the setup screen explains itself and keeps the current game', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: "End Bianca's turn" }).click();
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Remove Femi' }).click();
  await expect(page.getByTestId('issue-summary')).toContainText('1 problem');
  await expect(page.getByTestId('setup-screen')).toContainText('809.6');
  await expect(page.getByTestId('start-game')).toBeDisabled();
  await page.getByRole('button', { name: /Back to the table/ }).click();
  await expect(seat(page, 'Femi')).toHaveCount(1);
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-active', 'true');
});

test('setup edits are undoable: a preset loaded over a changed table can be taken back', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('setup-undo')).toBeDisabled();
  await page.getByRole('button', { name: 'Remove Femi' }).click();
  await expect(page.getByRole('button', { name: 'Remove Femi' })).toHaveCount(0);
  // Loading a preset replaces the players at once — no confirmation, because it can be undone.
  await page.getByTestId('preset-commander').click();
  await expect(page.getByRole('button', { name: 'Remove Esme' })).toHaveCount(0);
  await page.getByTestId('setup-undo').click();
  await expect(page.getByRole('button', { name: 'Remove Esme' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remove Femi' })).toHaveCount(0);
  // The keyboard shortcut works on the setup screen too, and undoes setup edits, not the game.
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('button', { name: 'Remove Femi' })).toHaveCount(1);
  await expect(page.getByTestId('setup-undo')).toBeDisabled();
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByRole('button', { name: 'Remove Femi' })).toHaveCount(0);
  await page.getByTestId('setup-redo').click();
  await expect(page.getByRole('button', { name: 'Remove Esme' })).toHaveCount(0);
  await expect(page.getByTestId('setup-redo')).toBeDisabled();
});

test('light theme', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('switch', { name: 'Light theme' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
});

for (const [name, width, height] of [
  // The narrowest phones still sold: a fieldset that grew to its content's width overflowed here.
  ['small phone', 320, 568],
  ['phone', 390, 844],
  ['tablet', 820, 1180],
  ['desktop', 1440, 900],
] as const) {
  test(`layout: ${name} ${width}×${height} — no sideways scrolling, controls in reach`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await expect(page.getByTestId('seating-chart')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const end = page.getByRole('button', { name: "End Bianca's turn" });
    await expect(end).toBeInViewport();
    const box = (await end.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    const seatBox = (await seat(page, 'Alex').boundingBox())!;
    expect(Math.min(seatBox.width, seatBox.height)).toBeGreaterThanOrEqual(44);
    mkdirSync('e2e/screenshots', { recursive: true });
    await page.screenshot({ path: `e2e/screenshots/table-${name}.png`, fullPage: true });
  });
}

test.describe('accessibility (axe)', () => {
  test('the table screen has no violations, in both themes and with a selection', async ({
    page,
  }) => {
    await page.goto('/');
    await seat(page, 'Alex').click();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('switch', { name: 'Light theme' }).click();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('the setup screen has no violations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByTestId('preset-grand-melee').click();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
