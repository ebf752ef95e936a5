// Presentation mode on any table, not only a lesson: the chart with its legend and the turn
// controls, for a teacher's big screen.
import { expect, test } from '@playwright/test';

test('any table presents: chart, legend and turn controls; End turn works; Esc leaves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByTestId('present-table').click();
  const shown = page.getByTestId('presentation');
  await expect(shown).toBeVisible();
  const legend = shown.getByRole('list', { name: 'Chart legend' });
  await expect(legend).toBeVisible();
  expect(
    (await legend.boundingBox())!.y + (await legend.boundingBox())!.height,
  ).toBeLessThanOrEqual(800);
  await expect(shown).toContainText('Turn 1');
  await expect(page.getByTestId('turn-bar')).toHaveCount(0);
  await shown.getByRole('button', { name: /^End .* turn$/ }).click();
  await expect(shown).toContainText('Turn 2');
  if (process.env.SHOTS)
    await page.screenshot({ path: `test-results/present-table-${page.viewportSize()!.width}.png` });
  await page.keyboard.press('Escape');
  await expect(shown).toHaveCount(0);
  await expect(page.getByTestId('turn-bar')).toBeVisible();
  // P presents too, and P again leaves, as in a lesson.
  await page.keyboard.press('p');
  await expect(shown).toBeVisible();
  await page.keyboard.press('p');
  await expect(shown).toHaveCount(0);
});
