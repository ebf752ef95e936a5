// Lists of names as the language shown writes them.
import { i18n } from '@lingui/core';
import { englishList } from '../rules/words';

const lists = new Map<string, Intl.ListFormat>();
/**
 * Names as the language shown lists them: "Alice, Bob and Carol" (English as British English
 * writes it, no comma before "and"). `narrow`: short facts, the language's narrow list ("monarch,
 * energy 3" in English, no "and"). A formatter is made once per language and style.
 */
export function listWords(names: readonly string[], style: 'long' | 'narrow' = 'long'): string {
  const locale = i18n.locale;
  // English (the pseudo-locale too) as the engine lists it, exactly as en-GB's Intl lists do
  // (list.test.ts): the page's first Intl list format loads ICU's list patterns, about 100 ms on a
  // slow phone, just after the table's first paint.
  if (!locale || locale === 'en' || locale === 'pseudo')
    return style === 'narrow' ? names.join(', ') : englishList(names);
  const key = `${locale} ${style}`;
  let list = lists.get(key);
  if (!list) lists.set(key, (list = new Intl.ListFormat(locale, { type: 'conjunction', style })));
  return list.format(names);
}
