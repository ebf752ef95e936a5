// The hash a translated rule summary (or note) keeps of the English it was translated from (ruleTexts.ts).
// On its own so that scripts/rule-texts.ts can use it outside Vite.
import type { RuleSummary } from '../../rules/summaries';

/** The hash of an English summary: of its title and summary together. */
export const englishHash = ({ title, summary }: RuleSummary): string =>
  textHash(`${title}\n${summary}`);

/**
 * A short hash of an English text (FNV-1a, 32 bits, as 8 hex digits): enough to tell that the
 * English changed since a translation was made, not a security measure.
 */
export function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (const c of text) {
    h ^= c.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}
