// Keeps a language's lesson translations (src/content/lessons/lessons.<language>.json) in step
// with the English lessons (src/teach/lessons/*.json): `npx tsx scripts/lesson-texts.ts de` sorts
// the file in the lessons' order (steps by number), stamps every part whose `en` is empty with
// the hash of today's English (so write a translation, or fix a stale one, with `"en": ""`), and
// lists the lessons and steps still missing or stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { lessonHash, stepHash } from '../src/content/lessons/hash';
import type {
  LessonFile,
  TranslatedLesson,
  TranslatedStep,
} from '../src/content/lessons/lessonTexts';

const language = process.argv[2];
if (!language) throw new Error('usage: tsx scripts/lesson-texts.ts <language>');

interface English {
  id: string;
  title: string;
  summary: string;
  steps: { narration: string }[];
}
const dir = new URL('../src/teach/lessons/', import.meta.url);
// In file-name order, as the lessons list has them (src/teach/catalog.ts).
const lessons: English[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort((a, b) => a.localeCompare(b))
  .map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as English);

const path = new URL(`../src/content/lessons/lessons.${language}.json`, import.meta.url);
let file: Record<string, TranslatedLesson> = {};
try {
  file = JSON.parse(readFileSync(path, 'utf8')) as LessonFile;
} catch {
  // a new language: an empty file
}

const out: Record<string, TranslatedLesson> = {};
const missing: string[] = [];
const stale: string[] = [];
let parts = 0;
let current = 0;
for (const en of lessons) {
  const t = file[en.id];
  parts += 1 + en.steps.length;
  if (!t) {
    missing.push(en.id);
    continue;
  }
  const head = lessonHash(en);
  if (t.en && t.en !== head) stale.push(`${en.id} (title and summary)`);
  else current++;
  const steps: Record<string, TranslatedStep> = {};
  const missingSteps: number[] = [];
  en.steps.forEach((s, i) => {
    const key = String(i + 1);
    const ts = t.steps?.[key];
    if (!ts) return missingSteps.push(i + 1);
    const hash = stepHash(s.narration);
    if (ts.en && ts.en !== hash) stale.push(`${en.id} step ${key}`);
    else current++;
    steps[key] = { narration: ts.narration, en: ts.en || hash };
  });
  if (missingSteps.length) missing.push(`${en.id} step ${missingSteps.join(', ')}`);
  const dropped = Object.keys(t.steps ?? {}).filter((k) => !steps[k]);
  if (dropped.length)
    console.log(`${en.id}: dropped steps the English lacks: ${dropped.join(' ')}`);
  out[en.id] = { title: t.title, summary: t.summary, en: t.en || head, steps };
}
const unknown = Object.keys(file).filter((id) => !lessons.some((l) => l.id === id));

writeFileSync(path, `${JSON.stringify(out, null, 2)}\n`);
console.log(
  `lessons.${language}: ${current} of ${parts} parts current (a lesson's title and summary, each step)` +
    (stale.length ? `\n  stale: ${stale.join('; ')}` : '') +
    (unknown.length ? `\n  dropped (no English): ${unknown.join(' ')}` : '') +
    (missing.length ? `\n  missing: ${missing.join('; ')}` : ''),
);
