// The library's notices: storage full (what is not saved, in one line) and saving again, a table
// opened that storage refused, and saved data that could not be read. Kept apart from library.ts,
// which decides when each is shown.
import { englishList, words, type Words } from '../rules/words';
import { noteOf, type Note, type NoticeText, type Notify, type Withdraw } from '../store/notices';
import { nameWords, quotedName } from './names';
import { NOT_SAVED_TITLE } from './start';
import { describeProblem, MISSING, moreWords, type Loaded } from './storage';

/** While storage refuses writes, try again this often: nothing played is lost once there is room. */
const RETRY_MS = 4000;

export { shortName } from '../rules/shortName';

/**
 * A table just opened that storage refused (it is full): one line each, as a phone shows it; the
 * storage warning beside it says what to do.
 */
export const openedNotSaved = (title: NoticeText, name: string): Note =>
  noteOf({
    tone: 'error',
    title,
    body: words(
      /*i18n*/ { id: 'persist.openedNotSaved', message: '“{name}” is open.' },
      {
        // Worded first, then cut: a generated name's words are in the language shown.
        name: { cut: nameWords(name), max: 25 },
      },
    ),
  });

/**
 * Which tables are not saved, in one line: as many whole names as fit, then how many more (the
 * fit is measured in English; other languages' lines are about as long).
 */
export function notSavedLine(names: string[]): Words {
  const MAX = 42;
  const line = (shown: string[], max?: number) => {
    const list: Words[] = shown.map((name) => quotedName(name, max));
    if (shown.length < names.length) list.push(moreWords(names.length - shown.length));
    return words(
      /*i18n*/ { id: 'persist.notSaved', message: 'Not saved yet: {names}' },
      {
        names: { list },
      },
    );
  };
  if (!names.length)
    return words(
      /*i18n*/ { id: 'persist.notSaved.list', message: 'Not saved yet: the list of your tables' },
    );
  // Measured on the English line's shape (its lead, the quotes, the list's joins), built from the
  // names: the browser's build has the messages' English only later (vite.config.ts).
  const length = (shown: string[]) => {
    const more = names.length - shown.length;
    const items = [...shown.map((s) => `“${s}”`), ...(more ? [`${more} more`] : [])];
    return 'Not saved yet: '.length + englishList(items).length;
  };
  for (let k = names.length; k > 0; k--)
    if (length(names.slice(0, k)) <= MAX) return line(names.slice(0, k));
  const room = MAX - length(['']);
  return line([names[0]!], room);
}

/**
 * While writes fail: one notice that stays up, naming what is not saved (renewed when that
 * changes), and a retry, until every write goes through; then one "Saving again".
 */
export function storageWarning(
  notify: Notify,
  withdraw: Withdraw,
  names: () => string[],
  retry: () => void,
) {
  let failing: {
    notice: number | null;
    about: string;
    timer: ReturnType<typeof setTimeout> | null;
  } | null = null;
  return {
    pending: () => failing !== null,
    failed(): void {
      const now = names();
      const about = now.join('\n');
      if (!failing || failing.about !== about) {
        if (failing?.notice != null) withdraw(failing.notice);
        // One line each, so it and the notice of a table just opened fit a phone's first screen:
        // what is not saved, and what to do. Everything stays in this page and is saved once
        // there is room; leaving before then asks first (persist/app.ts).
        const id = notify(
          noteOf({
            tone: 'error',
            sticky: true,
            title: words(
              /*i18n*/ {
                id: 'persist.full.title',
                message: 'Storage full: delete or export tables',
              },
            ),
            body: notSavedLine(now),
          }),
        );
        failing = {
          notice: typeof id === 'number' ? id : null,
          about,
          timer: failing?.timer ?? null,
        };
      }
      if (!failing.timer)
        failing.timer = setTimeout(() => {
          if (failing) failing.timer = null;
          retry();
        }, RETRY_MS);
    },
    recovered(): void {
      if (!failing) return;
      if (failing.timer) clearTimeout(failing.timer);
      if (failing.notice !== null) withdraw(failing.notice);
      failing = null;
      notify(
        noteOf({
          tone: 'info',
          title: words(/*i18n*/ { id: 'persist.again.title', message: 'Saving again' }),
          body: words(
            /*i18n*/ { id: 'persist.again.body', message: 'Every table and move is saved now.' },
          ),
        }),
      );
    },
  };
}

/** Says what could not be read; false when nothing may be saved this session. */
export function tellProblems(loaded: Loaded, notify: Notify): boolean {
  for (const p of loaded.problems)
    notify(
      noteOf({
        tone: p.unlisted ? 'info' : 'error',
        title: p.unlisted
          ? words(/*i18n*/ { id: 'persist.found.title', message: 'Saved tables found again' })
          : words(/*i18n*/ { id: 'persist.unread.title', message: 'Saved data could not be read' }),
        body: describeProblem(p),
      }),
    );
  // If unreadable data could not be kept aside, do not write over it this session.
  const writable = !loaded.problems.some(
    (p) => p.keptAs === null && !p.unlisted && p.why.id !== MISSING,
  );
  if (!writable)
    notify(
      noteOf({
        tone: 'error',
        title: NOT_SAVED_TITLE,
        body: words(
          /*i18n*/ {
            id: 'persist.notWritten.body',
            message:
              'The saved data could not be read or copied aside, so this session will not write over it. The table works; changes are kept only until the page closes.',
          },
        ),
      }),
    );
  return writable;
}
