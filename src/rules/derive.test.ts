// derive at scale: the seat lists are made on read and shared where they are the same, and the
// answers stay those of the rules (the pair-by-pair property is in properties.test.ts).
import { describe, expect, it } from 'vitest';
import { load, numbered, play, team } from './test-helpers';

describe('derive: seat lists made on read', () => {
  it('801.2 — with unlimited range every player sees one shared list of everyone in the game', () => {
    const v = play(load({ variant: 'free-for-all', players: numbered(6) }), {
      type: 'leave',
      player: 'P3',
    });
    const [p1, p2] = [v.p('P1'), v.p('P2')];
    expect(v.names(p1.inRange)).toEqual(['P1', 'P2', 'P4', 'P5', 'P6']);
    expect(p2.inRange).toBe(p1.inRange);
    // Every opponent still in the game, and the same answer read twice is the same list.
    expect(v.names(p1.canAttack)).toEqual(['P2', 'P4', 'P5', 'P6']);
    expect(p1.canAttack).toBe(p1.canAttack);
    expect(v.names(v.p('P3').inRange)).toEqual([]);
  });

  it('808 — teammates share their opponents; 801.5a — with unlimited range any opponent may choose', () => {
    const v = load({
      variant: 'team-vs-team',
      players: [...team('North', 'Ann', 'Bo'), ...team('South', 'Cy', 'Di')],
    });
    expect(v.names(v.p('Ann').canAttack)).toEqual(['Cy', 'Di']);
    expect(v.p('Bo').canAttack).toBe(v.p('Ann').canAttack);
    expect(v.names(v.p('Ann').opponentChoosers)).toEqual(['Cy', 'Di']);
  });

  it('807.5a — a range wider than the table reaches every marker, like unlimited range', () => {
    const wide = load({
      variant: 'grand-melee',
      options: { rangeOfInfluence: 6 },
      players: numbered(12),
    });
    expect(wide.p('P1').priorityFor).toEqual([1, 2, 3]);
    const near = load({ variant: 'grand-melee', players: numbered(12) });
    // Markers on P1, P5 and P9; P2 is one seat from P1 only.
    expect(near.p('P2').priorityFor).toEqual([1]);
    expect(near.p('P3').priorityFor).toEqual([]);
  });

  it('104.4c — a draw effect that ends a Grand Melee with unlimited range leaves no one in anyone’s range', () => {
    // Every player leaves, so the waiting marker has nobody to pass to (holder -1).
    const v = play(
      load({
        variant: 'grand-melee',
        options: { rangeOfInfluence: null },
        players: numbered(8),
      }),
      { type: 'endTurn', marker: 2 },
      { type: 'draw', player: 'P1' },
    );
    expect(v.d.gameOver).toBe(true);
    for (const p of v.d.players)
      expect([p.inRange, p.canAttack, p.priorityFor, p.opponentChoosers]).toEqual([[], [], [], []]);
  });
});

describe('derive: kept for the last few games only', () => {
  it('the same game asked twice gives the same table; a game far back in the history is derived again, alike', async () => {
    const { applyEvent, derive, newGame } = await import('./index');
    const { buildTable } = await import('./setup');
    const table = buildTable({ variant: 'free-for-all', players: numbered(6) }).table!;
    const games = [newGame(table)];
    for (let i = 0; i < 12; i++) {
      const r = applyEvent(games.at(-1)!, { type: 'endTurn' });
      if (!r.ok) throw new Error(r.error.message);
      games.push(r.value);
    }
    const first = derive(games[0]!);
    expect(derive(games[0]!)).toBe(first);
    // The screen reads every new game; the history keeps them all, not their derived tables.
    for (const g of games.slice(1)) derive(g);
    const again = derive(games[0]!);
    expect(again).not.toBe(first);
    expect(again.activePlayers).toEqual(first.activePlayers);
    expect(again.players.map((p) => p.life)).toEqual(first.players.map((p) => p.life));
  });
});
