import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, LOCALES, matchLocale, NATIVE_NAMES, startingLanguage } from './locales';

describe('the browser’s languages pick one of ours', () => {
  it('takes the first language we have, in the browser’s order', () => {
    expect(matchLocale(['de-AT', 'en'])).toBe('de');
    expect(matchLocale(['nl', 'sv', 'fr-CA', 'de'])).toBe('fr');
    expect(matchLocale(['ja'])).toBe('ja');
    expect(matchLocale(['KO-kr'])).toBe('ko');
    expect(matchLocale(['nl', 'sv'])).toBeNull();
    expect(matchLocale([])).toBeNull();
  });

  it('any Portuguese is Brazil’s', () => {
    expect(matchLocale(['pt'])).toBe('pt-BR');
    expect(matchLocale(['pt-PT'])).toBe('pt-BR');
    expect(matchLocale(['pt_BR'])).toBe('pt-BR');
  });

  it('Chinese: Taiwan, Hong Kong, Macau and Hant are traditional; the rest simplified', () => {
    expect(matchLocale(['zh-TW'])).toBe('zh-Hant');
    expect(matchLocale(['zh-HK'])).toBe('zh-Hant');
    expect(matchLocale(['zh-MO'])).toBe('zh-Hant');
    expect(matchLocale(['zh-Hant'])).toBe('zh-Hant');
    expect(matchLocale(['zh-Hant-CN'])).toBe('zh-Hant');
    expect(matchLocale(['zh'])).toBe('zh-Hans');
    expect(matchLocale(['zh-CN'])).toBe('zh-Hans');
    expect(matchLocale(['zh-SG'])).toBe('zh-Hans');
    expect(matchLocale(['zh-Hans-HK'])).toBe('zh-Hans');
  });
});

describe('the language a page starts in', () => {
  const browser = ['fr-FR', 'en'];
  it('?lang= first, then the device’s choice, then the browser, then English', () => {
    expect(startingLanguage({ param: 'ja', stored: 'de', browser })).toEqual({
      language: 'ja',
      fromParam: true,
    });
    expect(startingLanguage({ param: 'pseudo', stored: null, browser }).language).toBe('pseudo');
    expect(startingLanguage({ param: null, stored: 'de', browser })).toEqual({
      language: 'de',
      fromParam: false,
    });
    expect(startingLanguage({ param: null, stored: null, browser }).language).toBe('fr');
    expect(startingLanguage({ param: null, stored: null, browser: ['nl'] }).language).toBe('en');
  });

  it('ignores what is not one of ours', () => {
    expect(startingLanguage({ param: 'xx', stored: 'klingon', browser }).language).toBe('fr');
  });
});

it('each language is named in itself, and first-paint.js knows the same languages', () => {
  expect(Object.keys(NATIVE_NAMES).sort()).toEqual([...LOCALES, 'pseudo'].sort());
  expect(NATIVE_NAMES.de).toBe('Deutsch');
  expect(NATIVE_NAMES.ja).toBe('日本語');
  // public/first-paint.js hides the English prerendered screen from any other language; it must
  // decide as locales.ts does (a plain script cannot import it).
  const script = readFileSync('public/first-paint.js', 'utf8');
  const list = (name: string) =>
    [...new RegExp(`var ${name} = \\[([^\\]]*)\\]`).exec(script)![1]!.matchAll(/'([^']+)'/g)].map(
      (m) => m[1],
    );
  expect(list('LANGUAGES')).toEqual([...LOCALES, 'pseudo']);
  expect(list('PRIMARY')).toEqual([...new Set(LOCALES.map((l) => l.split('-')[0]))]);
  expect(script).toContain(`localStorage.getItem('${LANGUAGE_KEY}')`);
});
