// Dates, numbers and lists in the language shown (Lingui's i18n.locale), for the records and the
// story. Intl's formatters take a while to make (a slow phone: tenths of a millisecond each), so
// each is made once per language, not per row.
import { i18n } from '@lingui/core';

export interface Formats {
  /** "Friday, 27 November 2026" */
  nightLong: Intl.DateTimeFormat;
  /** "Fri 27 Nov 2026" */
  nightShort: Intl.DateTimeFormat;
  /** "27 Nov": the day beside a time, for a game past midnight. */
  day: Intl.DateTimeFormat;
  /** "1,234" */
  number: Intl.NumberFormat;
  /** "57%" */
  percent: Intl.NumberFormat;
  /** "49 min" */
  minutes: Intl.NumberFormat;
  /** "Alex, Bianca and Dmitri" */
  and: Intl.ListFormat;
}

const made = new Map<string, Formats>();

/**
 * The BCP 47 tag to format in: English (and the pseudo-locale) as British English, as the app
 * writes it ("27 November", no comma before "and").
 */
export const formatLocale = (locale = i18n.locale) =>
  !locale || locale === 'en' || locale === 'pseudo' ? 'en-GB' : locale;

const night = (tag: string, short: boolean) =>
  new Intl.DateTimeFormat(tag, {
    weekday: short ? 'short' : 'long',
    day: 'numeric',
    month: short ? 'short' : 'long',
    year: 'numeric',
    // The date itself, whatever the device's zone.
    timeZone: 'UTC',
  });

/** How each formatter is made, in a language. */
const MAKE: { [K in keyof Formats]: (tag: string) => Formats[K] } = {
  nightLong: (tag) => night(tag, false),
  nightShort: (tag) => night(tag, true),
  day: (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  number: (tag) => new Intl.NumberFormat(tag),
  percent: (tag) => new Intl.NumberFormat(tag, { style: 'percent' }),
  minutes: (tag) =>
    new Intl.NumberFormat(tag, { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
  and: (tag) => new Intl.ListFormat(tag, { type: 'conjunction' }),
};

/**
 * The formatters of the language shown, each made when first used: the records screen's first
 * frame needs numbers alone (dates and lists are for the rows a frame later), and the first of
 * a kind made costs a slow phone tens of milliseconds (ICU's data for it).
 */
export function formats(): Formats {
  const tag = formatLocale();
  let f = made.get(tag);
  if (!f) {
    const o = {} as Formats;
    for (const k of Object.keys(MAKE) as (keyof Formats)[])
      Object.defineProperty(o, k, {
        enumerable: true,
        configurable: true,
        get() {
          const v = MAKE[k](tag);
          Object.defineProperty(o, k, { value: v, enumerable: true });
          return v;
        },
      });
    made.set(tag, (f = o));
  }
  return f;
}

/**
 * Makes formatters of the language shown while the page has nothing else to do (the records
 * screen calls it as the games are read from the database): each in an idle moment of its own.
 */
export function warmFormats(order: readonly (keyof Formats)[] = WARM_ORDER): void {
  const idle =
    typeof requestIdleCallback === 'function'
      ? (f: () => void) => requestIdleCallback(f, { timeout: 2000 })
      : (f: () => void) => setTimeout(f, 0);
  const f = formats();
  let i = 0;
  const next = () => {
    if (i >= order.length) return;
    void f[order[i++]!];
    idle(next);
  };
  idle(next);
}
/**
 * What the screen's first frame formats (the count and the stats); the rows' dates and lists are
 * made as the rows are drawn, after that frame: made while idle, one could hold up the games.
 */
const WARM_ORDER: (keyof Formats)[] = ['number', 'percent'];
/**
 * Every formatter, the first frame's first: made in idle moments long before the screen is
 * opened (RecordsScreen.tsx preload). A page's first Intl.NumberFormat is ICU's set-up for
 * numbers, about 30 ms of a desktop and 120 of a slow phone, and its first date format and list
 * a few more: paid while nobody waits rather than in the screen's first frame and its rows'.
 */
export const WARM_ALL: (keyof Formats)[] = [
  ...WARM_ORDER,
  'minutes',
  'nightLong',
  'and',
  'nightShort',
  'day',
];

/**
 * A count as the language shown writes it: below 1,000 every language shown writes the digits
 * alone, so the stats' many small counts skip Intl (a filter redraws them all).
 */
export function count(n: number): string {
  return Number.isInteger(n) && n >= 0 && n < 1000 ? String(n) : formats().number.format(n);
}

/**
 * A title as a word within a sentence ("Poison counters" → "poison counters"); German keeps its
 * nouns' capitals.
 */
export function inSentence(title: string): string {
  const tag = formatLocale();
  return tag.startsWith('de') ? title : title.toLocaleLowerCase(tag);
}

const worded = new WeakMap<object, Map<string, string>>();
/**
 * Words made from numbers (a bar's label and figures), each made once per `owner` (the
 * language's `t`, new when the language or its catalogs change): a new choice of games redraws
 * every chart, and most of its labels and many of its figures are ones already worded.
 */
export function wordsOnce(owner: object): (key: string, make: () => string) => string {
  let made = worded.get(owner);
  if (!made) worded.set(owner, (made = new Map()));
  const m = made;
  return (key, make) => {
    let s = m.get(key);
    if (s === undefined) {
      // Bounded: a playgroup's figures are few, but a long session could word many.
      if (m.size > 5000) m.clear();
      m.set(key, (s = make()));
    }
    return s;
  };
}
