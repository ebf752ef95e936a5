// Table mode's middle and what shows over it: the game-over card faces the sides where players
// sit and covers no winner's seat, its words whole; a roll's result covers no other player's life
// or − and +; the table's day or night and storm count show in the middle while playing; the
// turn's number is legible; the die is one 44 px white die wherever it sits.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ffaTable, preset } from './tables';
import { EMPEROR_TABLE } from '../src/rules/defaults';
import type { GameEvent, Scenario } from '../src/rules/types';
import { openTable, turnedShapes } from './helpers';

type Box = { x: number; y: number; width: number; height: number };
const box = async (l: Locator): Promise<Box> => (await l.boundingBox())!;
const meet = (a: Box, b: Box, slack = 1) =>
  a.x < b.x + b.width - slack &&
  b.x < a.x + a.width - slack &&
  a.y < b.y + b.height - slack &&
  b.y < a.y + a.height - slack;
const inside = (a: Box, b: Box, slack = 1.5) =>
  a.x >= b.x - slack &&
  a.y >= b.y - slack &&
  a.x + a.width <= b.x + b.width + slack &&
  a.y + a.height <= b.y + b.height + slack;

const ffa = (n: number): Scenario => ({ ...ffaTable(n), startingPlayer: 'Alex' });
const teams = (): Scenario => ({
  version: 1,
  variant: 'team-vs-team',
  // The chosen team's player left of its midpoint goes first (808.4).
  startingPlayer: 'Carissa',
  players: ffa(8).players.map((p, i) => ({ ...p, team: i < 4 ? 'Red' : 'Blue' })),
});
// An emperor goes first (809.4).
const emperor: Scenario = { ...EMPEROR_TABLE, startingPlayer: 'Bianca' };
const melee = (n: number): Scenario => ({
  ...preset('grand-melee'),
  players: ffa(n).players,
  startingPlayer: 'Alex',
});

/** Everyone not on Alex's side concedes: Alex (or Alex's team) wins. */
function over(s: Scenario): Scenario {
  const alex = s.players.find((p) => p.name === 'Alex')!;
  const rest = s.players
    .filter((p) => p.name !== 'Alex' && (!alex.team || p.team !== alex.team))
    .map((p) => p.name);
  return {
    ...s,
    events: [...(s.events ?? []), { type: 'leave', players: rest, reason: 'concede' } as GameEvent],
  };
}

async function tableMode(page: Page, s: Scenario) {
  await openTable(page, s);
  await page.getByRole('button', { name: 'Table mode' }).click();
  await expect(page.getByTestId('table-mode')).toBeVisible();
}

/** Each seat's side: the screen edge nearest its middle, as the turn it reads at. */
async function seatSides(page: Page) {
  const view = page.viewportSize()!;
  const sides: Record<string, number> = {};
  for (const s of await page.getByTestId('mode-seat').all()) {
    const b = await box(s);
    const [x, y] = [b.x + b.width / 2, b.y + b.height / 2];
    const edges: [number, number][] = [
      [0, view.height - y],
      [90, x],
      [180, y],
      [270, view.width - x],
    ];
    sides[(await s.getAttribute('data-seat-name'))!] = edges.reduce((a, e) =>
      e[1] < a[1] ? e : a,
    )[0];
  }
  return sides;
}

const CASES: [string, Scenario, string[], { width: number; height: number }][] = [
  ['4 on a phone', ffa(4), ['Alex'], { width: 390, height: 844 }],
  ['5 on a phone', ffa(5), ['Alex'], { width: 390, height: 844 }],
  ['5 on a phone on its side', ffa(5), ['Alex'], { width: 844, height: 390 }],
  ['6 (Emperor) on a phone', emperor, [], { width: 390, height: 844 }],
  ['6 (Emperor) on a phone on its side', emperor, [], { width: 844, height: 390 }],
  [
    '8 (teams) on a phone',
    teams(),
    ['Alex', 'Bianca', 'Carissa', 'Dmitri'],
    { width: 390, height: 844 },
  ],
  [
    '8 (teams) on a tablet',
    teams(),
    ['Alex', 'Bianca', 'Carissa', 'Dmitri'],
    { width: 820, height: 1180 },
  ],
  [
    '8 (teams) on a phone on its side',
    teams(),
    ['Alex', 'Bianca', 'Carissa', 'Dmitri'],
    { width: 844, height: 390 },
  ],
  ['12 on a phone on its side', melee(12), ['Alex'], { width: 844, height: 390 }],
  ['16 on a phone on its side', melee(16), ['Alex'], { width: 844, height: 390 }],
  ['6 (Emperor) on a tablet', emperor, [], { width: 820, height: 1180 }],
];

for (const [label, table, named, viewport] of CASES)
  test.describe(() => {
    test.use({ viewport, hasTouch: true, isMobile: true });
    test(`game over, ${label}: faced from where players sit, no winner covered, its words whole`, async ({
      page,
    }) => {
      const s = table;
      await tableMode(page, over(s));
      const card = page.getByTestId('mode-game-over');
      await expect(card).toBeVisible();
      const cardBox = await box(card);
      // The winners: the names given, or Alex's team.
      const alex = s.players.find((p) => p.name === 'Alex');
      const winners = named.length
        ? named
        : s.players.filter((p) => p.team && p.team === alex?.team).map((p) => p.name);
      // The side where most players sit, and each winner's, has a copy facing it.
      const sides = await seatSides(page);
      const count = new Map<number, number>();
      for (const side of Object.values(sides)) count.set(side, (count.get(side) ?? 0) + 1);
      const most = Math.max(...count.values());
      const faces = ((await card.getAttribute('data-faces')) ?? '').split(' ').map(Number);
      for (const [side, n] of count) if (n === most) expect(faces, `${side}`).toContain(side);
      for (const w of winners) expect(faces, w).toContain(sides[w]);
      // No winner's seat (its "won", its crown and badges) under the card.
      for (const w of winners) {
        const seat = page.locator(`[data-testid="mode-seat"][data-seat-name="${w}"]`);
        const own = seat.getByTestId('seat');
        const b = await box(own);
        const hit = own.locator('circle.tc-hit');
        if (await hit.count()) {
          // A circle: the card's nearest point is outside it.
          // Its centre and radius on the screen (its box is a turned square's, larger).
          const [cx, cy, r] = await hit.evaluate((e) => {
            const m = (e as SVGCircleElement).getScreenCTM()!;
            const c = e as SVGCircleElement;
            const p = new DOMPoint(c.cx.baseVal.value, c.cy.baseVal.value).matrixTransform(m);
            return [p.x, p.y, c.r.baseVal.value * Math.hypot(m.a, m.b)];
          });
          const dx = Math.max(cardBox.x - cx, 0, cx - cardBox.x - cardBox.width);
          const dy = Math.max(cardBox.y - cy, 0, cy - cardBox.y - cardBox.height);
          expect(Math.hypot(dx, dy), w).toBeGreaterThanOrEqual(r - 1);
        } else expect(meet(b, cardBox), w).toBe(false);
        for (const badge of await seat.locator('[data-testid^="mark-"]').all())
          expect(meet(await box(badge), cardBox), `${w}'s badge`).toBe(false);
      }
      // Every copy's lines whole: the result and "Game over after turn N", inside the card.
      const copies = card.locator('[data-copy]');
      await expect(copies).toHaveCount(faces.length);
      for (const copy of await copies.all()) {
        const within = await box(copy);
        expect(inside(within, cardBox)).toBe(true);
        const turn = copy.getByTestId('mode-game-over-turn');
        // In full, or shorter where a copy's slot is too short for it at 16 px on two lines.
        await expect(turn).toHaveText(/^(Game over after|After) turn \d+$/);
        // Read from across the table: at least 16 px, on one line or two.
        const [turnPx, turnLines] = await turn.evaluate((e) => {
          const range = document.createRange();
          range.selectNodeContents(e);
          const style = getComputedStyle(e);
          const r = range.getBoundingClientRect();
          // Its lines run across a copy turned a quarter (writing-mode: vertical-rl).
          const deep = style.writingMode.startsWith('vertical') ? r.width : r.height;
          return [parseFloat(style.fontSize), deep / parseFloat(style.lineHeight)];
        });
        expect(turnPx, 'the turn line').toBeGreaterThanOrEqual(16);
        expect(turnLines, 'the turn line').toBeLessThan(2.5);
        const lines = [...(await copy.getByTestId('mode-game-over-line').all()), turn];
        for (const l of lines)
          expect(inside(await box(l), within), (await l.textContent()) ?? '').toBe(true);
        const clipped = await copy.evaluate(
          (e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1,
        );
        expect(clipped).toBe(false);
        const words = (await copy.getByTestId('mode-game-over-line').allTextContents()).join(' ');
        expect(words).toMatch(/wins?$/);
        const size = await copy
          .getByTestId('mode-game-over-line')
          .first()
          .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        // Eight players on a phone leave ~80 px between the seats: the card lies over the
        // losers' seats there.
        expect(size).toBeGreaterThanOrEqual(16);
      }
      await expect(card.getByRole('button', { name: 'Rematch' })).toBeVisible();
      // "The game's story" on two lines at most.
      const story = card.getByRole('button', { name: 'The game’s story' });
      const lines = await story.evaluate((e) => {
        // Its words' own height: a range round them, over one line's.
        const range = document.createRange();
        range.selectNodeContents(e);
        return range.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight);
      });
      expect(lines).toBeLessThan(2.5);
      // No team's name under the card.
      for (const pill of await page.getByTestId('mode-team').all())
        expect(meet(await box(pill), cardBox), (await pill.getAttribute('data-team')) ?? '').toBe(
          false,
        );
    });
  });

for (const [label, table, viewport] of [
  ['5 on a phone', ffa(5), { width: 390, height: 844 }],
  ['4 on a phone on its side', ffa(4), { width: 844, height: 390 }],
  ['12 on a phone on its side', melee(12), { width: 844, height: 390 }],
  ['12 on a phone', melee(12), { width: 390, height: 844 }],
] as const)
  test.describe(() => {
    test.use({ viewport, hasTouch: true, isMobile: true });
    test(`a roll's result, ${label}: no other player's life or − and + under it`, async ({
      page,
    }) => {
      await tableMode(page, table);
      await page.getByRole('button', { name: "Dice, a coin and the table's counters" }).click();
      await page.getByRole('button', { name: 'Alex rolls a d20' }).click();
      const shown = page.getByTestId('mode-roll');
      await expect(shown).toBeVisible();
      const card = await box(shown);
      const size = await shown
        .getByTestId('mode-roll-value')
        .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      expect(size).toBeGreaterThanOrEqual(40);
      for (const p of table.players.filter((x) => x.name !== 'Alex')) {
        const seat = page.locator(`[data-testid="mode-seat"][data-seat-name="${p.name}"]`);
        const parts = [
          seat.getByTestId('mode-life'),
          page.getByRole('button', { name: `${p.name}: lose 1 life` }),
          page.getByRole('button', { name: `${p.name}: gain 1 life` }),
        ];
        for (const part of parts) expect(meet(await box(part), card), p.name).toBe(false);
      }
    });
  });

/** A crowded table as players have it: marks on the first seats, night and a storm count. */
const busy = (s: Scenario, roller: string): Scenario => ({
  ...s,
  events: [
    { type: 'designate', designation: 'monarch', player: roller },
    { type: 'designate', designation: 'initiative', player: roller },
    { type: 'cityBlessing', player: roller },
    { type: 'counter', player: 'Bianca', counter: 'energy', amount: 3 },
    { type: 'dayNight', to: 'night' },
    { type: 'counter', player: roller, counter: 'storm', amount: 2 },
  ],
});

for (const [label, table, roller, viewport] of [
  ['12 on a phone on its side', melee(12), 'Alex', { width: 844, height: 390 }],
  ['12 on a phone', melee(12), 'Alex', { width: 390, height: 844 }],
  ['16 on a phone on its side', melee(16), 'Alex', { width: 844, height: 390 }],
  ['16 on a phone', melee(16), 'Alex', { width: 390, height: 844 }],
  ['8 (teams) on a phone on its side', teams(), 'Carissa', { width: 844, height: 390 }],
  ['8 (teams) on a phone', teams(), 'Carissa', { width: 390, height: 844 }],
  ['8 (teams) on a tablet', teams(), 'Carissa', { width: 820, height: 1180 }],
] as const)
  test.describe(() => {
    test.use({ viewport, hasTouch: true, isMobile: true });
    test(`a roll's result on a crowded table, ${label}: it covers nothing, End turn stays, its words legible`, async ({
      page,
    }) => {
      await tableMode(page, busy(table, roller));
      await page.getByRole('button', { name: "Dice, a coin and the table's counters" }).click();
      await page.getByRole('button', { name: `${roller} rolls a d20` }).click();
      const shown = page.getByTestId('mode-roll');
      await expect(shown).toBeVisible();
      await turnedShapes(page);
      const covered = await page.evaluate(() => {
        const { corners, meet, near, round } = window.turnedShapes;
        const root = document.querySelector('[data-testid="table-mode"]')!;
        const roll = root.querySelector('[data-testid="mode-roll"]')!;
        const card = corners(roll);
        // Everything drawn that is showing, but the result's own parts.
        const drawn = [
          ...root.querySelectorAll(
            '[data-box], [data-testid="mode-end-turn"], [data-testid="mode-dice"], [data-testid="mode-turn-text"], [data-testid="mode-turn-kicker"], [data-testid="mode-table-line"], button',
          ),
        ].filter((el) => {
          if (roll.contains(el)) return false;
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.height > 0;
        });
        const out = drawn
          .filter((el) => meet(corners(el), card))
          .map((el) => el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? '');
        // The seats and their badges, as the circles they are.
        const circles = [
          ...root.querySelectorAll<SVGCircleElement>(
            '.tc-seat-body, [data-testid^="mark-"] > circle',
          ),
        ];
        for (const c of circles) {
          const o = round(c);
          if (near(o, card) < o.r - 1)
            out.push(c.closest('[data-seat-name]')?.getAttribute('data-seat-name') ?? 'badge');
        }
        return out;
      });
      expect(covered).toEqual([]);
      // End turn still there to tap, as the roller's next move may be to end the turn.
      const end = page.getByTestId('mode-end-turn').first();
      await expect(end).toBeVisible();
      const value = await shown
        .getByTestId('mode-roll-value')
        .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      expect(value).toBeGreaterThanOrEqual(40);
      const who = shown.getByTestId('mode-roll-who');
      expect(
        await who.evaluate((e) => parseFloat(getComputedStyle(e).fontSize)),
      ).toBeGreaterThanOrEqual(12);
      // Nothing of it cut off.
      for (const part of [shown.getByTestId('mode-roll-value'), who])
        expect(await part.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
      expect(inside(await box(who), await box(shown))).toBe(true);
      // A tap puts it away, and the middle's words come back.
      await shown.click();
      await expect(shown).toHaveCount(0);
      await expect(page.getByTestId('mode-turn-text')).toBeVisible();
    });
  });

test.describe(() => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('night and the storm count show in the middle, facing the player taking the turn', async ({
    page,
  }) => {
    await tableMode(page, {
      ...ffa(5),
      events: [
        { type: 'dayNight', to: 'night' },
        { type: 'counter', player: 'Alex', counter: 'storm', amount: 2 },
      ],
    });
    const line = page.getByTestId('mode-centre').getByTestId('mode-table-line');
    await expect(line).toContainText('☾ Night');
    await expect(line).toContainText('Storm 2');
    const lineBox = await box(line);
    // Facing Alex (at the top) as the turn's words are, and on no seat.
    await expect(page.getByTestId('mode-centre')).toHaveAttribute('data-rotate', '180');
    for (const s of await page.getByTestId('seat').all())
      expect(meet(await box(s), lineBox)).toBe(false);
    // The turn's number: at least 14 px, its name larger.
    const kicker = page.getByTestId('mode-turn-kicker');
    await expect(kicker).toBeVisible();
    expect(Number(await kicker.getAttribute('font-size'))).toBeGreaterThanOrEqual(14);
    expect(
      Number(await page.getByTestId('mode-turn-text').getAttribute('font-size')),
    ).toBeGreaterThanOrEqual(18);
  });
});

for (const [label, table, viewport] of [
  ['5 on a phone', ffa(5), { width: 390, height: 844 }],
  ['4 on a tablet', ffa(4), { width: 820, height: 1180 }],
  ['12 on a phone on its side', melee(12), { width: 844, height: 390 }],
  ['12 on a tablet', melee(12), { width: 820, height: 1180 }],
] as const)
  test.describe(() => {
    test.use({ viewport, hasTouch: true, isMobile: true });
    test(`the turn's heading and one clear 44 px die, ${label}`, async ({ page }) => {
      await tableMode(page, table);
      const kicker = page.getByTestId('mode-turn-kicker');
      await expect(kicker).toBeVisible();
      await expect(kicker).toHaveText(/^Turns? \d/);
      expect(Number(await kicker.getAttribute('font-size'))).toBeGreaterThanOrEqual(14);
      const die = page.getByTestId('mode-dice');
      await expect(die).toBeVisible();
      const b = await box(die);
      expect(Math.abs(b.width - 44)).toBeLessThanOrEqual(2);
      expect(Math.abs(b.height - 44)).toBeLessThanOrEqual(2);
      // A white die with dark pips, on the dark theme too.
      const fill = await die.locator('.tc-die-face').evaluate((e) => getComputedStyle(e).fill);
      expect(fill).toBe('rgb(255, 255, 255)');
    });
  });

// Night and the storm count (726, 702.40a) show whenever the game has them: above the middle's
// words, or on a chip of their own where the middle has no room above (a crowded table on a
// phone on its side), at every table size, legible and on no seat, End turn or badge.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 820, height: 1180 },
])
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });
    for (const [label, table] of [
      ['3', ffa(3)],
      ['4', ffa(4)],
      ['5', ffa(5)],
      ['6 (Emperor)', emperor],
      ['8 (Team vs. Team)', teams()],
      ['12 (Grand Melee)', melee(12)],
      ['16 (Grand Melee)', melee(16)],
    ] as const)
      test(`${label} players: night and the storm count in sight`, async ({ page }) => {
        const first = table.startingPlayer!;
        await tableMode(page, {
          ...table,
          events: [
            { type: 'designate', designation: 'monarch', player: first },
            { type: 'cityBlessing', player: first },
            { type: 'dayNight', to: 'night' },
            { type: 'counter', player: first, counter: 'storm', amount: 2 },
          ],
        });
        const line = page.getByTestId('mode-table-line');
        await expect(line).toHaveCount(1);
        await expect(line).toContainText('Night');
        await expect(line).toContainText('Storm 2');
        expect(Number(await line.getAttribute('font-size'))).toBeGreaterThanOrEqual(12);
        const lineBox = await box(line);
        expect(lineBox.x).toBeGreaterThanOrEqual(0);
        expect(lineBox.y).toBeGreaterThanOrEqual(0);
        expect(lineBox.x + lineBox.width).toBeLessThanOrEqual(viewport.width);
        expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(viewport.height);
        // A seat's circle, measured as a circle: its square's corners are not the seat.
        for (const c of await page.locator('[data-testid="seat"] .tc-seat-body').all()) {
          const b = (await c.boundingBox())!;
          // A tile (a rect, turned a quarter at most): its box is the tile.
          if ((await c.evaluate((e) => e.tagName)) !== 'circle') {
            expect(meet(b, lineBox, 2), 'a tile').toBe(false);
            continue;
          }
          // Its centre and radius on the screen (a turned circle's box is larger than it).
          const { r, cx, cy } = await c.evaluate((e) => {
            const m = (e as SVGCircleElement).getScreenCTM()!;
            const k = Math.hypot(m.a, m.b);
            const at = new DOMPoint(0, 0).matrixTransform(m);
            return { r: (e as SVGCircleElement).r.baseVal.value * k, cx: at.x, cy: at.y };
          });
          const dx = Math.max(
            0,
            Math.abs(cx - (lineBox.x + lineBox.width / 2)) - lineBox.width / 2,
          );
          const dy = Math.max(
            0,
            Math.abs(cy - (lineBox.y + lineBox.height / 2)) - lineBox.height / 2,
          );
          expect(Math.hypot(dx, dy), 'a seat').toBeGreaterThan(r - 1);
        }
        // End turn, the die and the badges, measured as drawn (turned boxes, not their bounds).
        await turnedShapes(page);
        const hit = await page.evaluate(() => {
          const line = window.turnedShapes.corners(
            document.querySelector('[data-testid="mode-table-line"]')!,
          );
          return [
            ...document.querySelectorAll(
              '[data-testid="mode-end-turn"] rect, [data-testid="mode-dice"] rect, [data-testid^="mark-"] circle',
            ),
          ]
            .filter((e) => window.turnedShapes.meet(window.turnedShapes.corners(e), line))
            .map((e) => e.closest('[data-testid]')!.getAttribute('data-testid'));
        });
        expect(hit).toEqual([]);
      });
  });
