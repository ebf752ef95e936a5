// Storage full for real: localStorage is filled until it refuses, then turns, a life tap, a new
// table and an import are played. Nothing is lost: the page keeps what storage refused, says what
// is not saved, never claims an import was added, and saves everything once there is room.
import { expect, test, type Page } from '@playwright/test';

const endTurn = (page: Page) =>
  page
    .getByRole('button', { name: /^End .* turn$/ })
    .first()
    .click();

/** Writes filler until localStorage refuses even one more character; returns the keys written. */
async function fillStorage(page: Page): Promise<number> {
  return page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 1;) {
      try {
        localStorage.setItem(`filler:${n}`, 'x'.repeat(size));
        n++;
      } catch {
        size = Math.floor(size / 2);
      }
    }
    return n;
  });
}

const freeStorage = (page: Page) =>
  page.evaluate(() => {
    for (const k of Object.keys(localStorage))
      if (k.startsWith('filler:')) localStorage.removeItem(k);
  });

/** The open table's saved record's history length (null while it has none). */
const savedLog = (page: Page) =>
  page.evaluate(() => {
    const index = JSON.parse(localStorage.getItem('table-sense') ?? 'null');
    const rec = index && localStorage.getItem(`table-sense:table:${index.currentId}`);
    return rec ? (JSON.parse(rec).log as unknown[]).length : null;
  });

/**
 * On a 390 × 844 phone the storage notices fit its first screen: each is one line of title and
 * one of text (its box no taller than those two lines, its padding and border), and a name it
 * quotes is whole or cut after a whole word of one of `names`.
 */
async function noticesFitAPhone(page: Page, names: string[]) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    const notices = page.getByTestId('notice');
    await expect(notices).toHaveCount(2);
    for (const notice of await notices.all()) {
      const m = await notice.evaluate((el) => {
        const [title, body] = [...el.querySelectorAll('p')];
        const px = (v: string) => parseFloat(v) || 0;
        const box = getComputedStyle(el);
        const frame =
          px(box.paddingTop) +
          px(box.paddingBottom) +
          px(box.borderTopWidth) +
          px(box.borderBottomWidth);
        const line = (p: Element) => px(getComputedStyle(p).lineHeight);
        return {
          text: el.textContent ?? '',
          height: el.getBoundingClientRect().height,
          bottom: el.getBoundingClientRect().bottom,
          twoLines: frame + line(title!) + px(getComputedStyle(body!).marginTop) + line(body!),
        };
      });
      expect(m.height, m.text).toBeLessThanOrEqual(m.twoLines + 1);
      expect(m.bottom, m.text).toBeLessThanOrEqual(844);
      for (const [, quoted] of m.text.matchAll(/“([^”]*)”/g)) {
        const head = quoted!.replace(/…$/, '');
        const whole = names.some(
          (n) => n === quoted || (n.startsWith(head) && /^\s/.test(n.slice(head.length))),
        );
        expect(whole, `“${quoted}” is a name, or one cut after a word`).toBe(true);
      }
    }
  } finally {
    if (viewport) await page.setViewportSize(viewport);
  }
}

test('storage full: turns, a life tap, another table and an import are all kept and saved once there is room', async ({
  page,
}) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  for (let i = 0; i < 4; i++) await endTurn(page);
  await expect(heading).toContainText('turn 5');
  await expect.poll(() => savedLog(page)).toBe(4);

  expect(await fillStorage(page)).toBeGreaterThan(0);
  for (let i = 0; i < 4; i++) await endTurn(page);
  await expect(heading).toContainText('turn 9');
  const warning = page.getByTestId('notice').filter({ hasText: 'Storage full' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('delete or export tables');
  await expect(warning).toContainText('Not saved yet: “');
  await page.getByTestId('life-minus').first().click();
  await expect(page.getByTestId('history')).toContainText('loses 1 life', { timeout: 5000 });
  // Storage never took them.
  expect(await savedLog(page)).toBe(4);

  // Another table, started while the first is not saved.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId('start-game').click();
  await expect(heading).toContainText('turn 1');
  await endTurn(page);

  // An import while full is opened, and said not to be saved, not "added to your tables".
  await page.getByRole('button', { name: 'Tables', exact: true }).click();
  let panel = page.getByRole('dialog', { name: 'Tables' });
  await panel.getByTestId('import-file').setInputFiles({
    name: 'pod.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        version: 1,
        variant: 'free-for-all',
        // Too long for a notice's line: cut there after a word.
        title: 'Imported pod for the Friday night league',
        players: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cat' }],
      }),
    ),
  });
  const imported = page.getByTestId('notice').filter({ hasText: 'Imported, not saved yet' });
  await expect(imported).toContainText('“Imported pod for the…” is open.');
  await expect(page.getByTestId('notice').filter({ hasText: 'added to your tables' })).toHaveCount(
    0,
  );
  // The list says which tables are only kept in this page: the first, the new one, the import.
  await page.getByRole('button', { name: 'Tables', exact: true }).click();
  panel = page.getByRole('dialog', { name: 'Tables' });
  await expect(panel.getByTestId('saved-table-unsaved')).toHaveCount(3);
  const names = await panel.getByTestId('saved-table-name').allTextContents();
  await page.keyboard.press('Escape');
  await noticesFitAPhone(page, names);
  for (let i = 0; i < 3; i++) await endTurn(page);
  await expect(heading).toContainText('turn 4');

  // Room again: everything the page kept is written without another click.
  await freeStorage(page);
  await expect(page.getByTestId('notice').filter({ hasText: 'Saving again' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(warning).toHaveCount(0);

  await page.reload();
  await expect(heading).toContainText('turn 4');
  await page.getByRole('button', { name: 'Tables', exact: true }).click();
  panel = page.getByRole('dialog', { name: 'Tables' });
  await expect(panel.getByTestId('saved-table')).toHaveCount(3);
  await expect(panel.getByTestId('saved-table').filter({ hasText: 'Imported pod' })).toHaveCount(1);
  await panel
    .getByRole('button', { name: /^Open / })
    .first()
    .click();
  await expect(heading).toContainText('turn 9');
  await expect(page.getByTestId('history')).toContainText('loses 1 life');
});

test('storage full: leaving the page asks first, since the moves are only kept in it', async ({
  page,
}) => {
  await page.goto('/');
  await endTurn(page);
  await expect.poll(() => savedLog(page)).toBe(1);
  await fillStorage(page);
  await endTurn(page);
  await expect(page.getByTestId('notice').filter({ hasText: 'Storage full' })).toBeVisible();
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.type());
      void d.dismiss(); // stay on the page
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  // With room again, nothing is pending and leaving is not held up.
  await freeStorage(page);
  await expect(page.getByTestId('notice').filter({ hasText: 'Saving again' })).toBeVisible({
    timeout: 10_000,
  });
  expect(await savedLog(page)).toBe(2);
});
