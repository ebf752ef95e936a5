// A latecomer dealt in (a house rule beside 800.1): where they sit, when they first take a turn
// (turns pass to the left), when ranges count them (801.2c), their life, teams kept as the variant seats them, and
// every fact the game keeps by seat moved with its player.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The look-alike table is in force wherever a newcomer's name is typed or read (Latecomer.tsx).
import '../confusables';
import { decodeTable, encodeTable } from '../../share/codec';
import { derive, describeEvent, inRange, replay, type GameEvent, type Scenario } from '../index';
import { loadScenario } from '../scenario';
import { buildTable } from '../setup';
import { applyEvent } from '../play';

const FFA: Scenario = {
  variant: 'free-for-all',
  players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }],
  startingPlayer: 'Ana',
};
const join = (
  name: string,
  seat: number,
  more: { team?: string; life?: number } = {},
): GameEvent => ({
  type: 'join',
  player: { name, ...(more.team ? { team: more.team } : {}) },
  seat,
  ...(more.life !== undefined ? { life: more.life } : {}),
});
const end: GameEvent = { type: 'endTurn' };
const play = (s: Scenario, events: GameEvent[]) => {
  const r = replay(buildTable(s).table!, events);
  if (r.error) throw new Error(r.error.message);
  return r.game;
};
const names = (g: ReturnType<typeof play>) => g.table.players.map((p) => p.name);
const active = (g: ReturnType<typeof play>) => g.table.players[g.current]!.name;

describe('a latecomer joins a running game (house rule)', () => {
  it('takes the chosen seat; everyone from there moves up one, the turn stays with its player', () => {
    const g = play(FFA, [end, join('Eve', 2)]);
    expect(names(g)).toEqual(['Ana', 'Bo', 'Eve', 'Cy', 'Di']);
    expect(active(g)).toBe('Bo');
    expect(g.inGame).toEqual([true, true, true, true, true]);
    expect(g.table.players.map((p) => p.seat)).toEqual([0, 1, 2, 3, 4]);
  });

  it('takes their first turn when the turn order reaches their seat (101.4)', () => {
    const g = play(FFA, [join('Eve', 2), end, end]);
    expect(active(g)).toBe('Eve');
    expect(active(play(FFA, [join('Eve', 2), end, end, end]))).toBe('Cy');
  });

  it('starts with the format’s life, or the life the host chose', () => {
    const g = play({ ...FFA, options: { format: 'commander' } }, [join('Eve', 4)]);
    expect(g.counters.life).toEqual([40, 40, 40, 40, 40]);
    const lower = play(FFA, [
      { type: 'life', player: 'Bo', amount: -7 },
      join('Eve', 1, { life: 13 }),
    ]);
    expect(lower.counters.life).toEqual([20, 13, 13, 20, 20]);
    expect(lower.counters.poison).toEqual([0, 0, 0, 0, 0]);
  });

  it('is in nobody’s range, nor anyone in theirs, until the next turn begins (801.2c)', () => {
    const limited = { ...FFA, options: { rangeOfInfluence: 1 } };
    const g = play(limited, [join('Eve', 1)]);
    // Ana (seat 0) had Bo and Di beside her when her turn began; Eve now sits between Ana and Bo.
    expect(
      inRange(g, 0)
        .map((s) => g.table.players[s]!.name)
        .sort(),
    ).toEqual(['Ana', 'Bo', 'Di']);
    const next = play(limited, [join('Eve', 1), end]);
    expect(
      inRange(next, 0)
        .map((s) => next.table.players[s]!.name)
        .sort(),
    ).toEqual(['Ana', 'Di', 'Eve']);
    expect(derive(next).players[1]!.name).toBe('Eve');
  });

  it('moves commander damage and designations with their players', () => {
    const g = play({ ...FFA, options: { format: 'commander' } }, [
      { type: 'commanderDamage', player: 'Di', from: 'Cy', amount: 5 },
      join('Eve', 0),
    ]);
    expect(names(g)).toEqual(['Eve', 'Ana', 'Bo', 'Cy', 'Di']);
    expect(g.sourced.commanderDamage).toEqual({ '4>3.1': 5 });
    expect(g.counters.life).toEqual([40, 40, 40, 40, 35]);
    // 21 from Cy's commander still ends Di's game after the seats moved (903.10a).
    const r = applyEvent(g, { type: 'commanderDamage', player: 'Di', from: 'Cy', amount: 16 });
    expect(r.ok && r.value.departures[4]?.rule).toBe('903.10a');
  });

  it('is refused with a clear message: a taken name, a look-alike, a seat off the table, a game over', () => {
    const table = buildTable(FFA).table!;
    const start = replay(table, []).game;
    const refuse = (e: GameEvent) => {
      const r = applyEvent(start, e);
      return r.ok ? null : r.error.message;
    };
    expect(refuse(join('Bo', 1))).toMatch(/already a player called "Bo"/);
    expect(refuse(join('Вo', 1))).toMatch(/reads as the same name as "Bo"/);
    expect(refuse(join('Eve', 5))).toMatch(/from 0 to 4/);
    expect(refuse(join('Eve', 1, { life: 0 }))).toMatch(/at least 1 life/);
    expect(refuse(join('', 1))).toMatch(/needs a name/);
    const over = play(FFA, [{ type: 'leave', players: ['Bo', 'Cy', 'Di'] }]);
    const late = applyEvent(over, join('Eve', 1));
    expect(!late.ok && late.error.rule).toBe('104.1');
  });

  it('keeps teams as the variant seats them (808.2) and refuses shared-life and emperor teams', () => {
    const tvt: Scenario = {
      variant: 'team-vs-team',
      players: [
        { name: 'A1', team: 'A' },
        { name: 'A2', team: 'A' },
        { name: 'B1', team: 'B' },
        { name: 'B2', team: 'B' },
      ],
    };
    const start = replay(buildTable(tvt).table!, []).game;
    const apart = applyEvent(start, join('A3', 3, { team: 'A' }));
    expect(!apart.ok && apart.error.message).toMatch(/Teammates sit together/);
    const beside = applyEvent(start, join('A3', 2, { team: 'A' }));
    expect(beside.ok && beside.value.table.sides.map((s) => s.seats)).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
    const none = applyEvent(start, join('C1', 2));
    expect(!none.ok && none.error.message).toMatch(/name the newcomer's team/);
    const twoHeaded = buildTable({
      variant: 'two-headed-giant',
      players: [
        { name: 'A1', team: 'A' },
        { name: 'A2', team: 'A' },
        { name: 'B1', team: 'B' },
        { name: 'B2', team: 'B' },
      ],
    }).table!;
    const thg = applyEvent(replay(twoHeaded, []).game, join('A3', 2, { team: 'A' }));
    expect(!thg.ok && thg.error.rule).toBe('810.1');
  });

  it('in Grand Melee holds no turn marker until one is passed on (807.4)', () => {
    const gm: Scenario = {
      variant: 'grand-melee',
      players: Array.from({ length: 12 }, (_, i) => ({ name: `P${i + 1}` })),
    };
    const before = play(gm, []);
    const holders = before.markers.map((m) => before.table.players[m.holder]!.name);
    const g = play(gm, [join('New', 3)]);
    expect(g.markers.map((m) => g.table.players[m.holder]!.name)).toEqual(holders);
    expect(g.markers.some((m) => g.table.players[m.holder]!.name === 'New')).toBe(false);
  });

  it('reads in the history as a house rule, and a scenario file and a link carry it', () => {
    expect(describeEvent(join('Eve', 2, { team: 'A', life: 12 }))).toBe(
      'Eve joins at seat 3 on Team A with 12 life (house rule)',
    );
    const s: Scenario = {
      ...FFA,
      events: [end, join('Eve', 2), end, { type: 'life', player: 'Eve', amount: -3 }],
    };
    const loaded = loadScenario(s);
    expect(loaded.ok && loaded.value.game.counters.life).toEqual([20, 20, 17, 20, 20]);
    const link = encodeTable(s);
    expect(link.startsWith('t6.')).toBe(true);
    const back = decodeTable(link);
    expect(back.ok && back.scenario.events).toEqual(s.events);
    const withAll: Scenario = { ...FFA, events: [join('Eve', 0, { life: 9 })] };
    const again = decodeTable(encodeTable(withAll));
    expect(again.ok && again.scenario.events).toEqual(withAll.events);
    // A table without a join is the link it always was.
    expect(encodeTable({ ...FFA, events: [end] }).startsWith('t4.')).toBe(true);
  });

  it('keeps every per-seat fact the length of the table, for any seat and table (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        fc.nat(),
        fc.nat({ max: 6 }),
        (n, seatPick, turns) => {
          const s: Scenario = {
            variant: 'free-for-all',
            players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })),
            startingPlayer: 'P0',
          };
          const seat = seatPick % (n + 1);
          const events: GameEvent[] = [
            ...Array.from({ length: turns }, () => end),
            join('Late', seat),
          ];
          const g = play(s, events);
          expect(g.table.players.map((p) => p.seat)).toEqual([...Array(n + 1).keys()]);
          expect(g.table.players[seat]!.name).toBe('Late');
          for (const list of [
            g.inGame,
            g.departures,
            g.rangeBasis,
            g.counters.life!,
            g.counters.poison!,
          ])
            expect(list).toHaveLength(n + 1);
          expect(g.table.sides.flatMap((x) => x.seats).sort((a, b) => a - b)).toEqual([
            ...Array(n + 1).keys(),
          ]);
          // The player whose turn it was still has it.
          expect(active(g)).toBe(`P${turns % n}`);
        },
      ),
    );
  });
});

describe('the command line says a join is a house rule', () => {
  it('lists it among the table’s warnings, with 800.1', async () => {
    const { report } = await import('../report');
    const g = play(FFA, [end, join('Eve', 2)]);
    expect(report(g, { why: true }).warnings).toContainEqual({
      message:
        'Eve joined on turn 2, after the game began: a house rule, since a game begins with its players (800.1).',
      rule: '800.1',
    });
  });
});
