// What e2e/languages.spec.ts checks on each screen, in each language: no message shown as its id
// (a production build shows a message's id when its catalog was not loaded), and no word clipped
// or running out of its box, off the screen, or out of its seat on the chart.
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const LOCALES_DIR = 'src/i18n/locales';

/** A .po file's entries: context, English and translation (escapes undone; plurals not needed). */
function readPo(file: string): { context: string; id: string; str: string }[] {
  const out: { context: string; id: string; str: string }[] = [];
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let key = '';
    for (const line of block.split('\n')) {
      const m = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line);
      if (m) fields[(key = m[1]!)] = unquote(m[2]!);
      else if (key && line.startsWith('"')) fields[key] += unquote(line);
    }
    if (fields.msgid)
      out.push({ context: fields.msgctxt ?? '', id: fields.msgid, str: fields.msgstr ?? '' });
  }
  return out;
}

const poFiles = (language: string) =>
  readdirSync(`${LOCALES_DIR}/${language}`)
    .filter((f) => f.endsWith('.po'))
    .map((f) => `${LOCALES_DIR}/${language}/${f}`);

/**
 * Every message's id, as Lingui 5 makes it (its English and context, hashed: six characters of
 * base64, @lingui/message-utils): the text a production build shows for a message it lacks.
 */
export function messageIds(): string[] {
  return poFiles('en').flatMap((f) => readPo(f).map((e) => generateMessageId(e.id, e.context)));
}

/** A language's words for English messages (its catalogs; an empty translation shows English). */
export function wordsOf(language: string): (english: string) => string {
  const words = new Map<string, string>();
  for (const f of poFiles(language))
    for (const e of readPo(f)) if (!e.context) words.set(e.id, e.str || e.id);
  return (english) => words.get(english) ?? english;
}

/** What a check found on a screen: its kind, the words concerned and where they are. */
export interface Fault {
  kind:
    'id' | 'id-shaped' | 'clipped' | 'overflows' | 'offscreen' | 'page-wide' | 'select' | 'seat';
  text: string;
  where: string;
  detail: string;
}

/** A fault as one line: what the allow-list and the report name. */
export const faultKey = (f: Fault) => `${f.kind} ${JSON.stringify(f.text)} in ${f.where}`;

/** Runs in the page: the faults of everything shown now. */
function audit(ids: readonly string[]): Fault[] {
  const idSet = new Set(ids);
  const faults: Fault[] = [];
  const vw = document.documentElement.clientWidth;
  const slack = 1;
  const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s);
  /** Where an element is, for a person reading the report: its test id or dialog, and its tag. */
  const where = (el: Element) => {
    const parts: string[] = [];
    for (let a: Element | null = el; a && parts.length < 3; a = a.parentElement) {
      const id = a.getAttribute('data-testid');
      if (id) parts.push(id);
      else if (a === el || a.tagName === 'DIALOG') parts.push(a.tagName.toLowerCase());
    }
    return parts.reverse().join(' › ');
  };
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  // What the checks read of an element, read once (the rules panel holds thousands of words).
  type Box = {
    inline: boolean;
    cut: boolean;
    hidesX: boolean;
    hidesY: boolean;
    scrolls: boolean;
    scrollsSideways: boolean;
    srOnly: boolean;
    r: DOMRect;
  };
  const boxes = new Map<Element, Box>();
  const boxOf = (a: Element): Box => {
    let b = boxes.get(a);
    if (!b) {
      const s = getComputedStyle(a);
      const scrolls = (v: string) => v === 'auto' || v === 'scroll';
      const hides = (v: string) => v === 'hidden' || v === 'clip';
      b = {
        inline: s.display === 'inline' || s.display === 'contents',
        // An ellipsis or a line clamp marks a cut made on purpose (a long name, a line kept short).
        cut: s.textOverflow === 'ellipsis' || (!!s.webkitLineClamp && s.webkitLineClamp !== 'none'),
        hidesX: hides(s.overflowX),
        hidesY: hides(s.overflowY),
        scrolls: scrolls(s.overflowX) || scrolls(s.overflowY),
        scrollsSideways: scrolls(s.overflowX) && a.scrollWidth > a.clientWidth,
        // Visually hidden text (Tailwind's sr-only: a 1 px box clipped to nothing) is for screen
        // readers: it is meant to be clipped.
        srOnly:
          s.position === 'absolute' && (s.clip !== 'auto' || s.clipPath.startsWith('inset(50%')),
        r: a.getBoundingClientRect(),
      };
      boxes.set(a, b);
    }
    return b;
  };
  const idShaped = (s: string) =>
    /^[A-Za-z0-9+/]{6}$/.test(s) && /[0-9+/]|.[A-Z]/.test(s) && !/^[A-Z0-9]+$/.test(s);

  // Ids, in text and in the names assistive technology reads.
  const look = (text: string, el: Element, what: string) => {
    for (const token of text.split(/[^A-Za-z0-9+/]+/))
      if (token.length === 6 && idSet.has(token))
        faults.push({
          kind: 'id',
          text: token,
          where: where(el),
          detail: `${what}: ${short(text)}`,
        });
    if (idShaped(text.trim()) && !idSet.has(text.trim()))
      faults.push({ kind: 'id-shaped', text: text.trim(), where: where(el), detail: what });
  };
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))
    if (shown(el))
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt'])
        if (el.hasAttribute(attr)) look(el.getAttribute(attr)!, el, attr);
  for (const el of document.querySelectorAll('select'))
    for (const o of el.options) look(o.text, el, 'option');

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const el = node.parentElement;
    if (!el || !text.trim() || el.closest('script, style, title, option, template')) continue;
    if (!shown(el)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    look(text, el, 'text');
    if (el instanceof SVGElement) continue;
    const chain: { a: Element; b: Box }[] = [];
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement)
      chain.push({ a, b: boxOf(a) });
    if (chain.some((c) => c.b.srOnly || c.b.cut)) continue;
    const out = (r: DOMRect) => ({
      x: box.right > r.right + slack || box.left < r.left - slack,
      y: box.bottom > r.bottom + slack || box.top < r.top - slack,
    });
    // Clipped: beyond the box of an ancestor that hides what overflows it. A scrolling box shows
    // the rest (and words scrolled out of its view are not looked at).
    let unseen = false;
    let clipped = false;
    for (const { a, b } of chain) {
      const o = out(b.r);
      if ((b.hidesX && o.x) || (b.hidesY && o.y)) {
        clipped = true;
        faults.push({
          kind: 'clipped',
          text: short(text.trim()),
          where: where(el),
          detail: `${Math.round(box.width)}×${Math.round(box.height)} px in ${Math.round(b.r.width)}×${Math.round(b.r.height)} (${a.tagName.toLowerCase()} hides overflow)`,
        });
        break;
      }
      if (b.scrolls) {
        unseen = box.bottom < b.r.top || box.top > b.r.bottom;
        break;
      }
    }
    if (unseen) continue;
    // Running out of its own box (a long word in a narrow button, a cell, a label), seen.
    const own = chain.find((c) => !c.b.inline);
    if (own && !clipped && out(own.b.r).x)
      faults.push({
        kind: 'overflows',
        text: short(text.trim()),
        where: where(el),
        detail: `text ${Math.round(box.left)}–${Math.round(box.right)} px, its ${own.a.tagName.toLowerCase()} ${Math.round(own.b.r.left)}–${Math.round(own.b.r.right)}`,
      });
    // Off the screen sideways, unless a box that scrolls sideways holds it.
    if ((box.right > vw + slack || box.left < -slack) && !chain.some((c) => c.b.scrollsSideways))
      faults.push({
        kind: 'offscreen',
        text: short(text.trim()),
        where: where(el),
        detail: `text ${Math.round(box.left)}–${Math.round(box.right)} px on a ${vw} px screen`,
      });
  }
  const wide = document.scrollingElement!.scrollWidth;
  if (wide > vw + slack)
    faults.push({
      kind: 'page-wide',
      text: '',
      where: 'page',
      detail: `${wide} px on a ${vw} px screen`,
    });

  // A select shows its chosen option in its own box: the words must fit beside its arrow.
  const ctx = document.createElement('canvas').getContext('2d')!;
  for (const el of document.querySelectorAll('select')) {
    if (!shown(el) || el.selectedIndex < 0) continue;
    const s = getComputedStyle(el);
    ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const text = el.options[el.selectedIndex]!.text;
    const need = ctx.measureText(text).width;
    const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    if (need > room + slack)
      faults.push({
        kind: 'select',
        text: short(text),
        where: where(el),
        detail: `${Math.round(need)} px of words in ${Math.round(room)} px`,
      });
  }

  // The chart's words: each inside its seat (SeatText.tsx fits them to the circle, squeezing or
  // shortening a name with an ellipsis), and every word of the chart inside the chart's own box.
  type P = { x: number; y: number };
  const corners = (t: SVGGraphicsElement): P[] => {
    const b = t.getBBox();
    const m = t.getScreenCTM()!;
    const at = (x: number, y: number) => ({
      x: m.a * x + m.c * y + m.e,
      y: m.b * x + m.d * y + m.f,
    });
    return [
      at(b.x, b.y),
      at(b.x + b.width, b.y),
      at(b.x + b.width, b.y + b.height),
      at(b.x, b.y + b.height),
    ];
  };
  /** A seat's words by their chart and the seat's player (names are the table's, not ours). */
  const seatWhere = (t: Element) => {
    const name = t
      .closest('.tc-seat-wrap')
      ?.querySelector('[data-seat-name]')
      ?.getAttribute('data-seat-name');
    const chart = t.closest('[data-testid="table-mode"]') ? 'table-mode' : 'seating-chart';
    return `${chart} › seat ${name ?? '?'}`;
  };
  const mid = (a: P, b: P) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const inside = (p: P, poly: P[]) =>
    poly.every((a, i) => {
      const b = poly[(i + 1) % poly.length]!;
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      // Either winding: the point is on the inner side of every edge, within the slack.
      return ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len >= -1.5;
    }) ||
    poly.every((a, i) => {
      const b = poly[(i + 1) % poly.length]!;
      const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      return ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len <= 1.5;
    });
  for (const t of document.querySelectorAll<SVGTextElement>('svg text')) {
    if (!t.textContent?.trim() || !shown(t)) continue;
    const c = corners(t);
    if (c.every((p) => p.x === c[0]!.x && p.y === c[0]!.y)) continue;
    const text = t.textContent.trim();
    const seatText =
      t.parentElement?.classList.contains('tc-seat-text') && !t.classList.contains('tc-t-outside');
    const body = seatText ? t.closest('.tc-seat-wrap')?.querySelector('.tc-seat-body') : null;
    // The line's ends, halfway up: where a word too long for the seat pokes out.
    const ends = [mid(c[0]!, c[3]!), mid(c[1]!, c[2]!)];
    if (body instanceof SVGCircleElement) {
      const m = body.getScreenCTM()!;
      const [x, y] = [body.cx.baseVal.value, body.cy.baseVal.value];
      const centre = { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
      const r = body.r.baseVal.value * Math.hypot(m.a, m.b);
      const out = Math.max(...ends.map((p) => Math.hypot(p.x - centre.x, p.y - centre.y))) - r;
      if (out > 1.5)
        faults.push({
          kind: 'seat',
          text,
          where: seatWhere(t),
          detail: `runs ${Math.round(out)} px out of its seat (${t.getAttribute('data-testid') ?? t.getAttribute('class')})`,
        });
    } else if (body instanceof SVGGraphicsElement && !ends.every((p) => inside(p, corners(body))))
      faults.push({
        kind: 'seat',
        text,
        where: seatWhere(t),
        detail: `runs out of its tile (${t.getAttribute('data-testid') ?? t.getAttribute('class')})`,
      });
    const svg = t.ownerSVGElement;
    if (!svg) continue;
    let outer = svg;
    while (outer.ownerSVGElement) outer = outer.ownerSVGElement;
    const r = outer.getBoundingClientRect();
    const lo = { x: Math.max(r.left, 0), y: r.top };
    const hi = { x: Math.min(r.right, vw), y: r.bottom };
    if (c.some((p) => p.x < lo.x - 1.5 || p.x > hi.x + 1.5 || p.y < lo.y - 1.5 || p.y > hi.y + 1.5))
      faults.push({
        kind: 'clipped',
        text,
        where: t.closest('.tc-seat-wrap') ? seatWhere(t) : where(t),
        detail: 'beyond the edge of its chart or the screen',
      });
  }
  return faults;
}

/** The faults of what `page` shows now. */
export function auditPage(page: Page, ids: readonly string[]): Promise<Fault[]> {
  return page.evaluate(audit, ids);
}
