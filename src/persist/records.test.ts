// The records database: the list the records screen reads (shelves) always agrees with the games
// kept, reads no game's moves, and a database of the first version is brought up to this one
// with nothing lost.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../rules/record';
import { statsIndex } from '../rules/statsIndex';
import {
  listed,
  openRecords,
  RECORDS_DB,
  shelfOf,
  type KeptGame,
  type ListedGame,
  type RecordsDb,
} from './records';

let n = 0;
const dbs: RecordsDb[] = [];
async function db(name = `test-shelves-${n++}`) {
  const d = await openRecords(name);
  dbs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});

const record = (winner: string): GameRecord => ({
  variant: 'free-for-all',
  format: 'commander',
  edition: 'current',
  players: [
    { name: 'Ana', team: null, place: 1 },
    { name: 'Bo', team: null, place: 2 },
  ],
  first: 'Ana',
  turns: 3,
  sharedTurns: false,
  result: 'won',
  winners: [winner],
  startedAt: null,
  endedAt: null,
  minutes: null,
  departures: [],
  life: { Ana: [40, 38, 30, 30], Bo: [40, 40, 12, null] },
});

const game = (id: string, night: string, keptAt = `${night}T22:00:00+01:00`): KeptGame => ({
  id,
  night,
  keptAt,
  scenario: {
    variant: 'free-for-all',
    players: [{ name: 'Ana' }, { name: 'Bo' }],
    events: [{ type: 'endTurn' }],
  },
  record: record('Ana'),
});

/** Opens `name` as version 1 did, keeps `games` in it as it kept them, and closes it. */
async function firstVersion(name: string, games: readonly KeptGame[]) {
  const raw = await new Promise<IDBDatabase>((ok, no) => {
    const r = indexedDB.open(name, 1);
    r.onupgradeneeded = () => {
      const store = r.result.createObjectStore('games', { keyPath: 'id' });
      store.createIndex('night', 'night');
      r.result.createObjectStore('meta');
    };
    r.onsuccess = () => ok(r.result);
    r.onerror = () => no(r.error);
  });
  const tx = raw.transaction(['games', 'meta'], 'readwrite');
  for (const g of games) tx.objectStore('games').put(g);
  tx.objectStore('meta').put({ ana: 'Anastasia' }, 'aliases');
  await new Promise((ok) => (tx.oncomplete = ok));
  raw.close();
}

/** Opens `name` as version 2 did: the games, and their shelves by year (no sums). */
async function secondVersion(name: string, games: readonly KeptGame[]) {
  const raw = await new Promise<IDBDatabase>((ok, no) => {
    const r = indexedDB.open(name, 2);
    r.onupgradeneeded = () => {
      const store = r.result.createObjectStore('games', { keyPath: 'id' });
      store.createIndex('night', 'night');
      r.result.createObjectStore('meta');
      r.result.createObjectStore('shelves');
    };
    r.onsuccess = () => ok(r.result);
    r.onerror = () => no(r.error);
  });
  const tx = raw.transaction(['games', 'meta', 'shelves'], 'readwrite');
  const shelves = new Map<string, ListedGame[]>();
  const sorted = [...games].sort((a, b) => (a.night < b.night ? 1 : a.night > b.night ? -1 : 0));
  for (const g of sorted) {
    tx.objectStore('games').put(g);
    const key = shelfOf(g.night);
    shelves.set(key, [...(shelves.get(key) ?? []), listed(g)]);
  }
  for (const [key, shelf] of shelves) tx.objectStore('shelves').put(shelf, key);
  tx.objectStore('meta').put({ ana: 'Anastasia' }, 'aliases');
  await new Promise((ok) => (tx.oncomplete = ok));
  raw.close();
}

/** The numbers the records screen counts from: those of the list, read from it. */
const indexOf = (list: readonly ListedGame[]) =>
  statsIndex(
    list.map((g) => g.record),
    undefined,
    (i) => list[i]!.night,
  );

describe('the records database', () => {
  it('lists games newest night first without their moves or life, as all() orders them', async () => {
    const d = await db();
    await d.putAll([
      game('a', '2025-12-31', '2025-12-31T23:00:00Z'),
      game('b', '2026-01-02'),
      game('c', '2025-12-31', '2025-12-31T21:00:00Z'),
    ]);
    await d.put(game('d', '2026-01-09'));
    const list = await d.list();
    expect(list.map((g) => g.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(list.map((g) => g.id)).toEqual((await d.all()).map((g) => g.id));
    for (const g of list) {
      expect(g).not.toHaveProperty('scenario');
      expect(g.record).not.toHaveProperty('life');
    }
    expect(list[0]).toEqual(listed(game('d', '2026-01-09')));
  });

  it('keeps the list in step when a game is kept again, moves night, or is taken back', async () => {
    const d = await db();
    await d.putAll([game('a', '2025-06-01'), game('b', '2026-06-01')]);
    // Kept again with another result, on a night of another year.
    await d.put({ ...game('a', '2026-07-01'), record: record('Bo') });
    let list = await d.list();
    expect(list.map((g) => [g.id, g.night, g.record.winners[0]])).toEqual([
      ['a', '2026-07-01', 'Bo'],
      ['b', '2026-06-01', 'Ana'],
    ]);
    await d.remove('b');
    await d.remove('nothing');
    list = await d.list();
    expect(list.map((g) => g.id)).toEqual(['a']);
    expect(await d.count()).toBe(1);
    expect(await d.has(['a', 'b'])).toEqual([true, false]);
    expect((await d.getMany(['b', 'a'])).map((g) => g.id)).toEqual(['a']);
    expect((await d.get('a'))?.scenario.events).toHaveLength(1);
  });

  it('keeps each shelf’s numbers in step with the list, whatever is kept or taken back', async () => {
    const d = await db();
    const listing = async () => {
      const { index, list } = d.listing();
      const read = await list();
      // The list's own numbers are those read first, when nothing changed in between.
      expect(read.index).toBe(await index);
      return read;
    };
    expect((await listing()).index.size).toBe(0);
    await d.putAll([
      game('a', '2025-12-31', '2025-12-31T23:00:00Z'),
      game('b', '2026-01-02'),
      { ...game('c', '2024-03-01'), record: record('Bo') },
    ]);
    await d.put({ ...game('a', '2026-07-01'), record: record('Bo') });
    let now = await listing();
    expect(now.list.map((g) => g.id)).toEqual(['a', 'b', 'c']);
    expect(now.index).toEqual(indexOf(now.list));
    expect(now.index.nights).toEqual(['2026-07-01', '2026-01-02', '2024-03-01']);
    await d.remove('b');
    now = await listing();
    expect(now.list.map((g) => g.id)).toEqual(['a', 'c']);
    expect(now.index).toEqual(indexOf(now.list));
    // A game kept between the numbers' reading and the list's: the list comes with its own.
    const between = d.listing();
    expect((await between.index).size).toBe(2);
    await d.put(game('d', '2027-01-01'));
    const late = await between.list();
    expect(late.list.map((g) => g.id)).toEqual(['d', 'a', 'c']);
    expect(late.index).toEqual(indexOf(late.list));
  });

  it('brings a second-version database up to this one: the numbers made once, games kept', async () => {
    const name = `${RECORDS_DB}-second-${n++}`;
    const games = Array.from({ length: 30 }, (_, i) => ({
      ...game(`g${i}`, `20${20 + (i % 7)}-0${1 + (i % 9)}-1${i % 10}`),
      record: record(i % 3 ? 'Ana' : 'Bo'),
    }));
    await secondVersion(name, games);
    const d = await db(name);
    expect(await d.meta('aliases')).toEqual({ ana: 'Anastasia' });
    for (const g of games) expect(await d.get(g.id)).toEqual(g);
    const first = d.listing();
    const { list } = await first.list();
    expect(list).toHaveLength(30);
    expect(await first.index).toEqual(indexOf(list));
    // Made once: the next reading finds them as they were written.
    const again = d.listing();
    expect((await again.list()).list).toEqual(list);
    expect(await again.index).toEqual(indexOf(list));
    await d.put(game('new', '2031-01-01'));
    const after = await d.listing().list();
    expect(after.list[0]!.id).toBe('new');
    expect(after.index).toEqual(indexOf(after.list));
  });

  it('reads only the shelves for the list: a game kept behind its back is not in it', async () => {
    const name = `test-shelves-${n++}`;
    const d = await db(name);
    await d.put(game('a', '2026-01-01'));
    d.close();
    // The list is what the shelves hold: a game changed in the games store alone (here by hand)
    // shows as it was shelved, proof that listing never opens the games themselves.
    const raw = await new Promise<IDBDatabase>((ok) => {
      const r = indexedDB.open(name);
      r.onsuccess = () => ok(r.result);
    });
    const tx = raw.transaction('games', 'readwrite');
    tx.objectStore('games').put({ ...game('a', '2026-01-01'), record: record('Bo') });
    await new Promise((ok) => (tx.oncomplete = ok));
    raw.close();
    const again = await db(name);
    expect((await again.list()).map((g) => g.record.winners)).toEqual([['Ana']]);
  });

  it('brings a first-version database up to this one with every game and alias kept', async () => {
    const name = `${RECORDS_DB}-upgrade-${n++}`;
    const games = Array.from({ length: 30 }, (_, i) =>
      game(`g${i}`, `20${20 + (i % 7)}-0${1 + (i % 9)}-1${i % 10}`, `2026-01-01T0${i % 10}:00Z`),
    );
    await firstVersion(name, games);
    const d = await db(name);
    const all = await d.all();
    expect(all).toHaveLength(30);
    expect(new Set(all.map((g) => g.id))).toEqual(new Set(games.map((g) => g.id)));
    for (const g of games) expect(await d.get(g.id)).toEqual(g);
    expect(await d.meta('aliases')).toEqual({ ana: 'Anastasia' });
    // The first list makes the shelves; the next reads them as they are.
    const list = await d.list();
    expect(list).toEqual(all.map(listed));
    expect(await d.list()).toEqual(list);
    // And they go on agreeing with the games.
    await d.put(game('new', '2031-01-01'));
    expect((await d.list()).map((g) => g.id)[0]).toBe('new');
    expect(new Set(list.map((g) => shelfOf(g.night))).size).toBe(7);
  });
});
