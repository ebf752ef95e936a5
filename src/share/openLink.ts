// Opening a shared table link as a new saved table, or one clear message. Its own chunk with the
// decoder: loaded only when the address holds a table link.
import { defaultName, openedNotSaved, type LibraryCore, type Notify } from '../persist/library';
import { nameWords } from '../persist/names';
import { operations } from '../persist/operations';
import { factsText, recordText, tableKey } from '../persist/storage';
import { noteOf } from '../store/notices';
import type { DecodeErrorKind } from './codec';
import { decodeLink } from './decodeLink';
import { isTableLink } from './linkFormat';
import { words, type Words } from '../rules/words';
import { setupOf } from '../rules/scenario';

const TITLES: Record<DecodeErrorKind, () => Words> = {
  'too-long': () => words(/*i18n*/ { id: 'link.title.tooLong', message: 'The link is too long' }),
  malformed: () => words(/*i18n*/ { id: 'link.title.damaged', message: 'The link is damaged' }),
  truncated: () =>
    words(/*i18n*/ { id: 'link.title.incomplete', message: 'The link is incomplete' }),
  'future-version': () =>
    words(
      /*i18n*/ {
        id: 'link.title.newer',
        message: 'The link is from a newer version of Table Sense',
      },
    ),
  'unknown-version': () =>
    words(/*i18n*/ { id: 'link.title.unknown', message: 'The link has an unknown format' }),
  'invalid-table': () =>
    words(
      /*i18n*/ {
        id: 'link.title.invalid',
        message: 'The link describes a table the rules do not allow',
      },
    ),
};

const opened = () => words(/*i18n*/ { id: 'link.opened', message: 'Shared table opened' });

/**
 * Which saved table each opened link became, by a fingerprint of the link's table, kept apart from
 * the index (so a damaged one costs nothing but this memory). It finds the copy again after it
 * has been played on, when its record no longer matches the link.
 */
const LINKS_KEY = 'table-sense:links';
const MAX_LINKS = 200;

/** FNV-1a over the text, 52 bits as base 36: enough to tell links apart on one device. */
function fingerprint(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619);
    h2 = Math.imul(h2 ^ c, 2246822519);
  }
  return ((h1 >>> 0) * 0x100000 + ((h2 >>> 12) & 0xfffff)).toString(36);
}

function openedLinks(library: LibraryCore): Record<string, string> {
  try {
    const raw: unknown = JSON.parse(library.storage.getItem(LINKS_KEY) ?? '{}');
    if (raw && typeof raw === 'object' && !Array.isArray(raw))
      return Object.fromEntries(
        Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
  } catch {
    // Unreadable: start again; the tables themselves are untouched.
  }
  return {};
}

function rememberLink(library: LibraryCore, print: string, id: string): void {
  const links = { ...openedLinks(library), [print]: id };
  const keys = Object.keys(links);
  for (const k of keys.slice(0, Math.max(0, keys.length - MAX_LINKS))) delete links[k];
  try {
    library.storage.setItem(LINKS_KEY, JSON.stringify(links));
  } catch {
    // Storage full: the link may make a second copy next time, nothing worse.
  }
}

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
  const result = await decodeLink(fragment);
  if (!result.ok) {
    notify(
      noteOf({
        tone: 'error',
        title: TITLES[result.error.kind](),
        body: words(
          /*i18n*/ { id: 'link.refused.body', message: '{why} Your current table is unchanged.' },
          { why: result.error.words },
        ),
      }),
    );
    return true;
  }
  // The setup keeps the table its check built: the store shows it without building it again.
  const facts = {
    setup: setupOf(result.scenario),
    log: result.scenario.events ?? [],
    cursor: result.cursor,
  };
  const ops = operations(library);
  const { tables, currentId } = library.store.getState().index;
  // The same link opened twice opens the copy already saved (its facts are stored exactly so).
  const text = recordText(facts);
  const print = fingerprint(text);
  const saved = tables.find((t) => {
    try {
      return factsText(library.storage.getItem(tableKey(t.id))) === text;
    } catch {
      return false;
    }
  });
  if (saved && ops.open(saved.id)) {
    rememberLink(library, print, saved.id);
    notify(
      noteOf({
        tone: 'info',
        title: opened(),
        body: words(
          /*i18n*/ {
            id: 'link.opened.again',
            message: '“{name}” was already in your tables; it is open now.',
          },
          { name: nameWords(saved.name) },
        ),
      }),
    );
    return true;
  }
  // Opened before and played on since: open that copy, with the moves made on it.
  const before = tables.find((t) => t.id === openedLinks(library)[print]);
  if (before && ops.open(before.id)) {
    notify(
      noteOf({
        tone: 'info',
        title: opened(),
        body: words(
          /*i18n*/ {
            id: 'link.opened.played',
            message:
              '“{name}” came from this link and is open now, with the changes made since (Undo steps back through them).',
          },
          { name: nameWords(before.name) },
        ),
      }),
    );
    return true;
  }
  // A fresh device has only the untouched example: there is no table of its own to mention.
  const open = library.game.getState();
  const hadOwn = tables.some((t) => t.id !== currentId) || open.log.length > 0;
  // Stored in English, as saved data always is; worded in the language shown (persist/names.ts).
  const entry = ops.add(facts, `${defaultName(facts)} (shared)`);
  rememberLink(library, print, entry.id);
  // Said to be added only once it is saved: storage may be full.
  notify(
    library.isSaved(entry.id)
      ? noteOf({
          tone: 'info',
          title: opened(),
          body: hadOwn
            ? words(
                /*i18n*/ {
                  id: 'link.opened.added.kept',
                  message:
                    '“{name}” was added to your tables; the table you had is still there under Tables.',
                },
                { name: nameWords(entry.name) },
              )
            : words(
                /*i18n*/ { id: 'link.opened.added', message: '“{name}” was added to your tables.' },
                { name: nameWords(entry.name) },
              ),
        })
      : openedNotSaved(
          words(/*i18n*/ { id: 'link.opened.notSaved', message: 'Shared table, not saved yet' }),
          entry.name,
        ),
  );
  return true;
}
