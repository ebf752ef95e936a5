// The table's chart exported for a slide or a printout: a picture of the table, without the
// controls drawn on it (the − and + on each life total).
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { PRESETS } from '../src/rules/presets';
import { encodeTable } from '../src/share/codec';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function downloaded(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

for (const id of ['commander', 'two-headed-giant']) {
  test(`${id}: the exported picture has the life totals but not their − and + buttons`, async ({
    page,
  }) => {
    await page.goto(`/#${encodeTable(PRESETS.find((p) => p.id === id)!.scenario)}`);
    const minus = page.locator('[data-testid="life-minus"], [data-testid="team-life-minus"]');
    await expect(minus.first()).toBeVisible();
    // The chart's late parts (badges, rings, the library after the first paint) load in chunks of
    // their own: the picture is taken of the settled page, as a person would see it.
    await page.waitForLoadState('networkidle');
    const [svg] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SVG' }).click(),
    ]);
    const text = (await downloaded(svg)).toString('utf8');
    expect(text).toMatch(/♥ \d+/);
    expect(text).not.toMatch(/life-minus|life-plus|lose 1 life|gain 1 life/);
    // The legend's words without the letter drawn in a team's swatch ("Team Suns", not "STeam").
    if (id === 'two-headed-giant') expect(text).toMatch(/>Team Suns</);
    mkdirSync('test-results/screens', { recursive: true });
    writeFileSync(`test-results/screens/export-${id}.svg`, text);
  });
}
