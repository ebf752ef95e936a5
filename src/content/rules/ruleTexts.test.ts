// The translated rule summaries (summaries.<language>.json) against the English source: every
// entry is a rule the English has, keeps the rule numbers and amounts its English names, and
// counts only while the English it was made from is unchanged.
import { describe, expect, it } from 'vitest';
import { RULE_SUMMARIES } from '../../rules/summaries';
import {
  englishHash,
  loadRuleSummaries,
  shownSummaries,
  TRANSLATED_LANGUAGES,
  type SummaryFile,
} from './ruleTexts';

const FILES = import.meta.glob<SummaryFile>('./summaries.*.json', {
  import: 'default',
  eager: true,
});

/** Rule numbers (801.2c, 903) and amounts (30, 1/+1) a text names, each once. */
const numbers = (text: string) => new Set(text.match(/\d+(?:\.\d+[a-z]?)?/g) ?? []);

describe('translated rule summaries', () => {
  it('has German and French, whole', () => {
    expect(TRANSLATED_LANGUAGES).toEqual(expect.arrayContaining(['de', 'fr']));
    for (const language of ['de', 'fr']) {
      const file = FILES[`./summaries.${language}.json`]!;
      expect(Object.keys(file).sort(), language).toEqual(Object.keys(RULE_SUMMARIES).sort());
    }
  });

  for (const [path, file] of Object.entries(FILES))
    describe(path, () => {
      it('translates only rules the English has, each current with its English', () => {
        for (const [rule, t] of Object.entries(file)) {
          const en = RULE_SUMMARIES[rule];
          expect(en, `${rule} has no English`).toBeDefined();
          expect(t.title.trim() && t.summary.trim(), rule).toBeTruthy();
          // Stale: the English changed after this was translated (scripts/rule-texts.ts lists it).
          expect(t.en, `${rule} was translated from an older English`).toBe(englishHash(en!));
        }
      });

      it('keeps every rule number and amount its English names', () => {
        for (const [rule, t] of Object.entries(file)) {
          const en = RULE_SUMMARIES[rule]!;
          const kept = numbers(`${t.title} ${t.summary}`);
          for (const n of numbers(`${en.title} ${en.summary}`))
            expect(kept.has(n), `${rule} lacks ${n}`).toBe(true);
        }
      });
    });

  it('shows a stale or missing translation in English, marked as not translated', () => {
    const en = RULE_SUMMARIES['810.4']!;
    const current = { title: 'Lebenspunkte', summary: '30 …', en: englishHash(en) };
    expect(shownSummaries({ '810.4': current })['810.4']).toEqual({
      title: 'Lebenspunkte',
      summary: '30 …',
      translated: true,
    });
    // The English has changed since: the hash no longer matches.
    const stale = { ...current, en: englishHash({ ...en, summary: `${en.summary} Old.` }) };
    expect(shownSummaries({ '810.4': stale })['810.4']).toEqual({ ...en, translated: false });
    // A rule the file lacks.
    expect(shownSummaries({ '810.4': current })['801.2']).toEqual({
      ...RULE_SUMMARIES['801.2']!,
      translated: false,
    });
  });

  it('loads a language once, English and a language with no file at once', async () => {
    expect(loadRuleSummaries('de')).toBe(loadRuleSummaries('de'));
    const de = await loadRuleSummaries('de');
    expect(de['810.4']!.translated).toBe(true);
    expect(de['810.4']!.summary).toContain('30');
    expect(loadRuleSummaries('en').status).toBe('fulfilled');
    expect(loadRuleSummaries('en').value!['810.4']).toEqual({
      ...RULE_SUMMARIES['810.4']!,
      translated: true,
    });
    expect(loadRuleSummaries('ko').value!['810.4']!.translated).toBe(false);
  });
});
