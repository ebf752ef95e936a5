// Life, poison and commander damage: the rules texts' worked examples (810.9, 902.4, 902.5b) as
// named tests, and the losses they cause leaving the game through the same machinery as any
// other departure (801.2c, 800.4g, 809.5b, 807.4e).
import { describe, expect, it } from 'vitest';
import { describeEvent, inRange, pendingRange, type GameEvent, type Scenario } from './index';
import { report } from './report';
import { english } from './words';
import {
  EMPEROR_SIX,
  endTurn,
  load,
  numbered,
  play,
  refused,
  rejected,
  roster,
  team,
  wins,
} from './test-helpers';

const life = (player: string, amount: number): GameEvent => ({ type: 'life', player, amount });
const setLife = (player: string, to: number): GameEvent => ({ type: 'setLife', player, to });
const poison = (player: string, amount: number): GameEvent => ({ type: 'poison', player, amount });
const cmd = (player: string, from: string, amount: number, commander?: 1 | 2): GameEvent => ({
  type: 'commanderDamage',
  player,
  from,
  amount,
  ...(commander ? { commander } : {}),
});

const TWO_HEADED: Scenario = {
  variant: 'two-headed-giant',
  players: [...team('Suns', 'Ana', 'Bo'), ...team('Moons', 'Cy', 'Di')],
};
const POD: Scenario = {
  variant: 'free-for-all',
  options: { format: 'commander' },
  players: roster('Ana', 'Bo', 'Cy', 'Di'),
};

describe('starting life (103.3, 810.4, 902.4, 903.7, 903.12f)', () => {
  it('103.3 — 20 life each by default', () => {
    const v = load({ variant: 'free-for-all', players: roster('A', 'B', 'C') });
    expect(v.d.players.map((p) => p.life)).toEqual([20, 20, 20]);
    expect(v.d.players.map((p) => p.poison)).toEqual([0, 0, 0]);
    expect(v.d.players.map((p) => p.maxHandSize)).toEqual([7, 7, 7]);
  });

  it('903.7 — Commander starts everyone at 40', () => {
    expect(load(POD).d.players.map((p) => p.life)).toEqual([40, 40, 40, 40]);
  });

  it('903.12f — multiplayer Brawl starts everyone at 30', () => {
    const v = load({ ...POD, options: { format: 'brawl' } });
    expect(v.d.players.map((p) => p.life)).toEqual([30, 30, 30, 30]);
  });

  it('810.4 — a Two-Headed Giant team shares 30 life, shown on both heads', () => {
    const v = load(TWO_HEADED);
    expect(v.d.players.map((p) => p.life)).toEqual([30, 30, 30, 30]);
  });

  it('810.10 — larger Two-Headed Giant teams share 15 life per player', () => {
    const v = load({
      variant: 'two-headed-giant',
      players: [...team('Suns', 'A', 'B', 'C'), ...team('Moons', 'D', 'E', 'F')],
    });
    expect(v.p('A').life).toBe(45);
  });

  it('options.startingLife overrides the default, for a team total too', () => {
    expect(load({ ...POD, options: { format: 'commander', startingLife: 25 } }).p('Ana').life).toBe(
      25,
    );
    expect(load({ ...TWO_HEADED, options: { startingLife: 60 } }).p('Cy').life).toBe(60);
  });

  it('options.startingLife must be a whole number of at least 1', () => {
    for (const bad of [0, -5, 2.5, '40', Number.NaN, 1e9]) {
      const e = refused({ ...POD, options: { startingLife: bad } });
      expect(e.path).toBe('options.startingLife');
      expect(e.message).toMatch(/Starting life must be a whole number/);
    }
  });

  it('an unknown format is refused with its name', () => {
    const e = refused({ ...POD, options: { format: 'oathbreaker' } });
    expect(e).toMatchObject({ path: 'options.format', rule: '903.1' });
    expect(e.message).toContain('oathbreaker');
  });

  it('902.4 — a vanguard life modifier of -3 starts that player at 17', () => {
    const v = load({
      variant: 'free-for-all',
      players: [{ name: 'A', vanguard: { life: -3, hand: 0 } }, ...roster('B', 'C')],
    });
    expect(v.p('A').life).toBe(17);
    expect(v.p('B').life).toBe(20);
  });

  it('902.5b — a vanguard hand modifier of -1 makes the maximum hand size six', () => {
    const v = load({
      variant: 'free-for-all',
      players: [{ name: 'A', vanguard: { life: 0, hand: -1 } }, ...roster('B', 'C')],
    });
    expect(v.p('A').maxHandSize).toBe(6);
    expect(report(v.game).players[0]!.maxHandSize).toBe(6);
  });

  it('902.3, 902.5 — a vanguard card may be named; the name is kept, a bad one refused', () => {
    const v = load({
      variant: 'free-for-all',
      players: [{ name: 'A', vanguard: { life: 2, hand: 1, name: ' Karn ' } }, ...roster('B', 'C')],
    });
    expect(v.game.table.players[0]!.vanguard).toEqual({ life: 2, hand: 1, name: 'Karn' });
    // 902.5: the starting hand is the same seven-plus-modifier as the maximum hand size.
    expect(v.p('A').maxHandSize).toBe(8);
    const bad = refused({
      variant: 'free-for-all',
      players: [{ name: 'A', vanguard: { life: 0, hand: 0, name: '' } }, ...roster('B', 'C')],
    });
    expect(bad).toMatchObject({ rule: '902.3', path: 'players[0].vanguard.name' });
  });

  it('902.4 — a vanguard that would start a player at 0 life or less is refused', () => {
    const e = refused({
      variant: 'free-for-all',
      players: [{ name: 'A', vanguard: { life: -20, hand: 0 } }, ...roster('B', 'C')],
    });
    expect(e).toMatchObject({ rule: '902.4' });
    expect(e.message).toContain('A would start the game with 0 life');
  });

  it('vanguard modifiers must be whole numbers', () => {
    const e = refused({
      variant: 'free-for-all',
      players: [{ name: 'A', vanguard: { life: 1.5, hand: 0 } }, ...roster('B', 'C')],
    });
    expect(e.path).toBe('players[0].vanguard.life');
  });

  it('vanguard modifiers follow their player when the engine seats the table', () => {
    const v = load({
      variant: 'free-for-all',
      seating: 'by-rules',
      seed: 7,
      players: [{ name: 'A', vanguard: { life: 5, hand: 1 } }, ...roster('B', 'C', 'D')],
    });
    expect(v.p('A').life).toBe(25);
    expect(v.p('A').maxHandSize).toBe(8);
  });
});

describe('810.9 — Two-Headed Giant shared life (the worked examples)', () => {
  it('810.9 — Flame Rift hits all four players for 4: each team loses 8 from its one total', () => {
    const v = play(
      load(TWO_HEADED),
      life('Ana', -4),
      life('Bo', -4),
      life('Cy', -4),
      life('Di', -4),
    );
    expect(v.d.players.map((p) => p.life)).toEqual([22, 22, 22, 22]);
  });

  it('810.9a — Beacon of Immortality on a head of a 17-life team: the head gains 17, the team ends at 34', () => {
    let v = play(load(TWO_HEADED), life('Ana', -13));
    expect(v.p('Bo').life).toBe(17);
    v = play(v, life('Ana', v.p('Ana').life)); // "double your life" reads the team total
    expect([v.p('Ana').life, v.p('Bo').life]).toEqual([34, 34]);
  });

  it("810.9a — Test of Endurance: at 50 or more team life the controller's team wins", () => {
    let v = play(load(TWO_HEADED), life('Bo', 20));
    expect(v.p('Ana').life).toBe(50);
    v = play(v, wins('Ana'));
    expect(v.withStatus('won')).toEqual(['Ana', 'Bo']);
    expect(v.withStatus('lost')).toEqual(['Cy', 'Di']);
  });

  it('810.9a — Lurking Evil on an 11-life team: half rounded up is 6, the team ends at 5', () => {
    let v = play(load(TWO_HEADED), life('Cy', -19));
    expect(v.p('Di').life).toBe(11);
    v = play(v, life('Di', -Math.ceil(v.p('Di').life / 2)));
    expect(v.p('Cy').life).toBe(5);
  });

  it('810.9c — "life total becomes 10" on a head of a 25-life team: the head loses 15, the team ends at 10', () => {
    let v = play(load(TWO_HEADED), life('Ana', -5));
    expect(v.p('Ana').life).toBe(25);
    v = play(v, setLife('Bo', 10));
    expect([v.p('Ana').life, v.p('Bo').life]).toEqual([10, 10]);
  });

  it('810.9d — Repay in Kind with teams at 7 and 13: each team picks one head; the 13-life team ends at 7', () => {
    let v = play(load(TWO_HEADED), life('Ana', -23), life('Cy', -17));
    expect([v.p('Ana').life, v.p('Cy').life]).toEqual([7, 13]);
    // "Each player's life total becomes the lowest": one chosen head per team is affected.
    v = play(v, setLife('Bo', 7), setLife('Di', 7));
    expect(v.d.players.map((p) => p.life)).toEqual([7, 7, 7, 7]);
  });

  it('810.8c — a team at 0 life loses as a team, and the other team wins', () => {
    const v = play(load(TWO_HEADED), life('Cy', -12), life('Di', -18));
    expect(v.withStatus('lost')).toEqual(['Cy', 'Di']);
    expect(v.p('Cy').departure).toMatchObject({ how: 'lost', rule: '810.8c' });
    expect(english(v.p('Cy').departure!.cause!)).toBe("the Moons' shared life fell to 0");
    expect(v.d.gameOver).toBe(true);
    expect(v.withStatus('won')).toEqual(['Ana', 'Bo']);
  });

  it("810.8d — one head's ten poison counters do not end the game; the team's fifteen do", () => {
    let v = play(load(TWO_HEADED), poison('Ana', 10));
    expect(v.d.gameOver).toBe(false);
    expect([v.p('Ana').poison, v.p('Bo').poison]).toEqual([10, 10]);
    v = play(v, poison('Bo', 5));
    expect(v.withStatus('lost')).toEqual(['Ana', 'Bo']);
    expect(v.p('Bo').departure).toMatchObject({ rule: '810.8d' });
  });
});

describe('state-based losses (704.5a, 704.5c, 903.10a, 903.12h)', () => {
  const four = { variant: 'free-for-all' as const, players: roster('Ana', 'Bo', 'Cy', 'Di') };

  it('704.5a — a player at 0 life leaves the game; the others play on', () => {
    const v = play(load(four), life('Bo', -20));
    expect(v.p('Bo')).toMatchObject({ inGame: false, status: 'lost', life: 0 });
    expect(v.p('Bo').departure).toMatchObject({ how: 'lost', rule: '704.5a' });
    expect(v.d.gameOver).toBe(false);
  });

  it('704.5a — 1 life is still in the game; below 0 is out', () => {
    let v = play(load(four), life('Bo', -19));
    expect(v.p('Bo').inGame).toBe(true);
    v = play(v, setLife('Cy', -3));
    expect(v.p('Cy').departure).toMatchObject({ rule: '704.5a' });
    expect(english(v.p('Cy').departure!.cause!)).toBe('life fell to -3');
  });

  it('704.5c — ten poison counters and the player loses; removing counters never goes below 0', () => {
    let v = play(load(four), poison('Di', 2), poison('Di', -5));
    expect(v.p('Di').poison).toBe(0);
    v = play(v, poison('Di', 9));
    expect(v.p('Di').inGame).toBe(true);
    v = play(v, poison('Di', 1));
    expect(v.p('Di').departure).toMatchObject({ rule: '704.5c' });
    expect(english(v.p('Di').departure!.cause!)).toBe('10 poison counters');
  });

  it('903.10a — 21 combat damage from one commander is a loss, even with life to spare', () => {
    let v = play(load(POD), cmd('Ana', 'Bo', 20));
    expect(v.p('Ana')).toMatchObject({ inGame: true, life: 20 });
    v = play(v, cmd('Ana', 'Bo', 1));
    expect(v.p('Ana')).toMatchObject({ inGame: false, life: 19 });
    expect(v.p('Ana').departure).toMatchObject({ rule: '903.10a' });
    expect(english(v.p('Ana').departure!.cause!)).toContain("21 combat damage from Bo's commander");
  });

  it('903.10a — damage from different commanders is not added together', () => {
    const v = play(load(POD), cmd('Ana', 'Bo', 20), cmd('Ana', 'Cy', 20));
    expect(v.p('Ana').inGame).toBe(false); // 40 − 40 = 0 life: 704.5a, not 903.10a
    expect(v.p('Ana').departure!.rule).toBe('704.5a');
    const w = play(
      load({ ...POD, options: { format: 'commander', startingLife: 60 } }),
      cmd('Ana', 'Bo', 20),
      cmd('Ana', 'Cy', 20),
    );
    expect(w.p('Ana').inGame).toBe(true);
  });

  it('903.10a — partners: each of two commanders counts on its own', () => {
    let v = play(load(POD), cmd('Ana', 'Bo', 15, 1), cmd('Ana', 'Bo', 15, 2));
    expect(v.p('Ana').inGame).toBe(true);
    expect(v.p('Ana').commanderDamage).toEqual([
      { from: v.seat('Bo'), commander: 1, amount: 15 },
      { from: v.seat('Bo'), commander: 2, amount: 15 },
    ]);
    v = play(v, cmd('Ana', 'Bo', 6, 2));
    expect(english(v.p('Ana').departure!.cause!)).toContain("Bo's second commander");
  });

  it('903.12h — Brawl tracks commander damage but 21 of it is no loss', () => {
    const v = play(load({ ...POD, options: { format: 'brawl' } }), cmd('Ana', 'Bo', 25));
    expect(v.p('Ana')).toMatchObject({ inGame: true, life: 5 });
    expect(v.p('Ana').commanderDamage[0]!.amount).toBe(25);
  });

  it('the report names commander damage by source and gives each life and poison', () => {
    const v = play(load(POD), cmd('Ana', 'Bo', 7), poison('Cy', 3));
    const r = report(v.game);
    expect(r.players[0]).toMatchObject({
      life: 33,
      poison: 0,
      commanderDamage: [{ from: 'Bo', commander: 1, amount: 7 }],
      maxHandSize: 7,
    });
    expect(r.players[2]!.poison).toBe(3);
  });
});

describe('refusals name the player or value', () => {
  it('a player who has left or does not exist', () => {
    const v = play(load(POD), { type: 'leave', player: 'Bo', reason: 'concede' });
    expect(rejected(v, life('Bo', -1)).message).toBe('Bo has already left the game.');
    expect(rejected(v, life('Zed', -1)).message).toContain('"Zed"');
    expect(rejected(v, cmd('Ana', 'Bo', 3))).toMatchObject({ rule: '800.4a' });
    expect(rejected(v, cmd('Ana', 'Zed', 3)).message).toContain('"Zed"');
  });

  it('amounts that are not whole numbers, or 0', () => {
    const v = load(POD);
    expect(rejected(v, life('Ana', 2.5)).message).toBe(
      'Ana: The life change must be a whole number; "2.5" is not.',
    );
    expect(rejected(v, life('Ana', 0)).message).toContain("can't be 0");
    expect(rejected(v, poison('Ana', 0)).message).toContain("can't be 0");
    expect(rejected(v, cmd('Ana', 'Bo', -3))).toMatchObject({ rule: '107.1b' });
    expect(rejected(v, setLife('Ana', 1.5)).message).toContain('whole number');
  });

  it('commander damage without a format is refused', () => {
    const v = load({ variant: 'free-for-all', players: roster('Ana', 'Bo', 'Cy') });
    expect(rejected(v, cmd('Ana', 'Bo', 3))).toMatchObject({ rule: '903.10a' });
  });

  it('a scenario file with a bad life event is refused with its path', () => {
    const e = refused({ ...POD, events: [{ type: 'life', player: 'Ana', amount: 'lots' }] });
    expect(e.path).toBe('events[0].amount');
    const f = refused({ ...POD, events: [{ type: 'commanderDamage', player: 'Ana', amount: 2 }] });
    expect(f.path).toBe('events[0].from');
  });
});

describe('a loss leaves through the departure machinery', () => {
  it('801.2c — ranges change only when the next turn begins', () => {
    // Range 1 round a table of five: Ana reaches Bo and Ed. When Bo dies, Cy comes into range at the next turn.
    const v0 = load({
      variant: 'free-for-all',
      options: { rangeOfInfluence: 1 },
      players: roster('Ana', 'Bo', 'Cy', 'Di', 'Ed'),
    });
    const v = play(v0, life('Bo', -20));
    expect(v.names(inRange(v.game, v.seat('Ana')))).toEqual(['Ana', 'Ed']);
    expect(v.names(pendingRange(v.game, v.seat('Ana')))).toEqual(['Cy']);
    const w = play(v, endTurn());
    expect(w.names(inRange(w.game, w.seat('Ana')))).toEqual(['Ana', 'Cy', 'Ed']);
  });

  it('800.4g — the active player dying in their turn: the turn runs on, then passes left', () => {
    let v = play(
      load({ variant: 'free-for-all', players: roster('Ana', 'Bo', 'Cy') }),
      life('Ana', -20),
    );
    expect(v.d.activePlayers).toEqual([]);
    v = play(v, endTurn());
    expect(v.names(v.d.activePlayers)).toEqual(['Bo']);
  });

  it('809.5b — an emperor dying of damage takes the team with them', () => {
    const v = play(load({ variant: 'emperor', players: EMPEROR_SIX }), life('Esme', -20));
    expect(v.withStatus('lost')).toEqual(['Dmitri', 'Esme', 'Femi']);
    expect(v.p('Dmitri').departure).toMatchObject({ rule: '809.5b' });
    expect(v.p('Esme').departure).toMatchObject({ rule: '704.5a' });
    expect(v.withStatus('won')).toEqual(['Alex', 'Bianca', 'Carissa']);
  });

  it('807.4e — Grand Melee: a player dying below eight players designates a marker', () => {
    const v0 = load({ variant: 'grand-melee', players: numbered(8) });
    expect(v0.d.turnMarkers).toHaveLength(2);
    const v = play(v0, life('P3', -20));
    // The marker immediately to P3's right (P1's, marker 1) is designated for removal.
    expect(v.d.turnMarkers.map((m) => [m.number, v.d.players[m.holder]!.name, m.removals])).toEqual(
      [
        [1, 'P1', 1],
        [2, 'P5', 0],
      ],
    );
    expect(v.p('P3').departure).toMatchObject({ rule: '704.5a' });
  });

  it('104.1 — after the last opponent falls the game is over: no more life changes', () => {
    const v = play(
      load({ variant: 'free-for-all', players: roster('Ana', 'Bo', 'Cy') }),
      life('Bo', -20),
      poison('Cy', 10),
    );
    expect(v.d.gameOver).toBe(true);
    expect(v.withStatus('won')).toEqual(['Ana']);
    expect(rejected(v, life('Ana', 1))).toMatchObject({ rule: '104.1' });
  });
});

describe('history sentences', () => {
  it('describe every life event in plain words', () => {
    expect(describeEvent(life('Ana', -7))).toBe('Ana loses 7 life');
    expect(describeEvent(life('Ana', 1))).toBe('Ana gains 1 life');
    expect(describeEvent(setLife('Ana', 10))).toBe("Ana's life total becomes 10");
    expect(describeEvent(poison('Ana', 1))).toBe('Ana gets 1 poison counter');
    expect(describeEvent(poison('Ana', -2))).toBe('Ana loses 2 poison counters');
    expect(describeEvent(cmd('Ana', 'Bo', 5, 2))).toBe(
      "Bo's second commander deals 5 combat damage to Ana",
    );
  });
});
