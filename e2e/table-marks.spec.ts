// The table's markers and dice on a phone: the monarch's crown and the initiative's flag on the
// seats, counters and the commander tax, night in the chart's centre, a d20 and a coin with the
// result shown large and kept in the history, and Undo taking a roll back.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { PRESETS } from '../src/rules/presets';
import { openTable } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const seat = (page: Page, name: string) =>
  page.locator(`[data-testid="seat"][data-seat-name="${name}"]`);

const pod = PRESETS.find((p) => p.id === 'commander')!.scenario;
const shots = 'test-results/screens';

test('markers, counters and dice on a phone: shown on the seats, kept in the history, undone', async ({
  page,
}) => {
  mkdirSync(shots, { recursive: true });
  await openTable(page, {
    ...pod,
    startingPlayer: 'Alex',
    events: [
      { type: 'designate', designation: 'initiative', player: 'Carissa' },
      { type: 'cityBlessing', player: 'Dmitri' },
      { type: 'counter', player: 'Dmitri', counter: 'energy', amount: 3 },
    ],
  });
  await expect(seat(page, 'Carissa')).toHaveAttribute('aria-label', /has the initiative/);
  await expect(seat(page, 'Dmitri')).toHaveAttribute('aria-label', /city's blessing, energy 3/);

  // The monarch, from the seat's panel: a crown on Bianca's seat.
  const marks = page.getByTestId('marks');
  await marks.getByLabel('Player').selectOption('Bianca');
  await marks.getByTestId('give-monarch').tap();
  await expect(page.getByTestId('mark-monarch')).toHaveCount(1);
  await expect(seat(page, 'Bianca')).toHaveAttribute('aria-label', /the monarch/);

  // Two casts from the command zone: tax {4} (903.8).
  await marks.getByLabel('Player').selectOption('Alex');
  const casts = marks.getByTestId('counter-commanderCasts');
  await casts.getByRole('button', { name: 'commander casts plus 1' }).tap();
  await casts.getByRole('button', { name: 'commander casts plus 1' }).tap();
  await expect(casts).toContainText('tax {4}');
  await expect(seat(page, 'Alex')).toHaveAttribute('aria-label', /commander tax 4/, {
    timeout: 5000,
  });

  // Night, in the chart's centre.
  await marks.getByTestId('become-night').tap();
  await expect(page.getByTestId('chart-table-note')).toHaveText('☾ Night');

  await page.getByTestId('seating-chart').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/table-marks-seats-390.png` });

  // A d20, then a coin: each result big, with who rolled it, and in the history.
  const dice = page.getByTestId('dice');
  await dice.getByLabel('Who rolls').selectOption('Carissa');
  await dice.getByTestId('roll-d20').tap();
  const value = dice.getByTestId('roll-value');
  await expect(value).toHaveText(/^([1-9]|1[0-9]|20)$/);
  const d20 = await value.textContent();
  await expect(dice.getByTestId('roll-who')).toHaveText('Carissa rolled a d20');
  await expect(page.getByTestId('history')).toContainText(`Carissa rolls a d20: ${d20}`);
  expect(
    await value.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
  ).toBeGreaterThanOrEqual(48);

  await dice.getByTestId('roll-coin').tap();
  await expect(value).toHaveText(/^(Heads|Tails)$/);
  await expect(dice.getByTestId('roll-who')).toHaveText('Carissa flipped a coin');
  await dice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/table-marks-dice-390.png` });

  // Undo takes the coin back: the d20 is the last roll again.
  await page.getByRole('button', { name: /^Undo/ }).first().tap();
  await expect(value).toHaveText(d20!);
  await expect(dice.getByTestId('roll-who')).toHaveText('Carissa rolled a d20');
});

test.describe('in a live room', () => {
  const LIVE = process.env.PW_LIVE_URL!;
  test.use({ baseURL: LIVE });

  test('a roll made on one phone shows the same result, with who rolled, on the other', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Play together', exact: true }).click();
    const field = page.getByRole('textbox', { name: 'Live table link' });
    await expect(field).toHaveValue(/#live=[0-9a-f]{32}$/);
    const link = await field.inputValue();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('live-badge')).toContainText('Live');
    const ctx = await browser.newContext({
      baseURL: LIVE,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const other = await ctx.newPage();
    await other.goto(link);
    await expect(other.getByTestId('live-badge')).toContainText('Live');

    const dice = page.getByTestId('dice');
    await dice.getByTestId('roll-d20').tap();
    const rolled = await dice.getByTestId('roll-value').textContent();
    const who = await dice.getByTestId('roll-who').textContent();
    expect(rolled).toMatch(/^([1-9]|1[0-9]|20)$/);
    const there = other.getByTestId('dice');
    await expect(there.getByTestId('roll-value')).toHaveText(rolled!);
    await expect(there.getByTestId('roll-who')).toHaveText(who!);
    await expect(other.getByTestId('history')).toContainText(`rolls a d20: ${rolled}`);
    await ctx.close();
  });
});
