// Every lesson step that plays under the 2005 edition cites the 2005 rules (600–609): a today-only
// number (8xx, 9xx) in its narration or in the chart's centre is a slip, unless the 2005 texts
// have no counterpart and the sentence says the number is today's (docs/editions.md).
import { describe, expect, it } from 'vitest';
import { centreText } from '../src/chart/palette';
import { derive } from '../src/rules';
import { COUNTERPARTS_2005 } from '../src/rules/editionRules';
import { loadCatalog } from '../src/teach/catalog';
import { gameOfStep } from '../src/teach/lesson';

const TODAY_ONLY = /\b([89]\d{2}(?:\.\d+[a-z]?)?)\b/g;
/** A sentence that owns up to a today's number: "today's 800.4g", "no 2005 rule …". */
const SAYS_TODAY = /today|no 2005|none in 2005/i;

/** What is wrong with one text of a 2005 step: each today-only number, and why it is wrong. */
function todayNumbers(text: string): string[] {
  const problems: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    for (const [, rule] of sentence.matchAll(TODAY_ONLY)) {
      const then = COUNTERPARTS_2005[rule!];
      if (then) problems.push(`${rule}: the 2005 rules number it ${then}`);
      else if (!SAYS_TODAY.test(sentence))
        problems.push(`${rule}: no 2005 counterpart, and “${sentence}” doesn't say it is today's`);
    }
  }
  return problems;
}

const steps = loadCatalog().lessons.flatMap((lesson) =>
  lesson.steps.flatMap((step, i) => {
    const game = gameOfStep(lesson, step);
    return game?.table.edition === '2005'
      ? [{ name: `${lesson.id} step ${i + 1}`, step, game }]
      : [];
  }),
);

describe('lessons under the 2005 rules cite the 2005 numbers', () => {
  it('the check itself: a current number with a 2005 one, or unexplained, is caught', () => {
    expect(todayNumbers('Each team starts at 40 (810.4).')).toEqual([
      '810.4: the 2005 rules number it 606.4a',
    ]);
    expect(todayNumbers('The turn runs on (800.4g).')).toHaveLength(1);
    expect(todayNumbers('The turn runs on (today’s 800.4g).')).toEqual([]);
    expect(todayNumbers('Each team starts at 40 (606.4a).')).toEqual([]);
  });

  it('there are such steps (lesson 23 compares the editions)', () => {
    expect(steps.length).toBeGreaterThanOrEqual(5);
  });

  it.each(steps.map((s) => [s.name, s] as const))('%s', (_, { step, game }) => {
    const centre = centreText(derive(game));
    expect(todayNumbers(step.narration), 'narration').toEqual([]);
    for (const t of [centre.detail, centre.summary, centre.short?.detail ?? ''])
      expect(todayNumbers(t), 'chart centre').toEqual([]);
  });
});
