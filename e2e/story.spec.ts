// The game's story (issue 38): a Commander game played to its end, its story opened from the
// game-over panel — a line per player, the departures with their rules (a link into the rules
// panel), each player's time taking turns — and the chart saved as SVG.
import { mkdirSync, writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PRESETS } from '../src/rules/presets';
import { concede, downloaded, openTable, seat } from './helpers';

const pod = PRESETS.find((p) => p.id === 'commander')!.scenario;

test('a Commander game’s story: a line per player, why each left with its rule, turn times, SVG out', async ({
  page,
}) => {
  await openTable(page, { ...pod, startingPlayer: 'Alex' });
  await page.getByRole('button', { name: "End Alex's turn" }).click();
  // Bianca's turn: Alex's commander deals Carissa 21 (903.10a).
  const grid = page.getByTestId('commander-grid');
  await grid.scrollIntoViewIfNeeded();
  const plus = grid.getByRole('button', {
    name: "Alex's commander deals 1 combat damage to Carissa",
  });
  for (let i = 0; i < 21; i++) await plus.click();
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-in-game', 'false', { timeout: 5000 });
  await page.getByRole('button', { name: "End Bianca's turn" }).click();
  await concede(page, 'Dmitri');
  await concede(page, 'Bianca');
  await expect(seat(page, 'Alex')).toHaveAttribute('data-outcome', 'won');

  await page.getByTestId('open-story').click();
  const story = page.getByRole('dialog', { name: 'The game’s story' });
  await expect(story).toBeVisible();
  await expect(story).toContainText('Alex won on turn 3.');
  const chart = story.getByTestId('story-chart');
  await expect(chart).toBeVisible();
  // One life line per player; and Carissa's commander damage from Alex in a panel of its own.
  await expect(story.getByTestId('story-panel-life').getByTestId('story-line')).toHaveCount(4);
  await expect(story.getByTestId('story-panel-commander').getByTestId('story-line')).toHaveCount(1);
  await expect(story.getByTestId('story-mark')).toHaveCount(3);

  const left = story.getByTestId('story-departure');
  await expect(left).toHaveCount(3);
  await expect(left.nth(0)).toContainText(
    'Carissa left on turn 2 (', // the time it happened
  );
  await expect(left.nth(0)).toContainText('21 combat damage from Alex’s commander');
  await expect(left.nth(0).getByRole('link', { name: '903.10a' })).toBeVisible();
  await expect(left.nth(1)).toContainText('Dmitri left on turn 3');
  await expect(left.nth(1).getByRole('link', { name: '104.3a' })).toBeVisible();
  await expect(story.getByTestId('story-length')).toContainText(/^3 turns · /);
  // Every move was timed as it was made: each player who took a turn has a row.
  await expect(story.getByTestId('story-times').locator('tbody tr')).toHaveCount(3);

  expect(
    (await new AxeBuilder({ page }).include('[data-testid="game-story"]').analyze()).violations,
  ).toEqual([]);
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: 'test-results/screens/story-commander.png' });

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    story.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toMatch(/^game-story-\d{4}-\d\d-\d\d\.svg$/);
  const text = await downloaded(svg);
  expect(text).toMatch(/^<svg/);
  expect(text).toContain('data-testid="story-line"');
  expect(text).toContain('Alex · won');
  // The theme's colours are written in: the file needs no stylesheet.
  expect(text).not.toContain('var(--tc-');
  writeFileSync('test-results/screens/story-commander.svg', text);
  await expect(story.getByText('Saved game-story-')).toBeVisible();

  // A rule number opens the rules panel at that rule, over the story.
  await left.nth(0).getByRole('link', { name: '903.10a' }).click();
  await expect(page).toHaveURL(/rule-903\.10a/);
  await expect(page.getByTestId('rules-panel')).toBeVisible();
});
