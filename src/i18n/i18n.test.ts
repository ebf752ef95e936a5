// The language shown: chosen, kept on the device (and nowhere else), and its catalogs loaded.
import { t } from '@lingui/core/macro';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, i18n, needCatalog, showLanguage, startLanguage } from './i18n';
import { LANGUAGE_KEY } from './locales';

// The browser's globals this module reads, as a page would have them.
const storage = new Map<string, string>();
const page = {
  href: 'https://example.test/',
  languages: ['en-US'] as string[],
  replaced: [] as string[],
};
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => void storage.set(k, v),
  removeItem: (k: string) => void storage.delete(k),
});
vi.stubGlobal('document', { documentElement: { lang: 'en' } });
vi.stubGlobal('location', {
  get href() {
    return page.href;
  },
});
vi.stubGlobal('history', {
  state: null,
  replaceState: (_s: unknown, _t: string, url: string) => page.replaced.push(url),
});
vi.stubGlobal('navigator', {
  get languages() {
    return page.languages;
  },
  language: 'en-US',
});
afterAll(() => vi.unstubAllGlobals());

beforeEach(async () => {
  storage.clear();
  page.href = 'https://example.test/';
  page.languages = ['en-US'];
  page.replaced = [];
  await showLanguage('en');
});

const newGame = () => t`New game`;

describe('choosing a language', () => {
  it('shows it, sets <html lang> and keeps it on the device under its own key', async () => {
    await chooseLanguage('de');
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(newGame()).toBe('Neues Spiel');
    expect(storage.get(LANGUAGE_KEY)).toBe('de');
    // Only the language is stored: no other key was written.
    expect([...storage.keys()]).toEqual([LANGUAGE_KEY]);
  });

  it('a page starts in the language kept on the device, before the browser’s', async () => {
    storage.set(LANGUAGE_KEY, 'ja');
    page.languages = ['fr-FR'];
    await startLanguage();
    expect(i18n.locale).toBe('ja');
    expect(newGame()).toBe('新しいゲーム');
  });

  it('without a choice, the browser’s languages decide, and nothing is stored', async () => {
    page.languages = ['nl-NL', 'fr-CA'];
    await startLanguage();
    expect(i18n.locale).toBe('fr');
    expect(storage.has(LANGUAGE_KEY)).toBe(false);
  });

  it('English starts at once: its first catalog is in the start-up code', () => {
    page.languages = ['en-GB'];
    expect(startLanguage()).toBeNull();
    expect(i18n.locale).toBe('en');
    expect(newGame()).toBe('New game');
  });

  it('?lang= is kept like a choice and taken out of the address, so no link carries it', async () => {
    page.href = 'https://example.test/app/?lang=ja&x=1#setup';
    await startLanguage();
    expect(i18n.locale).toBe('ja');
    expect(storage.get(LANGUAGE_KEY)).toBe('ja');
    expect(page.replaced).toEqual(['/app/?x=1#setup']);
  });

  it('a screen’s catalog loads in the language shown, and again in one picked later', async () => {
    await needCatalog('setup');
    await chooseLanguage('fr');
    const title = () => t`Set up the table`;
    expect(title()).toBe('Préparer la table');
    await chooseLanguage('ja');
    expect(title()).toBe('テーブルの準備');
  });

  it('the pseudo-locale changes every message visibly, keeping its placeholders', async () => {
    await chooseLanguage('pseudo');
    expect(document.documentElement.lang).toBe('en-XA');
    const text = newGame();
    expect(text).not.toBe('New game');
    expect(text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).toMatch(/New game/i);
    const turn = 7;
    expect(t`turn ${turn}`).toContain('7');
  });
});
