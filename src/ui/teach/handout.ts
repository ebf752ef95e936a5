// A lesson as one file a teacher can keep, print or put on a slide: every step's chart picture
// with its narration and rule numbers, in a single HTML page with nothing to fetch (it opens
// offline, and the pictures are inline SVG). Loaded only when someone exports a lesson.
import type { Lesson } from '../../teach/lesson';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Rule numbers as the narration cites them (801.2c; a section of 600–609 or 800–903). */
const RULE = /\b([1-9]\d{2}\.\d+[a-z]?|60\d|[89]\d{2})\b/g;

/** Narration as HTML, each rule number set apart so it reads as a citation on paper too. */
export function narrationHtml(text: string): string {
  return escape(text).replace(RULE, '<span class="rule">$1</span>');
}

export interface HandoutStep {
  /** The step's chart, an SVG document (exportChart's chartPicture); '' when none was taken. */
  picture: string;
  /** What the table is: "Two-Headed Giant · 2005 rules". */
  table: string;
}

/** The whole lesson as a standalone HTML page. */
export function lessonHandout(lesson: Lesson, steps: readonly HandoutStep[]): string {
  const body = lesson.steps
    .map((s, i) => {
      const picture = (steps[i]?.picture ?? '').replace(/^<\?xml[^>]*>/, '');
      return `<section class="step">
<h2>Step ${i + 1} of ${lesson.steps.length}${steps[i]?.table ? ` <small>${escape(steps[i].table)}</small>` : ''}</h2>
<div class="chart">${picture}</div>
<p class="narration">${narrationHtml(s.narration)}</p>
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(lesson.title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #0f172a; }
h1 { font-size: 1.6rem; margin-bottom: .25rem; }
h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
h2 small { font-weight: normal; color: #475569; }
.rule { font-family: ui-monospace, monospace; font-size: .9em; background: #e2e8f0; border-radius: 4px; padding: 0 .25em; }
.step { border-top: 1px solid #cbd5e1; padding: 1rem 0; break-inside: avoid; }
.chart svg { display: block; max-width: 100%; height: auto; margin: 0 auto; }
.narration { font-size: 1.1rem; }
footer { color: #475569; font-size: .9rem; border-top: 1px solid #cbd5e1; padding-top: .5rem; }
</style>
</head>
<body>
<h1>${escape(lesson.title)}</h1>
<p>${escape(lesson.summary)}</p>
<p>Rules: ${lesson.rules.map((r) => `<span class="rule">${escape(r)}</span>`).join(' ')}</p>
${body}
<footer>From Table Sense. The rules are told in our own words with their numbers; the exact wording is in the official Magic: The Gathering Comprehensive Rules.</footer>
</body>
</html>
`;
}
