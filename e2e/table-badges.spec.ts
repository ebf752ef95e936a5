// Badges on the seats: the marks a seat holds (the monarch's crown, the initiative's flag, the
// city's blessing's star) and Grand Melee's turn markers (807.4), on table mode's circles and on
// the full page's chart: each drawn over every seat (none under a neighbour's circle), on the
// screen, clear of the − and +, and no marker left on a seat once the game is over.
import { expect, test, type Page } from '@playwright/test';
import { PRESETS } from '../src/rules/presets';
import type { GameEvent, Scenario } from '../src/rules/types';
import { openTable, turnedShapes } from './helpers';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;

const NAMES = 'Alex Bianca Carissa Dmitri Esme Femi Gus Hana Ivo Jun Kai Lena Mo Nadia Oskar Pia';
const melee = (n: number): Scenario => ({
  ...PRESETS.find((p) => p.id === 'grand-melee')!.scenario,
  players: NAMES.split(' ')
    .slice(0, n)
    .map((name) => ({ name })),
});
const marks = (a: string, b: string): GameEvent[] => [
  { type: 'designate', designation: 'monarch', player: a },
  { type: 'designate', designation: 'initiative', player: b },
  { type: 'cityBlessing', player: a },
];

async function tableMode(page: Page) {
  await page.getByRole('button', { name: 'Table mode' }).click();
  await expect(page.getByTestId('table-mode')).toBeVisible();
}

/** Every mark badge drawn, measured as drawn: its circle's centre and radius on the screen. */
const badges = async (page: Page) => {
  await turnedShapes(page);
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGGElement>('[data-testid^="mark-"]')].map((g) => {
      const seat =
        g.closest('[data-seat]') ?? g.closest('.tc-seat-wrap')?.querySelector('[data-seat]');
      return {
        id: `${g.getAttribute('data-testid')} of seat ${seat?.getAttribute('data-seat')}`,
        seat: Number(seat?.getAttribute('data-seat')),
        ...window.turnedShapes.round(g.querySelector<SVGCircleElement>('circle.tc-mark-bg')!),
      };
    }),
  );
};

/** Each seat's circle on the screen, by seat number. */
const circles = async (page: Page) => {
  await turnedShapes(page);
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<SVGCircleElement>('[data-testid="seat"] circle.tc-seat-body'),
    ].map((c) => ({
      seat: Number(c.closest('[data-seat]')!.getAttribute('data-seat')),
      ...window.turnedShapes.round(c),
    })),
  );
};

/** The badges not drawn on top at their own centre: what the browser finds there instead. */
const covered = async (page: Page) => {
  await turnedShapes(page);
  return page.evaluate(() => {
    const out: string[] = [];
    for (const g of document.querySelectorAll<SVGGElement>('[data-testid^="mark-"]')) {
      // Badges let taps through to the seat below; found by the point only while they take them.
      g.style.pointerEvents = 'all';
      const c = window.turnedShapes.round(g.querySelector('circle.tc-mark-bg')!);
      const hit = document.elementFromPoint(c.x, c.y);
      if (!hit || !g.contains(hit))
        out.push(
          `${g.getAttribute('data-testid')} under ${hit?.closest('[data-seat-name]')?.getAttribute('data-seat-name') ?? hit?.tagName}`,
        );
      g.style.pointerEvents = '';
    }
    return out;
  });
};

/** The badges drawn under End turn, the die or the turn's words, as "mark-x × what". */
async function underMiddle(page: Page) {
  await turnedShapes(page);
  return page.evaluate(() => {
    const boxes = [
      ...document.querySelectorAll(
        '[data-testid="mode-end-turn"] rect, [data-testid="mode-dice"] rect, [data-testid="mode-centre"] text',
      ),
    ].map((el) => ({
      what: el.closest('[data-testid]')!.getAttribute('data-testid'),
      box: window.turnedShapes.corners(el),
    }));
    const out: string[] = [];
    for (const g of document.querySelectorAll('[data-testid^="mark-"]')) {
      const c = window.turnedShapes.round(g.querySelector('circle.tc-mark-bg')!);
      for (const b of boxes)
        if (window.turnedShapes.near(c, b.box) < c.r)
          out.push(`${g.getAttribute('data-testid')} × ${b.what}`);
    }
    return out;
  });
}

const TABLES: [string, Scenario][] = [
  [
    '8 players, Team vs. Team',
    {
      version: 1,
      variant: 'team-vs-team',
      startingPlayer: 'Carissa',
      players: NAMES.split(' ')
        .slice(0, 8)
        .map((name, i) => ({ name, team: i < 4 ? 'Red' : 'Blue' })),
      events: [
        ...marks('Alex', 'Bianca'),
        { type: 'counter', player: 'Bianca', counter: 'energy', amount: 3 },
      ],
    },
  ],
  ['12 players, Grand Melee', { ...melee(12), events: marks('Alex', 'Bianca') }],
  ['16 players, Grand Melee', { ...melee(16), events: marks('Alex', 'Bianca') }],
];

for (const size of SIZES)
  test.describe(`table mode at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true });
    for (const [name, scenario] of TABLES)
      test(`${name}: every badge on its own seat's rim, over every seat, on the screen`, async ({
        page,
      }) => {
        await openTable(page, scenario);
        await tableMode(page);
        await expect(page.getByTestId('mark-monarch')).toBeVisible();
        await expect(page.getByTestId('mark-initiative')).toBeVisible();
        const seen = await badges(page);
        expect(seen.length).toBe(3);
        const seats = await circles(page);
        for (const b of seen) {
          // On the screen whole.
          expect(b.x - b.r, b.id).toBeGreaterThanOrEqual(0);
          expect(b.y - b.r, b.id).toBeGreaterThanOrEqual(0);
          expect(b.x + b.r, b.id).toBeLessThanOrEqual(size.width);
          expect(b.y + b.r, b.id).toBeLessThanOrEqual(size.height);
          // On its own seat's rim: over its edge, nearer it than any other seat.
          const own = seats.find((s) => s.seat === b.seat)!;
          const d = Math.hypot(b.x - own.x, b.y - own.y);
          expect(d, `${b.id} from its seat`).toBeLessThan(own.r + b.r * 0.6);
          for (const s of seats)
            if (s.seat !== b.seat)
              expect(
                Math.hypot(b.x - s.x, b.y - s.y),
                `${b.id} from seat ${s.seat}`,
              ).toBeGreaterThan(d);
        }
        // Drawn over every seat: the browser finds each badge at its own centre.
        expect(await covered(page)).toEqual([]);
        // Clear of every team's name on the felt (its pill), by a pixel at least.
        const touching = await page.evaluate(() => {
          const pills = [
            ...document.querySelectorAll('[data-testid="mode-team"] rect[data-box]'),
          ].map((r) => ({
            team: r.closest('[data-team]')!.getAttribute('data-team'),
            box: window.turnedShapes.corners(r),
          }));
          const out: string[] = [];
          for (const g of document.querySelectorAll('[data-testid^="mark-"]')) {
            const c = window.turnedShapes.round(g.querySelector('circle.tc-mark-bg')!);
            for (const p of pills)
              if (window.turnedShapes.near(c, p.box) < c.r + 1)
                out.push(`${g.getAttribute('data-testid')} × ${p.team}`);
          }
          return out;
        });
        expect(touching).toEqual([]);
      });
  });

for (const size of SIZES)
  test.describe(`table mode at ${size.width}×${size.height}, a turn running`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true });
    for (const n of [12, 16])
      test(`${n} players: no badge under End turn, the die or the turn's words`, async ({
        page,
      }) => {
        // Alex's turn: the middle faces Alex, who holds the crown and the star.
        await openTable(page, {
          ...melee(n),
          startingPlayer: 'Alex',
          events: marks('Alex', 'Bianca'),
        });
        await tableMode(page);
        await expect(page.getByTestId('mark-monarch')).toBeVisible();
        await expect(page.getByTestId('mode-end-turn').first()).toBeVisible();
        expect(await underMiddle(page)).toEqual([]);
      });
  });

// Teams of two: a badge slides clear of its team's name; the middle is placed clear of it there.
for (const size of SIZES.slice(0, 2))
  test.describe(`table mode at ${size.width}×${size.height}, teams of two`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true });
    test("each seat's crown on its turn: no badge under End turn, the die or the turn's words", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const players = NAMES.split(' ')
        .slice(0, 8)
        .map((name, i) => ({ name, team: ['Dragons', 'Hydras', 'Krakens', 'Wolves'][i >> 1]! }));
      const out: string[] = [];
      for (const { name } of players) {
        await openTable(page, {
          version: 1,
          variant: 'custom',
          options: { attack: 'multiple' },
          startingPlayer: name,
          players,
          events: [{ type: 'designate', designation: 'monarch', player: name }],
        });
        if (!(await page.getByTestId('table-mode').count())) await tableMode(page);
        await expect(page.getByTestId('mark-monarch')).toBeVisible();
        await expect(page.getByTestId('mode-end-turn').first()).toBeVisible();
        out.push(...(await underMiddle(page)).map((u) => `${name}: ${u}`));
      }
      expect(out).toEqual([]);
    });
  });

test.describe('table mode on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('Team vs. Team: "Red" in red and "Blue" in blue', async ({ page }) => {
    await openTable(page, TABLES[0]![1]);
    await tableMode(page);
    const stroke = (who: string) =>
      page
        .locator(`[data-testid="seat"][data-seat-name="${who}"] circle.tc-seat-body`)
        .evaluate((c) => getComputedStyle(c).stroke);
    expect(await stroke('Alex')).toBe('rgb(225, 29, 72)');
    expect(await stroke('Esme')).toBe('rgb(0, 114, 178)');
  });

  test('Grand Melee over: no turn marker left on a seat (807.4)', async ({ page }) => {
    const table = melee(16);
    const rest = table.players.slice(1).map((p) => p.name);
    await openTable(page, {
      ...table,
      // Esme, Ivo and Mo held markers 2 to 4 when they conceded.
      events: [{ type: 'leave', players: rest, reason: 'concede' } as GameEvent],
    });
    await tableMode(page);
    await expect(page.getByTestId('mode-game-over')).toBeVisible();
    await expect(page.getByTestId('mode-seat').first()).toBeVisible();
    await expect(page.getByTestId('turn-marker')).toHaveCount(0);
  });
});

test.describe('the full page on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  test('Grand Melee: no mark badge covers a seat’s − or +', async ({ page }) => {
    // The seats at three and nine o'clock hold every mark with a badge.
    await openTable(page, {
      ...melee(12),
      events: [...marks('Dmitri', 'Jun'), ...marks('Jun', 'Dmitri').slice(2)],
    });
    await expect(page.getByTestId('mark-monarch')).toBeVisible();
    await expect(page.getByTestId('life-plus').first()).toBeVisible();
    const seen = await badges(page);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    const buttons = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="life-minus"], [data-testid="life-plus"]')].map(
        (el) => ({
          id: el.getAttribute('aria-label'),
          ...window.turnedShapes.round(el.querySelector('circle.tc-counter-bg')!),
        }),
      ),
    );
    expect(buttons.length).toBeGreaterThan(0);
    const out: string[] = [];
    for (const b of seen)
      for (const k of buttons)
        if (Math.hypot(b.x - k.x, b.y - k.y) < b.r + k.r) out.push(`${b.id} × ${k.id}`);
    expect(out).toEqual([]);
  });
});
