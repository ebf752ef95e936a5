import { afterEach, describe, expect, it } from 'vitest';
import { applyEvent, derive, type Game, type GameEvent } from '../../rules';
import { loadScenario } from '../../rules/scenario';
import { defineDesignation } from '../../rules/designations';
import '../../rules/events/all';
import { announce } from './announce';

const start = (variant = 'free-for-all', n = 4) => {
  const loaded = loadScenario({
    version: 1,
    variant,
    players: Array.from({ length: n }, (_, i) => ({
      name: ['Ann', 'Bo', 'Cy', 'Di'][i] ?? `P${i + 1}`,
    })),
    startingPlayer: variant === 'grand-melee' ? 'P1' : 'Ann',
  });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.game;
};
const play = (game: Game, event: GameEvent) => {
  const r = applyEvent(game, event);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const said = (game: Game, event: GameEvent) => announce(derive(game), derive(play(game, event)));

let undefine: (() => void) | null = null;
afterEach(() => {
  undefine?.();
  undefine = null;
});

describe('what a screen reader hears', () => {
  it('a turn passing: whose turn it is now', () => {
    expect(said(start(), { type: 'endTurn' })).toBe('Turn 2: Bo is taking a turn.');
  });

  it('a player leaving, in plain words; a life change alone says nothing', () => {
    expect(said(start(), { type: 'leave', player: 'Cy', reason: 'concede' })).toBe(
      'Cy conceded and is out of the game.',
    );
    expect(said(start(), { type: 'life', player: 'Cy', amount: -3 })).toBe('');
    expect(said(start(), { type: 'life', player: 'Cy', amount: -40 })).toBe(
      'Cy lost and is out of the game.',
    );
  });

  it('the active player leaving: who is out, then whose turn it is', () => {
    const text = said(start(), { type: 'leave', player: 'Ann' });
    expect(text).toMatch(/^Ann lost and is out of the game\. Turn 1: /);
  });

  it('a designation handed over', () => {
    undefine = defineDesignation({
      id: 'crown',
      rule: '724.1',
      words: 'the crown holder',
      badge: { shape: 'ring', spot: 'top-left' },
    });
    const game = start();
    expect(said(game, { type: 'designate', designation: 'crown', player: 'Di' })).toBe(
      'Di is the crown holder now.',
    );
  });

  it('724, 725: each designation with its own verb: "is the monarch", "has the initiative"', () => {
    const game = start();
    expect(said(game, { type: 'designate', designation: 'monarch', player: 'Bo' })).toBe(
      'Bo is the monarch now.',
    );
    const taken = play(game, { type: 'designate', designation: 'initiative', player: 'Di' });
    expect(said(game, { type: 'designate', designation: 'initiative', player: 'Di' })).toBe(
      'Di has the initiative now.',
    );
    expect(said(taken, { type: 'designate', designation: 'initiative' })).toBe(
      'Nobody has the initiative now.',
    );
  });

  it('the game ending', () => {
    const game = play(start('free-for-all', 3), { type: 'leave', player: 'Cy' });
    expect(said(game, { type: 'leave', player: 'Bo', reason: 'concede' })).toMatch(
      /Bo conceded and is out of the game\. Game over after turn 1: Ann wins\./,
    );
  });

  it('nothing when the table itself changes (a new game)', () => {
    expect(announce(derive(start()), derive(start()))).toBe('');
  });
});
