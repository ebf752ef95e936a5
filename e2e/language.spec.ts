// The language (src/i18n/): the browser's preference, the header's picker, kept on the device and
// nowhere else, <html lang>, and every language working offline once the app is stored.
import { expect, test, type Page } from '@playwright/test';

const picker = (page: Page) => page.getByRole('combobox', { name: /Language|Sprache|言語/ });

test.describe('a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('opens in German, with no English first screen shown before it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Neues Spiel' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // The prerendered screen is English: it was never shown (public/first-paint.js).
    expect(await page.locator('html').getAttribute('data-first-screen')).toBeNull();
    await expect(picker(page)).toHaveValue('de');
    // Nothing was stored: the browser's preference decides until someone picks.
    expect(await page.evaluate(() => localStorage.getItem('table-sense:language'))).toBeNull();
  });
});

test('the picker switches every converted word at once, and the device keeps the choice', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'New game' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await picker(page).selectOption('ja');
  await expect(page.getByRole('button', { name: '新しいゲーム' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await page.evaluate(() => localStorage.getItem('table-sense:language'))).toBe('ja');

  await page.getByRole('button', { name: '新しいゲーム' }).click();
  await expect(page.getByRole('heading', { name: 'テーブルの準備' })).toBeVisible();
  // Player names are never translated.
  await expect(page.getByTestId('player-list').locator('input').first()).toHaveValue(/\w/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'テーブルの準備' })).toBeVisible();
  await picker(page).selectOption('de');
  await expect(page.getByRole('heading', { name: 'Tisch aufbauen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spiel starten' })).toBeVisible();
});

test('?lang= picks a language and leaves the address, so no link carries it', async ({ page }) => {
  await page.goto('/?lang=fr#setup');
  await expect(page.getByRole('heading', { name: 'Préparer la table' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).hash).toBe('#setup');
  expect(await page.evaluate(() => localStorage.getItem('table-sense:language'))).toBe('fr');
});

test('the pseudo-locale marks every converted word, so an English one stands out', async ({
  page,
}) => {
  await page.goto('/?lang=pseudo#setup');
  const start = page.getByTestId('start-game');
  await expect(start).not.toHaveText('Start game');
  // The same words with accents ("Śţàŕţ ĝàḿē"): still readable, plainly not English.
  const text = (await start.textContent())!.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  expect(text).toBe('Start game');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('once the app is stored, another language opens with the network off', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('seating-chart')).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((done) =>
          navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
        );
    });
    await context.setOffline(true);
    // Every language's catalogs were stored with the app, not only the one shown.
    await picker(page).selectOption('fr');
    await expect(page.getByRole('button', { name: 'Nouvelle partie' })).toBeVisible();
    await page.getByRole('button', { name: 'Nouvelle partie' }).click();
    await expect(page.getByRole('heading', { name: 'Préparer la table' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Préparer la table' })).toBeVisible();
    await context.setOffline(false);
  });
});
