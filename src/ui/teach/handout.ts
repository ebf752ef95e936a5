// A lesson as one file a teacher can keep, print or put on a slide: every step's chart picture
// with its narration and the summaries of the rules it names, in a single HTML page with nothing
// to fetch (it opens offline, and the pictures are inline SVG). Loaded only when someone exports a
// lesson.
import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Lesson } from '../../teach/lesson';
import { RULE_SUMMARIES } from '../../rules/summaries';
import type { ShownSummaries } from '../../content/rules/ruleTexts';
import type { ShownLesson } from '../../content/lessons/lessonTexts';
import { APP_NAME, htmlLang, isLanguage } from '../../i18n/locales';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Rule numbers as the narration cites them (801.2c; a section of 600–609 or 800–903). */
const RULE = /\b([1-9]\d{2}\.\d+[a-z]?|60\d|[89]\d{2})\b/g;

/** Narration as HTML, each rule number set apart so it reads as a citation on paper too. */
export function narrationHtml(text: string): string {
  return escape(text).replace(RULE, '<span class="rule">$1</span>');
}

/** The rules a text names, each once, in the order it names them. */
export const rulesNamed = (text: string) => [
  ...new Set([...text.matchAll(RULE)].map((m) => m[1]!)),
];

/** The rule summaries a handout shows: the language shown's (src/content/rules/), each with
 *  `translated` false where it is the English, and the note said beside those. */
export interface HandoutSummaries {
  summaries: ShownSummaries;
  /** "not translated yet", in the language shown. */
  notTranslated: string;
}

/** The app's own summaries of `rules` (src/rules/summaries.ts, or their translation), with their
 *  numbers; a summary in English where the language shown has none says so. */
export function summariesHtml(
  rules: readonly string[],
  texts?: HandoutSummaries,
  i18n: I18n = globalI18n,
): string {
  const known = rules.filter((r) => RULE_SUMMARIES[r]);
  if (!known.length) return '';
  const items = known.map((r) => {
    const s = texts?.summaries[r] ?? { ...RULE_SUMMARIES[r]!, translated: true };
    const words = `<strong>${escape(s.title)}.</strong> ${escape(s.summary)}`;
    return s.translated
      ? `<li><span class="rule">${escape(r)}</span> ${words}</li>`
      : `<li><span class="rule">${escape(r)}</span> <span lang="en">${words}</span> <small class="untranslated">(${escape(texts!.notTranslated)})</small></li>`;
  });
  const label = escape(i18n._(msg`The rules this step names`));
  return `<ul class="summaries" aria-label="${label}">\n${items.join('\n')}\n</ul>`;
}

export interface HandoutStep {
  /** The step's chart, an SVG document (exportChart's chartPicture); '' when none was taken. */
  picture: string;
  /** What the table is: "Two-Headed Giant · 2005 rules", in the language shown. */
  table: string;
}

/** An attribute's value as the markup has it (XMLSerializer writes `"` as &quot;). */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

/**
 * The chart as a picture for the page: one image whose text alternative is the chart's own
 * description, with the seats said again as a list beside it. The live chart's seats are buttons
 * (pick a seat, see its range); on paper nothing can be pressed, so every role, state and label
 * inside the picture goes, and its ids take the step's prefix, since ten pictures share one page
 * (their markers and gradients would otherwise all point at the first picture's).
 */
export function pictureHtml(svg: string, id: string): { html: string; seats: string[] } {
  const picture = svg.replace(/^<\?xml[^>]*>\s*/, '');
  const open = /^<svg\b[^>]*>/.exec(picture)?.[0];
  if (!open) return { html: '', seats: [] };
  const caption = attr(open, 'aria-label');
  const seats = [...picture.matchAll(/<g\b[^>]*\sdata-testid="seat"[^>]*>/g)]
    .map((m) => attr(m[0], 'aria-label'))
    .filter(Boolean);
  const body = picture
    .slice(open.length)
    .replace(/\s(role|tabindex|aria-[a-z]+)="[^"]*"/g, '')
    // The seats' own titles are their labels again: hover tooltips on paper's copy.
    .replace(/<title\b[^>]*>[^<]*<\/title>/g, '')
    .replace(/\sid="([^"]+)"/g, ` id="${id}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${id}-$1)`)
    .replace(/\shref="#([^"]+)"/g, ` href="#${id}-$1"`)
    // The legend's swatches are pictures inside the picture: part of it, not pictures of their own.
    .replace(/<svg\b/g, '<svg aria-hidden="true"');
  const head = open
    .replace(/\s(role|tabindex|aria-[a-z]+)="[^"]*"/g, '')
    .replace(/>$/, ` role="img" aria-labelledby="${id}-title">`);
  return {
    html: `${head}<title id="${id}-title">${caption}</title>${body}`,
    seats,
  };
}

/** The words a handout shows: the lesson's own (translated where they are) and its language. */
interface Words {
  shown: ShownLesson;
  i18n: I18n;
  /** "not translated yet", in the language shown. */
  notTranslated: string;
}

/** A text still in English in the language shown, marked so, with the note beside it. */
const english = (html: string, w: Words) =>
  `<span lang="en">${html}</span> <small class="untranslated">(${escape(w.notTranslated)})</small>`;

/** One step: its heading, picture with the seats as text, narration and rule summaries. */
function stepHtml(
  lesson: Lesson,
  i: number,
  step: HandoutStep | undefined,
  texts: HandoutSummaries | undefined,
  w: Words,
): string {
  const s = w.shown.steps[i]!;
  const id = `step-${i + 1}`;
  const { html: picture, seats } = pictureHtml(step?.picture ?? '', id);
  const seatsInWords = escape(w.i18n._(msg`The seats in words`));
  const seatList = seats.length
    ? `<details class="seats"><summary>${seatsInWords}</summary><ul>${seats.map((t) => `<li>${t}</li>`).join('')}</ul></details>`
    : '';
  const n = i + 1;
  const total = lesson.steps.length;
  const heading = escape(w.i18n._(msg`Step ${n} of ${total}`));
  const narration = narrationHtml(s.narration);
  // The rules the English names: a translation keeps every one (src/content/lessons/).
  const named = rulesNamed(lesson.steps[i]!.narration);
  return `<section class="step">
<h2>${heading}${step?.table ? ` <small>${escape(step.table)}</small>` : ''}</h2>
${picture ? `<figure class="chart">${picture}${seatList}</figure>` : ''}
<p class="narration">${s.translated ? narration : english(narration, w)}</p>
${summariesHtml(named, texts, w.i18n)}
</section>`;
}

/** How the page looks on screen and on paper: a step to a page, the picture sized to leave room
 *  for its words, the rule numbers boxed rather than shaded (paper drops backgrounds). */
const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #0f172a; background: #fff; }
h1 { font-size: 1.6rem; margin-bottom: .25rem; }
h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
h2 small { font-weight: normal; color: #475569; }
.rule { font-family: ui-monospace, monospace; font-size: .9em; background: #e2e8f0; border-radius: 4px; padding: 0 .25em; }
.step { border-top: 1px solid #cbd5e1; padding: 1rem 0; break-inside: avoid; }
.chart { margin: 0; }
.chart svg { display: block; max-width: 100%; height: auto; margin: 0 auto; forced-color-adjust: none; }
.seats { font-size: .9rem; color: #334155; margin-top: .25rem; }
.seats summary { cursor: pointer; }
.narration { font-size: 1.1rem; }
.summaries { padding-left: 1.25rem; font-size: .95rem; }
.summaries li { margin: .25rem 0; }
footer { color: #475569; font-size: .9rem; border-top: 1px solid #cbd5e1; padding-top: .5rem; }
@media (forced-colors: active) {
  /* The system's colours, named: the page's own greys would otherwise be measured against them. */
  body, body :not(svg, svg *) { color: CanvasText; background: Canvas; }
  .rule { border: 1px solid CanvasText; }
}
@media print {
  @page { margin: 14mm; }
  body { max-width: none; margin: 0; padding: 0; font-size: 11pt; color: #000; }
  .step { border-top: 0; padding: 0; }
  .step + .step { break-before: page; }
  .chart svg { width: auto; height: 125mm; max-height: 125mm; }
  .seats { display: none; }
  .narration { font-size: 12pt; }
  .rule { background: none; border: 1px solid #64748b; }
  footer { break-inside: avoid; }
}
`;

/**
 * The whole lesson as a standalone HTML page in the language `i18n` shows: the lesson's words as
 * `shown` has them (its English where not given), the rule summaries in `texts`' language.
 */
export function lessonHandout(
  lesson: Lesson,
  steps: readonly HandoutStep[],
  texts?: HandoutSummaries,
  shown?: ShownLesson,
  i18n: I18n = globalI18n,
): string {
  const w: Words = {
    shown: shown ?? {
      title: lesson.title,
      summary: lesson.summary,
      translated: true,
      steps: lesson.steps.map((s) => ({ narration: s.narration, translated: true })),
    },
    i18n,
    notTranslated: texts?.notTranslated ?? i18n._(msg`not translated yet`),
  };
  const body = lesson.steps.map((_, i) => stepHtml(lesson, i, steps[i], texts, w)).join('\n');
  const lang = isLanguage(i18n.locale) ? htmlLang(i18n.locale) : 'en';
  const title = escape(w.shown.title);
  const summary = escape(w.shown.summary);
  const rules = lesson.rules.map((r) => `<span class="rule">${escape(r)}</span>`).join(' ');
  const rulesLine = escape(i18n._(msg`Rules:`));
  const app = APP_NAME;
  const footer = escape(
    i18n._(
      msg`From ${app}. The rules are told in our own words with their numbers; the exact wording is in the official Magic: The Gathering Comprehensive Rules.`,
    ),
  );
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${w.shown.translated ? title : `<span lang="en">${title}</span>`}</h1>
<p>${w.shown.translated ? summary : english(summary, w)}</p>
<p>${rulesLine} ${rules}</p>
</header>
<main>
${body}
</main>
<footer>${footer}</footer>
</body>
</html>
`;
}
