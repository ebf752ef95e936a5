import { describe, expect, it, vi } from 'vitest';
import { type GameEvent, type Scenario } from '../rules';
import { PRESETS } from '../rules/presets';
// Tables other than the example are built by setup.ts, which whatever opens them loads.
import '../rules/setup';
import {
  GATHER_MS,
  createGameStore,
  gameAt,
  selectDerived,
  selectFocus,
  selectRinged,
  selectGame,
  selectTable,
} from './gameStore';

const emperor = PRESETS.find((p) => p.id === 'emperor')!.scenario;
/** A log without its times (each move's `at`, tested on its own below). */
const untimed = (log: readonly GameEvent[]) => log.map(({ at: _at, ...e }) => e);
const names = (store: ReturnType<typeof createGameStore>) => {
  const d = selectDerived(store.getState())!;
  return d.activePlayers.map((s) => d.players[s]!.name);
};

describe('game store: setup and event log are the facts, the rest is derived', () => {
  it('starts a valid table and derives its state', () => {
    const store = createGameStore();
    expect(store.getState().start({ ...emperor, startingPlayer: 'Esme' })).toBeNull();
    expect(names(store)).toEqual(['Esme']);
    expect(store.getState().log).toEqual([]);
  });

  it('keeps when the game began and when each move was made, in the device zone', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date(2026, 10, 27, 20, 15, 3));
      const store = createGameStore();
      expect(store.getState().start(emperor)).toBeNull();
      const zoned = /^2026-11-27T20:15:03\.000[+-]\d\d:\d\d$/;
      expect(store.getState().setup.startedAt).toMatch(zoned);
      vi.setSystemTime(new Date(2026, 10, 27, 20, 47, 0));
      store.getState().dispatch({ type: 'endTurn' });
      expect(store.getState().log[0]!.at).toMatch(/^2026-11-27T20:47:00\.000[+-]\d\d:\d\d$/);
      // A move that already has its time (a live one, a file's) keeps it.
      const at = '2026-11-27T21:00:00+01:00';
      store.getState().dispatch({ type: 'endTurn', at });
      expect(store.getState().log[1]!.at).toBe(at);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an invalid table with the rule and keeps the current table as it was', () => {
    const store = createGameStore();
    store.getState().start(emperor);
    store.getState().dispatch({ type: 'endTurn' });
    const before = { setup: store.getState().setup, log: store.getState().log };
    const bad: Scenario = {
      variant: 'emperor',
      players: [
        { name: 'A', team: 'X' },
        { name: 'B', team: 'X' },
        { name: 'C', team: 'Y' },
      ],
    };
    const err = store.getState().start(bad);
    expect(err?.rule).toBeDefined();
    expect(store.getState().setup).toBe(before.setup);
    expect(store.getState().log).toBe(before.log);
  });

  it('a refused event changes nothing and is remembered to show once', () => {
    const store = createGameStore();
    store.getState().start(emperor);
    const err = store.getState().dispatch({ type: 'leave', player: 'Nobody' });
    expect(err?.message).toMatch(/Nobody/);
    expect(store.getState().refusal).toEqual(err);
    expect(store.getState().cursor).toBe(0);
    store.getState().dismissRefusal();
    expect(store.getState().refusal).toBeNull();
  });

  it('undo and redo move through the log; a new event after undo drops the redo branch', () => {
    const store = createGameStore();
    store.getState().start({ ...emperor, startingPlayer: 'Bianca' });
    const s = () => store.getState();
    s().dispatch({ type: 'endTurn' });
    s().dispatch({ type: 'endTurn' });
    expect(names(store)).toEqual(['Dmitri']);
    s().undo();
    expect(names(store)).toEqual(['Carissa']);
    s().undo();
    expect(names(store)).toEqual(['Bianca']);
    s().undo(); // nothing left to undo
    expect(s().cursor).toBe(0);
    s().redo();
    expect(names(store)).toEqual(['Carissa']);
    s().dispatch({ type: 'leave', player: 'Dmitri', reason: 'concede' });
    expect(s().log).toHaveLength(2);
    s().redo(); // the old branch is gone
    expect(s().cursor).toBe(2);
    expect(selectDerived(s())!.players[3]!.departure?.how).toBe('conceded');
  });

  it('jumping back in the history shows the table as it was then', () => {
    const store = createGameStore();
    store.getState().start({ ...emperor, startingPlayer: 'Bianca' });
    for (let i = 0; i < 4; i++) store.getState().dispatch({ type: 'endTurn' });
    store.getState().jumpTo(1);
    expect(names(store)).toEqual(['Carissa']);
    expect(selectDerived(store.getState())!.turn).toBe(2);
    store.getState().jumpTo(99);
    expect(store.getState().cursor).toBe(4);
  });

  it('derived values are memoised: the same state gives the same objects', () => {
    const store = createGameStore();
    store.getState().start(emperor);
    const a = selectDerived(store.getState());
    store.getState().setUi({ showAllRanges: true });
    expect(selectDerived(store.getState())).toBe(a);
    expect(selectTable(store.getState())).toBe(a!.table);
  });

  it('the timeline replays from the shared prefix when the log changes under it', () => {
    const store = createGameStore();
    store.getState().start(emperor);
    store.getState().dispatch({ type: 'endTurn' });
    const table = selectTable(store.getState())!;
    const g1 = selectGame(store.getState())!;
    expect(gameAt(table, store.getState().log, 1)).toBe(g1);
    expect(gameAt(table, [...store.getState().log], 1).turn).toBe(2);
  });
});

describe('life counters: quick taps gathered into one history entry', () => {
  const pod = PRESETS.find((p) => p.id === 'commander')!.scenario;
  const lifeOf = (store: ReturnType<typeof createGameStore>, name: string) =>
    selectDerived(store.getState())!.players.find((p) => p.name === name)!.life;

  it('a tap shows at once, before it is saved: life, commander damage and the loss it causes (903.10a)', () => {
    vi.useFakeTimers();
    try {
      const store = createGameStore();
      store.getState().start(pod);
      store.getState().tap({ type: 'life', player: 'Bianca', amount: -3 });
      // Not in the history yet, but on the chart and in every panel now.
      expect(store.getState().log).toHaveLength(0);
      expect(lifeOf(store, 'Bianca')).toBe(37);
      for (let i = 0; i < 21; i++)
        store
          .getState()
          .tap({ type: 'commanderDamage', player: 'Bianca', from: 'Alex', amount: 1 });
      const shown = selectDerived(store.getState())!.players.find((p) => p.name === 'Bianca')!;
      expect(shown.commanderDamage[0]).toMatchObject({ amount: 21 });
      expect(shown.inGame).toBe(false);
      expect(untimed(store.getState().log)).toEqual([
        { type: 'life', player: 'Bianca', amount: -3 },
      ]);
      vi.advanceTimersByTime(GATHER_MS);
      expect(store.getState().log).toHaveLength(2);
      const saved = selectDerived(store.getState())!.players.find((p) => p.name === 'Bianca')!;
      expect(saved.inGame).toBe(false);
      expect(saved.life).toBe(16);
    } finally {
      vi.useRealTimers();
    }
  });

  it('taps on one counter become one event after the pause; the running change is pending', () => {
    vi.useFakeTimers();
    try {
      const store = createGameStore();
      store.getState().start(pod);
      for (let i = 0; i < 7; i++)
        store.getState().tap({ type: 'life', player: 'Bianca', amount: -1 });
      expect(store.getState().pending).toMatchObject({ player: 'Bianca', amount: -7 });
      expect(store.getState().log).toHaveLength(0);
      vi.advanceTimersByTime(GATHER_MS - 1);
      expect(store.getState().log).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(store.getState().pending).toBeNull();
      expect(untimed(store.getState().log)).toEqual([
        { type: 'life', player: 'Bianca', amount: -7 },
      ]);
      expect(lifeOf(store, 'Bianca')).toBe(33);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gathered taps are applied once: the game shown while they gather is the game saved', () => {
    const store = createGameStore();
    store.getState().start(pod);
    for (let i = 0; i < 3; i++)
      store.getState().tap({ type: 'life', player: 'Bianca', amount: -1 });
    const shown = selectGame(store.getState())!;
    store.getState().commitPending();
    expect(untimed(store.getState().log)).toEqual([{ type: 'life', player: 'Bianca', amount: -3 }]);
    // The very game the taps showed: the event was not applied a second time to save it.
    expect(selectGame(store.getState())).toBe(shown);
    // Taps the rules refuse are refused when saved, with the same reason, and not saved.
    store.getState().tap({ type: 'counter', player: 'Bianca', counter: '?', amount: 1 });
    expect(selectGame(store.getState())).toBe(shown);
    const refusal = store.getState().commitPending();
    expect(store.getState().log).toHaveLength(1);
    expect(refusal?.rule).toBe('122.1');
    expect(store.getState().refusal).toBe(refusal);
  });

  it('another counter, End turn or Undo commits the gathered taps first', () => {
    const store = createGameStore();
    store.getState().start(pod);
    const s = () => store.getState();
    s().tap({ type: 'life', player: 'Alex', amount: 1 });
    s().tap({ type: 'life', player: 'Alex', amount: 1 });
    s().tap({ type: 'poison', player: 'Alex', amount: 1 });
    expect(untimed(s().log)).toEqual([{ type: 'life', player: 'Alex', amount: 2 }]);
    s().dispatch({ type: 'endTurn' });
    expect(s().log.map((e) => e.type)).toEqual(['life', 'poison', 'endTurn']);
    s().tap({ type: 'commanderDamage', player: 'Alex', from: 'Bianca', amount: 5 });
    s().undo();
    expect(s().log).toHaveLength(4);
    expect(s().cursor).toBe(3);
    s().redo();
    expect(selectDerived(s())!.players[0]!.commanderDamage[0]!.amount).toBe(5);
  });

  it('taps that cancel out leave no entry; commander damage taps never go below 0', () => {
    const store = createGameStore();
    store.getState().start(pod);
    const s = () => store.getState();
    s().tap({ type: 'life', player: 'Alex', amount: 1 });
    s().tap({ type: 'life', player: 'Alex', amount: -1 });
    expect(s().commitPending()).toBeNull();
    s().tap({ type: 'commanderDamage', player: 'Alex', from: 'Bianca', amount: -1 });
    expect(s().pending!.amount).toBe(0);
    s().commitPending();
    expect(s().log).toEqual([]);
  });

  it('21 commander damage through the counters: the player leaves, and Undo brings them back', () => {
    const store = createGameStore();
    store.getState().start(pod);
    const s = () => store.getState();
    for (let i = 0; i < 21; i++)
      s().tap({ type: 'commanderDamage', player: 'Carissa', from: 'Alex', amount: 1 });
    s().commitPending();
    const carissa = () => selectDerived(s())!.players.find((p) => p.name === 'Carissa')!;
    expect(carissa()).toMatchObject({ inGame: false, life: 19 });
    expect(carissa().departure!.rule).toBe('903.10a');
    s().undo();
    expect(carissa()).toMatchObject({ inGame: true, life: 40 });
  });
});

describe('the selected seat when its player leaves', () => {
  const ffa: Scenario = {
    version: 1,
    variant: 'free-for-all',
    players: ['Ann', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
    startingPlayer: 'Ann',
    options: { rangeOfInfluence: 1 },
  };

  it('the chart turns to the active player: a player out of the game has no range to show', () => {
    const store = createGameStore(ffa);
    store.getState().toggleSelected(2); // Cy
    expect(selectFocus(store.getState())).toBe(2);
    store.getState().dispatch({ type: 'leave', player: 'Cy', reason: 'lose' });
    expect(selectRinged(store.getState())).toBeNull();
    expect(selectFocus(store.getState())).toBe(0); // Ann, whose turn it is
    // Undo brings Cy back, and the chart may be turned to them again by a tap.
    store.getState().undo();
    expect(selectFocus(store.getState())).toBe(0);
  });

  it('a player put out by taps still being gathered stays selected when the taps are committed', () => {
    const store = createGameStore(ffa);
    const s = () => store.getState();
    // Cy's life to 0 by taps: shown out of the game at once, though not yet in the log.
    for (let i = 0; i < 20; i++) s().tap({ type: 'life', player: 'Cy', amount: -1 });
    expect(selectDerived(s())!.players[2]!.inGame).toBe(false);
    s().toggleSelected(2); // to read why Cy left
    s().commitPending();
    expect(selectDerived(s())!.players[2]!.inGame).toBe(false);
    expect(selectRinged(s())).toBe(2);
    // Selected while the taps put them out, too: the panel stays on Di, whose counters are still
    // at hand for a tap too many, rather than turning away 1.2 s after the last tap.
    s().toggleSelected(3); // Di
    for (let i = 0; i < 20; i++) s().tap({ type: 'life', player: 'Di', amount: -1 });
    s().commitPending();
    expect(selectRinged(s())).toBe(3);
    // A move that puts the selected player out still turns the chart to the active player.
    s().toggleSelected(1); // Bo
    s().dispatch({ type: 'leave', player: 'Bo', reason: 'lose' });
    expect(selectRinged(s())).toBeNull();
  });

  it('a seat of a player who had already left can still be tapped to read about them', () => {
    const store = createGameStore(ffa);
    store.getState().dispatch({ type: 'leave', player: 'Cy', reason: 'lose' });
    store.getState().toggleSelected(2);
    store.getState().dispatch({ type: 'endTurn' });
    expect(selectRinged(store.getState())).toBe(2);
  });
});
