// Table mode's middle, its words in sight: every End turn's words inside its button in a language
// whose words run long (German) or wide (Russian, Japanese); several running turns' names on two
// lines where one would draw them small; the name beside End turn large in a phone's narrow strip.
import { expect, test, type Page } from '@playwright/test';
import { ffaTable, preset } from './tables';
import { EMPEROR_TABLE } from '../src/rules/defaults';
import type { Scenario } from '../src/rules/types';
import { encodeTable } from '../src/share/codec';
import { openTable } from './helpers';

const ffa = (n: number): Scenario => ({ ...ffaTable(n), startingPlayer: 'Alex' });
const melee: Scenario = { ...preset('grand-melee'), startingPlayer: 'Alex' };
const emperor: Scenario = { ...EMPEROR_TABLE, startingPlayer: 'Bianca' };

/** Table mode (chosen in English, then kept), in `lang`. */
async function tableMode(page: Page, s: Scenario, lang = 'en') {
  await openTable(page, s);
  await page.getByRole('button', { name: 'Table mode' }).click();
  await expect(page.getByTestId('table-mode')).toBeVisible();
  if (lang === 'en') return;
  await page.goto('about:blank');
  await page.goto(`/?lang=${lang}#${encodeTable(s)}`);
  await expect(page.getByTestId('table-mode')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** A text element's drawn size (px) on the screen: its font size times the chart's scale. */
const drawnFont = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((e) => {
    const m = (e as SVGGraphicsElement).getScreenCTM()!;
    return Number(e.getAttribute('font-size')) * Math.hypot(m.a, m.b);
  });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const lang of ['de', 'ru', 'ja'])
  for (const [label, table] of [
    ['4', ffa(4)],
    ['5', ffa(5)],
    ['12', melee],
  ] as const)
    test(`${label} players on a phone in ${lang}: every End turn's words inside its button`, async ({
      page,
    }) => {
      await tableMode(page, table, lang);
      const ends = page.getByTestId('mode-end-turn');
      expect(await ends.count()).toBeGreaterThan(0);
      for (const end of await ends.all()) {
        // In the button's own frame: its words' length against its rect's width.
        const [words, room] = await end.evaluate((e) => [
          (e.querySelector('text') as SVGTextElement).getComputedTextLength(),
          Number(e.querySelector('rect')!.getAttribute('width')),
        ]);
        expect(words, (await end.getAttribute('aria-label')) ?? '').toBeLessThanOrEqual(room - 8);
      }
    });

test('twelve on a phone: the running turns’ names no smaller than the turn’s number', async ({
  page,
}) => {
  await tableMode(page, melee);
  const names = await drawnFont(page, 'mode-turn-text');
  expect(names).toBeGreaterThanOrEqual(14);
  expect(names).toBeGreaterThanOrEqual((await drawnFont(page, 'mode-turn-kicker')) - 0.5);
  // Still one list of names for whoever reads it whole.
  await expect(page.getByTestId('mode-turn-text')).toHaveText(/^\w+ · \w+ · \w+$/);
});

test('six (Emperor) on a phone: the name beside End turn at 16 px or more', async ({ page }) => {
  await tableMode(page, emperor);
  await expect(page.getByTestId('mode-turn-text')).toHaveText('Bianca');
  expect(await drawnFont(page, 'mode-turn-text')).toBeGreaterThanOrEqual(16);
});

/** A roll of the d20 by the player taking the turn, through table mode's dice. */
async function rollD20(page: Page) {
  await page.getByTestId('mode-dice').click();
  await page.getByTestId('mode-roll-d20').click();
  const shown = page.getByTestId('mode-roll');
  await expect(shown).toBeVisible();
  return shown;
}
const fontOf = (el: import('@playwright/test').Locator) =>
  el.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));

test('six (Emperor) on a phone in German: the roll’s caption at 16 px or more, whole', async ({
  page,
}) => {
  await tableMode(page, emperor, 'de');
  const shown = await rollD20(page);
  const who = shown.getByTestId('mode-roll-who');
  await expect(who).toHaveText('Bianca hat einen d20 geworfen');
  expect(await fontOf(who)).toBeGreaterThanOrEqual(16);
  expect(await fontOf(shown.getByTestId('mode-roll-value'))).toBeGreaterThanOrEqual(40);
  // Inside the card, none of it cut off.
  const [card, words] = [await shown.boundingBox(), await who.boundingBox()];
  for (const [a, b] of [
    [words!.x, card!.x],
    [words!.y, card!.y],
    [card!.x + card!.width, words!.x + words!.width],
    [card!.y + card!.height, words!.y + words!.height],
  ])
    expect(a).toBeGreaterThanOrEqual(b!);
  expect(await who.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
});

test.describe(() => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: false });
  for (const [label, table, lang] of [
    ['twelve', melee, 'en'],
    ['six (Emperor), in German', emperor, 'de'],
  ] as const)
    test(`${label} on a tablet: the roll’s caption and Done large for its card`, async ({
      page,
    }) => {
      await tableMode(page, table, lang);
      const shown = await rollD20(page);
      expect(await fontOf(shown.getByTestId('mode-roll-who'))).toBeGreaterThanOrEqual(22);
      expect(await fontOf(shown.getByRole('button'))).toBeGreaterThanOrEqual(18);
      expect(await fontOf(shown.getByTestId('mode-roll-value'))).toBeGreaterThanOrEqual(100);
    });
});
