// Lists of names as the language shown writes them.
import { i18n } from '@lingui/core';

const lists = new Map<string, Intl.ListFormat>();
/**
 * Names as the language shown lists them: "Alice, Bob and Carol" (English as British English
 * writes it, no comma before "and"). `narrow`: short facts, the language's narrow list ("monarch,
 * energy 3" in English, no "and"). A formatter is made once per language and style.
 */
export function listWords(names: readonly string[], style: 'long' | 'narrow' = 'long'): string {
  const locale = i18n.locale;
  const tag = !locale || locale === 'en' || locale === 'pseudo' ? 'en-GB' : locale;
  const key = `${tag} ${style}`;
  let list = lists.get(key);
  if (!list) lists.set(key, (list = new Intl.ListFormat(tag, { type: 'conjunction', style })));
  return list.format(names);
}
