// A link in the address (a shared table, a quiz on one) or a saved table is the first table the
// page shows: the example table (six seats, "End Bianca's turn") never appears on the way, not
// even for a frame, so no one taps End turn on the wrong table. A recorder installed before the
// page's own code keeps every text and button name the page ever holds.
import { expect, test, type Page } from '@playwright/test';
import { encodeTable } from '../src/share/codec';
import { messageIds } from './languageChecks';

// The example table's names (src/rules/defaults.ts); the linked table has none of them.
const EXAMPLE = ['Alex', 'Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi'];
const LINKED = {
  version: 1 as const,
  variant: 'free-for-all' as const,
  players: [{ name: 'Quentin' }, { name: 'Rosalind' }, { name: 'Sigrun' }],
};

/** Records every text node and aria-label the document ever holds, from before its first parse. */
async function recordTexts(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __seen: Set<string> }).__seen = seen;
    // The prerendered first screens (scripts/prerender.mjs) are all in the HTML; index.css shows
    // only the one public/first-paint.js names on <html>, so the others are never shown.
    const hiddenShell = (node: Node) => {
      const box = (node instanceof Element ? node : node.parentElement)?.closest(
        '#root[data-shell] > [data-first-screen]',
      );
      return (
        !!box &&
        box.getAttribute('data-first-screen') !== document.documentElement.dataset.firstScreen
      );
    };
    const note = (node: Node) => {
      if (hiddenShell(node)) return;
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent?.trim()) seen.add(node.textContent.trim());
        return;
      }
      if (!(node instanceof Element)) return;
      for (const a of ['aria-label', 'data-seat-name', 'title'])
        if (node.getAttribute(a)) seen.add(node.getAttribute(a)!);
      node.childNodes.forEach(note);
    };
    new MutationObserver((changes) => {
      for (const c of changes) {
        if (c.type === 'characterData') note(c.target);
        else if (c.type === 'attributes') note(c.target);
        else c.addedNodes.forEach(note);
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'data-seat-name', 'title'],
    });
  });
}

async function seenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen]);
}

function expectNoExample(texts: string[]) {
  const example = texts.filter((t) => EXAMPLE.some((name) => new RegExp(`\\b${name}\\b`).test(t)));
  expect(example, 'the example table showed').toEqual([]);
  expect(texts.filter((t) => /End Bianca's turn/.test(t))).toEqual([]);
}

const endTurn = (page: Page) => page.getByRole('button', { name: /^End .*'s turn/ });

test('a share link shows the linked table first, never the example table', async ({ page }) => {
  await recordTexts(page);
  await page.goto(`/#${encodeTable({ ...LINKED, startingPlayer: 'Rosalind' })}`);
  await expect(endTurn(page)).toHaveAccessibleName("End Rosalind's turn");
  await expect(page.getByText('Shared table opened')).toBeVisible();
  // Panels that catch up after the paint have come too.
  await expect(page.getByTestId('seat')).toHaveCount(3);
  expectNoExample(await seenTexts(page));
});

test("a share link's notice comes with its table: the table is not pushed down after", async ({
  page,
}) => {
  // The notice's list was a chunk fetched after the table's first paint, so "Shared table opened"
  // arrived a moment later above the chart and moved it down: a layout shift of about 0.1 (a
  // panel below the fold filling in scores under 0.01).
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) shifts.push((e as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/#${encodeTable({ ...LINKED, startingPlayer: 'Rosalind' })}`);
  await expect(page.getByText('Shared table opened')).toBeVisible();
  await expect(page.getByTestId('seat')).toHaveCount(3);
  // A frame for the observer to hear of any shift.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  expect(
    shifts.reduce((a, b) => a + b, 0),
    `layout shifts ${shifts.join(', ')}`,
  ).toBeLessThan(0.02);
});

test('a returning visit shows its saved table first, never the example table', async ({ page }) => {
  // The linked table becomes the saved, open table of this device.
  await page.goto(`/#${encodeTable({ ...LINKED, startingPlayer: 'Sigrun' })}`);
  await expect(endTurn(page)).toHaveAccessibleName("End Sigrun's turn");
  await endTurn(page).click();
  await expect(endTurn(page)).toHaveAccessibleName("End Quentin's turn");
  // Saved (library.ts saves after the paint): the index names the table as open.
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('table-sense') ?? '{}')))
    .toMatchObject({ currentId: expect.any(String) });
  await recordTexts(page);
  await page.goto('/');
  await expect(endTurn(page)).toHaveAccessibleName("End Quentin's turn");
  await expect(page.getByTestId('seat')).toHaveCount(3);
  expectNoExample(await seenTexts(page));
});

test('a quiz link whose questions are damaged opens its table, never the example', async ({
  page,
}) => {
  await recordTexts(page);
  const table = encodeTable({ ...LINKED, startingPlayer: 'Quentin' });
  await page.goto(`/#tquiz=${table}&q=not-questions`);
  await expect(endTurn(page)).toHaveAccessibleName("End Quentin's turn");
  await expect(page.getByTestId('seat')).toHaveCount(3);
  expectNoExample(await seenTexts(page));
});

test('while a link opens, the page says so and offers no table to tap', async ({ page }) => {
  // The link's code is held back, so the page waits on it.
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/openLink-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await recordTexts(page);
  await page.goto(`/#${encodeTable({ ...LINKED, startingPlayer: 'Rosalind' })}`);
  const opening = page.getByRole('status').filter({ hasText: 'Opening the shared table…' });
  await expect(opening).toBeVisible();
  await expect(page.locator('main[data-opening]')).toHaveCount(1);
  await expect(endTurn(page)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/link-opening-phone.png' });
  release();
  await expect(endTurn(page)).toHaveAccessibleName("End Rosalind's turn");
  await expect(opening).toHaveCount(0);
  expectNoExample(await seenTexts(page));
});

test.describe('a live table link', () => {
  // The relay of `npm run host` (playwright.config.ts starts it), as in e2e/live.spec.ts.
  test.use({ baseURL: process.env.PW_LIVE_URL! });

  test('a device joining shows the room’s table first, never the example table', async ({
    page,
    browser,
  }) => {
    await page.goto(`/#${encodeTable({ ...LINKED, startingPlayer: 'Sigrun' })}`);
    await expect(endTurn(page)).toHaveAccessibleName("End Sigrun's turn");
    await page.getByRole('button', { name: 'Play together', exact: true }).click();
    const field = page.getByRole('textbox', { name: 'Live table link' });
    await expect(field).toHaveValue(/#live=[0-9a-f]{32}$/);
    const link = await field.inputValue();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('live-badge')).toContainText('Live');

    const other = await browser.newContext({ baseURL: process.env.PW_LIVE_URL! });
    const joining = await other.newPage();
    await recordTexts(joining);
    await joining.goto(link);
    await expect(joining.getByTestId('live-badge')).toContainText('Live');
    await expect(endTurn(joining)).toHaveAccessibleName("End Sigrun's turn");
    await expect(joining.getByTestId('seat')).toHaveCount(3);
    expectNoExample(await seenTexts(joining));
    await other.close();
  });
});

test('a shared link in another language: its notice is in that language from its first frame', async ({
  page,
}) => {
  // The notice's words are in the table's later catalog: loaded for the language about to be
  // shown (not English, which is all that is known while the German words are still loading),
  // before the table and its notice show, so no message's id is ever on the page.
  const ids = new Set(messageIds());
  await recordTexts(page);
  await page.goto(`/?lang=de#${encodeTable({ ...LINKED, startingPlayer: 'Rosalind' })}`);
  const notice = page.getByTestId('notice');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button')).toHaveAttribute('aria-label', /Schließen|Ausblenden|:/);
  // Its title and body are the engine's messages (src/share/openLink.ts): the engine's catalog
  // loads with the notices' list, so they are German from the first frame, never English.
  await expect(notice.getByText('Geteilter Tisch geöffnet')).toBeVisible();
  await expect(notice).toContainText('wurde zu deinen Tischen hinzugefügt');
  await page.screenshot({ path: 'test-results/link-notice-de.png' });
  const seen = await seenTexts(page);
  expect(seen.filter((t) => /Shared table opened|added to your tables/.test(t))).toEqual([]);
  expect(seen.filter((t) => t.split(/[\s:]+/).some((w) => ids.has(w)))).toEqual([]);
});

test('a page in another language with no notice does not load the engine’s words for one', async ({
  page,
}) => {
  // The lessons' list says none of the engine's sentences: only a notice carrying them would
  // need that catalog (13–16 KB), so none is fetched once the page has painted and settled.
  const engine: string[] = [];
  page.on('request', (r) => {
    if (/\/i18n\.de\.engine-/.test(r.url())) engine.push(r.url());
  });
  await page.goto('/?lang=de#lessons');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 1500))),
  );
  expect(engine).toEqual([]);
});
