// The table the app opens with needs no code that builds tables (rules/setup.ts stays out of the
// start-up code); every other table does, and what opens one loads it. This file must not import
// rules/setup.ts before the first test: each test file has its own modules.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO, builderLoaded, type Scenario } from '../rules';
import { createGameStore, selectDerived, selectTable } from './gameStore';

const other: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: [{ name: 'Ann' }, { name: 'Ben' }, { name: 'Cy' }],
};

describe('the opening table', () => {
  const store = createGameStore();

  it('is shown and played without the builder; another setup needs it', () => {
    expect(builderLoaded()).toBe(false);
    expect(selectTable(store.getState())?.players.map((p) => p.name)).toEqual(
      DEFAULT_SCENARIO.players.map((p) => p.name),
    );
    expect(store.getState().dispatch({ type: 'endTurn' })).toBeNull();
    expect(selectDerived(store.getState())?.turn).toBe(2);
    expect(() => selectTable(createGameStore(other).getState())).toThrow(/not loaded/);
    expect(builderLoaded()).toBe(false);
  });

  it('a rematch loads the builder (the game-over panel may open on the example table)', async () => {
    await import('./newGame');
    expect(builderLoaded()).toBe(true);
  });

  it('is the table buildTable makes of the example, and plays alike', async () => {
    const { buildTable } = await import('../rules/setup');
    const { events: _events, ...setup } = DEFAULT_SCENARIO;
    expect(selectTable(createGameStore().getState())).toEqual(buildTable(setup).table);
    // The same setup, but not the store's own object: built by buildTable.
    const built = createGameStore({ ...DEFAULT_SCENARIO });
    expect(built.getState().dispatch({ type: 'endTurn' })).toBeNull();
    const [a, b] = [selectDerived(store.getState())!, selectDerived(built.getState())!];
    expect([b.turn, b.activePlayers, b.players.map((p) => p.life)]).toEqual([
      a.turn,
      a.activePlayers,
      a.players.map((p) => p.life),
    ]);
    expect(selectTable(createGameStore(other).getState())?.players).toHaveLength(3);
  });
});
