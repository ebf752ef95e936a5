// The summary the records screen first draws from (summary.ts, kept in the records database's
// meta): after a rename, a merge, an import or a game taken back, the summary the screen reads is
// either none (it counts anew) or exactly what counting every game from scratch gives.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { addNewGames, readAliases, writeAliases, type RecordsDb } from '../../persist/records';
import { renamed } from './people';
import { prepare } from './prepared';
import { summaryFor, summaryOf } from './summary';
import { A, B, C, db, drawn, fromScratch, opened } from './summary.fixture';

/** What the screen keeps once it has counted (Records.tsx useKeptSummary). */
async function counted(d: RecordsDb) {
  const listing = d.listing();
  const [index, changed] = await Promise.all([listing.index, listing.changed]);
  const aliases = await readAliases(d);
  return d.setSummary(changed, summaryOf(prepare(index, aliases), aliases));
}

describe('the records summary', () => {
  it('is none until counted, then what counting every game gives', async () => {
    const d = await db();
    await d.putAll([A, B, C]);
    expect(await opened(d)).toBeNull();
    expect(await counted(d)).toBe(true);
    const s = (await opened(d))!;
    expect(drawn(s)).toEqual(await fromScratch(d, {}));
    expect(s.variants).toEqual(['free-for-all']);
  });

  it('after a rename or a merge, is not drawn until counted again with them', async () => {
    const d = await db();
    await d.putAll([A, B, C]);
    await counted(d);
    const rename = renamed({}, 'Gus', 'Gustav');
    await writeAliases(d, rename);
    expect(await opened(d)).toBeNull();
    await counted(d);
    expect(drawn((await opened(d))!)).toEqual(await fromScratch(d, rename));
    // A merge: Dmitri is Eve now, one person with her games and wins.
    const merged = renamed(rename, 'Dmitri', 'Eve');
    await writeAliases(d, merged);
    expect(await opened(d)).toBeNull();
    await counted(d);
    const s = (await opened(d))!;
    expect(drawn(s)).toEqual(await fromScratch(d, merged));
    expect(s.names).not.toContain('Dmitri');
  });

  it('after an import or a game taken back, is not drawn until counted again', async () => {
    const d = await db();
    await d.putAll([A, B]);
    await counted(d);
    await addNewGames(d, [B, C]);
    expect(await opened(d)).toBeNull();
    await counted(d);
    expect(drawn((await opened(d))!)).toEqual(await fromScratch(d, {}));
    expect((await opened(d))!.size).toBe(3);
    await d.remove(A.id);
    expect(await opened(d)).toBeNull();
    await counted(d);
    const s = (await opened(d))!;
    expect(drawn(s)).toEqual(await fromScratch(d, {}));
    expect(s.size).toBe(2);
  });

  it('is not kept against numbers read before the games changed', async () => {
    const d = await db();
    await d.putAll([A, B]);
    const listing = d.listing();
    const [index, changed] = await Promise.all([listing.index, listing.changed]);
    await d.put(C);
    expect(await d.setSummary(changed, summaryOf(prepare(index, {}), {}))).toBe(false);
    expect(await opened(d)).toBeNull();
  });

  it('reads anything that is not a summary of this format as none', () => {
    expect(summaryFor(undefined, {})).toBeNull();
    expect(summaryFor({ format: 0, aliases: [] }, {})).toBeNull();
    expect(summaryFor({ format: 1, aliases: [], names: 'x' }, {})).toBeNull();
  });
});
