// Opening a shared table link as a new saved table, or one clear message. Its own chunk with the
// decoder: loaded only when the address holds a table link.
import { defaultName, type LibraryCore, type Notify } from '../persist/library';
import { operations } from '../persist/operations';
import { tableKey } from '../persist/storage';
import { decodeTable, type DecodeErrorKind } from './codec';
import { isTableLink } from './linkFormat';

const TITLES: Record<DecodeErrorKind, string> = {
  'too-long': 'The link is too long',
  malformed: 'The link is damaged',
  truncated: 'The link is incomplete',
  'future-version': 'The link is from a newer version of Table Sense',
  'unknown-version': 'The link has an unknown format',
  'invalid-table': 'The link describes a table the rules do not allow',
};

/**
 * Opens a table link as a new saved table beside the current one. Returns true when the
 * fragment was a table link (opened or refused), false when it was not one (nothing done).
 * `clear` removes the fragment from the address so a reload does not open it twice.
 */
export async function openTableLink(
  fragment: string,
  library: LibraryCore,
  notify: Notify,
  clear: () => void,
): Promise<boolean> {
  if (!isTableLink(fragment)) return false;
  clear();
  const result = decodeTable(fragment);
  if (!result.ok) {
    notify({
      tone: 'error',
      title: TITLES[result.error.kind],
      body: `${result.error.message} Your current table is unchanged.`,
    });
    return true;
  }
  const { events = [], ...setup } = result.scenario;
  const facts = { setup, log: events, cursor: result.cursor };
  const ops = operations(library);
  const { tables, currentId } = library.store.getState().index;
  // The same link opened twice opens the copy already saved (a record is stored exactly so).
  const text = JSON.stringify(facts);
  const saved = tables.find((t) => {
    try {
      return library.storage.getItem(tableKey(t.id)) === text;
    } catch {
      return false;
    }
  });
  if (saved && ops.open(saved.id)) {
    notify({
      tone: 'info',
      title: 'Shared table opened',
      body: `“${saved.name}” was already in your tables; it is open now.`,
    });
    return true;
  }
  // A fresh device has only the untouched example: there is no table of its own to mention.
  const open = library.game.getState();
  const hadOwn = tables.some((t) => t.id !== currentId) || open.log.length > 0;
  const entry = ops.add(facts, `${defaultName(facts)} (shared)`);
  notify({
    tone: 'info',
    title: 'Shared table opened',
    body: hadOwn
      ? `“${entry.name}” was added to your tables; the table you had is still there under Tables.`
      : `“${entry.name}” was added to your tables.`,
  });
  return true;
}
