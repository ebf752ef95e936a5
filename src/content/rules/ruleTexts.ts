// The rule summaries in the language shown. English is the source (src/rules/summaries.ts and
// summaries2005.ts, typed, beside the engine); each other language has a file here,
// summaries.<language>.json, keyed by rule number: { title, summary, en }, where `en` is the
// hash of the English the entry was translated from. When the English changes, the hash no
// longer matches and the rule shows in English with a "not translated yet" note until it is
// translated again (docs/translating.md, "Long texts: rules and lessons"). Long texts stay out of
// the message catalogs: each language's file is a chunk of its own, loaded only with the rules
// panel or a handout, and only for the language shown.
import { RULE_SUMMARIES, type RuleSummary } from '../../rules/summaries';
import { englishHash } from './hash';
import { loadOnce, type Load } from '../loadOnce';

export { englishHash, textHash } from './hash';

/** One translated rule, with the hash of the English it was translated from. */
export interface TranslatedSummary extends RuleSummary {
  en: string;
}
export type SummaryFile = Readonly<Record<string, TranslatedSummary>>;

/** A rule as shown: translated, or the English (`translated` false) with a note saying so. */
export interface ShownSummary extends RuleSummary {
  translated: boolean;
}
export type ShownSummaries = Readonly<Record<string, ShownSummary>>;

/** Each rule in a language: its translation where there is a current one, else the English. */
export function shownSummaries(
  file: SummaryFile | undefined,
  english: Readonly<Record<string, RuleSummary>> = RULE_SUMMARIES,
  source = false,
): ShownSummaries {
  const out: Record<string, ShownSummary> = {};
  for (const [rule, en] of Object.entries(english)) {
    const t = file?.[rule];
    out[rule] =
      t && t.en === englishHash(en)
        ? { title: t.title, summary: t.summary, translated: true }
        : { title: en.title, summary: en.summary, translated: source };
  }
  return out;
}

/** The languages with a file, by language tag ("de", "pt-BR"). */
const FILES: Readonly<Record<string, () => Promise<SummaryFile>>> = Object.fromEntries(
  Object.entries(import.meta.glob<SummaryFile>('./summaries.*.json', { import: 'default' })).map(
    ([path, load]) => [/summaries\.([^/]+)\.json$/.exec(path)![1]!, load],
  ),
);

/** The languages that have a file of translations (whole or partial). */
export const TRANSLATED_LANGUAGES: readonly string[] = Object.keys(FILES);

const loads = new Map<string, Load<ShownSummaries>>();

/**
 * The summaries in `language` (English, and English with the note in a language with no file).
 * The same promise each time, marked fulfilled once done, so a component can `use` it.
 */
export function loadRuleSummaries(language: string): Load<ShownSummaries> {
  const file = FILES[language];
  return loadOnce(loads, language, () =>
    file
      ? file().then((f) => shownSummaries(f))
      : shownSummaries(undefined, RULE_SUMMARIES, language === 'en'),
  );
}

/** A translated note of the rules panel's "What changed" view (src/ui/rulebook/changeNotes.ts),
 *  with the hash of the English it was translated from. */
export interface TranslatedNote {
  text: string;
  en: string;
}
export type NotesFile = Readonly<Record<string, TranslatedNote>>;

const NOTE_FILES: Readonly<Record<string, () => Promise<NotesFile>>> = Object.fromEntries(
  Object.entries(import.meta.glob<NotesFile>('./notes.*.json', { import: 'default' })).map(
    ([path, load]) => [/notes\.([^/]+)\.json$/.exec(path)![1]!, load],
  ),
);

const noteLoads = new Map<string, Load<NotesFile | undefined>>();

/** The "What changed" notes' translations in `language` (undefined where it has none), loaded
 *  with the rules panel; the same promise each time, marked fulfilled once done. */
export function loadChangeNotes(language: string): Load<NotesFile | undefined> {
  const file = NOTE_FILES[language];
  return loadOnce(noteLoads, language, () => (file ? file() : undefined));
}
