// Lessons played as a teacher would: every lesson to its end with Next and the arrow keys, the
// chart checked at each step against the facts the step states (and, for the key lessons, against
// the rules written out here by hand); opening by link; presentation mode; SVG and PNG export.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Lesson, NameCheck } from '../src/teach/lesson';

const dir = 'src/teach/lessons';
const lessons: Lesson[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as Lesson);

const seat = (page: Page, name: string) =>
  page.locator(`[data-testid="seat"][data-seat-name="${name}"]`);
const rangeLayer = (page: Page) => page.getByTestId('range-layer');
const counter = (page: Page) => page.getByTestId('step-counter');

async function names(locator: Locator, attr: string): Promise<string[]> {
  return JSON.parse((await locator.getAttribute(attr)) ?? '[]') as string[];
}

function checkList(got: string[], c: NameCheck, what: string) {
  for (const n of c.includes ?? []) expect(got, `${what} includes ${n}`).toContain(n);
  for (const n of c.excludes ?? []) expect(got, `${what} excludes ${n}`).not.toContain(n);
  if (c.exactly) expect([...got].sort(), what).toEqual([...c.exactly].sort());
}

/** Names of the players the focus's attack arrows point at (team arrows name every player). */
async function attackTargets(page: Page): Promise<string[]> {
  const arrows = page.getByTestId('attack-arrow');
  const out: string[] = [];
  for (const a of await arrows.all()) {
    const team = await a.getAttribute('data-team');
    const players = await a.getAttribute('data-target-players');
    if (team && players) out.push(...players.split(','));
    else out.push((await a.getAttribute('data-target'))!);
  }
  return out;
}

/** Checks on the chart every fact of the step that the chart draws for its focus. */
async function checkStepOnChart(page: Page, lesson: Lesson, index: number) {
  const step = lesson.steps[index]!;
  const e = step.expect ?? {};
  // The chart's focus: the step's, else the first player taking a turn (none once the game ends).
  const active = page.locator('[data-testid="seat"][data-active="true"]');
  const focus =
    step.focus ??
    ((await active.count()) ? await active.first().getAttribute('data-seat-name') : null);
  const where = `${lesson.id} step ${index + 1}`;
  if (e.inRange || e.pending) await expect(rangeLayer(page)).toHaveAttribute('data-owner', focus!);
  for (const c of (e.inRange ?? []).filter((c) => c.of === focus))
    checkList(await names(rangeLayer(page), 'data-in-range'), c, `${where}: range of ${c.of}`);
  for (const c of (e.pending ?? []).filter((c) => c.of === focus))
    checkList(await names(rangeLayer(page), 'data-pending'), c, `${where}: next-turn range`);
  for (const c of (e.canAttack ?? []).filter((c) => c.of === focus)) {
    if (c.exactly?.length === 0) await expect(page.getByTestId('attack-arrow')).toHaveCount(0);
    checkList(await attackTargets(page), c, `${where}: attacks of ${c.of}`);
  }
  if (e.active) {
    const active = page.locator('[data-testid="seat"][data-active="true"]');
    await expect(active).toHaveCount(e.active.length);
    for (const n of e.active) await expect(seat(page, n)).toHaveAttribute('data-active', 'true');
  }
  for (const [n, status] of Object.entries(e.status ?? {})) {
    if (status === 'playing') await expect(seat(page, n)).toHaveAttribute('data-in-game', 'true');
    else if (status === 'lost')
      await expect(seat(page, n)).toHaveAttribute('data-outcome', /^(lost|conceded)$/);
    else await expect(seat(page, n)).toHaveAttribute('data-outcome', status);
  }
  for (const [n, range] of Object.entries(e.range ?? {}))
    await expect(seat(page, n)).toHaveAttribute(
      'aria-label',
      new RegExp(range === null ? 'unlimited range' : `range ${range}\\b`),
    );
  if (e.markers) {
    await expect(page.getByTestId('turn-marker')).toHaveCount(e.markers.length);
    for (const m of e.markers) {
      const marker = page.locator(`[data-testid="turn-marker"][data-marker="${m.number}"]`);
      await expect(marker).toHaveAttribute('data-holder', m.holder);
      if (m.waiting !== undefined)
        await expect(marker).toHaveAttribute('data-waiting', String(m.waiting));
      if (m.removals !== undefined)
        await expect(marker).toHaveAttribute('data-removals', String(m.removals));
    }
  }
  if (e.planarControllers) {
    // Planechase: a plane lies at each planar controller, and nowhere else (901.6, 901.14).
    const planes = page.getByTestId('plane-token');
    if (e.planarControllers.length === 0) await expect(planes).toHaveCount(0);
    for (const n of e.planarControllers)
      await expect(page.locator(`[data-testid="plane-token"][data-controller="${n}"]`)).toHaveCount(
        1,
      );
    await expect(planes).toHaveCount(e.planarControllers.length);
  }
  await checkLife(page, lesson, index);
  if (step.mark) await expect(seat(page, step.mark)).toHaveAttribute('aria-pressed', 'true');
  if (e.gameOver !== undefined) {
    const centre = page.getByTestId('chart-centre');
    if (e.gameOver) await expect(centre).toContainText('Game over');
    else await expect(centre).not.toContainText('Game over');
  }
}

/** Life on the chart (a seat's total, or a 2HG team's one total, 810.9), poison, commander damage. */
async function checkLife(page: Page, lesson: Lesson, index: number) {
  const step = lesson.steps[index]!;
  const e = step.expect ?? {};
  // The step's own table where the lesson shows several (steps[].table).
  const scenario = (step.table && lesson.tables?.[step.table]) || lesson.scenario;
  const teamOf = (n: string) => scenario.players.find((p) => p.name === n)?.team;
  const row = (n: string) => page.locator(`[data-testid="lesson-counters"] tr[data-player="${n}"]`);
  for (const [n, life] of Object.entries(e.life ?? {})) {
    await expect(row(n)).toHaveAttribute('data-life', String(life));
    if ((await seat(page, n).getAttribute('data-in-game')) !== 'true') continue;
    if (scenario.variant === 'two-headed-giant')
      await expect(
        page.locator(`[data-testid="team-life"] [data-team="${teamOf(n)}"]`),
      ).toHaveAttribute('data-life', String(life));
    else await expect(seat(page, n)).toHaveAttribute('aria-label', new RegExp(`\\b${life} life`));
  }
  for (const [n, poison] of Object.entries(e.poison ?? {})) {
    await expect(row(n)).toHaveAttribute('data-poison', String(poison));
    if (poison > 0)
      await expect(seat(page, n)).toHaveAttribute('aria-label', new RegExp(`\\b${poison} poison`));
  }
  for (const c of e.commanderDamage ?? [])
    await expect(
      row(c.to).locator(
        `[data-testid="lesson-cmd"][data-from="${c.from}"][data-commander="${c.commander ?? 1}"]`,
      ),
    ).toHaveAttribute('data-amount', String(c.amount));
}

test('the lesson list names every lesson with its rule numbers', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Lessons' }).click();
  const list = page.getByTestId('lesson-index');
  await expect(list.getByRole('link')).toHaveCount(lessons.length);
  expect(lessons.length).toBeGreaterThanOrEqual(12);
  await expect(list.getByRole('link', { name: /A player leaves/ })).toContainText('801.2c');
});

for (const lesson of lessons) {
  test(`lesson ${lesson.id} (${lesson.rules.join(', ')}) plays to its end; the chart matches each step`, async ({
    page,
  }) => {
    await page.goto(`/#lesson=${lesson.id}`);
    const total = lesson.steps.length;
    for (let i = 0; i < total; i++) {
      await expect(counter(page)).toHaveText(`Step ${i + 1} of ${total}`);
      await expect(page.getByTestId('narration')).toHaveText(lesson.steps[i]!.narration);
      await checkStepOnChart(page, lesson, i);
      if (i < total - 1) {
        // Alternate the two ways forward: the Next button and the → key.
        if (i % 2 === 0) await page.getByRole('button', { name: /^Next/ }).click();
        else await page.keyboard.press('ArrowRight');
      }
    }
    await expect(page.getByRole('button', { name: /^Next/ })).toBeDisabled();
    await expect(page).toHaveURL(new RegExp(`#lesson=${lesson.id}&step=${total}$`));
    // ← goes back one step.
    if (total > 1) {
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toHaveText(`Step ${total - 1} of ${total}`);
    }
  });
}

test('801.2c by hand: Carissa is outside Alex’s range after Rob leaves, inside once the next turn begins', async ({
  page,
}) => {
  await page.goto('/#lesson=player-leaves');
  await expect(rangeLayer(page)).toHaveAttribute('data-owner', 'Alex');
  expect(await names(rangeLayer(page), 'data-in-range')).not.toContain('Carissa');
  await page.getByRole('button', { name: /^Next/ }).click(); // Rob concedes during Alex's turn
  await expect(seat(page, 'Rob')).toHaveAttribute('data-in-game', 'false');
  await expect(rangeLayer(page)).toHaveAttribute('data-owner', 'Alex');
  expect(await names(rangeLayer(page), 'data-in-range')).not.toContain('Carissa');
  expect(await names(rangeLayer(page), 'data-pending')).toEqual(['Carissa']);
  await expect(page.getByTestId('pending-band')).not.toHaveCount(0);
  await page.keyboard.press('ArrowRight'); // Alex's turn ends; Dana's begins
  await expect(seat(page, 'Dana')).toHaveAttribute('data-active', 'true');
  await expect(rangeLayer(page)).toHaveAttribute('data-owner', 'Alex');
  expect(await names(rangeLayer(page), 'data-in-range')).toContain('Carissa');
  await expect(page.getByTestId('pending-band')).toHaveCount(0);
});

test('809.3c by hand: at the start of an Emperor game neither emperor may attack', async ({
  page,
}) => {
  await page.goto('/#lesson=emperor-opening&step=2');
  await expect(counter(page)).toHaveText('Step 2 of 5');
  await expect(rangeLayer(page)).toHaveAttribute('data-owner', 'Esme');
  // Esme reaches the enemy generals Alex and Carissa but has no arrow to anyone.
  const reach = await names(rangeLayer(page), 'data-in-range');
  expect(reach).toEqual(expect.arrayContaining(['Alex', 'Carissa']));
  await expect(page.getByTestId('attack-arrow')).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(rangeLayer(page)).toHaveAttribute('data-owner', 'Bianca');
  await expect(page.getByTestId('attack-arrow')).toHaveCount(0);
});

test('801.5c by hand: nobody in range, so the nearest opponent on the left (Dmitri) chooses', async ({
  page,
}) => {
  await page.goto('/#lesson=opponent-chooses&step=2');
  await expect(rangeLayer(page)).toHaveAttribute('data-owner', 'Bianca');
  expect((await names(rangeLayer(page), 'data-in-range')).sort()).toEqual([
    'Alex',
    'Bianca',
    'Carissa',
  ]);
  await expect(seat(page, 'Dmitri')).toHaveAttribute('aria-pressed', 'true');
});

test('800.7 against 801.16 by hand: everyone else loses without range, only neighbours with range 1', async ({
  page,
}) => {
  await page.goto('/#lesson=win-unlimited&step=2');
  await expect(seat(page, 'Alex')).toHaveAttribute('data-outcome', 'won');
  for (const n of ['Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi'])
    await expect(seat(page, n)).toHaveAttribute('data-in-game', 'false');
  await page.goto('/#lesson=win-in-range&step=2');
  await expect(seat(page, 'Alex')).toHaveAttribute('data-in-game', 'true');
  for (const n of ['Bianca', 'Femi'])
    await expect(seat(page, n)).toHaveAttribute('data-in-game', 'false');
  for (const n of ['Carissa', 'Dmitri', 'Esme'])
    await expect(seat(page, n)).toHaveAttribute('data-in-game', 'true');
});

test('807.4 by hand: four markers for sixteen; one waits; after a player leaves one is removed', async ({
  page,
}) => {
  await page.goto('/#lesson=grand-melee');
  await expect(page.getByTestId('turn-marker')).toHaveCount(4);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-testid="turn-marker"][data-waiting="true"]')).toHaveCount(1);
  await page.goto('/#lesson=grand-melee&step=5'); // Ivo concedes: 15 players, 3 markers' worth
  await expect(seat(page, 'Ivo')).toHaveAttribute('data-in-game', 'false');
  await expect(page.getByTestId('marker-removal')).toHaveCount(1);
  await page.goto('/#lesson=grand-melee&step=7');
  await expect(page.getByTestId('turn-marker')).toHaveCount(3);
});

test('810.9 by hand: Flame Rift takes 8 from each team’s one total; 810.9c sets the Suns to 10', async ({
  page,
}) => {
  await page.goto('/#lesson=shared-life');
  const total = (team: string) => page.locator(`[data-testid="team-life"] [data-team="${team}"]`);
  await expect(total('Suns')).toHaveAttribute('data-life', '30');
  await page.goto('/#lesson=shared-life&step=3');
  await expect(total('Suns')).toHaveAttribute('data-life', '22');
  await expect(total('Moons')).toHaveAttribute('data-life', '22');
  await page.goto('/#lesson=shared-life&step=5');
  await expect(total('Suns')).toHaveAttribute('data-life', '10');
  await page.goto('/#lesson=shared-life&step=8'); // Cy's 10 poison counters: the Moons play on
  await expect(seat(page, 'Cy')).toHaveAttribute('data-in-game', 'true');
  await page.keyboard.press('ArrowRight'); // the Suns reach 0 and lose together (810.8c)
  for (const n of ['Ana', 'Bo'])
    await expect(seat(page, n)).toHaveAttribute('data-in-game', 'false');
});

test('903.10a by hand: 24 from three commanders leaves Cy in; 21 from Ana takes Cy out with 4 life', async ({
  page,
}) => {
  await page.goto('/#lesson=commander-damage&step=3');
  await expect(seat(page, 'Cy')).toHaveAttribute('aria-label', /16 life/);
  await expect(seat(page, 'Cy')).toHaveAttribute('data-in-game', 'true');
  await expect(page.getByTestId('lesson-counters').locator('tr[data-player="Cy"]')).toContainText(
    '9 from Ana · 8 from Bo · 7 from Bo (2nd)',
  );
  await page.goto('/#lesson=commander-damage&step=5');
  await expect(seat(page, 'Cy')).toHaveAttribute('data-in-game', 'false');
  await expect(page.locator('[data-testid="attack-arrow"][data-target="Cy"]')).toHaveCount(0);
  await expect(page.getByTestId('lesson-counters').locator('tr[data-player="Cy"]')).toContainText(
    '21 from Ana',
  );
});

test('a lesson never touches the user’s table; Exit lesson returns to it as it was', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: "End Bianca's turn" }).click();
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-active', 'true');
  await page.getByRole('button', { name: 'Lessons' }).click();
  await page.getByRole('link', { name: /Two-Headed Giant: team turns/ }).click();
  await expect(counter(page)).toHaveText('Step 1 of 5');
  await page.keyboard.press('End');
  await expect(counter(page)).toHaveText('Step 5 of 5');
  // Undo shortcuts belong to the user's table, which is not on screen.
  await page.keyboard.press('Control+z');
  await page.getByRole('button', { name: 'Exit lesson' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Emperor · turn 2');
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-active', 'true');
  await expect(seat(page, 'Femi')).toHaveCount(1);
});

test('an unknown lesson link says so, shows the list, and loses nothing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: "End Bianca's turn" }).click();
  await page.evaluate(() => {
    location.hash = '#lesson=no-such-lesson';
  });
  await expect(page.getByRole('alert')).toContainText('no lesson called “no-such-lesson”');
  await expect(page.getByTestId('lesson-index').getByRole('link')).toHaveCount(lessons.length);
  await page.getByRole('button', { name: 'Back to your table' }).click();
  await expect(seat(page, 'Carissa')).toHaveAttribute('data-active', 'true');
});

test('presenting a lesson whose title is still English: the stage is named in the language shown, the title marked English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/?lang=ko#lesson=emperor-opening');
  await page.getByRole('button', { name: '발표', exact: true }).click();
  const title = 'The Emperor opening: neither emperor can attack';
  const stage = page.getByRole('region', { name: `발표 중: ${title}`, exact: true });
  await expect(stage).toBeVisible();
  // The name comes from an element, so its English part keeps lang="en" (an aria-label could not).
  const name = page.locator(`[id="${await stage.getAttribute('aria-labelledby')}"]`);
  await expect(name.locator('span[lang="en"]')).toHaveText(title);
});

test('presentation mode: only chart with its legend, title, narration and steps; arrows step; Escape leaves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/#lesson=emperor-opening');
  const normalWidth = (await page.getByTestId('seating-chart').boundingBox())!.width;
  await page.keyboard.press('p');
  const stage = page.getByTestId('presentation');
  await expect(stage).toBeVisible();
  await expect(stage.getByRole('heading')).toHaveText(/Emperor opening/);
  await expect(page.getByRole('button', { name: 'Exit lesson' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download SVG' })).toHaveCount(0);
  await expect(page.getByTestId('chart-export')).toHaveCount(0);
  // Nothing of the app's header shows through: the stage covers it.
  const header = (await page.locator('header').boundingBox())!;
  const covered = await page.evaluate(
    ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-testid="presentation"]'),
    { x: header.x + 20, y: header.y + header.height / 2 },
  );
  expect(covered).toBe(true);
  await expect(rangeLayer(page)).toHaveAttribute('data-owner', 'Bianca'); // the real chart, drawn
  const chart = (await page.getByTestId('seating-chart').boundingBox())!;
  expect(chart.width).toBeGreaterThan(normalWidth);
  expect(chart.height).toBeGreaterThan(900 * 0.85);
  // The legend stays, and fits on the screen below the chart.
  const legend = (await stage.getByRole('list', { name: 'Chart legend' }).boundingBox())!;
  expect(legend.y + legend.height).toBeLessThanOrEqual(900);
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText('Step 2 of 5');
  await page.keyboard.press('Escape');
  await expect(stage).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exit lesson' })).toBeVisible();
  await expect(counter(page)).toHaveText('Step 2 of 5');
});

async function downloaded(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('export: the lesson chart as SVG and PNG', async ({ page }) => {
  // The legend is a chunk fetched after the first paint: hold it back, so the first click comes
  // before it is drawn, and the export has to wait for it rather than go out without it.
  await page.route(/ChartLegend-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/#lesson=player-leaves&step=2');
  // The built page has a strict content security policy: exporting must not break it.
  await page.evaluate(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('lesson-player-leaves-step-2.svg');
  const text = (await downloaded(svg)).toString('utf8');
  expect(text.startsWith('<svg')).toBe(true);
  expect(text).toContain('Carissa');
  expect(text).not.toContain('class=');
  expect(text).toMatch(/fill: ?rgb/); // colours written onto the elements, not left to CSS
  // A caption (whose turn, whose range) and the legend travel with the picture.
  expect(text).toMatch(/<text[^>]*>Seating chart: \d+ seats/);
  expect(text).toMatch(/<text[^>]*>turn order: clockwise<\/text>/);
  expect(text).toMatch(/<text[^>]*>[^<]*range of influence/);
  expect(text).toMatch(/<text[^>]*>may attack<\/text>/);
  expect(text).toMatch(/<title>Seating chart, /);
  // Only the player taking the turn glows: a ring that is off on the page is not in the picture.
  const rings = [...text.matchAll(/<circle[^>]*data-on="(true|false)"[^>]*>/g)].map((m) => m[0]);
  const drawnOff = rings.filter((r) => r.includes('data-on="false"') && !/opacity: ?0\b/.test(r));
  expect(drawnOff).toEqual([]);
  expect(rings.filter((r) => r.includes('data-on="true"')).length).toBeGreaterThan(0);
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('lesson-player-leaves-step-2.png');
  const bytes = await downloaded(png);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // A real picture, twice the chart's size: width is at bytes 16–19 of the IHDR chunk.
  expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(1200);
  // Taller than wide: the caption and legend sit below the chart (height at bytes 20–23).
  expect(bytes.readUInt32BE(20)).toBeGreaterThan(bytes.readUInt32BE(16));
  // Kept to be looked at: the files as a slide would get them.
  mkdirSync('e2e/screenshots', { recursive: true });
  writeFileSync('e2e/screenshots/export-lesson.png', bytes);
  writeFileSync('e2e/screenshots/export-lesson.svg', text);
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  await expect(page.getByTestId('chart-export')).toContainText(
    'Saved lesson-player-leaves-step-2.png',
  );
});

test('export from the table screen', async ({ page }) => {
  await page.goto('/');
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('table-turn-1.svg');
  expect((await downloaded(svg)).toString('utf8').startsWith('<svg')).toBe(true);
});

test('the lesson player and list have no accessibility violations', async ({ page }) => {
  await page.goto('/#lesson=grand-melee&step=5');
  await expect(counter(page)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.goto('/#lessons');
  await expect(page.getByTestId('lesson-index')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  // A lesson about life: the counters table beside the chart (903.10a).
  await page.goto('/#lesson=commander-damage&step=5');
  await expect(page.getByTestId('lesson-counters')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

for (const [name, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1440, 900],
] as const) {
  test(`screenshots: a lesson and presentation mode, ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/#lesson=player-leaves&step=2');
    await expect(page.getByTestId('pending-band')).not.toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const next = page.getByRole('button', { name: /^Next/ });
    await expect(next).toBeInViewport(); // in reach without scrolling, phone included
    expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    mkdirSync('e2e/screenshots', { recursive: true });
    await page.screenshot({ path: `e2e/screenshots/lesson-${name}.png`, fullPage: true });
    await page.screenshot({ path: `e2e/screenshots/lesson-${name}-viewport.png` });
    await page.getByRole('button', { name: 'Present' }).click();
    await expect(page.getByTestId('presentation')).toBeVisible();
    await page.screenshot({ path: `e2e/screenshots/present-${name}.png`, animations: 'disabled' });
    await page.goto('/#lessons');
    await page.screenshot({ path: `e2e/screenshots/lessons-${name}.png`, fullPage: true });
    // The busiest chart: sixteen seats, four markers, one marked for removal, in the light theme.
    await page.evaluate(() => document.documentElement.classList.replace('dark', 'light'));
    await page.goto('/#lesson=grand-melee&step=5');
    await expect(page.getByTestId('marker-removal')).toHaveCount(1);
    await page.screenshot({ path: `e2e/screenshots/lesson-gm-${name}.png`, fullPage: true });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("after Next the step's text is visible without scrolling", async ({ page }) => {
    await page.goto('/#lesson=grand-melee&step=1');
    const narration = page.getByTestId('narration');
    const next = page.getByRole('button', { name: /^Next/ });
    // From the top of the page and from its end alike: the text is on screen, whole, untouched.
    for (const scroll of [0, 10_000, 0, 400]) {
      const before = await narration.textContent();
      await page.evaluate((y) => window.scrollTo(0, y), scroll);
      await next.click();
      await expect(narration).not.toHaveText(before!);
      await expect(narration).toBeInViewport({ ratio: 1 });
      // Nothing drawn over it: the point at its first line is the narration itself.
      const box = (await narration.boundingBox())!;
      const hit = await page.evaluate(
        ([x, y]) =>
          document.elementFromPoint(x!, y!)?.closest('[data-testid="narration"]') !== null,
        [box.x + 8, box.y + 8],
      );
      expect(hit).toBe(true);
    }
    // The chart is still reachable above the sheet: scrolled to, it is not hidden behind it.
    const chart = page.getByTestId('seating-chart');
    await chart.scrollIntoViewIfNeeded();
    const sheet = (await page.getByTestId('lesson-sheet').boundingBox())!;
    const c = (await chart.boundingBox())!;
    expect(c.y + c.height).toBeLessThanOrEqual(sheet.y + 1);
    await page.screenshot({ path: 'e2e/screenshots/lesson-phone-after-next.png' });
  });
});

test('a lesson downloads as one page: every step’s chart with its narration and rule numbers', async ({
  page,
}) => {
  await page.goto('/#lesson=how-the-rules-changed&step=3');
  await expect(counter(page)).toHaveText('Step 3 of 10');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-lesson').click(),
  ]);
  expect(file.suggestedFilename()).toBe('lesson-how-the-rules-changed.html');
  const html = (await downloaded(file)).toString('utf8');
  expect(html.match(/<section class="step">/g)).toHaveLength(10);
  expect(html.match(/<svg[\s>]/g)!.length).toBeGreaterThanOrEqual(10);
  expect(html).toContain('Two-Headed Giant · 2005 rules');
  expect(html).toContain('Two-Headed Giant · today’s rules');
  expect(html).toContain('Alternating Teams');
  expect(html).toContain('<span class="rule">606.9c</span>');
  // Back on the step it was on.
  await expect(counter(page)).toHaveText('Step 3 of 10');
  mkdirSync('e2e/screenshots', { recursive: true });
  writeFileSync('e2e/screenshots/lesson-handout.html', html);
});

test('rule numbers in a lesson’s chips and narration open the rules panel at that rule', async ({
  page,
}) => {
  await page.goto('/#lesson=how-the-rules-changed&step=3');
  await expect(page.getByTestId('lesson-variant')).toHaveText('Two-Headed Giant · 2005 rules');
  await page.getByTestId('narration').getByRole('link', { name: '606.9c' }).click();
  const panel = page.getByTestId('rules-panel');
  await expect(panel.locator('li[data-rule="606.9c"]')).toHaveAttribute('aria-current', 'true');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  await page.getByTestId('lesson-rules').getByRole('link', { name: '810.4' }).click();
  await expect(panel.locator('li[data-rule="810.4"]')).toHaveAttribute('aria-current', 'true');
  await expect(counter(page)).toHaveText('Step 3 of 10');
});
