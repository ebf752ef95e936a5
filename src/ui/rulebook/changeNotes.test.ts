// The "What changed" notes' translations (src/content/rules/notes.<language>.json) against their
// English (changeNotes.ts): only notes the English has, each current, each keeping its numbers.
import { describe, expect, it } from 'vitest';
import { textHash, type NotesFile } from '../../content/rules/ruleTexts';
import { ENGLISH_NOTES, notesIn } from './changeNotes';

const FILES = import.meta.glob<NotesFile>('../../content/rules/notes.*.json', {
  import: 'default',
  eager: true,
});

const numbers = (text: string) => new Set(text.match(/\d+(?:\.\d+[a-z]?)?/g) ?? []);

describe('the What changed notes, translated', () => {
  it('German and French have every note', () => {
    for (const language of ['de', 'fr'])
      expect(Object.keys(FILES[`../../content/rules/notes.${language}.json`]!).sort()).toEqual(
        Object.keys(ENGLISH_NOTES).sort(),
      );
  });

  for (const [path, file] of Object.entries(FILES))
    it(`${path}: only notes the English has, each current, each keeping its numbers`, () => {
      for (const [key, t] of Object.entries(file)) {
        const en = ENGLISH_NOTES[key];
        expect(en, `${key} has no English`).toBeDefined();
        expect(t.en, `${key} was translated from an older English`).toBe(textHash(en!));
        const kept = numbers(t.text);
        for (const n of numbers(en!)) expect(kept.has(n), `${key} lacks ${n}`).toBe(true);
      }
    });

  it('shows a stale or missing note in English, marked as not translated', () => {
    const en = ENGLISH_NOTES['606.4a']!;
    expect(notesIn({ '606.4a': { text: '40 → 30', en: textHash(en) } })['606.4a']).toEqual({
      text: '40 → 30',
      translated: true,
    });
    expect(notesIn({ '606.4a': { text: '40 → 30', en: textHash(`${en}!`) } })['606.4a']).toEqual({
      text: en,
      translated: false,
    });
    expect(notesIn(undefined)['new:808']).toEqual({
      text: ENGLISH_NOTES['new:808'],
      translated: false,
    });
    expect(notesIn(undefined, true)['new:808']!.translated).toBe(true);
  });
});
