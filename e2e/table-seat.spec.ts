// Table mode is the whole game: everything a player has is on their seat's sheet, and the dice
// roll from the middle. Each common action is counted in taps from table mode (at most 3): a
// designation to a player, +1 of any counter, a d20 or a coin; a roll shows large, facing the
// player who rolled, and on every phone of a live room.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { openTable, seat } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const NAMES = ['Alex', 'Bianca', 'Carissa', 'Dmitri'];
const pod = (events: object[] = []) => ({
  version: 1 as const,
  variant: 'free-for-all' as const,
  players: NAMES.map((name) => ({ name })),
  startingPlayer: 'Alex',
  options: { format: 'commander' as const },
  events: events as never[],
});

async function enterTableMode(page: Page) {
  await page.getByRole('button', { name: 'Table mode' }).click();
  await expect(page.getByTestId('table-mode')).toBeVisible();
}

/** Counts the taps a test makes, from table mode. */
function counter() {
  let taps = 0;
  return {
    tap: async (l: Locator) => {
      taps++;
      await l.click();
    },
    get taps() {
      return taps;
    },
    reset() {
      taps = 0;
    },
  };
}

const sheetOf = (page: Page, name: string) => page.getByRole('dialog', { name: new RegExp(name) });

test('a designation, +1 of every counter and the tax: at most 3 taps each from the seat', async ({
  page,
}) => {
  await openTable(page, pod());
  await enterTableMode(page);
  const t = counter();
  // The monarch (724) to Bianca: her seat, Markers, the button.
  await t.tap(seat(page, 'Bianca'));
  const sheet = sheetOf(page, 'Bianca');
  await t.tap(sheet.getByRole('tab', { name: /Markers/ }));
  await t.tap(sheet.getByRole('button', { name: 'Bianca becomes the monarch' }));
  expect(t.taps).toBeLessThanOrEqual(3);
  await expect(sheet.getByRole('button', { name: 'Bianca is the monarch' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The initiative (725) and the city's blessing (702.131c) the same way, from the same page.
  await sheet.getByRole('button', { name: 'Bianca takes the initiative' }).click();
  await sheet.getByRole('button', { name: "Bianca gets the city's blessing" }).click();
  await expect(
    sheet.getByRole('button', { name: "Bianca has the city's blessing (kept, 702.131c)" }),
  ).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  // Undo takes the blessing back.
  await page.getByRole('button', { name: 'Undo' }).click();

  // +1 of each counter on the seat: the seat, Counters, +.
  for (const label of ['energy', 'experience', 'rad', 'commander casts']) {
    t.reset();
    await t.tap(seat(page, 'Carissa'));
    const s = sheetOf(page, 'Carissa');
    await t.tap(s.getByRole('tab', { name: /Counters/ }));
    await t.tap(s.getByRole('button', { name: `Carissa: ${label} +1` }));
    expect(t.taps, label).toBeLessThanOrEqual(3);
    await expect(s.getByRole('group', { name: label })).toContainText('1');
    await s.getByRole('button', { name: 'Close' }).click();
    await expect(s).toHaveCount(0);
  }
  // One cast from the command zone: the next costs {2} more (903.8), shown beside the count.
  await seat(page, 'Carissa').click();
  const s = sheetOf(page, 'Carissa');
  await s.getByRole('tab', { name: /Counters/ }).click();
  await expect(s.getByTestId('seat-counter-commanderCasts')).toContainText('tax {2} (903.8)');
  await s.getByRole('button', { name: 'Carissa: commander casts +1' }).click();
  await expect(s.getByTestId('seat-counter-commanderCasts')).toContainText('tax {4} (903.8)');
  // A counter of the table's own, named here, gets a row of its own.
  await s.getByRole('textbox', { name: /counter of the table's own/ }).fill('Lore');
  await s.getByRole('button', { name: 'Carissa: add 1 of this counter' }).click();
  await expect(s.getByRole('button', { name: 'Carissa: Lore +1' })).toBeVisible();
  // Poison from the seat too.
  await s.getByRole('tab', { name: 'Life' }).click();
  await s.getByRole('button', { name: 'Carissa: poison +1' }).click();
  await expect(s.getByTestId('seat-poison-value')).toContainText('1');
  // Tapping outside closes it, and focus is back on the table.
  await page.getByTestId('seat-amounts-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(s).toHaveCount(0);
});

test('a d20 and a coin from the middle in 2 taps; the storm count and day in 2', async ({
  page,
}) => {
  await openTable(page, pod());
  await enterTableMode(page);
  const t = counter();
  await t.tap(page.getByRole('button', { name: "Dice, a coin and the table's counters" }));
  await t.tap(page.getByRole('button', { name: 'Alex rolls a d20' }));
  expect(t.taps).toBeLessThanOrEqual(3);
  const shown = page.getByTestId('mode-roll');
  await expect(shown).toBeVisible();
  await expect(shown.getByTestId('mode-roll-who')).toHaveText('Alex rolled a d20');
  const value = Number(await shown.getByTestId('mode-roll-value').textContent());
  expect(value).toBeGreaterThanOrEqual(1);
  expect(value).toBeLessThanOrEqual(20);
  // Large: a result read from across the table.
  const size = await shown
    .getByTestId('mode-roll-value')
    .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(size).toBeGreaterThanOrEqual(64);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);

  t.reset();
  await t.tap(page.getByRole('button', { name: "Dice, a coin and the table's counters" }));
  await t.tap(page.getByRole('button', { name: 'Alex flips a coin' }));
  expect(t.taps).toBeLessThanOrEqual(3);
  await expect(shown.getByTestId('mode-roll-value')).toHaveText(/^(Heads|Tails)$/);
  await page.keyboard.press('Escape');
  await expect(shown).toHaveCount(0);

  t.reset();
  await t.tap(page.getByRole('button', { name: "Dice, a coin and the table's counters" }));
  const dice = page.getByRole('dialog', { name: 'Dice and the table' });
  await t.tap(dice.getByRole('button', { name: 'Table: Storm +1' }));
  expect(t.taps).toBeLessThanOrEqual(3);
  await expect(dice.getByTestId('mode-counter-storm-value')).toContainText('1');
  await dice.getByRole('button', { name: 'It becomes day' }).click();
  await expect(dice.getByRole('button', { name: 'It becomes day' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A random player: one of the four, said to be this phone's only.
  await dice.getByRole('button', { name: 'Alex picks a player at random' }).click();
  await expect(shown.getByTestId('mode-roll-value')).toHaveText(/^(Alex|Bianca|Carissa|Dmitri)$/);
  await expect(shown.getByTestId('mode-roll-who')).toHaveText(
    'Alex picked a player at random (this phone only)',
  );
});

test('another player rolls: the result faces them; a roll from before table mode is not shown', async ({
  page,
}) => {
  await openTable(page, pod([{ type: 'roll', player: 'Bianca', die: 'd6', result: 4 }]));
  await enterTableMode(page);
  await expect(page.getByTestId('table-mode')).toBeVisible();
  // Bianca's d6 was rolled before: old news.
  await expect(page.getByTestId('mode-roll')).toHaveCount(0);
  // The way Dmitri's own sheet turns is the way his roll turns.
  await seat(page, 'Dmitri').click();
  const facing = await sheetOf(page, 'Dmitri').getAttribute('data-turn');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: "Dice, a coin and the table's counters" }).click();
  const dice = page.getByRole('dialog', { name: 'Dice and the table' });
  await dice.getByRole('button', { name: 'Dmitri rolls', exact: true }).click();
  await dice.getByRole('button', { name: 'Dmitri rolls a d12' }).click();
  const shown = page.getByTestId('mode-roll');
  await expect(shown.getByTestId('mode-roll-who')).toHaveText('Dmitri rolled a d12');
  await expect(shown).toHaveAttribute('data-turn', facing!);
  // Undo takes the roll back, and its result with it.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(shown).toHaveCount(0);
});

test('Two-Headed Giant: poison is the team’s one count, changeable from either head (810.8d)', async ({
  page,
}) => {
  await openTable(page, {
    version: 1,
    variant: 'two-headed-giant',
    players: [
      { name: 'Ana', team: 'Suns' },
      { name: 'Bo', team: 'Suns' },
      { name: 'Cy', team: 'Moons' },
      { name: 'Di', team: 'Moons' },
    ],
    startingTeam: 'Suns',
  });
  await enterTableMode(page);
  await seat(page, 'Cy').click();
  const s = sheetOf(page, 'Cy');
  await s.getByRole('button', { name: 'Cy: poison +1' }).click();
  await s.getByRole('button', { name: 'Cy: poison +1' }).click();
  await expect(s.getByTestId('seat-poison')).toContainText("the team's, shared (810.8d)");
  await page.keyboard.press('Escape');
  await seat(page, 'Di').click();
  await expect(sheetOf(page, 'Di').getByTestId('seat-poison-value')).toHaveText('2');
});

// A live room: a roll on one phone shows on the other's table mode, with who rolled it.
const LIVE = process.env.PW_LIVE_URL!;

/** A phone of its own opening `link`; `badge`: what its live badge says once in the room. */
async function device(browser: Browser, link: string, badge: string | null): Promise<Page> {
  const ctx = await browser.newContext({
    baseURL: LIVE,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await ctx.newPage();
  await page.goto(link);
  if (badge) await expect(page.getByTestId('live-badge')).toContainText(badge);
  return page;
}

test('a live room: a roll on one phone shows on the others’ table mode, with who rolled; a watcher gets no die', async ({
  browser,
}) => {
  const a = await device(browser, `${LIVE}/`, null);
  await a.getByRole('button', { name: 'Play together', exact: true }).click();
  const field = a.getByRole('textbox', { name: 'Live table link' });
  await expect(field).toHaveValue(/#live=[0-9a-f]{32}$/);
  const link = await field.inputValue();
  const view = await a.getByRole('textbox', { name: 'View-only link' }).inputValue();
  await a.getByRole('button', { name: 'Done' }).click();
  const b = await device(browser, link, 'Live');
  const w = await device(browser, view, 'Watching');
  for (const p of [a, b, w]) await enterTableMode(p);
  const die = (p: Page) => p.getByRole('button', { name: "Dice, a coin and the table's counters" });
  await expect(die(b)).toBeVisible();
  // A watcher rolls nothing and opens no seat.
  await expect(die(w)).toHaveCount(0);
  await die(a).click();
  await a.getByRole('button', { name: /rolls a d20$/ }).click();
  const mine = a.getByTestId('mode-roll');
  await expect(mine).toBeVisible();
  const value = await mine.getByTestId('mode-roll-value').textContent();
  const who = await mine.getByTestId('mode-roll-who').textContent();
  expect(who).toMatch(/ rolled a d20$/);
  for (const p of [b, w]) {
    const theirs = p.getByTestId('mode-roll');
    await expect(theirs.getByTestId('mode-roll-value')).toHaveText(value!);
    await expect(theirs.getByTestId('mode-roll-who')).toHaveText(who!);
  }
  for (const p of [a, b, w]) await p.context().close();
});

// The sheet keeps one size whichever page shows: its tabs stay under the finger that pressed one.
// Upright (a seat at the screen's bottom) and on its side (a seat along a long edge), on a phone
// and a tablet held either way.
for (const [size, width, height, players, who] of [
  ['phone, upright', 390, 844, 8, 'Esme'],
  ['phone, on its side', 390, 844, 4, 'Bianca'],
  ['landscape phone, upright', 844, 390, 8, 'Esme'],
  ['landscape phone, on its side', 844, 390, 8, 'Carissa'],
  ['tablet, upright', 820, 1180, 8, 'Esme'],
  ['tablet, on its side', 820, 1180, 4, 'Bianca'],
  ['landscape tablet, upright', 1180, 820, 8, 'Esme'],
  ['landscape tablet, on its side', 1180, 820, 8, 'Carissa'],
] as const)
  test(`the seat's sheet is one size on every page: ${size}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height }, hasTouch: true });
    const page = await context.newPage();
    const names = ['Alex', 'Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi', 'Gus', 'Hana'];
    await openTable(page, {
      ...pod([
        { type: 'commanderDamage', player: 'Bianca', from: 'Alex', amount: 7 },
        { type: 'counter', player: 'Bianca', counter: 'energy', amount: 3 },
      ]),
      players: names.slice(0, players).map((name) => ({ name })),
    });
    await enterTableMode(page);
    await seat(page, who).click();
    const sheet = sheetOf(page, who);
    await expect(sheet).toBeVisible();
    // Its own width and height (it may be turned a quarter), and where its first tab is.
    const measure = () =>
      sheet.evaluate((el) => {
        const tab = el.querySelector('[data-testid="sheet-tab-life"]')!.getBoundingClientRect();
        return [
          (el as HTMLElement).offsetWidth,
          (el as HTMLElement).offsetHeight,
          Math.round(tab.x),
          Math.round(tab.y),
        ];
      });
    const life = await measure();
    for (const tab of ['Counters', 'Markers', 'Life']) {
      await sheet.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
      await expect(sheet.getByRole('tab', { name: new RegExp(`^${tab}`) })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(await measure(), tab).toEqual(life);
    }
    // Whole on the screen, whichever way it is turned.
    const b = (await sheet.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(width);
    expect(b.y + b.height).toBeLessThanOrEqual(height);
    await context.close();
  });
