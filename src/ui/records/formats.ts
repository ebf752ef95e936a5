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

/** The formatters of the language shown. */
export function formats(): Formats {
  const tag = formatLocale();
  let f = made.get(tag);
  if (!f) {
    f = {
      nightLong: night(tag, false),
      nightShort: night(tag, true),
      day: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      number: new Intl.NumberFormat(tag),
      percent: new Intl.NumberFormat(tag, { style: 'percent' }),
      minutes: new Intl.NumberFormat(tag, { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
      and: new Intl.ListFormat(tag, { type: 'conjunction' }),
    };
    made.set(tag, f);
  }
  return f;
}

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
