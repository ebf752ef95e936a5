// Big tables on a phone: names never under 12 px and seats never under 44 px — the
// chart zooms (buttons, keys, pinch and drag by d3-zoom) and shows a neighbourhood.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PRESETS } from '../src/rules/presets';
import { encodeTable } from '../src/share/codec';
import { turnedShapes } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const openMelee = async (page: Page, n: number) => {
  const players = Array.from({ length: n }, (_, i) => ({ name: `Player${i + 1}` }));
  await page.goto(
    `/#${encodeTable({ version: 1, variant: 'grand-melee', players, startingPlayer: 'Player1' })}`,
  );
  await expect(page.getByTestId('seat')).toHaveCount(n);
};

/** Rendered sizes (CSS px) of the names and seats drawn inside the chart's frame. */
const measure = (page: Page) =>
  page.getByTestId('seating-chart').evaluate((svg: Element) => {
    const frame = svg.getBoundingClientRect();
    const inside = (r: DOMRect) =>
      r.width > 0 &&
      r.left >= frame.left - 1 &&
      r.right <= frame.right + 1 &&
      r.top >= frame.top - 1 &&
      r.bottom <= frame.bottom + 1;
    const scale = (el: SVGGraphicsElement) => {
      const m = el.getScreenCTM()!;
      return Math.hypot(m.a, m.b);
    };
    const names = [...svg.querySelectorAll<SVGTextElement>('.tc-seat-wrap text.tc-t-name')]
      .filter((t) => inside(t.getBoundingClientRect()))
      .map((t) => Number(t.getAttribute('font-size')) * scale(t));
    const seats = [...svg.querySelectorAll<SVGCircleElement>('circle.tc-hit')]
      .filter((c) => inside(c.getBoundingClientRect()))
      .map((c) => 2 * Number(c.getAttribute('r')) * scale(c));
    return { names, seats, all: svg.querySelectorAll('.tc-seat-wrap text.tc-t-name').length };
  });

/** Widths (CSS px) of the − and + life buttons on the chart (Infinity when none are drawn). */
const counterWidths = (page: Page) =>
  page
    .locator('[data-testid="life-minus"], [data-testid="life-plus"]')
    .evaluateAll((els) => [Infinity, ...els.map((e) => e.getBoundingClientRect().width)]);

for (const n of [16, 40, 100]) {
  test(`${n}-seat Grand Melee on a phone: every name shown is at least 12 px and every seat at least 44 px`, async ({
    page,
  }) => {
    await openMelee(page, n);
    // The chart settles on its zoom once it knows its width.
    await expect
      .poll(async () => Math.min(...(await measure(page)).names), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(11.95);
    const m = await measure(page);
    expect(m.names.length).toBeGreaterThan(2);
    expect(Math.min(...m.seats)).toBeGreaterThanOrEqual(43.95);
    expect(Math.min(...(await counterWidths(page)))).toBeGreaterThanOrEqual(43.5);
    if (n === 16) {
      // Sixteen fit whole at the zoom their names need: every seat and turn marker is shown.
      expect(m.names).toHaveLength(16);
      const frame = (await page.getByTestId('seating-chart').boundingBox())!;
      for (const box of await page
        .getByTestId('turn-marker')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(frame.x - 1);
        expect(box.right).toBeLessThanOrEqual(frame.x + frame.width + 1);
        expect(box.bottom).toBeLessThanOrEqual(frame.y + frame.height + 1);
      }
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'Grand Melee · turns 1–4 at once (807.4)',
      );
      // Nothing covers a seat or a name: the Table mode button keeps to the square's corner, and
      // a turn marker sits beside its seat's life line, not over the name above it.
      const clash = await page.getByTestId('seating-chart').evaluate((svg: Element) => {
        const box = (e: Element) => e.getBoundingClientRect();
        const meet = (a: DOMRect, b: DOMRect) =>
          a.left < b.right - 1 &&
          b.left < a.right - 1 &&
          a.top < b.bottom - 1 &&
          b.top < a.bottom - 1;
        const button = box(document.querySelector('[data-testid="enter-table-mode"]')!);
        const out: string[] = [];
        for (const c of svg.querySelectorAll<SVGCircleElement>('circle.tc-hit')) {
          const r = box(c);
          const [cx, cy, rad] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2, r.width / 2];
          const dx = Math.max(button.left - cx, 0, cx - button.right);
          const dy = Math.max(button.top - cy, 0, cy - button.bottom);
          if (Math.hypot(dx, dy) < rad) out.push('button over a seat');
        }
        const markers = [...svg.querySelectorAll('[data-testid="turn-marker"]')].map(box);
        for (const t of svg.querySelectorAll('.tc-seat-wrap text.tc-t-name'))
          for (const m of markers) if (meet(box(t), m)) out.push(`marker over ${t.textContent}`);
        return out;
      });
      expect(clash).toEqual([]);
    }
    mkdirSync('test-results/screens', { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screens/melee-${n}-phone.png` });
  });
}

test('zoom: whole table without names, a tap zooms to the seat; + − keys and Neighbourhood', async ({
  page,
}) => {
  await openMelee(page, 40);
  const chart = page.getByTestId('seating-chart');
  const bar = page.getByRole('toolbar', { name: 'Zoom the chart' });
  await expect(chart).toHaveAttribute('data-zoom', 'near');
  const zoom = async () => Number(await bar.getAttribute('data-zoom'));
  const start = await zoom();
  expect(start).toBeGreaterThan(1.2);

  await bar.getByRole('button', { name: 'Whole table' }).click();
  await expect(chart).toHaveAttribute('data-zoom', 'whole');
  await expect(bar.getByRole('button', { name: 'Whole table' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => (await measure(page)).all).toBe(0);
  await expect(bar).toContainText('tap a seat to zoom');
  // A tap on a seat far from the start brings its neighbourhood back, names and all.
  await page.locator('[data-testid="seat"][data-seat-name="Player21"]').tap();
  await expect(chart).toHaveAttribute('data-zoom', 'near');
  await expect
    .poll(async () => {
      const box = (await page.locator('[data-seat-name="Player21"] circle.tc-hit').boundingBox())!;
      const frame = (await chart.boundingBox())!;
      return box.y >= frame.y && box.y + box.height <= frame.y + frame.height;
    })
    .toBe(true);

  await bar.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(zoom).toBeGreaterThan(start * 1.4);
  await chart.locator('[data-testid="seat"][tabindex="0"]').focus();
  await page.keyboard.press('0');
  await expect(chart).toHaveAttribute('data-zoom', 'whole');
  await page.keyboard.press('+');
  await expect.poll(zoom).toBeGreaterThan(1.4);
  await page.keyboard.press('n');
  await expect(chart).toHaveAttribute('data-zoom', 'near');
  await expect.poll(zoom).toBeGreaterThan(start);
  await bar.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(zoom).toBeLessThan(start * 1.4);
});

test('a zoomed chart glides to a far seat in one change of view, which the browser eases', async ({
  page,
}) => {
  await openMelee(page, 40);
  const chart = page.getByTestId('seating-chart');
  await expect(chart).toHaveAttribute('data-zoom', 'near');
  await page.waitForTimeout(300);
  // Counts the chart's renders of a new view (its zoom group's transform attribute) and the CSS
  // transitions the glide starts, from the tap until the glide is over.
  const glide = chart.evaluate(async (svg) => {
    const g = svg.querySelector('.tc-zoom')!;
    let views = 0;
    let eased = 0;
    let last = 0;
    const seen = new MutationObserver((list) => {
      views += list.length;
      last = performance.now();
    });
    seen.observe(g, { attributes: true, attributeFilter: ['transform'] });
    g.addEventListener('transitionrun', (e) => {
      if (e.target === g) eased++;
    });
    // Until the second view has had 800 ms to glide (and any further frames to show up).
    const start = performance.now();
    while (performance.now() - start < 10_000 && (views < 2 || performance.now() - last < 800))
      await new Promise((r) => setTimeout(r, 50));
    seen.disconnect();
    return { views, eased, after: getComputedStyle(g).transform };
  });
  // Player21 sits across the table from the start: out of the neighbourhood shown.
  await page
    .getByRole('toolbar', { name: 'Zoom the chart' })
    .getByRole('button', { name: 'Whole table' })
    .click();
  await page.locator('[data-testid="seat"][data-seat-name="Player21"]').tap();
  const { views, eased } = await glide;
  // Two views (the whole table, then the seat), each drawn once and eased by CSS: a glide drawn by
  // script re-rendered the chart on every frame.
  expect(eased).toBe(2);
  expect(views).toBe(2);
});

test('a Commander pod needs no zoom controls', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('seat')).toHaveCount(6);
  // The panels, legend and tools arrive after the chart's first paint (their own chunks): the
  // sizes are those of the settled page, as a person sees it.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await expect(page.getByRole('toolbar', { name: 'Zoom the chart' })).toHaveCount(0);
  const m = await measure(page);
  expect(Math.min(...m.names)).toBeGreaterThanOrEqual(11.95);
  // Each seat's − and + stay on the chart, each 44 px across to tap.
  await expect.poll(async () => (await counterWidths(page)).length).toBe(13);
  await expect
    .poll(async () => Math.min(...(await counterWidths(page))))
    .toBeGreaterThanOrEqual(43.5);
});

test("Two-Headed Giant's shared life totals: each − and + is 44 px across to tap", async ({
  page,
}) => {
  const twoHeaded = PRESETS.find((p) => p.id === 'two-headed-giant')!.scenario;
  await page.goto(`/#${encodeTable(twoHeaded)}`);
  const buttons = page.locator('[data-testid="team-life-minus"], [data-testid="team-life-plus"]');
  await expect(buttons).toHaveCount(4);
  await page.waitForTimeout(300);
  const widths = await buttons.evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect().width),
  );
  expect(Math.min(...widths)).toBeGreaterThanOrEqual(43.5);
  // A tap on the edge of the larger target still counts.
  const minus = (await buttons.first().boundingBox())!;
  const team = page.getByTestId('team-life').locator('[data-team]').first();
  await page.touchscreen.tap(minus.x + minus.width / 2, minus.y + 3);
  await expect(team).toHaveAttribute('data-life', '29');
});

// A Grand Melee of 12 or 16 on a phone, shown whole: every seat's name at 12 px or more, never
// squeezed out of shape (squeezed by 15% at most), told apart from every other, and clear of every
// turn marker, of the other names, of the other seats and of the centre's words. Boxes are measured
// as drawn (a name along the line to the centre is turned: its own four corners).
for (const n of [12, 16])
  test(`${n}-seat Grand Melee on a phone: every name readable, clear of the markers and of each other`, async ({
    page,
  }) => {
    const players = Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}` }));
    await page.goto(
      `/#${encodeTable({ version: 1, variant: 'grand-melee', players, startingPlayer: 'Player 1' })}`,
    );
    await expect(page.getByTestId('seat')).toHaveCount(n);
    await expect
      .poll(async () => Math.min(...(await measure(page)).names), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(11.95);
    await expect(page.getByTestId('turn-marker')).toHaveCount(n / 4);
    await page.waitForTimeout(300);
    await turnedShapes(page);
    const seen = await page.getByTestId('seating-chart').evaluate((svg: Element) => {
      const { corners, meet, near } = window.turnedShapes;
      const out: string[] = [];
      const names = [...svg.querySelectorAll<SVGTextElement>('.tc-seat-wrap text.tc-t-name')].map(
        (t) => {
          const wrap = t.closest('.tc-seat-wrap')!;
          const who = wrap.querySelector('[data-seat-name]')!.getAttribute('data-seat-name')!;
          const m = t.getScreenCTM()!;
          const scale = Math.hypot(m.a, m.b);
          // Its width unsqueezed: the same text without the length it is fitted to.
          const free = t.cloneNode(true) as SVGTextElement;
          free.removeAttribute('textLength');
          free.removeAttribute('lengthAdjust');
          t.parentNode!.appendChild(free);
          const natural = free.getComputedTextLength();
          free.remove();
          const drawn = t.getAttribute('textLength')
            ? Number(t.getAttribute('textLength'))
            : natural;
          return {
            who,
            text: t.textContent ?? '',
            px: Number(t.getAttribute('font-size')) * scale,
            squeeze: natural / drawn,
            box: corners(t),
          };
        },
      );
      const seats = [...svg.querySelectorAll<SVGCircleElement>('circle.tc-seat-body')].map((c) => {
        const m = c.getScreenCTM()!;
        return {
          who: c
            .closest('.tc-seat-wrap')!
            .querySelector('[data-seat-name]')!
            .getAttribute('data-seat-name')!,
          c: { x: m.e, y: m.f },
          r: c.r.baseVal.value * Math.hypot(m.a, m.b),
        };
      });
      const markers = [
        ...svg.querySelectorAll<SVGGraphicsElement>('[data-testid="turn-marker"] circle'),
      ].map(corners);
      // The centre's words letter by letter: the turn-order cue curves over the top.
      const centre = [
        ...svg.querySelectorAll<SVGTextElement>('[data-testid="chart-centre"] text, .tc-t-cue'),
      ].flatMap((t) => {
        const m = t.getScreenCTM()!;
        return Array.from({ length: t.getNumberOfChars() }, (_, i) => {
          const b = t.getExtentOfChar(i);
          return [
            [b.x, b.y],
            [b.x + b.width, b.y],
            [b.x + b.width, b.y + b.height],
            [b.x, b.y + b.height],
          ].map(([x, y]) => ({ x: m.a * x! + m.c * y! + m.e, y: m.b * x! + m.d * y! + m.f }));
        });
      });
      for (const [i, l] of names.entries()) {
        if (l.px < 11.95) out.push(`${l.who}: ${l.px.toFixed(1)} px`);
        if (l.squeeze > 1.16) out.push(`${l.who}: squeezed ×${l.squeeze.toFixed(2)}`);
        // Its whole name, or cut in its middle with its end kept ("Pla…12").
        const end = l.who.slice(-2);
        if (l.text !== l.who && !(l.text.includes('…') && l.text.endsWith(end)))
          out.push(`${l.who} reads "${l.text}"`);
        if (names.some((o, j) => j !== i && o.text === l.text)) out.push(`"${l.text}" twice`);
        for (const o of names.slice(i + 1)) if (meet(l.box, o.box)) out.push(`${l.who} × ${o.who}`);
        for (const m of markers) if (meet(l.box, m)) out.push(`marker × ${l.who}`);
        for (const c of centre) if (meet(l.box, c)) out.push(`centre × ${l.who}`);
        for (const s of seats)
          if (s.who !== l.who && near(s.c, l.box) < s.r) out.push(`${l.who} over ${s.who}`);
      }
      return { count: names.length, out };
    });
    expect(seen.count).toBe(n);
    expect(seen.out).toEqual([]);
  });
