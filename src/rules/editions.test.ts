// The editions of the multiplayer rules (options.edition): the same table under the 2005, 2011
// and current rules, wherever the texts differ on the table. Each test is named by the rule
// numbers of both editions; docs/editions.md lists them.
import { describe, expect, it } from 'vitest';
import { explainAttacks } from './reasons';
import { departureReason, lifeReasons, markerReason } from './explain';
import { report } from './report';
import { teamLifeWhenEveryHeadIsSet } from './life';
import {
  concedes,
  draws,
  EMPEROR_SIX,
  endTurn,
  extraTurn,
  leaves,
  load,
  numbered,
  play,
  refused,
  roster,
  team,
  type View,
} from './test-helpers';
import type { Edition, Scenario } from './types';

const EDITIONS: Edition[] = ['2005', '2011', 'current'];
const giant = (edition: Edition | undefined, size = 2): Scenario => ({
  variant: 'two-headed-giant',
  ...(edition ? { options: { edition } } : {}),
  players: [
    ...team('Suns', ...['Ana', 'Bo', 'Cy'].slice(0, size)),
    ...team('Moons', ...['Di', 'Ed', 'Flo'].slice(0, size)),
  ],
});
const teamsOf = (variant: Scenario['variant'], edition: Edition): Scenario => ({
  variant,
  options: { edition },
  seating: 'as-listed',
  players: [
    { name: 'A1', team: 'A' },
    { name: 'B1', team: 'B' },
    { name: 'A2', team: 'A' },
    { name: 'B2', team: 'B' },
  ],
});

describe('options.edition', () => {
  it('is the current rules when left out; an unknown edition is refused', () => {
    expect(load(giant(undefined)).game.table.edition).toBe('current');
    expect(load(giant('2011')).game.table.edition).toBe('2011');
    expect(refused({ ...giant(undefined), options: { edition: '1999' } })).toMatchObject({
      path: 'options.edition',
    });
  });

  it('609 / 811: Teams only under 2005; Team vs. Team and Alternating Teams never under it', () => {
    expect(load(teamsOf('teams', '2005')).game.table.variant).toBe('teams');
    for (const e of ['2011', 'current'] as const)
      expect(refused(teamsOf('teams', e)).message).toContain(`The ${e} rules have no Teams`);
    for (const v of ['team-vs-team', 'alternating-teams'] as const) {
      const r = refused(teamsOf(v, '2005'));
      expect(r.message).toContain('The 2005 rules have no');
      expect(r.path).toBe('variant');
      expect(load({ ...teamsOf(v, 'current'), seating: 'by-rules' }).game.table.variant).toBe(v);
    }
  });

  it('901, 903: the 2005 rules have no Planechase or Commander; 2011 has no Brawl', () => {
    const ffa = (edition: Edition, extra: object): Scenario => ({
      variant: 'free-for-all',
      options: { edition, ...extra },
      players: roster('Ana', 'Bo', 'Cy'),
    });
    expect(refused(ffa('2005', { planechase: 'decks' })).message).toContain('2005 rules');
    expect(refused(ffa('2005', { format: 'commander' })).message).toContain('2005 rules');
    expect(refused(ffa('2011', { format: 'brawl' })).message).toContain('2011 rules');
    expect(load(ffa('2011', { format: 'commander' })).game.table.format).toBe('commander');
  });
});

describe('Two-Headed Giant across the editions', () => {
  it('606.4a / 810.4: a team of two starts at 40 under 2005, at 30 under 2011 and now', () => {
    const life = (e: Edition) => load(giant(e)).p('Ana').life;
    expect(life('2005')).toBe(40);
    expect(life('2011')).toBe(30);
    expect(life('current')).toBe(30);
  });

  it('606.10 / 810.10: three heads start at 60 under 2005 (20 each), 45 now (15 each)', () => {
    expect(load(giant('2005', 3)).p('Ana').life).toBe(60);
    expect(load(giant('current', 3)).p('Ana').life).toBe(45);
  });

  it('606.6b / 810.6: under 2005 only the starting primary player skips the first draw', () => {
    const skips = (e: Edition) =>
      report(load(giant(e)).game)
        .players.filter((p) => p.skipsFirstDraw)
        .map((p) => p.name);
    // Suns start; Bo sits to Ana's left, so Ana, on the right, is the primary player (606.3).
    expect(skips('2005')).toEqual(['Ana']);
    expect(skips('2011')).toEqual(['Ana', 'Bo']);
    expect(skips('current')).toEqual(['Ana', 'Bo']);
  });

  it('800.6: outside Two-Headed Giant nobody skips the first draw, in every edition', () => {
    for (const edition of EDITIONS) {
      const r = report(
        load({ variant: 'free-for-all', options: { edition }, players: roster('A', 'B', 'C') })
          .game,
      );
      expect(r.players.every((p) => p.skipsFirstDraw === false)).toBe(true);
    }
  });

  it('606.9c / 810.9c: setting one head’s life moves the team by the difference from their share', () => {
    // 606.9c's own example: a team at 25, one head's life becomes 20. Under 2005 the head counts
    // as 13 (half of 25, rounded up), so the team gains 7 and ends at 32; now the head counts as
    // the whole 25, and the team ends at 20.
    const at25 = (e: Edition) => {
      const v = load(giant(e));
      return play(v, { type: 'life', player: 'Ana', amount: 25 - v.p('Ana').life });
    };
    const setTo20 = { type: 'setLife', player: 'Ana', to: 20 } as const;
    expect(play(at25('2005'), setTo20).p('Ana').life).toBe(32);
    expect(play(at25('2011'), setTo20).p('Ana').life).toBe(20);
    expect(play(at25('current'), setTo20).p('Ana').life).toBe(20);
  });

  it('606.5, 606.8b / 810.5, 810.8a / 810.8d: poison is each head’s own under 2005 and 2011, the team’s now', () => {
    const poisoned = (e: Edition, ana: number, bo: number) =>
      play(
        load(giant(e)),
        { type: 'poison', player: 'Ana', amount: ana },
        ...(bo ? [{ type: 'poison', player: 'Bo', amount: bo } as const] : []),
      );
    // Six and six: twelve on the team, ten on no head.
    for (const e of ['2005', '2011'] as const) {
      const v = poisoned(e, 6, 6);
      expect([v.p('Ana').poison, v.p('Bo').poison]).toEqual([6, 6]);
      expect(v.p('Ana').inGame).toBe(true);
    }
    expect(poisoned('current', 6, 6).p('Bo').poison).toBe(12);
    // Ten on one head: that head loses, and the team with them, under 2005 and 2011 (606.8b,
    // 810.8a); now ten is short of the team's fifteen (810.8d).
    const then = poisoned('2005', 10, 0);
    expect(then.p('Bo').status).toBe('lost');
    expect(then.game.departures[then.seat('Ana')]?.rule).toBe('704.5c');
    expect(then.game.departures[then.seat('Bo')]?.rule).toBe('606.8b');
    const in2011 = poisoned('2011', 10, 0);
    expect(in2011.game.departures[in2011.seat('Bo')]?.rule).toBe('810.8a');
    expect(poisoned('current', 10, 0).p('Ana').inGame).toBe(true);
    const now = poisoned('current', 8, 7);
    expect(now.p('Bo').status).toBe('lost');
    expect(now.game.departures[now.seat('Ana')]?.rule).toBe('810.8d');
  });

  it('606.5 / 810.5 / 810.8d: the poison why says whose counters they are', () => {
    const why = (e: Edition) => {
      const v = play(load(giant(e)), { type: 'poison', player: 'Ana', amount: 3 });
      return lifeReasons(v.game, v.seat('Ana')).find((r) => r.text.includes('poison'))!;
    };
    expect(why('2005')).toMatchObject({ rule: '606.5' });
    expect(why('2005').text).toContain('of their own');
    expect(why('current')).toMatchObject({ rule: '810.8d' });
  });

  it('606.9b / 810.9d: every head’s life set at once: the sum under 2005, the chosen head’s now', () => {
    // 606.9b's Biorhythm: one head has three creatures, the other four; the team had 30 or 40.
    // 810.9d's Repay in Kind: every life becomes 7; the team picks one head, so it ends at 7.
    const after = (e: Edition, to: number[]) => {
      const v = load(giant(e));
      return teamLifeWhenEveryHeadIsSet(v.game, v.game.table.players[v.seat('Ana')]!.side, to, 0);
    };
    expect(after('2005', [3, 4])).toBe(7);
    expect(after('2011', [3, 4])).toBe(3);
    expect(after('current', [7, 7])).toBe(7);
    expect(after('2005', [7, 7])).toBe(14);
  });

  it('606.2: the 2005 Two-Headed Giant takes no other option (limited range, deploy)', () => {
    const r = refused({ ...giant('2005'), options: { edition: '2005', rangeOfInfluence: 2 } });
    expect(r.rule).toBe('606.2');
    expect(load({ ...giant('current'), options: { rangeOfInfluence: 2 } }).d).toBeDefined();
  });

  it('606.8c / 810.8b: a concession takes the team out, citing the edition’s rule', () => {
    for (const [edition, rule] of [
      ['2005', '606.8c'],
      ['current', '810.8b'],
    ] as const) {
      const v = play(load(giant(edition)), concedes('Ana'));
      expect(v.p('Bo').inGame).toBe(false);
      expect(v.game.departures[v.seat('Bo')]?.rule).toBe(rule);
    }
  });

  it('606.4a / 810.4: the why of the starting life cites the edition’s rule', () => {
    const rule = (e: Edition) => {
      const v = load(giant(e));
      return lifeReasons(v.game, v.seat('Ana')).find((r) => r.text.includes('begins with'))?.rule;
    };
    expect(rule('2005')).toBe('606.4a');
    expect(rule('current')).toBe('810.4');
  });
});

describe('Emperor across the editions', () => {
  const six = (edition: Edition): Scenario => ({
    variant: 'emperor',
    options: { edition },
    players: EMPEROR_SIX,
  });

  it('607.5 / 809.5c: a team draws with its emperor now; under 2005 its generals play on', () => {
    // Dmitri (range 1) ends the game in a draw for himself, Carissa and his emperor Esme (801.17).
    const now = play(load(six('current')), draws('Dmitri'));
    expect(now.p('Femi').status).toBe('drew');
    expect(now.game.departures[now.seat('Femi')]?.rule).toBe('809.5c');
    const then = play(load(six('2005')), draws('Dmitri'));
    expect(then.p('Femi').inGame).toBe(true);
    expect(then.d.gameOver).toBe(false);
  });

  it('607.5a / 809.5b: a team loses with its emperor, citing the edition’s rule', () => {
    const v = play(load(six('2005')), concedes('Esme'));
    expect(v.p('Femi').status).toBe('lost');
    expect(v.game.departures[v.seat('Femi')]?.rule).toBe('607.5a');
    expect(departureReason(v.game, v.seat('Femi')).rule).toBe('607.5a');
  });

  it('607.3c / 809.3c: the attack whys cite the edition’s numbers (601.3 for 801.3 …)', () => {
    const rules = (e: Edition) => {
      const v = load(six(e));
      return explainAttacks(v.game, v.seat('Carissa')).map((x) => x.reason.rule);
    };
    expect(rules('2005')).toContain('607.3c');
    expect(rules('current')).toContain('809.3c');
    expect(rules('2005').some((r) => r.startsWith('80'))).toBe(false);
  });
});

describe('Teams (609, 2005) against Alternating Teams (811)', () => {
  it('609.4 / 811.4: only an opponent in the next seat may be attacked', () => {
    const players = ['A', 'B', 'C'].flatMap((t) =>
      [1, 2].map((n) => ({ name: `${t}${n}`, team: t })),
    );
    const seated = [0, 2, 4, 1, 3, 5].map((i) => players[i]!);
    for (const [variant, edition, rule] of [
      ['teams', '2005', '609.4'],
      ['alternating-teams', 'current', '811.4'],
    ] as const) {
      const v = load({ variant, options: { edition }, players: seated });
      expect(
        v
          .p('A1')
          .canAttack.map((s) => v.d.players[s]!.name)
          .sort(),
      ).toEqual(['B1', 'C2']);
      const why = explainAttacks(v.game, v.seat('A1')).find((x) => x.seat === v.seat('C1'))!;
      expect(why.reason).toMatchObject({ ok: false, rule });
    }
  });
});

describe('Grand Melee (608, 2005) against 807', () => {
  const gm = (edition: Edition) =>
    load({ variant: 'grand-melee', options: { edition }, players: numbered(19) });
  /** Marker n's holder and whether a turn runs with it. */
  const marker = (v: View, n: number) => {
    const m = v.d.turnMarkers.find((x) => x.number === n)!;
    return [v.d.players[m.holder]!.name, m.takingTurn];
  };

  it('608.4c / 807.4d: a passed marker that can’t begin waits with its passer under 2005, with the receiver now', () => {
    // Markers at P1, P5, P9, P13. P1 ends; P2 has P5's marker within three seats on the left.
    const then = play(gm('2005'), endTurn('P1'));
    expect(marker(then, 1)).toEqual(['P1', false]);
    expect(then.d.turnMarkers[0]!.passing).toBe(true);
    expect(play(gm('current'), endTurn('P1')).d.turnMarkers[0]!.passing).toBeUndefined();
    expect(then.p('P1').takingTurn).toBe(false);
    const now = play(gm('current'), endTurn('P1'));
    expect(marker(now, 1)).toEqual(['P2', false]);
    // Once P5 passes marker 2 on, P2 takes marker 1 and begins, under both: under 2005 marker 2
    // waits with P5 (P6 has P9's within three seats), and a marker nobody has received yet holds
    // nobody back.
    const then2 = play(then, endTurn('P5'));
    expect([marker(then2, 1), marker(then2, 2)]).toEqual([
      ['P2', true],
      ['P5', false],
    ]);
    const now2 = play(now, endTurn('P5'));
    expect([marker(now2, 1), marker(now2, 2)]).toEqual([
      ['P2', true],
      ['P6', false],
    ]);
    // The why cites the edition's rule.
    expect(markerReason(then.game, 1)[0]).toMatchObject({ rule: '608.4c' });
    expect(markerReason(then.game, 1)[0]!.text).toContain('waits with P1, who passed it: P2');
  });

  it('608.4c / 807.4d: sixteen players never jam: each passed marker is taken in turn', () => {
    // Read so that a passer still "has" the marker for the three-seat look, 608.4c would stop every
    // marker once each had been passed once; the engine counts only markers received.
    const sixteen = (e: Edition) =>
      load({ variant: 'grand-melee', options: { edition: e }, players: numbered(16) });
    for (const e of ['2005', 'current'] as const) {
      const v = play(sixteen(e), endTurn('P1'), endTurn('P5'), endTurn('P9'), endTurn('P13'));
      expect([1, 2, 3, 4].map((n) => marker(v, n))).toEqual([
        ['P2', true],
        ['P6', true],
        ['P10', true],
        ['P14', true],
      ]);
    }
  });

  it('608.4e / 807.4i: an extra turn with a marker close on the left begins at once under 2005, waits now', () => {
    // P11 leaves, so P13's marker is within three seats of P9's left (P10, P12, P13).
    const extra = (e: Edition) => play(gm(e), leaves('P11'), extraTurn('P9'), endTurn('P9'));
    expect(marker(extra('2005'), 3)).toEqual(['P9', true]);
    expect(marker(extra('current'), 3)).toEqual(['P9', false]);
  });

  it('608.4d / 807.4e–g: a departure removes the same marker in both, once its turn ends', () => {
    // Sixteen players, four markers. P2 leaves: fifteen need three, and the marker on P2's right
    // is P1's; P1 is taking a turn, so it goes when that turn ends ("between turns", 608.4d).
    for (const e of ['2005', 'current'] as const) {
      const v = play(
        load({ variant: 'grand-melee', options: { edition: e }, players: numbered(16) }),
        leaves('P2'),
      );
      expect(v.d.turnMarkers.find((m) => m.number === 1)!.removals).toBe(1);
      expect(play(v, endTurn('P1')).d.turnMarkers.map((m) => m.number)).toEqual([2, 3, 4]);
    }
  });
});
