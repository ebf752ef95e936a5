// A whole sentence chosen for exactly one player (the only player left, one player coming into
// range) says so with `=1`, not the plural category `one`: in Russian `one` is also 21, 31, …, and
// in French and Portuguese 0, so 21 winners would read as "the only player left".
import { readFileSync } from 'node:fs';
import PO from 'pofile';
import { afterAll, describe, expect, it } from 'vitest';
import { words } from '../rules/words';
import { needCatalog, showLanguage } from './i18n';
import { LOCALES } from './locales';
import { say } from './say';

const ENGLISH = PO.parse(readFileSync('src/i18n/locales/en/engine.po', 'utf8'));
const englishOf = (id: string) => ENGLISH.items.find((i) => i.msgid === id)!.msgstr[0]!;

const ONE_OR_MANY = ['why.over.won', 'why.pending'];

describe.each(LOCALES)('a sentence for exactly one, in %s', (language) => {
  afterAll(async () => {
    await showLanguage('en');
  });

  it.each(ONE_OR_MANY)('%s reads for 21 as for 2, and for 1 on its own', async (id) => {
    await showLanguage(language);
    await needCatalog('engine');
    expect(englishOf(id)).toMatch(/^\{n, plural, =1 \{/);
    const said = (n: number) =>
      say(words({ id, message: englishOf(id) }, { n, w: 'Ana', names: 'Bo', P: 'Cy' }));
    expect(said(21)).toBe(said(2));
    expect(said(0)).toBe(said(2));
    // One on its own reads apart where the language has a singular (not Japanese, Korean, Chinese).
    const singular = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    if (singular.includes('one')) expect(said(1)).not.toBe(said(2));
  });
});
