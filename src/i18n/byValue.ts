// Words drawn for every seat on every render of the chart ("40 life", "range 1", the comma
// between a seat's facts) come out the same for the same value, so each is formatted once and read
// back. Lingui formats a message afresh each time (its plural rules and number format found by a
// key it builds per call): six messages a seat were much of a 100-seat chart's first render on a
// slow phone. A language shown or a catalog loaded ('change') may change any of them.
import { i18n } from '@lingui/core';

const formatted = new Map<string, string>();
i18n.on('change', () => formatted.clear());

/** `format()`, called once per `key` while the language and its catalogs stay the same. */
export function byValue(key: string, format: () => string): string {
  let words = formatted.get(key);
  if (words === undefined) formatted.set(key, (words = format()));
  return words;
}
