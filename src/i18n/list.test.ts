// Lists of names: English as en-GB's Intl lists write them, with no Intl list format made (the
// page's first loads ICU's list patterns); another language as its Intl lists write them, from its
// engine catalog's patterns once that is in (rules/words.ts LIST_WORDS), by Intl until then.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { needCatalog, showLanguage } from './i18n';
import { listWords } from './list';
import { LOCALES } from './locales';
import { LIST_WORDS } from '../rules/words';

const names = (n: number) => ['Ana', 'Bo', 'Cy', 'Di', 'Ed'].slice(0, n);

describe('a list of names', () => {
  afterAll(() => void showLanguage('en'));

  it('in English is en-GB’s list, long and narrow, made without Intl', () => {
    const long = new Intl.ListFormat('en-GB', { type: 'conjunction', style: 'long' });
    const narrow = new Intl.ListFormat('en-GB', { type: 'conjunction', style: 'narrow' });
    const made = vi.spyOn(Intl, 'ListFormat');
    for (let n = 0; n <= 5; n++) {
      expect(listWords(names(n))).toBe(long.format(names(n)));
      expect(listWords(names(n), 'narrow')).toBe(narrow.format(names(n)));
    }
    expect(listWords(names(3))).toBe('Ana, Bo and Cy');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('in German and Japanese is Intl’s list of that language', async () => {
    await showLanguage('de');
    expect(listWords(names(3))).toBe('Ana, Bo und Cy');
    await showLanguage('ja');
    expect(listWords(names(3))).toBe(
      new Intl.ListFormat('ja', { type: 'conjunction' }).format(names(3)),
    );
  });

  it.each(LOCALES.filter((l) => l !== 'en' && l !== 'es'))(
    '%s lists as Intl does, long and narrow, from its catalog with no Intl list made',
    async (l) => {
      await showLanguage(l);
      await needCatalog('engine');
      const intl = (style: 'long' | 'narrow') =>
        new Intl.ListFormat(l, { type: 'conjunction', style });
      const long = intl('long');
      const narrow = intl('narrow');
      const made = vi.spyOn(Intl, 'ListFormat');
      for (let n = 0; n <= 5; n++) {
        expect(listWords(names(n))).toBe(long.format(names(n)));
        expect(listWords(names(n), 'narrow')).toBe(narrow.format(names(n)));
      }
      // A name with the marks a message would read as its own ({…}, #, ') is only a name.
      const odd = ["{0} O'Neil", '#1', 'Bo'];
      expect(listWords(odd)).toBe(long.format(odd));
      expect(made).not.toHaveBeenCalled();
      made.mockRestore();
    },
  );

  it('reads only the patterns rules/words.ts declares (the ids list.ts builds)', () => {
    const built = ['list.', 'list.narrow.'].flatMap((kind) =>
      ['pair', 'middle', 'last'].map((part) => kind + part),
    );
    expect(
      Object.values(LIST_WORDS)
        .map((w) => w.id)
        .sort(),
    ).toEqual(built.sort());
  });

  it('in Spanish is Intl’s list, which writes "e" before an "i" sound', async () => {
    await showLanguage('es');
    await needCatalog('engine');
    expect(listWords(['Ana', 'Isabel'])).toBe('Ana e Isabel');
    expect(listWords(['Ana', 'Bo', 'Hilda'])).toBe('Ana, Bo e Hilda');
    expect(listWords(['Ana', 'Bo'])).toBe('Ana y Bo');
  });
});
