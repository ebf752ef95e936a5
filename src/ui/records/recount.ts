// The summary the records screen first draws (summary.ts), counted anew after the games or the
// renames changed, in idle moments (freshSummary.ts): each step below runs in an idle moment of
// its own, so a tap waits at most for one step, never for the whole count. Loaded only when a
// summary is out of date: opening the screen needs none of it.
import { readAliases, type RecordsDb } from '../../persist/records';
import { nameKey } from '../../rules/names';
import { statsAt } from '../../rules/statsAt';
import { byName } from './people';
import { workings } from './prepared';
import { summaryFor, summaryOf } from './summary';

/** Resolves in an idle moment (the step after it runs in that moment). */
export type Idle = () => Promise<void>;

/**
 * What a recount came to: the summary already fitted the games and renames, one was kept, or
 * they changed while it counted (`stale` said so, or the database refused it: setSummary).
 */
export type Recounted = 'fresh' | 'kept' | 'changed';

/** Each step's time (performance.measure), for the bench's figures (bench/recordsUi.ts). */
function step<T>(name: string, run: () => T): T {
  const t0 = performance.now();
  const out = run();
  performance.measure(`records summary: ${name}`, { start: t0, end: performance.now() });
  return out;
}

/**
 * Keeps a summary of the games and renames as they are in `db` unless the one kept fits them.
 * `stale` says whether they have changed since this recount began (stop: another comes after).
 */
export async function recount(db: RecordsDb, idle: Idle, stale: () => boolean): Promise<Recounted> {
  await idle();
  const t0 = performance.now();
  const r = await counted(db, idle, stale);
  if (r !== 'fresh')
    performance.measure('records summary: whole', { start: t0, end: performance.now() });
  return r;
}

async function counted(db: RecordsDb, idle: Idle, stale: () => boolean): Promise<Recounted> {
  const [kept, aliases, count] = await Promise.all([db.summary(), readAliases(db), db.count()]);
  // Kept already (the screen keeps one of what it has counted itself), or no games to count.
  if ((kept && summaryFor(kept.value, aliases)) || !count) return 'fresh';
  await idle();
  if (stale()) return 'changed';
  const { join, changed } = await db.listing().sums();
  await idle();
  if (stale()) return 'changed';
  const index = step('join', join);
  await idle();
  if (stale()) return 'changed';
  // Made apart from the people's own counting: the names' collator and the first name key each
  // cost a cold page tens of milliseconds (Unicode and collation data).
  step('warm', () => byName(nameKey('Ana'), 'Bo'));
  await idle();
  if (stale()) return 'changed';
  const w = step('people', () => workings(index, aliases));
  await idle();
  if (stale()) return 'changed';
  const allStats = step('stats', () => statsAt(w.index, w.all));
  await idle();
  if (stale()) return 'changed';
  const summary = step('summary', () => summaryOf({ ...w, allStats }, aliases));
  // Refused if the games changed since they were read: never a summary of other games.
  return (await db.setSummary(changed, summary)) ? 'kept' : 'changed';
}
