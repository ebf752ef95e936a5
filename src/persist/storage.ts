// Saved tables in localStorage: reading (read.ts, at start) and writing (here, loaded with the
// library after the first paint). Importers that need both use this module.
import { getItem, isObject, safeParse, tableKey, INDEX_KEY } from './read';
import type { LibraryIndex, Problem, StorageLike, TableFacts } from './read';
import { words, type Words } from '../rules/words';
import { nameWords } from './names';

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

/** The names of tables found again, as a list: five at most, then how many more. */
function foundList(names: readonly string[]): { list: (string | Words)[] } {
  const shown: (string | Words)[] = names.slice(0, 5).map(nameWords);
  if (names.length > 5) shown.push(moreWords(names.length - 5));
  return { list: shown };
}

/** "3 more": the last of a list of names too long to show whole. */
export const moreWords = (n: number): Words =>
  words(/*i18n*/ { id: 'persist.more', message: '{n} more' }, { n });

/** The message's sentences: what was unreadable, why, and what still works. */
export function describeProblem(p: Problem): Words {
  const { what, why, keptAs: kept } = p;
  const n = p.recovered?.length ?? 0;
  if (n && p.unlisted)
    return words(
      /*i18n*/ {
        id: 'persist.problem.unlisted',
        message:
          '{n, plural, one {One saved table was not on the list of your tables; it was found again from its own record and is listed under Tables again: {names}.} other {# saved tables were not on the list of your tables; they were found again from their own records and are listed under Tables again: {names}.}}',
      },
      { n, names: foundList(p.recovered!) },
    );
  if (n && kept)
    return words(
      /*i18n*/ {
        id: 'persist.problem.foundKept',
        message:
          "{what} could not be read ({why}). The data was kept aside in this browser's storage as “{kept}”. {n, plural, one {One saved table was found again from its own record and is listed under Tables: {names}.} other {# saved tables were found again from their own records and are listed under Tables: {names}.}}",
      },
      { what, why, kept, n, names: foundList(p.recovered!) },
    );
  if (n)
    return words(
      /*i18n*/ {
        id: 'persist.problem.found',
        message:
          '{what} could not be read ({why}). {n, plural, one {One saved table was found again from its own record and is listed under Tables: {names}.} other {# saved tables were found again from their own records and are listed under Tables: {names}.}}',
      },
      { what, why, n, names: foundList(p.recovered!) },
    );
  if (kept)
    return words(
      /*i18n*/ {
        id: 'persist.problem.kept',
        message:
          "{what} could not be read ({why}). The data was kept aside in this browser's storage as “{kept}”. The app started with the default table; everything else works.",
      },
      { what, why, kept },
    );
  return words(
    /*i18n*/ {
      id: 'persist.problem.none',
      message:
        '{what} could not be read ({why}). The app started with the default table; everything else works.',
    },
    { what, why },
  );
}
