import { describe, expect, it } from 'vitest';
import { RULE_SUMMARIES } from '../../rules/summaries';
import { loadCatalog } from '../../teach/catalog';
import { loadRuleSummaries } from '../../content/rules/ruleTexts';
import { lessonHandout, narrationHtml, pictureHtml, rulesNamed, summariesHtml } from './handout';

const lesson = loadCatalog().lessons.find((l) => l.id === 'how-the-rules-changed')!;

/** A chart picture as exportChart's chartPicture writes it: seats are buttons on the live chart,
 *  and every picture has the same ids. */
const picture = (n: number) =>
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" aria-label="Seating chart, 2 seats. Step ${n}." data-testid="seating-chart" width="600" height="770">` +
  `<title>Seating chart, 2 seats. Step ${n}.</title><defs><marker id="tcr0-attack"><path d="M0,0"/></marker></defs>` +
  `<path marker-end="url(#tcr0-attack)" aria-hidden="true"/><path id="tcr0-label" d="M0,0"/><text><textPath href="#tcr0-label">turn order</textPath></text>` +
  `<g data-testid="seat" data-seat="0" role="button" aria-pressed="false" tabindex="0" aria-label="Seat 1: Alex, team Suns, taking a turn"><title>Seat 1: Alex, team Suns, taking a turn</title><circle r="1"/></g>` +
  `<g data-testid="seat" data-seat="1" role="button" aria-pressed="false" aria-label="Seat 2: Carissa &amp; co, team Moons"><title>Seat 2</title><circle r="1"/></g></svg>`;

const handout = () =>
  lessonHandout(
    lesson,
    lesson.steps.map((_, i) => ({
      picture: picture(i + 1),
      table: i ? 'Teams · 2005 rules' : 'Two-Headed Giant · 2005 rules',
    })),
  );

/** The markup of step `n` (from 1). */
const step = (html: string, n: number) =>
  html.split('<section class="step">')[n]!.split('</section>')[0]!;

describe('a lesson as a handout', () => {
  it('sets each rule number apart and escapes the words', () => {
    expect(narrationHtml('Range <2> & more (801.2c, 811.4; 808)')).toBe(
      'Range &#60;2&#62; &#38; more (<span class="rule">801.2c</span>, <span class="rule">811.4</span>; <span class="rule">808</span>)',
    );
    expect(narrationHtml('40 life, 1,000 seats')).toBe('40 life, 1,000 seats');
  });

  it('has every step’s narration, its table and its picture, in one page with nothing to fetch', () => {
    const html = handout();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>How the multiplayer rules changed: 2005 and today</title>');
    expect(html.match(/<section class="step">/g)).toHaveLength(lesson.steps.length);
    expect(html).toContain(`Step ${lesson.steps.length} of ${lesson.steps.length}`);
    expect(html.match(/<svg\b/g)).toHaveLength(lesson.steps.length);
    expect(html).not.toContain('<?xml');
    expect(html).toContain('<span class="rule">606.9c</span>');
    expect(html).not.toMatch(/<(script|link|img)\b/);
  });

  it('each step carries the app’s summaries of the rules its narration names, with their numbers', () => {
    const html = handout();
    lesson.steps.forEach((s, i) => {
      const named = rulesNamed(s.narration);
      expect(named.length, `step ${i + 1}`).toBeGreaterThan(0);
      const part = step(html, i + 1);
      for (const r of named)
        expect(part, `step ${i + 1}, ${r}`).toContain(
          `<li><span class="rule">${r}</span> <strong>${RULE_SUMMARIES[r]!.title.replace(/'/g, '&#39;').replace(/"/g, '&#34;')}.</strong>`,
        );
    });
    // 606.9c is named in step 3: its summary is there, not only its number.
    expect(step(html, 3)).toContain(RULE_SUMMARIES['606.9c']!.summary.replace(/’/g, '’'));
  });

  it('every rule any lesson names has a summary, so no step’s list drops one', () => {
    for (const l of loadCatalog().lessons)
      for (const s of l.steps)
        for (const r of rulesNamed(s.narration))
          expect(RULE_SUMMARIES[r], `${l.id}: ${r}`).toBeDefined();
  });

  it('the chart is one picture with a text alternative and the seats as a list, no buttons', () => {
    const html = handout();
    const part = step(html, 2);
    expect(part).toMatch(/<svg [^>]*role="img" aria-labelledby="step-2-title">/);
    expect(part).toContain('<title id="step-2-title">Seating chart, 2 seats. Step 2.</title>');
    expect(html).not.toMatch(/role="button"|aria-pressed|tabindex|aria-label="Seat/);
    // The seats' own tooltips go too: the list says them.
    expect(part.match(/<title\b/g)).toHaveLength(1);
    expect(pictureHtml('<svg aria-label="c"><svg id="s"></svg></svg>', 'p').html).toContain(
      '<svg aria-hidden="true" id="p-s">',
    );
    expect(part).toContain(
      '<ul><li>Seat 1: Alex, team Suns, taking a turn</li><li>Seat 2: Carissa &amp; co, team Moons</li></ul>',
    );
  });

  it('ten pictures on one page: each one’s ids and the links to them are its own', () => {
    const html = handout();
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    expect(new Set(ids).size).toBe(ids.length);
    const part = step(html, 4);
    expect(part).toContain('<marker id="step-4-tcr0-attack">');
    expect(part).toContain('marker-end="url(#step-4-tcr0-attack)"');
    expect(part).toContain('href="#step-4-tcr0-label"');
  });

  it('has landmarks: a header, the steps as main, a footer', () => {
    const html = handout();
    expect(html).toMatch(/<body>\s*<header>\s*<h1>/);
    expect(html).toMatch(/<\/header>\s*<main>\s*<section/);
    expect(html).toMatch(/<\/section>\s*<\/main>\s*<footer>/);
  });

  it('prints a step to a page, the picture sized to leave room for its words', () => {
    const css = handout().split('@media print')[1]!;
    expect(css).toMatch(/\.step \+ \.step \{ break-before: page; \}/);
    expect(css).toMatch(/\.chart svg \{[^}]*height: 125mm/);
  });

  it('a step without a picture has no empty figure', () => {
    expect(pictureHtml('', 'step-1')).toEqual({ html: '', seats: [] });
    const html = lessonHandout(lesson, []);
    expect(html).not.toContain('<figure');
  });

  it('shows the rules in the language shown; one still in English is marked and read as English', async () => {
    const german = summariesHtml(['810.4'], {
      summaries: await loadRuleSummaries('de'),
      notTranslated: 'noch nicht übersetzt',
    });
    expect(german).toContain('<strong>Lebenspunkte im Two-Headed Giant.</strong>');
    expect(german).not.toContain('lang="en"');
    const korean = summariesHtml(['810.4'], {
      summaries: await loadRuleSummaries('ko'),
      notTranslated: '아직 번역되지 않음',
    });
    expect(korean).toContain(`<span lang="en"><strong>${RULE_SUMMARIES['810.4']!.title}.</strong>`);
    expect(korean).toContain('<small class="untranslated">(아직 번역되지 않음)</small>');
  });
});
