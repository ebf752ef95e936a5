// A table of hundreds of seats: a turn passes without fades, and seats draw no rings
// nobody can see. Both kept End turn's frame at 1,000 seats under its 50 ms target (bench:ui):
// one opacity fade made every seat painted after it a compositing question (~130 ms a click).
import { expect, test, type Page } from '@playwright/test';
import { encodeTable } from '../src/share/codec';

const open = async (page: Page, n: number) => {
  const players = Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}` }));
  await page.goto(
    `/#${encodeTable({
      version: 1,
      variant: 'free-for-all',
      players,
      startingPlayer: 'Player 1',
      options: { rangeOfInfluence: 1 },
    })}`,
  );
  await expect(page.getByTestId('seat')).toHaveCount(n);
};

/**
 * Click End turn and count the animations it starts in the chart: script fades (Element.animate)
 * and CSS transitions (transitionrun). Counted as they start, so a slow machine cannot miss one
 * that finished before it looked.
 */
const animationsAfterEndTurn = (page: Page) =>
  page.evaluate(async () => {
    const chart = document.querySelector('[data-testid="seating-chart"]')!;
    let started = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<typeof animate>) {
      if (chart.contains(this)) started++;
      return animate.apply(this, args);
    };
    const onTransition = () => started++;
    chart.addEventListener('transitionrun', onTransition);
    const button = [...document.querySelectorAll('button')].find((b) =>
      /^End .*turn/.test(b.textContent ?? ''),
    );
    if (!button) throw new Error('no End turn button');
    button.click();
    // React renders the click in a microtask; transitions start with the next frame's style.
    await new Promise(requestAnimationFrame);
    await new Promise((r) => setTimeout(r, 100));
    chart.removeEventListener('transitionrun', onTransition);
    Element.prototype.animate = animate;
    return started;
  });

/** Rings drawn (not display: none) on seats, by kind. The turn's is three circles: the ring and
 *  its glow's two bands. */
const drawnRings = (page: Page) =>
  page.evaluate(() => {
    const drawn = (sel: string) =>
      [...document.querySelectorAll(sel)].filter((e) => getComputedStyle(e).display !== 'none')
        .length;
    return {
      active: drawn('.tc-active-ring'),
      selected: drawn('.tc-selected-ring'),
      focus: drawn('.tc-focus-ring'),
    };
  });

// A fade after End turn repaints the page on every frame it lasts: on a slow phone the seat
// fill's 300 ms ease cost more than the click itself, so the turn moves at once at every size.
test('a 12-seat table passes the turn at once, starting no fade', async ({ page }) => {
  await open(page, 12);
  await page.waitForTimeout(300);
  expect(await animationsAfterEndTurn(page)).toBe(0);
  await expect(page.getByTestId('seat').nth(1)).toHaveAttribute('data-active', 'true');
  // The first fades (the range band and arrows appearing) end and leave nothing in effect: a
  // filled fade stays in effect for good, which keeps its group and each seat drawn over it on
  // layers of their own (a heavier frame at every turn).
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.querySelector('[data-testid="seating-chart"]')!.getAnimations({ subtree: true })
            .length,
      ),
    )
    .toBe(0);
});

test('a 1,000-seat table passes the turn at once and draws only the rings that show', async ({
  page,
}) => {
  // Opening a 1,000-seat link takes seconds of a busy CI machine's 30.
  test.slow();
  await open(page, 1000);
  await page.waitForTimeout(300);
  expect(await animationsAfterEndTurn(page)).toBe(0);
  await expect(page.getByTestId('seat').nth(1)).toHaveAttribute('data-active', 'true');
  // One player takes a turn, nobody is selected, no seat has the keyboard's focus.
  await expect.poll(() => drawnRings(page)).toEqual({ active: 3, selected: 0, focus: 0 });
  // Selecting a seat draws its ring; keyboard focus draws that seat's focus ring. (By keyboard:
  // at 1,000 seats the chart shows a zoomed neighbourhood and most seats are out of its frame.)
  await page.getByTestId('seat').nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('seat').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('seat').nth(2)).toBeFocused();
  await expect.poll(() => drawnRings(page)).toEqual({ active: 3, selected: 1, focus: 1 });
});

test('every attack arrow ends at the seat it names as the turn goes round (801.6)', async ({
  page,
}) => {
  await open(page, 12);
  for (let turn = 0; turn < 3; turn++) {
    const misses = await page.getByTestId('seating-chart').evaluate((svg) => {
      const out: string[] = [];
      const arrows = [...svg.querySelectorAll<SVGPathElement>('[data-testid="attack-arrow"]')];
      for (const a of arrows) {
        const seat = svg.querySelector<SVGGElement>(
          `[data-testid="seat"][data-seat-name="${a.dataset.target}"] .tc-seat-body`,
        )!;
        const end = a.getPointAtLength(a.getTotalLength()).matrixTransform(a.getScreenCTM()!);
        const box = seat.getBoundingClientRect();
        const gap = Math.hypot(end.x - (box.x + box.width / 2), end.y - (box.y + box.height / 2));
        // The arrow stops at the ring just inside the seats, within a seat's width of its centre.
        if (gap > box.width) out.push(`${a.dataset.target}: ${gap.toFixed(0)} px away`);
      }
      return arrows.length === 0 ? ['no arrows'] : out;
    });
    expect(misses).toEqual([]);
    await page.getByRole('button', { name: /^End .*turn/ }).click();
  }
});

test('at a 20-seat table whom a player may attack waits behind a count, and stays open once opened', async ({
  page,
}) => {
  const players = Array.from({ length: 20 }, (_, i) => ({ name: `Player ${i + 1}` }));
  await page.goto(
    `/#${encodeTable({ version: 1, variant: 'free-for-all', players, startingPlayer: 'Player 1' })}`,
  );
  const panel = page.getByTestId('focus-panel');
  await expect(panel).toContainText('Player 1');
  // 19 lines, each changing with the turn: not drawn until asked for.
  const all = panel.getByText('All 19, each with its rule');
  await expect(all).toBeVisible();
  await expect(page.getByTestId('may-attack')).toHaveCount(0);
  await all.click();
  await expect(page.getByTestId('may-attack').getByRole('listitem')).toHaveCount(19);
  await expect(page.getByTestId('may-attack')).toContainText(
    'Player 20 is an opponent of Player 1.',
  );
  // The next player's list, still open.
  await page
    .getByRole('button', { name: /^End .*turn/ })
    .first()
    .click();
  await expect(page.getByTestId('may-attack')).toContainText(
    'Player 1 is an opponent of Player 2.',
  );
  await expect(page.getByTestId('may-attack').getByRole('listitem')).toHaveCount(19);
});
