// The general multiplayer rules (800–806) and the worked examples of the rules texts, one test
// per example or rule sentence. Seats: players are listed in seat order, and each next player
// sits to the LEFT of the one before (shared/design/rules-notes.md).
import { describe, expect, it } from 'vitest';
import { applyEvent, sharedRange } from './index';
import { loadScenario } from './scenario';
import { attackVerdict, explainAttacks, opponentChoiceReason, targetVerdict } from './reasons';
import {
  concedes,
  draws,
  endTurn,
  extraTurn,
  leaves,
  load,
  numbered,
  play,
  refused,
  rejected,
  roster,
  team,
  wins,
  type View,
} from './test-helpers';

const SIX = ['Alex', 'Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi'];

/** Free-for-all, everyone range 1, seated as listed. */
const ffa1 = (...names: string[]) =>
  load({ variant: 'free-for-all', options: { rangeOfInfluence: 1 }, players: roster(...names) });

const attack = (v: View, a: string, b: string) => attackVerdict(v.game, v.seat(a), v.seat(b));
const target = (v: View, a: string, b: string) => targetVerdict(v.game, v.seat(a), v.seat(b));
const shared = (v: View, a: string, b: string) =>
  v.names(sharedRange(v.game, v.seat(a), v.seat(b)));

describe('800 general multiplayer rules', () => {
  it('800.1 — a game of two players is not a multiplayer game and is refused', () => {
    const e = refused({ variant: 'free-for-all', players: roster('Alex', 'Rob') });
    expect(e.rule).toBe('800.1');
    expect(e.path).toBe('players');
  });

  it('800.1 — three players is enough for a multiplayer game', () => {
    const v = load({ variant: 'free-for-all', players: roster('Alex', 'Rob', 'Carissa') });
    expect(v.seating()).toEqual(['Alex', 'Rob', 'Carissa']);
  });

  it('800.2 — an unknown variant is refused', () => {
    const e = refused({ variant: 'chaos', players: roster('A', 'B', 'C') });
    expect(e.rule).toBe('800.2');
  });

  it('800.4 — the game goes on after a player leaves', () => {
    const v = play(
      load({ variant: 'free-for-all', players: roster('Alex', 'Bianca', 'Carissa', 'Dmitri') }),
      leaves('Carissa'),
    );
    expect(v.d.gameOver).toBe(false);
    expect(v.p('Carissa').inGame).toBe(false);
    expect(v.p('Carissa').status).toBe('lost');
    expect(v.withStatus('playing')).toEqual(['Alex', 'Bianca', 'Dmitri']);
  });

  it('800.4g — a player who leaves during their own turn: the turn runs on with no active player', () => {
    const v = play(
      load({
        variant: 'free-for-all',
        players: roster('Alex', 'Bianca', 'Carissa', 'Dmitri'),
        startingPlayer: 'Alex',
      }),
      leaves('Alex'),
    );
    expect(v.d.activePlayers).toEqual([]);
    expect(v.d.turn).toBe(1);
    expect(v.p('Alex').takingTurn).toBe(false);
    expect(v.p('Bianca').takingTurn).toBe(false);
  });

  it('800.4g — after that turn ends, the next player to the left still in the game takes the next turn', () => {
    const v0 = load({
      variant: 'free-for-all',
      players: roster('Alex', 'Bianca', 'Carissa', 'Dmitri', 'Esme'),
      startingPlayer: 'Alex',
    });
    const v = play(v0, leaves('Bianca'), leaves('Alex'), endTurn());
    expect(v.names(v.d.activePlayers)).toEqual(['Carissa']);
    expect(v.d.turn).toBe(2);
  });

  it('800.4g — turn order skips a player who left, wrapping round the table', () => {
    const v0 = load({
      variant: 'free-for-all',
      players: roster('Alex', 'Bianca', 'Carissa', 'Dmitri'),
      startingPlayer: 'Carissa',
    });
    const v = play(v0, leaves('Dmitri'), endTurn('Carissa'));
    expect(v.names(v.d.activePlayers)).toEqual(['Alex']);
  });

  it('800.6 — in a multiplayer game other than Two-Headed Giant, nobody skips the first draw', () => {
    const v = load({ variant: 'free-for-all', players: roster(...SIX), startingPlayer: 'Carissa' });
    expect(v.d.skipFirstDraw).toEqual([]);
  });

  it('800.6 — Team vs. Team: the starting player draws on their first turn too', () => {
    const v = load({
      variant: 'team-vs-team',
      players: [...team('Red', 'R1', 'R2', 'R3'), ...team('Blue', 'B1', 'B2', 'B3')],
      startingTeam: 'Red',
    });
    expect(v.d.skipFirstDraw).toEqual([]);
  });

  it('800.7 — without limited range, a "you win" effect makes every opponent lose', () => {
    const v = play(load({ variant: 'free-for-all', players: roster(...SIX) }), wins('Carissa'));
    expect(v.withStatus('lost')).toEqual(['Alex', 'Bianca', 'Dmitri', 'Esme', 'Femi']);
    expect(v.p('Dmitri').departure).toMatchObject({ how: 'lost', rule: '800.7' });
    expect(v.d.gameOver).toBe(true);
    expect(v.names(v.d.winners)).toEqual(['Carissa']);
    expect(v.p('Carissa').status).toBe('won');
  });

  it("800.7 — in a team game without limited range, the winner's teammates are not opponents and win with them", () => {
    const v0 = load({
      variant: 'team-vs-team',
      players: [
        ...team('Red', 'R1', 'R2'),
        ...team('Blue', 'B1', 'B2'),
        ...team('Green', 'G1', 'G2'),
      ],
    });
    const v = play(v0, wins('R1'));
    expect(v.withStatus('lost')).toEqual(['B1', 'B2', 'G1', 'G2']);
    expect(v.names(v.d.winners)).toEqual(['R1', 'R2']);
  });
});

describe('801.2 range of influence', () => {
  it('801.2a — range 1: only you and the players directly next to you', () => {
    const v = ffa1(...SIX);
    expect(v.names(v.p('Alex').inRange)).toEqual(['Alex', 'Bianca', 'Femi']);
    expect(v.names(v.p('Dmitri').inRange)).toEqual(['Carissa', 'Dmitri', 'Esme']);
  });

  it('801.2a — range 2: you and the two players on each side', () => {
    const v = load({
      variant: 'free-for-all',
      options: { rangeOfInfluence: 2 },
      players: roster('Alex', 'B', 'C', 'D', 'E', 'F', 'G'),
    });
    expect(v.names(v.p('Alex').inRange)).toEqual(['Alex', 'B', 'C', 'F', 'G']);
    expect(v.names(v.p('D').inRange)).toEqual(['B', 'C', 'D', 'E', 'F']);
  });

  it('801.2a — different players may have different ranges (custom game)', () => {
    const v = load({
      variant: 'custom',
      players: [
        { name: 'Alex', range: 1 },
        { name: 'B', range: 2 },
        { name: 'C' },
        { name: 'D' },
        { name: 'E' },
        { name: 'F' },
        { name: 'G' },
      ],
    });
    expect(v.p('Alex').range).toBe(1);
    expect(v.p('B').range).toBe(2);
    expect(v.p('C').range).toBe(null);
    expect(v.names(v.p('B').inRange)).toEqual(['Alex', 'B', 'C', 'D', 'G']);
    expect(v.names(v.p('C').inRange)).toEqual(['Alex', 'B', 'C', 'D', 'E', 'F', 'G']);
  });

  it('801.2 — a range of 0 seats is refused', () => {
    const e = refused({
      variant: 'free-for-all',
      options: { rangeOfInfluence: 0 },
      players: roster('A', 'B', 'C'),
    });
    expect(e.rule).toBe('801.2');
    expect(e.path).toBe('options.rangeOfInfluence');
  });

  it('801.2 — a range that covers the whole table includes everyone', () => {
    const v = load({
      variant: 'free-for-all',
      options: { rangeOfInfluence: 2 },
      players: roster('A', 'B', 'C', 'D', 'E'),
    });
    expect(v.names(v.p('A').inRange)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('801.2b — a player is always within their own range', () => {
    const v = ffa1(...SIX);
    for (const name of SIX) expect(v.names(v.p(name).inRange)).toContain(name);
    const self = target(v, 'Esme', 'Esme');
    expect(self.ok).toBe(true);
    expect(self.rule).toBe('801.2b');
  });

  it("801.2c — Carissa enters Alex's range only when the next turn begins after Rob leaves", () => {
    // Alex sits to Rob's left and Carissa to Rob's right: seat order Carissa, Rob, Alex.
    const v0 = ffa1('Carissa', 'Rob', 'Alex', 'Dana', 'Eli');
    expect(v0.names(v0.p('Alex').inRange)).toEqual(['Rob', 'Alex', 'Dana']);
    const v1 = play(v0, leaves('Rob'));
    expect(v1.names(v1.p('Alex').inRange)).toEqual(['Alex', 'Dana']);
    expect(v1.names(v1.p('Carissa').inRange)).toEqual(['Carissa', 'Eli']);
    const t = target(v1, 'Alex', 'Carissa');
    expect(t.ok).toBe(false);
    expect(t.rule).toBe('801.2c');
    const v2 = play(v1, endTurn());
    expect(v2.names(v2.p('Alex').inRange)).toEqual(['Carissa', 'Alex', 'Dana']);
    expect(v2.names(v2.p('Carissa').inRange)).toEqual(['Carissa', 'Alex', 'Eli']);
    expect(target(v2, 'Alex', 'Carissa').ok).toBe(true);
  });

  it("801.2c — a player who has left is out of everyone's range at once", () => {
    const v = play(ffa1('Carissa', 'Rob', 'Alex', 'Dana', 'Eli'), leaves('Rob'));
    expect(v.p('Rob').inRange).toEqual([]);
    for (const name of ['Carissa', 'Alex', 'Dana', 'Eli'])
      expect(v.names(v.p(name).inRange)).not.toContain('Rob');
    const t = target(v, 'Alex', 'Rob');
    expect(t.ok).toBe(false);
    expect(t.rule).toBe('800.4');
  });

  it('801.2c (column) — after you defeat your neighbour you must wait a turn before attacking the next player', () => {
    const v0 = load({
      variant: 'free-for-all',
      options: { rangeOfInfluence: 1, attack: 'multiple' },
      players: roster('Me', 'Near', 'Far', 'D', 'E', 'F'),
      startingPlayer: 'Me',
    });
    const v1 = play(v0, leaves('Near'));
    expect(v1.names(v1.p('Me').canAttack)).toEqual(['F']);
    expect(attack(v1, 'Me', 'Far').ok).toBe(false);
    const v2 = play(v1, endTurn('Me'));
    expect(v2.names(v2.p('Me').canAttack)).toEqual(['Far', 'F']);
  });
});

describe('801.3–801.4 attacking and targeting within range', () => {
  it('801.3 — creatures may attack only opponents within range', () => {
    const v = load({
      variant: 'free-for-all',
      options: { rangeOfInfluence: 1, attack: 'multiple' },
      players: roster(...SIX),
    });
    expect(v.names(v.p('Carissa').canAttack)).toEqual(['Bianca', 'Dmitri']);
    const far = attack(v, 'Carissa', 'Femi');
    expect(far.ok).toBe(false);
    expect(far.rule).toBe('801.3');
    const near = attack(v, 'Carissa', 'Dmitri');
    expect(near.ok).toBe(true);
    expect(near.rule).toBe('801.3');
  });

  it('801.3 — with no opponent in range, a player cannot attack at all, and the reason cites 801.3', () => {
    const v = load({
      variant: 'team-vs-team',
      options: { rangeOfInfluence: 1 },
      players: [...team('Red', 'R1', 'R2', 'R3'), ...team('Blue', 'B1', 'B2', 'B3')],
    });
    expect(v.names(v.p('R2').inRange)).toEqual(['R1', 'R2', 'R3']);
    expect(v.p('R2').canAttack).toEqual([]);
    for (const b of ['B1', 'B2', 'B3']) {
      const r = attack(v, 'R2', b);
      expect(r.ok).toBe(false);
      expect(r.rule).toBe('801.3');
    }
    expect(v.names(v.p('R3').canAttack)).toEqual(['B1']);
  });

  it('801.4 — a player can target only players within range', () => {
    const v = ffa1(...SIX);
    const out = target(v, 'Alex', 'Carissa');
    expect(out.ok).toBe(false);
    expect(out.rule).toBe('801.4');
    const inside = target(v, 'Alex', 'Femi');
    expect(inside.ok).toBe(true);
    expect(inside.rule).toBe('801.4');
  });

  it("801.4 (column, Shunt) — with range 1 at four players, your left neighbour's spell can't be redirected to your right neighbour or across the table", () => {
    // You are B; your left neighbour is C, your right neighbour is A, D sits opposite.
    const v = load({
      variant: 'free-for-all',
      options: { rangeOfInfluence: 1 },
      players: roster('A', 'B', 'C', 'D'),
    });
    expect(target(v, 'C', 'B').ok).toBe(true);
    expect(target(v, 'B', 'A').ok).toBe(true);
    expect(target(v, 'C', 'A').ok).toBe(false);
    expect(target(v, 'B', 'D').ok).toBe(false);
    expect(target(v, 'C', 'C').ok).toBe(true);
  });
});

describe('801.5 choices', () => {
  it("801.5a — Cuombajj Witches: Rob may pick only what is in both his range and Alex's (Rob and Alex)", () => {
    // Alex sits to Rob's left: seat order …, Rob, Alex, …
    const v = ffa1('Carissa', 'Rob', 'Alex', 'Dana', 'Eli');
    expect(shared(v, 'Rob', 'Alex')).toEqual(['Rob', 'Alex']);
    expect(shared(v, 'Alex', 'Rob')).toEqual(['Rob', 'Alex']);
  });

  it('801.5a — the opponents who may make a choice for a player are the opponents within range', () => {
    const v = ffa1('Carissa', 'Rob', 'Alex', 'Dana', 'Eli');
    expect(v.names(v.p('Alex').opponentChoosers)).toEqual(['Rob', 'Dana']);
    const r = opponentChoiceReason(v.game, v.seat('Alex'));
    expect(r.ok).toBe(true);
    expect(r.rule).toBe('801.5a');
  });

  it('801.5b — Alex (range 2) may hand a mode choice to Carissa (range 1) even though Alex is out of her range', () => {
    // Custom game: Alex sits to Rob's left, Carissa to Rob's right.
    const v = load({
      variant: 'custom',
      players: [
        { name: 'Carissa', range: 1 },
        { name: 'Rob', range: 1 },
        { name: 'Alex', range: 2 },
        { name: 'Dana', range: 1 },
        { name: 'Eli', range: 1 },
        { name: 'Fay', range: 1 },
      ],
    });
    expect(v.names(v.p('Alex').opponentChoosers)).toContain('Carissa');
    expect(target(v, 'Carissa', 'Alex').ok).toBe(false);
    expect(target(v, 'Alex', 'Carissa').ok).toBe(true);
  });

  it("801.5c — Fact or Fiction: in an Emperor game with every range 1, the nearest opponent to the emperor's left chooses", () => {
    const v = load({
      variant: 'emperor',
      options: { rangeOfInfluence: 1 },
      players: [
        ...team('North', 'Alex', 'Bianca', 'Carissa'),
        ...team('South', 'Dmitri', 'Esme', 'Femi'),
      ],
    });
    expect(v.p('Bianca').role).toBe('emperor');
    expect(v.p('Bianca').range).toBe(1);
    expect(v.names(v.p('Bianca').inRange)).toEqual(['Alex', 'Bianca', 'Carissa']);
    expect(v.names(v.p('Bianca').opponentChoosers)).toEqual(['Dmitri']);
    const r = opponentChoiceReason(v.game, v.seat('Bianca'));
    expect(r.ok).toBe(true);
    expect(r.rule).toBe('801.5c');
    expect(r.text).toContain('Dmitri');
    // The other emperor's nearest opponent to the left is across the wrap of the table.
    expect(v.names(v.p('Esme').opponentChoosers)).toEqual(['Alex']);
  });

  it('801.5c (column, Intuition) — seven players, range 1: after both neighbours leave, the first opponent to the left chooses', () => {
    const v0 = ffa1('A', 'B', 'C', 'D', 'E', 'F', 'G');
    const v = play(v0, leaves('C'), leaves('E'));
    expect(v.names(v.p('D').inRange)).toEqual(['D']);
    expect(v.names(v.p('D').opponentChoosers)).toEqual(['F']);
    expect(opponentChoiceReason(v.game, v.seat('D')).rule).toBe('801.5c');
  });
});

describe('801.10–801.12 effects and information within range', () => {
  it("801.10 — Pyroclasm at six players with range 1 reaches Alex and the players to Alex's left and right", () => {
    const v = ffa1(...SIX);
    expect(v.names(v.p('Alex').inRange)).toEqual(['Alex', 'Bianca', 'Femi']);
    expect(v.p('Alex').inRange).toHaveLength(3);
  });

  it("801.11 — Coat of Arms sees only the creatures of Alex and Alex's two neighbours", () => {
    const v = ffa1(...SIX);
    expect(v.names(v.p('Alex').inRange)).toEqual(['Alex', 'Bianca', 'Femi']);
  });

  it("801.11 — Coat of Arms boosts Rob (on Alex's right) counting only Rob's and Alex's creatures", () => {
    const v = ffa1('Rob', 'Alex', 'C', 'D', 'E', 'F');
    expect(shared(v, 'Alex', 'Rob')).toEqual(['Rob', 'Alex']);
  });

  it("801.12 — Alex (range 1) and Carissa (range 2) with Rob between: Carissa reaches Alex, Alex doesn't reach Carissa", () => {
    const v = load({
      variant: 'custom',
      players: [
        { name: 'Carissa', range: 2 },
        { name: 'Rob', range: 1 },
        { name: 'Alex', range: 1 },
        { name: 'D', range: 1 },
        { name: 'E', range: 1 },
        { name: 'F', range: 1 },
      ],
    });
    expect(v.names(v.p('Carissa').inRange)).toContain('Alex');
    expect(v.names(v.p('Alex').inRange)).not.toContain('Carissa');
    expect(target(v, 'Carissa', 'Alex').ok).toBe(true);
    expect(target(v, 'Alex', 'Carissa').ok).toBe(false);
  });
});

describe('801.16–801.17 winning and drawing with limited range', () => {
  it('801.16 — a "you win" effect makes only the opponents within range lose; the game goes on', () => {
    const v = play(ffa1(...SIX), wins('Alex'));
    expect(v.withStatus('lost')).toEqual(['Bianca', 'Femi']);
    expect(v.p('Bianca').departure).toMatchObject({ how: 'lost', rule: '801.16' });
    expect(v.withStatus('playing')).toEqual(['Alex', 'Carissa', 'Dmitri', 'Esme']);
    expect(v.d.gameOver).toBe(false);
    expect(v.d.winners).toEqual([]);
  });

  it('801.16 — range for a win effect is the range fixed when the turn began', () => {
    const v = play(ffa1(...SIX), leaves('Bianca'), wins('Alex'));
    // Carissa is not yet in Alex's range (801.2c), so only Femi loses to the effect.
    expect(v.p('Femi').departure).toMatchObject({ how: 'lost', rule: '801.16' });
    expect(v.p('Carissa').status).toBe('playing');
  });

  it('801.17 — a draw effect with limited range: its controller and the players in range draw and leave; the rest play on', () => {
    const v = play(ffa1(...SIX), draws('Carissa'));
    expect(v.withStatus('drew')).toEqual(['Bianca', 'Carissa', 'Dmitri']);
    expect(v.p('Carissa').departure).toMatchObject({ how: 'drew', rule: '801.17' });
    expect(v.p('Carissa').inGame).toBe(false);
    expect(v.withStatus('playing')).toEqual(['Alex', 'Esme', 'Femi']);
    expect(v.d.gameOver).toBe(false);
  });

  it('801.17 — without limited range, a draw effect makes the whole game a draw', () => {
    const v = play(load({ variant: 'free-for-all', players: roster(...SIX) }), draws('Carissa'));
    expect(v.withStatus('drew')).toEqual(SIX);
    expect(v.d.gameOver).toBe(true);
    expect(v.d.winners).toEqual([]);
  });

  it('801.17 — if a draw in range leaves a single player, that player wins', () => {
    const v = play(
      load({
        variant: 'free-for-all',
        options: { rangeOfInfluence: 1 },
        players: roster('A', 'B', 'C', 'D'),
      }),
      draws('B'),
    );
    expect(v.withStatus('drew')).toEqual(['A', 'B', 'C']);
    expect(v.d.gameOver).toBe(true);
    expect(v.names(v.d.winners)).toEqual(['D']);
    expect(v.p('D').status).toBe('won');
  });
});

describe('802 attack multiple players', () => {
  it('802.1 — with attack multiple players and no range limit, every opponent can be attacked', () => {
    const v = load({ variant: 'free-for-all', players: roster(...SIX) });
    expect(v.names(v.p('Carissa').canAttack)).toEqual(['Alex', 'Bianca', 'Dmitri', 'Esme', 'Femi']);
    const r = attack(v, 'Carissa', 'Femi');
    expect(r.ok).toBe(true);
    expect(r.rule).toBe('802.1');
  });

  it('802 — a player cannot attack themselves or a player who has left', () => {
    const v = play(load({ variant: 'free-for-all', players: roster(...SIX) }), leaves('Esme'));
    expect(attack(v, 'Carissa', 'Carissa').ok).toBe(false);
    const gone = attack(v, 'Carissa', 'Esme');
    expect(gone.ok).toBe(false);
    expect(gone.rule).toBe('800.4');
    expect(v.names(v.p('Carissa').canAttack)).toEqual(['Alex', 'Bianca', 'Dmitri', 'Femi']);
  });

  it('802 — explainAttacks gives a reason for every other player', () => {
    const v = load({
      variant: 'free-for-all',
      options: { rangeOfInfluence: 1 },
      players: roster(...SIX),
    });
    const list = explainAttacks(v.game, v.seat('Alex'));
    expect(v.names(list.map((x) => x.seat))).toEqual([
      'Bianca',
      'Carissa',
      'Dmitri',
      'Esme',
      'Femi',
    ]);
    expect(list.map((x) => x.reason.ok)).toEqual([true, false, false, false, true]);
  });
});

describe('803 attack left and attack right', () => {
  it('803.1a — with attack left, only the opponent immediately to the left can be attacked', () => {
    const v = load({
      variant: 'free-for-all',
      options: { attack: 'left' },
      players: roster(...SIX),
    });
    expect(v.names(v.p('Carissa').canAttack)).toEqual(['Dmitri']);
    expect(v.names(v.p('Femi').canAttack)).toEqual(['Alex']);
    const r = attack(v, 'Carissa', 'Bianca');
    expect(r.ok).toBe(false);
    expect(r.rule).toBe('803.1a');
    expect(attack(v, 'Carissa', 'Dmitri')).toMatchObject({ ok: true, rule: '803.1a' });
  });

  it('803.1b — with attack right, only the opponent immediately to the right can be attacked', () => {
    const v = load({
      variant: 'free-for-all',
      options: { attack: 'right' },
      players: roster(...SIX),
    });
    expect(v.names(v.p('Carissa').canAttack)).toEqual(['Bianca']);
    expect(v.names(v.p('Alex').canAttack)).toEqual(['Femi']);
    const r = attack(v, 'Carissa', 'Dmitri');
    expect(r.ok).toBe(false);
    expect(r.rule).toBe('803.1b');
  });

  it('803.1a — when the player to the left leaves, the next player still in the game is immediately to the left', () => {
    const v = play(
      load({ variant: 'free-for-all', options: { attack: 'left' }, players: roster(...SIX) }),
      leaves('Dmitri'),
    );
    expect(v.names(v.p('Carissa').canAttack)).toEqual(['Esme']);
  });

  it('803.1a — a teammate immediately to the left means the player cannot attack anyone', () => {
    const v = load({
      variant: 'custom',
      options: { attack: 'left' },
      players: [...team('A', 'A1', 'A2'), ...team('B', 'B1', 'B2')],
    });
    expect(v.p('A1').canAttack).toEqual([]);
    for (const b of ['B1', 'B2']) {
      const r = attack(v, 'A1', b);
      expect(r.ok).toBe(false);
      expect(r.rule).toBe('803.1a');
    }
    expect(v.names(v.p('A2').canAttack)).toEqual(['B1']);
  });

  it('803.1b — a teammate immediately to the right means the player cannot attack anyone', () => {
    const v = load({
      variant: 'custom',
      options: { attack: 'right' },
      players: [...team('A', 'A1', 'A2'), ...team('B', 'B1', 'B2')],
    });
    expect(v.p('A2').canAttack).toEqual([]);
    expect(attack(v, 'A2', 'B2')).toMatchObject({ ok: false, rule: '803.1b' });
    expect(v.names(v.p('A1').canAttack)).toEqual(['B2']);
  });
});

describe('804 deploy creatures', () => {
  it('804.2 — a creature can be deployed only to a teammate within range', () => {
    const v = load({
      variant: 'emperor',
      players: [
        ...team('North', 'Alex', 'Bianca', 'Carissa'),
        ...team('South', 'Dmitri', 'Esme', 'Femi'),
      ],
    });
    expect(v.names(v.p('Bianca').deployTo)).toEqual(['Alex', 'Carissa']);
    expect(v.names(v.p('Alex').deployTo)).toEqual(['Bianca']);
    expect(v.names(v.p('Carissa').deployTo)).toEqual(['Bianca']);
  });

  it('804.2 — with unlimited range, every teammate can receive a creature', () => {
    const v = load({
      variant: 'team-vs-team',
      options: { deployCreatures: true },
      players: [...team('Red', 'R1', 'R2', 'R3'), ...team('Blue', 'B1', 'B2', 'B3')],
    });
    expect(v.names(v.p('R1').deployTo)).toEqual(['R2', 'R3']);
  });

  it('804.2 — without the option, nobody deploys', () => {
    const v = load({
      variant: 'team-vs-team',
      players: [...team('Red', 'R1', 'R2', 'R3'), ...team('Blue', 'B1', 'B2', 'B3')],
    });
    expect(v.p('R1').deployTo).toEqual([]);
  });
});

describe('806 free-for-all', () => {
  it('806.2a — every player has the same range; different ranges are refused', () => {
    const e = refused({
      variant: 'free-for-all',
      options: { rangeOfInfluence: 1 },
      players: [{ name: 'A', range: 2 }, { name: 'B' }, { name: 'C' }, { name: 'D' }],
    });
    expect(e.rule).toBe('806.2a');
  });

  it('806.2a — by default free-for-all has no range limit', () => {
    const v = load({ variant: 'free-for-all', players: roster(...SIX) });
    for (const p of v.d.players) expect(p.range).toBe(null);
  });

  it('806.2b — free-for-all needs one of the attack options', () => {
    const e = refused({
      variant: 'free-for-all',
      options: { attack: 'single' },
      players: roster('A', 'B', 'C'),
    });
    expect(e.rule).toBe('806.2b');
    expect(e.path).toBe('options.attack');
  });

  it('806.2c — free-for-all does not use the deploy creatures option', () => {
    const e = refused({
      variant: 'free-for-all',
      options: { deployCreatures: true },
      players: roster('A', 'B', 'C'),
    });
    expect(e.rule).toBe('806.2c');
  });

  it('806.1 — free-for-all players have no teams', () => {
    const e = refused({
      variant: 'free-for-all',
      players: [...team('X', 'A', 'B'), { name: 'C' }],
    });
    expect(e.rule).toBe('806.1');
  });

  it('806.3 — seating by the rules is a random permutation of the players', () => {
    const names = numbered(8).map((p) => p.name);
    const v = load({
      variant: 'free-for-all',
      seating: 'by-rules',
      seed: 42,
      players: numbered(8),
    });
    expect([...v.seating()].sort()).toEqual([...names].sort());
  });

  it('806.3 — the same seed always seats the table the same way', () => {
    const a = load({ variant: 'free-for-all', seating: 'by-rules', seed: 7, players: numbered(9) });
    const b = load({ variant: 'free-for-all', seating: 'by-rules', seed: 7, players: numbered(9) });
    expect(a.seating()).toEqual(b.seating());
  });

  it('806.3 — different seeds give different seatings (the seating is not the list order every time)', () => {
    const listed = numbered(9).map((p) => p.name);
    const seatings = [1, 2, 3, 4, 5].map((seed) =>
      load({ variant: 'free-for-all', seating: 'by-rules', seed, players: numbered(9) })
        .seating()
        .join(),
    );
    expect(seatings.some((s) => s !== listed.join())).toBe(true);
    expect(new Set(seatings).size).toBeGreaterThan(1);
  });
});

describe('extra turns outside Grand Melee', () => {
  it('500.7 — an extra turn is taken right after the current turn, then turn order resumes from the player who took the last normal turn', () => {
    const v0 = load({
      variant: 'free-for-all',
      players: roster('A', 'B', 'C', 'D'),
      startingPlayer: 'A',
    });
    const v1 = play(v0, extraTurn('C'), endTurn('A'));
    expect(v1.names(v1.d.activePlayers)).toEqual(['C']);
    const v2 = play(v1, endTurn('C'));
    expect(v2.names(v2.d.activePlayers)).toEqual(['B']);
  });
});

describe('extra turns and departures', () => {
  it('800.4 — an extra turn owed to a player who has since left is not taken', () => {
    const v0 = load({
      variant: 'free-for-all',
      players: roster('A', 'B', 'C', 'D'),
      startingPlayer: 'A',
    });
    const v = play(v0, extraTurn('C'), leaves('C'), endTurn('A'));
    expect(v.names(v.d.activePlayers)).toEqual(['B']);
  });
});

describe('errors are values, never throws', () => {
  const base = () =>
    load({ variant: 'free-for-all', players: roster('Alex', 'Bianca', 'Carissa', 'Dmitri') });

  it('800.4 — an event for a player who has already left is refused', () => {
    const v = play(base(), leaves('Bianca'));
    const e = rejected(v, leaves('Bianca'));
    expect(e.rule).toBe('800.4');
    expect(e.message).toContain('Bianca');
    expect(rejected(v, wins('Bianca')).rule).toBe('800.4');
    expect(rejected(v, draws('Bianca')).rule).toBe('800.4');
  });

  it('an event naming a player who is not at the table is refused, naming them', () => {
    const v = base();
    expect(rejected(v, wins('Zed')).message).toContain('Zed');
    expect(rejected(v, leaves('Zed')).message).toContain('Zed');
    expect(rejected(v, endTurn('Zed')).message).toContain('Zed');
  });

  it('104 — once the game is over, no more events happen', () => {
    const v = play(base(), wins('Alex'));
    expect(v.d.gameOver).toBe(true);
    const e = rejected(v, endTurn());
    expect(e.rule).toBe('104.1');
    expect(rejected(v, leaves('Alex')).rule).toBe('104.1');
  });

  it('ending the turn of a player who is not taking one is refused, naming them', () => {
    const v = load({
      variant: 'free-for-all',
      players: roster('Alex', 'Bianca', 'Carissa'),
      startingPlayer: 'Alex',
    });
    const e = rejected(v, endTurn('Carissa'));
    expect(e.message).toContain('Carissa');
  });

  it('807.4 — a turn marker outside Grand Melee is refused', () => {
    expect(rejected(base(), { type: 'endTurn', marker: 1 }).rule).toBe('807.4');
  });

  it('800.4 — a leave event with an unknown reason is refused', () => {
    const e = rejected(base(), { type: 'leave', player: 'Alex', reason: 'explode' as never });
    expect(e.rule).toBe('800.4');
  });

  it('a leave event with nobody named is refused', () => {
    const v = base();
    expect(rejected(v, { type: 'leave' }).message.length).toBeGreaterThan(0);
    expect(rejected(v, { type: 'leave', players: [] }).message.length).toBeGreaterThan(0);
  });

  it('an unknown event type is refused by applyEvent without throwing', () => {
    const v = base();
    const r = applyEvent(v.game, { type: 'explode' } as never);
    expect(r.ok).toBe(false);
  });

  it('a scenario whose events go wrong says which event and where', () => {
    const r = loadScenario({
      variant: 'free-for-all',
      players: roster('Alex', 'Bianca', 'Carissa'),
      events: [leaves('Bianca'), leaves('Bianca')],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.path).toBe('events[1]');
    expect(r.error.message).toMatch(/^Event 2\b/);
    expect(r.error.rule).toBe('800.4');
  });

  it('malformed input comes back as an error value', () => {
    for (const input of [
      null,
      'text',
      42,
      [],
      {},
      { variant: 'free-for-all' },
      { variant: 'free-for-all', players: 'x' },
      { variant: 'free-for-all', players: [1, 2, 3] },
      { variant: 'free-for-all', players: roster('A', 'B', 'C'), events: 'x' },
    ]) {
      expect(() => loadScenario(input)).not.toThrow();
      expect(loadScenario(input).ok).toBe(false);
    }
  });

  it('duplicate names are refused', () => {
    const e = refused({ variant: 'free-for-all', players: roster('Alex', 'alex', 'Carissa') });
    expect(e.path).toBe('players[1].name');
  });

  it('a starting player who is not at the table is refused', () => {
    const e = refused({
      variant: 'free-for-all',
      players: roster('Alex', 'Bianca', 'Carissa'),
      startingPlayer: 'Zed',
    });
    expect(e.path).toBe('startingPlayer');
    expect(e.message).toContain('Zed');
  });

  it('concession and loss are both recorded as leaving', () => {
    const v = play(base(), concedes('Alex'), leaves('Bianca'));
    expect(v.p('Alex').departure).toMatchObject({ how: 'conceded' });
    expect(v.p('Alex').status).toBe('lost');
    expect(v.p('Bianca').departure).toMatchObject({ how: 'lost' });
  });
});
