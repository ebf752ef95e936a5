// The provider draws the page again when the language changes, not when a catalog of the same
// language loads after the first paint (what shows its words waited for it), unless a message was
// missing before it loaded.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { firstShown, nextShown, watchI18n } from './react';

function fresh() {
  const i18n = setupI18n();
  i18n.load('en', { a: 'A' });
  i18n.load('de', { a: 'Ä' });
  i18n.activate('en');
  watchI18n(i18n);
  return i18n;
}

describe('I18nProvider: when the page is drawn again', () => {
  it('not for a catalog loaded in the language shown', () => {
    const i18n = fresh();
    const shown = firstShown(i18n);
    i18n.load('en', { b: 'B' });
    expect(nextShown(shown, i18n)).toBe(shown);
  });

  it('for another language, with a value that translates into it', () => {
    const i18n = fresh();
    const shown = firstShown(i18n);
    i18n.activate('de');
    const next = nextShown(shown, i18n);
    expect(next).not.toBe(shown);
    expect(next.value).not.toBe(shown.value);
    expect(next.value._('a')).toBe('Ä');
    expect(next.locale).toBe('de');
  });

  it('for a catalog loaded after a message was missing, once', () => {
    const i18n = fresh();
    const shown = firstShown(i18n);
    expect(i18n._('c')).toBe('c');
    i18n.load('en', { c: 'C' });
    const mended = nextShown(shown, i18n);
    expect(mended.value).not.toBe(shown.value);
    expect(mended.value._('c')).toBe('C');
    i18n.load('en', { d: 'D' });
    expect(nextShown(mended, i18n)).toBe(mended);
  });
});

describe('I18nProvider: an engine message said before its catalog came', () => {
  it('draws the page again when the catalog arrives, now in the language shown', async () => {
    const { i18n } = await import('@lingui/core');
    const { showLanguage, needCatalog } = await import('./i18n');
    const { say } = await import('./say');
    const { words } = await import('../rules/words');
    await showLanguage('fr');
    watchI18n(i18n);
    const refusal = words(
      /*i18n*/ { id: 'life.amount.max', message: '{what} must be at most {max} either way.' },
      { what: 'X', max: 5 },
    );
    const shown = firstShown(i18n);
    // The engine's French is not in yet: English for now (say.ts), and the page is to draw again.
    expect(say(refusal)).toBe('X must be at most 5 either way.');
    await needCatalog('engine');
    const next = nextShown(shown, i18n);
    expect(next).not.toBe(shown);
    expect(say(refusal)).not.toBe('X must be at most 5 either way.');
    await showLanguage('en');
  });
});
