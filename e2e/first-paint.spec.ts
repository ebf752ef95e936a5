// The prerendered first screens (scripts/prerender.mjs, public/first-paint.js): a first visit
// sees the example table, and the lessons list, before any of the app's JavaScript has run; a
// saved table or a link never shows the example in their place; React takes over without moving
// anything.
import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

/** Holds back the app's own code (everything under /assets/ but styles): the page as prerendered. */
const withoutApp = (page: Page) => page.route(/\/assets\/.*\.js$/, (route) => route.abort());

/** An element of the prerendered copy by its test id (renamed there: data-shell-testid). */
const copied = (page: Page, id: string) => page.locator(`[data-shell-testid="${id}"]`);

const lessonsHeading = (page: Page) => page.locator('h2').filter({ hasText: /^Lessons$/ });

const saveSomething = (page: Page) =>
  page.addInitScript(() => {
    // A saved library (any index): a returning visit, whose table the app reads.
    if (!localStorage.getItem('table-sense'))
      localStorage.setItem(
        'table-sense',
        JSON.stringify({ version: 1, prefs: { theme: 'light' } }),
      );
  });

test('a first visit sees the example table before the app has run', async ({ page }) => {
  await withoutApp(page);
  await page.goto('/');
  await expect(copied(page, 'example-banner')).toBeVisible();
  await expect(copied(page, 'seat')).toHaveCount(6);
  await expect(copied(page, 'turn-bar').getByText("End Bianca's turn")).toBeVisible();
  // Tests that find elements by test id find the app's, never the copy.
  await expect(page.getByTestId('seat')).toHaveCount(0);
  // Nothing of the lessons list, which shares the page.
  await expect(lessonsHeading(page)).toBeHidden();
  // A copy: no button in it can be used, and screen readers wait for the app.
  await expect(page.locator('#root')).toHaveAttribute('inert');
  await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true');
});

test('the lessons list shows before the app has run', async ({ page }) => {
  await withoutApp(page);
  await page.goto('/#lessons');
  await expect(lessonsHeading(page)).toBeVisible();
  await expect(copied(page, 'example-banner')).toBeHidden();
});

test('a saved table or a link never shows the example table in its place', async ({ page }) => {
  await withoutApp(page);
  await saveSomething(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(copied(page, 'example-banner')).toBeHidden();
  await expect(copied(page, 'seat')).toHaveCount(6); // in the page, not shown
  await expect(copied(page, 'seat').first()).toBeHidden();
  // The saved theme from the first frame (light here, on a device that asks for dark).
  await expect(page.locator('html')).toHaveClass(/light/);

  const link = await page.context().newPage();
  await withoutApp(link);
  await link.goto('/#t7.whatever');
  await expect(copied(link, 'example-banner')).toBeHidden();
});

test('the app takes over the first screen without moving it, then answers', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const banner = page.getByTestId('example-banner');
  await expect(banner).toBeVisible();
  // React's own screen: the mark of the prerendered one is gone, and End turn plays.
  await expect(page.locator('#root')).not.toHaveAttribute('data-shell');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
  // Its panels and legend loaded after the first paint, none of them moving what was there.
  await expect(page.getByRole('list', { name: 'Chart legend' })).toBeVisible();
  await page.waitForTimeout(1000);
  const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
  expect(shift).toBeLessThan(0.05);
  await page.getByRole('button', { name: /^End .*turn/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('turn 2');
  await expect(page.locator('#root [data-first-screen]')).toHaveCount(0);
});

test('no first screen is laid out before the style sheet is in', async ({ page }) => {
  // Held back for good here; on a phone the document is often parsed before the sheet arrives,
  // and the browser then laid out the whole unstyled copy (even for a link, which shows none).
  await withoutApp(page);
  await page.route(/\/assets\/.*\.css$/, (route) => route.abort());
  await page.goto('/#t7.whatever');
  const boxes = await page.evaluate(
    () =>
      [...document.querySelectorAll('#root [data-first-screen] *')].filter(
        (el) => el.getClientRects().length > 0,
      ).length,
  );
  expect(boxes).toBe(0);
});

test.describe('in another language', () => {
  test.use({ locale: 'de-DE' });

  test("a table's catalogs are requested beside the app's code, not after it", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await withoutApp(page);
    await page.goto('/#t7.whatever');
    // The app's code never runs here: these come from first-paint.js alone.
    await expect
      .poll(() =>
        ['shell', 'table', 'engine'].filter((c) => asked.some((p) => p.includes(`i18n.de.${c}-`))),
      )
      .toEqual(['shell', 'table', 'engine']);
    expect(asked.some((p) => p.includes('i18n.fr.'))).toBe(false);
  });

  test('a saved table asks for its shell catalog beside the code, not the table one', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await withoutApp(page);
    await saveSomething(page);
    await page.goto('/');
    await expect.poll(() => asked.some((p) => p.includes('i18n.de.shell-'))).toBe(true);
    expect(asked.some((p) => /i18n\.de\.(table|engine)-/.test(p))).toBe(false);
  });

  test('the lessons list asks for no table catalog', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await withoutApp(page);
    await page.goto('/#lessons');
    await expect.poll(() => asked.some((p) => /\/assets\/index-/.test(p))).toBe(true);
    expect(asked.some((p) => p.includes('i18n.de.table-'))).toBe(false);
  });
});
