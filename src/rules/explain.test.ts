// The what-if answers and the whys, checked against the worked examples of 801 (read in
// shared/seeds) and the Grand Melee marker rules.
import { describe, expect, it } from 'vitest';
import {
  departureReason,
  eventReasons,
  gameOverReason,
  markerReason,
  playerReasons,
  turnReason,
  whatIf,
} from './explain';
import { applyEvent } from './play';
import {
  EMPEROR_SIX,
  endMarker,
  draws,
  endTurn,
  leaves,
  load,
  numbered,
  play,
  roster,
  team,
  wins,
  type View,
} from './test-helpers';

const SIX = ['Alex', 'Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi'] as const;
const ffa1 = (...names: string[]) =>
  load({ variant: 'free-for-all', options: { rangeOfInfluence: 1 }, players: roster(...names) });
const ask = (v: View, q: Parameters<typeof whatIf>[1], who: string, other?: string) =>
  whatIf(v.game, q, v.seat(who), other === undefined ? null : v.seat(other));
const RULE = /\b\d{3}(\.\d+[a-z]?)?\b/;

describe('801.4 and 801.10 — whom a spell can target or affect', () => {
  it('801.10 — Pyroclasm at six players with range 1 reaches only Alex and the players to his left and right', () => {
    const v = ffa1(...SIX);
    const a = ask(v, 'affect', 'Alex');
    expect(v.names(a.highlight)).toEqual(['Alex', 'Bianca', 'Femi']);
    expect(a.summary.rule).toBe('801.10');
    const carissa = a.players.find((p) => p.seat === v.seat('Carissa'))!.reason;
    expect(carissa).toMatchObject({ ok: false, rule: '801.10' });
    expect(carissa.text).toBe("Carissa is 2 seats from Alex; Alex's range of influence is 1.");
    expect(a.event).toBeNull();
  });

  it('801.4 — targets: the same players, each reason naming the seats counted', () => {
    const v = ffa1(...SIX);
    const a = ask(v, 'target', 'Alex');
    expect(v.names(a.highlight)).toEqual(['Alex', 'Bianca', 'Femi']);
    const bianca = a.players.find((p) => p.seat === v.seat('Bianca'))!.reason;
    expect(bianca).toMatchObject({
      ok: true,
      text: 'Bianca is 1 seat from Alex, within range 1.',
      rule: '801.4',
    });
    expect(a.players.find((p) => p.seat === v.seat('Alex'))!.reason.rule).toBe('801.2b');
  });

  it('801.4 with 801.2c — after Bianca leaves, Carissa is still out of reach until the next turn', () => {
    const v = play(ffa1(...SIX), leaves('Bianca'));
    const a = ask(v, 'target', 'Alex');
    expect(v.names(a.highlight)).toEqual(['Alex', 'Femi']);
    expect(a.players.find((p) => p.seat === v.seat('Carissa'))!.reason.rule).toBe('801.2c');
  });
});

describe('801.5 — who chooses for "an opponent"', () => {
  it('801.5a — Cuombajj Witches: Alex hands the choice to Rob, who may pick only Rob or Alex', () => {
    // Range 1, Alex seated to the left of Rob.
    const v = ffa1('Carissa', 'Rob', 'Alex', 'Dana', 'Eli');
    const any = ask(v, 'choose', 'Alex');
    expect(v.names(any.highlight)).toEqual(['Rob', 'Dana']);
    expect(any.summary.rule).toBe('801.5a');
    const a = ask(v, 'choose', 'Alex', 'Rob');
    expect(v.names(a.highlight)).toEqual(['Rob', 'Alex']);
    expect(a.summary.rule).toBe('801.5a');
    expect(a.summary.text).toContain('Rob must pick among Rob and Alex');
    const rob = a.players.find((p) => p.seat === v.seat('Rob'))!.reason;
    expect(rob).toMatchObject({ ok: true, rule: '801.5a' });
    expect(a.players.find((p) => p.seat === v.seat('Carissa'))!.reason.ok).toBe(false);
  });

  it('801.5a — Emperor, Bianca hands the choice to Dmitri: every line says whether Dmitri may pick that player, in range of both', () => {
    // Bianca (emperor, range 2, 809.3a) and Dmitri (general, range 1): Dmitri picks within both.
    const v = load({ variant: 'emperor', players: EMPEROR_SIX });
    const a = ask(v, 'choose', 'Bianca', 'Dmitri');
    expect(v.names(a.highlight)).toEqual(['Carissa', 'Dmitri']);
    const line = (who: string) => a.players.find((p) => p.seat === v.seat(who))!.reason;
    // Carissa is Bianca's teammate, but a pick is about range, not sides.
    expect(line('Carissa')).toMatchObject({ ok: true, rule: '801.5a' });
    expect(line('Carissa').text).toContain('within range of both Bianca and Dmitri');
    expect(line('Dmitri')).toMatchObject({ ok: true, rule: '801.5a' });
    // Femi may be handed the choice, but is 2 seats from Dmitri: Dmitri can't pick him.
    expect(line('Femi')).toMatchObject({ ok: false, rule: '801.5a' });
    expect(line('Femi').text).toContain("Dmitri's range of influence is 1");
    expect(line('Femi').text).not.toContain('hand');
    expect(line('Esme')).toMatchObject({ ok: false, rule: '801.5a' });
    expect(line('Esme').text).toContain("Bianca's range of influence is 2");
    // Bianca herself is listed too: she is outside Dmitri's range.
    expect(line('Bianca')).toMatchObject({ ok: false, rule: '801.5a' });
    for (const p of a.players) {
      expect(p.reason.ok).toBe(a.highlight.includes(p.seat));
      expect(p.reason.rule).toBe('801.5a');
    }
    expect(a.players).toHaveLength(6);
  });

  it('801.5c — Fact or Fiction: no opponent in the emperor’s range, so the nearest opponent to the left separates the piles', () => {
    const v = load({
      variant: 'emperor',
      options: { rangeOfInfluence: 1 },
      players: [
        ...team('North', 'Alex', 'Bianca', 'Carissa'),
        ...team('South', 'Dmitri', 'Esme', 'Femi'),
      ],
    });
    const a = ask(v, 'choose', 'Bianca');
    expect(v.names(a.highlight)).toEqual(['Dmitri']);
    expect(a.summary).toMatchObject({ ok: true, rule: '801.5c' });
    expect(a.summary.text).toContain('Dmitri');
    expect(a.players.find((p) => p.seat === v.seat('Dmitri'))!.reason.rule).toBe('801.5c');
    expect(a.players.find((p) => p.seat === v.seat('Alex'))!.reason.rule).toBe('102.3');
  });
});

describe('801.11 — what a permanent sees', () => {
  it("801.11 — Coat of Arms for Alex counts the creatures of Alex and Alex's two neighbours", () => {
    const v = ffa1('Rob', 'Alex', 'C', 'D', 'E', 'F');
    const a = ask(v, 'sees', 'Alex');
    expect(v.names(a.highlight)).toEqual(['Rob', 'Alex', 'C']);
    expect(a.summary.rule).toBe('801.11');
  });

  it("801.11 — Coat of Arms boosts Rob (on Alex's right) counting only Rob's and Alex's creatures", () => {
    const v = ffa1('Rob', 'Alex', 'C', 'D', 'E', 'F');
    const a = ask(v, 'sees', 'Alex', 'Rob');
    expect(v.names(a.highlight)).toEqual(['Rob', 'Alex']);
    expect(a.summary.text).toContain('within range of both Alex and Rob');
    const c = a.players.find((p) => p.seat === v.seat('C'))!.reason;
    expect(c).toMatchObject({ ok: false, rule: '801.11' });
    expect(c.text).toContain('C is 2 seats from Rob');
  });
});

describe('801.16 and 801.17 — win and draw effects with limited range', () => {
  it('801.16 — "Alex wins": only Bianca and Femi, the opponents in range, would lose; nothing changes until applied', () => {
    const v = ffa1(...SIX);
    const a = ask(v, 'win', 'Alex');
    expect(v.names(a.highlight)).toEqual(['Bianca', 'Femi']);
    expect(a.summary.rule).toBe('801.16');
    // Nothing has happened yet: the answer is in the conditional.
    expect(a.summary.text).toContain(
      "Only Alex's opponents within range would lose: Bianca and Femi.",
    );
    expect(a.summary.text).toContain('The game would go on');
    expect(a.event).toEqual({ type: 'win', player: 'Alex' });
    const bianca = a.players.find((p) => p.seat === v.seat('Bianca'))!.reason;
    expect(bianca.text).toBe(
      'Bianca is 1 seat from Alex, within range 1. Bianca is an opponent, so Bianca would lose.',
    );
    expect(bianca.rule).toBe('801.16');
    expect(v.game.inGame.every(Boolean)).toBe(true); // asking changed nothing
    // Applying the event gives exactly the answer.
    const after = play(v, a.event!);
    expect(after.withStatus('lost')).toEqual(['Bianca', 'Femi']);
  });

  it('801.17 — a draw effect: Alex and everyone in his range leave; the rest play on', () => {
    const v = ffa1(...SIX);
    const a = ask(v, 'draw', 'Alex');
    expect(v.names(a.highlight)).toEqual(['Alex', 'Bianca', 'Femi']);
    expect(a.summary.rule).toBe('801.17');
    expect(a.summary.text).toContain('Carissa, Dmitri and Esme');
    const carissa = a.players.find((p) => p.seat === v.seat('Carissa'))!.reason;
    expect(carissa).toMatchObject({ ok: false, rule: '801.17' });
  });

  it('800.7 — without limited range, every opponent loses and the game ends', () => {
    const v = load({ variant: 'free-for-all', players: roster(...SIX) });
    const a = ask(v, 'win', 'Alex');
    expect(a.highlight).toHaveLength(5);
    expect(a.summary.rule).toBe('800.7');
    expect(a.summary.text).toContain('The game would end: Alex would win.');
  });

  it('809.5b — an emperor who loses to a win effect takes the team out with them', () => {
    // Carissa (North, range 2 here) reaches Dmitri and emperor Esme; Femi goes with Esme.
    const v = load({
      variant: 'emperor',
      players: EMPEROR_SIX.map((p) => (p.name === 'Carissa' ? { ...p, range: 2 } : p)),
    });
    const a = ask(v, 'win', 'Carissa');
    expect(v.names(a.highlight)).toEqual(['Dmitri', 'Esme', 'Femi']);
    const femi = a.players.find((p) => p.seat === v.seat('Femi'))!.reason;
    expect(femi).toMatchObject({ rule: '809.5b' });
    expect(femi.text).toContain('emperor Esme lost');
    expect(a.summary.text).toContain('The game would end');
  });

  it('answers refuse politely once the player has left or the game is over', () => {
    const v = play(ffa1(...SIX), leaves('Bianca'));
    expect(ask(v, 'target', 'Bianca').summary).toMatchObject({ ok: false, rule: '800.4a' });
    const over = play(load({ variant: 'free-for-all', players: roster('A', 'B', 'C') }), wins('A'));
    expect(ask(over, 'win', 'A').summary).toMatchObject({ ok: false, rule: '104.1' });
  });
});

describe('whys for the table screen', () => {
  it('807.4d — a marker that waits names the marker within three seats to the left', () => {
    const v0 = load({ variant: 'grand-melee', seating: 'as-listed', players: numbered(12) });
    const v = play(v0, endMarker(1)); // P1 passes marker 1 to P2; marker 2 is at P5, 3 seats left
    const why = markerReason(v.game, 1);
    expect(why[0]).toMatchObject({ rule: '807.4d' });
    expect(why[0]!.text).toBe(
      "Marker 1 waits: P2 can't begin a turn while marker 2 (held by P5) is within three seats to P2's left; it begins once that marker moves on.",
    );
    expect(markerReason(v.game, 2)[0]!.rule).toBe('807.4');
  });

  it('807.4e — a player leaving designates a marker for removal, and the why says so', () => {
    const v0 = load({ variant: 'grand-melee', seating: 'as-listed', players: numbered(8) });
    const v = play(v0, leaves('P3'));
    const marked = v.d.turnMarkers.find((m) => m.removals > 0)!;
    const why = markerReason(v.game, marked.number);
    expect(why.map((r) => r.rule)).toContain('807.4e');
    expect(why.at(-1)!.text).toContain('7 players left');
  });

  it('whose turn: turn order to the left, extra turns and a turn with no active player', () => {
    const v = play(ffa1(...SIX), endTurn('Alex'));
    const [r] = turnReason(v.game);
    expect(r!.text).toBe(
      'Turns pass to the left: Bianca is the next player to the left of Alex still in the game.',
    );
    const gone = play(v, leaves('Bianca'));
    expect(turnReason(gone.game)[0]!.rule).toBe('800.4g');
    expect(turnReason(ffa1(...SIX).game)[0]!.rule).toBe('103.2');
  });

  it('how they left and why the game ended name the players and the rule', () => {
    const v = play(ffa1(...SIX), wins('Alex'));
    expect(departureReason(v.game, v.seat('Femi'))).toMatchObject({ rule: '801.16' });
    expect(departureReason(v.game, v.seat('Femi')).text).toBe(
      'Femi lost to Alex\'s "I win" effect: Femi was 1 seat from Alex, within Alex\'s range 1, and only opponents in range lose.',
    );
    // Still named after later turns, when the seats have closed up (801.2c).
    const later = play(v, endTurn('Alex'), endTurn('Carissa'));
    expect(departureReason(later.game, later.seat('Femi')).text).toContain(
      'Femi was 1 seat from Alex',
    );
    const drew = play(
      load({ variant: 'free-for-all', options: { rangeOfInfluence: 1 }, players: roster(...SIX) }),
      draws('Carissa'),
    );
    expect(departureReason(drew.game, drew.seat('Dmitri'))).toMatchObject({
      ok: true,
      text: "Dmitri drew and left with Carissa's draw effect: Dmitri was 1 seat from Carissa, within Carissa's range 1.",
      rule: '801.17',
    });
    expect(departureReason(drew.game, drew.seat('Carissa')).text).toContain(
      "Carissa's own draw effect",
    );
    const over = play(load({ variant: 'free-for-all', players: roster('A', 'B', 'C') }), wins('A'));
    expect(gameOverReason(over.game)).toMatchObject({ rule: '104.2a' });
    expect(gameOverReason(over.game)!.text).toContain('A wins');
  });

  it('a history entry explains what its event did, every sentence with a rule number', () => {
    const v = ffa1(...SIX);
    const e = wins('Alex');
    const r = applyEvent(v.game, e);
    if (!r.ok) throw new Error('win refused');
    const why = eventReasons(v.game, r.value, e);
    // Bianca and Femi lose; Carissa and Esme come into Alex's range 1 when the next turn begins.
    expect(why.map((x) => x.rule)).toEqual(['801.16', '801.16', '801.2c', '103.2']);
    expect(why[2]!.text).toContain("Carissa and Esme come into Alex's range");
    for (const x of why) expect(x.rule).toMatch(RULE);
  });
});

describe('players table whys', () => {
  it("801.2 and 801.3 — a row's why gives each distance and range and whom the player may attack", () => {
    const v = load({
      variant: 'free-for-all',
      options: { rangeOfInfluence: 1 },
      players: roster(...SIX),
    });
    const why = playerReasons(v.game, v.seat('Carissa'));
    expect(why.map((r) => r.text)).toContain('Bianca is 1 seat from Carissa, within range 1.');
    expect(why.map((r) => r.text)).toContain(
      "Esme is 2 seats from Carissa; Carissa's range of influence is 1.",
    );
    expect(why.filter((r) => r.rule === '801.3').map((r) => r.ok)).toEqual([true, true]);
    const gone = play(v, leaves('Dmitri'));
    expect(playerReasons(gone.game, gone.seat('Dmitri'))).toEqual([
      departureReason(gone.game, gone.seat('Dmitri')),
    ]);
  });
});

describe('801.11 — a side out of range', () => {
  it("801.11 — Alex's permanent sees nothing of Dmitri's side when Dmitri is out of Alex's range", () => {
    const v = load({
      variant: 'free-for-all',
      options: { rangeOfInfluence: 1 },
      players: roster(...SIX),
    });
    const a = ask(v, 'sees', 'Alex', 'Dmitri');
    expect(a.highlight).toEqual([]);
    expect(a.summary).toMatchObject({ ok: false, rule: '801.11' });
    expect(a.summary.text).toContain('Dmitri is 3 seats from Alex');
  });
});
