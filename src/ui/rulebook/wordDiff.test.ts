import { describe, expect, it } from 'vitest';
import { changeRows } from './changes';
import { wordDiff, type Piece } from './wordDiff';

const marked = (pieces: readonly Piece[]) => pieces.filter((p) => p.differs).map((p) => p.text);
const text = (pieces: readonly Piece[]) => pieces.map((p) => p.text).join('');

describe('the words that differ between two summaries', () => {
  it('606.4a / 810.4: marks 40 on the 2005 side and 30 on today’s, nothing the two share', () => {
    const d = wordDiff('A team starts at 40 life.', ['A team starts at 30 life, shared.']);
    expect(marked(d.then)).toEqual(['40']);
    expect(marked(d.now[0]!)).toEqual(['30', ', shared']);
  });

  it('a capital or an apostrophe’s shape is no difference; punctuation alone is never marked', () => {
    const d = wordDiff("Equal teams' life.", ['The equal teams’ life!']);
    expect(marked(d.then)).toEqual([]);
    expect(marked(d.now[0]!)).toEqual(['The ']);
  });

  it('a rule number is one marked run, not its digits apart', () => {
    const d = wordDiff('Twenty (15 today, 810.10).', ['Twenty.']);
    expect(marked(d.then)).toEqual(['(15 today, 810.10).']);
  });

  it('each of several counterparts is compared with the 2005 summary', () => {
    const d = wordDiff('Pass the marker left; it waits.', ['Pass the marker left.', 'It waits.']);
    expect(marked(d.then)).toEqual([]);
    expect(d.now).toHaveLength(2);
  });

  it('every pair’s pieces spell its summaries whole', () => {
    for (const r of changeRows()) {
      if (!r.then || r.now.length === 0) continue;
      const d = wordDiff(
        r.then.summary,
        r.now.map((n) => n.summary),
      );
      const tidy = (s: string) => s.replace(/'/g, '’');
      expect(text(d.then)).toBe(tidy(r.then.summary));
      r.now.forEach((n, i) => expect(text(d.now[i]!)).toBe(tidy(n.summary)));
    }
  });
});
