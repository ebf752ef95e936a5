// A link made a moment after a life tap holds that tap: the taps still being gathered become their
// entry before the table is encoded.
import { afterEach, describe, expect, it } from 'vitest';
import type { Scenario } from '../../rules';
import { decodeTable } from '../../share/codec';
import { createGameStore, gameStore } from '../../store/gameStore';
import { tableFragment } from './ShareDialog';

const table: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }],
  startingPlayer: 'Ann',
};

const eventsOf = (fragment: string) => {
  const d = decodeTable(fragment);
  if (!d.ok) throw new Error(d.error.message);
  return d.scenario.events?.slice(0, d.cursor) ?? [];
};

describe('the share link holds the last tap', () => {
  afterEach(() => gameStore.getState().commitPending());

  it('taps still being gathered are in the app table’s link', () => {
    gameStore.getState().start(table);
    gameStore.getState().tap({ type: 'life', player: 'Bo', amount: -1 });
    gameStore.getState().tap({ type: 'life', player: 'Bo', amount: -1 });
    expect(eventsOf(tableFragment())).toEqual([{ type: 'life', player: 'Bo', amount: -2 }]);
    expect(gameStore.getState().pending).toBeNull();
  });

  it('… and in the link of any store', () => {
    const store = createGameStore(table);
    store.getState().tap({ type: 'life', player: 'Cy', amount: 3 });
    expect(eventsOf(tableFragment(store))).toEqual([{ type: 'life', player: 'Cy', amount: 3 }]);
  });
});
