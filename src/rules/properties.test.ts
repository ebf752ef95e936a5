// Invariants over random tables of every variant and random event sequences (fast-check).
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

// Generous: property runs are not timed tests, and a busy CI machine must not fail them.
vi.setConfig({ testTimeout: 120_000 });
import { newGame, type Game } from './game';
import { basisRing } from './seats';
import { applyEvent, replay } from './play';
import { derive, inRange, opponentChoosers } from './queries';
import { attackVerdict, targetVerdict } from './reasons';
import { distance, leftOf } from './ring';
import { buildTable } from './setup';
import type { GameEvent, Scenario, Table } from './types';

// ---- random tables ----
const names = (n: number, prefix = 'P') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const teamPlayers = (teams: number, size: number) =>
  Array.from({ length: teams * size }, (_, i) => ({
    name: `T${Math.floor(i / size) + 1}-${(i % size) + 1}`,
    team: `T${Math.floor(i / size) + 1}`,
  }));

const attackOf = fc.constantFrom('multiple' as const, 'left' as const, 'right' as const);
const rangeOf = fc.option(fc.integer({ min: 1, max: 3 }), { nil: null });

const scenarioArb: fc.Arbitrary<Scenario> = fc.oneof(
  fc
    .record({
      n: fc.integer({ min: 3, max: 14 }),
      range: rangeOf,
      attack: attackOf,
      seed: fc.integer(),
    })
    .map(({ n, range, attack, seed }): Scenario => ({
      variant: 'free-for-all',
      options: { rangeOfInfluence: range, attack },
      seating: 'by-rules',
      seed,
      players: names(n).map((name) => ({ name })),
    })),
  fc
    .record({ n: fc.integer({ min: 4, max: 24 }), seed: fc.integer() })
    .map(({ n, seed }): Scenario => ({
      variant: 'grand-melee',
      seating: 'by-rules',
      seed,
      players: names(n).map((name) => ({ name })),
    })),
  // Grand Melee with another range: priority (807.5a) then reaches past the neighbours.
  fc
    .record({ n: fc.integer({ min: 4, max: 20 }), range: rangeOf, seed: fc.integer() })
    .map(({ n, range, seed }): Scenario => ({
      variant: 'grand-melee',
      options: { rangeOfInfluence: range },
      seed,
      players: names(n).map((name) => ({ name })),
    })),
  fc
    .record({
      teams: fc.integer({ min: 2, max: 4 }),
      size: fc.integer({ min: 2, max: 4 }),
      range: rangeOf,
      seed: fc.integer(),
    })
    .map(({ teams, size, range, seed }): Scenario => ({
      variant: 'team-vs-team',
      options: { rangeOfInfluence: range },
      seed,
      players: teamPlayers(teams, size),
    })),
  fc
    .record({
      teams: fc.integer({ min: 2, max: 4 }),
      size: fc.integer({ min: 3, max: 5 }),
      seed: fc.integer(),
    })
    .map(({ teams, size, seed }): Scenario => ({
      variant: 'emperor',
      seating: 'by-rules',
      seed,
      players: teamPlayers(teams, size),
    })),
  fc
    .record({ size: fc.integer({ min: 2, max: 4 }), seed: fc.integer() })
    .map(({ size, seed }): Scenario => ({
      variant: 'two-headed-giant',
      seed,
      players: teamPlayers(2, size),
    })),
  fc
    .record({
      teams: fc.integer({ min: 2, max: 4 }),
      size: fc.integer({ min: 2, max: 3 }),
      attack: attackOf,
      seed: fc.integer(),
    })
    .map(({ teams, size, attack, seed }): Scenario => ({
      variant: 'alternating-teams',
      options: { attack },
      seating: 'by-rules',
      seed,
      players: teamPlayers(teams, size),
    })),
  fc
    .record({
      ranges: fc.array(rangeOf, { minLength: 3, maxLength: 10 }),
      teams: fc.array(fc.constantFrom(undefined, 'X', 'Y'), { minLength: 10, maxLength: 10 }),
      attack: fc.constantFrom(
        'multiple' as const,
        'left' as const,
        'right' as const,
        'single' as const,
      ),
    })
    .map(({ ranges, teams, attack }): Scenario => ({
      variant: 'custom',
      options: { attack },
      // At least one individual, so there are always two sides (102.3).
      players: ranges.map((range, i) => ({
        name: `C${i + 1}`,
        range,
        ...(teams[i] && i > 0 ? { team: teams[i] } : {}),
      })),
    })),
);

// Event "intents" are resolved against the current game so most of them are possible.
type Intent = {
  kind: 'endTurn' | 'leave' | 'win' | 'draw' | 'extraTurn' | 'bogus';
  pick: number;
  reason: boolean;
};
const intentArb: fc.Arbitrary<Intent> = fc.record({
  kind: fc.constantFrom(
    'endTurn',
    'endTurn',
    'endTurn',
    'endTurn',
    'endTurn',
    'leave',
    'leave',
    'win',
    'draw',
    'extraTurn',
    'bogus',
  ),
  pick: fc.nat(1000),
  reason: fc.boolean(),
});

function resolve(game: Game, intent: Intent): GameEvent {
  const d = derive(game);
  const present = d.players.filter((p) => p.inGame);
  const any = present.length ? present[intent.pick % present.length]!.name : 'nobody';
  switch (intent.kind) {
    case 'endTurn': {
      if (game.markers.length) {
        const running = d.turnMarkers.filter((m) => m.takingTurn);
        const m = running[intent.pick % Math.max(1, running.length)];
        return m ? { type: 'endTurn', marker: m.number } : { type: 'endTurn' };
      }
      return { type: 'endTurn' };
    }
    case 'leave':
      return { type: 'leave', player: any, reason: intent.reason ? 'concede' : 'lose' };
    case 'win':
      return { type: 'win', player: any };
    case 'draw':
      return { type: 'draw', player: any };
    case 'extraTurn':
      return { type: 'extraTurn', player: any };
    case 'bogus':
      return { type: 'leave', player: d.players[intent.pick % d.players.length]!.name };
  }
}

/** Plays the intents; checks `check` after every event; returns the events that happened. */
function play(
  table: Table,
  intents: Intent[],
  check: (before: Game, after: Game, ev: GameEvent) => void,
): GameEvent[] {
  let game = newGame(table);
  const done: GameEvent[] = [];
  check(game, game, { type: 'endTurn' });
  for (const intent of intents) {
    const ev = resolve(game, intent);
    const r = applyEvent(game, ev);
    if (!r.ok) {
      expect(r.error.message.length).toBeGreaterThan(0);
      continue;
    }
    check(game, r.value, ev);
    game = r.value;
    done.push(ev);
  }
  return done;
}

const build = (s: Scenario): Table => {
  const b = buildTable(s);
  if (!b.table) throw new Error(`generator made an invalid table: ${JSON.stringify(b.errors)}`);
  return b.table;
};

const runs = { numRuns: Number(process.env.PROP_RUNS ?? 150) };

describe('invariants over random tables and events', () => {
  it('every generated table is valid, and seating by the rules is a permutation of the players', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const t = build(s);
        expect(t.players.map((p) => p.name).sort()).toEqual(s.players.map((p) => p.name).sort());
      }),
      runs,
    );
  });

  it('801.2b — every player in the game is within their own range; players who left are in no one’s range', () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(intentArb, { maxLength: 40 }), (s, intents) => {
        play(build(s), intents, (_, g) => {
          const d = derive(g);
          for (const p of d.players) {
            if (p.inGame && !g.over) expect(p.inRange).toContain(p.seat);
            for (const q of p.inRange) expect(g.inGame[q]).toBe(true);
            if (!p.inGame) expect(p.inRange).toEqual([]);
          }
        });
      }),
      runs,
    );
  });

  it('801.2 — range is symmetric between players with equal ranges', () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(intentArb, { maxLength: 30 }), (s, intents) => {
        play(build(s), intents, (_, g) => {
          const d = derive(g);
          for (const a of d.players)
            for (const b of d.players)
              if (a.range === b.range)
                expect(a.inRange.includes(b.seat)).toBe(b.inRange.includes(a.seat));
        });
      }),
      runs,
    );
  });

  it('800.4 — a player who left is never active, taking a turn, in range or attackable', () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(intentArb, { maxLength: 40 }), (s, intents) => {
        play(build(s), intents, (_, g) => {
          const d = derive(g);
          const gone = new Set(d.players.filter((p) => !p.inGame).map((p) => p.seat));
          for (const s2 of d.activePlayers) expect(gone.has(s2)).toBe(false);
          for (const p of d.players) {
            if (gone.has(p.seat))
              expect([p.takingTurn, p.canAttack.length, p.deployTo.length]).toEqual([false, 0, 0]);
            for (const q of [...p.inRange, ...p.canAttack, ...p.deployTo, ...p.opponentChoosers])
              expect(gone.has(q)).toBe(false);
          }
        });
      }),
      runs,
    );
  });

  it('canAttack agrees with the explained verdict for every pair (one source of truth)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(intentArb, { maxLength: 25 }), (s, intents) => {
        play(build(s), intents, (_, g) => {
          const d = derive(g);
          for (const a of d.players)
            for (const b of d.players) {
              const v = attackVerdict(g, a.seat, b.seat);
              expect(v.rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
              expect(a.canAttack.includes(b.seat)).toBe(v.ok);
            }
        });
      }),
      runs,
    );
  });

  it('derive’s seat lists match their definitions pair by pair (801.2, 801.4, 801.5, 804.2, 807.5a)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(intentArb, { maxLength: 30 }), (s, intents) => {
        play(build(s), intents, (_, g) => {
          const d = derive(g);
          const ring = basisRing(g);
          for (const a of d.players) {
            const seats = d.players.map((p) => p.seat);
            const reach = seats.filter((b) => a.inGame && targetVerdict(g, a.seat, b).ok);
            expect(a.inRange).toEqual(reach);
            expect(a.inRange).toEqual(inRange(g, a.seat));
            expect(a.opponentChoosers).toEqual(
              g.over ? [] : opponentChoosers(g, a.seat, inRange(g, a.seat)),
            );
            const mates = seats.filter(
              (b) =>
                b !== a.seat &&
                reach.includes(b) &&
                a.team !== null &&
                d.players[b]!.team === a.team,
            );
            expect(a.deployTo).toEqual(g.table.options.deployCreatures ? mates : []);
            const markers = a.inGame
              ? d.turnMarkers
                  .filter((m) => a.range === null || distance(ring, a.seat, m.holder) <= a.range)
                  .map((m) => m.number)
              : [];
            expect(a.priorityFor).toEqual(markers);
          }
        });
      }),
      runs,
    );
  });

  it('teammates are never attackable, and attacks stay within range (801.3)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(intentArb, { maxLength: 25 }), (s, intents) => {
        play(build(s), intents, (_, g) => {
          const d = derive(g);
          for (const a of d.players)
            for (const b of a.canAttack) {
              expect(d.players[b]!.team === null || d.players[b]!.team !== a.team).toBe(true);
              expect(a.inRange).toContain(b);
            }
        });
      }),
      runs,
    );
  });

  it('turns pass to the left, to a player (or team) still in the game', () => {
    fc.assert(
      fc.property(
        scenarioArb.filter((s) => s.variant !== 'grand-melee'),
        fc.array(intentArb, { maxLength: 40 }),
        (s, intents) => {
          const t = build(s);
          play(t, intents, (before, after, ev) => {
            if (ev.type !== 'endTurn' || after === before || after.over) return;
            expect(after.inGame[after.current]).toBe(true);
            if (after.currentIsExtra) return;
            const side = (x: number) => t.players[x]!.side;
            // The first seat to the left of the last normal turn that is in the game and (with
            // shared team turns) on another team.
            let expected = leftOf(before.inGame, before.lastNormal);
            if (t.options.sharedTeamTurns) {
              while (side(expected) === side(before.lastNormal))
                expected = leftOf(before.inGame, expected);
              expect(side(after.current)).toBe(side(expected));
            } else expect(after.current).toBe(expected);
          });
        },
      ),
      runs,
    );
  });

  it('104.2a — the game ends exactly when one side (or none) remains, and the survivors win', () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(intentArb, { maxLength: 60 }), (s, intents) => {
        const t = build(s);
        play(t, intents, (_, g) => {
          const sides = new Set(t.players.filter((p) => g.inGame[p.seat]).map((p) => p.side));
          expect(g.over).toBe(sides.size <= 1);
          const d = derive(g);
          if (g.over)
            expect(d.winners).toEqual(d.players.filter((p) => p.inGame).map((p) => p.seat));
          else expect(d.winners).toEqual([]);
        });
      }),
      runs,
    );
  });

  it('a replayed event log gives the same table (state is derived from setup + events alone)', () => {
    fc.assert(
      fc.property(scenarioArb, fc.array(intentArb, { maxLength: 40 }), (s, intents) => {
        const t = build(s);
        let last: Game | null = null;
        const events = play(t, intents, (_, g) => (last = g));
        const again = replay(t, events);
        expect(again.error).toBeNull();
        const strip = (g: Game) => JSON.stringify(derive(g).players);
        expect(strip(again.game)).toEqual(strip(last!));
      }),
      runs,
    );
  });

  it('no input makes the engine throw: random events on random tables are applied or refused with a message', () => {
    const eventArb: fc.Arbitrary<unknown> = fc.record(
      {
        type: fc.constantFrom('endTurn', 'leave', 'win', 'draw', 'extraTurn', 'nonsense'),
        player: fc.oneof(fc.string(), fc.constantFrom('P1', 'P2', 'T1-1', 'C1')),
        players: fc.array(fc.string(), { maxLength: 3 }),
        marker: fc.integer({ min: -2, max: 12 }),
        reason: fc.constantFrom('concede', 'lose', 'bored'),
      },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(scenarioArb, fc.array(eventArb, { maxLength: 30 }), (s, evs) => {
        let g = newGame(build(s));
        for (const e of evs) {
          const r = applyEvent(g, e as GameEvent);
          if (r.ok) g = r.value;
          else expect(typeof r.error.message).toBe('string');
        }
      }),
      runs,
    );
  });
});

describe('Grand Melee invariants (807.4) over random games of 16–40 players', () => {
  const gmArb = fc
    .record({ n: fc.integer({ min: 16, max: 40 }), seed: fc.integer() })
    .map(({ n, seed }): Scenario => ({
      variant: 'grand-melee',
      seating: 'by-rules',
      seed,
      players: names(n).map((name) => ({ name })),
    }));
  const gmIntent = fc.record({
    kind: fc.constantFrom(
      'endTurn',
      'endTurn',
      'endTurn',
      'endTurn',
      'endTurn',
      'endTurn',
      'leave',
      'leave',
      'extraTurn',
      'draw',
    ),
    pick: fc.nat(1000),
    reason: fc.boolean(),
  }) as fc.Arbitrary<Intent>;

  it('markers not designated for removal = full fours in the game (one while fewer than four remain)', () => {
    fc.assert(
      fc.property(gmArb, fc.array(gmIntent, { maxLength: 120 }), (s, intents) => {
        play(build(s), intents, (_, g) => {
          if (g.over) return;
          const players = g.inGame.filter(Boolean).length;
          const designations = g.markers.reduce((n, m) => n + m.removals, 0);
          expect(g.markers.length - designations).toBe(Math.max(1, Math.floor(players / 4)));
        });
      }),
      { numRuns: Number(process.env.PROP_RUNS ?? 100) },
    );
  });

  it('807.4d — when a turn begins, no other marker is within the three seats to the beginner’s left', () => {
    fc.assert(
      fc.property(gmArb, fc.array(gmIntent, { maxLength: 120 }), (s, intents) => {
        play(build(s), intents, (before, after, ev) => {
          if (before === after) return;
          for (const m of after.markers) {
            const was = before.markers.find((x) => x.number === m.number);
            // A turn began: the marker was waiting or moved, or its holder kept it for an extra turn.
            const kept = ev.type === 'endTurn' && ev.marker === m.number && m.takingTurn;
            const began =
              m.takingTurn && (!was || !was.takingTurn || was.holder !== m.holder || kept);
            if (!began) continue;
            let seat = m.holder;
            for (let k = 0; k < 3; k++) {
              seat = leftOf(after.inGame, seat);
              if (seat === m.holder) break;
              expect(after.markers.some((x) => x !== m && x.holder === seat)).toBe(false);
            }
          }
        });
      }),
      { numRuns: Number(process.env.PROP_RUNS ?? 100) },
    );
  });

  it('807.4c — a marker is held by a player who left only during the turn that player was taking', () => {
    fc.assert(
      fc.property(gmArb, fc.array(gmIntent, { maxLength: 120 }), (s, intents) => {
        play(build(s), intents, (before, after) => {
          if (after.over) return;
          for (const m of after.markers) {
            if (after.inGame[m.holder]) continue;
            expect(m.takingTurn).toBe(true);
            const was = before.markers.find((x) => x.number === m.number);
            expect(was?.holder).toBe(m.holder);
            expect(was?.takingTurn).toBe(true);
          }
        });
      }),
      { numRuns: Number(process.env.PROP_RUNS ?? 100) },
    );
  });

  it('807.4c — markers move only to the left: a passed marker lands on the next player still in the game', () => {
    fc.assert(
      fc.property(gmArb, fc.array(gmIntent, { maxLength: 120 }), (s, intents) => {
        play(build(s), intents, (before, after) => {
          for (const m of after.markers) {
            const was = before.markers.find((x) => x.number === m.number);
            if (!was || was.holder === m.holder) continue;
            expect(m.holder).toBe(leftOf(after.inGame, was.holder));
          }
        });
      }),
      { numRuns: Number(process.env.PROP_RUNS ?? 100) },
    );
  });

  it('807.2a — everyone has range 1: each player in the game reaches at most their two neighbours', () => {
    fc.assert(
      fc.property(gmArb, fc.array(gmIntent, { maxLength: 60 }), (s, intents) => {
        play(build(s), intents, (_, g) => {
          for (let seat = 0; seat < g.inGame.length; seat++)
            if (g.inGame[seat]) expect(inRange(g, seat).length).toBeLessThanOrEqual(3);
        });
      }),
      { numRuns: 60 },
    );
  });
});

// ---- life, poison and commander damage (810.8c–d, 810.9, 704.5a, 704.5c, 903.10a) ----

type LifeIntent = {
  kind: 'life' | 'setLife' | 'poison' | 'commanderDamage' | 'endTurn' | 'leave';
  pick: number;
  from: number;
  amount: number;
  commander: 1 | 2;
};
const lifeIntentArb: fc.Arbitrary<LifeIntent> = fc.record({
  kind: fc.constantFrom(
    'life',
    'life',
    'life',
    'setLife',
    'poison',
    'commanderDamage',
    'commanderDamage',
    'endTurn',
    'leave',
  ),
  pick: fc.nat(1000),
  from: fc.nat(1000),
  amount: fc.integer({ min: -15, max: 15 }),
  commander: fc.constantFrom(1 as const, 2 as const),
});

function resolveLife(game: Game, i: LifeIntent): GameEvent {
  const d = derive(game);
  const present = d.players.filter((p) => p.inGame);
  const who = present.length ? present[i.pick % present.length]!.name : 'nobody';
  const from = present.length ? present[i.from % present.length]!.name : 'nobody';
  switch (i.kind) {
    case 'life':
      return { type: 'life', player: who, amount: i.amount };
    case 'setLife':
      return { type: 'setLife', player: who, to: i.amount + 5 };
    case 'poison':
      return { type: 'poison', player: who, amount: i.amount % 6 };
    case 'commanderDamage':
      return {
        type: 'commanderDamage',
        player: who,
        from,
        amount: Math.abs(i.amount),
        commander: i.commander,
      };
    case 'leave':
      return { type: 'leave', player: who, reason: 'concede' };
    case 'endTurn':
      return resolve(game, { kind: 'endTurn', pick: i.pick, reason: false });
  }
}

const withFormat = fc
  .tuple(scenarioArb, fc.constantFrom(undefined, 'commander' as const, 'brawl' as const))
  .map(([s, format]): Scenario => (format ? { ...s, options: { ...s.options, format } } : s));

describe('invariants of life, poison and commander damage', () => {
  it('no player stays in the game at 0 life, at the poison limit or at 21 from one commander', () => {
    fc.assert(
      fc.property(withFormat, fc.array(lifeIntentArb, { maxLength: 80 }), (s, intents) => {
        const table = build(s);
        let game = newGame(table);
        for (const intent of intents) {
          const r = applyEvent(game, resolveLife(game, intent));
          if (!r.ok) {
            expect(r.error.message.length).toBeGreaterThan(0);
            continue;
          }
          game = r.value;
          const d = derive(game);
          const limit = table.sharedLife ? 15 : 10;
          for (const p of d.players) {
            expect(p.poison).toBeGreaterThanOrEqual(0);
            if (!p.inGame) continue;
            expect(p.life).toBeGreaterThan(0);
            expect(p.poison).toBeLessThan(limit);
            if (table.format === 'commander')
              for (const c of p.commanderDamage) expect(c.amount).toBeLessThan(21);
          }
        }
      }),
      runs,
    );
  });

  it('Two-Headed Giant teammates always show the same life and poison', () => {
    const twoHeaded = fc
      .record({ size: fc.integer({ min: 2, max: 3 }), start: fc.integer({ min: 1, max: 60 }) })
      .map(({ size, start }): Scenario => ({
        variant: 'two-headed-giant',
        options: { startingLife: start },
        players: teamPlayers(2, size),
      }));
    fc.assert(
      fc.property(twoHeaded, fc.array(lifeIntentArb, { maxLength: 60 }), (s, intents) => {
        const table = build(s);
        let game = newGame(table);
        for (const intent of intents) {
          const r = applyEvent(game, resolveLife(game, intent));
          if (!r.ok) continue;
          game = r.value;
          const d = derive(game);
          for (const side of table.sides) {
            const members = side.seats.map((seat) => d.players[seat]!);
            expect(new Set(members.map((p) => p.life)).size).toBe(1);
            expect(new Set(members.map((p) => p.poison)).size).toBe(1);
            expect(new Set(members.map((p) => p.inGame)).size).toBe(1);
          }
        }
      }),
      runs,
    );
  });

  it('undo restores exactly: replaying a prefix of the log gives the table as it was then', () => {
    fc.assert(
      fc.property(
        withFormat,
        fc.array(lifeIntentArb, { maxLength: 50 }),
        fc.nat(),
        (s, intents, cut) => {
          const table = build(s);
          let game = newGame(table);
          const snapshots = [JSON.stringify(derive(game).players)];
          const log: GameEvent[] = [];
          for (const intent of intents) {
            const ev = resolveLife(game, intent);
            const r = applyEvent(game, ev);
            if (!r.ok) continue;
            game = r.value;
            log.push(ev);
            snapshots.push(JSON.stringify(derive(game).players));
          }
          const k = cut % (log.length + 1);
          const { game: back, error } = replay(table, log.slice(0, k));
          expect(error).toBeNull();
          expect(JSON.stringify(derive(back).players)).toBe(snapshots[k]);
        },
      ),
      runs,
    );
  });
});

// ---- Planechase (901) ----
const planechaseArb = fc
  .tuple(scenarioArb, fc.constantFrom('decks' as const, 'single-deck' as const))
  .map(([s, planechase]): Scenario => ({ ...s, options: { ...s.options, planechase } }));
const planarIntentArb = fc.oneof(
  intentArb.map((i) => ({ ...i, roll: false })),
  fc.record({ pick: fc.nat(1000), roll: fc.constant(true) }),
);

/** Plays intents with planar die rolls mixed in (by an active player, or anyone: refusals are fine). */
function playPlanar(
  table: Table,
  intents: ({ roll: true; pick: number } | (Intent & { roll: false }))[],
  check: (g: Game) => void,
): void {
  let game = newGame(table);
  check(game);
  for (const intent of intents) {
    let ev: GameEvent;
    if (intent.roll) {
      const d = derive(game);
      const who = d.activePlayers.length ? d.activePlayers : d.players.map((p) => p.seat);
      const seat = who[intent.pick % who.length]!;
      const face = (['blank', 'chaos', 'planeswalker'] as const)[intent.pick % 3]!;
      ev = { type: 'planarRoll', player: d.players[seat]!.name, face };
    } else ev = resolve(game, intent);
    const r = applyEvent(game, ev);
    if (!r.ok) {
      expect(r.error.rule ?? r.error.message).toBeTruthy();
      continue;
    }
    game = r.value;
    check(game);
  }
}

describe('Planechase invariants (901)', () => {
  it('901.6, 800.4i, 901.12b — outside Grand Melee exactly one planar controller, still in the game, while the game runs', () => {
    fc.assert(
      fc.property(
        planechaseArb.filter((s) => s.variant !== 'grand-melee'),
        fc.array(planarIntentArb, { maxLength: 40 }),
        (s, intents) => {
          playPlanar(build(s), intents, (g) => {
            const d = derive(g);
            if (g.over) return expect(d.planarControllers).toEqual([]);
            expect(d.planarControllers).toHaveLength(1);
            expect(g.inGame[d.planarControllers[0]!]).toBe(true);
          });
        },
      ),
      runs,
    );
  });

  it('901.14a–b — in Grand Melee planar controllers never outnumber turn markers, and all are in the game', () => {
    fc.assert(
      fc.property(
        planechaseArb.filter((s) => s.variant === 'grand-melee'),
        fc.array(planarIntentArb, { maxLength: 50 }),
        (s, intents) => {
          playPlanar(build(s), intents, (g) => {
            const d = derive(g);
            expect(d.planarControllers.length).toBeLessThanOrEqual(d.turnMarkers.length);
            for (const c of d.planarControllers) expect(g.inGame[c]).toBe(true);
            // 901.6 per marker: a turn running on a marker makes its holder that plane's controller.
            if (!g.over)
              for (const m of g.markers)
                if (m.takingTurn && g.inGame[m.holder]) expect(m.planar).toBe(m.holder);
          });
        },
      ),
      runs,
    );
  });

  it('901.9 — a player has a planar die cost exactly while taking a turn, and it counts their rolls this turn', () => {
    fc.assert(
      fc.property(planechaseArb, fc.array(planarIntentArb, { maxLength: 30 }), (s, intents) => {
        playPlanar(build(s), intents, (g) => {
          for (const p of derive(g).players) {
            expect(p.planarDieCost !== null).toBe(p.takingTurn);
            if (p.planarDieCost !== null) expect(p.planarDieCost).toBe(g.planarRolls[p.seat]);
          }
        });
      }),
      runs,
    );
  });
});
