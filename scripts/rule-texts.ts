// Keeps the translated rule summaries and "What changed" notes (src/content/rules/
// summaries.<language>.json and notes.<language>.json) in step with the English:
// `npx tsx scripts/rule-texts.ts de` sorts each file in the English's order, stamps every entry
// whose `en` is empty with the hash of today's English (so write a translation, or fix a stale
// one, with `"en": ""`), and lists what is still missing or stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { englishHash, textHash } from '../src/content/rules/hash';
import { RULE_SUMMARIES, ruleOrder } from '../src/rules/summaries';
import { ENGLISH_NOTES } from '../src/ui/rulebook/changeNotes';

const language = process.argv[2];
if (!language) throw new Error('usage: tsx scripts/rule-texts.ts <language>');

/** Brings one file in step: `keys` in order, `hash` of each key's English today. */
function update<T extends { en: string }>(
  name: string,
  keys: readonly string[],
  hash: (key: string) => string,
  required: boolean,
) {
  const path = new URL(`../src/content/rules/${name}.${language}.json`, import.meta.url);
  if (!required && !existsSync(path)) return;
  let file: Record<string, T> = {};
  try {
    file = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    // a new language: an empty file
  }
  // In order: an object would put the whole numbers (601, 800) first.
  const out: [string, T][] = [];
  const missing: string[] = [];
  const stale: string[] = [];
  for (const key of keys) {
    const t = file[key];
    if (!t) missing.push(key);
    else {
      out.push([key, { ...t, en: t.en || hash(key) }]);
      if (t.en && t.en !== hash(key)) stale.push(key);
    }
  }
  const unknown = Object.keys(file).filter((k) => !keys.includes(k));
  const entries = out.map(
    ([key, t]) => `  ${JSON.stringify(key)}: ${JSON.stringify(t, null, 2).replace(/\n/g, '\n  ')}`,
  );
  writeFileSync(path, `{\n${entries.join(',\n')}\n}\n`);
  console.log(
    `${name}.${language}: ${out.length} of ${keys.length} translated` +
      (stale.length ? `; stale: ${stale.join(' ')}` : '') +
      (unknown.length ? `; dropped (no English): ${unknown.join(' ')}` : '') +
      (missing.length ? `; missing: ${missing.length}` : ''),
  );
}

update(
  'summaries',
  Object.keys(RULE_SUMMARIES).sort(ruleOrder),
  (rule) => englishHash(RULE_SUMMARIES[rule]!),
  true,
);
update('notes', Object.keys(ENGLISH_NOTES), (key) => textHash(ENGLISH_NOTES[key]!), false);
