// What several browser specs do the same way: open a table from a share link, open the Tables
// panel, find a seat, read a download, concede for a player.
import { expect, type Download, type Page } from '@playwright/test';
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

/** A seat of the page's chart by its player's name. */
export const seat = (page: Page, name: string) =>
  page.locator(`[data-testid="seat"][data-seat-name="${name}"]`);

/** A download's content as text. */
export async function downloaded(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** `name` concedes, through the table screen's player actions. */
export async function concede(page: Page, name: string) {
  await page
    .getByRole('group', { name: 'Something happens to a player' })
    .getByLabel('Player', { exact: true })
    .selectOption(name);
  await page.getByRole('button', { name: `${name} concedes` }).click();
}
