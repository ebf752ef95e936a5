// Look-alike and invisible names: the same player whatever the width, case, accents,
// look-alike letters of another script or zero-width characters; refused when nothing visible.
import { describe, expect, it } from 'vitest';
import { nameKey, visibleName } from './names';
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
});
