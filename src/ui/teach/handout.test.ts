import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../teach/catalog';
import { lessonHandout, narrationHtml } from './handout';

describe('a lesson as a handout', () => {
  it('sets each rule number apart and escapes the words', () => {
    expect(narrationHtml('Range <2> & more (801.2c, 811.4; 808)')).toBe(
      'Range &#60;2&#62; &#38; more (<span class="rule">801.2c</span>, <span class="rule">811.4</span>; <span class="rule">808</span>)',
    );
    expect(narrationHtml('40 life, 1,000 seats')).toBe('40 life, 1,000 seats');
  });

  it('has every step’s narration, its table and its picture, in one page with nothing to fetch', () => {
    const lesson = loadCatalog().lessons.find((l) => l.id === 'how-the-rules-changed')!;
    const html = lessonHandout(
      lesson,
      lesson.steps.map((_, i) => ({
        picture: `<?xml version="1.0"?><svg id="p${i}"></svg>`,
        table: i ? 'Teams · 2005 rules' : 'Two-Headed Giant · 2005 rules',
      })),
    );
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>How the multiplayer rules changed: 2005 and today</title>');
    expect(html.match(/<section class="step">/g)).toHaveLength(lesson.steps.length);
    expect(html).toContain(`Step ${lesson.steps.length} of ${lesson.steps.length}`);
    expect(html).toContain('<svg id="p0"></svg>');
    expect(html).not.toContain('<?xml');
    expect(html).toContain('<span class="rule">606.9c</span>');
    expect(html).not.toMatch(/<(script|link|img)\b/);
  });
});
