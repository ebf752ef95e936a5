// Two tabs of one browser with one saved table: how one tab follows what the other saved.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTable } from './setup';
import { replay } from './play';
import { mergeRecords, mergeTabs, readRecord, staleRuns } from './merge';
import type { GameEvent, Scenario, Table } from './types';

const FFA: Scenario = {
  version: 1,
  variant: 'free-for-all',
  players: ['Ann', 'Bo', 'Cy', 'Di'].map((name) => ({ name })),
  startingPlayer: 'Ann',
};
const table = buildTable(FFA).table as Table;
const END: GameEvent = { type: 'endTurn' };
const hit = (player: string, amount: number): GameEvent => ({ type: 'life', player, amount });
const at = (log: GameEvent[], cursor = log.length) => ({ log, cursor });

describe('two tabs, one saved table', () => {
  it('follows the other tab when everything played here is already there', () => {
    expect(mergeTabs(table, at([END]), at([END, END]))).toEqual({
      log: [END, END],
      cursor: 2,
      dropped: [],
    });
  });

  it('follows an undo made in the other tab (the same log, the cursor back)', () => {
    expect(mergeTabs(table, at([END, END]), at([END, END], 1))).toMatchObject({ cursor: 1 });
  });

  it('500.1: End turn pressed in both tabs on the same turn passes it once, whichever tab merges', () => {
    const ab = mergeTabs(table, at([END, hit('Bo', -2), END]), at([END, END]));
    const ba = mergeTabs(table, at([END, END]), at([END, hit('Bo', -2), END]));
    expect(ab.log).toEqual(ba.log);
    expect(replay(table, ab.log).game.turn).toBe(3);
    // Exactly one of the two tabs is told its press came too late.
    expect(ab.dropped.length + ba.dropped.length).toBe(1);
    expect([...ab.dropped, ...ba.dropped][0]!.why).toMatch(/already ended in the other tab/);
  });

  it('119.3: life changed in both tabs at once adds up', () => {
    const m = mergeTabs(table, at([hit('Bo', -3)]), at([hit('Bo', -4)]));
    expect(replay(table, m.log).game.counters.life![1]).toBe(20 - 7);
    expect(m.dropped).toEqual([]);
  });

  it('a move the rules refuse after the other tab’s moves is dropped with the reason', () => {
    const leave: GameEvent = { type: 'leave', player: 'Cy', reason: 'concede' };
    const a = mergeTabs(table, at([leave]), at([hit('Cy', -20)]));
    const b = mergeTabs(table, at([hit('Cy', -20)]), at([leave]));
    expect(a.log).toEqual(b.log);
    expect(a.log).toHaveLength(1);
    expect([...a.dropped, ...b.dropped]).toHaveLength(1);
  });

  const move = fc.oneof(
    fc.constant(END),
    fc.record({
      type: fc.constant('life' as const),
      player: fc.constantFrom('Ann', 'Bo', 'Cy', 'Di'),
      amount: fc.integer({ min: -12, max: 4 }).filter((x) => x !== 0),
    }),
  );
  /** The moves a tab could have played: those the rules refuse are left out. */
  const keep = (events: GameEvent[]) => {
    const out: GameEvent[] = [];
    for (const e of events) if (!replay(table, [...out, e]).error) out.push(e);
    return out;
  };

  it('property: both tabs compute the same game, and it replays without a refusal', () => {
    fc.assert(
      fc.property(
        fc.array(move, { maxLength: 6 }),
        fc.array(move, { maxLength: 6 }),
        fc.array(move, { maxLength: 6 }),
        (common, x, y) => {
          const base = keep(common);
          const mine = keep([...base, ...x]);
          const theirs = keep([...base, ...y]);
          const ab = mergeTabs(table, at(mine), at(theirs));
          const ba = mergeTabs(table, at(theirs), at(mine));
          expect(ab.log).toEqual(ba.log);
          expect(replay(table, ab.log).error).toBeNull();
          // Nothing both tabs had is lost.
          expect(ab.log.slice(0, base.length)).toEqual(base);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('records from the room are read like files and links', () => {
  const good = { k: 'game', id: 'g1', dev: 'd1', setup: FFA };
  const ev = (id: string, event: unknown, game = 'g1', turn = 1) => ({
    k: 'ev',
    id,
    dev: 'd1',
    game,
    turn,
    event,
  });
  const nonsense = {
    k: 'game',
    id: 'bad1',
    dev: 'evil',
    setup: { variant: 'nonsense', players: 5 },
  };
  const huge = {
    k: 'game',
    id: 'bad2',
    dev: 'evil',
    setup: {
      variant: 'free-for-all',
      players: Array.from({ length: 10_000 }, (_, i) => ({ name: `P${i}` })),
    },
  };
  const merge = (list: unknown[]) => mergeRecords(list, buildTable);

  it('a shared table with an unknown variant and no list of players is not a record', () => {
    const r = readRecord(nonsense);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toMatch(
        /can't open; it was ignored\. The scenario needs a "players" list/,
      );
  });

  it('a shared move is read by the same reader as a scenario file’s events', () => {
    expect(readRecord(ev('e1', END)).ok).toBe(true);
    for (const bad of [
      { type: 'life', player: 'Bo' },
      { type: 'life', player: 'Bo', amount: '5' },
      { type: 'leave', players: 'Cy' },
      { type: 'nonsense' },
      42,
    ]) {
      const r = readRecord(ev('e1', bad));
      expect(r.ok, JSON.stringify(bad)).toBe(false);
    }
  });

  it('the last game record whose table builds stays in force; the others are noted after the moves before them', () => {
    const m = merge([good, ev('e1', END), nonsense, huge, ev('e2', END, 'g1', 2)]);
    expect(m.gameId).toBe('g1');
    expect(m.events).toEqual([END, END]);
    expect(m.ignored).toMatchObject([
      {
        after: 1,
        text: expect.stringMatching(
          /^A device shared a table this app can't open; it was ignored\. The scenario needs/,
        ),
      },
      {
        after: 1,
        text: expect.stringMatching(/This app seats at most 1000 players; this table has 10000\.$/),
      },
    ]);
  });

  it('a bad move is noted and skipped; the moves after it still count', () => {
    const m = merge([
      good,
      ev('e1', { type: 'life', player: 'Bo', amount: '5' }),
      ev('e2', hit('Bo', -3)),
    ]);
    expect(m.events).toEqual([hit('Bo', -3)]);
    expect(m.ignored).toMatchObject([
      {
        after: 0,
        text: 'A device shared a move this app can\'t read; it was ignored. The event: "amount" must be a whole number.',
      },
    ]);
  });

  it('a flood of the same bad record is one line; records of earlier games and before the game in force are not news', () => {
    const m = merge([
      nonsense,
      good,
      ev('old', { type: 'nonsense' }, 'g0'),
      ...Array.from({ length: 500 }, () => 42),
    ]);
    expect(m.gameId).toBe('g1');
    expect(m.ignored).toMatchObject([
      {
        after: 0,
        text: "A device shared a record this app can't read; it was ignored. (500 times)",
      },
    ]);
  });

  it('a list with no table this app can open has no game, only the notes', () => {
    const m = merge([nonsense]);
    expect(m.gameId).toBeNull();
    expect(m.ignored).toHaveLength(1);
  });
});

describe('a room keeps one game: the records it no longer needs go', () => {
  const build = (s: Scenario) => buildTable(s);
  const OTHER: Scenario = { ...FFA, startingPlayer: 'Cy' };
  /** Deletes what staleRuns names, as the live binding does. */
  const compacted = (list: unknown[]) => {
    const out = [...list];
    for (const [from, n] of staleRuns(out, mergeRecords(out, build))) out.splice(from, n);
    return out;
  };
  const record = fc.oneof(
    fc.constantFrom('g1', 'g2', 'g3').map((id) => ({ k: 'game', id, dev: 'd', setup: OTHER })),
    fc
      .record({
        game: fc.constantFrom('g1', 'g2', 'g3', 'gone'),
        n: fc.integer({ min: 0, max: 40 }),
        end: fc.boolean(),
      })
      .map(({ game, n, end }) => ({
        k: 'ev',
        id: `e${n}${game}`,
        dev: 'd',
        game,
        turn: n % 3,
        event: end ? END : hit('Bo', -1),
      })),
    fc
      .integer({ min: 0, max: 40 })
      .map((n) => ({ k: 'undo', id: `u${n}`, dev: 'd', target: `e${n}g2` })),
    fc.constantFrom({ k: 'junk' }, { k: 'game', id: 'bad', dev: 'd', setup: { variant: 'x' } }),
  );

  it('property: the game in force, its moves, what Redo brings back and every history note stay the same', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 60 }), (list) => {
        const before = mergeRecords(list, build);
        const kept = compacted(list);
        const after = mergeRecords(kept, build);
        const { start: _a, ...was } = before;
        const { start: _b, ...now } = after;
        expect(now).toEqual(was);
        // Nothing is left to drop, and a list with a game in force now starts with it.
        expect(staleRuns(kept, after)).toEqual([]);
        if (after.gameId && !list.some((x) => 'game' in x && x.game === after.gameId))
          expect(after.start).toBe(0);
      }),
    );
  });

  it('keeps an undo that arrived before its game’s record: the move stays undone', () => {
    // Found by the property above (seed 501401298): records of a live room can arrive out of order.
    const list = [
      { k: 'undo', id: 'u1', dev: 'd', target: 'e1' },
      { k: 'game', id: 'g2', dev: 'd', setup: OTHER },
      { k: 'ev', id: 'e1', dev: 'd', game: 'g2', turn: 1, event: hit('Bo', -1) },
    ];
    const before = mergeRecords(list, build);
    const kept = compacted(list);
    expect(kept).toHaveLength(3);
    expect(mergeRecords(kept, build).events).toEqual(before.events);
    expect(before.events).toEqual([]);
  });

  it('drops the games before the one in force and moves made late for them', () => {
    const g = (id: string) => ({ k: 'game', id, dev: 'd', setup: FFA });
    const ev = (id: string, game: string) => ({ k: 'ev', id, dev: 'd', game, turn: 1, event: END });
    const list = [
      g('g1'),
      ev('a', 'g1'),
      g('g2'),
      ev('b', 'g2'),
      ev('c', 'g1'),
      ev('d', 'g1'),
      ev('e', 'g2'),
    ];
    const merged = mergeRecords(list, build);
    expect(merged.start).toBe(2);
    // Last first, so each deletion leaves the indexes of the ones before it right.
    expect(staleRuns(list, merged)).toEqual([
      [4, 2],
      [0, 2],
    ]);
    expect(compacted(list)).toEqual([g('g2'), ev('b', 'g2'), ev('e', 'g2')]);
  });
});
