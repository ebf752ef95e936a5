// A lesson's own words in the language shown (src/content/lessons/): narration with its rule
// numbers as links, and the note beside what is still in English.
import { use, useDeferredValue, type Usable } from 'react';
import { useLingui } from '@lingui/react/macro';
import { loadLessonTexts, type LessonTexts } from '../../content/lessons/lessonTexts';
import { NotTranslated } from '../NotTranslated';
import { RuleRef } from '../RuleRef';

/** A rule number in narration: a numbered rule (801.2c), or a section of 600–609 or 800–903. */
const RULE_IN_TEXT = /\b([1-9]\d{2}\.\d+[a-z]?|60\d|[89]\d{2})\b/g;

/** Narration with each rule number a link into the rules panel, as the whys have them. */
export function Narration({ text, translated = true }: { text: string; translated?: boolean }) {
  const parts: (string | { rule: string })[] = [];
  let last = 0;
  for (const m of text.matchAll(RULE_IN_TEXT)) {
    parts.push(text.slice(last, m.index), { rule: m[1]! });
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  const words = parts.map((p, i) =>
    typeof p === 'string' ? p : <RuleRef key={i} rule={p.rule} />,
  );
  // Still in English in the language shown (its English changed, or it was never translated).
  return translated ? (
    <>{words}</>
  ) : (
    <>
      <span lang="en">{words}</span> <NotTranslated />
    </>
  );
}

/** A lesson's title or summary: marked as English where it still is. */
export function Words({ text, translated }: { text: string; translated: boolean }) {
  return translated ? <>{text}</> : <span lang="en">{text}</span>;
}

/**
 * The lesson texts in the language shown (src/content/lessons/), loaded with the lessons. After a
 * change of language the words shown stay until the new language's file has arrived.
 */
export function useLessonTexts(): LessonTexts {
  const { i18n } = useLingui();
  const language = useDeferredValue(i18n.locale);
  return use(loadLessonTexts(language) as Usable<LessonTexts>);
}

/** For App.tsx: an address that opens on the lessons loads their texts before the first render. */
export const preloadTexts = (language: string): Promise<unknown> => loadLessonTexts(language);
