import { afterEach, describe, expect, it } from 'vitest';
import { englishSource, english, words, wordsKey } from './words';
import { errorOf, reasonOf, withFields } from './terms';
import { citeIn } from './editionRules';

// The browser's build leaves a message's English out (`message: ''`); the page hands it over
// later (src/i18n/englishWords.ts).
const stripped = words(/*i18n*/ { id: 'test.stripped', message: '' }, { a: 'Ana' });

describe('a message whose English is left out of the code', () => {
  afterEach(() => englishSource(null));

  it('asks for its English, words as nothing meanwhile, and words in English once it is in', () => {
    let asked = 0;
    englishSource(null, () => asked++);
    expect(english(stripped)).toBe('');
    expect(asked).toBe(1);
    englishSource({ 'test.stripped': '{a} may attack.' });
    expect(english(stripped)).toBe('Ana may attack.');
  });

  it('gives a reason and a refusal made before the English arrived their English when read', () => {
    englishSource(null, () => {});
    const r = reasonOf(true, stripped, '802.2');
    const e = errorOf(stripped, '802.2');
    englishSource({ 'test.stripped': '{a} may attack.' });
    expect(r.text).toBe('Ana may attack.');
    expect(e.message).toBe('Ana may attack.');
    expect({ ...e }).toMatchObject({ message: 'Ana may attack.', rule: '802.2' });
  });

  it('keeps the English a message carries (the command line, the tests)', () => {
    englishSource({ 'test.kept': 'from the source' });
    expect(english(words(/*i18n*/ { id: 'test.kept', message: 'Kept.' }))).toBe('Kept.');
  });

  it('keeps a refusal and a reason worded when read once a field or the edition’s rule is added', () => {
    englishSource(null, () => {});
    const e = withFields(errorOf(stripped, '802.2'), { path: 'players[1]' });
    const r = citeIn('2005', reasonOf(true, stripped, '801.2'));
    const spread = { ...errorOf(stripped), path: 'players[1]' };
    englishSource({ 'test.stripped': '{a} may attack.' });
    expect(e).toMatchObject({ message: 'Ana may attack.', rule: '802.2', path: 'players[1]' });
    expect(r.text).toBe('Ana may attack.');
    expect(r.rule).not.toBe('801.2');
    // What a spread does, and why the engine does not spread them.
    expect(spread.message).toBe('');
  });

  it('tells messages apart by id and values, not by their English', () => {
    const bo = words(/*i18n*/ { id: 'test.stripped', message: '' }, { a: 'Bo' });
    expect(wordsKey(stripped)).not.toBe(wordsKey(bo));
    expect(wordsKey(stripped)).toBe(wordsKey({ ...stripped }));
  });
});
