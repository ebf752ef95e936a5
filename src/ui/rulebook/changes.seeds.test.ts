// Which pairs "What changed" marks changed, held to the published texts where they sit beside the
// project (../shared/seeds, as test/docs/rule-numbers.test.ts reads them): a pair marked unchanged
// reads nearly word for word the same, and a pair that reads the same is not marked changed. The
// texts are only compared here; the app shows our own summaries.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffWords } from 'diff';
import { describe, expect, it } from 'vitest';
import { changeRows, rowRule } from './changes';

const SEEDS = join(__dirname, '../../../../shared/seeds');

/** Rule number → its text, from the first seed file that has it. */
function texts(): { then: Map<string, string>; now: Map<string, string> } {
  const then = new Map<string, string>();
  const now = new Map<string, string>();
  const take = (text: string, re: RegExp, into: Map<string, string>) => {
    const found = [...text.matchAll(re)];
    found.forEach((m, i) => {
      const end = found[i + 1]?.index ?? text.length;
      if (!into.has(m[1]!)) into.set(m[1]!, text.slice(m.index + m[0].length, end));
    });
  };
  for (const f of readdirSync(SEEDS).sort()) {
    const text = readFileSync(join(SEEDS, f), 'utf8');
    // The 2008 rulings page ("  601.2a - text") and the 2005 606–609 ("606.4a text").
    if (f.startsWith('002')) take(text, /(?:^|\s)(60[12](?:\.\d+[a-z]?)?) - /g, then);
    if (f.startsWith('003'))
      take(
        text.replace(/606\. 8b/g, '606.8b').split('Glossary')[0]!,
        /(?:^|\s)(60[6-9](?:\.\d+[a-z]?)?)\.? /g,
        then,
      );
    // The recent table ("| 810.8b | text |") wins over the 2011 section 8 ("801.2a text").
    if (f.startsWith('001'))
      for (const m of text.matchAll(/^(\d{3}\.\d+[a-z]?) \| (.*?) \|/gm)) now.set(m[1]!, m[2]!);
    if (f.startsWith('000')) take(text, /^(8\d\d(?:\.\d+[a-z]?)?)\.? /gm, now);
  }
  return { then, now };
}

/** A rule's words without its examples, references, dates and the page's scanning faults, and
 *  with the game's words of 2005 as today's (in play, state-based effect, his or her). */
const words = (s: string) =>
  s
    .split(/Example:|This search based/)[0]!
    .replace(/\[CompRules[^\]]*\]/g, '')
    .replace(/\.s\.|\.s\.p\.a\./g, (m) => m.replace(/\./g, ''))
    .replace(/pa\.s\.s/g, 'pass')
    .replace(/a\.s\.sign/g, 'assign')
    .replace(/\(?see rule[^.)]*[.)]?/gi, '')
    .replace(/["“”’']/g, "'")
    .replace(/\bhis or her\b/g, 'their')
    .replace(/\bhe or she\b/g, 'they')
    .replace(/\bhim or her\b/g, 'them')
    .replace(/\bin play\b/g, 'on the battlefield')
    .replace(/state-based effect/g, 'state-based action')
    .replace(/\s+/g, ' ')
    .trim();

/** How many words of `a` and `b` the other lacks. */
const differing = (a: string, b: string) =>
  diffWords(words(a), words(b))
    .filter((p) => p.added || p.removed)
    .reduce((n, p) => n + p.value.split(/\s+/).filter(Boolean).length, 0);

describe.skipIf(!existsSync(SEEDS))('what changed, held to the published texts', () => {
  // A skipped describe is still collected: read the texts only where they are.
  const { then, now } = existsSync(SEEDS) ? texts() : { then: new Map(), now: new Map() };
  // Each pair's 2005 text against the counterpart closest to it.
  const distance = changeRows()
    .filter((r) => r.then && r.now.length && then.has(r.then.rule))
    .map((r) => ({
      row: r,
      words: Math.min(
        ...r.now.map((n) => differing(then.get(r.then!.rule)!, now.get(n.rule) ?? '')),
      ),
    }));

  it('finds the texts of nearly every pair', () => {
    expect(distance.length).toBeGreaterThan(90);
  });

  it('a pair marked unchanged differs by a few words at most (today’s names for things)', () => {
    const far = distance
      .filter((d) => d.row.status === 'unchanged' && d.words > 15)
      .map((d) => `${rowRule(d.row)}: ${d.words}`);
    expect(far).toEqual([]);
  });

  it('a pair that reads word for word the same is not marked changed', () => {
    const same = distance
      .filter((d) => d.row.status === 'changed' && d.words === 0)
      .map((d) => rowRule(d.row));
    expect(same).toEqual([]);
  });
});
