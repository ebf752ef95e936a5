// The translated lessons (lessons.<language>.json) against the English lessons: every entry is a
// lesson (and step) the English has, keeps the rule numbers and amounts its English names, and
// counts only while the English it was made from is unchanged.
import { describe, expect, it } from 'vitest';
import {
  lessonHash,
  loadLessonTexts,
  LESSON_LANGUAGES,
  shownLesson,
  stepHash,
  type EnglishLesson,
  type LessonFile,
} from './lessonTexts';

const ENGLISH: Record<string, EnglishLesson> = Object.fromEntries(
  Object.values(
    import.meta.glob<EnglishLesson>('../../teach/lessons/*.json', {
      import: 'default',
      eager: true,
    }),
  ).map((l) => [l.id, l]),
);
const FILES = import.meta.glob<LessonFile>('./lessons.*.json', { import: 'default', eager: true });

/** Rule numbers (801.2c, 903) and amounts (30, 21) a text names, each once. */
const numbers = (text: string) => new Set(text.match(/\d+(?:\.\d+[a-z]?)?/g) ?? []);

describe('translated lessons', () => {
  // The languages the lessons are whole in (the rules panel's seven): every lesson and every step.
  it.each(['de', 'fr', 'es', 'pt-BR', 'it', 'ja'])(
    'has %s, whole: every lesson and every step',
    (language) => {
      expect(LESSON_LANGUAGES).toContain(language);
      const file = FILES[`./lessons.${language}.json`]!;
      expect(Object.keys(file).sort()).toEqual(Object.keys(ENGLISH).sort());
      for (const [id, en] of Object.entries(ENGLISH))
        expect(Object.keys(file[id]!.steps ?? {}).length, id).toBe(en.steps.length);
    },
  );

  for (const [path, file] of Object.entries(FILES))
    describe(path, () => {
      it('translates only lessons and steps the English has, each current with its English', () => {
        for (const [id, t] of Object.entries(file)) {
          const en = ENGLISH[id];
          expect(en, `${id} has no English`).toBeDefined();
          expect(t.title.trim() && t.summary.trim(), id).toBeTruthy();
          // Stale: the English changed after this was translated (scripts/lesson-texts.ts lists it).
          expect(t.en, `${id} was translated from an older English`).toBe(lessonHash(en!));
          for (const [n, s] of Object.entries(t.steps ?? {})) {
            const step = en!.steps[Number(n) - 1];
            expect(step, `${id} has no step ${n}`).toBeDefined();
            expect(s.narration.trim(), `${id} step ${n}`).toBeTruthy();
            expect(s.en, `${id} step ${n} was translated from an older English`).toBe(
              stepHash(step!.narration),
            );
          }
        }
      });

      it('keeps every rule number and amount its English names', () => {
        for (const [id, t] of Object.entries(file)) {
          const en = ENGLISH[id]!;
          const head = numbers(`${t.title} ${t.summary}`);
          for (const n of numbers(`${en.title} ${en.summary}`))
            expect(head.has(n), `${id} lacks ${n}`).toBe(true);
          for (const [k, s] of Object.entries(t.steps ?? {})) {
            const kept = numbers(s.narration);
            for (const n of numbers(en.steps[Number(k) - 1]!.narration))
              expect(kept.has(n), `${id} step ${k} lacks ${n}`).toBe(true);
          }
        }
      });
    });

  it('shows a stale or missing part in English, marked, and only that part', () => {
    const en: EnglishLesson = {
      id: 'x',
      title: 'Range',
      summary: 'How far.',
      steps: [{ narration: 'One (801.2).' }, { narration: 'Two.' }],
    };
    const file: LessonFile = {
      x: {
        title: 'Reichweite',
        summary: 'Wie weit.',
        en: lessonHash(en),
        steps: {
          '1': { narration: 'Eins (801.2).', en: stepHash('One (801.2).') },
          // The English of step 2 has changed since.
          '2': { narration: 'Zwei.', en: stepHash('Two, before.') },
        },
      },
    };
    expect(shownLesson(en, file)).toEqual({
      title: 'Reichweite',
      summary: 'Wie weit.',
      translated: true,
      steps: [
        { narration: 'Eins (801.2).', translated: true },
        { narration: 'Two.', translated: false },
      ],
    });
    // The title and summary changed: they go back to English, the steps stay.
    const retitled = shownLesson({ ...en, title: 'Range of influence' }, file);
    expect(retitled).toMatchObject({ title: 'Range of influence', translated: false });
    expect(retitled.steps[0]!.translated).toBe(true);
    // A lesson the file lacks; English itself is never marked.
    expect(shownLesson({ ...en, id: 'y' }, file).translated).toBe(false);
    expect(shownLesson(en, undefined, true).steps[1]).toEqual({
      narration: 'Two.',
      translated: true,
    });
  });

  it('loads a language once, English and a language with no file at once', async () => {
    expect(loadLessonTexts('de')).toBe(loadLessonTexts('de'));
    const de = await loadLessonTexts('de');
    expect(de.file?.['range-1-and-2']?.title).toBeTruthy();
    expect(loadLessonTexts('en').status).toBe('fulfilled');
    expect(loadLessonTexts('en').value).toEqual({ language: 'en', file: undefined, source: true });
    expect(loadLessonTexts('ko').value!.source).toBe(false);
  });
});
