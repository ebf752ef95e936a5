// The rules panel as a teacher uses it: search by number and by words, and go from a rule to the
// lesson or what-if that shows it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

test('search the rules by number and by words, then open the lesson that shows a rule', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const panel = page.getByTestId('rules-panel');
  const search = panel.getByRole('searchbox', { name: 'Search the rules' });
  await expect(panel.locator('li[data-rule]').nth(240)).toBeAttached();

  await search.fill('901.6');
  await expect(panel.locator('li[data-rule]')).toHaveCount(1);
  await expect(panel.locator('li[data-rule="901.6"]')).toContainText('901.6');

  await search.fill('commander damage');
  await expect(panel.locator('li[data-rule="903.10a"]')).toBeVisible();
  await expect(panel.getByRole('heading', { name: /903 · Commander/ })).toBeVisible();
  await expect(panel.getByRole('heading', { name: /801 ·/ })).toHaveCount(0);

  await search.fill('zzqx');
  await expect(panel.getByRole('status')).toHaveText(/No rule matches “zzqx”/);

  await search.fill('801.2c');
  await panel
    .locator('li[data-rule="801.2c"]')
    .getByRole('button', { name: /^Lesson: / })
    .first()
    .click();
  await expect(panel).toHaveCount(0);
  await expect(page).toHaveURL(/#lesson=/);
});

test('a what-if link opens the table’s what-if tools at that question', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const panel = page.getByTestId('rules-panel');
  await panel.getByRole('searchbox', { name: 'Search the rules' }).fill('801.10');
  await panel.getByRole('button', { name: 'What if: Whom can their spell affect?' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByLabel('Question')).toHaveValue('affect');
});

test('the 2005 rules and what changed: side by side, found by old and new numbers and by words', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const panel = page.getByTestId('rules-panel');
  const search = panel.getByRole('searchbox', { name: 'Search the rules' });
  await panel.getByRole('button', { name: '2005 (601–609)' }).click();
  await expect(panel.locator('li[data-rule="606.4a"]')).toBeAttached();
  await expect(panel.locator('li[data-rule="810.4"]')).toHaveCount(0);

  await panel.getByRole('button', { name: 'What changed' }).click();
  await search.fill('40 life');
  const row = panel.locator('[data-testid="change-row"][data-rule="606.4a"]');
  await expect(row).toContainText('810.4');
  await expect(row.getByTestId('change-note')).toContainText('30');
  await search.fill('810.9d');
  await expect(panel.getByTestId('change-row')).toHaveCount(1);
  await expect(panel.getByTestId('change-row')).toHaveAttribute('data-rule', '606.9b');
  if (process.env.SHOTS)
    await page.screenshot({ path: `test-results/what-changed-${page.viewportSize()!.width}.png` });
});

/** The rules panel open over the table, at `rule` ('' = its top). */
async function openPanel(page: Page, rule = '') {
  await page.goto(`/#rule-${rule}`);
  const panel = page.getByTestId('rules-panel');
  await expect(panel.locator('li[data-rule]').nth(240)).toBeAttached();
  return panel;
}

/** Axe over the open panel, with its experimental rule that a link's name holds its words. */
const axe = (page: Page) =>
  new AxeBuilder({ page })
    .include('[data-testid="rules-panel"]')
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();

test('the panel opens with the search box focused, not the link to the official rules', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  await expect(
    page.getByTestId('rules-panel').getByRole('searchbox', { name: 'Search the rules' }),
  ).toBeFocused();
});

for (const forced of [false, true])
  test(`axe finds nothing on the rules panel, every view${forced ? ', in forced colours' : ''}`, async ({
    page,
  }) => {
    // Axe reads every one of the panel's ~300 rules, once per view.
    test.setTimeout(120_000);
    if (forced) await page.emulateMedia({ forcedColors: 'active' });
    const panel = await openPanel(page);
    expect((await axe(page)).violations).toEqual([]);
    for (const view of ['today', '2005', 'changes'] as const) {
      await panel.getByTestId(`rules-view-${view}`).click();
      await expect(panel.getByTestId(`rules-view-${view}`)).toHaveAttribute('aria-pressed', 'true');
      expect((await axe(page)).violations).toEqual([]);
    }
    // The unchanged rules opened too.
    await panel.getByText(/^Unchanged:/).click();
    expect((await axe(page)).violations).toEqual([]);
  });

test('each “Official text” link is named by its words, then the rule it is for', async ({
  page,
}) => {
  const panel = await openPanel(page, '809.3');
  const link = panel.locator('li[data-rule="809.3"]').getByRole('link');
  await expect(link).toHaveText(/^Official text/);
  await expect(link).toHaveAccessibleName(/^Official text\b.*809\.3/);
});

test('“What changed” scrolls by keyboard: its list is in the tab order and the keys move it', async ({
  page,
}) => {
  const panel = await openPanel(page);
  await panel.getByTestId('rules-view-changes').click();
  const list = panel.getByTestId('rules-list');
  // In the tab order itself (Chromium alone would focus a scroller; axe asks for tabindex).
  await expect(list).toHaveAttribute('tabindex', '0');
  const scrollable = await new AxeBuilder({ page })
    .include('[data-testid="rules-panel"]')
    .withRules(['scrollable-region-focusable'])
    .analyze();
  expect(scrollable.violations).toEqual([]);
  await list.focus();
  await expect(list).toBeFocused();
  await page.keyboard.press('PageDown');
  await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
});

test('what changed: each pair is marked in words, the changed first, unchanged folded away, differing words marked', async ({
  page,
}) => {
  const panel = await openPanel(page);
  await panel.getByTestId('rules-view-changes').click();
  const rows = panel.getByTestId('change-row');
  const statuses = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-status')!));
  // Changed, then new, removed and not compared, and the unchanged last.
  const order = ['changed', 'new', 'removed', 'untold', 'unchanged'];
  expect(statuses.map((s) => order.indexOf(s))).toEqual(
    statuses.map((s) => order.indexOf(s)).sort((a, b) => a - b),
  );
  expect(new Set(statuses)).toEqual(new Set(order));
  // Each row says what it is in words, not by colour alone.
  const first = rows.first();
  await expect(first.getByTestId('change-status')).toHaveText(/Changed/);
  const row = panel.locator('[data-testid="change-row"][data-rule="606.10"]');
  await expect(row.getByTestId('change-status')).toHaveText(/Changed/);
  await expect(row.locator('del', { hasText: '20' })).toBeVisible();
  await expect(row.locator('ins', { hasText: '15' })).toBeVisible();
  await page.screenshot({ path: 'test-results/what-changed.png' });
  // Unchanged rows are folded away until asked for.
  const same = panel.locator('[data-testid="change-row"][data-rule="601.2b"]');
  await expect(same).toBeHidden();
  await panel.getByText(/^Unchanged:/).click();
  await expect(same).toBeVisible();
  await expect(same.getByTestId('change-status')).toHaveText(/Unchanged/);
  await expect(panel.locator('[data-testid="change-row"][data-rule="810.8d"]')).toHaveAttribute(
    'data-status',
    'new',
  );
  await expect(panel.locator('[data-testid="change-row"][data-rule="606.2"]')).toHaveAttribute(
    'data-status',
    'removed',
  );
  await page.screenshot({ path: 'test-results/what-changed-unchanged.png' });
});

/** True when the point a little inside `el`'s top left corner shows `el` itself. */
const uncovered = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + 6, r.top + 6);
    return !!hit && el.contains(hit);
  });

for (const [name, viewport] of [
  ['at 100%', { width: 1280, height: 720 }],
  ['on a phone', { width: 390, height: 844 }],
  // 200% zoom of the same screen: half as many CSS pixels each way.
  ['at 200% zoom', { width: 640, height: 360 }],
] as const)
  test(`a rule opened or reached by keyboard is not under the section heading, ${name}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const panel = await openPanel(page, '809.3');
    const rule = 'li[data-rule="809.3"]';
    await expect(panel.locator(rule)).toBeFocused();
    expect(await uncovered(page, rule)).toBe(true);
    // Where there is room, the header stays in view: only the list scrolled to the rule.
    if (viewport.height > 512)
      await expect(panel.getByRole('searchbox', { name: 'Search the rules' })).toBeInViewport();
    // Back up the list by keyboard: the link that takes focus shows whole, below the heading.
    await panel.locator('li[data-rule="809.3a"]').getByRole('link').focus();
    await page.keyboard.press('Shift+Tab');
    const focused = `${rule} :focus`;
    await expect(panel.locator(focused)).toHaveCount(1);
    expect(await uncovered(page, focused)).toBe(true);
    // The panel's own header leaves most of the dialog to the rules.
    const dialog = (await panel.boundingBox())!;
    const header = (await panel.getByTestId('rules-panel-header').boundingBox())!;
    const shown =
      Math.min(header.y + header.height, dialog.y + dialog.height) - Math.max(header.y, dialog.y);
    expect(shown / dialog.height).toBeLessThan(0.4);
    await page.screenshot({ path: `test-results/rules-809.3-${viewport.width}.png` });
  });

test('in German the panel, its summaries and its search are German; in Korean the summaries are English, marked', async ({
  page,
}) => {
  await page.goto('/?lang=de');
  await page.getByRole('button', { name: 'Regeln', exact: true }).click();
  const panel = page.getByTestId('rules-panel');
  await expect(
    panel.getByRole('heading', { name: 'Die Mehrspielerregeln in Kürze' }),
  ).toBeVisible();
  const life = panel.locator('li[data-rule="810.4"]');
  await expect(life).toContainText('Lebenspunktzahl von 30');
  await expect(panel.getByTestId('not-translated')).toHaveCount(0);
  const search = panel.getByRole('searchbox', { name: 'Regeln durchsuchen' });
  await search.fill('Kommandeurschaden');
  await expect(panel.locator('li[data-rule="903.10a"]')).toBeVisible();
  await expect(panel.getByRole('heading', { name: /903 · Commander/ })).toBeVisible();
  if (process.env.SHOTS)
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 844, height: 390 },
      { width: 820, height: 1180 },
    ]) {
      await page.setViewportSize(viewport);
      await search.fill('');
      await page.screenshot({ path: `test-results/rules-de-${viewport.width}.png` });
      await panel.getByRole('button', { name: 'Was sich geändert hat' }).click();
      await page.screenshot({ path: `test-results/rules-de-changes-${viewport.width}.png` });
      await panel.getByRole('button', { name: 'Alle' }).click();
    }

  await page.goto('/?lang=ko');
  await page.getByRole('button', { name: '규칙', exact: true }).click();
  await expect(life).toContainText(/^810\.4\s*Two-Headed Giant life\./);
  await expect(life.getByTestId('not-translated')).toHaveText('아직 번역되지 않음');
  // The summary's English is marked, as are the English lesson titles in its links.
  await expect(life.locator('[lang="en"]').first()).toContainText('Two-Headed Giant life.');
  if (process.env.SHOTS) await page.screenshot({ path: `test-results/rules-ko.png` });
});
