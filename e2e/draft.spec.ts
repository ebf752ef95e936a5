// Commander Draft pod (903.13c): the draft view of the seating chart — packs pass left in rounds
// 1 and 3 and right in round 2 — switched round by round.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { PRESETS } from '../src/rules/presets';
import { openTable } from './helpers';

const draft = PRESETS.find((p) => p.id === 'commander-draft')!.scenario;

const pass = (page: Page, from: string) =>
  page.locator(`[data-testid="draft-pass"][data-from="${from}"]`);

test('903.13c — the draft pod: left, right, left, with arrows from each player to the next', async ({
  page,
}) => {
  await openTable(page, draft);
  const pod = page.getByTestId('draft-pod');
  await pod.getByText('Commander Draft: who passes to whom').click();
  await expect(pod.getByTestId('draft-pass')).toHaveCount(6);
  await expect(pod.getByTestId('draft-direction')).toContainText('left');
  await expect(pass(page, 'Alex')).toHaveAttribute('data-to', 'Bianca');

  await pod.getByRole('button', { name: 'Round 2' }).click();
  await expect(pod.getByRole('button', { name: 'Round 2' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(pod.getByTestId('draft-direction')).toContainText('right');
  await expect(pass(page, 'Alex')).toHaveAttribute('data-to', 'Femi');

  await pod.getByRole('button', { name: 'Next round →' }).click();
  await expect(pod.getByTestId('draft-direction')).toContainText('Round 3');
  await expect(pass(page, 'Alex')).toHaveAttribute('data-to', 'Bianca');
  await expect(pod.getByRole('button', { name: 'Next round →' })).toBeDisabled();
});

test('screenshots: the draft pod at phone, tablet and desktop', async ({ page }) => {
  mkdirSync('e2e/screenshots', { recursive: true });
  for (const [w, h] of [
    [390, 844],
    [820, 1180],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await openTable(page, draft);
    const pod = page.getByTestId('draft-pod');
    // The same link again keeps the page (and the open panel): open it only when closed.
    await pod.evaluate((el) => ((el as HTMLDetailsElement).open = true));
    await pod.getByRole('button', { name: 'Round 2' }).click();
    await pod.scrollIntoViewIfNeeded();
    await pod.screenshot({ path: `e2e/screenshots/draft-${w}.png` });
  }
});
