// The first start with records keeps the games already saved that had ended, once, and changes
// nothing in the saved tables (docs/records.md).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import '../rules/events/all';
import type { GameEvent, Scenario } from '../rules';
import { openRecords } from './records';
import { finishedSavedGames, migrateSaved } from './recordsApp';
import { INDEX_KEY, STORAGE_VERSION, tableKey, type StorageLike } from './storage';
import { DEFAULT_PREFS } from './keys';

const POD: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: [{ name: 'Ann' }, { name: 'Bo' }, { name: 'Cy' }],
  startingPlayer: 'Bo',
};
const ENDED: GameEvent[] = [
  { type: 'endTurn' },
  { type: 'leave', player: 'Ann', reason: 'concede' },
  { type: 'life', player: 'Cy', amount: -20 },
];

/** Saved tables as version 3 wrote them: an index and one key per table. */
function saved(tables: Record<string, string>): StorageLike & { map: Map<string, string> } {
  const m = new Map<string, string>();
  const entries = Object.keys(tables).map((id, i) => ({ id, name: id, created: i, updated: i }));
  m.set(
    INDEX_KEY,
    JSON.stringify({
      version: STORAGE_VERSION,
      currentId: null,
      tables: entries,
      prefs: DEFAULT_PREFS,
    }),
  );
  for (const [id, text] of Object.entries(tables)) m.set(tableKey(id), text);
  return {
    map: m,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}
const facts = (events: GameEvent[], cursor = events.length, name = 'x') =>
  JSON.stringify({ name, setup: POD, log: events, cursor });

describe('saved games become records on the first start', () => {
  it('keeps the ended games only, undone ends not, and leaves the saved tables untouched', async () => {
    const storage = saved({
      ended: facts(ENDED),
      undone: facts(ENDED, 2),
      playing: facts(ENDED.slice(0, 1)),
      broken: '{"setup": nope',
    });
    const before = new Map(storage.map);
    const games = finishedSavedGames(storage);
    expect(games.map((g) => [g.record.result, g.record.winners])).toEqual([['won', ['Bo']]]);
    expect(games[0]!.scenario.events).toEqual(ENDED);
    expect(storage.map).toEqual(before);
  });

  it('happens once: a record deleted afterwards is not brought back by the next start', async () => {
    const db = await openRecords('migrate-once');
    const storage = saved({ ended: facts(ENDED), again: facts(ENDED, ENDED.length, 'copy') });
    // The same game saved twice (a duplicated table) is one game.
    expect(await migrateSaved(db, storage)).toBe(2);
    expect(await db.count()).toBe(1);
    const [game] = await db.all();
    await db.remove(game!.id);
    expect(await migrateSaved(db, storage)).toBe(0);
    expect(await db.count()).toBe(0);
    db.close();
  });
});
