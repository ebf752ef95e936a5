// A saved table's name as it is shown. Names are stored as they were made, in English ("Live
// table", "… (shared)"), so saved data stays the same whatever language the page shows; the
// words the app added to a name are put in the language shown when it is drawn, and what a user
// typed (or a table's own title) is shown as it is.
import { words, type Words } from '../rules/words';

/** The name a table is listed under when its own was lost or never given. */
export const SAVED_TABLE = 'Saved table';
/** The name of a table kept from a live room this device joined. */
export const LIVE_TABLE = 'Live table';

const SUFFIX = / \((shared|copy|recovered)(?: (\d+))?\)$/u;

/** A stored table name as a message: the app's own words in it worded, the rest kept as it is. */
export function nameWords(name: string): Words | string {
  if (name === SAVED_TABLE)
    return words(/*i18n*/ { id: 'persist.name.saved', message: 'Saved table' });
  if (name === LIVE_TABLE)
    return words(/*i18n*/ { id: 'persist.name.live', message: 'Live table' });
  if (name === 'Table') return words(/*i18n*/ { id: 'persist.name.table', message: 'Table' });
  const m = SUFFIX.exec(name);
  if (!m) return name;
  const base = nameWords(name.slice(0, m.index));
  const [, kind, n] = m;
  if (kind === 'shared')
    return n
      ? name
      : words(/*i18n*/ { id: 'persist.name.shared', message: '{name} (shared)' }, { name: base });
  if (kind === 'copy')
    return n
      ? name
      : words(/*i18n*/ { id: 'persist.name.copy', message: '{name} (copy)' }, { name: base });
  return n
    ? words(
        /*i18n*/ { id: 'persist.name.recoveredN', message: '{name} (recovered {n})' },
        { name: base, n: Number(n) },
      )
    : words(
        /*i18n*/ { id: 'persist.name.recovered', message: '{name} (recovered)' },
        { name: base },
      );
}

/** A table's name in quotes, as a notice names it (each language quotes its own way). */
export const quotedName = (name: string): Words =>
  words(/*i18n*/ { id: 'persist.name.quoted', message: '“{name}”' }, { name: nameWords(name) });

/** The title of a notice that says tables are not saved this session (start.ts, library.ts). */
export const NOT_SAVED_TITLE = words(
  /*i18n*/ { id: 'persist.notSaving.title', message: 'Tables are not being saved' },
);
