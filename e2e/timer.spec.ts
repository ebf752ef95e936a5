// The turn timer: off by default; a clock on the running turn, pause, and a limit
// that turns the clock amber and says time is up.
import { expect, test } from '@playwright/test';

test('turn timer: counts the running turn, pauses, and flags the limit', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByTestId('turn-timer')).toHaveCount(0); // off by default
  await page.getByRole('switch', { name: 'Turn timer', exact: true }).click();
  await page.getByRole('combobox', { name: 'Time limit per turn' }).selectOption('1');
  const clock = page.getByTestId('turn-clock');
  await expect(clock).toHaveText(/0:0\d/);
  await page.clock.fastForward('01:05');
  await expect(clock).toHaveText(/1:0\d/);
  await expect(clock).toHaveAttribute('aria-label', /Bianca's turn: 1:0\d, over the limit/);
  await expect(page.getByTestId('turn-timer').getByRole('status')).toHaveText(
    'Time is up for Bianca (1 min).',
  );
  await page.getByRole('button', { name: 'Pause timer' }).click();
  const paused = await clock.textContent();
  await page.clock.fastForward('00:30');
  await expect(clock).toHaveText(paused!);
  await page.getByRole('button', { name: 'Resume timer' }).click();
  // A new turn, a new clock.
  await page.getByRole('button', { name: "End Bianca's turn" }).click();
  await expect(clock).toHaveAttribute('aria-label', /^Carissa's turn: 0:0\d$/);
});
