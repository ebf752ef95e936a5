// Shared by the summary's tests (summary.test.ts, freshSummary.test.ts): databases closed after
// each test, three pods, what the screen's first frame reads, and every game counted from scratch.
import { afterEach } from 'vitest';
import { openRecords, readAliases, type Aliases, type RecordsDb } from '../../persist/records';
import { statsOf } from '../../rules/stats';
import { peopleOf } from './people';
import { pod } from './records.fixture';
import { summaryFor, type Summary } from './summary';

let n = 0;
const dbs: RecordsDb[] = [];
/** A fresh database (or another connection to `name`), closed after the test. */
export async function db(name = `test-summary-${n++}`): Promise<RecordsDb> {
  const d = await openRecords(name);
  dbs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dbs.splice(0)) d.close();
});

export const A = pod(27, ['Alex', 'Bianca', 'Carissa', 'Dmitri'], 'Carissa');
export const B = pod(20, ['Eve', 'alex', 'Bianca'], 'alex');
export const C = pod(13, ['Farah', 'Gus', 'Hana', 'Ivo'], 'Ivo');

/** What the screen's first frame reads: the kept summary, if it is of these games and aliases. */
export async function opened(d: RecordsDb): Promise<Summary | null> {
  const kept = await d.summary();
  return kept ? summaryFor(kept.value, await readAliases(d)) : null;
}

/** Every game counted from scratch: records renamed one by one, statsOf over them. */
export async function fromScratch(d: RecordsDb, aliases: Aliases) {
  const list = await d.list();
  const people = peopleOf(list, aliases);
  return {
    names: people.names,
    spellings: people.spellings,
    size: list.length,
    newest: list[0]?.night ?? '',
    allStats: statsOf(people.records),
  };
}

/** The summary read, as what the screen draws (the format and the aliases it was made with aside). */
export const drawn = ({ format: _f, aliases: _a, variants: _v, ...s }: Summary) => s;
