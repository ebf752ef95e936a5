// The screenshot set to look at before calling the table done: flat on the table at
// 4, 6 and 8 seats and Grand Melee at 16 and 40, each at phone (390×844), tablet (820×1180) and
// desktop (1440×900) sizes; then table mode at 4, 6, 8 and 12 seats at the same sizes, and a
// Commander pod in table mode with the monarch and commander damage. Written to
// e2e/screenshots/set/ (gather.spec.ts adds the gathering screens on a phone there, as it needs
// the relay); each page is also checked for what a
// glance at the picture would catch: no sideways scrolling, every seat drawn, the turn bar opaque.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { encodeTable } from '../src/share/codec';
import { turnedShapes } from './helpers';

const SIZES = [
  ['phone', 390, 844],
  ['tablet', 820, 1180],
  ['desktop', 1440, 900],
] as const;
const NAMES = ['Alex', 'Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi', 'Gus', 'Hana'];

const GM_NAMES = [
  'Ana',
  'Benedikt',
  'Chloé',
  'Dev',
  'Eun-ji',
  'Farouk',
  'Greta',
  'Hiroshi',
  'Ines',
  'Jo',
  'Kwame',
  'Lucía',
  'Maximilian',
  'Nia',
  'Oskar',
  'Priya',
  'Quentin',
  'Rosa',
  'Sven',
  'Tui',
];

const TABLES = [
  ...[4, 6, 8].map((n) => ({
    name: `flat-${n}`,
    flat: true,
    scenario: {
      version: 1 as const,
      variant: 'free-for-all' as const,
      players: NAMES.slice(0, n).map((name) => ({ name })),
      startingPlayer: 'Alex',
      options: { format: 'commander' as const },
    },
  })),
  ...[16, 40].map((n) => ({
    name: `grand-melee-${n}`,
    flat: false,
    scenario: {
      version: 1 as const,
      variant: 'grand-melee' as const,
      // Names of the lengths people type: short, long, and a few that would clash when cut.
      players: Array.from({ length: n }, (_, i) => ({
        name: `${GM_NAMES[i % GM_NAMES.length]}${i >= GM_NAMES.length ? ` ${Math.floor(i / GM_NAMES.length) + 1}` : ''}`,
      })),
      startingPlayer: GM_NAMES[0],
    },
  })),
];

mkdirSync('e2e/screenshots/set', { recursive: true });

for (const t of TABLES)
  for (const [size, width, height] of SIZES)
    test(`screenshot: ${t.name} at ${size} size`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`/#${encodeTable(t.scenario)}`);
      await expect(page.getByTestId('seat')).toHaveCount(t.scenario.players.length);
      if (t.flat) {
        const flat = page.getByRole('switch', { name: 'Flat on the table', exact: true });
        await flat.click();
        // Laying the phone flat opens table mode (shot below): these shots are the chart itself.
        await page.getByRole('button', { name: 'Leave table mode' }).click();
        await expect(flat).toHaveAttribute('aria-checked', 'true');
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(400); // the seats' turn and the zoom settle
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
      const bar = page.getByTestId('turn-bar');
      expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toMatch(
        /rgba\(.*, 0(\.\d+)?\)|transparent/,
      );
      await page.screenshot({ path: `e2e/screenshots/set/${t.name}-${size}.png` });
    });

// Table mode: the chart as the whole screen (a phone or tablet lying flat, a desktop as a shared
// screen). Each shot is also checked for what a glance would catch: no sideways scrolling, every
// seat whole on screen, the turn's words and End turn clear of every seat.
const MODE_TABLES = [
  ...[4, 6, 8, 12].map((n) => ({
    name: `table-mode-${n}`,
    scenario: {
      version: 1 as const,
      variant: 'free-for-all' as const,
      players: [...NAMES, 'Ines', 'Jo', 'Kwame', 'Lucía'].slice(0, n).map((name) => ({ name })),
      startingPlayer: n > 4 ? 'Carissa' : 'Alex',
      options: { format: 'commander' as const },
    },
  })),
  {
    name: 'table-mode-commander-pod',
    scenario: {
      version: 1 as const,
      variant: 'free-for-all' as const,
      players: NAMES.slice(0, 4).map((name) => ({ name })),
      startingPlayer: 'Alex',
      options: { format: 'commander' as const },
      events: [
        { type: 'designate' as const, designation: 'monarch' as const, player: 'Bianca' },
        { type: 'commanderDamage' as const, player: 'Carissa', from: 'Bianca', amount: 14 },
        {
          type: 'commanderDamage' as const,
          player: 'Carissa',
          from: 'Dmitri',
          amount: 6,
          commander: 2 as const,
        },
        { type: 'commanderDamage' as const, player: 'Alex', from: 'Carissa', amount: 5 },
        { type: 'poison' as const, player: 'Dmitri', amount: 3 },
        { type: 'endTurn' as const },
      ],
    },
  },
];
const MODE_SIZES = [
  ['phone', 390, 844],
  ['phone-landscape', 844, 390],
  ['tablet-flat', 820, 1180],
  ['desktop', 1440, 900],
] as const;

for (const t of MODE_TABLES)
  for (const [size, width, height] of MODE_SIZES)
    test(`screenshot: ${t.name} at ${size} size`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`/#${encodeTable(t.scenario)}`);
      await expect(page.getByTestId('seat')).toHaveCount(t.scenario.players.length);
      const dismiss = page.getByRole('button', { name: /^Dismiss/ });
      await expect(dismiss.first()).toBeVisible();
      while (await dismiss.count()) await dismiss.first().click();
      await page.getByRole('button', { name: 'Table mode' }).click();
      await expect(page.getByTestId('mode-seat')).toHaveCount(t.scenario.players.length);
      await page.waitForTimeout(300); // the crown's chunk arrives
      // Taken first, so a failing check below still leaves its picture to look at.
      await page.screenshot({ path: `e2e/screenshots/set/${t.name}-${size}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
      // Seats and the middle are turned to face players: measured as drawn (circles by their
      // centre and radius, boxes by their four turned corners), not by their upright bounds.
      await turnedShapes(page);
      const seen = await page.evaluate(() => {
        const { corners, near } = window.turnedShapes;
        // Circles from 7 seats; 2 to 6 get tiles, whose overlaps e2e/table-tiles.spec.ts checks
        // item by item: here they are held whole on screen.
        const circles = [...document.querySelectorAll<SVGCircleElement>('circle.tc-seat-body')].map(
          (c) => {
            const m = c.getScreenCTM()!;
            return { x: m.e, y: m.f, r: c.r.baseVal.value * Math.hypot(m.a, m.b) };
          },
        );
        const parts = [
          ...document.querySelectorAll<SVGGraphicsElement>(
            '[data-testid="mode-turn-text"], [data-testid="mode-end-turn"] rect',
          ),
        ].map((el) => corners(el));
        // The corner buttons (leave, undo, redo) cover no seat.
        const buttons = [
          ...document.querySelectorAll<HTMLElement>('[data-testid="table-mode"] button'),
        ].map(corners);
        return {
          corners: buttons.every((box) => circles.every((c) => near(c, box) >= c.r)),
          inside:
            circles.every(
              (c) =>
                c.x - c.r >= 0 &&
                c.y - c.r >= 0 &&
                c.x + c.r <= innerWidth &&
                c.y + c.r <= innerHeight,
            ) &&
            [...document.querySelectorAll<SVGGraphicsElement>('rect.tc-seat-body')]
              .map(corners)
              .every((box) =>
                box.every(
                  (p) => p.x >= -1 && p.y >= -1 && p.x <= innerWidth + 1 && p.y <= innerHeight + 1,
                ),
              ),
          clear: parts.every((box) => circles.every((c) => near(c, box) >= c.r - 2)),
        };
      });
      expect(seen.inside, 'every seat whole on screen').toBe(true);
      expect(seen.corners, 'the corner buttons clear of the seats').toBe(true);
      const clear = seen.clear;
      expect(clear, 'the turn and End turn sit clear of the seats').toBe(true);
    });

// A seat's amounts, open in table mode: turned to face the seat's player, whole on screen.
for (const [size, width, height, who] of [
  ['phone', 390, 844, 'Carissa'],
  ['phone-side', 390, 844, 'Bianca'],
  ['desktop', 1440, 900, 'Bianca'],
] as const)
  test(`screenshot: table-mode seat amounts at ${size} size`, async ({ page }) => {
    const pod = MODE_TABLES.find((t) => t.name === 'table-mode-commander-pod')!;
    await page.setViewportSize({ width, height });
    await page.goto(`/#${encodeTable(pod.scenario)}`);
    const dismiss = page.getByRole('button', { name: /^Dismiss/ });
    await expect(dismiss.first()).toBeVisible();
    while (await dismiss.count()) await dismiss.first().click();
    await page.getByRole('button', { name: 'Table mode' }).click();
    await page.locator(`[data-testid="seat"][data-seat-name="${who}"]`).click();
    const sheet = page.getByRole('dialog', { name: new RegExp(who) });
    await sheet.getByRole('button', { name: 'Dmitri', exact: true }).click();
    await page.screenshot({ path: `e2e/screenshots/set/table-mode-amounts-${size}.png` });
    const b = (await sheet.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(width);
    expect(b.y + b.height).toBeLessThanOrEqual(height);
  });
