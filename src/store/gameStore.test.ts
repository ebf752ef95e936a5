import { describe, expect, it } from 'vitest';
import { PRESETS, type Scenario } from '../rules';
import { createGameStore, gameAt, selectDerived, selectGame, selectTable } from './gameStore';

const emperor = PRESETS.find((p) => p.id === 'emperor')!.scenario;
const names = (store: ReturnType<typeof createGameStore>) => {
  const d = selectDerived(store.getState())!;
  return d.activePlayers.map((s) => d.players[s]!.name);
};

describe('game store: setup and event log are the facts, the rest is derived', () => {
  it('starts a valid table and derives its state', () => {
    const store = createGameStore();
    expect(store.getState().start({ ...emperor, startingPlayer: 'Esme' })).toBeNull();
    expect(names(store)).toEqual(['Esme']);
    expect(store.getState().log).toEqual([]);
  });

  it('refuses an invalid table with the rule and keeps the current table as it was', () => {
    const store = createGameStore();
    store.getState().start(emperor);
    store.getState().dispatch({ type: 'endTurn' });
    const before = { setup: store.getState().setup, log: store.getState().log };
    const bad: Scenario = {
      variant: 'emperor',
      players: [
        { name: 'A', team: 'X' },
        { name: 'B', team: 'X' },
        { name: 'C', team: 'Y' },
      ],
    };
    const err = store.getState().start(bad);
    expect(err?.rule).toBeDefined();
    expect(store.getState().setup).toBe(before.setup);
    expect(store.getState().log).toBe(before.log);
  });

  it('a refused event changes nothing and is remembered to show once', () => {
    const store = createGameStore();
    store.getState().start(emperor);
    const err = store.getState().dispatch({ type: 'leave', player: 'Nobody' });
    expect(err?.message).toMatch(/Nobody/);
    expect(store.getState().refusal).toEqual(err);
    expect(store.getState().cursor).toBe(0);
    store.getState().dismissRefusal();
    expect(store.getState().refusal).toBeNull();
  });

  it('undo and redo move through the log; a new event after undo drops the redo branch', () => {
    const store = createGameStore();
    store.getState().start({ ...emperor, startingPlayer: 'Bianca' });
    const s = () => store.getState();
    s().dispatch({ type: 'endTurn' });
    s().dispatch({ type: 'endTurn' });
    expect(names(store)).toEqual(['Dmitri']);
    s().undo();
    expect(names(store)).toEqual(['Carissa']);
    s().undo();
    expect(names(store)).toEqual(['Bianca']);
    s().undo(); // nothing left to undo
    expect(s().cursor).toBe(0);
    s().redo();
    expect(names(store)).toEqual(['Carissa']);
    s().dispatch({ type: 'leave', player: 'Dmitri', reason: 'concede' });
    expect(s().log).toHaveLength(2);
    s().redo(); // the old branch is gone
    expect(s().cursor).toBe(2);
    expect(selectDerived(s())!.players[3]!.departure?.how).toBe('conceded');
  });

  it('jumping back in the history shows the table as it was then', () => {
    const store = createGameStore();
    store.getState().start({ ...emperor, startingPlayer: 'Bianca' });
    for (let i = 0; i < 4; i++) store.getState().dispatch({ type: 'endTurn' });
    store.getState().jumpTo(1);
    expect(names(store)).toEqual(['Carissa']);
    expect(selectDerived(store.getState())!.turn).toBe(2);
    store.getState().jumpTo(99);
    expect(store.getState().cursor).toBe(4);
  });

  it('derived values are memoised: the same state gives the same objects', () => {
    const store = createGameStore();
    store.getState().start(emperor);
    const a = selectDerived(store.getState());
    store.getState().setUi({ showAllRanges: true });
    expect(selectDerived(store.getState())).toBe(a);
    expect(selectTable(store.getState())).toBe(a!.table);
  });

  it('the timeline replays from the shared prefix when the log changes under it', () => {
    const store = createGameStore();
    store.getState().start(emperor);
    store.getState().dispatch({ type: 'endTurn' });
    const table = selectTable(store.getState())!;
    const g1 = selectGame(store.getState())!;
    expect(gameAt(table, store.getState().log, 1)).toBe(g1);
    expect(gameAt(table, [...store.getState().log], 1).turn).toBe(2);
  });
});
