// Grand Melee (807): several turns at once, tracked by moving turn markers. Seats: players are
// listed in seat order, and each next player sits to the LEFT of the one before, so passing a
// marker "to the left" moves it from Pk to P(k+1).
import { describe, expect, it } from 'vitest';
import { attackVerdict } from './reasons';
import { turnsLabel } from './labels';
import type { Game } from './game';
import type { GameEvent, Table } from './types';
import {
  endMarker,
  endTurn,
  extraTurn,
  leaves,
  load,
  numbered,
  play,
  refused,
  rejected,
  roster,
  type View,
} from './test-helpers';

const gm = (n: number, startingPlayer = 'P1') =>
  load({ variant: 'grand-melee', players: numbered(n), startingPlayer });

/** Markers as [number, holder name, taking a turn?, removals]. */
const markers = (v: View) =>
  v.d.turnMarkers.map((m) => [m.number, v.names([m.holder])[0], m.takingTurn, m.removals]);
const marker = (v: View, n: number) => {
  const m = v.d.turnMarkers.find((x) => x.number === n);
  if (!m) return undefined;
  return { holder: v.names([m.holder])[0], takingTurn: m.takingTurn, removals: m.removals };
};
const numbers = (v: View) => v.d.turnMarkers.map((m) => m.number);

describe('807.1–807.3 Grand Melee setup', () => {
  it('807.1 — fewer than ten players is allowed with a warning', () => {
    const v = gm(8);
    expect(v.warnings.map((w) => w.rule)).toContain('807.1');
    expect(gm(10).warnings.map((w) => w.rule)).not.toContain('807.1');
  });

  it('807.1 — Grand Melee players compete as individuals; teams are refused', () => {
    const e = refused({
      variant: 'grand-melee',
      players: [{ name: 'A', team: 'X' }, ...numbered(9)],
    });
    expect(e.rule).toBe('807.1');
  });

  it('807.2a — every player has range of influence 1', () => {
    const v = gm(10);
    for (const p of v.d.players) expect(p.range).toBe(1);
    expect(v.names(v.p('P1').inRange)).toEqual(['P1', 'P2', 'P10']);
  });

  it('807.2b — the attack left option: each player can attack only the player to the left', () => {
    const v = gm(10);
    expect(v.names(v.p('P1').canAttack)).toEqual(['P2']);
    expect(v.names(v.p('P10').canAttack)).toEqual(['P1']);
    const r = attackVerdict(v.game, v.seat('P2'), v.seat('P1'));
    expect(r.ok).toBe(false);
    expect(r.rule).toBe('803.1a');
  });

  it('807.2c — attack multiple players is refused in Grand Melee', () => {
    expect(
      refused({ variant: 'grand-melee', options: { attack: 'multiple' }, players: numbered(10) })
        .rule,
    ).toBe('807.2c');
  });

  it('807.2c — deploy creatures is refused in Grand Melee', () => {
    expect(
      refused({ variant: 'grand-melee', options: { deployCreatures: true }, players: numbered(10) })
        .rule,
    ).toBe('807.2c');
  });

  it('806.2a via 807.1 — a player with a different range is refused', () => {
    const players = numbered(10).map((p, i) => (i === 3 ? { ...p, range: 2 } : p));
    expect(refused({ variant: 'grand-melee', players }).rule).toBe('806.2a');
  });

  it('807.3 — seating by the rules is a permutation, reproducible with the same seed', () => {
    const a = load({
      variant: 'grand-melee',
      seating: 'by-rules',
      seed: 99,
      players: numbered(12),
    });
    const b = load({
      variant: 'grand-melee',
      seating: 'by-rules',
      seed: 99,
      players: numbered(12),
    });
    expect([...a.seating()].sort()).toEqual(
      numbered(12)
        .map((p) => p.name)
        .sort(),
    );
    expect(a.seating()).toEqual(b.seating());
    expect(a.seating()).not.toEqual(numbered(12).map((p) => p.name));
  });
});

describe('807.4a–b handing out turn markers', () => {
  it('807.4a — sixteen players get four turn markers', () => {
    expect(gm(16).d.turnMarkers).toHaveLength(4);
  });

  it('807.4a — fifteen players get three turn markers', () => {
    expect(gm(15).d.turnMarkers).toHaveLength(3);
  });

  it('807.4a — four to seven players get one marker', () => {
    expect(gm(4).d.turnMarkers).toHaveLength(1);
    expect(gm(7).d.turnMarkers).toHaveLength(1);
    expect(gm(8).d.turnMarkers).toHaveLength(2);
  });

  it('807.4a — fewer than four players cannot have a full four: refused', () => {
    const e = refused({ variant: 'grand-melee', players: roster('A', 'B', 'C') });
    expect(e.rule).toBe('807.4a');
  });

  it('807.4b — the starting player gets marker 1 and every fourth player to the left the next one; all start their turns', () => {
    const v = gm(16);
    expect(markers(v)).toEqual([
      [1, 'P1', true, 0],
      [2, 'P5', true, 0],
      [3, 'P9', true, 0],
      [4, 'P13', true, 0],
    ]);
    expect(v.names(v.d.activePlayers)).toEqual(['P1', 'P5', 'P9', 'P13']);
    expect(v.p('P5').turnMarker).toBe(2);
    expect(v.p('P5').takingTurn).toBe(true);
    expect(v.p('P6').turnMarker).toBe(null);
    expect(v.d.turn).toBe(4);
  });

  it('807.4b — counting wraps round the table from a starting player late in the list', () => {
    const v = gm(12, 'P11');
    expect(markers(v)).toEqual([
      [1, 'P11', true, 0],
      [2, 'P3', true, 0],
      [3, 'P7', true, 0],
    ]);
  });
});

describe('807.4c–d passing turn markers', () => {
  it('807.4c — after a turn ends, the marker passes to the player on the left, who begins at once if no marker is near', () => {
    const v = play(gm(19), endTurn('P13'));
    expect(marker(v, 4)).toEqual({ holder: 'P14', takingTurn: true, removals: 0 });
    expect(v.p('P13').takingTurn).toBe(false);
    expect(v.p('P14').takingTurn).toBe(true);
    expect(v.d.turn).toBe(5);
  });

  it('807.4c — a turn can be ended by marker number', () => {
    const v = play(gm(19), endMarker(4));
    expect(marker(v, 4)?.holder).toBe('P14');
  });

  it('807.4d — a player who receives a marker with another marker in the three seats to the left waits', () => {
    const v = play(gm(19), endTurn('P1'));
    expect(marker(v, 1)).toEqual({ holder: 'P2', takingTurn: false, removals: 0 });
    expect(v.p('P2').turnMarker).toBe(1);
    expect(v.p('P2').takingTurn).toBe(false);
    expect(v.names(v.d.activePlayers)).toEqual(['P5', 'P9', 'P13']);
    expect(v.d.turn).toBe(4);
  });

  it('807.4d — the waiting player begins when the player four seats to the left takes the other marker', () => {
    const v = play(gm(19), endTurn('P1'), endTurn('P5'));
    expect(marker(v, 1)).toEqual({ holder: 'P2', takingTurn: true, removals: 0 });
    // P6 now waits in turn for P9's marker.
    expect(marker(v, 2)).toEqual({ holder: 'P6', takingTurn: false, removals: 0 });
    expect(v.names(v.d.activePlayers)).toEqual(['P2', 'P9', 'P13']);
  });

  it('807.4d — a marker ending its turn is not released while another still blocks', () => {
    // P1 and then P2 pass; marker 1 reaches P2, then P3 would be three seats from P5 still.
    const v = play(gm(19), endTurn('P5'), endTurn('P1'));
    // Marker 2 moved on to P6 and waits for P9's marker; P2 has three free seats and begins.
    expect(marker(v, 2)).toEqual({ holder: 'P6', takingTurn: false, removals: 0 });
    expect(marker(v, 1)).toEqual({ holder: 'P2', takingTurn: true, removals: 0 });
  });

  it('807.4c — a waiting holder who leaves the game passes the marker to the left at once', () => {
    const v1 = play(gm(19), endTurn('P1'));
    const v2 = play(v1, leaves('P2'));
    expect(marker(v2, 1)?.holder).toBe('P3');
    // P3 still has P5's marker within three seats (P4, P5) and waits.
    expect(marker(v2, 1)?.takingTurn).toBe(false);
    expect(v2.d.turnMarkers).toHaveLength(4);
  });

  it('807.4c — a holder who leaves during their turn: the turn runs on; after it ends, the player to the left takes the marker', () => {
    const v1 = play(gm(19), leaves('P13'));
    expect(marker(v1, 4)).toEqual({ holder: 'P13', takingTurn: true, removals: 0 });
    expect(v1.p('P13').takingTurn).toBe(false);
    expect(v1.names(v1.d.activePlayers)).toEqual(['P1', 'P5', 'P9']);
    const v2 = play(v1, endMarker(4));
    expect(marker(v2, 4)).toEqual({ holder: 'P14', takingTurn: true, removals: 0 });
  });

  it('807.4c — the marker skips over players who left when passed', () => {
    const v = play(gm(19), leaves('P14'), endTurn('P13'));
    expect(marker(v, 4)?.holder).toBe('P15');
  });
});

describe('807.4e–g removing turn markers', () => {
  it("807.4e — a departure that reduces the number of markers designates the marker immediately to the departed player's right", () => {
    const v = play(gm(16), leaves('P7'));
    expect(markers(v)).toEqual([
      [1, 'P1', true, 0],
      [2, 'P5', true, 1],
      [3, 'P9', true, 0],
      [4, 'P13', true, 0],
    ]);
  });

  it('807.4e — a departure that does not reduce the count designates nothing', () => {
    const v = play(gm(17), leaves('P7'));
    expect(v.d.turnMarkers.map((m) => m.removals)).toEqual([0, 0, 0, 0]);
  });

  it("807.4e — the departed player sitting just left of a marker holder: that holder's marker is designated", () => {
    const v = play(gm(16), leaves('P10'));
    expect(marker(v, 3)?.removals).toBe(1);
    expect(v.d.turnMarkers.filter((m) => m.removals > 0).map((m) => m.number)).toEqual([3]);
  });

  it('807.4e — several players leave at once: of the markers that could be removed, the lowest-numbered is designated', () => {
    // P11's right-hand marker is 3 (P9); P15's is 4 (P13). Marker 3 is designated, not 1.
    const v = play(gm(16), leaves('P11', 'P15'));
    expect(v.d.turnMarkers.map((m) => [m.number, m.removals])).toEqual([
      [1, 0],
      [2, 0],
      [3, 1],
      [4, 0],
    ]);
  });

  it('807.4e — a marker may be designated more than once', () => {
    // Five leave at once: 11 players need 2 markers, so two removals fall on the lowest candidate, marker 2.
    const v = play(gm(16), leaves('P7', 'P8', 'P10', 'P11', 'P16'));
    expect(v.d.turnMarkers.map((m) => [m.number, m.removals])).toEqual([
      [1, 0],
      [2, 2],
      [3, 0],
      [4, 0],
    ]);
  });

  it('807.4f — markers already designated for removal are disregarded when counting', () => {
    const v1 = play(gm(16), leaves('P7'));
    expect(marker(v1, 2)?.removals).toBe(1);
    // 14, 13 and 12 players still need three markers: no new designation.
    const v2 = play(v1, leaves('P16'), leaves('P14'), leaves('P15'));
    expect(v2.d.turnMarkers.map((m) => m.removals)).toEqual([0, 1, 0, 0]);
    // At 11 players only two remain needed: the marker to P12's right (marker 3, P9) is designated.
    const v3 = play(v2, leaves('P12'));
    expect(v3.d.turnMarkers.map((m) => m.removals)).toEqual([0, 1, 1, 0]);
  });

  it('807.4g — a designated marker whose holder is taking a turn is removed at the end of that turn instead of passed', () => {
    const v1 = play(gm(16), leaves('P7'));
    const v2 = play(v1, endTurn('P5'));
    expect(numbers(v2)).toEqual([1, 3, 4]);
    expect(v2.p('P5').turnMarker).toBe(null);
    expect(v2.p('P6').turnMarker).toBe(null);
    expect(v2.names(v2.d.activePlayers)).toEqual(['P1', 'P9', 'P13']);
  });

  it('807.4g — a designated marker whose holder is waiting is removed at once', () => {
    // Marker 1 waits at P2 (P5's marker is within three seats). P4 leaves: 15 players, 3 markers;
    // the marker immediately to P4's right is the waiting marker 1.
    const v1 = play(gm(16), endTurn('P1'));
    expect(marker(v1, 1)).toEqual({ holder: 'P2', takingTurn: false, removals: 0 });
    const v2 = play(v1, leaves('P4'));
    expect(numbers(v2)).toEqual([2, 3, 4]);
    expect(v2.p('P2').turnMarker).toBe(null);
  });

  it('807.4g — a marker designated twice: when removed, the marker to its right is designated once', () => {
    const v1 = play(gm(16), leaves('P7', 'P8', 'P10', 'P11', 'P16'));
    const v2 = play(v1, endTurn('P5'));
    expect(v2.d.turnMarkers.map((m) => [m.number, m.removals])).toEqual([
      [1, 1],
      [3, 0],
      [4, 0],
    ]);
    const v3 = play(v2, endTurn('P1'));
    expect(numbers(v3)).toEqual([3, 4]);
    expect(v3.d.turnMarkers.every((m) => m.removals === 0)).toBe(true);
  });

  it('807.4g — surplus designations pass over a waiting marker on the right and remove it at once too', () => {
    // Marker 1 waits at P2. Then five players leave together, designating marker 2 twice.
    // Ending P5's turn removes marker 2; the surplus falls on the waiting marker 1, removed at once.
    const v1 = play(gm(16), endTurn('P1'));
    const v2 = play(v1, leaves('P7', 'P8', 'P10', 'P11', 'P16'), endTurn('P5'));
    expect(numbers(v2)).toEqual([3, 4]);
  });

  it('807.4c + 807.4g — a holder who leaves during their turn and whose own marker is designated: removed when the turn ends', () => {
    // P2 leaving designates marker 1 (to P2's right); P1 then leaves mid-turn too.
    const v1 = play(gm(16), leaves('P2'), leaves('P1'));
    expect(marker(v1, 1)).toMatchObject({ holder: 'P1', takingTurn: true, removals: 1 });
    const v2 = play(v1, endMarker(1));
    expect(numbers(v2)).toEqual([2, 3, 4]);
    // 14 players, three markers: no further designation.
    expect(v2.d.turnMarkers.every((m) => m.removals === 0)).toBe(true);
  });
});

describe('807.4h range after departures', () => {
  it("807.4h — the players either side of consecutively seated departed players do not enter each other's range until the next turn begins", () => {
    const v1 = play(gm(19), leaves('P7', 'P8'));
    expect(v1.names(v1.p('P6').inRange)).toEqual(['P5', 'P6']);
    expect(v1.names(v1.p('P9').inRange)).toEqual(['P9', 'P10']);
    expect(v1.p('P6').canAttack).toEqual([]);
    const r = attackVerdict(v1.game, v1.seat('P6'), v1.seat('P9'));
    expect(r.ok).toBe(false);
    expect(r.rule).toBe('807.4h');
    // A turn beginning anywhere at the table counts: marker 4 passes from P13 to P14, who begins.
    const v2 = play(v1, endTurn('P13'));
    expect(v2.names(v2.p('P6').inRange)).toEqual(['P5', 'P6', 'P9']);
    expect(v2.names(v2.p('P6').canAttack)).toEqual(['P9']);
  });

  it('807.4h — a marker that only moves to a waiting player begins no turn, so ranges stay fixed', () => {
    const v = play(gm(19), leaves('P7', 'P8'), endTurn('P1'));
    expect(marker(v, 1)?.takingTurn).toBe(false);
    expect(v.names(v.p('P6').inRange)).toEqual(['P5', 'P6']);
  });
});

describe('807.4i–j extra turns', () => {
  it('807.4i — with no marker too close, the player keeps the marker and takes the extra turn right after', () => {
    const v1 = play(gm(19), extraTurn('P13'), endTurn('P13'));
    expect(marker(v1, 4)).toEqual({ holder: 'P13', takingTurn: true, removals: 0 });
    expect(v1.d.turn).toBe(5);
    const v2 = play(v1, endTurn('P13'));
    expect(marker(v2, 4)).toEqual({ holder: 'P14', takingTurn: true, removals: 0 });
  });

  it('807.4i — with a marker within three seats on the left, the extra turn waits until the player four seats left takes that marker', () => {
    // P11 leaves, so P13's marker is three seats left of P9 (P10, P12, P13).
    const v1 = play(gm(19), leaves('P11'), extraTurn('P9'), endTurn('P9'));
    expect(marker(v1, 3)).toEqual({ holder: 'P9', takingTurn: false, removals: 0 });
    const v2 = play(v1, endTurn('P13'));
    expect(marker(v2, 4)?.holder).toBe('P14');
    expect(marker(v2, 3)).toEqual({ holder: 'P9', takingTurn: true, removals: 0 });
    // After the extra turn the marker moves on to the left as usual.
    const v3 = play(v2, endTurn('P9'));
    expect(marker(v3, 3)?.holder).toBe('P10');
  });

  it('807.4i — with a marker within three seats on the right, the marker passes left and the extra turn comes just before the next turn', () => {
    // Eight players, markers at P1 and P5. P5 passes to P6, who waits: P1 is within three seats to P6's left,
    // so P6's marker is within three seats to P1's right.
    const v0 = play(gm(8), endTurn('P5'));
    expect(marker(v0, 2)).toEqual({ holder: 'P6', takingTurn: false, removals: 0 });
    const v1 = play(v0, extraTurn('P1'), endTurn('P1'));
    // P1 passes marker 1 on instead of keeping it; that releases P6 too.
    expect(marker(v1, 1)).toEqual({ holder: 'P2', takingTurn: true, removals: 0 });
    expect(marker(v1, 2)).toEqual({ holder: 'P6', takingTurn: true, removals: 0 });
    // The two markers leapfrog round the table until marker 2 reaches P1.
    const v2 = play(
      v1,
      endTurn('P6'),
      endTurn('P2'),
      endTurn('P7'),
      endTurn('P3'),
      endTurn('P8'),
      endTurn('P4'),
    );
    expect(marker(v2, 1)).toEqual({ holder: 'P5', takingTurn: true, removals: 0 });
    expect(marker(v2, 2)).toEqual({ holder: 'P1', takingTurn: true, removals: 0 });
    // P1 takes the owed extra turn first and keeps the marker for the normal turn right after it.
    const v3 = play(v2, endTurn('P1'));
    expect(marker(v3, 2)).toEqual({ holder: 'P1', takingTurn: true, removals: 0 });
    const v4 = play(v3, endTurn('P1'));
    expect(marker(v4, 2)).toEqual({ holder: 'P2', takingTurn: false, removals: 0 });
  });

  it('807.4i — control: without the extra turn, the same marker moves on after one turn at P1', () => {
    const v = play(
      gm(8),
      endTurn('P5'),
      endTurn('P1'),
      endTurn('P6'),
      endTurn('P2'),
      endTurn('P7'),
      endTurn('P3'),
      endTurn('P8'),
      endTurn('P4'),
    );
    expect(marker(v, 2)).toEqual({ holder: 'P1', takingTurn: true, removals: 0 });
    expect(marker(play(v, endTurn('P1')), 2)?.holder).toBe('P2');
  });

  it("807.4j — Time Walk: Alex's marker is removed after a neighbour leaves; he takes the extra turn just before his next normal turn", () => {
    const players = [
      { name: 'Alex' },
      { name: 'Bianca' },
      ...numbered(14).map((p, i) => ({ name: `Q${i + 3}` })),
    ];
    const v0 = load({ variant: 'grand-melee', players, startingPlayer: 'Alex' });
    expect(markers(v0).map((m) => m[1])).toEqual(['Alex', 'Q5', 'Q9', 'Q13']);
    // Alex casts Time Walk; the player to his left leaves, so a marker must go: Alex's.
    const v1 = play(v0, extraTurn('Alex'), leaves('Bianca'));
    expect(marker(v1, 1)?.removals).toBe(1);
    const v2 = play(v1, endTurn('Alex'));
    expect(numbers(v2)).toEqual([2, 3, 4]);
    expect(v2.p('Alex').turnMarker).toBe(null);
    expect(v2.p('Alex').takingTurn).toBe(false);
    // Clear the way: Q5 passes on (and waits at Q6); Q13's marker travels to Alex.
    const v3 = play(
      v2,
      endTurn('Q5'),
      endTurn('Q13'),
      endTurn('Q14'),
      endTurn('Q15'),
      endTurn('Q16'),
    );
    expect(marker(v3, 4)).toEqual({ holder: 'Alex', takingTurn: true, removals: 0 });
    // The first turn is the extra turn; Alex keeps the marker for his normal turn after it.
    const turnBefore = v3.d.turn;
    const v4 = play(v3, endTurn('Alex'));
    expect(marker(v4, 4)).toEqual({ holder: 'Alex', takingTurn: true, removals: 0 });
    expect(v4.d.turn).toBe(turnBefore + 1);
    const v5 = play(v4, endTurn('Alex'));
    expect(marker(v5, 4)?.holder).toBe('Q3');
  });

  it('807.4j — a player without a marker who gets an extra turn takes it just before their next turn', () => {
    const v1 = play(gm(19), extraTurn('P14'));
    expect(v1.p('P14').takingTurn).toBe(false);
    const v2 = play(v1, endTurn('P13'));
    expect(marker(v2, 4)).toEqual({ holder: 'P14', takingTurn: true, removals: 0 });
    const v3 = play(v2, endTurn('P14'));
    expect(marker(v3, 4)).toEqual({ holder: 'P14', takingTurn: true, removals: 0 });
    const v4 = play(v3, endTurn('P14'));
    expect(marker(v4, 4)?.holder).toBe('P15');
  });
});

describe('807 winning and drawing in Grand Melee', () => {
  it('801.16 in Grand Melee — a "you win" effect makes the two neighbours lose; leaving together, they designate one marker', () => {
    // P3 wins: P2 and P4 lose at once. 14 players need three markers; marker 1 (P1) is to the right of both.
    const v = play(gm(16), { type: 'win', player: 'P3' });
    expect(v.withStatus('lost')).toEqual(['P2', 'P4']);
    expect(v.p('P2').departure).toMatchObject({ rule: '801.16' });
    expect(v.d.turnMarkers.map((m) => [m.number, m.removals])).toEqual([
      [1, 1],
      [2, 0],
      [3, 0],
      [4, 0],
    ]);
    expect(v.d.gameOver).toBe(false);
  });

  it('801.17 in Grand Melee — a draw effect takes its controller and the two neighbours out; the rest play on', () => {
    const v = play(gm(16), { type: 'draw', player: 'P10' });
    expect(v.withStatus('drew')).toEqual(['P9', 'P10', 'P11']);
    // 13 players: still three markers needed, so one of the four is designated.
    expect(v.d.turnMarkers.reduce((sum, m) => sum + m.removals, 0)).toBe(1);
    // P9 held marker 3 and left during the turn: the turn runs on.
    expect(marker(v, 3)).toMatchObject({ holder: 'P9', takingTurn: true });
  });
});

describe('807.5 stacks and priority', () => {
  it("807.5a — a player gets priority for a marker's stack only if the marker is within range", () => {
    const v = gm(16);
    expect(v.p('P1').priorityFor).toEqual([1]);
    expect(v.p('P2').priorityFor).toEqual([1]);
    expect(v.p('P16').priorityFor).toEqual([1]);
    expect(v.p('P3').priorityFor).toEqual([]);
    expect(v.p('P4').priorityFor).toEqual([2]);
    expect(v.p('P6').priorityFor).toEqual([2]);
    expect(v.p('P12').priorityFor).toEqual([4]);
  });

  it('807.5a — a player between two close markers gets priority for both', () => {
    // Marker 1 waits at P2 (marker 2 at P5 is within three seats). P3 has marker 1 in range, P4 marker 2.
    const v1 = play(gm(17), endTurn('P1'));
    expect(v1.p('P3').priorityFor).toEqual([1]);
    expect(v1.p('P4').priorityFor).toEqual([2]);
    // P3 leaves: ranges stay fixed until a turn begins, so P4 still sees only marker 2…
    const v2 = play(v1, leaves('P3'));
    expect(v2.p('P4').priorityFor).toEqual([2]);
    // …and once a turn begins elsewhere (P13 passes to P14), P4 has both P2 and P5 in range.
    const v3 = play(v2, endTurn('P13'));
    expect(v3.names(v3.p('P4').inRange)).toEqual(['P2', 'P4', 'P5']);
    expect(v3.p('P4').priorityFor).toEqual([1, 2]);
  });

  it('807.5a — a player who has left gets priority for nothing', () => {
    const v = play(gm(17), leaves('P2'));
    expect(v.p('P2').priorityFor).toEqual([]);
  });
});

describe('807 errors', () => {
  it('807.4 — ending the turn of a player who is not taking a turn is refused, naming the player', () => {
    const e = rejected(gm(16), endTurn('P2'));
    expect(e.rule).toBe('807.4');
    expect(e.message).toContain('P2');
  });

  it('807.4d — ending the turn of a waiting marker is refused', () => {
    const v = play(gm(16), endTurn('P1'));
    expect(rejected(v, endMarker(1)).rule).toBe('807.4d');
    expect(rejected(v, endTurn('P2')).message).toContain('P2');
  });

  it('807.4 — a marker number that is not in the game is refused', () => {
    const e = rejected(gm(16), endMarker(9));
    expect(e.rule).toBe('807.4');
    expect(e.message).toContain('9');
  });

  it('807.4 — with several turns running, an endTurn that names nobody is refused', () => {
    expect(rejected(gm(16), endTurn()).rule).toBe('807.4');
  });

  it('807.4 — with one marker, an endTurn that names nobody ends that turn', () => {
    const v = play(gm(6), endTurn());
    expect(marker(v, 1)).toEqual({ holder: 'P2', takingTurn: true, removals: 0 });
  });

  it('807.4 — a removed marker can no longer end a turn', () => {
    const v = play(gm(16), leaves('P7'), endTurn('P5'));
    expect(rejected(v, endMarker(2)).rule).toBe('807.4');
  });
});

describe('807.4d: after every event no waiting marker is free to begin (property)', () => {
  // The pipeline looks only at the markers near what an event changed (turns/markers.ts, beginReadyTurns);
  // this holds only if a look at every marker would begin nothing more.
  it('a full look at every marker after any event begins no further turn', async () => {
    const fc = (await import('fast-check')).default;
    const { newGame } = await import('./game');
    const { beginReadyTurns } = await import('./turns/markers');
    const { applyEvent } = await import('./play');
    const { buildTable } = await import('./setup');
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 48 }),
        fc.array(fc.tuple(fc.nat(99), fc.nat(999)), { minLength: 1, maxLength: 120 }),
        (n, steps) => {
          const table = buildTable({
            variant: 'grand-melee',
            players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })),
          }).table!;
          let game = newGame(table);
          for (const [kind, pick] of steps) {
            if (game.over) break;
            const ev = meleeEvent(table, game, kind, pick);
            if (!ev) break;
            const r = applyEvent(game, ev);
            if (!r.ok) continue;
            game = r.value;
            expect(beginReadyTurns(game)).toBe(game);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('807.4: the marker index handed from game to game (property)', () => {
  // turns/markerIndex.ts keeps where the markers are with each markers array and updates it for
  // the few markers an event changed; it must always equal one built from scratch, also when an
  // older game is played on again (undo), whose index was handed on.
  it('equals an index built from scratch after any event, from any earlier game', async () => {
    const fc = (await import('fast-check')).default;
    const { newGame } = await import('./game');
    const { buildMarkerIndex, markerIndex, markersAt } = await import('./turns/markerIndex');
    const { applyEvent } = await import('./play');
    const { buildTable } = await import('./setup');
    // Per seat the same markers, in any order; marker numbers past the last one left unread.
    const plain = (
      i: ReturnType<typeof buildMarkerIndex>,
      markers: readonly { number: number }[],
    ) => ({
      count: [...i.count],
      at: [...i.count].map((_, s) => markersAt(i, s).sort((a, b) => a - b)),
      pos: markers.map((m) => i.pos[m.number]),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 48 }),
        fc.constantFrom('current' as const, '2005' as const),
        fc.array(fc.tuple(fc.nat(99), fc.nat(999), fc.nat(9)), { minLength: 1, maxLength: 120 }),
        (n, edition, steps) => {
          const table = buildTable({
            variant: 'grand-melee',
            options: { edition },
            players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })),
          }).table!;
          const games = [newGame(table)];
          // Kept games never change: an event's markers are new arrays, never old ones edited.
          const kept = [JSON.stringify(games[0]!.markers)];
          for (const [kind, pick, back] of steps) {
            // Now and then play on from an earlier game, as after an undo.
            let game = games[Math.max(0, games.length - 1 - (back < 8 ? 0 : back))]!;
            if (game.over) game = games[games.length - 1]!;
            if (game.over) break;
            const ev = meleeEvent(table, game, kind, pick);
            if (!ev) break;
            const r = applyEvent(game, ev);
            if (!r.ok) continue;
            games.push(r.value);
            kept.push(JSON.stringify(r.value.markers));
            const { markers } = r.value;
            expect(plain(markerIndex(markers, n), markers)).toEqual(
              plain(buildMarkerIndex(markers, n), markers),
            );
          }
          expect(games.map((g) => JSON.stringify(g.markers))).toEqual(kept);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('807.4: games the pipeline writes in place and departures that look only near (property)', () => {
  // play.ts writes an event's changes into the game it made for that event, and a departure looks
  // only at the markers on the seats that emptied (807.4c): any game reached, also by playing on
  // from an older one (undo), must equal a replay of its events from scratch, and no game handed
  // out may change afterwards.
  it('equals a fresh replay of its events, and kept games never change', async () => {
    const fc = (await import('fast-check')).default;
    const { newGame } = await import('./game');
    const { applyEvent, replay } = await import('./play');
    const { buildTable } = await import('./setup');
    const facts = (g: Game) => JSON.stringify({ ...g, table: undefined });
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 48 }),
        fc.constantFrom('current' as const, '2005' as const),
        fc.boolean(),
        fc.array(fc.tuple(fc.nat(99), fc.nat(999), fc.nat(9)), { minLength: 1, maxLength: 100 }),
        (n, edition, planes, steps) => {
          const table = buildTable({
            variant: 'grand-melee',
            // Planechase is in the current rules only.
            options:
              planes && edition === 'current' ? { edition, planechase: 'decks' } : { edition },
            players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })),
          }).table!;
          const games = [newGame(table)];
          const paths: GameEvent[][] = [[]];
          const kept = [facts(games[0]!)];
          for (const [kind, pick, back] of steps) {
            let at = Math.max(0, games.length - 1 - (back < 7 ? 0 : back));
            if (games[at]!.over) at = games.length - 1;
            const game = games[at]!;
            if (game.over) break;
            const ev = meleeEvent(table, game, kind, pick);
            if (!ev) break;
            const r = applyEvent(game, ev);
            if (!r.ok) continue;
            const path = [...paths[at]!, ev];
            games.push(r.value);
            paths.push(path);
            kept.push(facts(r.value));
            const fresh = replay(table, path);
            expect(fresh.error).toBeNull();
            expect(facts(r.value)).toBe(facts(fresh.game));
            // What the departures rely on (807.4c): a marker whose holder left is one whose
            // turn is still running; 807.4g: a marker designated for removal is never waiting.
            for (const m of r.value.markers) {
              if (!r.value.inGame[m.holder]) expect(m.takingTurn).toBe(true);
              if (m.removals > 0) expect(m.takingTurn).toBe(true);
            }
          }
          expect(games.map(facts)).toEqual(kept);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('807.4 — the turns in progress, in words', () => {
  it('names every running turn, not the count of turns begun ("turn 4" on the first turns)', () => {
    const v = gm(16);
    expect(v.d.turn).toBe(4);
    expect(turnsLabel(v.d)).toBe('turns 1–4');
    // Marker 2's turn ends; its next turn waits (807.4d), and turns 1, 3 and 4 run on.
    const w = play(v, endMarker(2));
    expect(turnsLabel(w.d)).toBe('turns 1, 3 and 4');
    // One turn at a time elsewhere.
    const ffa = load({ variant: 'free-for-all', players: numbered(4), startingPlayer: 'P1' });
    expect(turnsLabel(play(ffa, endTurn()).d)).toBe('turn 2');
  });
});

/** A random Grand Melee event: now and then a player leaves or takes an extra turn, else a turn ends. */
function meleeEvent(table: Table, game: Game, kind: number, pick: number): GameEvent | null {
  const present = table.players.filter((p) => game.inGame[p.seat]);
  const running = game.markers.filter((m) => m.takingTurn);
  const who = present[pick % present.length]!.name;
  return kind < 6 && present.length > 3
    ? { type: 'leave', player: who }
    : kind < 12
      ? { type: 'extraTurn', player: who }
      : running.length
        ? { type: 'endTurn', marker: running[pick % running.length]!.number }
        : null;
}
