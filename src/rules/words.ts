// The engine's sentences as messages, not strings: an id the catalogs translate, its English, and
// the values that fill it. The engine stays free of Lingui (the CLI and the benchmarks run it
// under plain tsx); the page words a message in the language shown (src/i18n/say.ts), and
// `english` words it here for the CLI, the tests and the English page.
//
// Write one as `words(/*i18n*/ { id: 'why.unlimited', message: '{a} has unlimited range.' }, { a })`:
// the comment is what `npm run i18n:extract` looks for. Messages are ICU MessageFormat, the subset
// `english` reads: {name}, {n, plural, one {…} other {…}} with #, =N cases, and {x, select, …}
// and ICU's quoting ('' for an apostrophe before a brace); no offsets. words.test.ts checks every
// message against Lingui's own English.

import { shortName } from './shortName';

/**
 * A value a message is filled with: a name or number, another message, or a list of names (as the
 * language lists them: "Ana, Bo and Cy"); a `narrow` list is of short facts, listed the language's
 * narrow way ("monarch, energy 3" in English, "A、B" in Japanese); a `date` (a time in
 * milliseconds) is its day, short month and year as the language writes them ("27 Nov 2026"); a
 * `cut` name is worded, then cut to `max` characters (shortName.ts), so what it keeps is worded.
 */
export type WordValue =
  | string
  | number
  | Words
  | { readonly list: readonly (string | Words)[]; readonly narrow?: boolean }
  | { readonly date: number }
  | { readonly cut: string | Words; readonly max: number };

export interface Words {
  readonly id: string;
  /** Its English, in ICU MessageFormat. */
  readonly message: string;
  readonly values?: Readonly<Record<string, WordValue>>;
}

/** A message with its values. */
export const words = (
  // `comment` is for translators: the extractor copies it into the catalogs.
  d: { id: string; message: string; comment?: string },
  values?: Record<string, WordValue>,
): Words => (values ? { id: d.id, message: d.message, values } : { id: d.id, message: d.message });

/** Whether a value is a message (not a name, number or list). */
export const isWords = (v: unknown): v is Words =>
  typeof v === 'object' && v !== null && 'id' in v && 'message' in v;

/** Where a quoted stretch that starts at `i` ends: ICU's `''` is a quote, `'{…}'` literal text. */
function quoted(text: string, i: number): number {
  if (text[i + 1] === "'") return i + 1;
  if (text[i + 1] !== '{' && text[i + 1] !== '}') return i;
  const end = text.indexOf("'", i + 1);
  return end < 0 ? text.length : end;
}

/** Where the brace that closes the one opened just before `i` is. */
function closing(text: string, i: number): number {
  for (let depth = 1; i < text.length; i++) {
    if (text[i] === "'") i = quoted(text, i);
    else if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return i;
}

// `#` as Lingui's English writes it: 1,000 (a value in its own braces stays as given, as Lingui's).
// A whole number's commas are put in here, as Intl's English puts them (words.test.ts): the page's
// first Intl number format loads ICU's number data, tens of milliseconds on a slow phone.
let numbers: Intl.NumberFormat | undefined;
const number = (n: number) =>
  Number.isSafeInteger(n)
    ? String(n).replace(/\B(?=(\d{3})+$)/g, ',')
    : (numbers ??= new Intl.NumberFormat('en')).format(n);

/** Words `text` with `values`; `n` is what `#` stands for inside a plural's case. */
function render(text: string, values: Readonly<Record<string, WordValue>>, n?: number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'") {
      const end = quoted(text, i);
      out += end === i ? c : end === i + 1 ? "'" : text.slice(i + 1, end);
      i = end;
    } else if (c === '#' && n !== undefined) out += number(n);
    else if (c !== '{') out += c;
    else {
      const end = closing(text, i + 1);
      const [arg = '', kind, ...rest] = text.slice(i + 1, end).split(',');
      const name = arg.trim();
      i = end;
      if (kind === undefined) {
        out += value(values[name]);
        continue;
      }
      // The cases: `key {text}` pairs (`=0`, `one`, `other`, or a select's keys).
      const cases = new Map<string, string>();
      const body = rest.join(',');
      for (let j = 0; j < body.length;) {
        const open = body.indexOf('{', j);
        if (open < 0) break;
        const close = closing(body, open + 1);
        cases.set(body.slice(j, open).trim(), body.slice(open + 1, close));
        j = close + 1;
      }
      if (kind.trim() === 'select') {
        const v = value(values[name]);
        // Lingui reads `#` only right inside a plural's case: in a select within one it is text.
        out += render(cases.get(v) ?? cases.get('other') ?? '', values);
      } else {
        const count = Number(values[name]);
        const chosen = cases.get(`=${count}`) ?? cases.get(count === 1 ? 'one' : 'other');
        out += render(chosen ?? cases.get('other') ?? '', values, count);
      }
    }
  }
  return out;
}

// How a language joins a list ("A und B", "A, B und C"): each conjunction list of the ten other
// languages is a pair's pattern, and for three or more a middle and a last one (ICU's own shape),
// read from its `engine` catalog (src/i18n/list.ts). The page's first Intl list format loads
// ICU's list data, about 100 ms on a slow phone just after a table's first paint. list.test.ts
// holds every catalog to Intl's own lists, long and narrow.
export const LIST_WORDS = {
  pair: /*i18n*/ { id: 'list.pair', message: '{0} and {1}' },
  middle: /*i18n*/ { id: 'list.middle', message: '{0}, {1}' },
  last: /*i18n*/ { id: 'list.last', message: '{0} and {1}' },
  /** Short facts ("monarch, energy 3"): English has no "and" in them. */
  narrowPair: /*i18n*/ { id: 'list.narrow.pair', message: '{0}, {1}' },
  narrowMiddle: /*i18n*/ { id: 'list.narrow.middle', message: '{0}, {1}' },
  narrowLast: /*i18n*/ { id: 'list.narrow.last', message: '{0}, {1}' },
} as const;

/** A list of names in English: "Ana", "Ana and Bo", "Ana, Bo and Cy" (no comma before "and"). */
export function englishList(items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

// As en-GB's short date ("27 Nov 2026", "4 Sept 2026") but written out: the first Intl date format
// of a page loads ICU's calendar data, tens of milliseconds on a slow phone just as a shared link
// opens (its notice names the table, dated). Every other language writes it from these two
// messages in its `engine` catalog (src/i18n/say.ts), which dates.test.ts holds to Intl's own
// short date in that language, month by month.
export const DATE_WORDS = {
  /** The twelve short month names, January first, one space between. */
  months: /*i18n*/ {
    id: 'date.months',
    message: 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec',
  },
  /** A day: {day} and {year} in digits, {month} one of the names above. */
  day: /*i18n*/ { id: 'date.day', message: '{day} {month} {year}' },
} as const;
const MONTHS = DATE_WORDS.months.message.split(' ');

/** A day in English, as the app writes it in a table's name: "27 Nov 2026". */
export function englishDate(time: number): string {
  const d = new Date(time);
  return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/**
 * The day `englishDate` wrote (at noon, so it is that day in any time zone it is shown in), or
 * null where the text is not one it writes ("31 Sept 2026" is not a day: a name typed so stays
 * as typed).
 */
export function englishDateTime(text: string): number | null {
  const m = /^(\d{1,2}) (\S+) (\d{4})$/u.exec(text);
  const month = m ? MONTHS.indexOf(m[2]!) : -1;
  if (!m || month < 0) return null;
  const time = new Date(Number(m[3]), month, Number(m[1]), 12).getTime();
  return englishDate(time) === text ? time : null;
}

function value(v: WordValue | undefined): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if ('date' in v) return englishDate(v.date);
  if ('cut' in v) return shortName(english(v.cut), v.max);
  if ('list' in v) {
    const items = v.list.map((x) => (typeof x === 'string' ? x : english(x)));
    return v.narrow ? items.join(', ') : englishList(items);
  }
  return english(v);
}

// The browser's build leaves the English of the engine's messages out of its code (vite.config.ts,
// `engineEnglishOut`: their `message` is ''), so the start-up code does not carry refusals and
// whys a table may never show; the page hands their English over from a chunk of its own
// (src/i18n/englishWords.ts) and is told when one was asked for before it arrived.
let source: Readonly<Record<string, string>> | null = null;
let onMissing: (() => void) | null = null;

/** Where a message left without its English finds it; `missing` is called while it has none. */
export function englishSource(
  messages: Readonly<Record<string, string>> | null,
  missing?: () => void,
): void {
  source = messages;
  onMissing = missing ?? null;
}

function englishOf(w: Words): string {
  if (w.message !== '') return w.message;
  const m = source?.[w.id];
  if (m !== undefined) return m;
  onMissing?.();
  return '';
}

/**
 * What tells two messages apart: their id and values, not their English (which the browser may
 * have only later: a comparison of two '' would find them the same).
 */
export const wordsKey = (w: Words | string): string =>
  typeof w === 'string' ? w : JSON.stringify([w.id, w.values ?? null]);

/** A message in English (a plain string is already words). */
export function english(w: Words | string): string {
  return typeof w === 'string' ? w : render(englishOf(w), w.values ?? {});
}
