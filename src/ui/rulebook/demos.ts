// Which lesson or what-if shows a rule at work, read from their own data (each lesson lists the
// rules it teaches; each what-if question names its rule), so a new lesson links itself.
import { WHAT_IF_QUESTIONS } from '../../rules/explain';
import { loadCatalog } from '../../teach/catalog';
import { say } from '../../i18n/say';

export interface Demo {
  kind: 'lesson' | 'whatif';
  /** Lesson id, or what-if question id. */
  id: string;
  /**
   * A lesson's English title (the panel shows its translation: `lesson`); a what-if question in
   * the language shown when read (the engine's words).
   */
  readonly label: string;
  /** A lesson's English title and summary, to find its translation by (lessonTexts.ts). */
  readonly lesson?: { id: string; title: string; summary: string };
}

let cache: Map<string, Demo[]> | null = null;

export function demosByRule(): Map<string, Demo[]> {
  if (cache) return cache;
  const map = new Map<string, Demo[]>();
  const add = (rule: string, d: Demo) => map.set(rule, [...(map.get(rule) ?? []), d]);
  for (const l of loadCatalog().lessons)
    for (const r of new Set(l.rules))
      add(r, {
        kind: 'lesson',
        id: l.id,
        label: l.title,
        lesson: { id: l.id, title: l.title, summary: l.summary },
      });
  for (const q of WHAT_IF_QUESTIONS)
    add(q.rule, {
      kind: 'whatif',
      id: q.id,
      // Worded each time it is read: the map is kept, the language may change.
      get label() {
        return say(q.words);
      },
    });
  cache = map;
  return map;
}
