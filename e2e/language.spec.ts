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

  test('the share dialog speaks German: its catalog loads with it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Teilen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Diesen Tisch teilen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Tischlink' })).toHaveValue(/#t4\./);
    await expect(dialog.getByRole('button', { name: 'Link kopieren' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Zum Öffnen scannen' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'QR-Code des Tischlinks' })).toBeVisible();
    await expect(dialog.getByTestId('share-length')).toContainText('Zeichen (der Tischteil');
    // The frame's close button is in the start-up catalog.
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toBeHidden();
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

test('the Records screen in French: its words, its counts and a night’s date in French', async ({
  page,
}) => {
  const { pod } = await import('../src/ui/records/records.fixture');
  await page.goto('/?lang=fr#records');
  await expect(page.getByTestId('records-empty')).toBeVisible();
  // Two games, kept as the recorder keeps them (e2e/records.spec.ts seeds the same way).
  const games = [
    pod(27, ['Alex', 'Bianca', 'Carissa'], 'Carissa'),
    pod(20, ['Alex', 'Bianca', 'Dmitri'], 'Dmitri'),
  ];
  await page.evaluate(async (games) => {
    const db = await new Promise<IDBDatabase>((done, fail) => {
      const r = indexedDB.open('table-sense-records');
      r.onsuccess = () => done(r.result);
      r.onerror = () => fail(r.error);
    });
    const tx = db.transaction('games', 'readwrite');
    for (const g of games) tx.objectStore('games').put(g);
    await new Promise((done) => (tx.oncomplete = done));
    db.close();
  }, games);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Parties', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Statistiques' })).toBeVisible();
  await expect(page.getByTestId('records-count')).toHaveText('2 parties');
  await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toBeVisible();
  // The night's heading, as French writes a date; names as they were typed.
  await expect(page.getByRole('heading', { name: 'vendredi 27 novembre 2026' })).toBeVisible();
  await expect(page.getByTestId('record-row').first()).toContainText('gagnée par Carissa');
  await expect(page.getByText('Wins, draws and losses')).toHaveCount(0);
});
