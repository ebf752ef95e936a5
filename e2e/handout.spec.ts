// A lesson on paper: the downloaded handout (one offline page, handout.ts) read, checked by axe
// and printed to PDF, and the lesson player printed straight from the browser (print.css).
import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { downloaded } from './helpers';

const LESSON = 'how-the-rules-changed';
const STEPS = 10;

/** Downloads the lesson's handout from the player and opens it as its own page. */
async function openHandout(page: Page, info: TestInfo) {
  await page.goto(`/#lesson=${LESSON}&step=3`);
  await expect(page.getByTestId('step-counter').first()).toHaveText(`Step 3 of ${STEPS}`);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-lesson').click(),
  ]);
  const path = info.outputPath('handout.html');
  writeFileSync(path, await downloaded(file));
  await page.goto(`file://${path}`);
  await expect(page.getByRole('img')).toHaveCount(STEPS);
  return path;
}

/** PDF pages in a file Chromium printed (each page is one /Type /Page object). */
const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;

test('the handout: each chart a picture with words, the steps’ rules summarised, landmarks', async ({
  page,
}, info) => {
  await openHandout(page, info);
  await expect(page.getByRole('banner')).toContainText('How the multiplayer rules changed');
  await expect(page.getByRole('main')).toBeVisible();
  // Nothing to press on paper: the seats are no longer buttons.
  await expect(page.getByRole('button')).toHaveCount(0);
  const step3 = page.locator('section.step').nth(2);
  await expect(step3.getByRole('img')).toHaveAccessibleName(/^Seating chart, 4 seats/);
  await step3.getByText('The seats in words').click();
  await expect(step3.getByRole('listitem').filter({ hasText: /^Seat 3: Carissa/ })).toBeVisible();
  // 606.9c is named by the step's narration: its summary, in our words, is under it.
  await expect(
    step3.getByRole('list', { name: 'The rules this step names' }).getByText('606.9c'),
  ).toBeVisible();
  await page.screenshot({ path: info.outputPath('handout.png'), fullPage: false });
});

for (const forced of [false, true])
  test(`axe finds nothing on the handout${forced ? ', in forced colours' : ''}`, async ({
    page,
  }, info) => {
    if (forced) await page.emulateMedia({ forcedColors: 'active' });
    await openHandout(page, info);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

test('the legend under each chart: no swatch drawn over another item’s words', async ({
  page,
}, info) => {
  await openHandout(page, info);
  // The legend is the picture's last group: swatches (small svgs) and their words.
  const pictures = page.locator('section.step .chart > svg');
  await expect(pictures).toHaveCount(STEPS);
  // Every legend has words to check.
  expect(
    await pictures.evaluateAll((svgs) =>
      svgs.every((svg) => svg.querySelectorAll(':scope > g:last-of-type > text').length > 3),
    ),
  ).toBe(true);
  const overlaps = await pictures.evaluateAll((svgs) =>
    svgs.flatMap((svg, step) => {
      const legend = svg.querySelector(':scope > g:last-of-type')!;
      const words = [...legend.querySelectorAll(':scope > text')].map((t) => ({
        text: t.textContent!,
        box: t.getBoundingClientRect(),
      }));
      const swatches = [...legend.querySelectorAll(':scope > svg')].map((s) =>
        s.getBoundingClientRect(),
      );
      const frame = svg.getBoundingClientRect();
      const meet = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return words.flatMap((w) => [
        ...swatches.filter((s) => meet(w.box, s)).map(() => `step ${step + 1}: “${w.text}”`),
        ...(w.box.right > frame.right ? [`step ${step + 1}: “${w.text}” runs off`] : []),
      ]);
    }),
  );
  expect(overlaps).toEqual([]);
  // The words of the item that was drawn over are all there.
  await expect(
    page.locator('section.step').first().getByText('(unlimited range)', { exact: false }),
  ).toHaveCount(1);
});

test('the handout prints a step to a page', async ({ page }, info) => {
  await openHandout(page, info);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: info.outputPath('handout-print.png'), fullPage: true });
  const pdf = await page.pdf({ path: info.outputPath('handout.pdf'), format: 'A4' });
  expect(pages(pdf)).toBe(STEPS);
});

test('the lesson player prints its chart, the step’s words and rules, and no controls', async ({
  page,
}, info) => {
  await page.goto(`/#lesson=${LESSON}&step=3`);
  await expect(page.getByTestId('seating-chart')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('button:visible, select:visible, input:visible')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'All lessons' })).toBeHidden();
  await expect(page.getByTestId('chart-export')).toBeHidden();
  await expect(page.getByTestId('seating-chart')).toBeVisible();
  await expect(page.getByTestId('lesson-rules')).toBeVisible();
  await expect(page.getByTestId('narration')).toBeVisible();
  await expect(page.getByTestId('narration')).toContainText('606.9c');
  // The app's own header (its title, Rules, language) is not the lesson's.
  await expect(page.getByRole('heading', { name: 'Table Sense' })).toBeHidden();
  await page.screenshot({ path: info.outputPath('lesson-print.png'), fullPage: true });
  const pdf = await page.pdf({ path: info.outputPath('lesson.pdf'), format: 'A4' });
  expect(pages(pdf)).toBe(1);
  // On a phone the step's words sit in a sheet fixed to the screen's foot; on paper, in the flow.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('lesson-sheet')).toHaveCSS('position', 'static');
});
