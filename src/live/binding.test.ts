// Several devices, one game: whatever order the sync engine delivers the updates in, and however
// the devices are cut off from each other for a while, they all end with the identical table.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import type { GameEvent, Scenario } from '../rules';
import { english, type Words } from '../rules/words';
import { createGameStore, selectDerived, type GameStore } from '../store/gameStore';
import { bindDoc, RECORDS, type Binding } from './binding';
import { createNotes, type NotesStore } from './notes';

const FFA: Scenario = {
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
  notes: NotesStore;
  /** Updates this device made or received, to pass on. */
  outbox: Uint8Array[];
}

const MELEE: Scenario = {
  version: 1,
  variant: 'grand-melee',
  players: Array.from({ length: 8 }, (_, i) => ({ name: `P${i + 1}` })),
  startingPlayer: 'P1',
};

function devices(n: number, setup: Scenario = FFA): Device[] {
  const ds: Device[] = [];
  for (let i = 0; i < n; i++) {
    const doc = new Y.Doc();
    const store = createGameStore(setup);
    const notes = createNotes();
    const binding = bindDoc(doc, store, `dev${i}`, { notes });
    const d: Device = { doc, store, binding, notes, outbox: [] };
    doc.on('update', (u: Uint8Array) => d.outbox.push(u));
    ds.push(d);
  }
  ds[0]!.binding.seed();
  return ds;
}

/** Hands `from`'s updates to `to` (what a relay does). */
const deliver = (from: Device, to: Device, k = from.outbox.length) => {
  for (const u of from.outbox.slice(0, k)) Y.applyUpdate(to.doc, u, 'remote');
};

/** Every device hears everything (the partition heals, the relay refills). */
function healAll(ds: Device[]) {
  for (const a of ds)
    for (const b of ds) if (a !== b) Y.applyUpdate(b.doc, Y.encodeStateAsUpdate(a.doc));
}

const tableOf = (d: Device) => JSON.stringify(selectDerived(d.store.getState()));

describe('live table: devices converge on one game', () => {
  it('two devices pressing End turn on the same turn pass it once; the other press is "already ended"', () => {
    const [a, b] = devices(2);
    healAll([a!, b!]);
    a!.store.getState().dispatch({ type: 'endTurn' });
    b!.store.getState().dispatch({ type: 'endTurn' });
    // Each alone has passed the turn; neither has heard the other yet.
    expect(a!.store.getState().log).toHaveLength(1);
    expect(b!.store.getState().log).toHaveLength(1);
    healAll([a!, b!]);
    for (const d of [a!, b!]) {
      const s = d.store.getState();
      expect(s.log).toHaveLength(1);
      expect(selectDerived(s)!.activePlayers).toHaveLength(1);
      const { dropped } = d.notes.getState();
      expect(dropped).toHaveLength(1);
      expect(dropped[0]!.text).toMatch(/already ended/);
    }
    expect(tableOf(a!)).toBe(tableOf(b!));
  });

  it('Grand Melee (807.4): two devices ending two different running turns at once both count', () => {
    const [a, b] = devices(2, MELEE);
    healAll([a!, b!]);
    // Eight players: markers 1 and 2, held by P1 and P5, both taking turns.
    a!.store.getState().dispatch({ type: 'endTurn', marker: 1 });
    b!.store.getState().dispatch({ type: 'endTurn', marker: 2 });
    healAll([a!, b!]);
    for (const d of [a!, b!]) {
      expect(d.store.getState().log).toHaveLength(2);
      expect(d.notes.getState().dropped).toHaveLength(0);
      const markers = selectDerived(d.store.getState())!.turnMarkers;
      expect(markers.map((m) => m.holder)).toEqual([1, 5]);
    }
    expect(tableOf(a!)).toBe(tableOf(b!));
  });

  it('Grand Melee: the same running turn ended on two devices passes once', () => {
    const [a, b] = devices(2, MELEE);
    healAll([a!, b!]);
    a!.store.getState().dispatch({ type: 'endTurn', player: 'P1' });
    b!.store.getState().dispatch({ type: 'endTurn', marker: 1 });
    healAll([a!, b!]);
    for (const d of [a!, b!]) {
      expect(d.store.getState().log).toHaveLength(1);
      const { dropped } = d.notes.getState();
      expect(dropped).toHaveLength(1);
      expect(dropped[0]!.text).toMatch(/already ended/);
    }
    expect(tableOf(a!)).toBe(tableOf(b!));
  });

  it('life changes made on two devices both count (119.3: they add up)', () => {
    const [a, b] = devices(2);
    healAll([a!, b!]);
    a!.store.getState().dispatch({ type: 'life', player: 'Bo', amount: -3 });
    b!.store.getState().dispatch({ type: 'life', player: 'Bo', amount: -5 });
    healAll([a!, b!]);
    for (const d of [a!, b!]) {
      const bo = selectDerived(d.store.getState())!.players.find((p) => p.name === 'Bo')!;
      expect(bo.life).toBe(40 - 8);
    }
  });

  it('undo from another device names the event it undoes; redo brings it back', () => {
    const [a, b] = devices(2);
    healAll([a!, b!]);
    a!.store.getState().dispatch({ type: 'life', player: 'Cy', amount: -2 });
    healAll([a!, b!]);
    b!.store.getState().dispatch({ type: 'endTurn' });
    // A undoes before hearing B's End turn: it names A's own life change, not "the last move".
    a!.store.getState().undo();
    healAll([a!, b!]);
    for (const d of [a!, b!]) {
      const s = d.store.getState();
      const cy = selectDerived(s)!.players.find((p) => p.name === 'Cy')!;
      expect(cy.life).toBe(40);
      expect(s.log.slice(0, s.cursor).map((e) => e.type)).toEqual(['endTurn']);
    }
    // B undoes the last move (the End turn) and A redoes it: shared operations, any device.
    b!.store.getState().undo();
    healAll([a!, b!]);
    expect(a!.store.getState().cursor).toBe(0);
    expect(a!.store.getState().log.map((e) => e.type)).toContain('endTurn'); // available to redo
    a!.store.getState().redo();
    healAll([a!, b!]);
    for (const d of [a!, b!]) {
      const s = d.store.getState();
      expect(s.log.slice(0, s.cursor).map((e) => e.type)).toEqual(['endTurn']);
    }
  });

  it('a device that joins late sees the whole game', () => {
    const [a] = devices(1);
    a!.store.getState().dispatch({ type: 'endTurn' });
    a!.store.getState().dispatch({ type: 'life', player: 'Di', amount: -4 });
    const late = createGameStore();
    const doc = new Y.Doc();
    bindDoc(doc, late, 'late');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(a!.doc));
    expect(late.getState().setup.players.map((p) => p.name)).toEqual(['Ann', 'Bo', 'Cy', 'Di']);
    expect(JSON.stringify(selectDerived(late.getState()))).toBe(tableOf(a!));
  });

  it('garbage in the shared list is ignored, never thrown', () => {
    const [a] = devices(1);
    a!.doc.getArray(RECORDS).push([
      42,
      null,
      { k: 'ev', id: 'x', dev: 'y', game: 'z', turn: 1, event: { type: 'nonsense' } },
      {
        k: 'ev',
        id: 'x2',
        dev: 'y',
        game: a!.binding.merged().gameId!,
        turn: 1,
        event: { type: 'life' },
      },
      { k: 'undo', id: 'u', dev: 'y', target: 7 },
    ]);
    expect(selectDerived(a!.store.getState())).not.toBeNull();
  });

  describe('a record no device of this app could have written is dropped with a note', () => {
    /** A device whose game has gone on a turn, and a hostile device's record pushed into it. */
    const attacked = (bad: unknown) => {
      const [a] = devices(1);
      a!.store.getState().dispatch({ type: 'endTurn' });
      const before = tableOf(a!);
      a!.doc.getArray(RECORDS).push([bad]);
      return { a: a!, before };
    };
    const notes = (d: Device) => d.notes.getState().dropped.map((n) => n.text);

    for (const [what, setup, why] of [
      [
        'an unknown variant and no list of players',
        { variant: 'nonsense', players: 5 },
        'The scenario needs a "players" list.',
      ],
      [
        '10,000 players (this app seats at most 1,000)',
        {
          variant: 'free-for-all',
          players: Array.from({ length: 10_000 }, (_, i) => ({ name: `P${i}` })),
        },
        'This app seats at most 1000 players; this table has 10000.',
      ],
    ] as const)
      it(`a shared table with ${what}: the last good game stays in force`, () => {
        const { a, before } = attacked({ k: 'game', id: 'bad', dev: 'evil', setup });
        const s = a.store.getState();
        expect(s.setup.players.map((p) => p.name)).toEqual(['Ann', 'Bo', 'Cy', 'Di']);
        expect(tableOf(a)).toBe(before);
        expect(a.binding.merged().gameId).not.toBe('bad');
        expect(notes(a)).toEqual([
          `A device shared a table this app can't open; it was ignored. ${why}`,
        ]);
        // The game goes on: End turn still reaches the good game.
        s.dispatch({ type: 'endTurn' });
        expect(a.store.getState().log).toHaveLength(2);
      });

    it('a shared move that is not an event of this app is dropped with a note', () => {
      const [a] = devices(1);
      const game = a!.binding.merged().gameId!;
      a!.doc
        .getArray(RECORDS)
        .push([
          { k: 'ev', id: 'e1', dev: 'evil', game, turn: 1, event: { type: 'life', player: 'Bo' } },
        ]);
      expect(a!.store.getState().log).toEqual([]);
      expect(notes(a!)).toEqual([
        'A device shared a move this app can\'t read; it was ignored. The event: "amount" must be a whole number.',
      ]);
    });

    for (const [field, event] of [
      ['"amount"', { type: 'life', player: 'Bo', amount: '5' }],
      ['"players"', { type: 'leave', players: 'Cy', reason: 'concede' }],
    ] as const)
      it(`a shared move whose ${field} has the wrong type is dropped by the reader, never played`, () => {
        const [a] = devices(1);
        const game = a!.binding.merged().gameId!;
        a!.doc.getArray(RECORDS).push([{ k: 'ev', id: 'e2', dev: 'evil', game, turn: 1, event }]);
        const s = a!.store.getState();
        expect(s.log).toEqual([]);
        expect(selectDerived(s)!.players.map((p) => [p.life, p.inGame])).toEqual(
          Array.from({ length: 4 }, () => [40, true]),
        );
        expect(notes(a!)).toEqual([
          expect.stringMatching(
            new RegExp(
              `^A device shared a move this app can't read; it was ignored\\. The event: ${field} must be`,
            ),
          ),
        ]);
      });
  });

  const action = fc.oneof(
    fc.constant<GameEvent>({ type: 'endTurn' }),
    fc.record({
      type: fc.constant('life' as const),
      player: fc.constantFrom('Ann', 'Bo', 'Cy', 'Di'),
      amount: fc.integer({ min: -15, max: 5 }).filter((x) => x !== 0),
    }),
    fc.record({
      type: fc.constant('poison' as const),
      player: fc.constantFrom('Ann', 'Bo', 'Cy', 'Di'),
      amount: fc.integer({ min: 1, max: 4 }),
    }),
    fc.record({
      type: fc.constant('leave' as const),
      player: fc.constantFrom('Ann', 'Bo', 'Cy', 'Di'),
      reason: fc.constant('concede' as const),
    }),
    fc.constant('undo' as const),
    fc.constant('redo' as const),
  );

  it('property: 2–5 devices, random moves, random delivery order and partitions, identical tables', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.array(
          fc.record({
            who: fc.nat(),
            act: action,
            // Deliver some of one device's updates to another, in any order (a partial sync).
            from: fc.nat(),
            to: fc.nat(),
            some: fc.nat(),
          }),
          { maxLength: 40 },
        ),
        (n, steps) => {
          const ds = devices(n);
          healAll(ds);
          for (const st of steps) {
            const d = ds[st.who % n]!;
            const s = d.store.getState();
            if (st.act === 'undo') s.undo();
            else if (st.act === 'redo') s.redo();
            else s.dispatch(st.act);
            const from = ds[st.from % n]!;
            const to = ds[st.to % n]!;
            if (from !== to) deliver(from, to, st.some % (from.outbox.length + 1));
          }
          healAll(ds);
          const first = tableOf(ds[0]!);
          for (const d of ds) {
            expect(tableOf(d)).toBe(first);
            expect(d.store.getState().log).toEqual(ds[0]!.store.getState().log);
            expect(d.notes.getState().dropped).toEqual(ds[0]!.notes.getState().dropped);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  const meleeNames = Array.from({ length: 8 }, (_, i) => `P${i + 1}`);
  const meleeAction = fc.oneof(
    fc.record({ type: fc.constant('endTurn' as const), marker: fc.constantFrom(1, 2) }),
    fc.record({ type: fc.constant('endTurn' as const), player: fc.constantFrom(...meleeNames) }),
    fc.record({
      type: fc.constant('leave' as const),
      player: fc.constantFrom(...meleeNames),
      reason: fc.constant('concede' as const),
    }),
    fc.record({
      type: fc.constant('life' as const),
      player: fc.constantFrom(...meleeNames),
      amount: fc.integer({ min: -25, max: 5 }).filter((x) => x !== 0),
    }),
  );

  it('property: Grand Melee, several turns running at once, 2–4 devices end identical', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(
          fc.record({
            who: fc.nat(),
            act: meleeAction,
            from: fc.nat(),
            to: fc.nat(),
            some: fc.nat(),
          }),
          { maxLength: 30 },
        ),
        (n, steps) => {
          const ds = devices(n, MELEE);
          healAll(ds);
          for (const st of steps) {
            ds[st.who % n]!.store.getState().dispatch(st.act);
            const from = ds[st.from % n]!;
            const to = ds[st.to % n]!;
            if (from !== to) deliver(from, to, st.some % (from.outbox.length + 1));
          }
          healAll(ds);
          const first = tableOf(ds[0]!);
          for (const d of ds) {
            expect(tableOf(d)).toBe(first);
            expect(d.store.getState().log).toEqual(ds[0]!.store.getState().log);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('"a move of yours was not applied" is told only of moves that stay dropped', () => {
  const told: Words[][] = [];
  const device = (name: string, client: number): Device => {
    const doc = new Y.Doc();
    doc.clientID = client;
    const store = createGameStore(FFA);
    const notes = createNotes();
    const binding = bindDoc(doc, store, name, { notes, onDropped: (l) => told.push(l) });
    const d: Device = { doc, store, binding, notes, outbox: [] };
    doc.on('update', (u: Uint8Array) => d.outbox.push(u));
    return d;
  };

  it('a move dropped for a moment while updates arrive one by one, then applied, is not reported', () => {
    vi.useFakeTimers();
    try {
      for (const [ca, cb] of [
        [1, 2],
        [2, 1],
      ]) {
        told.length = 0;
        const a = device('a', ca!);
        const b = device('b', cb!);
        a.binding.seed();
        healAll([a, b]);
        const from = a.outbox.length;
        // The phone B is offline and ends turn 1; meanwhile A ends turn 1 and takes it back.
        b.store.getState().dispatch({ type: 'endTurn' });
        a.store.getState().dispatch({ type: 'endTurn' });
        a.store.getState().undo();
        // B is back: A's two records reach it one at a time, with a moment between them.
        for (const u of a.outbox.slice(from)) {
          Y.applyUpdate(b.doc, u, 'remote');
          vi.advanceTimersByTime(200);
        }
        healAll([a, b]);
        vi.advanceTimersByTime(5000);
        const entry = b.binding.merged().entries.find((e) => e.dev === 'b')!;
        expect(entry.status).toBe('applied');
        expect(told).toEqual([]);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('a move that stays dropped is reported once, to its own device, when the devices have settled', () => {
    vi.useFakeTimers();
    try {
      told.length = 0;
      const a = device('a', 1);
      const b = device('b', 2);
      a.binding.seed();
      healAll([a, b]);
      a.store.getState().dispatch({ type: 'endTurn' });
      b.store.getState().dispatch({ type: 'endTurn' }); // offline, on the same turn
      healAll([a, b]);
      healAll([a, b]);
      vi.advanceTimersByTime(5000);
      const lost = b.binding.merged().entries.find((e) => e.status === 'already ended')!;
      expect(told).toHaveLength(1);
      expect(told[0]).toHaveLength(1);
      expect(english(told[0]![0]!)).toMatch(/already ended/);
      expect(['a', 'b']).toContain(lost.dev);
    } finally {
      vi.useRealTimers();
    }
  });
});
