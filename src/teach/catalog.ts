// Every lesson in ./lessons, in file-name order. Adding a lesson is adding a JSON file: no code.
import { parseLesson, type Lesson } from './lesson';

const files = import.meta.glob<unknown>('./lessons/*.json', { eager: true, import: 'default' });

export interface Catalog {
  lessons: Lesson[];
  /** Lessons that could not be read, each with its reason (shown, never thrown). */
  errors: string[];
}

export function loadCatalog(): Catalog {
  const lessons: Lesson[] = [];
  const errors: string[] = [];
  for (const [file, data] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const r = parseLesson(data);
    if (r.ok) lessons.push(r.lesson);
    else errors.push(`${file.replace('./lessons/', '')}: ${r.error}`);
  }
  return { lessons, errors };
}
