// The rules panel lists every summarised rule in number order, each with a way to the official
// Comprehensive Rules, and marks the rule a "why" asked for.
import { renderToStaticMarkup as render } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLessonTexts } from '../../content/lessons/lessonTexts';
import { loadChangeNotes, loadRuleSummaries } from '../../content/rules/ruleTexts';
import { i18n, needCatalog, showLanguage } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/react';
import { RULE_SUMMARIES, RULES_URL } from '../../rules/summaries';
import { loadCatalog } from '../../teach/catalog';
import RulesPanel from './RulesPanel';

/** The panel as drawn in the language shown (its catalog and summaries loaded, as its lazy
 *  import loads them). */
/** Text as React writes it into markup. */
const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const renderToStaticMarkup = (panel: React.ReactElement) =>
  render(<I18nProvider i18n={i18n}>{panel}</I18nProvider>);

beforeAll(async () => {
  await needCatalog('rules');
  await Promise.all([loadRuleSummaries('en'), loadChangeNotes('en')]);
});

describe('RulesPanel', () => {
  it('shows every summary once, in rule order, each with a link to the official rules', () => {
    const html = renderToStaticMarkup(<RulesPanel rule="801.5c" />);
    const shown = [...html.matchAll(/data-rule="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(shown)).toEqual(new Set(Object.keys(RULE_SUMMARIES)));
    expect(shown.indexOf('801.5c')).toBeLessThan(shown.indexOf('801.10'));
    expect(shown.indexOf('801.2c')).toBeLessThan(shown.indexOf('801.3'));
    expect(html.split(`href="${RULES_URL}"`).length - 1).toBe(shown.length + 1);
    expect(html).toMatch(/aria-current="true"[^>]*data-rule="801.5c"/);
    expect(html.match(/aria-current/g)).toHaveLength(1);
  });

  it('links a rule to the lessons and what-ifs that show it', () => {
    const html = renderToStaticMarkup(<RulesPanel rule="" />);
    const item = (r: string) => html.split(`data-rule="${r}"`)[1]!.split('data-rule=')[0]!;
    expect(item('801.2c')).toMatch(/Lesson: /);
    expect(item('801.4')).toMatch(/What if: Whom can their spell target\?/);
    expect(item('901.6')).toMatch(/Lesson: /);
    expect(item('800.3')).not.toMatch(/Lesson: |What if: /);
  });

  it('names each “Official text” link by its words, then the rule: no label that hides them', () => {
    const html = renderToStaticMarkup(<RulesPanel rule="" />);
    const links = [...html.matchAll(/<a [^>]*>(.*?)<\/a>/g)].filter((m) =>
      m[1]!.startsWith('Official text'),
    );
    expect(links.length).toBe(Object.keys(RULE_SUMMARIES).length);
    for (const [a] of links) expect(a).not.toContain('aria-label');
    expect(html).toContain(
      'Official text<span class="sr-only"> of 809.3, in the Comprehensive Rules</span>',
    );
  });

  it('810.7 and 810.7a–f say the current view shows the 2011 text (the recent text starts at 810.8b)', () => {
    const html = renderToStaticMarkup(<RulesPanel rule="" />);
    const item = (r: string) => html.split(`data-rule="${r}"`)[1]!.split('data-rule=')[0]!;
    for (const r of ['810.7', '810.7a', '810.7f'])
      expect(item(r), r).toContain(
        'Shown as in the 2011 text; the recent text we have starts at 810.8b.',
      );
    // Where the recent text has the rule, it wins and there is nothing to say.
    expect(item('810.8c')).not.toContain('2011 text');
  });

  it('its list is a region the keyboard can focus and scroll', () => {
    const html = renderToStaticMarkup(<RulesPanel rule="" />);
    expect(html).toMatch(/<div[^>]*data-testid="rules-list" role="region"[^>]*tabindex="0"/);
  });
});

describe('RulesPanel in another language', () => {
  /** The panel drawn in `language`, its catalog and summaries loaded first. */
  async function panelIn(language: 'de' | 'ko') {
    await showLanguage(language);
    await Promise.all([
      needCatalog('rules'),
      loadRuleSummaries(language),
      loadChangeNotes(language),
      loadLessonTexts(language),
    ]);
    try {
      return renderToStaticMarkup(<RulesPanel rule="" />);
    } finally {
      await showLanguage('en');
    }
  }
  const item = (html: string, r: string) =>
    html.split(`data-rule="${r}"`)[1]!.split('data-rule=')[0]!;

  it('German: its own words and the summaries in German, no note', async () => {
    const html = await panelIn('de');
    expect(html).toContain('Die Mehrspielerregeln in Kürze');
    expect(html).toContain('aria-label="Regeln durchsuchen"');
    expect(item(html, '810.4')).toContain('Lebenspunktzahl von 30');
    expect(item(html, '810.4')).not.toContain('not-translated');
    expect(item(html, '810.4')).not.toContain('lang="en"');
    // The note of a rule the 2011 text lacks, German too.
    expect(item(html, '810.8d')).toContain('Nicht in den Regeln von 2011');
    // A lesson's link names it by its German title (src/content/lessons/lessons.de.json).
    expect(item(html, '801.2c')).toContain(
      'Lektion: Ein Spieler scheidet aus: wann die Nachbarn in den Einflussbereich kommen',
    );
  });

  it('Korean, with no summaries translated: each in English, marked so and read as English', async () => {
    const html = await panelIn('ko');
    const rule = item(html, '810.4');
    expect(rule).toContain(`<span lang="en"><strong>${RULE_SUMMARIES['810.4']!.title}.</strong>`);
    expect(rule).toContain('data-testid="not-translated"');
    // Each summary, and the one note a rule carries (810.8d, not in the 2011 text).
    expect(html.match(/data-testid="not-translated"/g)).toHaveLength(
      Object.keys(RULE_SUMMARIES).length + 1,
    );
    // A lesson's link: its words Korean, the title it names (no Korean lesson texts) English.
    const lesson = loadCatalog().lessons.find((l) => l.rules.includes('801.2c'))!;
    expect(item(html, '801.2c')).toContain(`레슨: <span lang="en">${escape(lesson.title)}</span>`);
  });
});
