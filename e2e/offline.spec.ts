// Offline and the Content-Security-Policy, against the built app (`vite preview`): after one
// visit the service worker has every file, so the app opens and plays with the network off;
// no request leaves the app's origin; nothing the app does is blocked by its own policy.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The other specs block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' });
// One test publishes a "new version" by rewriting dist/sw.js: run this file's tests one at a
// time so no other service worker here sees it.
test.describe.configure({ mode: 'serial' });

/** Every URL the page or its service worker asks for, from the first request on. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** URLs that leave the app's origin (data: and blob: URLs never touch the network). */
function foreign(urls: string[], baseURL: string): string[] {
  const origin = new URL(baseURL).origin;
  return urls.filter((u) => !/^(data|blob):/.test(u) && new URL(u).origin !== origin);
}

/** Waits until the service worker is active and in charge of this page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      );
    }
  });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/** True when a request for a file the app never had fails: the network is really off. */
const networkIsOff = (page: Page) =>
  page.evaluate(() =>
    fetch(`/not-in-the-app-${Date.now()}.txt`).then(
      () => false,
      () => true,
    ),
  );

test('after the first visit the app reloads and plays with the network off', async ({
  page,
  context,
  baseURL,
}) => {
  const requests = recordRequests(context);
  await page.goto('/');
  await expect(page.getByTestId('seating-chart')).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  expect(await networkIsOff(page)).toBe(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);

  // The default table, and a turn played: Bianca's turn ends and Carissa's begins.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('turn 1');
  await expect(page.getByTestId('seat')).toHaveCount(6);
  await page.getByRole('button', { name: "End Bianca's turn" }).click();
  await expect(heading).toContainText('turn 2');
  await expect(page.getByTestId('focus-panel')).toContainText('Carissa');
  await expect(page.getByRole('button', { name: "End Carissa's turn" })).toBeVisible();

  // A new game from the setup screen works offline too.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId('preset-grand-melee').click();
  await page.getByTestId('start-game').click();
  await expect(heading).toContainText('Grand Melee');
  await expect(page.getByTestId('seat')).toHaveCount(12);
  await page.getByRole('button', { name: /^End turn — marker 1/ }).click();
  await expect(page.getByRole('button', { name: /^End turn — marker/ })).toHaveCount(2);

  expect(requests.length).toBeGreaterThan(0);
  expect(foreign(requests, baseURL!)).toEqual([]);
});

test('offline, the installed app opens in a new window, at any address inside it', async ({
  page,
  context,
  baseURL,
}) => {
  const requests = recordRequests(context);
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.close();

  // Like tapping the home-screen icon later: a fresh window, nothing in memory.
  const again = await context.newPage();
  for (const path of ['/', '/?from=home-screen', '/some/page/that/does/not/exist']) {
    await again.goto(path);
    await expect(again.getByTestId('seating-chart')).toBeVisible();
    await expect(again.getByRole('heading', { level: 1 })).toContainText('Emperor');
    expect(await networkIsOff(again)).toBe(true);
  }
  expect(foreign(requests, baseURL!)).toEqual([]);
});

test('a new version waits for the player: a notice, no reload until they tap Reload', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: "End Bianca's turn" }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('turn 2');
  // Marks this page load: a reload forgets it.
  await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true));
  const sameLoad = () =>
    page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad === true);
  // While the reload is under way the page has no context to ask: for the poll that waits for
  // it, that is "not reloaded yet", not an error.
  const sameLoadOrReloading = () => sameLoad().catch(() => true);

  // Publish a "new version": the worker's script changes on the server (`vite preview` reads
  // files from disk on each request, and browsers fetch service worker scripts past the cache).
  const swPath = fileURLToPath(new URL('../dist/sw.js', import.meta.url));
  const original = readFileSync(swPath, 'utf8');
  try {
    writeFileSync(swPath, `${original}\n// the next version\n`);
    // Coming back to the app (a phone unlocked) makes it look for a new version.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const notice = page.getByRole('status', { name: 'Update ready' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('A new version of Table Sense is ready');
    expect(await sameLoad()).toBe(true);
    mkdirSync('e2e/screenshots', { recursive: true });
    await page.screenshot({ path: 'e2e/screenshots/update-notice-desktop.png' });
    const axe = new AxeBuilder({ page }).include('[data-testid="update-notice"]');
    expect((await axe.analyze()).violations).toEqual([]);

    // Later: the notice goes, the game stays, nothing reloads.
    await notice.getByRole('button', { name: 'Later' }).click();
    await expect(notice).toHaveCount(0);
    await expect(heading).toContainText('turn 2');
    expect(await sameLoad()).toBe(true);

    // The new version still waits; opening the app again offers it again.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(notice).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/update-notice-phone.png' });
    await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true));
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(sameLoadOrReloading).toBe(false);
    await page.waitForLoadState('load');
    await expect(page.getByTestId('seating-chart')).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.waiting === null && !!navigator.serviceWorker.controller;
      }),
    ).toBe(true);
  } finally {
    writeFileSync(swPath, original);
  }
});

test('the web manifest makes it installable: name, colours, standalone, icons that exist', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifestUrl = new URL(href!, page.url());
  const manifest = await (await request.get(manifestUrl.href)).json();
  expect(manifest).toMatchObject({
    name: 'Table Sense',
    short_name: 'Table Sense',
    display: 'standalone',
    start_url: './',
    scope: './',
    theme_color: '#0f172a',
    background_color: '#0f172a',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of icons) {
    const res = await request.get(new URL(icon.src, manifestUrl).href);
    expect(res.ok(), icon.src).toBe(true);
    expect(res.headers()['content-type']).toContain(icon.type);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f172a');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
});

test.describe('Content-Security-Policy', () => {
  /** Collects CSP violations from the page's first script on, and the console's reports. */
  async function watchViolations(page: Page) {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const console: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) console.push(m.text());
    });
    return {
      console,
      events: () =>
        page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    };
  }

  test('the built page carries the policy, and no screen of the app breaks it', async ({
    page,
    context,
    baseURL,
  }) => {
    const requests = recordRequests(context);
    const violations = await watchViolations(page);
    await page.goto('/');
    const csp = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");

    // The table: a selection, both themes, a turn, undo.
    await page.locator('[data-testid="seat"][data-seat-name="Alex"]').click();
    await expect(page.getByTestId('may-attack')).toBeVisible();
    await page.getByRole('switch', { name: 'Light theme' }).click();
    await page.getByRole('switch', { name: 'Light theme' }).click();
    await page.getByRole('button', { name: "End Bianca's turn" }).click();
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await waitForServiceWorker(page); // the lazily loaded offline module has run

    // The setup screen with every preset, then back to a table.
    await page.getByRole('button', { name: 'New game' }).click();
    for (const id of ['commander', 'two-headed-giant', 'team-vs-team', 'grand-melee', 'custom']) {
      await page.getByTestId(`preset-${id}`).click();
    }
    await page.getByTestId('start-game').click();
    await expect(page.getByTestId('seating-chart')).toBeVisible();

    expect(await violations.events()).toEqual([]);
    expect(violations.console).toEqual([]);
    expect(foreign(requests, baseURL!)).toEqual([]);

    // The watch itself works: an inline script, which the policy forbids, is reported and
    // does not run.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
      await new Promise((r) => setTimeout(r, 50));
      return (window as unknown as { inlineRan?: boolean }).inlineRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(violations.events).toEqual([expect.stringMatching(/^script-src/)]);
  });
});
