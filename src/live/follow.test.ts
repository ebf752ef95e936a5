// A merged game is played once, by the merge: the store takes it as it is. Every applyEvent call
// is counted (the module is wrapped), so a store that replayed the log after a merge would show.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import type { Scenario } from '../rules';
import {
  createGameStore,
  gameAt,
  selectDerived,
  selectGame,
  selectTable,
} from '../store/gameStore';
import { bindDoc } from './binding';
import { createNotes } from './notes';

const calls = vi.hoisted(() => ({ n: 0 }));
vi.mock('../rules/play', async (importOriginal) => {
  const play = await importOriginal<typeof import('../rules/play')>();
  return {
    ...play,
    applyEvent: (...args: Parameters<typeof play.applyEvent>) => {
      calls.n++;
      return play.applyEvent(...args);
    },
  };
});

const FFA: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: ['Ann', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
  startingPlayer: 'Ann',
  options: { format: 'commander' },
};

function pair() {
  const devices = ['a', 'b'].map((dev) => {
    const doc = new Y.Doc();
    const store = createGameStore(FFA);
    const binding = bindDoc(doc, store, dev, { notes: createNotes() });
    return { doc, store, binding };
  });
  const [a, b] = devices as [(typeof devices)[0], (typeof devices)[0]];
  a.doc.on('update', (u: Uint8Array) => Y.applyUpdate(b.doc, u, 'remote'));
  b.doc.on('update', (u: Uint8Array, origin: unknown) => {
    if (origin !== 'remote') Y.applyUpdate(a.doc, u, 'remote');
  });
  a.binding.seed();
  return { a, b };
}

describe('live table: a merged game is not replayed by the store', () => {
  beforeEach(() => {
    calls.n = 0;
  });

  it('after a merge the game shown is the merge’s own, with no event applied again', () => {
    const { a, b } = pair();
    for (let i = 0; i < 6; i++) a.store.getState().dispatch({ type: 'endTurn' });
    b.store.getState().dispatch({ type: 'life', player: 'Bo', amount: -3 });
    calls.n = 0;
    // Reading the game and everything shown costs no applyEvent on either device.
    for (const d of [a, b]) {
      expect(selectGame(d.store.getState())).toBe(d.binding.merged().game);
      expect(selectDerived(d.store.getState())!.turn).toBe(7);
    }
    expect(calls.n).toBe(0);
  });

  it('a move made while live is checked once; the merge plays the list once; nothing more', () => {
    const { a, b } = pair();
    for (let i = 0; i < 4; i++) a.store.getState().dispatch({ type: 'endTurn' });
    selectGame(a.store.getState());
    selectGame(b.store.getState());
    calls.n = 0;
    a.store.getState().dispatch({ type: 'endTurn' });
    // The check at the cursor (1), then each device merges the five-event list once (5 + 5).
    selectGame(a.store.getState());
    selectGame(b.store.getState());
    expect(calls.n).toBe(11);
  });

  it('games the history read before a merge are still known after it', () => {
    const { a, b } = pair();
    for (let i = 0; i < 4; i++) a.store.getState().dispatch({ type: 'endTurn' });
    const everyGame = () => {
      const s = b.store.getState();
      const table = selectTable(s)!;
      for (let i = 0; i <= s.log.length; i++) gameAt(table, s.log, i);
    };
    everyGame();
    a.store.getState().dispatch({ type: 'life', player: 'Cy', amount: -2 });
    calls.n = 0;
    everyGame();
    expect(calls.n).toBe(0);
  });

  it('leaving the room gives the store back its own moves', () => {
    const { a } = pair();
    expect(a.store.getState().transport).not.toBeNull();
    a.binding.unbind();
    expect(a.store.getState().transport).toBeNull();
    a.store.getState().dispatch({ type: 'endTurn' });
    expect(a.store.getState().log).toHaveLength(1);
  });
});
