// Every rule number the app cites — in the engine's reasons and errors, in the UI and the chart —
// has a summary in the rules panel. The citations are collected from the source's string
// literals and JSX text (comments left out), so a new `rule: '…'` without a summary fails here.
import { describe, expect, it } from 'vitest';
import { RULE_SUMMARIES, RULES_URL, ruleOrder } from './summaries';

// Vite reads the sources as text (src/rules stays free of Node built-ins).
const SOURCES = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/test-helpers.ts', '!../cli/**'],
  { query: '?raw', import: 'default', eager: true },
);

/** Rule numbers cited in a source file's string literals and JSX text. */
function citedRules(source: string): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const found = new Set<string>();
  const literals = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"|>([^<>{}]+)</g;
  for (const m of code.matchAll(literals)) {
    const text = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    if (/^\s*\d{3}\s*$/.test(text)) found.add(text.trim());
    for (const r of text.matchAll(/\b([1-9]\d{2}\.\d+[a-z]?)\b/g)) found.add(r[1]!);
  }
  return found;
}

describe('rules panel coverage', () => {
  const cited = new Map<string, string>();
  for (const [file, text] of Object.entries(SOURCES))
    for (const r of citedRules(text)) if (!cited.has(r)) cited.set(r, file);

  it('reads the sources', () => expect(Object.keys(SOURCES).length).toBeGreaterThan(40));

  it('finds the citations it is meant to find (the collector itself works)', () => {
    expect(
      citedRules(`no('x', '801.3'); const a = \`(800.4g)\`; <span>804.2</span> // 999.9`),
    ).toEqual(new Set(['801.3', '800.4g', '804.2']));
    expect(cited.size).toBeGreaterThan(60);
    expect(cited.has('801.16')).toBe(true);
    expect(cited.has('807.4d')).toBe(true);
  });

  it('every cited rule has a summary', () => {
    const missing = [...cited].filter(([r]) => !RULE_SUMMARIES[r]).map(([r, f]) => `${r} (${f})`);
    expect(missing).toEqual([]);
  });

  it('summaries are short: one or two sentences, with a title', () => {
    for (const [rule, s] of Object.entries(RULE_SUMMARIES)) {
      expect(s.title.length, rule).toBeGreaterThan(3);
      const sentences = s.summary.split(/[.!?](\s|$)/).filter((x) => x.trim().length > 1);
      expect(sentences.length, `${rule}: ${s.summary}`).toBeLessThanOrEqual(2);
    }
  });

  it('links to the official Comprehensive Rules and sorts numerically', () => {
    expect(RULES_URL).toBe('https://magic.wizards.com/en/rules');
    expect(['801.10', '801.5c', '801', '104.2a', '801.2b'].sort(ruleOrder)).toEqual([
      '104.2a',
      '801',
      '801.2b',
      '801.5c',
      '801.10',
    ]);
  });
});

describe('the rules panel covers the texts (800–811 and the recent 810.8–903)', () => {
  it('every numbered rule of the texts has a summary', async () => {
    const { rules } = (await import('./ruleNumbers.json')).default;
    expect(rules.length).toBeGreaterThan(230);
    expect(rules.filter((r) => !RULE_SUMMARIES[r])).toEqual([]);
  });
});
