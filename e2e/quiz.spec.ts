// Quizzes as a student and a teacher meet them: a lesson's quiz answered by tapping seats, one
// answered with the keyboard alone (as a screen reader user would), a teacher's quiz made from a
// table and opened from its link, a damaged quiz link, axe on a quiz step, and how a step looks
// on a phone, a tablet, a desktop and a projector.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { encodeTable } from '../src/share/codec';
import { encodeQuestions } from '../src/teach/quiz/quizLink';
import { openTable, seat } from './helpers';

const question = (page: Page) => page.getByTestId('quiz-question');
const check = (page: Page) => page.getByRole('button', { name: 'Check' });
const marks = (page: Page, verdict: string) =>
  page.locator(`[data-testid="quiz-mark"][data-verdict="${verdict}"]`);
const players = (page: Page) => page.getByTestId('quiz-players');

/** Presses Tab until `target` has the keyboard (a keyboard user's way there), at most 80 times. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

test('a lesson quiz answered on the chart: marks, the rule and its why, the score, try again', async ({
  page,
}) => {
  await page.goto('/#lesson=range-1-and-2');
  await page.getByRole('link', { name: 'Quiz: test yourself on this lesson' }).click();
  await expect(page.getByTestId('quiz-counter')).toHaveText('Question 1 of 3');
  await expect(question(page)).toHaveText('Tap every player within Alex’s range of influence.');
  // Nothing drawn from Alex before the answer: the range band would give it away.
  await expect(page.getByTestId('seating-chart')).not.toContainText('Showing Alex');
  await seat(page, 'Alex').click();
  await seat(page, 'Bianca').click();
  await seat(page, 'Carissa').click();
  await seat(page, 'Carissa').click(); // a second tap takes it back
  await expect(players(page).getByRole('button', { name: 'Bianca' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(players(page).getByRole('button', { name: 'Carissa' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await check(page).click();
  await expect(page.getByTestId('quiz-headline')).toHaveText(/Not quite\. 1 player missed\./);
  await expect(marks(page, 'right')).toHaveCount(2);
  await expect(marks(page, 'missed')).toHaveText(/Missed: Gus/);
  await expect(marks(page, 'wrong')).toHaveCount(0);
  // The why is the engine's, with its rule number (a link into the rules panel).
  await expect(marks(page, 'missed')).toContainText('Gus is 1 seat from Alex, within range 1.');
  await expect(
    page.getByTestId('quiz-result').getByRole('link', { name: '801.2', exact: true }).first(),
  ).toBeVisible();
  // The step's narration, once answered.
  await expect(page.getByTestId('quiz-result')).toContainText('In the lesson:');
  await page.getByRole('button', { name: 'Next question' }).click();

  await expect(question(page)).toHaveText('Tap every player within Dmitri’s range of influence.');
  for (const n of ['Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi']) await seat(page, n).click();
  await check(page).click();
  await expect(page.getByTestId('quiz-headline')).toHaveText(/Right: that is every one of them\./);
  await page.getByRole('button', { name: 'Next question' }).click();

  await expect(question(page)).toHaveText('Tap every player Alex may attack.');
  for (const n of ['Bianca', 'Gus', 'Carissa']) await seat(page, n).click();
  await check(page).click();
  await expect(marks(page, 'wrong')).toHaveText(/Wrong: Carissa.*801\.3/);
  await page.getByRole('button', { name: 'See the score' }).click();
  await expect(page.getByTestId('quiz-score-line')).toHaveText('Your score: 1 of 3');
  await expect(page.getByTestId('quiz-score-line')).toBeFocused();
  await page.screenshot({ path: 'e2e/screenshots/quiz-score.png' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('quiz-counter')).toHaveText('Question 1 of 3');
  await page.getByRole('button', { name: 'Back to the lesson' }).click();
  await expect(page.getByTestId('lesson-player')).toBeVisible();
});

test('a lesson quiz with the keyboard alone: toggle buttons, the live region, the score', async ({
  page,
}) => {
  await page.goto('/#quiz=attack-left');
  const say = page.getByTestId('quiz-announce');
  // Whom Alex, Bianca and Carissa may attack; the third answered wrongly on purpose.
  const answers = [['Bianca'], ['Carissa'], ['Alex']];
  const asked = ['Alex', 'Bianca', 'Carissa'];
  await expect(question(page)).toBeFocused();
  for (const [i, names] of answers.entries()) {
    await expect(say).toContainText(`Question ${i + 1} of 3`);
    for (const n of names) {
      const button = players(page).getByRole('button', { name: n, exact: true });
      await tabTo(page, button);
      await page.keyboard.press('Space');
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    }
    await tabTo(page, check(page));
    await page.keyboard.press('Enter');
    // The result is said, and the keyboard moves to it.
    await expect(page.getByTestId('quiz-result')).toBeFocused();
    await expect(say).toContainText(i < 2 ? 'Right' : 'Not quite');
    // The why's words are said too (the engine's, naming the player asked about).
    await expect(say).toContainText(asked[i]!);
    const next = page.getByTestId('quiz-next');
    await tabTo(page, next);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('quiz-score-line')).toHaveText('Your score: 2 of 3');
  await expect(page.getByTestId('quiz-score-line')).toBeFocused();
});

const TABLE = {
  version: 1,
  variant: 'free-for-all',
  options: { rangeOfInfluence: 1, attack: 'multiple' },
  players: ['Ana', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].map((name) => ({ name })),
  startingPlayer: 'Ana',
} as const;

test('a teacher makes a quiz from a table and shares it; the link starts the quiz', async ({
  page,
}) => {
  await openTable(page, TABLE);
  await page.getByTestId('make-quiz').click();
  const maker = page.getByTestId('quiz-maker');
  await expect(maker).toBeVisible();
  await maker
    .getByRole('combobox', { name: 'Question', exact: true })
    .selectOption({ label: 'Whom may they attack?' });
  // Tapping a seat picks the player the question is about.
  await seat(page, 'Cy').click();
  await expect(maker.getByRole('combobox', { name: 'About (or tap a seat)' })).toHaveValue('2');
  await maker.getByRole('button', { name: 'Add the question' }).click();
  await maker
    .getByRole('combobox', { name: 'Question', exact: true })
    .selectOption({ label: 'Who begins a turn when their turn ends?' });
  await maker.getByRole('button', { name: 'Add the question' }).click();
  const list = page.getByTestId('quiz-maker-list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Answer: Bo and Di');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Answer: Bo');
  await page.screenshot({ path: 'e2e/screenshots/quiz-maker.png', fullPage: true });
  const link = await page.getByTestId('quiz-link').inputValue();
  expect(link).toMatch(/#tquiz=t\d+\.[\w-]+&q=1a2\.n0-[a-z0-9]+$/);

  // A student opens the link on another device: the quiz starts on the shared table.
  const student = await page.context().newPage();
  await student.goto(link.slice(link.indexOf('#')).replace(/^/, '/'));
  await expect(student.getByTestId('quiz-question')).toHaveText('Tap every player Cy may attack.');
  await seat(student, 'Bo').click();
  await seat(student, 'Di').click();
  await student.getByRole('button', { name: 'Check' }).click();
  await expect(student.getByTestId('quiz-headline')).toHaveText(/Right/);
  await student.getByRole('button', { name: 'Next question' }).click();
  await expect(student.getByTestId('quiz-question')).toHaveText(
    'Ana’s turn ends now. Tap every player who begins a turn next.',
  );
  await seat(student, 'Bo').click();
  await student.getByRole('button', { name: 'Check' }).click();
  await expect(student.getByTestId('quiz-why')).toContainText('101.4');
  await student.getByRole('button', { name: 'See the score' }).click();
  await expect(student.getByTestId('quiz-score-line')).toHaveText('Your score: 2 of 2');
});

test('a damaged quiz part says so and still opens the table', async ({ page }) => {
  const table = encodeTable(TABLE);
  const code = encodeQuestions(table, [{ kind: 'attackable', seat: 2 }]);
  await page.goto(`/#tquiz=${table}&q=${code.replace('a2', 'a3')}`);
  await expect(page.getByText('The quiz in this link is damaged')).toBeVisible();
  await expect(page.getByText('Shared table opened')).toBeVisible();
  await expect(seat(page, 'Cy')).toBeVisible();
  await expect(page.getByTestId('quiz')).toHaveCount(0);
});

test('a quiz link whose table cannot be read says why in the language shown', async ({ page }) => {
  // The engine's reason (src/share/codec.ts) inside the quiz's sentence, both in German.
  await page.goto('/?lang=de#tquiz=t4.zzzz&q=1a2.n0-x');
  await expect(page.getByRole('alert').filter({ hasText: 'Quiz-Link' })).toHaveText(
    'Der Tisch in diesem Quiz-Link ließ sich nicht lesen: Dieser Tisch-Link ist abgeschnitten; kopiere den ganzen Link und versuche es noch einmal.',
  );
});

test('a quiz step has no accessibility violations, asking and answered', async ({ page }) => {
  await page.goto('/#quiz=grand-melee');
  await expect(question(page)).toContainText('marker 1');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await seat(page, 'Bianca').click();
  await seat(page, 'Carissa').click();
  await check(page).click();
  await expect(page.getByTestId('quiz-result')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('the quiz maker has no accessibility violations', async ({ page }) => {
  await page.goto('/#make-quiz');
  await expect(page.getByTestId('quiz-maker')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

for (const [name, width, height] of [
  ['phone', 390, 844],
  ['landscape', 844, 390],
  ['tablet', 820, 1180],
  ['desktop', 1280, 800],
  ['projector', 1920, 1080],
] as const)
  test(`a quiz step on a ${name} (${width}×${height})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/#quiz=player-leaves');
    await check(page).click();
    await page.getByRole('button', { name: 'Next question' }).click();
    // Question 2: after Rob leaves. Asking, then answered: one right, one missed, one wrong.
    await seat(page, 'Dana').click();
    await seat(page, 'Carissa').click();
    await expect(page.getByTestId('quiz-pick')).toHaveCount(2);
    await page.screenshot({ path: `e2e/screenshots/quiz-${name}-asking.png` });
    await check(page).click();
    await expect(marks(page, 'wrong')).toHaveCount(1);
    await page.screenshot({ path: `e2e/screenshots/quiz-${name}-answered.png`, fullPage: true });
    // Nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });

test('the quiz speaks the language shown: German, with the same answers', async ({ page }) => {
  await page.goto('/?lang=de#quiz=range-1-and-2');
  await expect(question(page)).toHaveText('Tippe auf jeden Spieler im Einflussbereich von Alex.');
  for (const n of ['Alex', 'Bianca', 'Gus']) await seat(page, n).click();
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(page.getByTestId('quiz-headline')).toHaveText(/Richtig: Das sind alle\./);
  // The lesson's step, as the German lesson tells it (not its English).
  const said = page
    .getByTestId('quiz-result')
    .getByText('Alex hat Einflussbereich 1', { exact: false });
  await expect(said).toBeVisible();
  await expect(said).not.toHaveAttribute('lang', 'en');
  await expect(page.getByText('Quiz: Einflussbereich 1 und 2')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/quiz-de.png' });
});

test('a quiz in a language whose lessons are still English reads their title as English', async ({
  page,
}) => {
  // Korean has no lesson texts yet: the quiz's own words are Korean, the lesson's title English.
  await page.goto('/?lang=ko#quiz=range-1-and-2');
  await expect(question(page)).toBeVisible();
  const heading = page.getByRole('heading', { name: '퀴즈: Range of influence 1 and 2' });
  await expect(heading).toBeVisible();
  await expect(heading.locator('span[lang="en"]')).toHaveText('Range of influence 1 and 2');
});
