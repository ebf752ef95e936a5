// Presentation mode on any table, not only a lesson: the chart with its legend and the turn
// controls, for a teacher's big screen.
import { expect, test, type Page } from '@playwright/test';
import { PRESETS } from '../src/rules/presets';
import { openTable } from './helpers';

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

// What a projector shows, in CSS pixels: 1080p and 720p, and 1080p at 200% zoom (960×540).
const shots = (name: string) => `${process.env.SHOTS_DIR ?? 'test-results'}/${name}.png`;

/** The computed font sizes, in px, of the elements `selector` finds in the presentation. */
const fontSizes = (page: Page, selector: string) =>
  page
    .getByTestId('presentation')
    .locator(selector)
    .evaluateAll((els) => els.map((e) => parseFloat(getComputedStyle(e).fontSize)));

/** Every box in the presentation that a person reads, and whether each lies inside the window. */
async function outside(page: Page) {
  return page.getByTestId('presentation').evaluate((root) => {
    const w = window.innerWidth;
    const h = window.innerHeight;
    const out: string[] = [];
    const check = (el: Element, name: string) => {
      const b = el.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) return;
      if (b.left < -0.5 || b.top < -0.5 || b.right > w + 0.5 || b.bottom > h + 0.5)
        out.push(
          `${name} at ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)}`,
        );
    };
    root
      .querySelectorAll('.tc-seat-wrap text')
      .forEach((t) => check(t, `seat text "${t.textContent}"`));
    root
      .querySelectorAll('button, h2, li, [data-testid="present-why"]')
      .forEach((e) => check(e, `${e.tagName} "${e.textContent?.slice(0, 30)}"`));
    return out;
  });
}

for (const [width, height] of [
  [1920, 1080],
  [1280, 720],
] as const) {
  test(`presenting at ${width}×${height} fills the screen: chart full height, legend, End turn and the why beside it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await page.getByTestId('present-table').click();
    const shown = page.getByTestId('presentation');
    const legend = shown.getByRole('list', { name: 'Chart legend' });
    await expect(legend).toBeVisible();
    // The why: whose turn and its rule (103.2: the starting player), with a rule number to open.
    const why = shown.getByTestId('present-why');
    await expect(why).toContainText('Why Bianca is taking a turn');
    await expect(why.getByRole('link', { name: '103.2' })).toBeVisible();
    await expect(why.getByRole('link', { name: '801.2' })).toBeVisible();
    const chart = (await shown.getByTestId('seating-chart').boundingBox())!;
    // The chart as high as the screen, less its margins; the rest beside it, not under it.
    expect(chart.height).toBeGreaterThan(height * 0.9);
    const end = shown.getByRole('button', { name: "End Bianca's turn" });
    for (const part of [legend, why, end]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThan(chart.x + chart.width);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
    }
    if (height === 1080) {
      // Read from the back of a room: 20 px at least for the legend and the rule numbers.
      for (const px of await fontSizes(page, '[aria-label="Chart legend"] li'))
        expect(px).toBeGreaterThanOrEqual(20);
      const chips = await fontSizes(page, 'a[href^="#rule-"]');
      expect(chips.length).toBeGreaterThanOrEqual(2);
      for (const px of chips) expect(px).toBeGreaterThanOrEqual(20);
      expect((await fontSizes(page, 'button:has-text("End Bianca")'))[0]).toBeGreaterThanOrEqual(
        28,
      );
      expect((await end.boundingBox())!.height).toBeGreaterThanOrEqual(60);
    }
    expect(await outside(page)).toEqual([]);
    await page.screenshot({ path: shots(`present-${width}x${height}`) });
  });
}

test('presenting at 200% zoom (1920×1080 shown as 960×540): nothing is cropped', async ({
  page,
}) => {
  // Sixteen seats of Grand Melee: the most names round the edge, and four End turn buttons.
  await page.setViewportSize({ width: 960, height: 540 });
  await openTable(page, PRESETS.find((p) => p.id === 'grand-melee')!.scenario);
  await page.getByTestId('present-table').click();
  const shown = page.getByTestId('presentation');
  await expect(shown.getByRole('list', { name: 'Chart legend' })).toBeVisible();
  await expect(shown.getByTestId('present-why').getByRole('link').first()).toBeVisible();
  // What does not fit beside the chart scrolls into view; the chart and its names never move out.
  await expect(shown.locator('.tc-seat-wrap text').first()).toBeVisible();
  const side = shown.getByTestId('present-side');
  expect(
    await side.evaluate((s) => {
      const out: string[] = [];
      for (const el of s.querySelectorAll('button, h2, li')) {
        s.scrollTop = 0;
        const b = el.getBoundingClientRect();
        // Above the column's top when scrolled to the top: out of reach (centred overflow).
        if (b.top < s.getBoundingClientRect().top - 0.5) out.push(el.textContent ?? '');
      }
      return out;
    }),
  ).toEqual([]);
  const chartOut = (await outside(page)).filter((s) => s.startsWith('seat'));
  expect(chartOut).toEqual([]);
  await page.screenshot({ path: shots('present-960x540-grand-melee') });
});

test('presenting with the page zoomed by CSS zoom: the chart still fits the window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/');
  await page.evaluate(() => {
    document.documentElement.style.zoom = '2';
  });
  await page.getByTestId('present-table').click();
  const shown = page.getByTestId('presentation');
  await expect(shown.getByRole('list', { name: 'Chart legend' })).toBeVisible();
  expect(await outside(page)).toEqual([]);
  await page.screenshot({ path: shots('present-1920x1080-css-zoom-2') });
});
