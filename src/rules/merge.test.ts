// Two tabs of one browser with one saved table: how one tab follows what the other saved.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTable } from './setup';
import { replay } from './play';
import { mergeTabs } from './merge';
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
    expect(replay(table, m.log).game.life[1]).toBe(20 - 7);
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
