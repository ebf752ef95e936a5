// Commander Draft (903.13b–c): the passing direction of each round, as worked examples.
import { describe, expect, it } from 'vitest';
import { draftRound } from './draft';
import { load, roster } from './test-helpers';

const pod = load({
  variant: 'free-for-all',
  options: { format: 'commander' },
  players: roster('Alex', 'Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi'),
});
const passes = (round: number) => {
  const r = draftRound(pod.game.table, round);
  if (!r.ok) throw new Error(r.error.message);
  return {
    direction: r.value.direction,
    rule: r.value.rule,
    to: Object.fromEntries(
      r.value.passes.map((p) => [pod.names([p.from])[0], pod.names([p.to])[0]]),
    ),
  };
};

describe('903.13c — Commander Draft passing', () => {
  it('903.13c — round 1: packs pass left, Alex to Bianca and Femi round to Alex', () => {
    const r = passes(1);
    expect(r).toMatchObject({ direction: 'left', rule: '903.13c' });
    expect(r.to).toMatchObject({ Alex: 'Bianca', Bianca: 'Carissa', Femi: 'Alex' });
  });

  it('903.13c — round 2: packs pass right, Alex to Femi and Bianca to Alex', () => {
    const r = passes(2);
    expect(r.direction).toBe('right');
    expect(r.to).toMatchObject({ Alex: 'Femi', Bianca: 'Alex', Carissa: 'Bianca' });
  });

  it('903.13c — round 3: packs pass left again, the same as round 1', () => {
    expect(passes(3)).toEqual(passes(1));
  });

  it('903.13b — every player passes exactly once and receives exactly once each round', () => {
    for (const round of [1, 2, 3]) {
      const r = draftRound(pod.game.table, round);
      if (!r.ok) throw new Error(r.error.message);
      expect(new Set(r.value.passes.map((p) => p.to)).size).toBe(6);
      expect(r.value.passes.every((p) => p.from !== p.to)).toBe(true);
    }
  });

  it('903.13b — a round other than 1, 2 or 3 is refused with the rule', () => {
    for (const bad of [0, 4, 1.5]) {
      const r = draftRound(pod.game.table, bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.rule).toBe('903.13b');
    }
  });
});
