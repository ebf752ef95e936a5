// Every lesson loads through the engine, every step points at a real moment of its scenario, and
// every fact a step states holds in the engine at that step.
import { describe, expect, it } from 'vitest';
import { derive } from '../rules';
import { loadCatalog } from './catalog';
import {
  checkExpect,
  gameAtStep,
  gameOfStep,
  parseLesson,
  scenarioOf,
  tableKey,
  type Lesson,
} from './lesson';
import { buildTable } from '../rules/setup';

const { lessons, errors } = loadCatalog();

describe('the lesson catalogue', () => {
  it('reads every lesson file', () => {
    expect(errors).toEqual([]);
    expect(lessons.length).toBeGreaterThanOrEqual(12);
  });

  it('has unique ids', () => {
    const ids = lessons.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers the multiplayer rules the lessons promise', () => {
    const taught = new Set(lessons.flatMap((l) => l.rules));
    for (const rule of [
      '801.2a',
      '801.2c',
      '801.12',
      '802',
      '803.1a',
      '803.1b',
      '809.3c',
      '809.6a',
      '801.5c',
      '801.10',
      '801.11',
      '800.7',
      '801.16',
      '801.17',
      '805.4',
      '810.4',
      '807.4e',
      '807.4g',
      // Shared life (810.9) and commander damage (903.10a).
      '810.9',
      '810.9c',
      '810.9d',
      '810.8c',
      '810.8d',
      '903.10a',
    ])
      expect(taught, rule).toContain(rule);
  });
});

describe.each(lessons.map((l) => [l.id, l] as [string, Lesson]))('lesson %s', (_id, lesson) => {
  const table = buildTable(lesson.scenario).table!;

  it('has a key step whose facts are checked', () => {
    expect(lesson.steps.some((s) => s.key && s.expect)).toBe(true);
  });

  it('states only facts the engine agrees with, at every step', () => {
    lesson.steps.forEach((step, i) => {
      const game = step.table ? gameOfStep(lesson, step) : gameAtStep(table, lesson, step.at);
      expect(game, `step ${i + 1}`).not.toBeNull();
      if (step.expect) expect(checkExpect(game!, step.expect), `step ${i + 1}`).toEqual([]);
    });
  });

  it('cites rule numbers and never moves backwards in its scenario', () => {
    expect(lesson.steps.some((s) => /\d{3}\.\d/.test(s.narration))).toBe(true);
    // Each table the lesson shows is played forwards, to its last event.
    for (const key of new Set(lesson.steps.map(tableKey))) {
      const steps = lesson.steps.filter((s) => tableKey(s) === key);
      const ats = steps.map((s) => s.at);
      expect(
        [...ats].sort((a, b) => a - b),
        key,
      ).toEqual(ats);
      expect(ats[ats.length - 1], key).toBe(scenarioOf(lesson, steps[0]!).events?.length ?? 0);
    }
  });
});

describe('801.2c, checked by hand against the rule', () => {
  it('Carissa is outside Alex’s range after Rob leaves, inside it once the next turn begins', () => {
    const lesson = lessons.find((l) => l.id === 'player-leaves')!;
    const table = buildTable(lesson.scenario).table!;
    const names = (at: number) => {
      const d = derive(gameAtStep(table, lesson, at)!);
      const alex = d.players.find((p) => p.name === 'Alex')!;
      return alex.inRange.map((s) => d.players[s]!.name);
    };
    expect(names(0)).not.toContain('Carissa');
    expect(names(1)).not.toContain('Carissa'); // Rob has left; the turn is still Alex's
    expect(names(2)).toContain('Carissa'); // Dana's turn has begun
  });
});

describe('checkExpect', () => {
  it('reports a fact that does not hold (so the lesson tests can fail)', () => {
    const lesson = lessons.find((l) => l.id === 'player-leaves')!;
    const table = buildTable(lesson.scenario).table!;
    const game = gameAtStep(table, lesson, 1)!;
    expect(checkExpect(game, { inRange: [{ of: 'Alex', includes: ['Carissa'] }] })).toHaveLength(1);
    expect(checkExpect(game, { active: ['Dana'] })).toHaveLength(1);
    expect(
      checkExpect(game, { markers: [{ number: 1, holder: 'Alex' }], status: { Rob: 'playing' } }),
    ).toHaveLength(3); // one marker expected, none found; it is missing; Rob has left
  });
});

describe('checkExpect on life', () => {
  it('reports a wrong life total, poison count or commander damage', () => {
    const lesson = lessons.find((l) => l.id === 'commander-damage')!;
    const table = buildTable(lesson.scenario).table!;
    const game = gameAtStep(table, lesson, 4)!;
    expect(
      checkExpect(game, {
        life: { Cy: 16 },
        poison: { Cy: 0 },
        commanderDamage: [
          { to: 'Cy', from: 'Bo', amount: 8 },
          { to: 'Cy', from: 'Bo', commander: 2, amount: 7 },
        ],
      }),
    ).toEqual([]);
    expect(
      checkExpect(game, {
        life: { Cy: 17 },
        poison: { Cy: 1 },
        commanderDamage: [
          { to: 'Cy', from: 'Bo', amount: 15 }, // the partners never add up (903.10a)
          { to: 'Di', from: 'Ana', amount: 1 },
        ],
      }),
    ).toEqual([
      'Cy should have 17 life (has 16)',
      'Cy should have 1 poison counters (has 0)',
      "Cy should have taken 15 from Bo's commander (has 8)",
      "Di should have taken 1 from Ana's commander (has 0)",
    ]);
  });

  it('a lesson naming someone not at the table in a life fact is refused', () => {
    const good = lessons.find((l) => l.id === 'commander-damage')!;
    const r = parseLesson({
      ...good,
      steps: [
        {
          at: 0,
          narration: 'x',
          expect: { commanderDamage: [{ to: 'Zed', from: 'Ana', amount: 1 }] },
        },
      ],
    });
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('"Zed"') });
  });
});

describe('checkExpect on Planechase', () => {
  it('reports wrong planar controllers and a wrong planar die cost', () => {
    const lesson = lessons.find((l) => l.id === 'planar-controller-leaves')!;
    const table = buildTable(lesson.scenario).table!;
    const game = gameAtStep(table, lesson, 5)!;
    expect(
      checkExpect(game, { planarControllers: ['Carissa'], planarDieCost: { Carissa: null } }),
    ).toEqual([]);
    expect(
      checkExpect(game, { planarControllers: ['Bianca'], planarDieCost: { Alex: 1, Carissa: 0 } }),
    ).toEqual([
      'the planar controllers should be Bianca (are Carissa)',
      "Alex's next planar die roll should cost 1 (is no roll)",
      "Carissa's next planar die roll should cost 0 (is no roll)",
    ]);
  });
});

describe('parseLesson', () => {
  const good = lessons.find((l) => l.id === 'player-leaves')!;
  it('refuses a step past the last event, with a message', () => {
    const r = parseLesson({ ...good, steps: [{ at: 9, narration: 'x' }] });
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('"at" must be 0 to 2') });
  });
  it('refuses a name that is not at the table', () => {
    const r = parseLesson({ ...good, steps: [{ at: 0, focus: 'Zed', narration: 'x' }] });
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('"Zed"') });
  });
  it('refuses a scenario the rules forbid, naming the problem', () => {
    const r = parseLesson({ ...good, scenario: { ...good.scenario, players: [] } });
    expect(r.ok).toBe(false);
  });
  it('refuses junk without throwing', () => {
    for (const junk of [null, 3, 'x', [], { id: 'Bad Id' }, { id: 'a', title: 't' }])
      expect(parseLesson(junk).ok).toBe(false);
  });
});
