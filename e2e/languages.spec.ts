// Every language on a phone (390×844), once each: the table, table mode, the rules panel, the Share
// dialog, the setup screen with a table being gathered, Play together and a lesson, each checked
// for messages shown as their ids (a catalog not loaded) and for words clipped or running out of
// their boxes, off the screen or out of their seats (German and Russian run long). One page per
// language, so the whole tour costs one browser check per language, not every spec times eleven.
// Screenshots of each language's table and table mode: test-results/languages/.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { htmlLang, LOCALES, type Language } from '../src/i18n/locales';
import { auditPage, faultKey, messageIds, wordsOf, type Fault } from './languageChecks';

// Gathering a table needs the relay: the app as `npm run host` serves it.
test.use({
  baseURL: process.env.PW_LIVE_URL!,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
});

// A tour of seven screens: well within this on a busy 2-core machine, not within the default.
test.describe.configure({ timeout: 120_000 });

const SHOTS = 'test-results/languages';
const ids = messageIds();

/**
 * Faults found and not yet fixed, each with why it is here: the test fails on any other, so a
 * new fault is seen at once, and says when one of these is gone (remove it then). `*` is every
 * language. Keys are faultKey's lines, as the test prints them.
 */
const KNOWN: { languages: readonly Language[] | '*'; fault: string | RegExp; why: string }[] = [];

const LANGUAGES: Language[] = [...LOCALES, 'pseudo'];

for (const language of LANGUAGES)
  test(`${language}: no message id and no clipped word on any screen`, async ({ page }, info) => {
    const words = wordsOf(language);
    /** A button by its English words, as this language shows them. */
    const button = async (english: string, within: Locator | Page = page) => {
      if (language !== 'pseudo')
        return within.getByRole('button', { name: words(english), exact: true });
      // The pseudo-locale's words are the English with accents: find the button whose words,
      // accents taken off, are the English (its aria-hidden arrows aside). A few of its letters
      // have no accent to take off (pseudolocale's table).
      const scope = within === page ? page.locator('body') : (within as Locator);
      await expect
        .poll(() =>
          scope.evaluate((root, english) => {
            const odd: Record<string, string> = {
              ß: 'B',
              ƀ: 'b',
              Ƒ: 'F',
              ƒ: 'f',
              ĵ: 'J',
              Ĵ: 'j',
              Ƥ: 'P',
              ƥ: 'p',
              Ǫ: 'Q',
              ǫ: 'q',
            };
            const plain = (b: Element) => {
              const c = b.cloneNode(true) as Element;
              c.querySelectorAll('[aria-hidden="true"]').forEach((h) => h.remove());
              return [...(c.textContent ?? '')]
                .map((ch) => odd[ch] ?? ch)
                .join('')
                .normalize('NFD')
                .replace(/[\u0300-\u036f]/g, '')
                .trim();
            };
            const found = [...root.querySelectorAll('button')].find(
              (b) => b.checkVisibility() && plain(b) === english,
            );
            found?.setAttribute('data-pseudo-words', english);
            return !!found;
          }, english),
        )
        .toBe(true);
      return within.locator(`button[data-pseudo-words="${english}"]`);
    };
    const tap = async (english: string, within?: Locator) =>
      (await button(english, within)).click();

    const found = new Map<string, { fault: Fault; views: string[] }>();
    const check = async (view: string) => {
      // LANGUAGE_SHOTS=all: a picture of every screen checked, not only the two kept.
      if (process.env.LANGUAGE_SHOTS === 'all')
        await page.screenshot({ path: `${SHOTS}/all/${language}-${view.replace(/ /g, '-')}.png` });
      for (const fault of await auditPage(page, ids)) {
        const key = faultKey(fault);
        const seen = found.get(key) ?? { fault, views: [] };
        seen.views.push(view);
        found.set(key, seen);
      }
    };
    // The screen as a phone shows it (the checks cover the rest of the page).
    const shot = async (name: string) => {
      const path = `${SHOTS}/${language}-${name}.png`;
      await page.screenshot({ path, animations: 'disabled' });
      await info.attach(`${language}-${name}`, { path, contentType: 'image/png' });
    };
    mkdirSync(`${SHOTS}/all`, { recursive: true });

    // The table, as a first visit opens it, with the header's later buttons (Play together).
    await page.goto(`/?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(language));
    await expect(page.getByTestId('seating-chart')).toBeVisible();
    await expect(await button('Play together')).toBeVisible();
    // The panels drawn after the first picture (the life panel, the history) are checked too.
    await expect(page.getByTestId('life-panel')).toBeVisible();
    await check('table');
    await shot('table');

    // Table mode (⤢), and back.
    await page.getByTestId('enter-table-mode').click();
    await expect(page.getByTestId('table-mode')).toBeVisible();
    await expect(page.getByTestId('mode-seat').first()).toBeVisible();
    await check('table mode');
    await shot('mode');
    await page.getByTestId('leave-table-mode').click();
    await expect(page.getByTestId('seating-chart')).toBeVisible();

    // The rules panel.
    await tap('Rules');
    const rules = page.getByTestId('rules-panel');
    await expect(rules.locator('li[data-rule]').first()).toBeVisible();
    await check('rules panel');
    await page.keyboard.press('Escape');
    await expect(rules).toHaveCount(0);

    // The Share dialog, its QR code drawn.
    await tap('Share');
    const share = page.getByTestId('share-dialog');
    await expect(share.getByTestId('share-qr')).toBeVisible();
    await check('share');
    await page.keyboard.press('Escape');
    await expect(share).toHaveCount(0);

    // The setup screen, then gathering the table: its panel and its code.
    await tap('New game');
    await expect(page.getByTestId('start-game')).toBeVisible();
    await check('setup');
    await page.getByTestId('gather-start').click();
    const gathering = page.getByTestId('gather-dialog');
    await expect(gathering.getByTestId('gather-link')).toHaveValue(/#live=/);
    await check('gathering');
    await page.keyboard.press('Escape');
    await expect(gathering).toHaveCount(0);
    await tap('Stop gathering', page.getByTestId('gather-panel'));
    await expect(page.getByTestId('gather-start')).toBeVisible();
    await tap('Back to the table');
    await expect(page.getByTestId('seating-chart')).toBeVisible();

    // Play together: the live table's dialog.
    await tap('Play together');
    const live = page.getByTestId('live-dialog');
    await expect(live.getByRole('img').first()).toBeVisible();
    await check('play together');
    await page.keyboard.press('Escape');
    await expect(live).toHaveCount(0);

    // The lessons, and a lesson's second step.
    await tap('Lessons');
    const index = page.getByTestId('lesson-index');
    await expect(index.getByRole('link').first()).toBeVisible();
    await check('lessons');
    await index.getByRole('link').first().click();
    const counter = page.getByTestId('step-counter').first();
    await expect(counter).toBeVisible();
    const first = await counter.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(counter).not.toHaveText(first!);
    await check('lesson step');

    report(language, found, info);
  });

/** Fails on a fault not in KNOWN; notes a KNOWN one no longer found. */
function report(
  language: Language,
  found: Map<string, { fault: Fault; views: string[] }>,
  info: TestInfo,
) {
  const known = KNOWN.filter((k) => k.languages === '*' || k.languages.includes(language));
  const matches = (k: (typeof KNOWN)[number], key: string) =>
    typeof k.fault === 'string' ? k.fault === key : k.fault.test(key);
  const lines = [...found].map(([key, { fault, views }]) => ({
    key,
    line: `${key} — ${fault.detail} [${views.join(', ')}]`,
    known: known.some((k) => matches(k, key)),
  }));
  const gone = known.filter((k) => ![...found.keys()].some((key) => matches(k, key)));
  for (const k of gone)
    info.annotations.push({
      type: 'fixed?',
      description: `${language}: ${String(k.fault)} (${k.why})`,
    });
  const body = lines.map((l) => `${l.known ? 'known ' : 'NEW   '}${l.line}`).join('\n') || 'none';
  writeFileSync(`${SHOTS}/${language}-faults.txt`, `${body}\n`);
  void info.attach(`${language}-faults.txt`, { body, contentType: 'text/plain' });
  expect(
    lines.filter((l) => !l.known).map((l) => l.line),
    `${language}: faults not in KNOWN (fix them, or add them there with why)`,
  ).toEqual([]);
}
