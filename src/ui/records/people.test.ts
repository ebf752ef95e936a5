// Players across games: renames and merges (aliases kept in the records' meta) change what the
// stats count and the list shows, and can be taken back; statsOf counts the names as shown.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openRecords, readAliases, writeAliases, type RecordsDb } from '../../persist/records';
import { statsOf } from '../../rules/stats';
import { chosen, ALL } from './filters';
import { statsAt } from '../../rules/statsAt';
import { statsIndex } from '../../rules/statsIndex';
import { aliasList, peopleIndexed, peopleOf, renamed, separated } from './people';
import { pod, season } from './records.fixture';

let n = 0;
const dbs: RecordsDb[] = [];
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});

// "Alex" one night, "Alexander S." another: the same friend written two ways.
const games = [
  pod(27, ['Alex', 'Bianca', 'Carissa', 'Dmitri'], 'Alex'),
  pod(20, ['Alexander S.', 'Bianca', 'Carissa'], 'Alexander S.'),
  pod(13, ['ALEX', 'Bianca', 'Carissa', 'Dmitri'], 'Carissa'),
];
const player = (aliases: Record<string, string>, name: string) =>
  statsOf(peopleOf(games, aliases).records).players.find((p) => p.name === name);

describe('renames and merges', () => {
  it('merges two names into one player in the stats, and separates them again', () => {
    // Without aliases, "Alex" and "ALEX" are one player already (names.ts), Alexander another.
    expect(player({}, 'Alex')).toMatchObject({ games: 2, wins: 1, losses: 1 });
    expect(player({}, 'Alexander S.')).toMatchObject({ games: 1, wins: 1 });

    const merged = renamed({}, 'Alexander S.', 'Alex');
    expect(player(merged, 'Alex')).toMatchObject({ games: 3, wins: 2, losses: 1 });
    expect(player(merged, 'Alexander S.')).toBeUndefined();
    const people = peopleOf(games, merged);
    expect(people.names).toEqual(['Alex', 'Bianca', 'Carissa', 'Dmitri']);
    expect(people.records[1]!.winners).toEqual(['Alex']);
    // The filter by player finds the merged player's games under the one name.
    expect(chosen(games, people.records, { ...ALL, player: 'Alex' })).toEqual([0, 1, 2]);
    // The list says what was merged, as written in the games.
    const list = aliasList(merged, people.spellings);
    expect(list).toEqual([{ key: expect.any(String), spelling: 'Alexander S.', shown: 'Alex' }]);

    // Separate again: back to two players.
    const apart = separated(merged, list[0]!.key);
    expect(player(apart, 'Alexander S.')).toMatchObject({ games: 1, wins: 1 });
    expect(player(apart, 'Alex')).toMatchObject({ games: 2 });
  });

  it('renames a player everywhere, every spelling and merge following', () => {
    const merged = renamed({}, 'Alexander S.', 'Alex');
    const renamedAll = renamed(merged, 'Alex', 'Sasha');
    expect(player(renamedAll, 'Sasha')).toMatchObject({ games: 3, wins: 2 });
    expect(peopleOf(games, renamedAll).names).toEqual(['Bianca', 'Carissa', 'Dmitri', 'Sasha']);
    // Commander damage names the renamed player too.
    const knockouts = statsOf(peopleOf(games, renamedAll).records).commanderKnockouts;
    expect(knockouts.map((k) => k.from)).toContain('Sasha');
    // One step deep: every alias points at the shown name.
    expect(new Set(Object.values(renamedAll))).toEqual(new Set(['Sasha']));
  });

  it('are kept in the records meta, read back, and a hostile name stays a plain key', async () => {
    const d = await openRecords(`test-people-${n++}`);
    dbs.push(d);
    expect(await readAliases(d)).toEqual({});
    const aliases = renamed(renamed({}, '__proto__', 'Proto'), 'Alexander S.', 'Alex');
    await writeAliases(d, aliases);
    const back = await readAliases(d);
    expect(back).toEqual(aliases);
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.hasOwn(back, '__proto__')).toBe(true);
    // Something not written by the app reads as no aliases, not as a crash.
    await d.setMeta('aliases', ['nonsense']);
    expect(await readAliases(d)).toEqual({});
    await d.setMeta('aliases', { alex: 3, bo: 'Bo' });
    expect(await readAliases(d)).toEqual({ bo: 'Bo' });
  });

  it('are worked out from the records as written and numbered, as from the records renamed', () => {
    const many = [...games, ...season(30)];
    const merged = renamed(renamed({}, 'Alexander S.', 'Alex'), 'Bianca', 'Bee');
    for (const aliases of [{}, merged]) {
      const slow = peopleOf(many, aliases);
      const { people, index } = peopleIndexed(many, aliases, statsIndex(many.map((g) => g.record)));
      expect(people).toEqual(slow);
      const all = many.map((_, i) => i);
      expect(statsAt(index, all)).toEqual(statsAt(statsIndex(slow.records), all));
      expect(index.gamesOf).toEqual(statsIndex(slow.records).gamesOf);
    }
    // Nothing renamed: the records are the games' own, not copies.
    const { people } = peopleIndexed(many, {}, statsIndex(many.map((g) => g.record)));
    expect(people.records[0]).toBe(many[0]!.record);
  });
});
