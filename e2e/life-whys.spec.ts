// The whys of life on a phone, read as a player would: what the commander damage means and how
// far a loss is (903.10a), why a player left with life to spare, and a Two-Headed Giant history
// entry that sums both heads' damage into the team's one total (810.9).
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { PRESETS } from '../src/rules/presets';
import { openTable } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const seat = (page: Page, name: string) =>
  page.locator(`[data-testid="seat"][data-seat-name="${name}"]`);

/** Opens a closed "why" by its label and returns its text. */
async function openWhy(page: Page, label: string | RegExp) {
  const why = page.getByTestId('why').filter({ has: page.getByText(label) });
  await why.locator('summary').first().scrollIntoViewIfNeeded();
  await why.locator('summary').first().tap();
  return why.getByTestId('why-text').first();
}

const pod = PRESETS.find((p) => p.id === 'commander')!.scenario;

test('903.10a: the grid says how far a loss is; the departed player’s why names the commander and the life to spare', async ({
  page,
}) => {
  await openTable(page, {
    ...pod,
    startingPlayer: 'Alex',
    events: [{ type: 'commanderDamage', player: 'Carissa', from: 'Alex', amount: 14 }],
  });
  const grid = page.getByTestId('commander-grid');
  await expect(grid.getByTestId('cmd-Carissa-Alex-1')).toHaveText('14');
  const meaning = await openWhy(page, 'What the commander damage means');
  await expect(meaning).toContainText(
    "Carissa has taken 14 from Alex's commander; 7 more and Carissa loses",
  );
  await expect(meaning).toContainText('903.10a');

  const plus = grid.getByRole('button', {
    name: "Alex's commander deals 1 combat damage to Carissa",
  });
  for (let i = 0; i < 7; i++) await plus.tap();
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-in-game', 'false', { timeout: 5000 });
  await seat(page, 'Carissa').tap();
  const left = await openWhy(page, 'Why Carissa left');
  await expect(left).toContainText(
    "Carissa had taken 21 combat damage from Alex's commander: 21 or more from one commander is a loss, so Carissa left with 19 life to spare.",
  );
  // The history entry of the last taps says the same, with the rule.
  const history = page.getByTestId('history');
  const last = history.locator(':scope > li').last();
  await expect(last).toContainText(
    "Alex's commander deals 7 combat damage to Carissa — Carissa leaves the game",
  );
  await last.getByTestId('why').locator('summary').tap();
  await expect(last.getByTestId('why-text')).toContainText('That makes 21 combat damage');
  await expect(last.getByTestId('why-text')).toContainText('19 life to spare');
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: 'test-results/screens/life-whys-phone.png', fullPage: true });
});

test("810.9: the history sums both heads' damage into the team's one total", async ({ page }) => {
  await openTable(page, {
    variant: 'two-headed-giant',
    players: [
      { name: 'Ana', team: 'Suns' },
      { name: 'Bo', team: 'Suns' },
      { name: 'Cy', team: 'Moons' },
      { name: 'Di', team: 'Moons' },
    ],
    startingTeam: 'Suns',
    events: [
      { type: 'life', player: 'Ana', amount: -4 },
      { type: 'life', player: 'Bo', amount: -4 },
    ],
  });
  await expect(page.locator('[data-testid="team-life"] [data-team="Suns"]')).toHaveAttribute(
    'data-life',
    '22',
  );
  const entry = page.getByTestId('history').locator(':scope > li').nth(2);
  await expect(entry).toContainText('Bo loses 4 life');
  await entry.getByTestId('why').locator('summary').tap();
  await expect(entry.getByTestId('why-text')).toContainText(
    "Ana lost 4 and Bo lost 4: the Suns' one total went from 30 to 22.",
  );
  await expect(entry.getByTestId('why-text')).toContainText('810.9');
});
