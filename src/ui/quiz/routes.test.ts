import { describe, expect, it } from 'vitest';
import { formatRoute, parseRoute, type Route } from '../../router/router';

describe('quiz routes', () => {
  it('read back unchanged, with the rules panel over them too', () => {
    const routes: Route[] = [
      { kind: 'quiz', lesson: 'range-1-and-2' },
      { kind: 'tableQuiz', table: 't7.AbC_d-9', questions: '1a0.r3-k2x9' },
      { kind: 'makeQuiz' },
      { kind: 'quiz', lesson: 'draw', rule: '801.17' },
    ];
    for (const r of routes) expect(parseRoute(formatRoute(r))).toEqual(r);
    expect(formatRoute(routes[1]!)).toBe('#tquiz=t7.AbC_d-9&q=1a0.r3-k2x9');
  });

  it('a quiz link is not taken for a table link, nor a lesson', () => {
    expect(parseRoute('#tquiz=t7.AbC&q=1a0-x').kind).toBe('tableQuiz');
    expect(parseRoute('#quiz=draw').kind).toBe('quiz');
    expect(parseRoute('#lesson=draw').kind).toBe('lesson');
  });
});
