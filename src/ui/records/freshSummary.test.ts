// The summary the records screen first draws is counted again in idle moments after each change
// (freshSummary.ts): after a game is kept or taken back, an import, a rename, a merge or their
// Undo, the next opening draws from a summary of the games as they are; a change while it counts
// leaves no summary of other games behind; a burst of changes is one recount.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import '../../rules/events/all';
import '../../rules/setup';
import type { Scenario } from '../../rules';
import { createGameStore } from '../../store/gameStore';
import { startRecorder } from '../../persist/recorder';
import { addNewGames, readAliases, writeAliases, type RecordsDb } from '../../persist/records';
import { keepSummary, type KeeperOptions, type SummaryKeeper } from './freshSummary';
import { renamed } from './people';
import type { Recounted } from './recount';
import { A, B, C, db, drawn, fromScratch, opened } from './summary.fixture';

const keepers: SummaryKeeper[] = [];
afterEach(() => {
  for (const k of keepers.splice(0)) k.stop();
});

const soon = () => new Promise<void>((done) => setTimeout(done, 0));
/** A keeper that waits for nothing but the next task, and tells its recounts' outcomes. */
function keeper(d: RecordsDb, options: KeeperOptions = {}) {
  const outcomes: (Recounted | 'failed')[] = [];
  const k = keepSummary(d, {
    wait: 0,
    idle: soon,
    onRecounted: (r) => outcomes.push(r),
    ...options,
  });
  keepers.push(k);
  return { ...k, outcomes };
}

/** The summary the next opening draws is what counting every game now gives. */
async function upToDate(d: RecordsDb) {
  const s = await opened(d);
  expect(s).not.toBeNull();
  expect(drawn(s!)).toEqual(await fromScratch(d, await readAliases(d)));
  return s!;
}

const POD: Scenario = {
  variant: 'free-for-all',
  options: { format: 'commander' },
  players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }],
  startingPlayer: 'Ana',
};

describe('the records summary kept up to date in idle time', () => {
  it('after a game is kept, the next opening draws from a summary with it counted; after undo, without', async () => {
    const d = await db();
    await d.putAll([A, B]);
    const k = keeper(d);
    await k.settled();
    expect((await upToDate(d)).size).toBe(2);

    const store = createGameStore();
    store.getState().start(POD);
    const rec = startRecorder(store, d);
    store.getState().dispatch({ type: 'endTurn' });
    store.getState().dispatch({ type: 'leave', player: 'Bo', reason: 'concede' });
    store.getState().dispatch({ type: 'life', player: 'Cy', amount: -40 });
    await rec.settled();
    await k.settled();
    const s = await upToDate(d);
    expect(s.size).toBe(3);
    expect(s.names).toContain('Ana');
    expect(s.allStats.players.find((p) => p.name === 'Ana')).toMatchObject({ wins: 1 });

    // Undone past the end: the game is taken back, and so is its count.
    store.getState().undo();
    await rec.settled();
    await k.settled();
    const back = await upToDate(d);
    expect(back.size).toBe(2);
    expect(back.names).not.toContain('Ana');
    rec.stop();
  });

  it('after an import, a rename, a merge and their Undo', async () => {
    const d = await db();
    await d.putAll([A]);
    const k = keeper(d);
    await k.settled();
    await addNewGames(d, [A, B, C]);
    await k.settled();
    expect((await upToDate(d)).size).toBe(3);

    const rename = renamed({}, 'Gus', 'Gustav');
    await writeAliases(d, rename);
    await k.settled();
    expect((await upToDate(d)).names).toContain('Gustav');

    const merged = renamed(rename, 'Dmitri', 'Eve');
    await writeAliases(d, merged);
    await k.settled();
    expect((await upToDate(d)).names).not.toContain('Dmitri');

    // Undo on the merge's notice: the renames as they were before it.
    await writeAliases(d, rename);
    await k.settled();
    const s = await upToDate(d);
    expect(s.names).toContain('Dmitri');
    expect(s.names).toContain('Gustav');
  });

  it('a burst of changes is one recount, after the last', async () => {
    const d = await db();
    const k = keeper(d, { wait: 30 });
    await k.settled();
    const before = k.outcomes.length;
    await d.put(A);
    await d.put(B);
    await writeAliases(d, renamed({}, 'Gus', 'Gustav'));
    await d.put(C);
    await k.settled();
    expect(k.outcomes.slice(before)).toEqual(['kept']);
    expect((await upToDate(d)).size).toBe(3);
  });

  it('a game kept while it counts: that recount keeps nothing, and the next counts it', async () => {
    const d = await db();
    await d.putAll([A, B]);
    let steps = 0;
    const k = keeper(d, {
      // The game comes in as the recount counts (after it has read the games).
      idle: async () => {
        if (++steps === 4) await d.put(C);
        await soon();
      },
    });
    await k.settled();
    expect(k.outcomes).toEqual(['changed', 'kept']);
    expect((await upToDate(d)).size).toBe(3);
  });

  it('a game kept by another tab while it counts: no summary of the games it read is kept', async () => {
    const name = `test-fresh-summary-other-tab`;
    const d = await db(name);
    const other = await db(name);
    await d.putAll([A, B]);
    let steps = 0;
    const k = keeper(d, {
      // Just before the summary is kept: this tab hears nothing of it.
      idle: async () => {
        if (++steps === 7) await other.put(C);
        await soon();
      },
    });
    await k.settled();
    expect(k.outcomes).toEqual(['changed']);
    // None rather than the two games read: the next opening counts all three.
    expect(await opened(d)).toBeNull();
  });
});
