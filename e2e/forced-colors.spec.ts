// Forced colours (Windows High Contrast and the like): the browser drops backgrounds and sets
// every colour from the system's few, so what a fill alone drew (a button, a team's colour) has
// to be drawn another way.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openTable } from './helpers';

const shots = (name: string) => `${process.env.SHOTS_DIR ?? 'test-results'}/${name}.png`;

/** A visible outline: a solid border at least 1 px wide on every side. */
async function outlined(button: Locator) {
  return button.evaluate((b) => {
    const s = getComputedStyle(b);
    return ['Top', 'Right', 'Bottom', 'Left'].every(
      (side) =>
        parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
        s.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'solid',
    );
  });
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

test('End turn, "Set up your own table" and a lesson\'s Next keep an outline', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const end = page.getByRole('button', { name: "End Bianca's turn" });
  await expect(end).toBeVisible();
  expect(await outlined(end)).toBe(true);
  expect(await outlined(page.getByRole('button', { name: 'Set up your own table' }))).toBe(true);
  await page.screenshot({ path: shots('forced-colours-table') });
  await page.goto('/#lesson=player-leaves');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeVisible();
  expect(await outlined(next)).toBe(true);
  await page.screenshot({ path: shots('forced-colours-lesson') });
});

const SEVEN = ['Alex', 'Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi', 'Gus'];

/**
 * Where the "every player's range" rings reach, in chart units: each name's letters (as boxes),
 * the turn-order cue's letters, the seats (centre and radius), and each ring's outline as points.
 */
function ringsDrawn(page: Page) {
  return page.getByTestId('seating-chart').evaluate((svg) => {
    const letters = (t: SVGTextContentElement) =>
      Array.from({ length: t.getNumberOfChars() }, (_, i) => {
        const r = t.getExtentOfChar(i);
        return { x: r.x, y: r.y, w: r.width, h: r.height };
      });
    const rings = [...svg.querySelectorAll<SVGGElement>('[data-testid="range-ring"]')].map((g) => {
      const points: { x: number; y: number }[] = [];
      for (const p of g.querySelectorAll<SVGPathElement>('path:not(.tc-ring-path)')) {
        const len = p.getTotalLength();
        for (let i = 0; i <= 400; i++) points.push(p.getPointAtLength((len * i) / 400));
      }
      const dot = g.querySelector('circle')!;
      const name = g.querySelector<SVGTextContentElement>('[data-testid="range-ring-name"]');
      const line = g.querySelector<SVGPathElement>('.tc-ring-path');
      return {
        owner: g.dataset.owner!,
        points,
        dot: { x: dot.cx.baseVal.value, y: dot.cy.baseVal.value, r: dot.r.baseVal.value },
        name: name
          ? {
              text: name.textContent ?? '',
              letters: letters(name),
              // A name longer than the line it runs along (if it runs along one) loses its last
              // letters ("Esm").
              fits: !line || name.getComputedTextLength() <= line.getTotalLength(),
            }
          : null,
      };
    });
    // Each seat's body and its team badge, as circles in chart units.
    const seats = [...svg.querySelectorAll<SVGGElement>('.tc-seat-wrap')].flatMap((w) => {
      const m = w.transform.baseVal.consolidate()!.matrix;
      const body = w.querySelector<SVGCircleElement>('.tc-seat-body')!;
      const circles = [
        {
          x: m.e,
          y: m.f,
          r: body.r.baseVal.value + parseFloat(body.getAttribute('stroke-width')!) / 2,
        },
      ];
      const badge = w.querySelector<SVGCircleElement>('.tc-badge');
      if (badge) {
        const b = (badge.parentNode as SVGGElement).transform.baseVal.consolidate()!.matrix;
        circles.push({ x: m.e + b.e, y: m.f + b.f, r: badge.r.baseVal.value });
      }
      return circles;
    });
    const cue = letters(svg.querySelector<SVGTextContentElement>('.tc-t-cue')!);
    return { rings, seats, cue };
  });
}

type Box = { x: number; y: number; w: number; h: number };
const inBox = (p: { x: number; y: number }, b: Box) =>
  p.x > b.x && p.x < b.x + b.w && p.y > b.y && p.y < b.y + b.h;
/** The distance from a point to the nearest point of a box (0 inside it). */
const toBox = (p: { x: number; y: number }, b: Box) =>
  Math.hypot(Math.max(b.x - p.x, 0, p.x - b.x - b.w), Math.max(b.y - p.y, 0, p.y - b.y - b.h));

for (const teams of [false, true])
  test(`"Show every player's range" with seven players${teams ? ' in three teams' : ''}: clear of the turn-order cue, names whole${teams ? ', teams told apart without colour' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openTable(page, {
      version: 1,
      variant: 'custom',
      options: { attack: 'multiple' },
      players: SEVEN.map((name, i) => ({
        name,
        range: 1 + (i % 3),
        ...(teams ? { team: ['Red', 'Blue', 'Green'][i % 3] } : {}),
      })),
    });
    await page.getByRole('switch', { name: "Show every player's range" }).click();
    await expect(page.getByTestId('range-ring-name')).toHaveCount(7);
    const { rings, seats, cue } = await ringsDrawn(page);
    // 801.2a's rings keep off the words "turn order" over the centre: no ring or dot in a letter.
    for (const ring of rings) {
      for (const b of cue) {
        expect(
          ring.points.some((p) => inBox(p, b)),
          `${ring.owner}'s ring`,
        ).toBe(false);
        expect(toBox(ring.dot, b), `${ring.owner}'s dot`).toBeGreaterThan(ring.dot.r);
      }
    }
    for (const ring of rings) {
      const name = ring.name!;
      expect(name.text).toContain(ring.owner);
      expect(name.fits, `${name.text} whole`).toBe(true);
      for (const b of name.letters) {
        // No seat is drawn over a name's letters…
        for (const s of seats)
          expect(toBox(s, b), `${name.text} under a seat`).toBeGreaterThan(s.r);
        // …nor another player's ring.
        for (const other of rings.filter((o) => o !== ring))
          expect(
            other.points.some((p) => inBox(p, b)),
            `${name.text} under ${other.owner}'s ring`,
          ).toBe(false);
      }
    }
    if (teams) {
      // Each ring's name carries its team's letter, as the seats' badges do (R, B, G).
      for (const [i, ring] of rings.entries())
        expect(ring.name!.text).toBe(`${SEVEN[i]} (${'RBG'[i % 3]})`);
      // In forced colours each team's rings are drawn in a pattern of their own (the focus's
      // ring, outlined in the highlight colour besides, is left out).
      const look = await page
        .locator('[data-testid="range-ring"]:not([data-focus]) path:not(.tc-ring-path)')
        .evaluateAll((paths) =>
          paths.map((p) => {
            const s = getComputedStyle(p);
            const owner = p.parentElement!.dataset.owner!;
            return { owner, look: `${s.fill} ${s.stroke} ${s.strokeDasharray}` };
          }),
        );
      const patternOf = (team: number) =>
        new Set(look.filter((l) => SEVEN.indexOf(l.owner) % 3 === team).map((l) => l.look));
      for (const t of [0, 1, 2]) expect(patternOf(t).size).toBe(1);
      expect(new Set([...patternOf(0), ...patternOf(1), ...patternOf(2)]).size).toBe(3);
    }
    await page.getByTestId('table-chart').screenshot({
      path: shots(`forced-colours-every-range-${teams ? 'teams' : 'free-for-all'}`),
    });
  });
