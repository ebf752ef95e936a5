// A room a playgroup keeps for a season: one link, game after game. The room holds the game in
// force; each game before it stays on the devices that played it (as saved tables), and leaves
// only a few bytes per record behind in the shared document, so the room stays far below the
// relay's limit (server/relay.mjs, maxRoomBytes).
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { mulberry32 } from '../rules/random';
import type { GameEvent, Scenario } from '../rules';
import { createGameStore, selectDerived, type GameStore } from '../store/gameStore';
import { rematch } from '../store/newGame';
import { bindDoc, RECORDS, type Binding } from './binding';
import { createNotes } from './notes';
import { ROOM_BYTES } from './limits';

const POD: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: ['Ann', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
  startingPlayer: 'Ann',
  options: { format: 'commander' },
};

interface Device {
  doc: Y.Doc;
  store: GameStore;
  binding: Binding;
}

/** Devices joined through a relay that passes every update on at once. */
function room(n: number, compactMs = 60_000): Device[] {
  const ds: Device[] = [];
  for (let i = 0; i < n; i++) {
    const doc = new Y.Doc();
    const store = createGameStore(POD);
    const binding = bindDoc(doc, store, `dev${i}`, { notes: createNotes(), compactMs });
    ds.push({ doc, store, binding });
  }
  for (const d of ds)
    d.doc.on('update', (u: Uint8Array, origin: unknown) => {
      if (origin === 'relay') return;
      for (const o of ds) if (o !== d) Y.applyUpdate(o.doc, u, 'relay');
    });
  ds[0]!.binding.seed();
  return ds;
}

const list = (d: Device) => d.doc.getArray<{ k: string; game?: string }>(RECORDS).toArray();
const tableOf = (d: Device) => JSON.stringify(selectDerived(d.store.getState()));

describe('a live room kept for a season', () => {
  it('50 games of 200 moves from three devices end under a quarter of the room limit', () => {
    // Three phones taking turns at random: each run of one phone's moves is one run of deleted
    // records afterwards, so this is close to the most a room keeps (two phones keep less).
    const ds = room(3);
    const next = mulberry32(2026);
    const pick = () => ds[Math.floor(next() * ds.length)]!;
    const names = ['Ann', 'Bo', 'Cy', 'Di'];
    for (let game = 0; game < 50; game++) {
      if (game > 0) expect(rematch(pick().store)).toBeNull();
      for (let move = 0; move < 200; move++) {
        // Moves from any device, in the order a table makes them: mostly life, a turn now and then.
        const event: GameEvent =
          move % 8 === 7
            ? { type: 'endTurn' }
            : {
                type: 'life',
                player: names[Math.floor(next() * 4)]!,
                amount: next() < 0.5 ? -1 : 1,
              };
        const s = pick().store.getState();
        s.dispatch(event);
        s.commitPending();
      }
    }
    const bytes = Y.encodeStateAsUpdate(ds[0]!.doc).length;
    expect(bytes).toBeLessThan(ROOM_BYTES / 4);
    // The room holds the game in force and nothing else; every device shows the same table.
    const records = list(ds[0]!);
    expect(records.filter((r) => r.k === 'game')).toHaveLength(1);
    expect(records.length).toBeLessThanOrEqual(201);
    for (const d of ds) expect(tableOf(d)).toBe(tableOf(ds[0]!));
    expect(ds[0]!.store.getState().log.length).toBeGreaterThan(150);
  }, 300_000);

  it('moves a device made for the game before, heard after the rematch, are dropped from the room too', async () => {
    const [a, b] = room(2, 5);
    // b goes offline, plays on in the first game; a starts a rematch meanwhile.
    const offline = new Y.Doc();
    Y.applyUpdate(offline, Y.encodeStateAsUpdate(b!.doc));
    const late = createGameStore(POD);
    const lateBinding = bindDoc(offline, late, 'late', { notes: createNotes(), compactMs: 5 });
    late.getState().dispatch({ type: 'endTurn' });
    expect(rematch(a!.store)).toBeNull();
    expect(list(a!).filter((r) => r.k === 'game')).toHaveLength(1);
    // The late device comes back: its move lands in the room, for a game no longer in force.
    Y.applyUpdate(a!.doc, Y.encodeStateAsUpdate(offline), 'relay');
    Y.applyUpdate(b!.doc, Y.encodeStateAsUpdate(offline), 'relay');
    const gameId = a!.binding.merged().gameId;
    expect(list(a!).some((r) => r.k === 'ev' && r.game !== gameId)).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(list(a!).some((r) => r.k === 'ev' && r.game !== gameId)).toBe(false);
    expect(list(b!)).toEqual(list(a!));
    expect(tableOf(a!)).toBe(tableOf(b!));
    lateBinding.unbind();
  });

  it('a watching device never deletes anything', () => {
    const doc = new Y.Doc();
    const [a] = room(1);
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(a!.doc));
    const watcher = bindDoc(doc, createGameStore(POD), 'w', {
      notes: createNotes(),
      viewOnly: true,
    });
    doc.getArray(RECORDS).insert(0, [{ k: 'game', id: 'old', dev: 'x', setup: POD }]);
    expect(watcher.compact()).toBe(0);
    expect(doc.getArray(RECORDS).length).toBe(2);
  });
});
