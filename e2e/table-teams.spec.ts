// Table mode's teams at 7 players or more (circles): teammates sit together in their colour, and
// each team's name is drawn once beside its seats, turned to face them, at least 13 px, clear of
// every seat, of the middle, of the buttons and of every other name, at phone, landscape phone
// and tablet sizes; a team not seated together (811.3) has its name on each of its seats. The
// emperors keep their crowns (809.1).
import { expect, test, type Page } from '@playwright/test';
import type { Scenario } from '../src/rules/types';
import { openTable, turnedShapes } from './helpers';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;

const NAMES = 'Alex Bianca Carissa Dmitri Esme Femi Gus Hana Ivo Jun Kai Lena Mo Nadia Oskar Pia';
const teamed = (teams: string[], size: number) =>
  teams.flatMap((team, t) =>
    NAMES.split(' ')
      .slice(t * size, t * size + size)
      .map((name) => ({ name, team })),
  );

const TABLES: { name: string; scenario: Scenario; teams: string[]; emperors?: number }[] = [
  {
    name: 'Emperor, two teams of four',
    scenario: { version: 1, variant: 'emperor', players: teamed(['North', 'South'], 4) },
    teams: ['North', 'South'],
    emperors: 2,
  },
  {
    name: 'Emperor, two teams of five',
    scenario: { version: 1, variant: 'emperor', players: teamed(['North', 'South'], 5) },
    teams: ['North', 'South'],
    emperors: 2,
  },
  {
    name: 'Emperor, three teams of three',
    scenario: {
      version: 1,
      variant: 'emperor',
      players: teamed(['North', 'South', 'East'], 3),
    },
    teams: ['North', 'South', 'East'],
    emperors: 3,
  },
  {
    name: 'Two-Headed Giant, two teams of four',
    scenario: { version: 1, variant: 'two-headed-giant', players: teamed(['Suns', 'Moons'], 4) },
    teams: ['Suns', 'Moons'],
  },
  {
    name: 'Team vs. Team, four against four',
    scenario: { version: 1, variant: 'team-vs-team', players: teamed(['Red', 'Blue'], 4) },
    teams: ['Red', 'Blue'],
  },
  {
    name: 'Team vs. Team, three teams of three',
    scenario: {
      version: 1,
      variant: 'team-vs-team',
      players: teamed(['Red', 'Blue', 'Green'], 3),
    },
    teams: ['Red', 'Blue', 'Green'],
  },
  {
    name: 'custom teams, four of two',
    scenario: {
      version: 1,
      variant: 'custom',
      options: { attack: 'multiple' },
      players: teamed(['Dragons', 'Hydras', 'Krakens', 'Wolves'], 2),
    },
    teams: ['Dragons', 'Hydras', 'Krakens', 'Wolves'],
  },
];

async function enterTableMode(page: Page) {
  await page.getByRole('button', { name: 'Table mode' }).click();
  await expect(page.getByTestId('table-mode')).toBeVisible();
}

/**
 * The teams' names against everything else drawn, as drawn (each turned to face its reader: its
 * own four corners, not the upright box round them): the pairs that meet, a name over a seat's
 * circle, or a name off the screen. Seats' own words are inside their circles, so a name clear
 * of every circle is clear of them.
 */
async function clashes(page: Page, tags = false) {
  await turnedShapes(page);
  return page.evaluate((tags) => {
    const { corners, meet, near } = window.turnedShapes;
    const root = document.querySelector('[data-testid="table-mode"]')!;
    const named = tags ? '[data-testid="mode-team-tag"]' : '[data-testid="mode-team"] [data-box]';
    const who = (el: Element) =>
      el.closest('[data-team]')?.getAttribute('data-team') ??
      `${el.closest('[data-seat-name]')?.getAttribute('data-seat-name')}'s team`;
    const names = [...root.querySelectorAll(named)].map((el) => ({
      id: who(el),
      pts: corners(el),
    }));
    const others = [
      ...[...root.querySelectorAll('[data-box], [data-testid^="mark-"]')]
        .filter((el) => !el.matches(named) && !el.closest('[data-testid="mode-team"]'))
        .map((el) => ({ id: el.getAttribute('data-testid') ?? el.tagName, pts: corners(el) })),
      ...[
        ...root.querySelectorAll('[data-testid="mode-end-turn"], [data-testid="mode-turn-text"]'),
      ].map((el) => ({ id: el.getAttribute('data-testid')!, pts: corners(el) })),
      ...[...root.querySelectorAll('button')].map((el) => ({
        id: el.getAttribute('aria-label') ?? el.textContent ?? 'button',
        pts: corners(el),
      })),
    ];
    const circles = [...root.querySelectorAll<SVGCircleElement>('circle.tc-seat-body')].map((c) => {
      const m = c.getScreenCTM()!;
      return {
        id: c.closest('[data-seat-name]')!.getAttribute('data-seat-name')!,
        x: m.e,
        y: m.f,
        r: c.r.baseVal.value * Math.hypot(m.a, m.b),
      };
    });
    const out: string[] = [];
    for (const [i, n] of names.entries()) {
      for (const o of [...others, ...names.slice(i + 1)])
        if (meet(n.pts, o.pts)) out.push(`${n.id} × ${o.id}`);
      // A seat's own team's name is inside it; a name beside the seats is clear of them all.
      if (!tags)
        for (const c of circles) if (near(c, n.pts) < c.r) out.push(`${n.id} over ${c.id}`);
      if (n.pts.some((k) => k.x < 0 || k.y < 0 || k.x > innerWidth || k.y > innerHeight))
        out.push(`${n.id} off screen`);
    }
    return out;
  }, tags);
}

/** A drawn text's size as its reader sees it (px). */
const fontPx = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const m = (el as SVGGraphicsElement).getScreenCTM()!;
      return parseFloat(getComputedStyle(el).fontSize) * Math.hypot(m.a, m.b);
    }),
  );

for (const size of SIZES)
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true });
    for (const t of TABLES)
      test(`${t.name}: each team named once beside its seats, clear of everything`, async ({
        page,
      }) => {
        await openTable(page, t.scenario);
        await enterTableMode(page);
        await expect(page.locator('circle.tc-seat-body')).toHaveCount(t.scenario.players.length);
        const names = page.getByTestId('mode-team');
        await expect(names).toHaveCount(t.teams.length);
        expect(
          (await names.evaluateAll((els) => els.map((e) => e.getAttribute('data-team')))).sort(),
        ).toEqual([...t.teams].sort());
        expect((await page.getByTestId('mode-team-name').allTextContents()).sort()).toEqual(
          [...t.teams].sort(),
        );
        for (const px of await fontPx(page, '[data-testid="mode-team-name"]'))
          expect(px).toBeGreaterThanOrEqual(12.99);
        // Each name is nearer its own team's seats than any other team's.
        const nearest = await page.evaluate(() => {
          const at = (el: Element) => {
            const r = el.getBoundingClientRect();
            return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
          };
          return [...document.querySelectorAll('[data-testid="mode-team"]')].map((label) => {
            const p = at(label);
            let best = { d: Infinity, team: '' };
            for (const s of document.querySelectorAll('[data-testid="seat"]')) {
              const q = at(s);
              const d = Math.hypot(p.x - q.x, p.y - q.y);
              const team = /team ([^,]+)/.exec(s.getAttribute('aria-label') ?? '')?.[1] ?? '';
              if (d < best.d) best = { d, team };
            }
            return [label.getAttribute('data-team'), best.team];
          });
        });
        for (const [label, seat] of nearest) expect(seat, `${label}'s name`).toBe(label);
        if (t.emperors) await expect(page.getByTestId('tile-emperor')).toHaveCount(t.emperors);
        expect(await clashes(page)).toEqual([]);
      });

    test('Alternating Teams of four (811.3): the team on each seat, clear of its words and marks', async ({
      page,
    }) => {
      await openTable(page, {
        version: 1,
        variant: 'alternating-teams',
        options: { attack: 'multiple' },
        seating: 'by-rules',
        players: teamed(['Red', 'Blue'], 4),
        events: [{ type: 'designate', designation: 'monarch', player: 'Alex' }],
      });
      await enterTableMode(page);
      await expect(page.getByTestId('mode-team')).toHaveCount(0);
      const tags = page.getByTestId('mode-team-tag');
      await expect(tags).toHaveCount(8);
      await expect(page.getByTestId('mark-monarch')).toBeVisible();
      for (const px of await fontPx(page, '[data-testid="mode-team-tag"]'))
        expect(px).toBeGreaterThanOrEqual(12);
      // Each seat names its own team, clear of the seat's other words and badges.
      const seen = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="mode-seat"]')].map((seat) => [
          seat.querySelector('[data-testid="mode-team-tag"]')?.textContent,
          /team ([^,]+)/.exec(
            seat.querySelector('[data-testid="seat"]')!.getAttribute('aria-label') ?? '',
          )?.[1],
        ]),
      );
      for (const [tag, team] of seen) expect(tag).toBe(team);
      expect(await clashes(page, true)).toEqual([]);
    });
  });
