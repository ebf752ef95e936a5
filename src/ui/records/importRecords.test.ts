// Records out and in: a JSON export imports on another device without duplicates, the records in
// it are made again from the games (a file's own record is never believed), and a bad or hostile
// file is refused with a message naming what is wrong, with nothing kept changed.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { addNewGames, openRecords, type KeptGame, type RecordsDb } from '../../persist/records';
import { pod } from './records.fixture';
import { MAX_IMPORT_GAMES, readRecordsText } from './importRecords';
import { recordsJson } from './out';

let n = 0;
const dbs: RecordsDb[] = [];
async function db() {
  const d = await openRecords(`test-import-${n++}`);
  dbs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});

const A = pod(27, ['Alex', 'Bianca', 'Carissa', 'Dmitri'], 'Carissa');
const B = pod(20, ['Eve', 'Alex', 'Bianca'], 'Alex');
const C = pod(13, ['Farah', 'Gus', 'Hana', 'Ivo'], 'Ivo');

/** Reads `text` and, only if it is all good, adds its games: what the screen does. */
async function importInto(d: RecordsDb, text: string) {
  const r = await readRecordsText(text);
  if (!r.ok) return r;
  return { ...r, ...(await addNewGames(d, r.games)) };
}
const file = (records: unknown[], version: unknown = 1) => JSON.stringify({ version, records });

describe('JSON import', () => {
  it('merges an export without duplicates: a game is one game by its id', async () => {
    const here = await db();
    await here.putAll([A, B]);
    const text = recordsJson([B, C, C]);
    const r = await importInto(here, text);
    expect(r).toMatchObject({ ok: true, added: 1, known: 1, repeated: 1 });
    expect((await here.all()).map((g) => g.id)).toEqual([A.id, B.id, C.id]);
    // Importing the same file again adds nothing.
    expect(await importInto(here, text)).toMatchObject({ ok: true, added: 0, known: 2 });
    expect(await here.count()).toBe(3);
    // The game imported is the game exported.
    const got = (await here.get(C.id))!;
    expect(got.record).toEqual(C.record);
    expect(got.night).toBe('2026-11-13');
    expect(got.scenario.startedAt).toBe(C.scenario.startedAt);
    expect(got.scenario.events?.map((e) => e.at)).toEqual(C.scenario.events?.map((e) => e.at));
  });

  it('keeps the game already kept as it is', async () => {
    const here = await db();
    await here.put(A);
    const other: KeptGame = { ...A, keptAt: '2030-01-01T20:00:00+01:00' };
    await importInto(here, recordsJson([other]));
    expect((await here.get(A.id))!.keptAt).toBe(A.keptAt);
  });

  it("makes each record again from its game: the file's record is not believed", async () => {
    const lying = { ...C, record: { ...C.record, winners: ['Farah'], turns: 99 } };
    const r = await readRecordsText(recordsJson([lying]));
    expect(r.ok && r.games[0]!.record).toEqual(C.record);
  });

  it('refuses a bad or hostile file, naming what is wrong, and changes nothing', async () => {
    const here = await db();
    await here.putAll([A, B]);
    const before = await here.all();
    const badEvent = {
      ...C,
      scenario: { ...C.scenario, events: [{ type: 'life', player: 'Nobody', amount: -3 }] },
    };
    const cases: [string, RegExp][] = [
      ['', /empty/],
      ['{"version":1,"records":[', /not JSON/],
      ['[1,2]', /no "records" list/],
      [JSON.stringify(A.scenario), /scenario file/],
      [file([A], 2), /version 2.*Update the app/],
      [file([A], '1'), /format version is "1"/],
      [file([A, 'nonsense']), /^Game 2 of 2: it is not an object/],
      [file([A, { ...C, id: 'x' }]), /^Game 2 of 2: its "id"/],
      [file([A, { ...C, keptAt: 'yesterday' }]), /keptAt/],
      [file([A, { ...C, scenario: null }]), /no "scenario"/],
      [file([A, badEvent]), new RegExp(`^Game 2 of 2 \\(${C.id}\\): .*Nobody`)],
      [file([{ ...C, scenario: { ...C.scenario, variant: 'chaos' } }]), /^Game 1 of 1.*chaos/],
      [file([{ ...C, scenario: { ...C.scenario, players: [{ name: 'A\u202eB' }] } }]), /Game 1/],
      [
        file([
          { ...C, scenario: { ...C.scenario, events: Array(20_001).fill({ type: 'endTurn' }) } },
        ]),
        /more than 20,000 moves/,
      ],
      [file(Array(MAX_IMPORT_GAMES + 1).fill(0)), /at most 20,000/],
      ['{"__proto__":{"polluted":true},"version":1,"records":[{"__proto__":{}}]}', /Game 1 of 1/],
    ];
    for (const [text, message] of cases) {
      const r = await importInto(here, text);
      expect(r.ok, text.slice(0, 80)).toBe(false);
      if (!r.ok) expect(r.message).toMatch(message);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await here.all()).toEqual(before);
  });
});
