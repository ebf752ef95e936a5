// The setup screen under the 2005 rules cites the 2005 numbers; changing the variant or the
// edition clears what the new rules forbid and says so; the attack left/right words follow
// 803.1a; a range for the whole Emperor table notes where it leaves 809.3a; a custom table
// of names alone plays as a free-for-all.
import { expect, test, type Page } from '@playwright/test';

async function openSetup(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'New game' }).click();
  await expect(page.getByTestId('setup-screen')).toBeVisible();
}

const options = (page: Page) => page.getByRole('region', { name: 'Variant and options' });

test('601, 603, 604 under 2005: no label, default or refusal cites a number of today', async ({
  page,
}) => {
  await openSetup(page);
  await page.getByTestId('preset-emperor').click();
  await page.getByTestId('edition-select').selectOption('2005');
  const panel = options(page);
  await expect(panel.getByRole('group', { name: /Limited range of influence/ })).toContainText(
    'Limited range of influence 601',
  );
  await expect(panel.getByText('Deploy creatures 603')).toBeVisible();
  await expect(page.getByTestId('option-attack-left').locator('..')).toContainText(
    'Attack left 604',
  );
  await expect(page.getByTestId('option-attack-multiple').locator('..')).toContainText(
    'Attack multiple players 602',
  );
  // No shared team turns option in 2005: only Two-Headed Giant teams shared turns (606.4b).
  await expect(page.getByTestId('option-sharedTeamTurns').locator('..')).not.toContainText('805');
  await expect(panel).toContainText('606.4b');
  // The defaults and the refusals the engine gives, in 2005 numbers.
  await expect(panel).toContainText('1 for generals (607.3a)');
  await expect(panel).toContainText('607.3c');
  await expect(panel).toContainText('Emperor games always limit range of influence. — 601.1');
  await expect(panel).toContainText('— 607.3b');
  // Anywhere on the form (the preset cards aside), a number of today's section 8 says so.
  const parts = [
    options(page),
    page.getByRole('region', { name: /^Players/ }),
    page.getByTestId('setup-chart-note'),
    page.getByTestId('start-bar'),
  ];
  const text = (await Promise.all(parts.map((p) => p.innerText()))).join('\n');
  // (The edition picker's "2011 rules (800–811)" names an edition, not a rule.)
  const bare = [
    ...text.replaceAll('800–811', '').matchAll(/(today’s )?\b(8\d\d(\.\d+[a-z]?)?)\b/g),
  ].filter((m) => !m[1]);
  expect(bare.map((m) => m[2])).toEqual([]);
  await expect(page.getByTestId('setup-screen')).toContainText('today’s 103.2');
  await expect(page.getByTestId('setup-chart-note')).toContainText('601.2');
});

test('switching to the 2005 Teams clears the roles, names 607.2, and seats by the rules', async ({
  page,
}) => {
  await openSetup(page);
  await page.getByTestId('preset-emperor').click();
  // The preset names each player's role (809.2).
  await expect(page.getByLabel(/^Role of /).first()).toHaveValue('general');
  await page.getByTestId('edition-select').selectOption('2005');
  // Emperor is in the 2005 rules too (607): the role stays.
  await expect(page.getByTestId('cleared-notice')).toHaveCount(0);
  await page.getByTestId('variant-select').selectOption('teams');
  const notice = page.getByTestId('cleared-notice');
  await expect(notice).toContainText('Emperor and general roles');
  await expect(notice).toContainText('607.2');
  await expect(page.getByLabel(/^Role of /)).toHaveCount(0);
  await expect(page.getByTestId('setup-screen')).not.toContainText('809.2');
  await page.getByTestId('seat-by-rules').click();
  await expect(page.getByTestId('setup-screen')).toContainText('Seated by the rules');
  await expect(page.getByTestId('start-game')).toBeEnabled();
  // Undo (the seating, then the switch) brings the Emperor table back, role and all.
  await page.getByTestId('setup-undo').click();
  await page.getByTestId('setup-undo').click();
  await expect(page.getByTestId('variant-select')).toHaveValue('emperor');
  await expect(page.getByTestId('edition-select')).toHaveValue('2005');
  await expect(page.getByLabel(/^Role of /)).toHaveCount(6);
  await expect(page.getByLabel(/^Role of /).first()).toHaveValue('general');
});

test('Alternating Teams under 2005 is its Teams (609), and back again (811), teams kept', async ({
  page,
}) => {
  await openSetup(page);
  await page.getByTestId('variant-select').selectOption('alternating-teams');
  await page.getByTestId('edition-select').selectOption('2005');
  await expect(page.getByTestId('variant-select')).toHaveValue('teams');
  await expect(page.getByTestId('variant-renamed')).toContainText('Alternating Teams (811)');
  await expect(page.getByTestId('variant-renamed')).toContainText('Teams (609)');
  // No refusal of the variant: the same game goes on under its 2005 name.
  await expect(page.getByTestId('setup-screen')).not.toContainText('have no Alternating Teams');
  await page.getByTestId('edition-select').selectOption('current');
  await expect(page.getByTestId('variant-select')).toHaveValue('alternating-teams');
});

test('2005 rules clear Planechase and say which rule, as today’s 901.1', async ({ page }) => {
  await openSetup(page);
  await page.getByTestId('preset-planechase').click();
  await page.getByTestId('edition-select').selectOption('2005');
  const notice = page.getByTestId('cleared-notice');
  await expect(notice).toContainText('Planechase');
  await expect(notice).toContainText('today’s 901.1');
  await expect(page.getByTestId('issue-summary')).not.toContainText('problem');
});

test('attack left: only the next seat to the left, and nobody when a teammate sits there (803.1a)', async ({
  page,
}) => {
  await openSetup(page);
  const left = page.getByTestId('option-attack-left').locator('..');
  await expect(left).toContainText('Attack left 803.1a');
  await expect(left).toContainText('very next seat to the attacker’s left');
  await expect(left).toContainText('with a teammate there, nobody can be attacked');
  await expect(options(page)).not.toContainText('nearest opponent');
});

test('an Emperor table with one range of 2 says it leaves 809.3a, and can go back to it', async ({
  page,
}) => {
  await openSetup(page);
  await page.getByTestId('preset-emperor').click();
  await expect(page.getByTestId('range-departs')).toHaveCount(0);
  await page.getByTestId('option-range').fill('2');
  const note = page.getByTestId('range-departs');
  await expect(note).toContainText('809.3a');
  await expect(note).toContainText('emperors have 2 seats and generals 1');
  await note.getByRole('button', { name: 'Use the variant’s ranges' }).click();
  await expect(page.getByTestId('range-departs')).toHaveCount(0);
  await expect(page.getByTestId('player-row').first()).toContainText('range 1');
});

test('a custom table of names alone is a free-for-all: no team is asked of anyone', async ({
  page,
}) => {
  await openSetup(page);
  await page.getByTestId('preset-custom').click();
  await page.getByText('Quick entry: type or paste all names').click();
  await page.getByTestId('paste-names').fill('Ann\nBen\nCy\nDee');
  await page.getByTestId('paste-apply').click();
  const teams = page.getByLabel(/^Team of /);
  await expect(teams).toHaveCount(4);
  for (const field of await teams.all()) await expect(field).toHaveValue('');
  await expect(page.getByTestId('issue-summary')).toContainText('Ready to play');
  await expect(page.getByTestId('start-game')).toBeEnabled();
  // A single line of names too (the box stays open).
  await page.getByTestId('paste-names').fill('Ann, Ben, Cy, Dee, Eve');
  await page.getByTestId('paste-apply').click();
  for (const field of await teams.all()) await expect(field).toHaveValue('');
  await expect(page.getByTestId('start-game')).toBeEnabled();
});

for (const [w, h, label] of [
  [390, 844, 'phone'],
  [844, 390, 'landscape'],
  [820, 1180, 'tablet'],
] as const)
  test(`screenshot: the cleared notice and the range note (${label})`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await openSetup(page);
    await page.getByTestId('preset-emperor').click();
    await page.getByTestId('edition-select').selectOption('2005');
    await page.getByTestId('option-range').fill('2');
    await page.getByTestId('variant-select').selectOption('teams');
    await expect(page.getByTestId('cleared-notice')).toBeInViewport();
    await page.screenshot({ path: `/tmp/h4-shots/cleared-${label}.png` });
    await page.getByTestId('setup-undo').click();
    await expect(page.getByTestId('variant-select')).toHaveValue('emperor');
    await page.getByTestId('range-departs').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/h4-shots/departs-${label}.png` });
  });
