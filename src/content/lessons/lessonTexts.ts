// The lessons' own words (title, summary, each step's narration) in the language shown. English
// is the source (src/teach/lessons/*.json); each other language has a file here,
// lessons.<language>.json, keyed by lesson id: { title, summary, en, steps: { "1": { narration,
// en } } }, where each `en` is the hash of the English that part was translated from (hash.ts).
// When the English changes, that part shows in English with a "not translated yet" note until it
// is translated again (docs/translating.md, "Long texts: rules and lessons"). Like the rule
// summaries, these stay out of the message catalogs: each language's file is a chunk of its own,
// loaded only with the lessons, and only for the language shown.
import { lessonHash, stepHash } from './hash';
import { loadOnce, type Load } from '../loadOnce';

export { lessonHash, stepHash } from './hash';

/** What of a lesson is words (src/teach/lesson.ts's Lesson has these and more). */
export interface EnglishLesson {
  id: string;
  title: string;
  summary: string;
  steps: readonly { narration: string }[];
}

/** One translated step, with the hash of the English narration it was translated from. */
export interface TranslatedStep {
  narration: string;
  en: string;
}

/** One translated lesson: its title and summary with their English's hash, and its steps by
 *  number (from 1), each on its own. */
export interface TranslatedLesson {
  title: string;
  summary: string;
  en: string;
  steps?: Readonly<Record<string, TranslatedStep>>;
}
export type LessonFile = Readonly<Record<string, TranslatedLesson>>;

/** A lesson as shown: each part translated, or the English (`translated` false) with a note. */
export interface ShownLesson {
  title: string;
  summary: string;
  /** Whether the title and summary are in the language shown. */
  translated: boolean;
  steps: readonly { narration: string; translated: boolean }[];
}

/**
 * A lesson's title and summary in a language (a link to it names it by its title): their
 * translation where it is current, else the English, as `shownLesson` has them.
 */
export function shownHead(
  english: Omit<EnglishLesson, 'steps'>,
  file: LessonFile | undefined,
  source = false,
): Omit<ShownLesson, 'steps'> {
  const t = file?.[english.id];
  return t && t.en === lessonHash(english) && t.title.trim() && t.summary.trim()
    ? { title: t.title, summary: t.summary, translated: true }
    : { title: english.title, summary: english.summary, translated: source };
}

/**
 * A lesson's words in a language: each part's translation where there is a current one, else its
 * English. `source`: the English is the language shown (nothing to mark).
 */
export function shownLesson(
  english: EnglishLesson,
  file: LessonFile | undefined,
  source = false,
): ShownLesson {
  const t = file?.[english.id];
  const head = shownHead(english, file, source);
  const steps = english.steps.map((s, i) => {
    const ts = t?.steps?.[String(i + 1)];
    return ts && ts.en === stepHash(s.narration) && ts.narration.trim()
      ? { narration: ts.narration, translated: true }
      : { narration: s.narration, translated: source };
  });
  return { ...head, steps };
}

/** The languages with a file, by language tag ("de", "pt-BR"). */
const FILES: Readonly<Record<string, () => Promise<LessonFile>>> = Object.fromEntries(
  Object.entries(import.meta.glob<LessonFile>('./lessons.*.json', { import: 'default' })).map(
    ([path, load]) => [/lessons\.([^/]+)\.json$/.exec(path)![1]!, load],
  ),
);

/** The languages that have a file of lesson translations (whole or partial). */
export const LESSON_LANGUAGES: readonly string[] = Object.keys(FILES);

/** A language's lesson texts: `file` undefined where it has none (English, or none made yet);
 *  `source` when the language is English. */
export interface LessonTexts {
  language: string;
  file: LessonFile | undefined;
  source: boolean;
}

const loads = new Map<string, Load<LessonTexts>>();

/**
 * The lesson texts in `language`; the same promise each time, marked fulfilled once done, so a
 * component can `use` it (English, and a language with no file, at once).
 */
export function loadLessonTexts(language: string): Load<LessonTexts> {
  const source = language === 'en';
  const file = FILES[language];
  return loadOnce(loads, language, () =>
    file
      ? file().then((f): LessonTexts => ({ language, file: f, source }))
      : { language, file: undefined, source },
  );
}
