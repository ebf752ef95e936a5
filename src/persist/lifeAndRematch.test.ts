// Saved tables carry the life additions (format, starting life, vanguard; life, poison and
// commander-damage events), and a rematch keeps the finished game as a saved table of its own.
import { describe, expect, it } from 'vitest';
import { type GameEvent, type Scenario } from '../rules';
import { PRESETS } from '../rules/presets';
import { decodeTable, encodeTable } from '../share/codec';
import { exportScenario, importScenarioText } from '../share/scenarioFile';
import { createGameStore, selectDerived } from '../store/gameStore';
import { rematch } from '../store/newGame';
import { createLibrary, type Notify } from './library';
import { withOperations } from './operations';
import { readTable, tableKey, type StorageLike } from './storage';

function memory() {
  const m = new Map<string, string>();
  const storage: StorageLike & { map: Map<string, string> } = {
    map: m,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
  return storage;
}

function open(storage = memory()) {
  const game = createGameStore();
  const notes: Parameters<Notify>[0][] = [];
  const lib = withOperations(createLibrary(storage, game, (n) => notes.push(n)));
  return { storage, game, lib, notes };
}

const LIFE_TABLE: Scenario = {
  version: 1,
  variant: 'free-for-all',
  options: { attack: 'multiple', format: 'commander', startingLife: 35 },
  seed: 77,
  players: [
    { name: 'Ann', vanguard: { life: 3, hand: -1 } },
    { name: 'Ben' },
    { name: 'Cat', vanguard: { life: -2, hand: 2 } },
  ],
};
const LIFE_EVENTS: GameEvent[] = [
  { type: 'life', player: 'Ben', amount: -4 },
  { type: 'commanderDamage', player: 'Ann', from: 'Cat', amount: 7, commander: 2 },
  { type: 'poison', player: 'Cat', amount: 3 },
  { type: 'setLife', player: 'Ben', to: 12 },
  { type: 'commanderDamage', player: 'Ben', from: 'Ann', amount: 12 },
];

describe('saved tables carry life', () => {
  it('format, starting life, vanguard and life events survive a reload, undone ones included', () => {
    const a = open();
    expect(a.game.getState().start(LIFE_TABLE)).toBeNull();
    for (const e of LIFE_EVENTS) expect(a.game.getState().dispatch(e)).toBeNull();
    a.game.getState().undo();
    const before = selectDerived(a.game.getState())!;
    a.lib.flush();

    const b = open(a.storage);
    expect(b.notes).toEqual([]);
    const s = b.game.getState();
    expect(s.setup).toEqual(a.game.getState().setup);
    // Every move keeps when it was made, through a reload (records count minutes from them).
    expect(s.log).toEqual(a.game.getState().log);
    expect(s.log.every((e) => /[+-]\d\d:\d\d$/.test(e.at ?? ''))).toBe(true);
    expect(s.log.map(({ at: _at, ...e }) => e)).toEqual(LIFE_EVENTS);
    expect(s.cursor).toBe(LIFE_EVENTS.length - 1);
    const after = selectDerived(s)!;
    const facts = (d: typeof after) =>
      d.players.map((p) => [p.life, p.poison, p.maxHandSize, p.commanderDamage]);
    expect(facts(after)).toEqual(facts(before));
    expect(facts(after)).toEqual([
      [31, 0, 6, [{ from: 2, commander: 2, amount: 7 }]],
      [12, 0, 7, []],
      [33, 3, 9, []],
    ]);
    // Redo after the reload: 12 commander damage takes Ben to 0 (704.5a).
    s.redo();
    expect(selectDerived(b.game.getState())!.players[1]!.departure?.rule).toBe('704.5a');
  });

  it('a stored record with a bad vanguard or life event is refused by the rules and kept aside', () => {
    const storage = memory();
    const bad = [
      {
        setup: { ...LIFE_TABLE, players: [{ name: 'A', vanguard: { life: 1.5 } }, { name: 'B' }] },
      },
      { setup: LIFE_TABLE, log: [{ type: 'life', player: 'Nobody', amount: 2 }] },
      { setup: { ...LIFE_TABLE, options: { startingLife: 0 } } },
    ];
    bad.forEach((rec, i) => {
      storage.setItem(tableKey(`bad${i}`), JSON.stringify({ log: [], cursor: 0, ...rec }));
      const r = readTable(storage, `bad${i}`);
      expect(r.ok, JSON.stringify(rec)).toBe(false);
      expect(r.ok || r.problem.keptAs).toBeTruthy();
    });
  });
});

describe('share links and scenario files carry life too', () => {
  it('a link and an exported file bring back format, starting life, vanguard, seed and events', () => {
    const decoded = decodeTable(encodeTable({ ...LIFE_TABLE, events: LIFE_EVENTS }, 4));
    if (!decoded.ok) throw new Error(decoded.error.message);
    expect(decoded.scenario).toEqual({ ...LIFE_TABLE, events: LIFE_EVENTS });
    expect(decoded.cursor).toBe(4);
    const file = importScenarioText(
      exportScenario({ setup: LIFE_TABLE, log: LIFE_EVENTS, cursor: LIFE_EVENTS.length }),
    );
    if (!file.ok) throw new Error(file.message);
    expect(file.facts.setup).toEqual({ ...LIFE_TABLE, version: 1 });
    expect(file.facts.log).toEqual(LIFE_EVENTS);
  });
});

describe('rematch and the saved tables', () => {
  const pod = PRESETS.find((p) => p.id === 'commander')!.scenario;
  function finished() {
    const t = open();
    t.game.getState().start({ ...pod, startingPlayer: 'Alex' });
    for (const player of ['Bianca', 'Carissa', 'Dmitri'])
      t.game.getState().dispatch({ type: 'life', player, amount: -40 });
    t.lib.flush();
    return t;
  }
  const ids = (t: ReturnType<typeof open>) => t.lib.store.getState().index.tables.map((x) => x.id);

  it('the finished game stays a saved table; the rematch gets an entry of its own', () => {
    const t = finished();
    const oldId = t.lib.store.getState().index.currentId!;
    rematch(t.game, 3);
    t.lib.flush();
    const index = t.lib.store.getState().index;
    expect(index.tables).toHaveLength(2);
    expect(index.currentId).not.toBe(oldId);
    const kept = readTable(t.storage, oldId);
    expect(kept.ok && kept.facts.log).toHaveLength(3);
  });

  it('Undo at the rematch’s start reopens the finished table and drops the empty rematch entry', () => {
    const t = finished();
    const oldId = t.lib.store.getState().index.currentId!;
    rematch(t.game, 3);
    t.lib.flush();
    const rematchId = t.lib.store.getState().index.currentId!;
    t.game.getState().undo();
    t.lib.flush();
    expect(ids(t)).toEqual([oldId]);
    expect(t.lib.store.getState().index.currentId).toBe(oldId);
    expect(t.storage.getItem(tableKey(rematchId))).toBeNull();
    expect(selectDerived(t.game.getState())!.gameOver).toBe(true);
    // A reload opens the finished table, its history whole.
    const again = open(t.storage);
    expect(again.game.getState().log).toHaveLength(3);
  });

  it('a rematch that was played is kept as a saved table when Undo goes back past its start', () => {
    const t = finished();
    const oldId = t.lib.store.getState().index.currentId!;
    rematch(t.game, 3);
    const rematchId = t.lib.store.getState().index.currentId!;
    t.game.getState().dispatch({ type: 'life', player: 'Alex', amount: -5 });
    t.game.getState().undo();
    t.game.getState().undo();
    t.lib.flush();
    expect(t.lib.store.getState().index.currentId).toBe(oldId);
    const kept = readTable(t.storage, rematchId);
    expect(kept.ok && kept.facts.log).toHaveLength(1);
  });
});
