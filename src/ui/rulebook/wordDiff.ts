// The words that differ between a 2005 rule's summary and its counterparts' today, for the rules
// panel's "What changed" (jsdiff's word diff). It lives in the panel's lazy chunk, never in the
// start-up code.
import { diffWords } from 'diff';

export interface Piece {
  text: string;
  /** Words this side has and the other lacks. */
  differs: boolean;
}

/** One apostrophe, so ’ against ' is not a difference. */
const tidy = (s: string) => s.replace(/'/g, '’');
/** A difference worth marking holds a letter or a digit, not a comma alone. */
const wordy = (s: string) => /[\p{L}\p{N}]/u.test(s);

/** Neighbouring pieces of one kind as one, so a marked run is one element; punctuation between
 *  two marked runs joins them ("810.10" is one run, not "810" and "10"). */
function join(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const [i, p] of pieces.entries()) {
    if (!p.differs && !wordy(p.text) && pieces[i - 1]?.differs && pieces[i + 1]?.differs)
      p.differs = true;
    const last = out[out.length - 1];
    if (last && last.differs === p.differs) last.text += p.text;
    else out.push({ ...p });
  }
  return out;
}

/** `shown` as pieces, its words that `other` lacks marked (case aside: "Equal" is "equal"). The
 *  diff's unchanged runs are spelled as its second text has them, so `shown` goes second. */
const side = (other: string, shown: string) =>
  join(
    diffWords(other, shown, { ignoreCase: true })
      .filter((p) => !p.removed)
      .map((p) => ({ text: p.value, differs: p.added && wordy(p.value) })),
  );

/**
 * Each side as pieces: the 2005 summary with the words none of today's has, and each of today's
 * with the words the 2005 one lacks.
 */
export function wordDiff(then: string, now: readonly string[]): { then: Piece[]; now: Piece[][] } {
  const old = tidy(then);
  return { then: side(now.map(tidy).join(' '), old), now: now.map((n) => side(old, tidy(n))) };
}
