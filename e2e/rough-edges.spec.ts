// Rough edges a new user hit, each with its test.
import { expect, test, type Page } from '@playwright/test';
import { encodeTable } from '../src/share/codec';

const seat = (page: Page, name: string) =>
  page.locator(`[data-testid="seat"][data-seat-name="${name}"]`);

test('a selected seat whose turn it is not says whom they could attack on their turn', async ({
  page,
}) => {
  await page.goto('/');
  const panel = page.getByTestId('focus-panel');
  await expect(panel.getByRole('heading', { name: 'May attack', exact: true })).toBeVisible();
  await seat(page, 'Dmitri').click();
  await expect(
    panel.getByRole('heading', { name: 'Could attack on their turn', exact: true }),
  ).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'May attack', exact: true })).toHaveCount(0);
});

test('keyboard: the chart is one Tab stop, arrow keys go round the seats, E ends the turn', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('[data-testid="seat"][tabindex="0"]')).toHaveCount(1);
  const bianca = seat(page, 'Bianca');
  for (let i = 0; i < 20 && !(await bianca.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(bianca).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(seat(page, 'Carissa')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(seat(page, 'Alex')).toBeFocused();
  await page.keyboard.press('ArrowLeft'); // round the table
  await expect(seat(page, 'Femi')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(seat(page, 'Alex')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(seat(page, 'Alex')).toHaveAttribute('aria-pressed', 'true');
  // The documented shortcut: E ends the running turn.
  const end = page.getByRole('button', { name: "End Bianca's turn" });
  await expect(end).toHaveAttribute('aria-keyshortcuts', 'E');
  await page.keyboard.press('e');
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-active', 'true');
  // Not while typing in a field.
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search the rules' }).fill('e');
  await page.keyboard.press('Escape');
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-active', 'true');
});

test('rule chips are at least 24 px tall and wide', async ({ page }) => {
  await page.goto('/');
  const chips = page
    .getByTestId('focus-panel')
    .getByRole('link', { name: /^\d{3}(\.\d+[a-z]?)?$/ });
  await expect(chips.first()).toBeVisible();
  for (const chip of await chips.all()) {
    const box = (await chip.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(24);
  }
});

test('wording: the range option covers teammates too, and says the Emperor defaults', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByTestId('variant-select').selectOption('emperor');
  const hint = page.getByText(/spells and abilities reach only the players within/);
  await expect(hint).toContainText('teammates as well as opponents');
  await expect(hint).toContainText('2 seats for emperors, 1 for generals (809.3a).');
});

test('setup lists the variants of the chosen rules edition', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  const variants = page.getByTestId('variant-select');
  await expect(variants.locator('option[value="teams"]')).toHaveCount(0);
  await page.getByTestId('edition-select').selectOption('2005');
  await expect(variants.locator('option[value="teams"]')).toHaveCount(1);
  await expect(variants.locator('option[value="alternating-teams"]')).toHaveCount(0);
  await variants.selectOption('teams');
  await expect(variants).toHaveValue('teams');
});

test('a lesson header has no separator left dangling', async ({ page }) => {
  await page.goto('/#lessons');
  await page
    .getByRole('link')
    .filter({ hasText: /leaves/ })
    .first()
    .click();
  const meta = page.getByTestId('lesson-meta');
  await expect(meta).toContainText(/\d{3}\.\d/);
  await expect(meta).not.toContainText('·');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const n of [8, 12, 16]) {
    test(`Grand Melee at ${n} seats: a button per running turn and Undo, within a fifth of the screen`, async ({
      page,
    }) => {
      const players = Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}` }));
      const link = encodeTable({
        version: 1,
        variant: 'grand-melee',
        players,
        startingPlayer: 'Player 1',
      });
      await page.goto(`/#${link}`);
      const bar = page.getByTestId('turn-bar');
      await expect(bar.getByRole('button', { name: /^End turn — marker/ })).toHaveCount(n / 4);
      await expect(bar.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(844 / 5);
      for (const b of await bar.getByRole('button').all())
        expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(43.5);
    });
  }

  test('Grand Melee at 40 seats: one picker for the ten running turns, within a fifth of the screen', async ({
    page,
  }) => {
    const players = Array.from({ length: 40 }, (_, i) => ({ name: `P${i + 1}` }));
    const link = encodeTable({ version: 1, variant: 'grand-melee', players, startingPlayer: 'P1' });
    await page.goto(`/#${link}`);
    const bar = page.getByTestId('turn-bar');
    const picker = bar.getByTestId('turn-picker');
    await expect(picker.getByRole('combobox')).toHaveValue('1');
    await expect(picker.getByRole('option')).toHaveCount(10);
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(844 / 5);
    await picker.getByRole('combobox').selectOption('3');
    await picker.getByRole('button', { name: "End P9's turn (marker 3)" }).click();
    await expect(page.getByTestId('history')).toContainText('P9 ends their turn');
    await expect(picker.getByRole('option')).toHaveCount(9); // marker 3 waits (807.4d)
  });
});

/**
 * The farthest any centre label reaches from the middle, and the nearest any range ring or
 * attack arrow comes to it, in the chart's own units (getBBox, getPointAtLength).
 */
async function centreClearance(page: Page) {
  return page.getByTestId('seating-chart').evaluate((svg) => {
    const texts = [
      ...svg.querySelectorAll<SVGGraphicsElement>('[data-testid="chart-centre"] text'),
    ];
    const reach = Math.max(
      ...texts.flatMap((t) => {
        const b = t.getBBox();
        return [
          [b.x, b.y],
          [b.x + b.width, b.y],
          [b.x, b.y + b.height],
          [b.x + b.width, b.y + b.height],
        ].map(([x, y]) => Math.hypot(x!, y!));
      }),
    );
    const paths = [
      ...svg.querySelectorAll<SVGPathElement>(
        '[data-testid="range-ring"] path, [data-testid="attack-arrow"]',
      ),
    ];
    let nearest = Infinity;
    for (const p of paths) {
      const len = p.getTotalLength();
      for (let i = 0; i <= 200; i++) {
        const pt = p.getPointAtLength((len * i) / 200);
        nearest = Math.min(nearest, Math.hypot(pt.x, pt.y));
      }
    }
    return { reach, nearest, texts: texts.length, paths: paths.length };
  });
}

for (const [label, variant, count, width, height] of [
  ['six players, phone', 'free-for-all', 6, 390, 844],
  ['three players, desktop', 'free-for-all', 3, 1440, 900],
  ['Grand Melee at 16 with a long centre line, desktop', 'grand-melee', 16, 1440, 900],
  ['twelve players, tablet', 'free-for-all', 12, 820, 1180],
] as const) {
  test(`"Show every player's range" rings and attack arrows stay clear of the centre labels: ${label}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const players = Array.from({ length: count }, (_, i) => ({
      name: i === 0 ? 'Maximiliana-Anastasia' : `P${i + 1}`,
    }));
    const link = encodeTable({
      version: 1,
      variant,
      players,
      startingPlayer: 'Maximiliana-Anastasia',
      options: variant === 'free-for-all' ? { rangeOfInfluence: 2 } : undefined,
    });
    await page.goto(`/#${link}`);
    await page.getByText("Show every player's range").click();
    await expect(page.getByTestId('range-ring')).toHaveCount(count);
    await expect(page.getByTestId('attack-arrow').first()).toBeAttached();
    const m = await centreClearance(page);
    expect(m.texts).toBeGreaterThanOrEqual(2);
    expect(m.paths).toBeGreaterThan(count);
    expect(m.reach).toBeLessThan(m.nearest);
  });
}

test('"Show every player\'s range" names whose ring each is, at its owner\'s dot (801.2a)', async ({
  page,
}) => {
  // A teacher's projector: the names are sized for the big screen.
  await page.setViewportSize({ width: 1440, height: 900 });
  const players = ['Ana', 'Bo', 'Cy', 'Di', 'Eve', 'Fay'].map((name) => ({ name }));
  await page.goto(
    `/#${encodeTable({ version: 1, variant: 'free-for-all', players, options: { rangeOfInfluence: 1 } })}`,
  );
  await page.getByText("Show every player's range").click();
  const names = page.getByTestId('range-ring-name');
  await expect(names).toHaveCount(6);
  await expect(page.locator('[data-testid="range-ring"][data-owner="Cy"] text')).toHaveText('Cy');
  await page
    .getByTestId('seating-chart')
    .screenshot({ path: 'e2e/screenshots/every-range-desktop.png' });
});
