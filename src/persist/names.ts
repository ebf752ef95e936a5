// A saved table's name as it is shown. Names are stored as they were made, in English ("Live
// table", "Emperor · 27 Nov 2026", "… (shared)"), so saved data stays the same whatever language
// the page shows; the words and the day the app added to a name are put in the language shown
// when it is drawn, and what a user typed (or a table's own title) is shown as it is.
import { variantMessage } from '../rules/labels';
import { VARIANT_SPECS } from '../rules/variants';
import { englishDateTime, words, type Words } from '../rules/words';

/** The name a table is listed under when its own was lost or never given. */
export const SAVED_TABLE = 'Saved table';
/** The name of a table kept from a live room this device joined. */
export const LIVE_TABLE = 'Live table';

const SUFFIX = / \((shared|copy|recovered)(?: (\d+))?\)$/u;
/** A name the app made of a table's variant (or title) and the day: "Emperor · 27 Nov 2026". */
const DATED = /^(.+) · (\d{1,2} \S+ \d{4})$/u;

/** A variant's English name (library.ts defaultName) as its message; a title stays as typed. */
function baseWords(base: string): Words | string {
  for (const [id, spec] of Object.entries(VARIANT_SPECS))
    if (spec.label === base) return variantMessage(id);
  return base;
}

/** A stored table name as a message: the app's own words in it worded, the rest kept as it is. */
export function nameWords(name: string): Words | string {
  if (name === SAVED_TABLE)
    return words(/*i18n*/ { id: 'persist.name.saved', message: 'Saved table' });
  if (name === LIVE_TABLE)
    return words(/*i18n*/ { id: 'persist.name.live', message: 'Live table' });
  if (name === 'Table') return words(/*i18n*/ { id: 'persist.name.table', message: 'Table' });
  const dated = DATED.exec(name);
  const date = dated ? englishDateTime(dated[2]!) : null;
  if (dated && date !== null) {
    const base = dated[1];
    return words(
      /*i18n*/ { id: 'persist.name.dated', message: '{name} · {date}' },
      {
        name: baseWords(base!),
        date: { date },
      },
    );
  }
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

/**
 * A table's name in quotes, as a notice names it (each language quotes its own way); cut to `max`
 * characters, when given, after it is worded.
 */
export const quotedName = (name: string, max?: number): Words =>
  words(
    /*i18n*/ { id: 'persist.name.quoted', message: '“{name}”' },
    { name: max === undefined ? nameWords(name) : { cut: nameWords(name), max } },
  );
