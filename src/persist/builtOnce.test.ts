// A shared link and a returning visit build their table once: the check that reads it builds it,
// and the store shows that table rather than building it (and checking every name) again. The
// table shown is the one a build of the setup makes.
import { describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../rules';
import { PRESETS } from '../rules/presets';
import { nameKey } from '../rules/names';
import { buildTable } from '../rules/setup';
import { encodeTable } from '../share/codec';
import { openTableLink } from '../share/openLink';
import { createGameStore, selectDerived, selectTable } from '../store/gameStore';
import { createLibrary } from './library';
import { withOperations } from './operations';
import { showFacts } from './show';
import { loadLibrary, type StorageLike } from './storage';

// Every table build checks each player's name by its key once (setup.ts): counting the keys made
// counts the builds.
vi.mock('../rules/names', async (original) => {
  const names = await original<typeof import('../rules/names')>();
  return { ...names, nameKey: vi.fn(names.nameKey) };
});
const keys = vi.mocked(nameKey);

function memory(): StorageLike {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

const commander = (n: number): Scenario => ({
  ...PRESETS.find((p) => p.id === 'commander')!.scenario,
  players: Array.from({ length: n }, (_, i) => ({ name: `Player ${i + 1}` })),
  startingPlayer: 'Player 1',
});

/** A fresh device's library with a 12-seat link opened in it. */
async function opened(storage = memory()) {
  const game = createGameStore();
  const lib = withOperations(createLibrary(storage, game, () => {}));
  keys.mockClear();
  await openTableLink(
    `#${encodeTable(commander(12))}`,
    lib,
    () => {},
    () => {},
  );
  // The store's own table and game, as the chart reads them.
  selectDerived(game.getState());
  return { game, lib, storage };
}

describe('a table read from a link or from storage', () => {
  it('a link builds its table once, and shows the table a build of its setup makes', async () => {
    const { game } = await opened();
    expect(keys).toHaveBeenCalledTimes(12);
    const { setup } = game.getState();
    expect(selectTable(game.getState())).toEqual(buildTable(setup).table);
    expect(setup.players).toHaveLength(12);
    expect(setup).not.toHaveProperty('events');
  });

  it('a returning visit builds the saved table once, and shows the same table', async () => {
    const { lib, storage, game: before } = await opened();
    lib.flush();
    const again = createGameStore();
    keys.mockClear();
    const loaded = loadLibrary(storage);
    showFacts(again, loaded.current!, loaded.index.prefs);
    selectDerived(again.getState());
    expect(keys).toHaveBeenCalledTimes(12);
    expect(selectTable(again.getState())).toEqual(selectTable(before.getState()));
    expect(selectTable(again.getState())).toEqual(buildTable(again.getState().setup).table);
  });
});
