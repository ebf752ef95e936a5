// A link loads Unicode's whole look-alike table only when a name needs it, and is refused or
// opened exactly as decodeTable with the whole table in force would.
import { describe, expect, it, vi } from 'vitest';
import type { Scenario } from '../rules';

const withNames = (...names: string[]): Scenario => ({
  version: 1,
  variant: 'free-for-all',
  players: names.map((name) => ({ name })),
  startingPlayer: names[0],
});

/** A fresh copy of the modules, as a page that has loaded nothing else reads a link. */
async function fresh() {
  vi.resetModules();
  const { decodeLink } = await import('./decodeLink');
  const { encodeTable } = await import('./codec');
  const { nameKey } = await import('../rules/names');
  return { decodeLink, encodeTable, nameKey };
}

/** decodeTable's answer with the whole table in force, as a link was read before. */
async function withWholeTable(s: Scenario) {
  vi.resetModules();
  await import('../rules/confusables');
  const { decodeTable, encodeTable } = await import('./codec');
  return decodeTable(encodeTable(s));
}

describe('opening a link', () => {
  it.each([
    ['a Cyrillic look-alike', withNames('Ana', '\u0410na', 'Cy')],
    ['a Cherokee look-alike', withNames('Ana', '\u13AAna', 'Cy')],
    ['a small capital', withNames('Ana', 'A\u0274a', 'Cy')],
    ['a look-alike of a look-alike', withNames('\u0410na', '\u13AAna', 'Cy')],
  ])('with %s refuses it as before, the whole table loaded', async (_, s) => {
    const before = await withWholeTable(s);
    const { decodeLink, encodeTable } = await fresh();
    const r = await decodeLink(encodeTable(s));
    expect(r).toEqual(before);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.kind).toBe('invalid-table');
      expect(r.error.message).toMatch(/read as the same name/);
    }
  });

  it.each([
    ['ASCII look-alikes', withNames('B0b', 'BOb', 'Cy')],
    ['"m" and "rn"', withNames('Ana', 'Cy', 'Kim', 'Kirn')],
    ['distinct names', withNames('Ana', 'Bo', 'Cy')],
    ['a title', { ...withNames('Ana', 'Bo', 'Cy', 'Di'), title: 'Friday night' }],
  ])('with %s only (ASCII) decides as before without the whole table', async (_, s) => {
    const before = await withWholeTable(s);
    const { decodeLink, encodeTable, nameKey } = await fresh();
    expect(await decodeLink(encodeTable(s))).toEqual(before);
    // The whole table was not loaded: a Cyrillic "В" is still its own letter.
    expect(nameKey('\u0412ob')).not.toBe(nameKey('Bob'));
  });

  it('with a name outside ASCII loads the whole table before checking it', async () => {
    const { decodeLink, encodeTable, nameKey } = await fresh();
    const r = await decodeLink(encodeTable(withNames('Zoë', 'Bo', 'Cy')));
    expect(r.ok).toBe(true);
    expect(nameKey('\u0412ob')).toBe(nameKey('Bob'));
  });
});
