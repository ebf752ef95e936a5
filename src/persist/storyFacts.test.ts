// What the story adds to a game's record by replaying it: poison and commander damage as turns
// began, where each player stood when they left, and each player's time taking turns.
import { describe, expect, it } from 'vitest';
import type { GameEvent, Scenario } from '../rules';
import commanderNight from '../../scenarios/903-commander-night.json';
import twoHeaded from '../../scenarios/810-two-headed-giant.json';
import { storyFacts } from './storyFacts';
import {
  duration,
  lengthWords,
  resultWords,
  turnTimeRows,
  whyLeft,
} from '../ui/records/story/storyWords';
import { buildTable } from '../rules/setup';
import { recordOf } from '../rules/record';

const at = (minute: number) => {
  const h = 20 + Math.floor(minute / 60);
  return `2026-11-27T${String(h).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00+01:00`;
};

const recordOfScenario = (s: Scenario) => {
  const r = recordOf(buildTable(s).table!, s.events ?? [], s.startedAt);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('story facts', () => {
  it('times each player’s turns from their start to the next turn’s start', () => {
    const facts = storyFacts(commanderNight as Scenario)!;
    expect(facts.timed).toBe(true);
    const byWho = Object.fromEntries(facts.turnTimes.map((t) => [t.who, t]));
    // Bianca: 19:42:00–19:51:02 (turn 1) and 20:14:30–20:24:48 (turn 4).
    expect(byWho.Bianca).toEqual({
      who: 'Bianca',
      turns: 2,
      timedTurns: 2,
      ms: (542 + 618) * 1000,
    });
    // Carissa: 19:51:02–20:03:15 and turn 5, 20:24:48 until Bianca conceded at 20:31:20.
    expect(byWho.Carissa!.ms).toBe((733 + 392) * 1000);
    expect(byWho.Dmitri!.ms).toBe(675 * 1000);
    // Alex left before his first turn came.
    expect(byWho.Alex).toBeUndefined();
    const record = recordOfScenario(commanderNight as Scenario);
    const rows = turnTimeRows(record, facts)!;
    expect(rows.map((r) => [r.who, r.total, r.average])).toEqual([
      ['Bianca', '19 min 20 s', '9 min 40 s'],
      ['Carissa', '18 min 45 s', '9 min 23 s'],
      ['Dmitri', '11 min 15 s', '11 min 15 s'],
    ]);
  });

  it('keeps where each player stood when they left, and commander damage as turns began', () => {
    const facts = storyFacts(commanderNight as Scenario)!;
    expect(facts.left.Alex).toMatchObject({ life: 33, poison: 10 });
    expect(facts.left.Dmitri!.commander).toEqual({ Carissa: 21 });
    expect(facts.commander).toEqual([
      {
        victim: 'Dmitri',
        from: 'Carissa',
        commander: 1,
        values: [0, 0, 9, 9, null, null],
        atExit: 21,
      },
    ]);
    // Poison: only players who had any.
    expect(Object.keys(facts.poison)).toEqual(['Alex']);
    const record = recordOfScenario(commanderNight as Scenario);
    const shares = { life: false, poison: false };
    const words = record.departures.map((d) => whyLeft(d, record, facts.left[d.player], shares));
    expect(words).toEqual([
      '10 poison counters',
      '21 combat damage from Carissa’s commander',
      'conceded',
    ]);
    expect(lengthWords(record)).toBe('5 turns · 49 minutes · 19:42–20:31');
  });

  it('says a game without times is not timed, and times a team’s shared turns as the team’s', () => {
    const untimed = storyFacts(twoHeaded as Scenario)!;
    expect(untimed.timed).toBe(false);
    // The facts name a team by its key, in no language (they are kept with the game); the rows
    // word it in the language shown.
    expect(untimed.turnTimes.map((t) => [t.who, t.team, t.turns, t.timedTurns])).toEqual([
      ['Suns', true, 2, 0],
      ['Moons', true, 1, 0],
    ]);
    const twoHeadedRecord = recordOfScenario(twoHeaded as Scenario);
    expect(turnTimeRows(twoHeadedRecord, untimed)!.map((r) => r.who)).toEqual([
      'Team Suns',
      'Team Moons',
    ]);
    expect(lengthWords(recordOfScenario(twoHeaded as Scenario))).toBe('3 turns · not timed');
    const timed: Scenario = {
      ...(twoHeaded as Scenario),
      startedAt: at(0),
      events: (twoHeaded as Scenario).events!.map((e, i) => ({ ...e, at: at(10 * (i + 1)) })),
    };
    const facts = storyFacts(timed)!;
    expect(facts.turnTimes).toEqual([
      { who: 'Suns', team: true, turns: 2, timedTurns: 2, ms: 20 * 60_000 },
      { who: 'Moons', team: true, turns: 1, timedTurns: 1, ms: 10 * 60_000 },
    ]);
  });

  it('in Grand Melee times each turn from its own start to its own end (807.4: several at once)', () => {
    const players = Array.from({ length: 8 }, (_, i) => ({ name: `P${i + 1}` }));
    const events: GameEvent[] = [
      // Markers at P1 and P5; P1's turn ends first, then P5's.
      { type: 'endTurn', player: 'P1', at: at(5) },
      { type: 'endTurn', player: 'P5', at: at(12) },
    ];
    const facts = storyFacts({
      variant: 'grand-melee',
      players,
      startingPlayer: 'P1',
      startedAt: at(0),
      events,
    })!;
    const byWho = Object.fromEntries(facts.turnTimes.map((t) => [t.who, t]));
    expect(byWho.P1).toMatchObject({ turns: 1, timedTurns: 1, ms: 5 * 60_000 });
    expect(byWho.P5).toMatchObject({ turns: 1, timedTurns: 1, ms: 12 * 60_000 });
  });

  it('gives up quietly on a game whose moves no longer play', () => {
    expect(
      storyFacts({
        variant: 'free-for-all',
        players: [{ name: 'A' }, { name: 'B' }],
        events: [{ type: 'life', player: 'Nobody', amount: -1 }],
      }),
    ).toBeNull();
  });

  it('writes durations as people say them', () => {
    expect(duration(49 * 60_000)).toBe('49 minutes');
    expect(duration(65 * 60_000)).toBe('1 hour 5 minutes');
    expect(duration(42_000, true)).toBe('42 s');
    expect(duration(3_725_000, true)).toBe('1 h 02 min');
  });
});

describe('a drawn game’s result', () => {
  const four: Scenario = {
    version: 1,
    variant: 'free-for-all',
    players: [{ name: 'Ana' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Dee' }],
    startingPlayer: 'Ana',
  };
  it('104.4c: an effect made it a draw', () => {
    const r = recordOfScenario({ ...four, events: [{ type: 'draw', player: 'Bo' }] });
    expect(resultWords(r)).toBe('A draw on turn 1: no one won (104.4c)');
  });
  it('104.4a: everyone still in left at once', () => {
    const events: GameEvent[] = [{ type: 'leave', players: ['Ana', 'Bo', 'Cy', 'Dee'] }];
    expect(resultWords(recordOfScenario({ ...four, events }))).toMatch(/\(104\.4a?\)$/);
  });
});
