import { describe, expect, it } from 'vitest';
import { ALL_RULES, bySection, searchRules, sectionOf } from './searchRules';

const numbers = (q: string) => searchRules(q).map((r) => r.rule);

describe('searching the rules panel', () => {
  it('finds by rule number and its start, never a longer number', () => {
    expect(numbers('901.6')).toEqual(['901.6']);
    expect(numbers('801.2').filter((r) => r.startsWith('8'))).toEqual([
      '801.2',
      '801.2a',
      '801.2b',
      '801.2c',
      '801.2d',
    ]);
    expect(ALL_RULES.find((r) => r.rule === '801.2d')!.counterparts).toEqual(['601.2d']);
    expect(numbers('903.10a')).toEqual(['903.10a']);
    expect(numbers('807.')).toEqual(numbers('807'));
    // …and 807's 2005 counterparts, 608.
    expect(numbers('807').every((r) => /^(807|608)(\.|$)/.test(r))).toBe(true);
    expect(numbers('807').length).toBeGreaterThan(10);
  });

  it('finds by words, all of them, in any order, ignoring case and accents', () => {
    const planar = numbers('planar controller');
    expect(planar).toContain('901.6');
    expect(planar).toEqual(numbers('CONTROLLER Plánar'));
    expect(numbers('commander damage')).toContain('903.10a');
    expect(numbers('markers removal')).toContain('807.4e');
  });

  it('mixes numbers and words', () => {
    expect(numbers('810 poison')).toEqual(expect.arrayContaining(['810.8d']));
    expect(numbers('810 poison').every((r) => /^(810|606)\./.test(r))).toBe(true);
  });

  it('finds a rule by its counterpart in the other edition (606.4a and 810.4)', () => {
    expect(numbers('606.4a')).toEqual(['810.4', '606.4a']);
    expect(numbers('810.4')).toEqual(['810.4', '606.4a']);
    expect(numbers('601.3')).toContain('801.3');
    expect(ALL_RULES.find((r) => r.rule === '810.10')!.counterparts).toEqual(['606.10']);
    expect(ALL_RULES.find((r) => r.rule === '609.4')!.counterparts).toEqual(['811.4']);
  });

  it('finds an amount in the words: "40 life" is the 2005 Two-Headed Giant, "30 life" today’s', () => {
    expect(numbers('40 life')).toContain('606.4a');
    expect(numbers('40 life')).not.toContain('810.4');
    expect(numbers('30 life')).toContain('810.4');
    expect(numbers('606')).toEqual(expect.arrayContaining(['606.4a', '810.4']));
    expect(numbers('commander tax')).toContain('903.8');
    expect(numbers('fifteen poison').concat(numbers('15 poison'))).toContain('810.8d');
  });

  it('finds nothing for nonsense, and everything for an empty query', () => {
    expect(numbers('zzqx')).toEqual([]);
    expect(numbers('999')).toEqual([]);
    expect(numbers('  ')).toHaveLength(ALL_RULES.length);
  });

  it('groups under section headings in order', () => {
    const groups = bySection(ALL_RULES);
    expect(groups[0]!.section).toBe('1');
    expect(groups.map((g) => g.section)).toEqual([
      '1',
      ...['800', '801', '802', '803', '804', '805', '806', '807', '808', '809', '810', '811'],
      ...['900', '901', '902', '903'],
      ...['601', '602', '603', '604', '606', '607', '608', '609'],
    ]);
    expect(sectionOf('104.3a')).toBe('1');
  });
});

describe('counterparts read against both texts', () => {
  const of = (rule: string) => ALL_RULES.find((r) => r.rule === rule)!.counterparts;
  it('606.7b–d are today’s attack, block and damage rules (810.7c, 810.7d, 810.7f)', () => {
    expect(of('606.7b')).toEqual(['810.7c']);
    expect(of('606.7c')).toEqual(['810.7d']);
    expect(of('606.7d')).toEqual(['810.7f']);
    expect(of('810.7b')).toEqual([]);
  });
  it('606.6’s team turns are today’s shared team turns (805)', () => {
    expect(of('606.6c')).toEqual(['805.5']);
    expect(of('606.6e')).toEqual(['805.4b', '805.4c', '805.5a']);
    expect(of('606.6h')).toEqual(['805.6a']);
  });
});

describe('searching in the language shown', () => {
  it('finds German words in German, still finds rule numbers, and not the English words', async () => {
    const { loadRuleSummaries } = await import('../../content/rules/ruleTexts');
    const { i18n, needCatalog, showLanguage } = await import('../../i18n/i18n');
    const { rulesIn, sectionName } = await import('./searchRules');
    await showLanguage('de');
    await needCatalog('rules');
    try {
      const german = rulesIn(await loadRuleSummaries('de'));
      const inGerman = (q: string) =>
        searchRules(q, german, (s) => sectionName(s, i18n)).map((r) => r.rule);
      expect(inGerman('Lebenspunkte Two-Headed')).toContain('810.4');
      expect(inGerman('kommandeurschaden')).toContain('903.10a');
      // A word of the German section heading ("800 · Mehrspielerpartien allgemein").
      expect(inGerman('allgemein')).toContain('800.3');
      expect(inGerman('801.2')).toEqual(numbers('801.2'));
      expect(inGerman('life')).not.toContain('810.4');
      expect(numbers('life')).toContain('810.4');
    } finally {
      await showLanguage('en');
    }
  });
});
