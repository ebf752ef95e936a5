// A day in an engine message (a table's dated name) is written from the language's catalog, not
// by an Intl date format made as a link opens (rules/words.ts DATE_WORDS): each catalog must
// write every month exactly as Intl's short date does in that language.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18n, needCatalog, showLanguage } from './i18n';
import { LOCALES } from './locales';
import { say } from './say';
import { english, englishDate, words } from '../rules/words';

const dated = (date: number) =>
  words(
    { id: 'persist.name.dated', message: '{name} · {date}' },
    {
      name: 'Pod',
      date: { date },
    },
  );

describe('a dated name in every language', () => {
  afterAll(() => void showLanguage('en'));

  it.each(LOCALES.filter((l) => l !== 'en'))('%s writes each month as Intl does', async (l) => {
    await showLanguage(l);
    await needCatalog('engine');
    expect(i18n.locale).toBe(l);
    const intl = new Intl.DateTimeFormat(l, { day: 'numeric', month: 'short', year: 'numeric' });
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let month = 0; month < 12; month++)
      for (const day of [1, 28]) {
        const time = new Date(2026, month, day, 12).getTime();
        // ICU versions differ in which space they keep unbroken ("2026 г."): any is right.
        const want = intl.format(time).replace(/[\u00a0\u202f]/gu, ' ');
        const got = say(dated(time)).replace(/[\u00a0\u202f]/gu, ' ');
        expect(got.slice(-want.length - 1)).toBe(` ${want}`);
      }
    // Read from the catalog: the page makes no date format of its own for it.
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('English keeps its own day, with no Intl date format at all', () => {
    const time = new Date(2026, 8, 4, 12).getTime();
    expect(englishDate(time)).toBe('4 Sept 2026');
    expect(english(dated(time))).toBe('Pod · 4 Sept 2026');
  });
});
