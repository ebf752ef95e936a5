// A live table records once: every device of the room ends with the same records, one per game,
// whichever devices were there when it ended, came back after the relay was down, or joined
// after the game (docs/records.md). Each device keeps its own records (its own IndexedDB).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import '../rules/events/all';
import type { Scenario } from '../rules';
import { openRecords, type RecordsDb } from '../persist/records';
import { startRecorder, type Recorder } from '../persist/recorder';
import { createGameStore, type GameStore } from '../store/gameStore';
import { rematch } from '../store/newGame';
import { bindDoc } from './binding';
import { createNotes } from './notes';

const POD: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: ['Ann', 'Bo', 'Cy'].map((name) => ({ name })),
  startingPlayer: 'Ann',
  options: { format: 'commander' },
};

interface Device {
  doc: Y.Doc;
  store: GameStore;
  db: RecordsDb;
  recorder: Recorder;
}

let dbCount = 0;
const opened: Device[] = [];
afterEach(() => {
  for (const d of opened.splice(0)) {
    d.recorder.stop();
    d.db.close();
  }
});

async function device(name: string): Promise<Device> {
  const doc = new Y.Doc();
  const store = createGameStore(POD);
  bindDoc(doc, store, name, { notes: createNotes(), compactMs: 60_000 });
  const db = await openRecords(`live-records-${dbCount++}`);
  const d = { doc, store, db, recorder: startRecorder(store, db) };
  opened.push(d);
  return d;
}

/** A relay: passes every update on while it is up; when it comes back, devices sync in full. */
function relay(ds: Device[]) {
  let up = true;
  for (const d of ds)
    d.doc.on('update', (u: Uint8Array, origin: unknown) => {
      if (origin === 'relay' || !up) return;
      for (const o of ds) if (o !== d) Y.applyUpdate(o.doc, u, 'relay');
    });
  const sync = () => {
    for (const a of ds)
      for (const b of ds) if (a !== b) Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc), 'relay');
  };
  return {
    down: () => (up = false),
    up: () => {
      up = true;
      sync();
    },
    join: (d: Device) => {
      ds.push(d);
      d.doc.on('update', (u: Uint8Array, origin: unknown) => {
        if (origin === 'relay' || !up) return;
        for (const o of ds) if (o !== d) Y.applyUpdate(o.doc, u, 'relay');
      });
      sync();
    },
  };
}

const settled = (ds: Device[]) => Promise.all(ds.map((d) => d.recorder.settled()));
const kept = async (d: Device) =>
  (await d.db.all()).map((g) => ({ id: g.id, result: g.record.result, winners: g.record.winners }));

describe('a live table records each game once on every device', () => {
  it('ended on one phone while the relay was down; heard by the others when it came back; a late phone too', async () => {
    const a = await device('a');
    const b = await device('b');
    const net = relay([a, b]);
    // The host starts the game: its setup, start time included, is the room's.
    expect(a.store.getState().start(POD)).toBeNull();
    expect(b.store.getState().setup.startedAt).toBe(a.store.getState().setup.startedAt);
    a.store.getState().dispatch({ type: 'endTurn' });
    b.store.getState().dispatch({ type: 'life', player: 'Cy', amount: -40 });
    net.down();
    // The relay restarts; meanwhile a's moves end the game on a alone.
    a.store.getState().dispatch({ type: 'leave', player: 'Bo', reason: 'concede' });
    await settled([a, b]);
    expect(await kept(a)).toHaveLength(1);
    expect(await b.db.count()).toBe(0);
    net.up();
    await settled([a, b]);
    // A phone that joins after the game hears it whole and keeps it too, as the same game.
    const c = await device('c');
    net.join(c);
    await settled([a, b, c]);
    const want = await kept(a);
    expect(want).toEqual([expect.objectContaining({ result: 'won', winners: ['Ann'] })]);
    expect(await kept(b)).toEqual(want);
    expect(await kept(c)).toEqual(want);
    const [ga, gb, gc] = await Promise.all([a, b, c].map((d) => d.db.get(want[0]!.id)));
    expect(gb!.scenario).toEqual(ga!.scenario);
    expect(gc!.record).toEqual(ga!.record);

    // The rematch is a second game, kept once on each device as well.
    expect(rematch(b.store)).toBeNull();
    b.store.getState().dispatch({ type: 'win', player: 'Cy' });
    await settled([a, b, c]);
    for (const d of [a, b, c]) {
      const games = await kept(d);
      expect(games).toHaveLength(2);
      expect(games.map((g) => g.winners).sort()).toEqual([['Ann'], ['Cy']]);
    }
  });
});
