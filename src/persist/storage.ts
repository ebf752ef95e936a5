// Saved tables in localStorage: reading (read.ts, at start) and writing (here, loaded with the
// library after the first paint). Importers that need both use this module.
import { getItem, isObject, safeParse, tableKey, INDEX_KEY } from './read';
import type { LibraryIndex, Problem, StorageLike, TableFacts } from './read';

export * from './read';

export function writeIndex(storage: StorageLike, index: LibraryIndex): boolean {
  try {
    storage.setItem(INDEX_KEY, JSON.stringify(index));
    return true;
  } catch {
    return false;
  }
}

/** A table's record: its facts, and its name so the table keeps it if the index is ever lost. */
export function recordText(facts: TableFacts, name?: string): string {
  const { setup, log, cursor } = facts;
  return JSON.stringify(name ? { setup, log, cursor, name } : { setup, log, cursor });
}

/** A stored record's facts as text (the name left out), to compare with recordText(facts). */
export function factsText(stored: string | null): string | null {
  const parsed = safeParse(stored ?? '');
  if (!parsed.ok || !isObject(parsed.value)) return null;
  const { setup, log, cursor } = parsed.value;
  return JSON.stringify({ setup, log, cursor });
}

export function writeTable(
  storage: StorageLike,
  id: string,
  facts: TableFacts,
  name?: string,
): boolean {
  try {
    storage.setItem(tableKey(id), recordText(facts, name));
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a new name into a saved record, leaving its facts as they are: true when written, false
 * when storage refused it (it is full), null when there is no readable record to rename.
 */
export function renameRecord(storage: StorageLike, id: string, name: string): boolean | null {
  const parsed = safeParse(getItem(storage, tableKey(id)) ?? '');
  if (!parsed.ok || !isObject(parsed.value)) return null;
  try {
    storage.setItem(tableKey(id), JSON.stringify({ ...parsed.value, name }));
    return true;
  } catch {
    return false;
  }
}

export function removeTable(storage: StorageLike, id: string): void {
  try {
    storage.removeItem(tableKey(id));
  } catch {
    // nothing to do: a stale record is harmless
  }
}

/** One sentence for the message: what was unreadable, why, and what still works. */
export function describeProblem(p: Problem): string {
  const kept = p.keptAs
    ? `The data was kept aside in this browser's storage as “${p.keptAs}”. `
    : '';
  const found = p.recovered?.length ?? 0;
  if (found && p.unlisted)
    return `${found === 1 ? 'One saved table was' : `${found} saved tables were`} not on the list of your tables; ${found === 1 ? 'it was' : 'they were'} found again from ${found === 1 ? 'its own record' : 'their own records'} and ${found === 1 ? 'is' : 'are'} listed under Tables again: ${p.recovered!.slice(0, 5).join(', ')}${found > 5 ? ', …' : ''}.`;
  if (found)
    return `${p.what} could not be read (${p.why}). ${kept}${found === 1 ? 'One saved table was' : `${found} saved tables were`} found again from ${found === 1 ? 'its own record' : 'their own records'} and ${found === 1 ? 'is' : 'are'} listed under Tables: ${p.recovered!.slice(0, 5).join(', ')}${found > 5 ? ', …' : ''}.`;
  return `${p.what} could not be read (${p.why}). ${kept}The app started with the default table; everything else works.`;
}
