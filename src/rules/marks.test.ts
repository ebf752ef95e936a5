// What a chart's marks are made from, and that it is made once: each seat of a chart asks for the
// marks a seat can hold at every move, and an End turn keeps what the marks are read from.
import { afterEach, describe, expect, it } from 'vitest';
import { applyEvent, type Game } from './index';
import { chartMarks, heldMarks } from './marks';
import { defineDesignation } from './designations';
import { loadScenario } from './scenario';

let undefine: (() => void) | null = null;
afterEach(() => {
  undefine?.();
  undefine = null;
});

function start(): Game {
  const r = loadScenario({
    variant: 'free-for-all',
    format: 'commander',
    players: ['Ann', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.game;
}

describe('the marks a seat can hold', () => {
  it('are made once while the designations and counters stay as they are', () => {
    const first = heldMarks();
    expect(heldMarks()).toBe(first);
    undefine = defineDesignation({
      id: 'crown',
      rule: '724.1',
      words: 'the crown holder',
      badge: { shape: 'ring', spot: 'top-left' },
    });
    const withCrown = heldMarks();
    expect(withCrown).not.toBe(first);
    expect(withCrown.map((m) => m.id)).toContain('crown');
    undefine();
    undefine = null;
    expect(heldMarks().map((m) => m.id)).not.toContain('crown');
  });

  it('an End turn keeps what a chart reads its marks from, so the chart keeps its marks', () => {
    const game = start();
    const r = applyEvent(game, { type: 'endTurn' });
    if (!r.ok) throw new Error(r.error.message);
    const next = r.value;
    expect(next.table).toBe(game.table);
    expect(next.counters).toBe(game.counters);
    expect(next.designations).toBe(game.designations);
    expect(next.dayNight).toBe(game.dayNight);
    // Read from those alone: the same marks as from the whole game.
    const { table, counters, designations, dayNight } = next;
    expect(chartMarks({ table, counters, designations, dayNight })).toEqual(chartMarks(next));
  });
});
