// Table mode: a phone lying in the middle of the table as its life counter. One tap in, one tap
// out, remembered; big enough to read from a seat; the turn and its End turn face the player
// taking it; life and commander damage from the seat itself, 7 commander damage in 3 taps.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openTable } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const NAMES = [
  'Alex',
  'Bianca',
  'Carissa',
  'Dmitri',
  'Esme',
  'Femi',
  'Gus',
  'Hana',
  'Ines',
  'Jo',
  'Kwame',
  'Lucía',
];

const commanderTable = (n: number) => ({
  version: 1 as const,
  variant: 'free-for-all' as const,
  players: NAMES.slice(0, n).map((name) => ({ name })),
  startingPlayer: 'Alex',
  options: { format: 'commander' as const },
});

const seat = (page: Page, name: string) =>
  page.locator(`[data-testid="seat"][data-seat-name="${name}"]`);
const modeSeat = (page: Page, name: string) =>
  page.locator(`[data-testid="mode-seat"][data-seat-name="${name}"]`);
const box = async (l: Locator) => (await l.boundingBox())!;
const centreOf = (b: { x: number; y: number; width: number; height: number }) => ({
  x: b.x + b.width / 2,
  y: b.y + b.height / 2,
});
const rotation = async (l: Locator) =>
  Number(/rotate\(([-\d.]+)\)/.exec((await l.getAttribute('transform')) ?? '')?.[1] ?? NaN);

async function enterTableMode(page: Page) {
  await page.getByRole('button', { name: 'Table mode' }).click();
  await expect(page.getByTestId('table-mode')).toBeVisible();
}

test('one tap in, one tap out, remembered after a reload; the header and panels step aside', async ({
  page,
}) => {
  await openTable(page, commanderTable(6));
  await expect(page.getByRole('banner')).toBeVisible();
  await enterTableMode(page);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByTestId('turn-bar')).toHaveCount(0);
  await expect(page.getByTestId('mode-seat')).toHaveCount(6);
  await page.reload();
  await expect(page.getByTestId('table-mode')).toBeVisible();
  await page.getByRole('button', { name: 'Leave table mode' }).click();
  await expect(page.getByTestId('table-mode')).toHaveCount(0);
  await expect(page.getByTestId('turn-bar')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('turn-bar')).toBeVisible();
  await expect(page.getByTestId('table-mode')).toHaveCount(0);
});

test('switching Flat on the table on opens table mode', async ({ page }) => {
  await openTable(page, commanderTable(4));
  await page.getByRole('switch', { name: 'Flat on the table', exact: true }).click();
  await expect(page.getByTestId('table-mode')).toBeVisible();
});

/** The orientation sensor's reports for a phone held at `beta`/`gamma` degrees for `ms`. */
async function tilt(page: Page, beta: number, gamma: number, ms: number) {
  await page.evaluate(
    async ([beta, gamma, ms]) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {
        window.dispatchEvent(new DeviceOrientationEvent('deviceorientation', { beta, gamma }));
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    [beta, gamma, ms],
  );
}

test('a phone laid flat on the table opens table mode until someone chooses; held up, it does not', async ({
  page,
}) => {
  await openTable(page, commanderTable(4));
  await expect(page.getByRole('switch', { name: 'Flat on the table', exact: true })).toBeVisible();
  // Held in the hand (tilted towards the face): the full page stays.
  await tilt(page, 50, 3, 1500);
  await expect(page.getByTestId('table-mode')).toHaveCount(0);
  // Tilted past level for a moment only: still the full page.
  await tilt(page, 2, 1, 400);
  await tilt(page, 40, 0, 200);
  await expect(page.getByTestId('table-mode')).toHaveCount(0);
  // Laid on the table: table mode.
  await tilt(page, 2, -1, 1500);
  await expect(page.getByTestId('table-mode')).toBeVisible();
  // Leaving it is a choice, remembered: laid flat again, the full page stays.
  await page.getByTestId('leave-table-mode').click();
  await expect(page.getByRole('switch', { name: 'Flat on the table', exact: true })).toBeVisible();
  await tilt(page, 1, 1, 1500);
  await expect(page.getByTestId('table-mode')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('seating-chart')).toBeVisible();
  await tilt(page, 1, 1, 1500);
  await expect(page.getByTestId('table-mode')).toHaveCount(0);
});

// Six or fewer get tiles (e2e/table-tiles.spec.ts); more keep the circles, and their floors.
for (const [n, life, name] of [
  [8, 20, 14],
  [12, 20, 14],
] as const)
  test(`at 390×844 with ${n} seats: life ≥ ${life} px, names ≥ ${name} px, ± 44 px, nothing off screen`, async ({
    page,
  }) => {
    await openTable(page, commanderTable(n));
    await enterTableMode(page);
    await expect(page.getByTestId('mode-seat')).toHaveCount(n);
    for (const who of NAMES.slice(0, n)) {
      const s = modeSeat(page, who);
      const lifeText = s.getByTestId('mode-life');
      const nameText = s.getByTestId('mode-name');
      // Seats are turned to face their players: measure along the text, not the screen.
      const sizes = await Promise.all(
        [lifeText, nameText].map((t) =>
          t.evaluate((el) => ({
            font: parseFloat(getComputedStyle(el).fontSize),
            tall: (el as SVGGraphicsElement).getBBox().height,
            scale:
              (el as SVGGraphicsElement).getScreenCTM()!.a ** 2 +
              (el as SVGGraphicsElement).getScreenCTM()!.b ** 2,
          })),
        ),
      );
      const [l, nm] = sizes as [(typeof sizes)[0], (typeof sizes)[0]];
      expect(Math.sqrt(l.scale) * l.tall, `${who}'s life`).toBeGreaterThanOrEqual(life);
      expect(Math.sqrt(nm.scale) * nm.font, `${who}'s name`).toBeGreaterThanOrEqual(name);
      for (const id of ['life-minus', 'life-plus']) {
        const b = await box(s.getByTestId(id));
        expect(Math.min(b.width, b.height), `${who}'s ${id}`).toBeGreaterThanOrEqual(44);
      }
      // The seat's circle (turned to face its player) lies whole on the screen.
      const c = await s.locator('.tc-seat-body').evaluate((el) => {
        const m = (el as SVGCircleElement).getScreenCTM()!;
        return {
          x: m.e,
          y: m.f,
          r: (el as SVGCircleElement).r.baseVal.value * Math.hypot(m.a, m.b),
        };
      });
      expect(c.x - c.r).toBeGreaterThanOrEqual(0);
      expect(c.y - c.r).toBeGreaterThanOrEqual(0);
      expect(c.x + c.r).toBeLessThanOrEqual(390);
      expect(c.y + c.r).toBeLessThanOrEqual(844);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
  });

test('the turn faces the player taking it, who ends it from their own side', async ({ page }) => {
  await openTable(page, commanderTable(6));
  await enterTableMode(page);
  const centre = page.getByTestId('mode-centre');
  const end = page.getByRole('button', { name: "End Alex's turn" });
  // Alex's tile is on the right, read from the right: the turn reads right way up from there.
  expect(await rotation(centre)).toBe(await rotation(modeSeat(page, 'Alex')));
  expect(await rotation(centre)).toBe(270);
  await expect(page.getByTestId('mode-turn-text')).toHaveText('Alex');
  // The button is on Alex's side of the middle: nearer Alex's edge of the screen than Dmitri's,
  // across the table (the tiles stand along the two long edges).
  const at = centreOf(await box(end));
  const dist = async (who: string) => Math.abs(centreOf(await box(seat(page, who))).x - at.x);
  expect(await dist('Alex')).toBeLessThan(await dist('Dmitri'));
  await end.click();
  await expect(page.getByTestId('mode-turn-text')).toHaveText('Bianca');
  expect(await rotation(centre)).toBe(await rotation(modeSeat(page, 'Bianca')));
  const next = page.getByRole('button', { name: "End Bianca's turn" });
  const at2 = centreOf(await box(next));
  const b = centreOf(await box(seat(page, 'Bianca')));
  const e = centreOf(await box(seat(page, 'Esme')));
  expect(Math.abs(b.x - at2.x)).toBeLessThan(Math.abs(e.x - at2.x));
});

test('7 commander damage from one commander to one player in 3 taps; partners too', async ({
  page,
}) => {
  await openTable(page, commanderTable(4));
  await enterTableMode(page);
  let taps = 0;
  const tap = async (l: Locator) => {
    taps++;
    await l.click();
  };
  await tap(seat(page, 'Carissa'));
  const sheet = page.getByRole('dialog', { name: /Carissa/ });
  await tap(sheet.getByRole('button', { name: 'Bianca', exact: true }));
  await tap(sheet.getByRole('button', { name: "Bianca's commander deals 7" }));
  expect(taps).toBeLessThanOrEqual(3);
  // The seat shows it at once (the taps are still being gathered), and the life lost with it.
  await expect(modeSeat(page, 'Carissa').getByTestId('mode-info')).toContainText('⚔ 7/21');
  await expect(modeSeat(page, 'Carissa').getByTestId('mode-life')).toHaveText('33');
  await expect(sheet.getByTestId('seat-taken')).toHaveText('Taken: Bianca 7/21');
  // A partner is a commander of its own (903.3): its damage is counted apart.
  await sheet.getByRole('button', { name: 'Partner' }).click();
  await sheet.getByRole('button', { name: "Bianca's partner deals 3" }).click();
  await expect(sheet.getByTestId('seat-taken')).toHaveText(
    'Taken: Bianca 7/21 · Bianca (partner) 3/21',
  );
  await expect(modeSeat(page, 'Carissa').getByTestId('mode-life')).toHaveText('30');
  // The highest on the seat, against 21.
  await expect(modeSeat(page, 'Carissa').getByTestId('mode-info')).toContainText('⚔ 7/21');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toHaveCount(0);
});

test('a drag from one seat to another chooses the commander and the player: 7 in 2 gestures', async ({
  page,
}) => {
  await openTable(page, commanderTable(4));
  await enterTableMode(page);
  const from = centreOf(await box(seat(page, 'Dmitri')));
  const to = centreOf(await box(seat(page, 'Bianca')));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  const sheet = page.getByRole('dialog', { name: /Bianca/ });
  await expect(sheet.getByRole('button', { name: 'Dmitri', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await sheet.getByRole('button', { name: "Dmitri's commander deals 7" }).click();
  await expect(modeSeat(page, 'Bianca').getByTestId('mode-info')).toContainText('⚔ 7/21');
});

test('a hold on a seat opens its amounts: ±1, ±5 and a number, without scrolling', async ({
  page,
}) => {
  await openTable(page, commanderTable(6));
  await enterTableMode(page);
  const c = centreOf(await box(seat(page, 'Esme')));
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  const sheet = page.getByRole('dialog', { name: /Esme/ });
  // Open while the finger is still down.
  await expect(sheet).toBeVisible();
  await page.mouse.up();
  // Every control is on screen, whichever way the sheet is turned.
  const b = await box(sheet);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(390);
  expect(b.y + b.height).toBeLessThanOrEqual(844);
  await sheet.getByRole('button', { name: 'Lose 5 life' }).click();
  await sheet.getByRole('button', { name: 'Gain 1 life' }).click();
  await expect(modeSeat(page, 'Esme').getByTestId('mode-life')).toHaveText('36');
  await sheet.getByRole('spinbutton', { name: 'Amount' }).fill('12');
  await sheet.getByRole('button', { name: 'Lose', exact: true }).click();
  await expect(modeSeat(page, 'Esme').getByTestId('mode-life')).toHaveText('24');
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  // The gathered taps become one history entry; Undo takes them all back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(modeSeat(page, 'Esme').getByTestId('mode-life')).toHaveText('40');
});

test('the players table follows a life tap in the same frame as the chart', async ({ page }) => {
  await openTable(page, commanderTable(6));
  await page.getByRole('switch', { name: 'Show the table as text' }).click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Bianca' }) });
  await expect(row.getByTestId('players-table-life')).toHaveText('40');
  // Tap, then read the chart and the table in the next frame: they must agree.
  const seen = await page.evaluate(
    () =>
      new Promise<{ chart: string; table: string }>((done) => {
        const wrap = document.querySelector('[data-seat-name="Bianca"]')!.parentElement!;
        (wrap.querySelector('[data-testid="life-minus"]') as SVGGElement).dispatchEvent(
          new MouseEvent('click', { bubbles: true }),
        );
        requestAnimationFrame(() => {
          const chart =
            document
              .querySelector('[data-testid="seat"][data-seat-name="Bianca"]')!
              .getAttribute('aria-label') ?? '';
          const cells = [...document.querySelectorAll('tr')].find(
            (tr) => tr.querySelector('th')?.textContent === 'Bianca',
          );
          done({
            chart: /(\d+) life/.exec(chart)?.[1] ?? '',
            table: cells?.querySelector('[data-testid="players-table-life"]')?.textContent ?? '',
          });
        });
      }),
  );
  expect(seen).toEqual({ chart: '39', table: '39' });
});

test('by keyboard: the seats are one Tab stop, arrow keys go round, Enter opens the amounts', async ({
  page,
}) => {
  await openTable(page, commanderTable(6));
  await enterTableMode(page);
  await expect(page.locator('[data-testid="seat"][tabindex="0"]')).toHaveCount(1);
  await seat(page, 'Alex').focus();
  await page.keyboard.press('ArrowRight');
  await expect(seat(page, 'Bianca')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(seat(page, 'Femi')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Femi/ })).toBeVisible();
});

test('game over says who won, large and facing both sides, with Rematch and the story a tap away', async ({
  page,
}) => {
  // Carissa has left; Bianca at 5 life is the last one between Alex and the win.
  await openTable(page, {
    ...commanderTable(3),
    events: [
      { type: 'leave', player: 'Carissa', reason: 'concede' },
      { type: 'life', player: 'Bianca', amount: -35 },
    ],
  });
  await enterTableMode(page);
  const c = centreOf(await box(seat(page, 'Bianca')));
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  const sheet = page.getByRole('dialog', { name: /Bianca/ });
  await expect(sheet).toBeVisible();
  await page.mouse.up();
  await sheet.getByRole('button', { name: 'Lose 5 life' }).click();
  await page.keyboard.press('Escape');
  const over = page.getByTestId('mode-game-over');
  await expect(over).toBeVisible({ timeout: 5000 });
  // Said once for a screen reader, drawn once for each side where players sit.
  await expect(over).toContainText('Alex wins');
  await expect(over.locator('[data-copy]').first()).toContainText('Alex wins');
  expect(await over.locator('[data-copy]').count()).toBeGreaterThanOrEqual(2);
  await expect(over).toContainText('Game over after turn 1');
  const size = await over
    .getByTestId('mode-game-over-line')
    .last()
    .evaluate((e) => getComputedStyle(e).fontSize);
  expect(parseFloat(size)).toBeGreaterThanOrEqual(24);
  await over.getByRole('button', { name: 'The game’s story' }).click();
  await expect(page.getByTestId('game-story')).toBeVisible();
  await page.keyboard.press('Escape');
  await over.getByRole('button', { name: 'Rematch' }).click();
  await expect(over).toHaveCount(0);
  await expect(page.getByTestId('mode-seat')).toHaveCount(3);
  await expect(modeSeat(page, 'Bianca').getByTestId('mode-life')).toHaveText('40');
});

test('a rematch starts with no seat selected, at the top of the screen', async ({ page }) => {
  // Carissa has left; Bianca at 5 life is the last one between Alex and the win.
  await openTable(page, {
    ...commanderTable(3),
    events: [
      { type: 'leave', player: 'Carissa', reason: 'concede' },
      { type: 'life', player: 'Bianca', amount: -35 },
    ],
  });
  await page.evaluate(() => window.scrollTo(0, 300));
  await enterTableMode(page);
  // Bianca's seat opened is selected: Alex, in her range, is tinted and edged (801.2, 801.3).
  await seat(page, 'Bianca').click();
  const sheet = page.getByRole('dialog', { name: /Bianca/ });
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(modeSeat(page, 'Bianca')).toHaveAttribute('data-focus', 'true');
  await expect(page.getByTestId('tile-in-range')).not.toHaveCount(0);
  await seat(page, 'Bianca').click();
  await sheet.getByRole('button', { name: 'Lose 5 life' }).click();
  await page.keyboard.press('Escape');
  const over = page.getByTestId('mode-game-over');
  await over.getByRole('button', { name: 'Rematch' }).click();
  await expect(over).toHaveCount(0);
  await expect(modeSeat(page, 'Bianca').getByTestId('mode-life')).toHaveText('40');
  // The new game shows no one's range or attacks until a seat is opened in it.
  await expect(page.locator('[data-testid="mode-seat"][data-focus]')).toHaveCount(0);
  await expect(page.getByTestId('tile-in-range')).toHaveCount(0);
  await expect(page.getByTestId('tile-may-attack')).toHaveCount(0);
  await expect(seat(page, 'Bianca')).not.toHaveAttribute('aria-label', /selected/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a running change, poison and commander damage on a circle are never under its badges', async ({
  page,
}) => {
  // Eight seats are circles; Carissa holds the initiative (a badge at the lower right) and Gus
  // the city's blessing (lower left), each with poison and a long running change.
  await openTable(page, {
    ...commanderTable(8),
    events: [
      { type: 'designate', designation: 'initiative', player: 'Carissa' },
      { type: 'cityBlessing', player: 'Gus' },
      { type: 'poison', player: 'Carissa', amount: 2 },
      { type: 'poison', player: 'Gus', amount: 3 },
      { type: 'commanderDamage', player: 'Carissa', from: 'Gus', amount: 6 },
    ],
  } as Parameters<typeof openTable>[1]);
  await enterTableMode(page);
  for (const who of ['Gus', 'Carissa'])
    for (let i = 0; i < 13; i++)
      await page.getByRole('button', { name: `${who}: lose 1 life` }).click();
  for (const who of ['Carissa', 'Gus']) {
    const s = modeSeat(page, who);
    await expect(s.getByTestId('mode-info')).toContainText('☠');
    const text = await box(s.getByTestId('mode-info'));
    // The badges are drawn over every seat, in a layer of their own (ModeSeatBadges).
    const at = await s.getByTestId('seat').getAttribute('data-seat');
    const badges = await page
      .locator(`[data-testid="mode-seat-badges"][data-seat="${at}"] [data-testid^="mark-"]`)
      .all();
    expect(badges.length, who).toBeGreaterThan(0);
    for (const b of badges) {
      const m = await box(b);
      // Boxes round glyphs and discs may touch (2 px), never cross.
      const apart =
        m.x >= text.x + text.width - 2 ||
        text.x >= m.x + m.width - 2 ||
        m.y >= text.y + text.height - 2 ||
        text.y >= m.y + m.height - 2;
      expect(apart, `${who}'s ${await b.getAttribute('data-testid')}`).toBe(true);
    }
  }
});
