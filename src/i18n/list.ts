// Lists of names as the language shown writes them.
import { i18n } from '@lingui/core';

const lists = new Map<string, Intl.ListFormat>();
/**
 * Names as the language shown lists them: "Alice, Bob and Carol" (English as British English
 * writes it, no comma before "and"). A formatter is made once per language.
 */
export function listWords(names: readonly string[]): string {
  const locale = i18n.locale;
  const tag = !locale || locale === 'en' || locale === 'pseudo' ? 'en-GB' : locale;
  let list = lists.get(tag);
  if (!list) lists.set(tag, (list = new Intl.ListFormat(tag, { type: 'conjunction' })));
  return list.format(names);
}
