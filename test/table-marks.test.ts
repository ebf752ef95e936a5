// The monarch and the initiative, the city's blessing, day and night, the table's counters and
// dice: through the engine, the history, a share link and a live merge.
import { describe, expect, it } from 'vitest';
import { decodeTable, encodeTable } from '../src/share/codec';
import { describeEvent } from '../src/rules/events';
import { parseEvent } from '../src/rules/events/schema';
import { mergeRecords } from '../src/rules/merge';
import { applyEvent, replay, takenBetween } from '../src/rules/play';
import { eventReasons } from '../src/rules/explain';
import { report } from '../src/rules/report';
import { buildTable } from '../src/rules/setup';
import type { GameEvent, Scenario } from '../src/rules/types';

const FOUR: Scenario = {
  version: 1,
  variant: 'free-for-all',
  seating: 'as-listed',
  startingPlayer: 'Ana',
  players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }],
};
const table = () => buildTable(FOUR).table!;
const play = (events: GameEvent[]) => {
  const r = replay(table(), events);
  expect(r.error).toBeNull();
  return r.game;
};
const monarch = (player: string): GameEvent => ({
  type: 'designate',
  designation: 'monarch',
  player,
});
const initiative = (player: string): GameEvent => ({
  type: 'designate',
  designation: 'initiative',
  player,
});
const concede = (player: string): GameEvent => ({ type: 'leave', player, reason: 'concede' });
const end: GameEvent = { type: 'endTurn' };

describe('724.4: when the monarch leaves the game', () => {
  it('724.4: the active player becomes the monarch', () => {
    // Ana's turn; Cy, the monarch, concedes.
    const game = play([monarch('Cy'), concede('Cy')]);
    expect(game.designations.monarch).toBe(0);
    expect(report(game).players[0]!.designations).toEqual(['monarch']);
  });

  it('724.4: a monarch who leaves during their own turn passes it to the next player in turn order', () => {
    // Bo's turn; Bo, the monarch, concedes: Cy is next in turn order.
    const game = play([end, monarch('Bo'), concede('Bo')]);
    expect(game.designations.monarch).toBe(2);
  });

  it('724.4: next in turn order skips players who have left', () => {
    const game = play([end, concede('Cy'), monarch('Bo'), concede('Bo')]);
    expect(game.designations.monarch).toBe(3);
  });

  it('724.4: a monarch who loses to damage passes it the same way', () => {
    const game = play([monarch('Di'), { type: 'life', player: 'Di', amount: -40 }]);
    expect(game.inGame[3]).toBe(false);
    expect(game.designations.monarch).toBe(0);
  });
});

describe('724.2: a commander’s combat damage to the monarch crowns its controller', () => {
  const pod = () => buildTable({ ...FOUR, options: { format: 'commander' } }).table!;
  const hit = (player: string, from: string, amount: number): GameEvent => ({
    type: 'commanderDamage',
    player,
    from,
    amount,
  });
  const playPod = (events: GameEvent[]) => {
    const r = replay(pod(), events);
    expect(r.error).toBeNull();
    return r.game;
  };

  it('724.2: Bo’s commander hits Cy, the monarch: Bo becomes the monarch, in the same move', () => {
    const before = playPod([monarch('Cy')]);
    const r = applyEvent(before, hit('Cy', 'Bo', 4));
    expect(r.ok && r.value.designations.monarch).toBe(1);
    // Undone with that tap: the game before it still has Cy as the monarch.
    expect(before.designations.monarch).toBe(2);
    // The history line says who took it; the why cites 724.2.
    expect(r.ok && takenBetween(before, r.value)).toBe('Bo becomes the monarch');
    const why = r.ok ? eventReasons(before, r.value, hit('Cy', 'Bo', 4)) : [];
    expect(why.map((x) => x.rule)).toContain('724.2');
  });

  it('724.2: damage to someone else, or with no monarch, moves nothing', () => {
    expect(playPod([monarch('Cy'), hit('Di', 'Bo', 4)]).designations.monarch).toBe(2);
    expect(playPod([hit('Cy', 'Bo', 4)]).designations.monarch).toBeUndefined();
  });

  it('724.2 with 903.10a: 21 from one commander knocks the monarch out and its controller keeps the crown', () => {
    const game = playPod([monarch('Cy'), hit('Cy', 'Bo', 21)]);
    expect(game.inGame[2]).toBe(false);
    expect(game.designations.monarch).toBe(1);
  });
});

describe('725.4: when the player with the initiative leaves the game', () => {
  it('725.4: the active player takes the initiative', () => {
    const game = play([initiative('Di'), concede('Di')]);
    expect(game.designations.initiative).toBe(0);
  });

  it('725.4: during their own turn, the next player in turn order takes it', () => {
    const game = play([end, end, initiative('Cy'), concede('Cy')]);
    expect(game.designations.initiative).toBe(3);
  });

  it('reads in the history: takes the initiative, becomes the monarch', () => {
    expect(describeEvent(initiative('Ana'))).toBe('Ana takes the initiative');
    expect(describeEvent(monarch('Bo'))).toBe('Bo becomes the monarch');
    expect(describeEvent({ type: 'designate', designation: 'initiative' })).toBe(
      'nobody has the initiative any more',
    );
  });

  it('the monarch and the initiative are held apart, one holder each', () => {
    const game = play([monarch('Ana'), initiative('Bo'), monarch('Cy')]);
    expect(game.designations).toEqual({ monarch: 2, initiative: 1 });
  });
});

describe('counters: energy, experience, rad, commander casts, the table’s own, storm', () => {
  const counter = (player: string, c: string, amount: number): GameEvent => ({
    type: 'counter',
    player,
    counter: c,
    amount,
  });

  it('122.1: each player keeps their own, never below none', () => {
    const game = play([
      counter('Ana', 'energy', 3),
      counter('Ana', 'energy', -5),
      counter('Bo', 'experience', 2),
      counter('Cy', 'rad', 4),
      counter('Di', 'Lore', 2),
    ]);
    const r = report(game);
    expect(r.players.map((p) => p.counters)).toEqual([
      undefined,
      { experience: 2 },
      { rad: 4 },
      { Lore: 2 },
    ]);
    expect(describeEvent(counter('Di', 'Lore', 2))).toBe('Di gets 2 Lore counters');
    expect(describeEvent(counter('Ana', 'energy', 1))).toBe('Ana gets 1 energy counter');
  });

  it('903.8: commander tax is {2} for each cast from the command zone', () => {
    const game = play([counter('Ana', 'commanderCasts', 1), counter('Ana', 'commanderCasts', 1)]);
    const ana = report(game).players[0]!;
    expect(ana.counters).toEqual({ commanderCasts: 2 });
    expect(ana.commanderTax).toBe(4);
    expect(describeEvent(counter('Ana', 'commanderCasts', 1))).toBe(
      'Ana casts their commander from the command zone',
    );
  });

  it('702.40a: the storm count is the table’s, and starts over when a turn begins', () => {
    const stormed = play([counter('Ana', 'storm', 2), counter('Bo', 'storm', 1)]);
    expect(report(stormed).storm).toBe(3);
    expect(report(stormed).players.every((p) => p.counters === undefined)).toBe(true);
    const next = applyEvent(stormed, end);
    expect(next.ok && report(next.value).storm).toBeUndefined();
  });
});

describe("702.131c: the city's blessing", () => {
  it("702.131c: is kept once gained, and can't be taken away as a counter", () => {
    const game = play([
      { type: 'cityBlessing', player: 'Bo' },
      { type: 'cityBlessing', player: 'Bo' },
    ]);
    expect(report(game).players[1]!.designations).toEqual(['cityBlessing']);
    const r = applyEvent(game, {
      type: 'counter',
      player: 'Bo',
      counter: 'cityBlessing',
      amount: -1,
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.rule).toBe('702.131c');
    expect(describeEvent({ type: 'cityBlessing', player: 'Bo' })).toBe(
      "Bo gets the city's blessing",
    );
  });
});

describe('726: day and night', () => {
  it('726: neither at first, then day or night for the whole game', () => {
    expect(report(play([])).dayNight).toBeUndefined();
    const game = play([
      { type: 'dayNight', to: 'day' },
      { type: 'dayNight', to: 'night' },
    ]);
    expect(report(game).dayNight).toBe('night');
    expect(describeEvent({ type: 'dayNight', to: 'day' })).toBe('it becomes day');
    expect(parseEvent({ type: 'dayNight', to: 'dusk' }).ok).toBe(false);
  });
});

describe('dice and coin (706.1, 705.1)', () => {
  it('keeps who rolled what; the game does not change', () => {
    const before = play([]);
    const r = applyEvent(before, { type: 'roll', player: 'Cy', die: 'd20', result: 17 });
    expect(r.ok && r.value.counters).toBe(before.counters);
    expect(describeEvent({ type: 'roll', player: 'Cy', die: 'd20', result: 17 })).toBe(
      'Cy rolls a d20: 17',
    );
    expect(describeEvent({ type: 'roll', player: 'Cy', die: 'coin', result: 'tails' })).toBe(
      'Cy flips a coin: tails',
    );
  });

  it('706.1: a result the die does not have is refused', () => {
    const game = play([]);
    const bad = applyEvent(game, { type: 'roll', player: 'Ana', die: 'd6', result: 7 });
    expect(!bad.ok && bad.error.rule).toBe('706.1');
    const coin = applyEvent(game, { type: 'roll', player: 'Ana', die: 'coin', result: 1 });
    expect(!coin.ok && coin.error.rule).toBe('705.1');
    expect(parseEvent({ type: 'roll', player: 'Ana', die: 'd7', result: 1 }).ok).toBe(false);
  });
});

describe('in links and live rooms', () => {
  const all: GameEvent[] = [
    monarch('Ana'),
    initiative('Bo'),
    { type: 'counter', player: 'Cy', counter: 'energy', amount: 2 },
    { type: 'cityBlessing', player: 'Di' },
    { type: 'dayNight', to: 'night' },
    { type: 'roll', player: 'Ana', die: 'd6', result: 4 },
    { type: 'roll', player: 'Bo', die: 'd20', result: 20 },
    { type: 'roll', player: 'Cy', die: 'coin', result: 'heads' },
    { type: 'roll', player: 'Di', die: 'coin', result: 'tails' },
    end,
  ];

  it('travel in a version 6 link and come back the same; older tables keep their version', () => {
    const s: Scenario = { ...FOUR, events: all };
    const link = encodeTable(s);
    expect(link.startsWith('t6.')).toBe(true);
    const back = decodeTable(link);
    expect(back.ok && back.scenario).toEqual(s);
    expect(encodeTable({ ...FOUR, events: [monarch('Ana')] }).startsWith('t5.')).toBe(true);
    expect(encodeTable({ ...FOUR, events: [end] }).startsWith('t4.')).toBe(true);
  });

  it('a roll made on one device is the same roll on every device in a live merge', () => {
    const records = [
      { k: 'game', id: 'g1', dev: 'a', setup: FOUR },
      { k: 'ev', id: 'e1', dev: 'a', game: 'g1', turn: 1, event: all[5] },
      { k: 'ev', id: 'e2', dev: 'b', game: 'g1', turn: 1, event: monarch('Cy') },
    ];
    // Every device merges the same records: the number is the one device a drew, not redrawn.
    const merged = mergeRecords(records, buildTable);
    expect(merged.entries.map((e) => e.status)).toEqual(['applied', 'applied']);
    expect(merged.entries.map((e) => describeEvent(e.event))).toEqual([
      'Ana rolls a d6: 4',
      'Cy becomes the monarch',
    ]);
    // A record whose roll no die shows is refused when merged, not guessed.
    const bad = mergeRecords(
      [records[0]!, { ...records[1]!, event: { ...all[5]!, result: 9 } }],
      buildTable,
    );
    expect(bad.entries.map((e) => e.status)).not.toEqual(['applied']);
  });
});

describe('what the chart shows of them (chartMarks)', () => {
  it('badges by id, a short counter line with the tax, and the table note', async () => {
    const { chartMarks } = await import('../src/rules/marks');
    const game = play([
      monarch('Bo'),
      initiative('Bo'),
      { type: 'cityBlessing', player: 'Cy' },
      { type: 'counter', player: 'Ana', counter: 'energy', amount: 2 },
      { type: 'counter', player: 'Ana', counter: 'commanderCasts', amount: 1 },
      { type: 'counter', player: 'Ana', counter: 'storm', amount: 3 },
      { type: 'dayNight', to: 'day' },
    ]);
    const marks = chartMarks(game);
    expect(marks.seats.map((s) => s.held)).toEqual(['', 'monarch initiative', 'cityBlessing', '']);
    expect(marks.seats[0]!.counts).toBe('energy 2 · tax 2');
    expect(marks.seats[0]!.words).toBe('energy 2, commander tax 2');
    expect(marks.seats[1]!.words).toBe('the monarch, has the initiative');
    expect(marks.note).toBe('☀ Day · Storm 3');
  });
});
