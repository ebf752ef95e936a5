// A latecomer dealt in (a house rule beside 800.1): the host picks the seat and sees where the
// newcomer will stand, with reasons; the chart takes them at once; Undo takes them back; a team
// game keeps its teams together (808.2).
import { expect, test, type Page } from '@playwright/test';
import { openTable } from './helpers';

const seats = (page: Page) => page.getByTestId('seating-chart').locator('[data-testid="seat"]');
const seatOf = (page: Page, name: string) =>
  page.getByTestId('seating-chart').locator(`[data-seat-name="${name}"]`);

async function openLatecomer(page: Page) {
  await page.getByTestId('latecomer-toggle').locator('summary').click();
  await expect(page.getByTestId('latecomer')).toBeVisible();
}

test('Free-for-All with range 1: the newcomer takes the chosen seat, with reasons; Undo removes them', async ({
  page,
}) => {
  await openTable(page, {
    variant: 'free-for-all',
    options: { rangeOfInfluence: 1 },
    players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }],
    startingPlayer: 'Ana',
  });
  await expect(seats(page)).toHaveCount(4);
  await openLatecomer(page);
  const form = page.getByTestId('latecomer');
  await form.getByLabel('Name').fill('Eve');
  await form.getByLabel('Seat').selectOption({ label: 'between Bo and Cy' });
  const reasons = form.getByTestId('latecomer-reasons');
  await expect(reasons).toContainText('800.1');
  await expect(reasons).toContainText('Eve sits between Bo (to the right) and Cy (to the left)');
  await expect(reasons).toContainText("right after Bo's next one");
  await expect(reasons).toContainText('From then, Bo and Cy have Eve in range');
  await expect(reasons).toContainText('801.2c');
  await expect(reasons).toContainText('Eve starts with 20 life');

  await form.getByRole('button', { name: 'Deal Eve in' }).click();
  await expect(seats(page)).toHaveCount(5);
  await expect(seatOf(page, 'Eve')).toHaveAttribute('data-seat', '2');
  await expect(seatOf(page, 'Cy')).toHaveAttribute('data-seat', '3');

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(seats(page)).toHaveCount(4);
  await expect(seatOf(page, 'Eve')).toHaveCount(0);
});

test('a team game keeps teammates together (808.2); a name already taken is refused', async ({
  page,
}) => {
  await openTable(page, {
    variant: 'team-vs-team',
    players: [
      { name: 'A1', team: 'A' },
      { name: 'A2', team: 'A' },
      { name: 'B1', team: 'B' },
      { name: 'B2', team: 'B' },
    ],
  });
  await openLatecomer(page);
  const form = page.getByTestId('latecomer');
  await form.getByLabel('Name').fill('A1');
  await expect(form.getByRole('alert')).toContainText('already a player called "A1"');
  await form.getByLabel('Name').fill('B3');
  await form.getByLabel('Team').selectOption({ label: 'Team B' });
  await form.getByLabel('Seat').selectOption({ label: 'between A1 and A2' });
  await expect(form.getByRole('alert')).toContainText('Teammates sit together');
  await expect(form.getByRole('button', { name: 'Deal B3 in' })).toBeDisabled();
  await form.getByLabel('Seat').selectOption({ label: 'between B1 and B2' });
  await form.getByRole('button', { name: 'Deal B3 in' }).click();
  await expect(seats(page)).toHaveCount(5);
  await expect(seatOf(page, 'B3')).toHaveAttribute('data-seat', '3');
});
