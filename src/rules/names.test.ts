// Look-alike and invisible names: the same player whatever the width, case, accents,
// look-alike letters of another script, zero-width or blank characters; refused when nothing
// visible or with a control character inside.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import './confusables';
import { nameKey, visibleName } from './names';
import { loadScenario } from './scenario';
import { load, refused, roster } from './test-helpers';

describe('player names compared as people read them', () => {
  const table = (a: string, b: string) => ({
    variant: 'free-for-all' as const,
    players: [{ name: a }, { name: b }, { name: 'Cy' }],
  });

  it.each([
    ['Ana', '\uFF21\uFF4E\uFF41'], // full width
    ['Ana', 'Ana\u0301'], // combining accent
    ['Ana', '\u0410na'], // Cyrillic A
    ['Ana', 'A\u200Bna'], // zero-width space
    ['Straße', 'STRASSE'], // case folding
    ['Ana', 'ANA'],
    ['José', 'Jose\u0301'], // precomposed and combining
    ['Ana', 'Ana\u2800'], // Braille blank at the end
    ['Ana', '\u2800Ana'], // … and at the start
    ['Ana Bo', 'Ana\u2800Bo'], // … and for a space
    ['Ana', 'Ana\u3164'], // Hangul filler
    ['Ana', '\u13AAna'], // Cherokee capital A
    ['Ana', 'A\u0274a'], // small capital N
    ['Ana', '\u1D00na'], // small capital A
    ['ANA', '\u0391\u039D\u0391'], // Greek capitals
    ['Ana', 'An\u0251'], // IPA alpha
  ])('"%s" and "%s" are the same player: refused, naming both', (a, b) => {
    expect(nameKey(a)).toBe(nameKey(b));
    const e = refused(table(a, b));
    expect(e.path).toBe('players[1].name');
    expect(e.message).toContain(`"${a}"`);
    if (a !== b) expect(e.message).toContain(`"${b}"`);
  });

  it('different names stay different', () => {
    expect(nameKey('Ana')).not.toBe(nameKey('Anna'));
    expect(nameKey('Bo')).not.toBe(nameKey('Bob'));
    load(table('Ana', 'Anna'));
  });

  it('a name made only of invisible characters is refused', () => {
    expect(visibleName('\u200B\u200D\uFEFF')).toBe('');
    const e = refused(table('\u200B\u200C', 'Bo'));
    expect(e.message).toMatch(/only of invisible characters/);
    expect(e.path).toBe('players[0].name');
  });

  it('names are kept as written (events still find them)', () => {
    const v = load({ variant: 'free-for-all', players: roster('Zoë', 'Ｂｏ', 'Cy') });
    expect(v.seating()).toEqual(['Zoë', 'Ｂｏ', 'Cy']);
  });

  it.each(
    [...Array.from({ length: 32 }, (_, c) => c), 0x7f, 0x80, 0x85, 0x9f, 0x2028, 0x2029].map(
      (c) => ({ c, code: c.toString(16).toUpperCase().padStart(4, '0') }),
    ),
  )('a control character U+$code inside a name is refused, saying so', ({ c }) => {
    const e = refused(table(`A${String.fromCodePoint(c)}na`, 'Bo'));
    expect(e.path).toBe('players[0].name');
    expect(e.message).toMatch(/control character \(U\+[0-9A-F]{4}\)/);
  });

  it('blank characters alone are no name', () => {
    expect(refused(table('\u2800\u2800', 'Bo')).message).toMatch(/only of invisible characters/);
  });

  it('a name wholly in another script stays allowed', () => {
    const v = load({ variant: 'free-for-all', players: roster('Анна', '李', 'Ελένη', 'ᏣᎳᎩ') });
    expect(v.seating()).toEqual(['Анна', '李', 'Ελένη', 'ᏣᎳᎩ']);
    load(table('Анна', 'Anna'));
  });
});

// What each covered character looks like, written here by hand (not taken from names.ts): Latin
// letters, their look-alikes from Cyrillic, Greek, Cherokee and IPA / small capitals (drawn as the
// small letter), invisible characters (drawn as nothing) and blank ones (drawn as a space).
// prettier-ignore
const LOOKS: readonly (readonly [string, string])[] = [
  ...[...'ABCEHIKMNOPTXYabceiknopxy '].map((c) => [c, c] as const),
  ['\u0410', 'A'], ['\u0412', 'B'], ['\u0421', 'C'], ['\u0415', 'E'], ['\u041D', 'H'],
  ['\u0406', 'I'], ['\u041A', 'K'], ['\u041C', 'M'], ['\u041E', 'O'], ['\u0420', 'P'],
  ['\u0422', 'T'], ['\u0425', 'X'], ['\u04AE', 'Y'], ['\u0430', 'a'], ['\u0441', 'c'],
  ['\u0435', 'e'], ['\u0456', 'i'], ['\u043E', 'o'], ['\u0440', 'p'], ['\u0445', 'x'],
  ['\u0443', 'y'], ['\u0391', 'A'], ['\u0392', 'B'], ['\u0395', 'E'], ['\u0397', 'H'],
  ['\u0399', 'I'], ['\u039A', 'K'], ['\u039C', 'M'], ['\u039D', 'N'], ['\u039F', 'O'],
  ['\u03A1', 'P'], ['\u03A4', 'T'], ['\u03A7', 'X'], ['\u03A5', 'Y'], ['\u03BF', 'o'],
  ['\u13AA', 'A'], ['\u13F4', 'B'], ['\u13DF', 'C'], ['\u13AC', 'E'], ['\u13BB', 'H'],
  ['\u13B7', 'M'], ['\u13E2', 'P'], ['\u13A2', 'T'], ['\u13E6', 'K'], ['\u0251', 'a'],
  ['\u1D00', 'a'], ['\u0299', 'b'], ['\u1D04', 'c'], ['\u1D07', 'e'], ['\u029C', 'h'],
  ['\u026A', 'i'], ['\u1D0B', 'k'], ['\u1D0D', 'm'], ['\u0274', 'n'], ['\u1D0F', 'o'],
  ['\u1D18', 'p'], ['\u1D1B', 't'], ['\u028F', 'y'], ['\u200B', ''], ['\u200D', ''],
  ['\uFEFF', ''], ['\u00AD', ''], ['\u2060', ''], ['\u2800', ' '], ['\u3164', ' '],
];
const looks = new Map(LOOKS);
const drawn = (name: string) =>
  [...name]
    .map((c) => looks.get(c)!)
    .join('')
    .trim()
    .replace(/ +/g, ' ');

describe('no two accepted names of one table look the same', () => {
  const nameArb = fc
    .array(fc.constantFrom(...LOOKS.map(([c]) => c)), { minLength: 1, maxLength: 6 })
    .map((cs) => cs.join(''));

  it('names drawn alike are refused as one player (covered characters)', () => {
    fc.assert(
      fc.property(nameArb, nameArb, (a, b) => {
        const r = loadScenario({
          variant: 'free-for-all',
          players: [{ name: a }, { name: b }, { name: 'Zed' }],
        });
        if (r.ok) expect(drawn(a)).not.toBe(drawn(b));
        else if (drawn(a) === drawn(b) && drawn(a) !== '') expect(nameKey(a)).toBe(nameKey(b));
      }),
      { numRuns: 3000 },
    );
  });

  it('a name with any control character is never accepted', () => {
    const control = fc.constantFrom(
      ...Array.from({ length: 32 }, (_, c) => String.fromCharCode(c)),
      ...Array.from({ length: 33 }, (_, c) => String.fromCharCode(0x7f + c)),
    );
    fc.assert(
      fc.property(nameArb, control, nameArb, (a, c, b) => {
        const r = loadScenario({
          variant: 'free-for-all',
          players: [{ name: `${a}${c}${b}` }, { name: 'Bo' }, { name: 'Cy' }],
        });
        // Controls at either end are trimmed as spaces are (tab, line feed), so only inside counts.
        if (`${a}${c}${b}`.trim().includes(c)) expect(r.ok).toBe(false);
      }),
    );
  });
});

describe('visible names of printable ASCII', () => {
  it('keep every character but the spaces around them', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        expect(visibleName(name)).toBe(name.trim());
        // The same characters between two letters outside ASCII take the per-character path,
        // which the fast path for printable ASCII stands in for: it too keeps every one of them.
        expect(visibleName(`é${name}é`)).toBe(`é${name}é`);
      }),
    );
  });
});
