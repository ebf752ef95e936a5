// The story's chart as a file, SVG or PNG, as the seating chart exports itself (teach/
// exportChart.ts, whose `downloadPicture` this uses): the drawing with the theme's colours written in and
// the page's colour behind it, so it looks the same without the page. PNG is that SVG drawn at
// twice the size. Nothing leaves the browser. Loaded on the first click (its own chunk).
import { downloadPicture, wrap } from '../../teach/exportChart';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * The chart's markup, standalone: every var(--tc-…) replaced by its value on the page, and
 * `caption` (who won, how long it took) written above it, so a slide says which game it was.
 */
export function storyPicture(
  svg: SVGSVGElement,
  caption = '',
): { text: string; width: number; height: number } {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const vars = getComputedStyle(svg);
  // Colours set through styles (the theme's variables, words mixed with them) as the page
  // computed them: a file viewer knows neither the variables nor every colour function.
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [clone, ...clone.querySelectorAll('*')] as SVGElement[];
  from.forEach((el, i) => {
    const style = (el as SVGElement).style;
    if (!style?.length) return;
    const cs = getComputedStyle(el);
    for (const prop of ['fill', 'stroke'])
      if (style.getPropertyValue(prop)) to[i]!.style.setProperty(prop, cs.getPropertyValue(prop));
  });
  const width = Number(svg.getAttribute('width')) || svg.getBoundingClientRect().width;
  // The caption in lines that fit the picture's width (14 px text, about 8 px a letter).
  const lines = caption ? wrap(caption, Math.max(20, Math.floor((width - 16) / 8))) : [];
  const top = lines.length ? 12 + lines.length * 20 : 0;
  const height = (Number(svg.getAttribute('height')) || svg.getBoundingClientRect().height) + top;
  if (lines.length) {
    // Everything drawn moves down under the caption; the title and description stay first.
    const body = document.createElementNS(SVG_NS, 'g');
    body.setAttribute('transform', `translate(0 ${top})`);
    for (const child of [...clone.childNodes])
      if (!['title', 'desc'].includes((child as Element).localName)) body.append(child);
    const text = document.createElementNS(SVG_NS, 'text');
    text.setAttribute('font-size', '14');
    text.setAttribute('font-weight', 'bold');
    text.setAttribute('fill', vars.getPropertyValue('--tc-text').trim() || '#f1f5f9');
    lines.forEach((line, i) => {
      const span = document.createElementNS(SVG_NS, 'tspan');
      span.setAttribute('x', '8');
      span.setAttribute('y', String(20 + i * 20));
      span.textContent = line;
      text.append(span);
    });
    clone.append(text, body);
    clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
    clone.setAttribute('height', String(height));
  }
  const back = document.createElementNS(SVG_NS, 'rect');
  back.setAttribute('width', String(width));
  back.setAttribute('height', String(height));
  back.setAttribute('fill', pageColour(svg));
  clone.insertBefore(back, clone.querySelector('desc')?.nextSibling ?? clone.firstChild);
  clone.removeAttribute('class');
  clone.removeAttribute('role');
  clone.removeAttribute('aria-labelledby');
  clone.setAttribute('xmlns', SVG_NS);
  const text = new XMLSerializer()
    .serializeToString(clone)
    .replace(
      /var\((--tc-[a-z-]+)\)/g,
      (whole, name: string) => vars.getPropertyValue(name).trim() || whole,
    );
  return { text, width, height };
}

/** The colour the chart is drawn on: the nearest ancestor with a background of its own. */
function pageColour(el: Element): string {
  for (let e: Element | null = el; e; e = e.parentElement) {
    const bg = getComputedStyle(e).backgroundColor;
    if (bg && bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) return bg;
  }
  return '#0f172a';
}

/**
 * Saves the chart as `<baseName>.svg` or `.png`; resolves to null, or a problem: 'unmade' (the
 * picture could not be made: StoryFigure words it in the language shown), or the shared exporter's
 * own words.
 */
export async function downloadStory(
  svg: SVGSVGElement,
  format: 'svg' | 'png',
  baseName: string,
  caption = '',
): Promise<string | null> {
  try {
    return await downloadPicture(storyPicture(svg, caption), format, baseName);
  } catch {
    return 'unmade';
  }
}
