// Every lesson in ./lessons, in file-name order. Adding a lesson is adding a JSON file: no code.
import { parseLesson, type Lesson } from './lesson';

const files = import.meta.glob<unknown>('./lessons/*.json', { eager: true, import: 'default' });
// By the file name's characters (the names are numbered, lower case): a locale's comparison would
// load ICU's collation data first, about 50 ms on a slow phone as the lessons open.
const FILES = Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

export interface Catalog {
  lessons: Lesson[];
  /** Lessons that could not be read, each with its reason (shown, never thrown). */
  errors: string[];
}

// Read once per page: each lesson's scenario goes through the engine (its table built, its
// events played), about 200 ms for them all on a slow phone.
let read: Catalog | null = null;

function add(into: Catalog, file: string, data: unknown) {
  const r = parseLesson(data);
  if (r.ok) into.lessons.push(r.lesson);
  else into.errors.push(`${file.replace('./lessons/', '')}: ${r.error}`);
}

/** Every lesson, read. */
export function loadCatalog(): Catalog {
  if (read) return read;
  const catalog: Catalog = { lessons: [], errors: [] };
  for (const [file, data] of FILES) add(catalog, file, data);
  return (read = catalog);
}

/**
 * The same, read in slices of about 10 ms with a task between them, so no one long task holds a
 * tap or a scroll of the page (the lessons list is on screen, prerendered, while they are read):
 * what opens the lessons asks for this first, and their screen then finds them read.
 */
export async function readCatalog(): Promise<Catalog> {
  const catalog: Catalog = { lessons: [], errors: [] };
  let slice = performance.now();
  for (const [file, data] of FILES) {
    if (read) return read;
    if (performance.now() - slice > 10) {
      await new Promise<void>((next) => setTimeout(next, 0));
      slice = performance.now();
    }
    add(catalog, file, data);
  }
  return (read ??= catalog);
}
