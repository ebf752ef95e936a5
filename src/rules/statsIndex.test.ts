// statsAt over an index is statsOf over the records chosen, exactly: every figure, every name as
// first met, every order, for random games with names written several ways, unfinished games,
// draws, shared team turns and commander knockouts.
import { describe, expect, it } from 'vitest';
import type { LeaveCause, RecordSummary } from './record';
import { mulberry32 } from './random';
import { statsOf } from './stats';
import { statsAt } from './statsAt';
import { joinIndexes, renamedIndex, statsIndex } from './statsIndex';

/** Names as a playgroup writes them: one friend several ways. */
const NAMES = ['Ana', 'ana', 'ANA ', 'Bo', 'Cy', 'Di', 'Eve', 'Éve', 'Flo', 'Gus', 'Hal', 'Zoë'];
const CAUSES: LeaveCause[] = ['life', 'poison', 'commanderDamage', 'concede', 'effect', 'draw'];

function randomRecord(rand: () => number): RecordSummary {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const n = 2 + Math.floor(rand() * 5);
  const names = [...new Set(Array.from({ length: n }, () => pick(NAMES)))];
  const players = names.map((name, i) => ({ name, team: null, place: i + 1 }));
  const result = pick(['won', 'won', 'won', 'draw', 'playing'] as const);
  const departures = names.slice(1).map((player, i) => {
    const cause = result === 'draw' ? 'draw' : pick(CAUSES);
    return {
      player,
      turn: i + 2,
      how: cause === 'draw' ? ('drew' as const) : ('lost' as const),
      cause,
      rule: null,
      from: cause === 'commanderDamage' ? (rand() < 0.9 ? names[0]! : null) : null,
      at: null,
    };
  });
  const minutes = rand() < 0.7 ? Math.floor(rand() * 120) : null;
  return {
    variant: pick(['free-for-all', 'free-for-all', 'two-headed-giant', 'emperor']),
    format: pick(['commander', 'brawl', null]),
    edition: 'current',
    players,
    first: names[0]!,
    turns: 1 + Math.floor(rand() * 15),
    sharedTurns: rand() < 0.15,
    result,
    winners: result === 'won' ? [names[0]!] : [],
    startedAt: null,
    endedAt: null,
    minutes,
    departures,
  };
}

describe('stats over an index', () => {
  it('equals statsOf over the games chosen, for every choice', () => {
    const rand = mulberry32(38);
    const records = Array.from({ length: 400 }, () => randomRecord(rand));
    const index = statsIndex(records);
    const choices: number[][] = [
      records.map((_, i) => i),
      [],
      [7],
      records.map((_, i) => i).filter((i) => i % 3 === 1),
      records.map((_, i) => i).filter(() => rand() < 0.2),
      [...(index.gamesOf.get('Bo') ?? [])],
      [...(index.gamesOf.get('ana') ?? [])],
    ];
    // The games hold what is worth checking.
    const all = statsAt(index, choices[0]!);
    expect(all.commanderKnockouts.length).toBeGreaterThan(3);
    expect(all.players.some((p) => p.draws > 0)).toBe(true);
    expect(all.games).toBeGreaterThan(all.finished);
    expect(all.players.filter((p) => /^ana$/i.test(p.name.trim()))).toHaveLength(1);
    for (const chosen of choices)
      expect(statsAt(index, chosen)).toEqual(statsOf(chosen.map((i) => records[i]!)));
  });

  it('lists each name’s games once, in order', () => {
    const rand = mulberry32(7);
    const records = Array.from({ length: 100 }, () => randomRecord(rand));
    const index = statsIndex(records);
    for (const [name, games] of index.gamesOf)
      expect(games).toEqual(
        records.flatMap((r, i) => (r.players.some((p) => p.name === name) ? [i] : [])),
      );
  });

  it('joined from parts, equals the index of all the records', () => {
    const rand = mulberry32(23);
    const records = Array.from({ length: 300 }, () => randomRecord(rand));
    // Three games a night, newest first, as the records are listed.
    const night = (i: number) =>
      `20${String(40 - Math.floor(i / 90)).padStart(2, '0')}-01-0${1 + (Math.floor(i / 3) % 9)}`;
    const whole = statsIndex(records, undefined, night);
    const cuts = [0, 90, 91, 180, 300];
    const parts = cuts
      .slice(1)
      .map((to, k) =>
        statsIndex(records.slice(cuts[k], to), undefined, (i) => night(cuts[k]! + i)),
      );
    const joined = joinIndexes(parts);
    expect(joined).toEqual(whole);
    expect([...joined.gamesOf.keys()]).toEqual([...whole.gamesOf.keys()]);
    expect(whole.nights.length).toBeGreaterThan(5);
    expect(statsAt(joined, [...joined.gamesOf.get('Bo')!])).toEqual(
      statsOf(whole.gamesOf.get('Bo')!.map((i) => records[i]!)),
    );
  });

  it('renamed, equals the index of the records renamed', () => {
    const rand = mulberry32(11);
    const records = Array.from({ length: 300 }, () => randomRecord(rand));
    // A merge (Bo into Cy), a rename (Eve to Evelyn) and a name left as it is.
    const to: Record<string, string> = { Bo: 'Cy', Eve: 'Evelyn', Éve: 'Evelyn' };
    const shown = (name: string) => to[name] ?? name;
    const renamed = records.map((r) => ({
      ...r,
      players: r.players.map((p) => ({ ...p, name: shown(p.name) })),
      first: shown(r.first),
      winners: r.winners.map(shown),
      departures: r.departures.map((d) => ({
        ...d,
        player: shown(d.player),
        from: d.from === null ? null : shown(d.from),
      })),
    }));
    // Two players of one game merged: one person with two results in it.
    expect(
      records.some((r) => ['Bo', 'Cy'].every((n) => r.players.some((p) => p.name === n))),
    ).toBe(true);
    const index = renamedIndex(statsIndex(records), shown);
    const again = statsIndex(renamed);
    for (const chosen of [records.map((_, i) => i), [3, 5, 8, 13], [...index.gamesOf.get('Cy')!]])
      expect(statsAt(index, chosen)).toEqual(statsOf(chosen.map((i) => renamed[i]!)));
    expect(new Map([...index.gamesOf].sort())).toEqual(new Map([...again.gamesOf].sort()));
    expect(index.gamesOf.has('Bo')).toBe(false);
  });
});
