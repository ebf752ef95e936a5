// The chart as a standalone picture for slides: the live <svg> cloned with every colour, stroke
// and font its CSS gives it written onto the elements, so the file looks the same without the
// page's stylesheet. PNG is that SVG drawn onto a canvas at twice the size. Nothing leaves the
// browser. Loaded only when someone exports (its own chunk). Its problems are worded when they
// happen, in the language shown (their messages are in the `shell` catalog: the table, a lesson
// and a game's story all save pictures).
import { t } from '@lingui/core/macro';

// Presentation properties the chart's classes set (src/index.css, tc-*).
const PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'stop-color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-transform',
  'paint-order',
  'dominant-baseline',
  'text-anchor',
  'visibility',
] as const;

/** Resources and text for readers, whose use does not depend on their own `display`. */
const NOT_DRAWN_ANYWAY =
  'defs, marker, pattern, clipPath, mask, symbol, filter, title, desc, metadata';

const NOT_INHERITED: Record<string, string> = { opacity: '1', 'stop-color': 'rgb(0, 0, 0)' };

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Any CSS colour (Tailwind's are oklch) as rgb(), which every SVG reader understands. */
function toRgb(colour: string): string {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return colour;
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * Writes every presentation property `from`'s CSS gives it (and each descendant) onto the matching
 * element of `to`, its clone, and drops classes, so the clone looks the same without the page's
 * stylesheet. Returns the radius of the felt, a CSS layer the export draws itself.
 */
function inlineStyles(from: Element, to: Element): string | null {
  const src = [from, ...from.querySelectorAll('*')];
  const dst = [to, ...to.querySelectorAll('*')] as (SVGElement | HTMLElement)[];
  let feltRadius: string | null = null;
  const computed = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (el: Element) => {
    let cs = computed.get(el);
    if (!cs) computed.set(el, (cs = getComputedStyle(el)));
    return cs;
  };
  const hidden: Element[] = [];
  src.forEach((el, i) => {
    const target = dst[i]!;
    if (el.classList.contains('tc-felt')) feltRadius = el.getAttribute('r');
    const cs = styleOf(el);
    // What the page does not draw stays out of the picture: rings that are off are display: none
    // (a turn's glow, a focus ring), and without the stylesheet they would be drawn.
    if (cs.display === 'none' && !el.closest(NOT_DRAWN_ANYWAY)) hidden.push(target);
    // Nor do its controls: a picture's − and + on each life total are buttons nobody can press.
    else if (el.classList.contains('tc-counter')) hidden.push(target);
    const parent = el === from ? null : el.parentElement && styleOf(el.parentElement);
    const style: string[] = [];
    for (const p of PROPS) {
      const v = cs.getPropertyValue(p);
      // Paint servers (patterns, markers) stay as the element's own url(#…) attribute.
      if (!v || v.includes('url(')) continue;
      // Leave out what the picture gets anyway: a value inherited from the parent, or the
      // initial value of the two properties that are not inherited.
      if (p in NOT_INHERITED ? v === NOT_INHERITED[p] : parent?.getPropertyValue(p) === v) continue;
      style.push(`${p}:${v}`);
    }
    // Through the CSSOM, which the page's content security policy allows (a style attribute it
    // would block).
    target.style.cssText = style.join(';');
    if (!style.length) target.removeAttribute('style');
    target.removeAttribute('class');
    target.removeAttribute('tabindex');
  });
  for (const el of hidden) el.remove();
  return feltRadius;
}

/** Splits `text` into lines of at most about `max` characters, at spaces. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The picture's width and height in pixels, and its SVG markup. */
/**
 * Resolves once the chart's legend is on screen. It is a chunk of its own, fetched after the first
 * paint (TableChart), and until then the figure holds an empty placeholder: a picture taken then
 * would go out without its legend. Gives up after `ms` and lets the picture go without it.
 */
export function legendDrawn(svg: SVGSVGElement, ms = 3000): Promise<void> {
  const figure = svg.closest('figure');
  // The placeholder is the legend's box hidden from readers; the legend itself is not hidden.
  const pending = () => !!figure?.querySelector('figcaption.tc-legend[aria-hidden="true"]');
  if (!figure || !pending()) return Promise.resolve();
  return new Promise((done) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      done();
    };
    const observer = new MutationObserver(() => {
      if (!pending()) finish();
    });
    observer.observe(figure, { childList: true, subtree: true });
    const timer = setTimeout(finish, ms);
  });
}

export interface ChartPicture {
  text: string;
  width: number;
  height: number;
}

/**
 * The chart's SVG markup, `size` pixels wide, with its computed styles inlined. Below the chart go
 * a caption (the chart's own description: whose turn, whose range) and its legend, so a slide or
 * a printout says what the marks mean without the page around it.
 */
export function chartPicture(svg: SVGSVGElement, size: number): ChartPicture {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const feltRadius = inlineStyles(svg, clone);
  // Behind everything: the page colour, and the felt, which is a CSS layer behind the live SVG
  // (TableChart) rather than part of it.
  const chartStyle = getComputedStyle(svg.closest('.tc-chart') ?? svg);
  const centre = chartStyle.getPropertyValue('--tc-felt-centre').trim() || '#1a2a40';
  const edge = chartStyle.getPropertyValue('--tc-felt-edge').trim() || '#0f1a2b';
  const page = toRgb(getComputedStyle(document.body).backgroundColor || '#0f172a');
  const [x, y, w, h] = (svg.getAttribute('viewBox') ?? '0 0 100 100').split(/[\s,]+/).map(Number);
  const el = (name: string, attrs: Record<string, string | number | undefined>) => {
    const node = document.createElementNS(SVG_NS, name);
    for (const [k, v] of Object.entries(attrs))
      if (v !== undefined) node.setAttribute(k, String(v));
    return node;
  };
  const gradient = el('radialGradient', { id: 'export-felt' });
  gradient.append(
    el('stop', { offset: 0, 'stop-color': centre }),
    el('stop', { offset: 1, 'stop-color': edge }),
  );
  const back = el('g', {});
  back.append(el('defs', {}), el('rect', { x, y, width: w, height: h, fill: page }));
  back.firstChild!.appendChild(gradient);
  if (feltRadius) back.append(el('circle', { r: feltRadius, fill: 'url(#export-felt)' }));
  clone.insertBefore(back, clone.firstChild);

  // Caption and legend, in the chart's units: `u` is one pixel of a 600-pixel-wide picture.
  const u = w! / 600;
  const pad = 16 * u;
  const line = 22 * u;
  const ink = toRgb(chartStyle.getPropertyValue('--tc-text').trim() || '#f1f5f9');
  const muted = toRgb(chartStyle.getPropertyValue('--tc-muted').trim() || '#a7b4c7');
  const below = el('g', { 'font-family': 'ui-sans-serif, system-ui, sans-serif' });
  let at = y! + h! + pad;
  const caption = svg.getAttribute('aria-label') ?? '';
  // English's "Seating chart, 6 seats…" reads as a heading with a colon under a picture; another
  // language's caption is drawn as the chart says it.
  for (const text of wrap(caption.replace(/^Seating chart, /, 'Seating chart: '), 62)) {
    at += line;
    const t = el('text', { x: x! + pad, y: at, fill: ink, 'font-size': 15 * u });
    t.textContent = text;
    below.append(t);
  }
  // The legend's items as they are on screen: swatch and words, two to a row.
  const items = [
    // By its class, not its accessible name, which is in the language shown.
    ...(svg.closest('figure')?.querySelectorAll('.tc-legend > ul > li') ?? []),
  ];
  const col = (w! - 2 * pad) / 2;
  // Words too long for their half of a row ("Alex's range of influence (unlimited range)") take
  // the whole row, or the next item's swatch would be drawn over their end.
  const measure = document.createElement('canvas').getContext('2d');
  const fitsHalf = (words: string) => {
    if (!measure) return words.length <= 34;
    measure.font = '13px ui-sans-serif, system-ui, sans-serif';
    return (30 + measure.measureText(words).width + 8) * u <= col;
  };
  let column = 1;
  items.forEach((li, i) => {
    // The words only: a team's swatch holds its letter, which is drawn with the swatch.
    const words = li.cloneNode(true) as Element;
    words.querySelector('svg')?.remove();
    const text = words.textContent?.trim() ?? '';
    const wide = !fitsHalf(text);
    column = column === 0 && !wide ? 1 : 0;
    if (column === 0) at += line + (i === 0 ? 6 * u : 0);
    const left = x! + pad + column * col;
    if (wide) column = 1;
    const swatch = li.querySelector('svg');
    if (swatch) {
      const copy = swatch.cloneNode(true) as SVGSVGElement;
      inlineStyles(swatch, copy);
      copy.setAttribute('x', String(left));
      copy.setAttribute('y', String(at - 13 * u));
      copy.setAttribute('width', String(24 * u));
      copy.setAttribute('height', String(16 * u));
      below.append(copy);
    }
    const t = el('text', { x: left + 30 * u, y: at, fill: muted, 'font-size': 13 * u });
    t.textContent = text;
    below.append(t);
  });
  const extra = at + pad - (y! + h!);
  back.querySelector('rect')!.setAttribute('height', String(h! + extra));
  clone.append(below);
  clone.setAttribute('viewBox', `${x} ${y} ${w} ${h! + extra}`);
  const height = Math.round((size * (h! + extra)) / w!);
  clone.setAttribute('width', String(size));
  clone.setAttribute('height', String(height));
  clone.removeAttribute('role');
  // Screen readers and image viewers get the caption as the picture's title.
  const title = el('title', {});
  title.textContent = caption;
  clone.insertBefore(title, clone.firstChild);
  return { text: new XMLSerializer().serializeToString(clone), width: size, height };
}

export function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Saves the chart as `<baseName>.svg` or `.png`; resolves to a problem to show, or null. */
export async function downloadChart(
  svg: SVGSVGElement,
  format: 'svg' | 'png',
  baseName: string,
): Promise<string | null> {
  try {
    await legendDrawn(svg);
    const size = Math.max(600, Math.round(svg.getBoundingClientRect().width));
    return await downloadPicture(chartPicture(svg, size), format, baseName);
  } catch {
    return t`The picture could not be made. Try again, or use Download SVG.`;
  }
}

/**
 * Saves a picture made of SVG text as `<baseName>.svg`, or drawn at twice its size as `.png`
 * (the chart's, a game's story); resolves to a problem to show, or null.
 */
export async function downloadPicture(
  { text, width, height }: { text: string; width: number; height: number },
  format: 'svg' | 'png',
  baseName: string,
): Promise<string | null> {
  try {
    if (format === 'svg') {
      save(new Blob([text], { type: 'image/svg+xml' }), `${baseName}.svg`);
      return null;
    }
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * 2);
    canvas.height = Math.round(height * 2);
    const ctx = canvas.getContext('2d');
    if (!ctx) return t`This browser cannot draw a PNG. Try Download SVG.`;
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) return t`This browser could not make the PNG. Try Download SVG.`;
    save(blob, `${baseName}.png`);
    return null;
  } catch {
    return t`The picture could not be made. Try again, or use Download SVG.`;
  }
}
