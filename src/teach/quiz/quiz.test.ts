import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog';
import { gameOfStep, type Lesson } from '../lesson';
import { lessonQuiz, quizzedLessons } from './lessonQuizzes';
import { answerOf, markPicks, subjectsFor, type QuizQuestion } from './questions';
import { decodeQuestions, encodeQuestions } from './quizLink';

const { lessons } = loadCatalog();
const byId = (id: string) => lessons.find((l) => l.id === id)!;

function answer(lesson: Lesson, q: QuizQuestion) {
  const game = gameOfStep(lesson, lesson.steps[q.step! - 1]!)!;
  const r = answerOf(game, q);
  if (!r.ok) throw new Error(`${lesson.id} step ${q.step} ${q.kind} ${q.subject}: ${r.error}`);
  const names = r.answer.seats.map((s) => game.table.players[s]!.name);
  return { game, answer: r.answer, names };
}

describe('lesson quizzes', () => {
  it('every one of the 23 lessons has at least three questions, and no quiz names a lost lesson', () => {
    expect(lessons).toHaveLength(23);
    for (const l of lessons) expect(lessonQuiz(l.id).length, l.id).toBeGreaterThanOrEqual(3);
    expect(quizzedLessons().sort()).toEqual(lessons.map((l) => l.id).sort());
  });

  it('every question has a non-trivial answer computed from its step, with a rule number', () => {
    for (const l of lessons)
      for (const q of lessonQuiz(l.id)) {
        expect(q.step, l.id).toBeGreaterThanOrEqual(1);
        expect(q.step, l.id).toBeLessThanOrEqual(l.steps.length);
        const { game, answer: a } = answer(l, q);
        const where = `${l.id} step ${q.step} ${q.kind} ${q.subject}`;
        // Not nobody, and not simply everyone at the table: picking all seats is never right.
        expect(a.seats.length, where).toBeGreaterThan(0);
        expect(a.seats.length, where).toBeLessThan(game.table.players.length);
        expect(a.summary.rule, where).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
        expect(a.summary.text.length, where).toBeGreaterThan(10);
        // Each player's why agrees with the answer: yes for those in it, no for the rest.
        for (const [seat, why] of a.reasons)
          expect(why.ok, `${where}: seat ${seat}`).toBe(a.seats.includes(seat));
      }
  });

  it('agrees with what the lessons state about the same player at the same step', () => {
    let compared = 0;
    for (const l of lessons)
      for (const q of lessonQuiz(l.id)) {
        const e = l.steps[q.step! - 1]!.expect;
        const list =
          q.kind === 'inRange'
            ? e?.inRange
            : q.kind === 'attackable'
              ? e?.canAttack
              : q.kind === 'chooser'
                ? e?.choosers
                : undefined;
        const stated = list?.find((c) => c.of === q.subject)?.exactly;
        if (!stated) continue;
        expect(answer(l, q).names.sort(), `${l.id} step ${q.step}`).toEqual([...stated].sort());
        compared++;
      }
    expect(compared).toBeGreaterThanOrEqual(15);
  });

  it('answers as the narration tells it', () => {
    const rng = answer(byId('range-1-and-2'), { step: 2, kind: 'inRange', subject: 'Alex' });
    expect(rng.names).toEqual(['Alex', 'Bianca', 'Gus']);
    const left = answer(byId('attack-left'), { step: 2, kind: 'attackable', subject: 'Alex' });
    expect(left.names).toEqual(['Bianca']);
    expect(left.answer.summary.rule).toBe('803.1a');
    const chooser = answer(byId('opponent-chooses'), {
      step: 2,
      kind: 'chooser',
      subject: 'Bianca',
    });
    expect(chooser.names).toEqual(['Dmitri']);
    expect(chooser.answer.summary.rule).toBe('801.5c');
    // Alex passes marker 1 to Bianca, who waits for Esme's marker (807.4d).
    const marker = answer(byId('grand-melee'), { step: 1, kind: 'markerMoves', subject: 'Alex' });
    expect(marker.names).toEqual(['Bianca']);
    expect(marker.answer.marker).toBe(1);
    expect(marker.answer.summary.rule).toBe('807.4d');
    // Once Esme hands marker 2 on, Bianca's waiting turn begins (lesson step 3).
    const next = answer(byId('grand-melee'), { step: 2, kind: 'nextTurn', subject: 'Esme' });
    expect(next.names).toEqual(['Bianca']);
    // A team takes its turn together (805.4).
    const team = answer(byId('two-headed-giant'), { step: 1, kind: 'nextTurn', subject: 'Alex' });
    expect(team.names).toEqual(['Carissa', 'Dmitri']);
    expect(team.answer.summary.rule).toBe('805.4');
  });

  it('refuses a question it cannot answer, with a reason', () => {
    const l = byId('win-unlimited');
    const over = gameOfStep(l, l.steps[1]!)!;
    expect(answerOf(over, { kind: 'inRange', subject: 'Alex' })).toMatchObject({ ok: false });
    const game = gameOfStep(l, l.steps[0]!)!;
    expect(answerOf(game, { kind: 'inRange', subject: 'Nobody' })).toMatchObject({ ok: false });
    expect(answerOf(game, { kind: 'markerMoves', subject: 'Alex' })).toMatchObject({ ok: false });
    expect(subjectsFor(game, 'markerMoves')).toEqual([]);
    expect(subjectsFor(game, 'nextTurn')).toEqual([0]);
    expect(subjectsFor(game, 'attackable')).toHaveLength(6);
  });
});

describe('marking', () => {
  it('sorts picks into right, missed and wrong; only the exact answer scores', () => {
    expect(markPicks([1, 3], [3, 4])).toEqual({
      right: [3],
      missed: [1],
      wrong: [4],
      correct: false,
    });
    expect(markPicks([1, 3], [3, 1])).toMatchObject({ correct: true, missed: [], wrong: [] });
    expect(markPicks([2], [])).toMatchObject({ correct: false, missed: [2] });
  });
});

describe('quiz links', () => {
  const table = 't7.AbC_d-9';
  const names = ['Ana', 'Bo', 'Cy', 'Di'];
  const code = encodeQuestions(table, [
    { kind: 'attackable', seat: 0 },
    { kind: 'inRange', seat: 3 },
    { kind: 'nextTurn', seat: 1 },
  ]);

  it('round-trips the questions, compactly', () => {
    expect(code).toMatch(/^1a0\.r3\.n1-[a-z0-9]+$/);
    expect(decodeQuestions(table, code, names)).toEqual({
      ok: true,
      questions: [
        { kind: 'attackable', subject: 'Ana' },
        { kind: 'inRange', subject: 'Di' },
        { kind: 'nextTurn', subject: 'Bo' },
      ],
    });
    // Seats past 35 take two characters.
    const big = encodeQuestions(table, [{ kind: 'markerMoves', seat: 39 }]);
    const many = Array.from({ length: 40 }, (_, i) => `P${i}`);
    expect(decodeQuestions(table, big, many)).toEqual({
      ok: true,
      questions: [{ kind: 'markerMoves', subject: 'P39' }],
    });
  });

  it('refuses a questions part that was changed, cut or moved to another table', () => {
    expect(decodeQuestions(table, code.replace('r3', 'r2'), names).ok).toBe(false);
    expect(decodeQuestions(table, code.slice(0, -1), names).ok).toBe(false);
    expect(decodeQuestions(table, code.replace('-', ''), names).ok).toBe(false);
    expect(decodeQuestions('t7.other', code, names).ok).toBe(false);
    expect(decodeQuestions(table, '', names).ok).toBe(false);
    // A seat the table lacks, with a check made for it, is refused too.
    expect(
      decodeQuestions(table, encodeQuestions(table, [{ kind: 'inRange', seat: 9 }]), names).ok,
    ).toBe(false);
  });
});
