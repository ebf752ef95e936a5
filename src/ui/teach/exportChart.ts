// The chart as a standalone picture for slides: the live <svg> cloned with every colour, stroke
// and font its CSS gives it written onto the elements, so the file looks the same without the
// page's stylesheet. PNG is that SVG drawn onto a canvas at twice the size. Nothing leaves the
// browser. Loaded only when someone exports (its own chunk).

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

/** The chart's SVG markup, `size` pixels square, with its computed styles inlined. */
export function chartSvgText(svg: SVGSVGElement, size: number): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const from = [svg, ...svg.querySelectorAll<SVGElement>('*')];
  const to = [clone, ...clone.querySelectorAll<SVGElement>('*')];
  let feltRadius: string | null = null;
  const computed = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (el: Element) => {
    let cs = computed.get(el);
    if (!cs) computed.set(el, (cs = getComputedStyle(el)));
    return cs;
  };
  from.forEach((el, i) => {
    const target = to[i]!;
    if (el.classList.contains('tc-felt')) feltRadius = el.getAttribute('r');
    const cs = styleOf(el);
    const parent = el === svg ? null : el.parentElement && styleOf(el.parentElement);
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
  clone.setAttribute('width', String(size));
  clone.setAttribute('height', String(size));
  clone.removeAttribute('role');
  return new XMLSerializer().serializeToString(clone);
}

function save(blob: Blob, fileName: string) {
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
    const size = Math.max(600, Math.round(svg.getBoundingClientRect().width));
    const text = chartSvgText(svg, size);
    if (format === 'svg') {
      save(new Blob([text], { type: 'image/svg+xml' }), `${baseName}.svg`);
      return null;
    }
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size * 2;
    const ctx = canvas.getContext('2d');
    if (!ctx) return 'This browser cannot draw a PNG. Try Download SVG.';
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) return 'This browser could not make the PNG. Try Download SVG.';
    save(blob, `${baseName}.png`);
    return null;
  } catch {
    return 'The picture could not be made. Try again, or use Download SVG.';
  }
}
