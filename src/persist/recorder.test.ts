// Games keep themselves as records (docs/records.md): at their end, with no tap; undo past the
// end takes the record back; one game is one record, however many devices or times keep it.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import '../rules/events/all';
import type { Scenario } from '../rules';
import { createGameStore } from '../store/gameStore';
import { gameId, nightOf, openRecords, type RecordsDb } from './records';
import { startRecorder } from './recorder';
import { storyFacts, STORY_FACTS_VERSION } from './storyFacts';
import { recordsJson } from '../ui/records/out';
// Tables other than the example are built by setup.ts, which whatever opens them loads.
import '../rules/setup';

const POD: Scenario = {
  variant: 'free-for-all',
  options: { format: 'commander' },
  players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }],
  startingPlayer: 'Ana',
};

let n = 0;
const dbs: RecordsDb[] = [];
async function db() {
  const d = await openRecords(`test-records-${n++}`);
  dbs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});

function playToEnd(store: ReturnType<typeof createGameStore>) {
  const s = () => store.getState();
  s().dispatch({ type: 'endTurn' });
  s().dispatch({ type: 'leave', player: 'Bo', reason: 'concede' });
  s().dispatch({ type: 'life', player: 'Cy', amount: -40 });
}

describe('every game recorded by itself', () => {
  it('keeps a game when it ends, takes it back on undo, keeps it again on redo', async () => {
    const records = await db();
    const store = createGameStore();
    expect(store.getState().start(POD)).toBeNull();
    const kept: [string, boolean][] = [];
    const rec = startRecorder(store, records, (g, k) => kept.push([g.id, k]));
    store.getState().dispatch({ type: 'endTurn' });
    await rec.settled();
    expect(await records.count()).toBe(0);
    store.getState().dispatch({ type: 'leave', player: 'Bo', reason: 'concede' });
    store.getState().dispatch({ type: 'life', player: 'Cy', amount: -40 });
    await rec.settled();
    const all = await records.all();
    expect(all).toHaveLength(1);
    const [game] = all;
    expect(game!.record).toMatchObject({ result: 'won', winners: ['Ana'], first: 'Ana', turns: 2 });
    expect(game!.record.departures.map((d) => [d.player, d.cause])).toEqual([
      ['Bo', 'concede'],
      ['Cy', 'life'],
    ]);
    expect(game!.scenario.events).toHaveLength(3);
    expect(game!.scenario.startedAt).toBe(store.getState().setup.startedAt);

    store.getState().undo();
    await rec.settled();
    expect(await records.count()).toBe(0);
    store.getState().redo();
    await rec.settled();
    expect(await records.count()).toBe(1);
    expect(kept.map(([, k]) => k)).toEqual([true, false, true]);
    rec.stop();
  });

  it('keeps the story’s facts with the game, so its story replays nothing; an export leaves them out', async () => {
    const records = await db();
    const store = createGameStore();
    store.getState().start(POD);
    const rec = startRecorder(store, records);
    playToEnd(store);
    await rec.settled();
    const [game] = await records.all();
    expect(game!.story).toEqual(storyFacts(game!.scenario));
    expect(game!.story).toMatchObject({
      version: STORY_FACTS_VERSION,
      left: { Bo: { life: 40 }, Cy: { life: 0 } },
    });
    // An import trusts only the scenario: the file stays as it was.
    const file = JSON.parse(recordsJson([game!])) as { records: Record<string, unknown>[] };
    expect(Object.keys(file.records[0]!).sort()).toEqual([
      'id',
      'keptAt',
      'night',
      'record',
      'scenario',
    ]);
    rec.stop();
  });

  it('"we stopped here": an unfinished game is kept on request, marked as playing', async () => {
    const records = await db();
    const store = createGameStore();
    store.getState().start(POD);
    const rec = startRecorder(store, records);
    store.getState().dispatch({ type: 'endTurn' });
    const game = await rec.keepNow();
    expect(game?.record.result).toBe('playing');
    expect((await records.get(game!.id))?.record.turns).toBe(2);
    // Undo in a game kept unfinished does not take it back.
    store.getState().undo();
    await rec.settled();
    expect(await records.count()).toBe(1);
    rec.stop();
  });

  it('two devices of one live table, or one device twice, keep one record per game', async () => {
    const records = await db();
    const a = createGameStore();
    a.getState().start(POD);
    // The other device holds the same setup (the live table shares it, start time included).
    const b = createGameStore({ ...a.getState().setup });
    const ra = startRecorder(a, records);
    playToEnd(a);
    await ra.settled();
    // b hears the same moves later, with the times a wrote.
    const rb = startRecorder(b, records);
    for (const e of a.getState().log) b.getState().dispatch(e);
    await rb.settled();
    expect(await records.count()).toBe(1);
    // A rematch is another game.
    a.getState().start(POD);
    playToEnd(a);
    await ra.settled();
    expect(await records.count()).toBe(2);
    ra.stop();
    rb.stop();
  });

  it('a game night runs past midnight; one id for one game whatever order its keys were written in', () => {
    expect(nightOf('2026-11-27T23:50:00+01:00', 'x')).toBe('2026-11-27');
    expect(nightOf('2026-11-28T01:10:00+01:00', 'x')).toBe('2026-11-27');
    expect(nightOf('2026-12-01T05:59:00-05:00', 'x')).toBe('2026-11-30');
    expect(nightOf(null, '2026-11-28T09:00:00+01:00')).toBe('2026-11-28');
    const setup = { ...POD, startedAt: '2026-11-27T20:00:00+01:00' };
    const reordered = JSON.parse(
      JSON.stringify({ startedAt: setup.startedAt, ...POD }),
    ) as Scenario;
    expect(gameId(reordered, [])).toBe(gameId(setup, []));
    expect(gameId({ ...setup, seed: 4 }, [])).not.toBe(gameId(setup, []));
  });
});
