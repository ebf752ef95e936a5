// Lists of names: English as en-GB's Intl lists write them, with no Intl list format made (the
// page's first loads ICU's list patterns); another language by Intl's own.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { showLanguage } from './i18n';
import { listWords } from './list';

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
});
