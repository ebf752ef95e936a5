// The story's chart: a line per player (per team with shared life), marks where players left,
// breaks where a latecomer had not sat down, names that never overlap, and fast at 300 turns.
import { describe, expect, it } from 'vitest';
import { buildTable } from '../rules/setup';
import { recordOf, type GameRecord, type RecordDeparture } from '../rules/record';
import commanderNight from '../../scenarios/903-commander-night.json';
import twoHeaded from '../../scenarios/810-two-headed-giant.json';
import type { Scenario } from '../rules';
import { teamKeys, TEAM_COLOURS } from './palette';
import {
  layoutStory,
  linePath,
  spread,
  storyModel,
  storyStyles,
  type StoryLine,
} from './storyGeometry';

function recordFrom(s: unknown): GameRecord {
  const scenario = s as Scenario;
  const table = buildTable(scenario).table!;
  const r = recordOf(table, scenario.events ?? [], scenario.startedAt);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A record made by hand: `life` by player, departures as given. */
function record(
  life: Record<string, (number | null)[]>,
  departures: Partial<RecordDeparture>[] = [],
  more: Partial<GameRecord> = {},
): GameRecord {
  const names = Object.keys(life);
  return {
    variant: 'free-for-all',
    format: null,
    edition: 'current',
    players: names.map((name, i) => ({ name, team: null, place: i + 1 })),
    first: names[0]!,
    turns: life[names[0]!]!.length - 1,
    sharedTurns: false,
    result: 'won',
    winners: [],
    startedAt: null,
    endedAt: null,
    minutes: null,
    departures: departures.map((d) => ({
      player: '?',
      turn: 1,
      how: 'lost',
      cause: 'life',
      rule: '704.5a',
      from: null,
      at: null,
      ...d,
    })),
    life,
    ...more,
  } as GameRecord;
}

const points = (d: string) => d.match(/[ML]/g)?.length ?? 0;

/** A black line with the values given and nothing else on it. */
const plainLine = (values: (number | null)[]): StoryLine => ({
  id: 'a',
  name: 'A',
  short: 'A',
  colour: '#000',
  dash: null,
  values,
  exit: null,
  mark: null,
  won: false,
});

describe('story lines', () => {
  it('draws one line per player, in colours of their own, each through every turn it was in', () => {
    const r = recordFrom(commanderNight);
    const model = storyModel(r);
    const life = model.panels[0]!;
    expect(life.id).toBe('life');
    expect(life.lines.map((l) => l.name)).toEqual(['Alex', 'Bianca', 'Carissa', 'Dmitri']);
    expect(new Set(life.lines.map((l) => l.colour)).size).toBe(4);
    // The seating chart's team colours come first, in its order.
    expect(life.lines.map((l) => l.colour)).toEqual(TEAM_COLOURS.slice(0, 4));
    const g = layoutStory(model, 600);
    const paths = g.panels[0]!.paths;
    expect(paths).toHaveLength(4);
    // Carissa won: from turn 1's start to the end; Alex left during turn 3: turns 1–3 began with
    // him in the game, no point after. (A point between two of the same amount is left out.)
    const xs = (id: string) => [...paths.find((p) => p.id === id)!.d.matchAll(/[ML]([\d.]+)/g)];
    const at = (turn: number) => g.left + ((turn - 1) / r.turns) * (g.right - g.left);
    expect(Number(xs('life:Carissa')[0]![1])).toBeCloseTo(at(1), 0);
    expect(Number(xs('life:Carissa').at(-1)![1])).toBeCloseTo(at(r.turns + 1), 0);
    expect(Number(xs('life:Alex').at(-1)![1])).toBeCloseTo(at(3), 0);
  });

  it('marks each departure on its line at its turn, numbered in the order they left, with its cause', () => {
    const r = recordFrom(commanderNight);
    const model = storyModel(r, { left: { Alex: { life: 33, poison: 10 } } });
    const life = model.panels[0]!;
    const marks = life.lines
      .filter((l) => l.mark)
      .map((l) => [l.name, l.mark!.number, l.mark!.word]);
    expect(marks).toEqual([
      ['Alex', 1, 'poison'],
      ['Bianca', 3, 'conceded'],
      ['Dmitri', 2, 'commander'],
    ]);
    expect(model.markOf).toEqual([1, 2, 3]);
    const g = layoutStory(model, 600);
    const x = (turn: number) => g.left + ((turn - 1) / r.turns) * (g.right - g.left);
    const alex = g.panels[0]!.marks.find((m) => m.id === 'life:Alex')!;
    // Known life when he left: the mark sits mid-turn 3 at 33 life.
    expect(alex.x).toBeCloseTo(x(3.5), 5);
    // Not known (no replay): Dmitri's mark sits where his line stops, as turn 4 began.
    const dmitri = g.panels[0]!.marks.find((m) => m.id === 'life:Dmitri')!;
    expect(dmitri.x).toBeCloseTo(x(4), 5);
    // Carissa reached the end and won: her name in the margin says so.
    expect(g.panels[0]!.tags.map((t) => t.full)).toContain('Carissa · won');
  });

  it('draws a Two-Headed Giant team as one line of its shared life, in its seating-chart colour', () => {
    const r = recordFrom(twoHeaded);
    const model = storyModel(r, { sharedLife: true });
    const life = model.panels[0]!;
    expect(life.lines.map((l) => l.name)).toEqual(['Team Suns', 'Team Moons']);
    const keys = teamKeys([
      { name: 'Suns', team: true, seats: [0, 1] },
      { name: 'Moons', team: true, seats: [2, 3] },
    ]);
    expect(life.lines.map((l) => l.colour)).toEqual([
      keys.get('Suns')!.colour,
      keys.get('Moons')!.colour,
    ]);
    expect(life.lines.every((l) => l.dash === null)).toBe(true);
    // Both Moons left together: one mark on their line, and both departures point to it.
    expect(life.lines[1]!.mark).toEqual({ number: 1, word: 'conceded' });
    expect(model.markOf).toEqual([1, 1]);
    expect(life.lines[0]!.won).toBe(true);
    expect(life.lines[0]!.values).toEqual(r.life.Alex);
  });

  it('a team whose players keep their own life: a line each, the team’s colour, a dash each', () => {
    const r = record({ A1: [20, 18], A2: [20, 20], B1: [20, 15] }, [], {
      players: [
        { name: 'A1', team: 'Red', place: 1 },
        { name: 'A2', team: 'Red', place: 2 },
        { name: 'B1', team: 'Blue', place: 3 },
      ],
    });
    const styles = storyStyles(r.players);
    expect(styles.get('A1')!.colour).toBe(styles.get('A2')!.colour);
    expect(styles.get('A1')!.dash).not.toBe(styles.get('A2')!.dash);
    expect(styles.get('B1')!.colour).not.toBe(styles.get('A1')!.colour);
  });

  it('leaves a latecomer’s line out before they sat down, and breaks a line where it has no amount', () => {
    const r = record({ Ann: [20, 20, 18, 15], Late: [null, null, 20, 17] });
    const g = layoutStory(storyModel(r), 500);
    const late = g.panels[0]!.paths.find((p) => p.id === 'life:Late')!.d;
    expect(late.startsWith('M')).toBe(true);
    expect(points(late)).toBe(2);
    const x3 = g.left + (2 / 3) * (g.right - g.left);
    expect(Number(late.slice(1).split(',')[0])).toBeCloseTo(x3, 0);
    const line = plainLine([1, null, 3]);
    expect(
      linePath(
        line,
        (n) => n,
        (n) => n,
      ).match(/M/g),
    ).toHaveLength(2);
  });

  it('draws a run of the same amount as its two ends: the same line, fewer points', () => {
    const line = plainLine([40, 40, 40, 40, 35, 35]);
    expect(
      linePath(
        line,
        (n) => n,
        (n) => n,
      ),
    ).toBe('M1.0,40.0L4.0,40.0L5.0,35.0L6.0,35.0');
  });

  it('adds poison and commander-damage panels only where the game had them, with the losing amount', () => {
    const r = record({ A: [20, 20], B: [20, 20] });
    expect(storyModel(r).panels.map((p) => p.id)).toEqual(['life']);
    const m = storyModel(r, {
      poison: { A: [0, 4] },
      commander: [{ victim: 'B', from: 'A', commander: 1, values: [0, 7] }],
    });
    expect(m.panels.map((p) => [p.id, p.limit?.value])).toEqual([
      ['life', undefined],
      ['poison', 10],
      ['commander', 21],
    ]);
    expect(m.panels[2]!.lines[0]!.name).toBe('B from A');
  });
});

describe('story layout', () => {
  it('spreads names so none overlap, inside the panel where they fit', () => {
    const ys = spread([10, 11, 12, 100], 14, 0, 200);
    for (let i = 1; i < ys.length; i++) expect(ys[i]! - ys[i - 1]!).toBeGreaterThanOrEqual(14);
    expect(ys[3]).toBe(100);
    expect(spread([195, 199], 14, 0, 200)).toEqual([186, 200]);
  });

  // Its speed is a benchmark's to measure, not a test's (a busy machine would fail it).
  it('lays out 16 players over 300 turns, with no two names on top of each other', () => {
    const life: Record<string, number[]> = {};
    for (let p = 0; p < 16; p++)
      life[`Player ${p + 1}`] = Array.from(
        { length: 301 },
        (_, t) => 20 + Math.round(10 * Math.sin(t / 9 + p)),
      );
    const r = record(life, [], { winners: Object.keys(life) });
    const model = storyModel(r);
    const g = layoutStory(model, 390);
    expect(g.panels[0]!.paths).toHaveLength(16);
    const tags = g.panels[0]!.tags.map((t) => t.y).sort((a, b) => a - b);
    for (let i = 1; i < tags.length; i++) expect(tags[i]! - tags[i - 1]!).toBeGreaterThan(11);
    // Tick labels stay whole turns and fit the width.
    expect(g.xTicks.length).toBeLessThan(10);
    expect(g.xTicks.at(-1)!.label).toBe('end');
  });
});

describe('story names', () => {
  it('writes a name whole where it set the margin’s width', () => {
    const r = record(
      { Eve: [40, 40], Bo: [40, null] },
      [{ player: 'Bo', turn: 1, cause: 'concede' }],
      {
        winners: ['Eve'],
      },
    );
    for (const width of [320, 342, 390, 1000]) {
      const g = layoutStory(storyModel(r), width);
      const eve = g.panels[0]!.tags.find((t) => t.full === 'Eve · won')!;
      expect(eve.text).toBe('Eve · won');
    }
  });
});

describe('story marks', () => {
  it('sets marks that would cover each other side by side, never far from their turn', () => {
    const life: Record<string, (number | null)[]> = { Win: [20, 20, 20] };
    const departures: Partial<RecordDeparture>[] = [];
    for (let i = 0; i < 9; i++) {
      life[`P${i}`] = [20, 20, null];
      departures.push({ player: `P${i}`, turn: 2, cause: 'concede' });
    }
    const r = record(life, departures, { winners: ['Win'] });
    const g = layoutStory(storyModel(r), 390);
    const marks = g.panels[0]!.marks;
    expect(marks).toHaveLength(9);
    const x2 = g.left + (1 / 2) * (g.right - g.left);
    const step = 2 * g.markRadius + 2;
    for (const m of marks) expect(Math.abs(m.x - x2)).toBeLessThanOrEqual(2 * step + 0.01);
    // The first few find room of their own.
    expect(new Set(marks.slice(0, 3).map((m) => `${m.x},${m.y}`)).size).toBe(3);
  });
});
