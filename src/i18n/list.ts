// Lists of names as the language shown writes them.
import { i18n } from '@lingui/core';
import { englishList } from '../rules/words';

/**
 * Names as the language shown lists them: "Alice, Bob and Carol" (English as British English
 * writes it, no comma before "and"). `narrow`: short facts, the language's narrow list ("monarch,
 * energy 3" in English, no "and").
 */
export function listWords(names: readonly string[], style: 'long' | 'narrow' = 'long'): string {
  const locale = i18n.locale;
  // English (the pseudo-locale too) as the engine lists it, exactly as en-GB's Intl lists do
  // (list.test.ts): the page's first Intl list format loads ICU's list patterns, about 100 ms on a
  // slow phone, just after the table's first paint.
  if (!locale || locale === 'en' || locale === 'pseudo')
    return style === 'narrow' ? names.join(', ') : englishList(names);
  // Another language joins its list from its engine catalog's patterns once that is in (a link
  // has it from the start), and by Intl until then. Spanish keeps Intl: its "y" becomes "e"
  // before an "i" sound, which no pattern can say.
  if (locale !== 'es' && i18n.messages['list.pair'] !== undefined) {
    // rules/words.ts LIST_WORDS: a pair's pattern, or a middle one and a last one ("list.narrow."
    // for short facts), each joining what is listed so far ({0}) with the next name ({1}).
    const kind = style === 'narrow' ? 'list.narrow.' : 'list.';
    const n = names.length;
    let out = names[0] ?? '';
    for (let i = 1; i < n; i++)
      out = i18n._(kind + (n < 3 ? 'pair' : i < n - 1 ? 'middle' : 'last'), {
        0: out,
        1: names[i],
      });
    return out;
  }
  return new Intl.ListFormat(locale, { type: 'conjunction', style }).format(names);
}
