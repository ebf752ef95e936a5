// The life panel skips End turn's frame when none of its numbers changed (sameLifeFacts): a turn
// passing must compare equal, and every fact the panel shows must not.
import { describe, expect, it } from 'vitest';
import { applyEvent, derive, type GameEvent, type Game } from '../../rules';
import { loadScenario } from '../../rules/scenario';
import { sameLifeFacts } from './LifePanel';

function start(): Game {
  const loaded = loadScenario({
    version: 1,
    variant: 'free-for-all',
    players: ['Ana', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
    startingPlayer: 'Ana',
    options: { format: 'commander' },
    events: [{ type: 'commanderDamage', player: 'Cy', from: 'Bo', amount: 5 }],
  });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.game;
}
function after(game: Game, event: GameEvent): Game {
  const r = applyEvent(game, event);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('sameLifeFacts', () => {
  const game = start();
  const before = derive(game);

  it('a turn passing changes nothing the life panel shows', () => {
    const next = derive(after(game, { type: 'endTurn' }));
    expect(next).not.toBe(before);
    expect(sameLifeFacts(before, next)).toBe(true);
  });

  it.each<[string, GameEvent]>([
    ['life', { type: 'life', player: 'Bo', amount: -3 }],
    ['poison', { type: 'poison', player: 'Di', amount: 1 }],
    ['commander damage', { type: 'commanderDamage', player: 'Cy', from: 'Bo', amount: 1 }],
    ['new commander damage', { type: 'commanderDamage', player: 'Ana', from: 'Di', amount: 2 }],
    ['a player leaving', { type: 'leave', player: 'Di', reason: 'concede' }],
  ])('a change of %s is seen', (_, event) => {
    expect(sameLifeFacts(before, derive(after(game, event)))).toBe(false);
  });
});
