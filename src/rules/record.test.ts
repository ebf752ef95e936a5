// Records of games (docs/records.md): each test plays a game as the rules' examples do and checks
// what its record keeps. Named by the rule that decides the record's answer.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import './events/all';
import { loadScenario } from './scenario';
import { recordOf, type GameRecord } from './record';
import { statsOf } from './stats';
import type { GameEvent, Scenario } from './types';

function recordFor(scenario: Scenario): GameRecord {
  const loaded = loadScenario(scenario);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const r = recordOf(loaded.value.table, scenario.events ?? [], scenario.startedAt);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const pod = (events: GameEvent[], startedAt?: string): Scenario => ({
  variant: 'free-for-all',
  options: { format: 'commander' },
  players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }],
  startingPlayer: 'Bo',
  ...(startedAt ? { startedAt } : {}),
  events,
});

describe('a game as a record', () => {
  it('903.10a: a commander pod to its end: who left when and why, whose commander, the winner', () => {
    const r = recordFor(
      pod(
        [
          { type: 'life', player: 'Ana', amount: -10, at: '2026-11-27T20:05:00+01:00' },
          { type: 'endTurn', at: '2026-11-27T20:09:00+01:00' },
          { type: 'commanderDamage', player: 'Cy', from: 'Di', amount: 21 },
          { type: 'leave', player: 'Ana', reason: 'concede' },
          { type: 'endTurn' },
          { type: 'life', player: 'Bo', amount: -40, at: '2026-11-27T20:52:30+01:00' },
        ],
        '2026-11-27T20:00:00+01:00',
      ),
    );
    expect(r.first).toBe('Bo');
    expect(r.players.map((p) => [p.name, p.place])).toEqual([
      ['Ana', 4],
      ['Bo', 1],
      ['Cy', 2],
      ['Di', 3],
    ]);
    expect(r.turns).toBe(3);
    expect(r.result).toBe('won');
    expect(r.winners).toEqual(['Di']);
    expect(r.minutes).toBe(52);
    expect(r.departures.map((d) => [d.player, d.turn, d.how, d.cause, d.rule, d.from])).toEqual([
      ['Cy', 2, 'lost', 'commanderDamage', '903.10a', 'Di'],
      ['Ana', 2, 'conceded', 'concede', '104.3a', null],
      ['Bo', 3, 'lost', 'life', '704.5a', null],
    ]);
    // Life as each of the 3 turns began, then now; null from the first turn begun after leaving.
    expect(r.life).toEqual({
      Ana: [40, 30, null, null],
      Bo: [40, 40, 40, null],
      Cy: [40, 40, null, null],
      Di: [40, 40, 40, 40],
    });
  });

  it('without times a record has no minutes; a game still played is "playing"', () => {
    const r = recordFor(pod([{ type: 'endTurn' }]));
    expect(r.minutes).toBeNull();
    expect(r.startedAt).toBeNull();
    expect(r.result).toBe('playing');
    expect(r.winners).toEqual([]);
    // Minutes from the first event's time when the game does not say when it began.
    const timed = recordFor(
      pod([
        { type: 'endTurn', at: '2026-11-27T20:00:59Z' },
        { type: 'endTurn', at: '2026-11-27T20:31:58Z' },
      ]),
    );
    expect(timed.minutes).toBe(30);
  });

  it('810.8b: a concession in Two-Headed Giant takes the team out: one concedes, one leaves with the team', () => {
    const r = recordFor({
      variant: 'two-headed-giant',
      players: [
        { name: 'Alex', team: 'Suns' },
        { name: 'Bianca', team: 'Suns' },
        { name: 'Carissa', team: 'Moons' },
        { name: 'Dmitri', team: 'Moons' },
      ],
      startingTeam: 'Suns',
      events: [
        { type: 'life', player: 'Alex', amount: -8 },
        { type: 'endTurn' },
        { type: 'leave', player: 'Dmitri', reason: 'concede' },
      ],
    });
    expect(r.sharedTurns).toBe(true);
    expect(r.winners).toEqual(['Alex', 'Bianca']);
    expect(r.departures.map((d) => [d.player, d.cause, d.rule])).toEqual([
      ['Carissa', 'team', '810.8b'],
      ['Dmitri', 'concede', '104.3a'],
    ]);
    // 810.9: the team's shared total, once for each head.
    expect(r.life.Alex).toEqual([30, 22, 22]);
    expect(r.life.Bianca).toEqual([30, 22, 22]);
  });

  it('809.5b: the team loses with its emperor; the generals leave with the team', () => {
    const r = recordFor({
      variant: 'emperor',
      players: [
        { name: 'A1', team: 'North' },
        { name: 'A2', team: 'North' },
        { name: 'A3', team: 'North' },
        { name: 'B1', team: 'South' },
        { name: 'B2', team: 'South' },
        { name: 'B3', team: 'South' },
      ],
      startingTeam: 'North',
      events: [{ type: 'life', player: 'B2', amount: -20 }],
    });
    expect(r.result).toBe('won');
    expect(r.winners).toEqual(['A1', 'A2', 'A3']);
    const causes = Object.fromEntries(r.departures.map((d) => [d.player, d.cause]));
    expect(causes).toEqual({ B1: 'team', B2: 'life', B3: 'team' });
  });

  it('104.4c: a draw effect without limited range ends the game as a draw for everyone in it', () => {
    const r = recordFor(
      pod([
        { type: 'leave', player: 'Ana', reason: 'lose' },
        { type: 'draw', player: 'Cy' },
      ]),
    );
    expect(r.result).toBe('draw');
    expect(r.winners).toEqual([]);
    expect(r.departures.map((d) => [d.player, d.how, d.cause])).toEqual([
      ['Ana', 'lost', 'effect'],
      ['Bo', 'drew', 'draw'],
      ['Cy', 'drew', 'draw'],
      ['Di', 'drew', 'draw'],
    ]);
  });

  it('800.7: an effect that says a player wins makes its opponents lose (cause: an effect)', () => {
    const r = recordFor(pod([{ type: 'win', player: 'Di' }]));
    expect(r.winners).toEqual(['Di']);
    expect(new Set(r.departures.map((d) => d.cause))).toEqual(new Set(['effect']));
  });

  it('a latecomer (a house rule) has no life before they sat down', () => {
    const r = recordFor(
      pod([
        { type: 'endTurn' },
        { type: 'join', player: { name: 'Eve' }, seat: 1 },
        { type: 'endTurn' },
      ]),
    );
    expect(r.players.map((p) => p.name)).toEqual(['Ana', 'Eve', 'Bo', 'Cy', 'Di']);
    expect(r.life.Eve).toEqual([null, null, 40, 40]);
    expect(r.life.Bo).toEqual([40, 40, 40, 40]);
  });

  it('over random games: one life entry per turn begun and one now; departures match who left', () => {
    const names = ['Ana', 'Bo', 'Cy', 'Di', 'Eve'];
    const move = fc.oneof(
      fc.constant<GameEvent>({ type: 'endTurn' }),
      fc.record({
        type: fc.constant('life' as const),
        player: fc.constantFrom(...names),
        amount: fc.integer({ min: -15, max: 5 }),
      }),
      fc.record({
        type: fc.constant('leave' as const),
        player: fc.constantFrom(...names),
        reason: fc.constantFrom('concede' as const, 'lose' as const),
      }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        const base: Scenario = {
          variant: 'free-for-all',
          players: names.map((name) => ({ name })),
        };
        const loaded = loadScenario(base);
        if (!loaded.ok) throw new Error(loaded.error.message);
        // Only the moves the rules accept (a player who left acts no more), as a stored log.
        const events: GameEvent[] = [];
        let game = loaded.value.game;
        for (const m of moves) {
          const r = loadScenario({ ...base, events: [...events, m] });
          if (r.ok) {
            events.push(m);
            game = r.value.game;
          }
        }
        const rec = recordOf(loaded.value.table, events);
        expect(rec.ok).toBe(true);
        if (!rec.ok) return;
        const r = rec.value;
        expect(r.turns).toBe(game.turn);
        const gone = names.filter((_, s) => !game.inGame[s]);
        expect(r.departures.map((d) => d.player).sort()).toEqual(gone.sort());
        for (const name of names) {
          expect(r.life[name]).toHaveLength(r.turns + 1);
          expect(r.life[name]!.at(-1) === null).toBe(gone.includes(name));
        }
        expect(r.result === 'playing').toBe(!game.over);
        for (const d of r.departures) expect(d.turn).toBeLessThanOrEqual(r.turns);
      }),
      { numRuns: 60 },
    );
  });
});

describe('stats over records', () => {
  const game = (first: string, winner: string, extra: GameEvent[] = []) =>
    recordFor({
      ...pod([]),
      startingPlayer: first,
      events: [...extra, { type: 'win', player: winner }],
    });

  it('counts wins, draws and losses per player, wins by place in turn order, causes and turns', () => {
    const s = statsOf([
      game('Ana', 'Ana'),
      game('Bo', 'Ana', [
        { type: 'endTurn' },
        { type: 'commanderDamage', player: 'Cy', from: 'Ana', amount: 21 },
      ]),
      game('Cy', 'Cy'),
      recordFor(pod([{ type: 'draw', player: 'Di' }])),
      recordFor(pod([{ type: 'endTurn' }])), // still being played: not in the players' counts
    ]);
    expect(s.games).toBe(5);
    expect(s.finished).toBe(4);
    expect(s.players).toEqual([
      { name: 'Ana', games: 4, wins: 2, draws: 1, losses: 1 },
      { name: 'Cy', games: 4, wins: 1, draws: 1, losses: 2 },
      { name: 'Bo', games: 4, wins: 0, draws: 1, losses: 3 },
      { name: 'Di', games: 4, wins: 0, draws: 1, losses: 3 },
    ]);
    // Ana won going first and going fourth; Cy going first.
    expect(s.turnOrder).toEqual([
      { position: 1, games: 4, wins: 2 },
      { position: 2, games: 4, wins: 0 },
      { position: 3, games: 4, wins: 0 },
      { position: 4, games: 4, wins: 1 },
    ]);
    expect(s.causes).toEqual({ commanderDamage: 1, effect: 8, draw: 4 });
    expect(s.commanderKnockouts).toEqual([{ from: 'Ana', player: 'Cy', count: 1 }]);
    expect(s.averageTurns).toBe(1.3);
  });

  it('one person across games when the names read alike; shared team turns leave turn order out', () => {
    const a = game('Ana', 'Ana');
    const b = {
      ...game('Bo', 'Ana'),
      players: game('Bo', 'Ana').players.map((p) => ({
        ...p,
        name: p.name === 'Ana' ? 'ANA' : p.name,
      })),
      winners: ['ANA'],
    };
    const s = statsOf([a, { ...b, sharedTurns: true }]);
    expect(s.players[0]).toEqual({ name: 'Ana', games: 2, wins: 2, draws: 0, losses: 0 });
    expect(s.turnOrder.map((t) => t.games)).toEqual([1, 1, 1, 1]);
  });
});
