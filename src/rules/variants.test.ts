// The team variants and options: shared team turns (805), Team vs. Team (808), Emperor (809),
// Two-Headed Giant (810) and Alternating Teams (811). Seats: players are listed in seat order,
// and each next player sits to the LEFT of the one before.
import { describe, expect, it } from 'vitest';
import { attackVerdict, targetVerdict } from './reasons';
import {
  EMPEROR_SIX,
  concedes,
  draws,
  endTurn,
  leaves,
  load,
  play,
  refused,
  rejected,
  team,
  wins,
  type View,
} from './test-helpers';
import type { PlayerInput } from './index';

const attack = (v: View, a: string, b: string) => attackVerdict(v.game, v.seat(a), v.seat(b));
const twoByTwo = () => [...team('A', 'A1', 'A2'), ...team('B', 'B1', 'B2')];

describe('805 shared team turns', () => {
  it('805.1 — shared team turns need every team in adjacent seats; interleaved teams are refused', () => {
    const e = refused({
      variant: 'custom',
      options: { sharedTeamTurns: true },
      players: [
        { name: 'A1', team: 'A' },
        { name: 'B1', team: 'B' },
        { name: 'A2', team: 'A' },
        { name: 'B2', team: 'B' },
      ],
    });
    expect(e.rule).toBe('805.1');
  });

  it('805.1 — shared team turns are for teams, not for free-for-all', () => {
    const e = refused({
      variant: 'free-for-all',
      options: { sharedTeamTurns: true },
      players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
    });
    expect(e.rule).toBe('805.1');
  });

  it('805.1 — a team whose seats wrap round the end of the list still sits together', () => {
    const v = load({
      variant: 'custom',
      options: { sharedTeamTurns: true },
      players: [{ name: 'B2', team: 'B' }, ...team('A', 'A1', 'A2'), { name: 'B1', team: 'B' }],
    });
    expect(v.seating()).toEqual(['B2', 'A1', 'A2', 'B1']);
  });

  it('805.2 — the primary player is the first listed (rightmost) player of each team', () => {
    const v = load({ variant: 'two-headed-giant', players: twoByTwo() });
    expect(v.d.players.filter((p) => p.primary).map((p) => p.name)).toEqual(['A1', 'B1']);
  });

  it('805.2 — with a team wrapping round the table, the rightmost is the one whose right-hand neighbour is an opponent', () => {
    // B1 sits at the end of the list and B2 at the start: B2 is to B1's left, so B1 is rightmost.
    const v = load({
      variant: 'two-headed-giant',
      players: [{ name: 'B2', team: 'B' }, ...team('A', 'A1', 'A2'), { name: 'B1', team: 'B' }],
    });
    expect(v.p('B1').primary).toBe(true);
    expect(v.p('B2').primary).toBe(false);
    expect(v.p('A1').primary).toBe(true);
  });

  it('805.2 — in a team of three, only the rightmost player is primary', () => {
    const v = load({
      variant: 'two-headed-giant',
      players: [...team('A', 'A1', 'A2', 'A3'), ...team('B', 'B1', 'B2', 'B3')],
    });
    expect(v.d.players.filter((p) => p.primary).map((p) => p.name)).toEqual(['A1', 'B1']);
  });

  it('805.4 — the whole team takes the turn: every member is active', () => {
    const v = load({ variant: 'two-headed-giant', players: twoByTwo(), startingTeam: 'A' });
    expect(v.names(v.d.activePlayers)).toEqual(['A1', 'A2']);
    expect(v.d.activeTeam).toBe('A');
    expect(v.p('A2').takingTurn).toBe(true);
    expect(v.p('B1').takingTurn).toBe(false);
  });

  it('805.4 — when the team ends its turn, the next team takes the following turn', () => {
    const v = play(
      load({ variant: 'two-headed-giant', players: twoByTwo(), startingTeam: 'A' }),
      endTurn('A2'),
    );
    expect(v.names(v.d.activePlayers)).toEqual(['B1', 'B2']);
    expect(v.d.activeTeam).toBe('B');
    expect(v.d.turn).toBe(2);
    const v2 = play(v, endTurn());
    expect(v2.d.activeTeam).toBe('A');
  });

  it("805.4 — a player of the other team cannot end the active team's turn", () => {
    const v = load({ variant: 'two-headed-giant', players: twoByTwo(), startingTeam: 'A' });
    const e = rejected(v, endTurn('B1'));
    expect(e.rule).toBe('805.4');
    expect(e.message).toContain('B1');
  });

  it("805.8 — an extra turn given to one player is taken by that player's whole team", () => {
    const v0 = load({ variant: 'two-headed-giant', players: twoByTwo(), startingTeam: 'A' });
    const v1 = play(v0, { type: 'extraTurn', player: 'A2' }, endTurn());
    expect(v1.names(v1.d.activePlayers)).toEqual(['A1', 'A2']);
    expect(v1.d.activeTeam).toBe('A');
    expect(v1.d.turn).toBe(2);
    const v2 = play(v1, endTurn());
    expect(v2.d.activeTeam).toBe('B');
  });

  it('805.4 — shared team turns in Team vs. Team: the three teams take turns in seat order', () => {
    const v0 = load({
      variant: 'team-vs-team',
      options: { sharedTeamTurns: true },
      players: [
        ...team('Red', 'R1', 'R2'),
        ...team('Blue', 'U1', 'U2'),
        ...team('Green', 'G1', 'G2'),
      ],
      startingTeam: 'Blue',
    });
    expect(v0.names(v0.d.activePlayers)).toEqual(['U1', 'U2']);
    const v1 = play(v0, endTurn());
    expect(v1.d.activeTeam).toBe('Green');
    const v2 = play(v1, endTurn());
    expect(v2.d.activeTeam).toBe('Red');
  });
});

describe('808 Team vs. Team', () => {
  const teams3 = () => [...team('Red', 'R1', 'R2', 'R3'), ...team('Blue', 'B1', 'B2', 'B3')];

  it('808.1 — one team alone is refused', () => {
    const e = refused({ variant: 'team-vs-team', players: team('Red', 'R1', 'R2', 'R3') });
    expect(e.rule).toBe('808.1');
  });

  it('808.1 — teams may be of any size, even uneven', () => {
    const v = load({
      variant: 'team-vs-team',
      players: [...team('Red', 'R1'), ...team('Blue', 'B1', 'B2', 'B3')],
    });
    expect(v.d.players).toHaveLength(4);
  });

  it('808.1 — every player needs a team', () => {
    const e = refused({
      variant: 'team-vs-team',
      players: [...team('Red', 'R1', 'R2'), { name: 'Loner' }, ...team('Blue', 'B1')],
    });
    expect(e.rule).toBe('808.1');
  });

  it('808.2 — each team sits together; a split team seated as listed is refused', () => {
    const e = refused({
      variant: 'team-vs-team',
      players: [
        { name: 'R1', team: 'Red' },
        { name: 'B1', team: 'Blue' },
        { name: 'R2', team: 'Red' },
        { name: 'B2', team: 'Blue' },
      ],
    });
    expect(e.rule).toBe('808.2');
  });

  it('808.2 — seating by the rules puts each team together, in the order the team chose', () => {
    const v = load({
      variant: 'team-vs-team',
      seating: 'by-rules',
      players: [
        { name: 'R1', team: 'Red' },
        { name: 'B1', team: 'Blue' },
        { name: 'R2', team: 'Red' },
        { name: 'B2', team: 'Blue' },
      ],
    });
    expect(v.seating()).toEqual(['R1', 'R2', 'B1', 'B2']);
  });

  it('808.3a — Team vs. Team uses attack multiple players: every opponent can be attacked', () => {
    const v = load({ variant: 'team-vs-team', players: teams3() });
    expect(v.names(v.p('R1').canAttack)).toEqual(['B1', 'B2', 'B3']);
    expect(attack(v, 'R1', 'R2')).toMatchObject({ ok: false, rule: '102.3' });
  });

  it('808.3b — limited range in Team vs. Team is allowed with a warning', () => {
    const v = load({
      variant: 'team-vs-team',
      options: { rangeOfInfluence: 1 },
      players: teams3(),
    });
    expect(v.warnings.map((w) => w.rule)).toContain('808.3b');
  });

  it('808.4 — a team of three: the player in the centre seat goes first', () => {
    const v = load({ variant: 'team-vs-team', players: teams3(), startingTeam: 'Blue' });
    expect(v.names(v.d.activePlayers)).toEqual(['B2']);
  });

  it('808.4 — a team of four: the third listed player (to the left of the midpoint) goes first', () => {
    const v = load({
      variant: 'team-vs-team',
      players: [...team('Red', 'R1', 'R2', 'R3', 'R4'), ...team('Blue', 'B1', 'B2', 'B3', 'B4')],
      startingTeam: 'Red',
    });
    expect(v.names(v.d.activePlayers)).toEqual(['R3']);
  });

  it('808.4 — a team of two: the second listed player (to the left of the midpoint) goes first', () => {
    const v = load({
      variant: 'team-vs-team',
      players: [...team('Red', 'R1', 'R2'), ...team('Blue', 'B1', 'B2')],
      startingTeam: 'Blue',
    });
    expect(v.names(v.d.activePlayers)).toEqual(['B2']);
  });

  it("808.4 — naming a starting player other than the team's centre is refused", () => {
    const e = refused({ variant: 'team-vs-team', players: teams3(), startingPlayer: 'R1' });
    expect(e.rule).toBe('808.4');
    expect(e.message).toContain('R2');
  });

  it('808.4 — a randomly chosen team: the centre player of one of the teams starts, the same for the same seed', () => {
    const a = load({ variant: 'team-vs-team', seed: 11, players: teams3() });
    const b = load({ variant: 'team-vs-team', seed: 11, players: teams3() });
    expect(['R2', 'B2']).toContain(a.names(a.d.activePlayers)[0]);
    expect(a.names(a.d.activePlayers)).toEqual(b.names(b.d.activePlayers));
  });

  it('808.4 — turn order goes to the left', () => {
    const v = play(
      load({ variant: 'team-vs-team', players: teams3(), startingTeam: 'Red' }),
      endTurn('R2'),
    );
    expect(v.names(v.d.activePlayers)).toEqual(['R3']);
    const v2 = play(v, endTurn(), endTurn(), endTurn(), endTurn());
    expect(v2.names(v2.d.activePlayers)).toEqual(['R1']);
  });

  it('808 — a team wins once every opposing player has left', () => {
    const v = play(
      load({ variant: 'team-vs-team', players: teams3() }),
      leaves('B1'),
      leaves('B2'),
      concedes('B3'),
    );
    expect(v.d.gameOver).toBe(true);
    expect(v.names(v.d.winners)).toEqual(['R1', 'R2', 'R3']);
  });
});

describe('809 Emperor', () => {
  const six = () => load({ variant: 'emperor', players: EMPEROR_SIX, startingPlayer: 'Bianca' });

  it('809.1 — one team is refused', () => {
    const e = refused({ variant: 'emperor', players: team('North', 'A', 'B', 'C') });
    expect(e.rule).toBe('809.1');
  });

  it('809.1 — teams of two are refused', () => {
    const e = refused({
      variant: 'emperor',
      players: [...team('North', 'A', 'B'), ...team('South', 'C', 'D')],
    });
    expect(e.rule).toBe('809.1');
  });

  it('809.1 — every player needs a team', () => {
    const e = refused({
      variant: 'emperor',
      players: [...team('North', 'A', 'B', 'C'), ...team('South', 'D', 'E'), { name: 'F' }],
    });
    expect(e.rule).toBe('809.1');
  });

  it('809.2 — with no roles given, the middle player of each team is its emperor', () => {
    const v = load({
      variant: 'emperor',
      players: [
        ...team('North', 'Alex', 'Bianca', 'Carissa'),
        ...team('South', 'Dmitri', 'Esme', 'Femi'),
      ],
    });
    expect(v.d.players.map((p) => p.role)).toEqual([
      'general',
      'emperor',
      'general',
      'general',
      'emperor',
      'general',
    ]);
  });

  it('809.2 — an emperor who is not in the middle of the team is refused', () => {
    const players: PlayerInput[] = EMPEROR_SIX.map((p) => ({ ...p }));
    players[0] = { ...players[0]!, role: 'emperor' };
    players[1] = { ...players[1]!, role: 'general' };
    const e = refused({ variant: 'emperor', players });
    expect(e.rule).toBe('809.2');
  });

  it('809.2 — a team with two emperors is refused', () => {
    const players: PlayerInput[] = EMPEROR_SIX.map((p) => ({ ...p }));
    players[2] = { ...players[2]!, role: 'emperor' };
    const e = refused({ variant: 'emperor', players });
    expect(e.rule).toBe('809.2');
  });

  it('809.2 — a team split across the table is refused', () => {
    const e = refused({
      variant: 'emperor',
      players: [
        EMPEROR_SIX[0]!,
        EMPEROR_SIX[1]!,
        EMPEROR_SIX[3]!,
        EMPEROR_SIX[2]!,
        EMPEROR_SIX[4]!,
        EMPEROR_SIX[5]!,
      ],
    });
    expect(e.rule).toBe('809.2');
  });

  it('809.2 — seating by the rules seats each team together with its emperor in the middle', () => {
    const v = load({
      variant: 'emperor',
      seating: 'by-rules',
      players: [
        { name: 'Bianca', team: 'North', role: 'emperor' },
        { name: 'Alex', team: 'North', role: 'general' },
        { name: 'Esme', team: 'South', role: 'emperor' },
        { name: 'Carissa', team: 'North', role: 'general' },
        { name: 'Dmitri', team: 'South', role: 'general' },
        { name: 'Femi', team: 'South', role: 'general' },
      ],
    });
    expect(v.seating()).toEqual(['Alex', 'Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi']);
  });

  it('809.3a — emperors have range 2 and generals range 1', () => {
    const v = six();
    expect(v.d.players.map((p) => p.range)).toEqual([1, 2, 1, 1, 2, 1]);
    expect(v.names(v.p('Bianca').inRange)).toEqual(['Alex', 'Bianca', 'Carissa', 'Dmitri', 'Femi']);
    expect(v.names(v.p('Carissa').inRange)).toEqual(['Bianca', 'Carissa', 'Dmitri']);
  });

  it('809.3a / 801.1 — Emperor always limits range: unlimited range is refused', () => {
    const e = refused({
      variant: 'emperor',
      options: { rangeOfInfluence: null },
      players: EMPEROR_SIX,
    });
    expect(e.rule).toBe('801.1');
  });

  it('809.3b — Emperor uses deploy creatures; turning it off is refused', () => {
    const e = refused({
      variant: 'emperor',
      options: { deployCreatures: false },
      players: EMPEROR_SIX,
    });
    expect(e.rule).toBe('804.1');
  });

  it('809.3c — at the start neither emperor can attack, although both opposing generals are within range 2', () => {
    const v = six();
    for (const emperor of ['Bianca', 'Esme']) expect(v.p(emperor).canAttack).toEqual([]);
    expect(v.names(v.p('Bianca').inRange)).toEqual(expect.arrayContaining(['Dmitri', 'Femi']));
    expect(v.names(v.p('Esme').inRange)).toEqual(expect.arrayContaining(['Alex', 'Carissa']));
    const r = attack(v, 'Bianca', 'Dmitri');
    expect(r.ok).toBe(false);
    expect(r.rule).toBe('809.3c');
    // …but the emperor's spells can reach them.
    expect(targetVerdict(v.game, v.seat('Bianca'), v.seat('Dmitri')).ok).toBe(true);
  });

  it('809.3c — a general can attack the opposing general seated next to them, on either side', () => {
    const v = six();
    expect(v.names(v.p('Carissa').canAttack)).toEqual(['Dmitri']);
    expect(v.names(v.p('Alex').canAttack)).toEqual(['Femi']);
    expect(attack(v, 'Carissa', 'Dmitri')).toMatchObject({ ok: true, rule: '809.3c' });
  });

  it('809.3c — a general leaves mid-turn: the opponent next to the gap can attack the emperor only after the next turn begins', () => {
    const v1 = play(six(), leaves('Carissa'));
    expect(v1.names(v1.p('Dmitri').canAttack)).toEqual([]);
    const r = attack(v1, 'Dmitri', 'Bianca');
    expect(r.ok).toBe(false);
    expect(r.rule).toBe('801.2c');
    // Bianca's turn ends; Dmitri, the next player to the left still in the game, begins his.
    const v2 = play(v1, endTurn('Bianca'));
    expect(v2.names(v2.d.activePlayers)).toEqual(['Dmitri']);
    expect(v2.names(v2.p('Dmitri').canAttack)).toEqual(['Bianca']);
    expect(attack(v2, 'Dmitri', 'Bianca')).toMatchObject({ ok: true, rule: '809.3c' });
  });

  it('809.3c — the emperor whose general left can attack the newly adjacent opponent already in range', () => {
    // Dmitri was within Bianca's range 2 when the turn began, and now sits next to her.
    const v = play(six(), leaves('Carissa'));
    expect(v.names(v.p('Bianca').canAttack)).toEqual(['Dmitri']);
  });

  it('809.4 — one of the emperors goes first; a general named as starting player is refused', () => {
    const e = refused({ variant: 'emperor', players: EMPEROR_SIX, startingPlayer: 'Alex' });
    expect(e.rule).toBe('809.4');
  });

  it('809.4 — a starting team means its emperor goes first, and turn order goes to the left', () => {
    const v = load({ variant: 'emperor', players: EMPEROR_SIX, startingTeam: 'South' });
    expect(v.names(v.d.activePlayers)).toEqual(['Esme']);
    const v2 = play(v, endTurn());
    expect(v2.names(v2.d.activePlayers)).toEqual(['Femi']);
    const v3 = play(v2, endTurn());
    expect(v3.names(v3.d.activePlayers)).toEqual(['Alex']);
  });

  it('809.4 — with a seed, the starting player is an emperor, the same one for the same seed', () => {
    const a = load({ variant: 'emperor', players: EMPEROR_SIX, seed: 3 });
    const b = load({ variant: 'emperor', players: EMPEROR_SIX, seed: 3 });
    expect(['Bianca', 'Esme']).toContain(a.names(a.d.activePlayers)[0]);
    expect(a.d.activePlayers).toEqual(b.d.activePlayers);
  });

  it('809.5a — when the opposing emperor loses, the whole team of the remaining emperor wins', () => {
    const v = play(six(), leaves('Esme'));
    expect(v.d.gameOver).toBe(true);
    expect(v.names(v.d.winners)).toEqual(['Alex', 'Bianca', 'Carissa']);
    expect(v.withStatus('won')).toEqual(['Alex', 'Bianca', 'Carissa']);
  });

  it('809.5b — a team loses when its emperor loses, even with its generals still standing', () => {
    const v = play(six(), leaves('Bianca'));
    expect(v.withStatus('lost')).toEqual(['Alex', 'Bianca', 'Carissa']);
    expect(v.p('Alex').departure).toMatchObject({ how: 'lost', rule: '809.5b' });
    expect(v.p('Carissa').inGame).toBe(false);
  });

  it('809.5b — a general losing does not take the team out', () => {
    const v = play(six(), leaves('Alex'));
    expect(v.withStatus('lost')).toEqual(['Alex']);
    expect(v.p('Bianca').status).toBe('playing');
    expect(v.d.gameOver).toBe(false);
  });

  it('809.5c — when the emperor draws, so does the rest of the team', () => {
    // Dmitri (range 1) makes the game a draw for himself, Carissa and Esme; Esme's team draws with her.
    const v = play(six(), draws('Dmitri'));
    expect(v.withStatus('drew')).toEqual(['Carissa', 'Dmitri', 'Esme', 'Femi']);
    expect(v.p('Femi').departure).toMatchObject({ how: 'drew', rule: '809.5c' });
    expect(v.p('Alex').status).not.toBe('drew');
  });

  it('801.16 in Emperor — the emperor\'s "you win" effect makes only the opponents within range 2 lose', () => {
    const v = play(six(), wins('Bianca'));
    expect(v.withStatus('lost')).toEqual(['Dmitri', 'Femi']);
    expect(v.p('Esme').status).toBe('playing');
    expect(v.d.gameOver).toBe(false);
  });

  describe('809.6a — teams of four seated general 1, emperor, general 2, general 3', () => {
    const eight = (): PlayerInput[] => [
      { name: 'AG1', team: 'A', role: 'general' },
      { name: 'AE', team: 'A', role: 'emperor' },
      { name: 'AG2', team: 'A', role: 'general' },
      { name: 'AG3', team: 'A', role: 'general' },
      { name: 'BG1', team: 'B', role: 'general' },
      { name: 'BE', team: 'B', role: 'emperor' },
      { name: 'BG2', team: 'B', role: 'general' },
      { name: 'BG3', team: 'B', role: 'general' },
    ];

    it('809.6a — emperors get range 3, each general 2 range 2, each general 1 and general 3 range 1', () => {
      const v = load({ variant: 'emperor', players: eight() });
      expect(v.d.players.map((p) => [p.name, p.range])).toEqual([
        ['AG1', 1],
        ['AE', 3],
        ['AG2', 2],
        ['AG3', 1],
        ['BG1', 1],
        ['BE', 3],
        ['BG2', 2],
        ['BG3', 1],
      ]);
    });

    it("809.6a — seated this way, no emperor starts within another emperor's range (no warning)", () => {
      const v = load({ variant: 'emperor', players: eight() });
      expect(v.names(v.p('AE').inRange)).not.toContain('BE');
      expect(v.warnings.filter((w) => w.rule === '809.6a')).toEqual([]);
    });

    it('809.6a — each emperor reaches two opposing generals and each general one', () => {
      const v = load({ variant: 'emperor', players: eight() });
      const opposingGenerals = (name: string) =>
        v.names(v.p(name).inRange).filter((n) => n[0] !== name[0] && n.includes('G'));
      expect(opposingGenerals('AE').length).toBeGreaterThanOrEqual(2);
      expect(opposingGenerals('AG1').length).toBeGreaterThanOrEqual(1);
      expect(opposingGenerals('AG2').length).toBeGreaterThanOrEqual(1);
      expect(opposingGenerals('AG3').length).toBeGreaterThanOrEqual(1);
    });

    it("809.6a — an emperor seated within another emperor's range gives a warning", () => {
      const players = eight();
      // Team B seated general, general, emperor, general: BE comes within AE's range 3.
      players[5] = { name: 'BG2', team: 'B', role: 'general' };
      players[6] = { name: 'BE', team: 'B', role: 'emperor' };
      const v = load({ variant: 'emperor', players });
      expect(v.warnings.map((w) => w.rule)).toContain('809.6a');
    });
  });

  it('809.6 — Emperor teams of different sizes are refused', () => {
    const e = refused({
      variant: 'emperor',
      players: [...team('A', 'A1', 'A2', 'A3'), ...team('B', 'B1', 'B2', 'B3', 'B4')],
    });
    expect(e.rule).toBe('809.6');
  });
});

describe('810 Two-Headed Giant', () => {
  it('810.1 — three teams of two are refused', () => {
    const e = refused({
      variant: 'two-headed-giant',
      players: [...twoByTwo(), ...team('C', 'C1', 'C2')],
    });
    expect(e.rule).toBe('810.1');
  });

  it('810.1 — teams of one are refused', () => {
    const e = refused({
      variant: 'two-headed-giant',
      players: [...team('A', 'A1'), ...team('B', 'B1'), ...team('C', 'C1')],
    });
    expect(e.rule).toBe('810.1');
  });

  it('810.1 — one team is refused', () => {
    const e = refused({ variant: 'two-headed-giant', players: team('A', 'A1', 'A2', 'A3') });
    expect(e.rule).toBe('810.1');
  });

  it('810.10 — teams of different sizes are refused', () => {
    const e = refused({
      variant: 'two-headed-giant',
      players: [...team('A', 'A1', 'A2'), ...team('B', 'B1', 'B2', 'B3')],
    });
    expect(e.rule).toBe('810.10');
  });

  it('810.1 / 810.10 — teams of three are fine, but only two of them: three teams of three are refused', () => {
    // 810.1 sets two teams; 810.10 only allows the teams to be larger than two players.
    const e = refused({
      variant: 'two-headed-giant',
      players: [
        ...team('A', 'A1', 'A2', 'A3'),
        ...team('B', 'B1', 'B2', 'B3'),
        ...team('C', 'C1', 'C2', 'C3'),
      ],
    });
    expect(e.rule).toBe('810.1');
  });

  it('810.2 — Two-Headed Giant always uses shared team turns; turning them off is refused', () => {
    const e = refused({
      variant: 'two-headed-giant',
      options: { sharedTeamTurns: false },
      players: twoByTwo(),
    });
    expect(e.rule).toBe('810.2');
  });

  it('810.3 — each team sits together; a split team is refused', () => {
    const e = refused({
      variant: 'two-headed-giant',
      players: [
        { name: 'A1', team: 'A' },
        { name: 'B1', team: 'B' },
        { name: 'A2', team: 'A' },
        { name: 'B2', team: 'B' },
      ],
    });
    expect(e.rule).toBe('810.3');
  });

  it('810.4 — a team of two starts at 30 shared life (the recent text)', () => {
    const v = load({ variant: 'two-headed-giant', players: twoByTwo() });
    expect(v.d.players.map((p) => p.life)).toEqual([30, 30, 30, 30]);
    expect(v.d.table.sharedLife).toBe(true);
  });

  it('810.10 — a team of three starts at 45 life, a team of four at 60', () => {
    const three = load({
      variant: 'two-headed-giant',
      players: [...team('A', 'A1', 'A2', 'A3'), ...team('B', 'B1', 'B2', 'B3')],
    });
    expect(three.d.table.startingLife).toBe(45);
    expect(three.p('B3').life).toBe(45);
    const four = load({
      variant: 'two-headed-giant',
      players: [...team('A', 'A1', 'A2', 'A3', 'A4'), ...team('B', 'B1', 'B2', 'B3', 'B4')],
    });
    expect(four.d.table.startingLife).toBe(60);
  });

  it('810.4 — other variants start at 20 life per player', () => {
    const v = load({ variant: 'team-vs-team', players: twoByTwo() });
    expect(v.d.table.sharedLife).toBe(false);
    expect(v.p('A1').life).toBe(20);
  });

  it('810.6 — the starting team does not draw on its first turn', () => {
    const v = load({ variant: 'two-headed-giant', players: twoByTwo(), startingTeam: 'B' });
    expect(v.names(v.d.skipFirstDraw)).toEqual(['B1', 'B2']);
    expect(v.d.activeTeam).toBe('B');
  });

  it('810.7a — each team attacks the other team as a group', () => {
    const v = load({ variant: 'two-headed-giant', players: twoByTwo() });
    expect(v.names(v.p('A2').canAttack)).toEqual(['B1', 'B2']);
    expect(attack(v, 'A2', 'B2')).toMatchObject({ ok: true, rule: '810.7a' });
    expect(attack(v, 'A2', 'A1').ok).toBe(false);
  });

  it('810.7a — the attack why says today’s view is the 2011 text (the recent text starts at 810.8b)', () => {
    const now = attack(load({ variant: 'two-headed-giant', players: twoByTwo() }), 'A2', 'B2');
    expect(now.text).toBe(
      "A2's team attacks B2's team as a group (810.7a as in the 2011 text; the recent text we have starts at 810.8b).",
    );
    // Under the 2011 edition it is simply the 2011 rule.
    const v2011 = load({
      variant: 'two-headed-giant',
      options: { edition: '2011' },
      players: twoByTwo(),
    });
    expect(attack(v2011, 'A2', 'B2').text).toBe("A2's team attacks B2's team as a group.");
  });

  it('810.7a — the attack left and attack right options are refused', () => {
    const e = refused({
      variant: 'two-headed-giant',
      options: { attack: 'left' },
      players: twoByTwo(),
    });
    expect(e.rule).toBe('810.7a');
  });

  it('810.8a — if either player on a team loses, the team loses', () => {
    const v = play(load({ variant: 'two-headed-giant', players: twoByTwo() }), leaves('A2'));
    expect(v.withStatus('lost')).toEqual(['A1', 'A2']);
    expect(v.p('A1').departure).toMatchObject({ how: 'lost', rule: '810.8a' });
    expect(v.d.gameOver).toBe(true);
    expect(v.names(v.d.winners)).toEqual(['B1', 'B2']);
  });

  it('810.8a — if either player on a team wins, the whole team wins', () => {
    const v = play(load({ variant: 'two-headed-giant', players: twoByTwo() }), wins('B2'));
    expect(v.withStatus('won')).toEqual(['B1', 'B2']);
    expect(v.withStatus('lost')).toEqual(['A1', 'A2']);
  });

  it('810.8b — a player who concedes takes the team out of the game, and the team loses', () => {
    const v = play(load({ variant: 'two-headed-giant', players: twoByTwo() }), concedes('B1'));
    expect(v.p('B1').departure).toMatchObject({ how: 'conceded' });
    expect(v.p('B2').departure).toMatchObject({ how: 'lost', rule: '810.8b' });
    expect(v.p('B2').inGame).toBe(false);
    expect(v.withStatus('won')).toEqual(['A1', 'A2']);
  });

  it('810.8b — with teams of three, one concession takes all three out', () => {
    const v = play(
      load({
        variant: 'two-headed-giant',
        players: [...team('A', 'A1', 'A2', 'A3'), ...team('B', 'B1', 'B2', 'B3')],
      }),
      concedes('A2'),
    );
    expect(v.withStatus('lost')).toEqual(['A1', 'A2', 'A3']);
    expect(v.d.gameOver).toBe(true);
  });
});

describe('811 Alternating Teams', () => {
  const listedByTeam = (): PlayerInput[] => [
    ...team('A', 'A1', 'A2'),
    ...team('B', 'B1', 'B2'),
    ...team('C', 'C1', 'C2'),
  ];

  it('811.1 — teams of different sizes are refused', () => {
    const e = refused({
      variant: 'alternating-teams',
      seating: 'by-rules',
      players: [...team('A', 'A1', 'A2'), ...team('B', 'B1', 'B2', 'B3')],
    });
    expect(e.rule).toBe('811.1');
  });

  it('811.1 — one team is refused', () => {
    const e = refused({ variant: 'alternating-teams', players: team('A', 'A1', 'A2', 'A3') });
    expect(e.rule).toBe('811.1');
  });

  it('811.2a — the default range of influence is 2', () => {
    const v = load({ variant: 'alternating-teams', seating: 'by-rules', players: listedByTeam() });
    for (const p of v.d.players) expect(p.range).toBe(2);
  });

  it('811.2b — one of the attack options must be used', () => {
    const e = refused({
      variant: 'alternating-teams',
      seating: 'by-rules',
      options: { attack: 'single' },
      players: listedByTeam(),
    });
    expect(e.rule).toBe('811.2b');
  });

  it('811.2c — deploy creatures is allowed but gives a warning', () => {
    const v = load({
      variant: 'alternating-teams',
      seating: 'by-rules',
      options: { deployCreatures: true },
      players: listedByTeam(),
    });
    expect(v.warnings.map((w) => w.rule)).toContain('811.2c');
  });

  it('811.3 — seating by the rules gives A1, B1, C1, A2, B2, C2', () => {
    const v = load({ variant: 'alternating-teams', seating: 'by-rules', players: listedByTeam() });
    expect(v.seating()).toEqual(['A1', 'B1', 'C1', 'A2', 'B2', 'C2']);
  });

  it('811.3 — seated as listed with teammates side by side is refused', () => {
    const e = refused({ variant: 'alternating-teams', players: listedByTeam() });
    expect(e.rule).toBe('811.3');
  });

  it('811.3 — teams alternating but not equally spaced are refused', () => {
    // Nobody sits next to a teammate, but A is not spread evenly: A1, B1, A2, C1, B2, C2.
    const e = refused({
      variant: 'alternating-teams',
      players: [
        { name: 'A1', team: 'A' },
        { name: 'B1', team: 'B' },
        { name: 'A2', team: 'A' },
        { name: 'C1', team: 'C' },
        { name: 'B2', team: 'B' },
        { name: 'C2', team: 'C' },
      ],
    });
    expect(e.rule).toBe('811.3');
  });

  it('811.3 — correctly alternating seating as listed is accepted', () => {
    const v = load({
      variant: 'alternating-teams',
      players: [
        { name: 'A1', team: 'A' },
        { name: 'B1', team: 'B' },
        { name: 'A2', team: 'A' },
        { name: 'B2', team: 'B' },
      ],
    });
    expect(v.seating()).toEqual(['A1', 'B1', 'A2', 'B2']);
  });

  it('811.4 — a player can attack only the opponents seated next to them, even with others in range', () => {
    const v = load({ variant: 'alternating-teams', seating: 'by-rules', players: listedByTeam() });
    expect(v.names(v.p('A1').inRange)).toEqual(['A1', 'B1', 'C1', 'B2', 'C2']);
    expect(v.names(v.p('A1').canAttack)).toEqual(['B1', 'C2']);
    const r = attack(v, 'A1', 'C1');
    expect(r.ok).toBe(false);
    expect(r.rule).toBe('811.4');
    expect(attack(v, 'A1', 'B1')).toMatchObject({ ok: true, rule: '811.4' });
  });

  it('811.4 — after a neighbour leaves, the next player becomes the neighbour once the next turn begins', () => {
    const v0 = load({
      variant: 'alternating-teams',
      options: { rangeOfInfluence: 1 },
      seating: 'by-rules',
      players: listedByTeam(),
      startingPlayer: 'A1',
    });
    const v1 = play(v0, leaves('B1'));
    expect(v1.names(v1.p('A1').canAttack)).toEqual(['C2']);
    const v2 = play(v1, endTurn('A1'));
    expect(v2.names(v2.p('A1').canAttack)).toEqual(['C1', 'C2']);
  });
});

describe('sameVariantIn: one game under each edition’s name (609 / 811)', () => {
  it('Alternating Teams is Teams under 2005, and back; others stay themselves', async () => {
    const { sameVariantIn } = await import('./variants');
    expect(sameVariantIn('alternating-teams', '2005')).toBe('teams');
    expect(sameVariantIn('teams', 'current')).toBe('alternating-teams');
    expect(sameVariantIn('teams', '2011')).toBe('alternating-teams');
    expect(sameVariantIn('alternating-teams', 'current')).toBe('alternating-teams');
    // No 2005 counterpart: left as it is, for the engine to refuse (800.2).
    expect(sameVariantIn('team-vs-team', '2005')).toBe('team-vs-team');
  });
});
