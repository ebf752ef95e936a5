// Planechase on a multiplayer table (800.4i, 801.19, 901): the planar controller, its hand-over
// when a player leaves, Two-Headed Giant and Grand Melee, the planar die's cost, the single
// planar deck — each worked example a named test, with the rule number first.
import { describe, expect, it } from 'vitest';
import { describeEvent, faceOfRoll, type GameEvent, type PlanarFace, type Scenario } from './index';
import { loadScenario } from './scenario';
import { report } from './report';
import {
  endMarker,
  endTurn,
  leaves,
  load,
  numbered,
  play,
  refused,
  rejected,
  roster,
  team,
  type View,
} from './test-helpers';
import { planeReach } from './reach';

const roll = (player: string, face: PlanarFace = 'blank'): GameEvent => ({
  type: 'planarRoll',
  player,
  face,
});
const planeswalk = (player: string): GameEvent => ({ type: 'planeswalk', player });
const controllers = (v: View) => v.names(v.d.planarControllers);

const FFA: Scenario = {
  variant: 'free-for-all',
  options: { planechase: 'decks' },
  players: roster('Ann', 'Bo', 'Cy', 'Di'),
  startingPlayer: 'Ann',
};
const TWO_HEADED: Scenario = {
  variant: 'two-headed-giant',
  options: { planechase: 'decks' },
  players: [...team('Suns', 'Ana', 'Bo'), ...team('Moons', 'Cy', 'Di')],
  startingTeam: 'Suns',
};
/** Shared team turns among three teams: 901.12b's hand-over between teams, applied beyond 2HG. */
const SHARED_TURNS: Scenario = {
  variant: 'team-vs-team',
  options: { planechase: 'decks', sharedTeamTurns: true },
  players: [
    ...team('Suns', 'Ana', 'Bo'),
    ...team('Moons', 'Cy', 'Di'),
    ...team('Stars', 'Ed', 'Fi'),
  ],
  startingTeam: 'Suns',
};
const MELEE: Scenario = {
  variant: 'grand-melee',
  options: { planechase: 'decks' },
  seating: 'as-listed',
  players: numbered(8),
  startingPlayer: 'P1',
};

describe('901 setup: the Planechase option', () => {
  it('901.1 — without options.planechase there are no planar controllers and no die', () => {
    const v = load({ ...FFA, options: {} });
    expect(v.d.planarControllers).toEqual([]);
    expect(v.p('Ann').planarDieCost).toBeNull();
    expect(rejected(v, roll('Ann')).rule).toBe('901.1');
    expect(rejected(v, planeswalk('Ann')).rule).toBe('901.1');
    expect(report(v.game).planarControllers).toEqual([]);
  });

  it('901.15 — an unknown Planechase option is refused with the options named', () => {
    const e = refused({ ...FFA, options: { planechase: 'pile' } });
    expect(e.rule).toBe('901.15');
    expect(e.path).toBe('options.planechase');
    expect(e.message).toMatch(/"decks".*"single-deck"/);
  });

  it('901.15a — single deck: at least 40 cards or ten per player, whichever is smaller; two phenomena per player', () => {
    const four = load({ ...FFA, options: { planechase: 'single-deck' } });
    expect(four.d.planarDeck).toMatchObject({ single: true, minimum: 40, maxPhenomena: 8 });
    const three = load({
      ...FFA,
      options: { planechase: 'single-deck' },
      players: roster('Ann', 'Bo', 'Cy'),
    });
    expect(three.d.planarDeck).toMatchObject({ minimum: 30, maxPhenomena: 6 });
    const r = report(three.game);
    expect(r.planarDeckMinimum).toBe(30);
    expect(r.planarDeckMaxPhenomena).toBe(6);
  });

  it('901.3 — a deck each: ten cards at least, two phenomena at most; the CLI adds no single-deck fields', () => {
    const v = load(FFA);
    expect(v.d.planarDeck).toEqual({ single: false, minimum: 10, maxPhenomena: 2, rule: '901.3' });
    const r = report(v.game);
    expect('planarDeckMinimum' in r).toBe(false);
    expect('planarDeckMaxPhenomena' in r).toBe(false);
  });

  it('901.12a — a single deck in Two-Headed Giant loads with a warning', () => {
    const v = load({ ...TWO_HEADED, options: { planechase: 'single-deck' } });
    expect(v.warnings.map((w) => w.rule)).toContain('901.12a');
  });
});

describe('901.6 and 800.4i: the planar controller', () => {
  it('901.6 — the planar controller is the active player and follows the turn', () => {
    let v = load(FFA);
    expect(controllers(v)).toEqual(['Ann']);
    expect(v.p('Ann').planarController).toBe(true);
    v = play(v, endTurn('Ann'));
    expect(controllers(v)).toEqual(['Bo']);
    expect(v.p('Ann').planarController).toBe(false);
  });

  it('800.4i — the planar controller leaves during their turn: the next player in turn order controls until their own turn', () => {
    let v = load(FFA);
    v = play(v, leaves('Ann'));
    // 800.4g: Ann's turn runs on with no active player; Bo holds the plane meanwhile.
    expect(controllers(v)).toEqual(['Bo']);
    expect(v.d.activePlayers).toEqual([]);
    v = play(v, endTurn());
    expect(controllers(v)).toEqual(['Bo']);
    expect(v.names(v.d.activePlayers)).toEqual(['Bo']);
  });

  it('800.4i — the next player who would leave at the same time is passed over', () => {
    let v = load(FFA);
    v = play(v, leaves('Ann', 'Bo'));
    expect(controllers(v)).toEqual(['Cy']);
  });

  it('901.6 — a player who took over keeps control until they leave, then it moves on again', () => {
    let v = load(FFA);
    v = play(v, leaves('Ann'), leaves('Bo'));
    expect(controllers(v)).toEqual(['Cy']);
    v = play(v, endTurn());
    expect(controllers(v)).toEqual(['Cy']);
  });

  it('901.6 — a player other than the controller leaving changes nothing', () => {
    let v = load(FFA);
    v = play(v, leaves('Cy'));
    expect(controllers(v)).toEqual(['Ann']);
  });

  it('901.6 — the hand-over ends when a different player becomes active (an extra turn for someone else)', () => {
    let v = load(FFA);
    v = play(v, { type: 'extraTurn', player: 'Cy' }, leaves('Ann'));
    expect(controllers(v)).toEqual(['Bo']);
    v = play(v, endTurn());
    expect(controllers(v)).toEqual(['Cy']);
  });

  it('104.1 — once the game is over (Ann is left alone and wins, 104.2a) nobody controls a plane', () => {
    let v = load({ ...FFA, players: roster('Ann', 'Bo', 'Cy') });
    v = play(v, leaves('Bo', 'Cy'));
    expect(v.d.gameOver).toBe(true);
    expect(v.d.planarControllers).toEqual([]);
  });
});

describe('901.12: Two-Headed Giant Planechase', () => {
  it('901.12b — the primary player of the active team is the planar controller', () => {
    let v = load(TWO_HEADED);
    expect(controllers(v)).toEqual(['Ana']);
    v = play(v, endTurn());
    expect(controllers(v)).toEqual(['Cy']);
  });

  it('901.12b — in Two-Headed Giant the controller’s team leaving ends the game (810.8a): no controller', () => {
    let v = load(TWO_HEADED);
    v = play(v, leaves('Bo'));
    expect(v.withStatus('lost')).toEqual(['Ana', 'Bo']);
    expect(v.d.planarControllers).toEqual([]);
  });

  it('901.12b — the controller’s team leaves: the next team’s primary player controls until a different team is active', () => {
    let v = load(SHARED_TURNS);
    expect(controllers(v)).toEqual(['Ana']);
    v = play(v, leaves('Ana', 'Bo'));
    expect(controllers(v)).toEqual(['Cy']);
    v = play(v, endTurn());
    expect(controllers(v)).toEqual(['Cy']);
    v = play(v, endTurn());
    expect(controllers(v)).toEqual(['Ed']);
  });

  it('901.12d — each head rolls the planar die, each with their own cost', () => {
    let v = load(TWO_HEADED);
    v = play(v, roll('Ana'), roll('Ana', 'chaos'));
    expect(v.p('Ana').planarDieCost).toBe(2);
    expect(v.p('Bo').planarDieCost).toBe(0);
    v = play(v, roll('Bo', 'planeswalker'), planeswalk('Bo'));
    expect(v.p('Bo').planarDieCost).toBe(1);
    expect(v.p('Cy').planarDieCost).toBeNull();
    const e = rejected(v, roll('Cy'));
    expect(e.rule).toBe('901.12d');
  });
});

describe('901.9: rolling the planar die', () => {
  it('901.9 — each roll costs as much mana as the player has rolled this turn; a new turn starts from 0', () => {
    let v = load(FFA);
    expect(v.p('Ann').planarDieCost).toBe(0);
    v = play(v, roll('Ann'), roll('Ann', 'chaos'), roll('Ann'));
    expect(v.p('Ann').planarDieCost).toBe(3);
    expect(report(v.game).players[0]!.planarDieCost).toBe(3);
    v = play(v, endTurn('Ann'));
    expect(v.p('Bo').planarDieCost).toBe(0);
    expect(v.p('Ann').planarDieCost).toBeNull();
  });

  it('901.9 — only the active player rolls; a player who is not taking a turn is refused', () => {
    const v = load(FFA);
    const e = rejected(v, roll('Bo'));
    expect(e.rule).toBe('901.9');
    expect(e.message).toMatch(/Bo is not an active player/);
  });

  it('901.3a — a face the die does not have is refused', () => {
    const v = load(FFA);
    expect(rejected(v, { type: 'planarRoll', player: 'Ann', face: 'six' as PlanarFace }).rule).toBe(
      '901.3a',
    );
    const file = loadScenario({ ...FFA, events: [{ type: 'planarRoll', player: 'Ann', face: 6 }] });
    expect(file.ok).toBe(false);
    if (!file.ok) expect(file.error.path).toBe('events[0].face');
  });

  it('901.3a — one Planeswalker face, one chaos face, four blank faces', () => {
    const faces = [1, 2, 3, 4, 5, 6].map(faceOfRoll);
    expect(faces.filter((f) => f === 'planeswalker')).toHaveLength(1);
    expect(faces.filter((f) => f === 'chaos')).toHaveLength(1);
    expect(faces.filter((f) => f === 'blank')).toHaveLength(4);
  });

  it('901.11 — any player still in the game may planeswalk; one who left may not', () => {
    let v = load(FFA);
    v = play(v, planeswalk('Cy'), leaves('Di'));
    expect(rejected(v, planeswalk('Di')).rule).toBe('800.4');
  });

  it('901.9 — history words the roll and the planeswalk', () => {
    expect(describeEvent(roll('Ann', 'planeswalker'))).toBe(
      'Ann rolls the planar die: the Planeswalker symbol',
    );
    expect(describeEvent(roll('Ann', 'chaos'))).toBe('Ann rolls the planar die: chaos');
    expect(describeEvent(planeswalk('Ann'))).toBe('Ann planeswalks');
  });
});

describe('801.19 and 901.13: what a plane reaches', () => {
  it('901.13 — outside Grand Melee a plane ignores limited range and reaches every player in the game', () => {
    const v = load({
      ...FFA,
      options: { planechase: 'decks', rangeOfInfluence: 1 },
      players: roster('Ann', 'Bo', 'Cy', 'Di', 'Ed'),
    });
    expect(v.p('Ann').inRange).toHaveLength(3);
    const r = planeReach(v.game, v.seat('Ann'));
    expect(v.names(r.seats)).toEqual(['Ann', 'Bo', 'Cy', 'Di', 'Ed']);
    expect(r.reason.rule).toBe('901.13');
  });

  it('801.19 — in Grand Melee a plane reaches only its controller’s range of influence', () => {
    const v = load(MELEE);
    const r = planeReach(v.game, v.seat('P1'));
    expect(v.names(r.seats)).toEqual(['P1', 'P2', 'P8']);
    expect(r.reason.rule).toBe('801.19');
  });
});

describe('901.14: Grand Melee Planechase', () => {
  const sixteen: Scenario = { ...MELEE, players: numbered(16) };

  it('901.14a — each player starting with a turn marker is a planar controller', () => {
    const v = load(sixteen);
    expect(controllers(v)).toEqual(['P1', 'P5', 'P9', 'P13']);
    expect(v.p('P1').planarDieCost).toBe(0);
    expect(v.p('P2').planarDieCost).toBeNull();
  });

  it('807.4d — decided: while a marker waits, the player who passed it keeps its plane; the new holder takes it when their turn begins', () => {
    let v = load(MELEE); // markers on P1 and P5
    v = play(v, endTurn('P1')); // marker 1 to P2, who waits: P5 is within three seats
    expect(v.d.turnMarkers[0]).toMatchObject({ holder: v.seat('P2'), takingTurn: false });
    expect(controllers(v)).toEqual(['P1', 'P5']);
    v = play(v, endTurn('P5')); // marker 2 to P6; now P2 may begin
    expect(v.d.turnMarkers[0]).toMatchObject({ holder: v.seat('P2'), takingTurn: true });
    expect(controllers(v)).toEqual(['P2', 'P6']);
  });

  it('901.14b — a controller whose leaving reduces the markers loses control with no replacement', () => {
    let v = load(MELEE);
    v = play(v, leaves('P5')); // 7 players: one marker; marker 1 (right of P5) is designated
    expect(controllers(v)).toEqual(['P1']);
    expect(v.d.turnMarkers.length).toBe(2);
  });

  it('807.4g — decided: a removed marker hands its plane to the marker that lost its own, keeping the controller', () => {
    let v = load(MELEE);
    v = play(v, leaves('P5'), endTurn('P1')); // marker 1 removed, its plane goes onto marker 2
    expect(v.d.turnMarkers.map((m) => m.number)).toEqual([2]);
    expect(controllers(v)).toEqual(['P1']);
    v = play(v, endMarker(2)); // P5's marker passes to P6, who begins and takes the plane
    expect(controllers(v)).toEqual(['P6']);
  });

  it('807.4g — decided: a removed marker whose plane has nowhere to go takes the plane with it', () => {
    let v = load(MELEE);
    v = play(v, leaves('P3')); // not a controller; marker 1 (right of P3) is designated
    expect(controllers(v)).toEqual(['P1', 'P5']);
    v = play(v, endTurn('P1'));
    expect(v.d.turnMarkers.map((m) => m.number)).toEqual([2]);
    expect(controllers(v)).toEqual(['P5']);
  });

  it('800.4i in Grand Melee — a controller leaving without reducing the markers hands the plane to the left', () => {
    let v = load({ ...MELEE, players: numbered(9) }); // 9 → 8 players: still two markers
    v = play(v, leaves('P5'));
    expect(v.d.turnMarkers.length).toBe(2);
    expect(controllers(v)).toEqual(['P1', 'P6']);
  });
});

describe('CLI report', () => {
  it('reports planarControllers by name and each player’s planarController and planarDieCost', () => {
    const r = report(load(FFA).game);
    expect(r.planarControllers).toEqual(['Ann']);
    expect(r.players.map((p) => [p.name, p.planarController, p.planarDieCost])).toEqual([
      ['Ann', true, 0],
      ['Bo', false, null],
      ['Cy', false, null],
      ['Di', false, null],
    ]);
  });
});

describe('what-if: what does the plane reach (801.19, 901.13)', () => {
  it('901.13 — the planar controller’s plane reaches every player, range or not', async () => {
    const { whatIf } = await import('./explain');
    const v = load({
      ...FFA,
      options: { planechase: 'decks', rangeOfInfluence: 1 },
      players: roster('Ann', 'Bo', 'Cy', 'Di', 'Ed'),
    });
    const a = whatIf(v.game, 'plane', v.seat('Ann'));
    expect(v.names(a.highlight)).toEqual(['Ann', 'Bo', 'Cy', 'Di', 'Ed']);
    expect(a.summary.rule).toBe('901.13');
    const b = whatIf(v.game, 'plane', v.seat('Cy'));
    expect(b.summary).toMatchObject({ ok: false, rule: '901.6' });
  });

  it('801.19 — in Grand Melee the answer names who is out of range', async () => {
    const { whatIf } = await import('./explain');
    const v = load(MELEE);
    const a = whatIf(v.game, 'plane', v.seat('P1'));
    expect(v.names(a.highlight)).toEqual(['P1', 'P2', 'P8']);
    expect(a.players.find((p) => p.seat === v.seat('P4'))!.reason).toMatchObject({
      ok: false,
      rule: '801.19',
    });
  });
});
