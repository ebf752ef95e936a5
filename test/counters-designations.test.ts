// Counters and designations as data: a counter and a designation defined here, in the test, and nowhere in the app, plays through
// the engine (start, changes, its floor, the loss it causes and the why's rule), travels in a
// share link and adds up in a live merge, with no other code knowing it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeTable, encodeTable } from '../src/share/codec';
import { defineCounter, counterSpec, counterSpecs, type CounterSpec } from '../src/rules/counters';
import { defineDesignation } from '../src/rules/designations';
import { describeEvent } from '../src/rules/events';
import { english } from '../src/rules/words';
import { mergeRecords } from '../src/rules/merge';
import { applyEvent, replay } from '../src/rules/play';
import { buildTable } from '../src/rules/setup';
import type { GameEvent, Scenario } from '../src/rules/types';

/** A house rule's counter: five doom counters and a player loses (cited as 704.3). */
const DOOM: CounterSpec = {
  id: 'doom',
  rule: '122.1',
  scope: 'player',
  start: (table) => table.players.map(() => 0),
  floor: 0,
  loss: {
    reached: (amount) => amount >= 5,
    rule: () => '704.3',
    cause: (amount) => `${amount} doom counters`,
  },
  words: ['doom counter', 'doom counters'],
};

const FFA: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }],
};
const doom = (player: string, amount: number): GameEvent => ({
  type: 'counter',
  counter: 'doom',
  player,
  amount,
});

describe('a counter defined in a test', () => {
  let undefine: () => void;
  beforeEach(() => {
    undefine = defineCounter(DOOM);
  });
  afterEach(() => undefine());

  it('starts, changes, stops at its floor and reads in the history', () => {
    const table = buildTable(FFA).table!;
    const { game, error } = replay(table, [doom('Bo', 2), doom('Bo', -1), doom('Cy', -3)]);
    expect(error).toBeNull();
    expect(game.counters.doom).toEqual([0, 1, 0]);
    expect(describeEvent(doom('Bo', 2))).toBe('Bo gets 2 doom counters');
    expect(describeEvent(doom('Bo', -1))).toBe('Bo loses 1 doom counter');
  });

  it('makes a player lose at its amount, with its rule and cause (704.3)', () => {
    const table = buildTable(FFA).table!;
    const { game } = replay(table, [doom('Bo', 4)]);
    expect(game.inGame).toEqual([true, true, true]);
    const r = applyEvent(game, doom('Bo', 1));
    expect(r.ok && r.value.inGame).toEqual([true, false, true]);
    expect(r.ok && r.value.departures[1]).toEqual({
      how: 'lost',
      rule: '704.3',
      cause: '5 doom counters',
    });
  });

  it('travels in a share link, in the lowest version that carries it', () => {
    const s: Scenario = { ...FFA, events: [doom('Ana', 3), { type: 'endTurn' }] };
    const link = encodeTable(s, 1);
    expect(link.startsWith('t5.')).toBe(true);
    const back = decodeTable(link);
    expect(back.ok && back.scenario).toEqual(s);
    expect(back.ok && back.cursor).toBe(1);
    // Without counter events the link is the version 4 one it always was.
    expect(encodeTable({ ...FFA, events: [{ type: 'endTurn' }] }).startsWith('t4.')).toBe(true);
  });

  it('adds up across devices in a live merge (119.3 holds for counters too)', () => {
    const records = [
      { k: 'game', id: 'g1', dev: 'a', setup: FFA },
      { k: 'ev', id: 'e1', dev: 'a', game: 'g1', turn: 1, event: doom('Cy', 2) },
      { k: 'ev', id: 'e2', dev: 'b', game: 'g1', turn: 1, event: doom('Cy', 2) },
    ];
    const merged = mergeRecords(records, buildTable);
    expect(merged.game?.counters.doom).toEqual([0, 0, 4]);
    expect(merged.entries.map((e) => e.status)).toEqual(['applied', 'applied']);
  });

  it("once it is gone, is a plain counter of the table's own, with no loss", () => {
    undefine();
    const table = buildTable(FFA).table!;
    const { game, error } = replay(table, [doom('Ana', 7), doom('Bo', -1)]);
    expect(error).toBeNull();
    expect(game.inGame).toEqual([true, true, true]);
    expect(game.counters.doom).toEqual([7, 0, 0]);
    undefine = defineCounter(DOOM);
  });

  it('is refused under a name no counter could have, with a message naming it', () => {
    const table = buildTable(FFA).table!;
    const { error } = replay(table, [
      doom('Ana', 1),
      { type: 'counter', player: 'Ana', counter: '__proto__', amount: 1 },
    ]);
    expect(error?.message).toMatch(/"__proto__" is no counter name/);
  });
});

describe('the built-in counters', () => {
  it('are life, poison and commander damage first, in the order their losses are checked (704.5a, 704.5c, 903.10a)', () => {
    expect(counterSpecs().map((c) => c.id)).toEqual([
      'life',
      'poison',
      'commanderDamage',
      'energy',
      'experience',
      'rad',
      'commanderCasts',
      'storm',
      'cityBlessing',
    ]);
    expect(
      counterSpecs()
        .filter((c) => c.loss)
        .map((c) => c.id),
    ).toEqual(['life', 'poison', 'commanderDamage']);
    expect(counterSpec('life')!.loss!.rule(buildTable(FFA).table!)).toBe('704.5a');
    expect(counterSpec('commanderDamage')!.scope).toBe('source');
  });

  it('keep commander damage per source, from the spec: 21 from one commander is a loss, from two is not (903.10a)', () => {
    const table = buildTable({ ...FFA, options: { format: 'commander' } }).table!;
    const hit = (from: string, amount: number, commander?: 1 | 2): GameEvent => ({
      type: 'commanderDamage',
      player: 'Cy',
      from,
      amount,
      ...(commander ? { commander } : {}),
    });
    const { game } = replay(table, [hit('Ana', 20), hit('Bo', 10), hit('Ana', 3, 2)]);
    expect(game.sourced.commanderDamage).toEqual({ '2>0.1': 20, '2>1.1': 10, '2>0.2': 3 });
    expect(game.counters.commanderDamage).toBeUndefined();
    expect(game.inGame).toEqual([true, true, true]);
    const r = applyEvent(game, hit('Ana', 1));
    const left = r.ok ? r.value.departures[2] : undefined;
    expect(left && { ...left, cause: english(left.cause!) }).toEqual({
      how: 'lost',
      rule: '903.10a',
      cause: "21 combat damage from Ana's commander",
    });
    // The generic counter event does not reach a counter kept per source.
    const generic = applyEvent(game, {
      type: 'counter',
      player: 'Cy',
      counter: 'commanderDamage',
      amount: 1,
    });
    expect(generic.ok).toBe(false);
  });

  it('count commander damage in Brawl without the loss (903.12h)', () => {
    const table = buildTable({ ...FFA, options: { format: 'brawl' } }).table!;
    const { game } = replay(table, [
      { type: 'commanderDamage', player: 'Cy', from: 'Ana', amount: 21 },
    ]);
    expect(game.sourced.commanderDamage).toEqual({ '2>0.1': 21 });
    expect(game.inGame).toEqual([true, true, true]);
  });

  it('refuse a second counter with the same id', () => {
    expect(() => defineCounter({ ...DOOM, id: 'poison' })).toThrow(/exists already/);
  });
});

describe('a designation defined in a test', () => {
  let undefine: () => void;
  beforeEach(() => {
    // A house rule's: when its holder leaves, the next player to their left still in takes it.
    undefine = defineDesignation({
      id: 'crown',
      rule: '800.4',
      words: 'the crown holder',
      badge: { shape: 'ring', spot: 'top-left' },
      onLeave: (game, left) => {
        const n = game.inGame.length;
        for (let k = 1; k < n; k++) if (game.inGame[(left + k) % n]) return (left + k) % n;
        return null;
      },
    });
  });
  afterEach(() => undefine());
  const crown = (player?: string): GameEvent => ({
    type: 'designate',
    designation: 'crown',
    ...(player ? { player } : {}),
  });

  it('has one holder or none, and passes on as its spec says when the holder leaves (800.4)', () => {
    const table = buildTable(FFA).table!;
    const { game, error } = replay(table, [crown('Ana'), crown('Bo')]);
    expect(error).toBeNull();
    expect(game.designations).toEqual({ crown: 1 });
    expect(describeEvent(crown('Bo'))).toBe('Bo becomes the crown holder');
    const left = applyEvent(game, { type: 'leave', player: 'Bo', reason: 'concede' });
    expect(left.ok && left.value.designations).toEqual({ crown: 2 });
    const none = replay(table, [crown('Ana'), crown()]).game;
    expect(none.designations).toEqual({ crown: null });
  });

  it('travels in a link and merges from two devices, the later record winning', () => {
    const s: Scenario = { ...FFA, events: [crown('Cy')] };
    const back = decodeTable(encodeTable(s));
    expect(back.ok && back.scenario).toEqual(s);
    const merged = mergeRecords(
      [
        { k: 'game', id: 'g1', dev: 'a', setup: FFA },
        { k: 'ev', id: 'e1', dev: 'a', game: 'g1', turn: 1, event: crown('Ana') },
        { k: 'ev', id: 'e2', dev: 'b', game: 'g1', turn: 1, event: crown('Cy') },
      ],
      buildTable,
    );
    expect(merged.game?.designations).toEqual({ crown: 2 });
  });

  it('an unknown designation is refused, not guessed', () => {
    const table = buildTable(FFA).table!;
    const { error } = replay(table, [{ type: 'designate', designation: 'mayor', player: 'Ana' }]);
    expect(error?.message).toMatch(/no designation called "mayor"/);
  });
});
