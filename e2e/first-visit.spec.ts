// A first visit: the example table says it is one and offers one obvious next step; starting a
// game lands on the chart; the bottom bar hides what scrolls under it.
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('the example table says so, and "Set up your own table" leads to a game with the chart in view', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByTestId('example-banner');
  await expect(banner).toContainText('This is an example table');
  await banner.getByRole('button', { name: 'Set up your own table' }).click();
  // Down at the bottom of the setup form, as after filling it in.
  await expect(page.getByTestId('player-list')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByTestId('start-game').click();
  await expect(page.getByTestId('seating-chart')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // A table of one's own (even an Emperor one, the default setup) has started: is it still "the
  // example"? Only while nothing has been played on it.
  await page.getByRole('button', { name: /^End .*'s turn/ }).click();
  await expect(page.getByTestId('example-banner')).toHaveCount(0);
});

test('the fixed bottom bar is opaque in both themes', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByTestId('turn-bar');
  for (const theme of ['dark', 'light']) {
    await page.evaluate((t) => {
      document.documentElement.classList.toggle('dark', t === 'dark');
      document.documentElement.classList.toggle('light', t === 'light');
    }, theme);
    const bg = await bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    // rgb(…) is opaque; rgba(…, a) with a < 1 would let the chart show through.
    expect(bg, theme).toMatch(/^rgb\(|^oklch\([^/]*\)$|^color\([^/]*\)$/);
  }
});

test.describe('on a device set to light', () => {
  test.use({ colorScheme: 'light' });

  test('the theme follows the device until the user picks one, and can follow it again', async ({
    page,
  }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/light/);
    const light = page.getByRole('switch', { name: /Light theme/ });
    await expect(light).toHaveAttribute('aria-checked', 'true');
    await expect(light).toHaveAccessibleDescription("Following this device's setting");
    await light.click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/); // the choice is remembered
    await page.getByRole('button', { name: "Follow this device's light or dark setting" }).click();
    await expect(html).toHaveClass(/light/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/dark/);
  });
});

// A phone under 0.05; a desktop, where the panels sit in a column beside the chart in view, under
// 0.02: they come in together and in order (one arriving early above another's place showed
// 0.05–0.11 there).
for (const [width, height, most] of [
  [412, 823, 0.05],
  [1440, 900, 0.02],
] as const)
  test(`the first page does not jump as its chunks arrive at ${width}×${height} (layout shift under ${most})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number; shifted: string[] };
      w.shift = 0;
      w.shifted = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node }[];
        })[]) {
          w.shift += e.value;
          for (const s of e.sources)
            w.shifted.push((s.node as Element | undefined)?.outerHTML.slice(0, 80) ?? '?');
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByTestId('example-banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play together' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chart legend' })).toBeVisible();
    await page.waitForTimeout(1000);
    const { shift, shifted } = await page.evaluate(() => {
      const w = window as unknown as { shift: number; shifted: string[] };
      return { shift: w.shift, shifted: w.shifted };
    });
    expect(shift, shifted.join('\n')).toBeLessThan(most);
  });
