// A Commander table of `players` players named Player 1…N, started from the app's own New game
// screen as a person would: the table every UI benchmark and probe times its clicks on.
import type { Page } from '@playwright/test';

export async function setUpTable(page: Page, url: string, players: number): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId('preset-commander').click();
  const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`).join('\n');
  await page.getByText('Quick entry: type or paste all names').click();
  await page.getByTestId('paste-names').fill(names);
  await page.getByTestId('paste-apply').click();
  await page.getByTestId('start-game').click();
  await page
    .getByTestId('seat')
    .nth(players - 1)
    .waitFor();
  const seats = await page.getByTestId('seat').count();
  if (seats !== players) throw new Error(`expected ${players} seats, found ${seats}`);
}
