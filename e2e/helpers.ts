// What several browser specs do the same way: open a table from a share link, open the Tables
// panel.
import { expect, type Page } from '@playwright/test';
import { encodeTable } from '../src/share/codec';

/**
 * Opens `scenario` as a share link and waits for its chart. Opening a link always says so; the
 * notices arrive a moment after the chart (their own chunk): wait for one, then clear them all so
 * later steps see the table alone.
 */
export async function openTable(page: Page, scenario: Parameters<typeof encodeTable>[0]) {
  await page.goto(`/#${encodeTable(scenario)}`);
  await expect(page.getByTestId('seating-chart')).toBeVisible();
  const dismiss = page.getByRole('button', { name: /^Dismiss/ });
  await expect(dismiss.first()).toBeVisible();
  while (await dismiss.count()) await dismiss.first().click();
}

/** Opens the Tables panel and returns it. */
export async function openTables(page: Page) {
  await page.getByRole('button', { name: 'Tables', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Tables' });
  await expect(panel).toBeVisible();
  return panel;
}
