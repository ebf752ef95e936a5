// The rules panel as a teacher uses it: search by number and by words, and go from a rule to the
// lesson or what-if that shows it.
import { expect, test } from '@playwright/test';

test('search the rules by number and by words, then open the lesson that shows a rule', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const panel = page.getByTestId('rules-panel');
  const search = panel.getByRole('searchbox', { name: 'Search the rules' });
  await expect(panel.locator('li[data-rule]').nth(240)).toBeAttached();

  await search.fill('901.6');
  await expect(panel.locator('li[data-rule]')).toHaveCount(1);
  await expect(panel.locator('li[data-rule="901.6"]')).toContainText('901.6');

  await search.fill('commander damage');
  await expect(panel.locator('li[data-rule="903.10a"]')).toBeVisible();
  await expect(panel.getByRole('heading', { name: /903 · Commander/ })).toBeVisible();
  await expect(panel.getByRole('heading', { name: /801 ·/ })).toHaveCount(0);

  await search.fill('zzqx');
  await expect(panel.getByRole('status')).toHaveText(/No rule matches “zzqx”/);

  await search.fill('801.2c');
  await panel
    .locator('li[data-rule="801.2c"]')
    .getByRole('button', { name: /^Lesson: / })
    .first()
    .click();
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(/#lesson=/);
});

test('a what-if link opens the table’s what-if tools at that question', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const panel = page.getByTestId('rules-panel');
  await panel.getByRole('searchbox', { name: 'Search the rules' }).fill('801.10');
  await panel.getByRole('button', { name: 'What if: Whom can their spell affect?' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByLabel('Question')).toHaveValue('affect');
});

test('the 2005 rules and what changed: side by side, found by old and new numbers and by words', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const panel = page.getByTestId('rules-panel');
  const search = panel.getByRole('searchbox', { name: 'Search the rules' });
  await panel.getByRole('button', { name: '2005 (601–609)' }).click();
  await expect(panel.locator('li[data-rule="606.4a"]')).toBeAttached();
  await expect(panel.locator('li[data-rule="810.4"]')).toHaveCount(0);

  await panel.getByRole('button', { name: 'What changed' }).click();
  await search.fill('40 life');
  const row = panel.locator('[data-testid="change-row"][data-rule="606.4a"]');
  await expect(row).toContainText('810.4');
  await expect(row.getByTestId('change-note')).toContainText('30');
  await search.fill('810.9d');
  await expect(panel.getByTestId('change-row')).toHaveCount(1);
  await expect(panel.getByTestId('change-row')).toHaveAttribute('data-rule', '606.9b');
  if (process.env.SHOTS)
    await page.screenshot({ path: `test-results/what-changed-${page.viewportSize()!.width}.png` });
});
