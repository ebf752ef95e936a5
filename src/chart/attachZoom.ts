// Pinch, drag and ctrl+wheel on the chart, by d3-zoom: it turns gestures into a zoom transform
// and nothing else. The chart draws that transform itself (TableChart's `view`).
import { select, zoom, zoomIdentity, type D3ZoomEvent } from 'd3';
import { VIEW_HALF } from './geometry';
import type { ChartView } from './zoom';

export interface ZoomHandle {
  /** Moves to a view, eased unless `instant` (or the user prefers reduced motion). */
  to(view: ChartView, instant?: boolean): void;
  /** Sets the closest and farthest zoom allowed. */
  limits(min: number, max: number): void;
  detach(): void;
}

export function attachZoom(svg: SVGSVGElement, onView: (view: ChartView) => void): ZoomHandle {
  const v = VIEW_HALF;
  const behaviour = zoom<SVGSVGElement, unknown>()
    // The viewBox square, so transforms are in the chart's own units whatever its CSS size.
    .extent([
      [-v, -v],
      [v, v],
    ])
    .translateExtent([
      [-v, -v],
      [v, v],
    ])
    // A wheel zooms only with Ctrl or ⌘ (a trackpad pinch sends those): plain scrolling still
    // scrolls the page. Double-tap stays the browser's.
    .filter(
      (e: Event & { button?: number; ctrlKey?: boolean; metaKey?: boolean }) =>
        (e.type !== 'wheel' || !!e.ctrlKey || !!e.metaKey) && !e.button,
    )
    // A pinch or drag follows the finger at once: any glide still running stops easing.
    .on('start', (e: D3ZoomEvent<SVGSVGElement, unknown>) => {
      if (e.sourceEvent) glide(false);
    })
    .on('zoom', (e: D3ZoomEvent<SVGSVGElement, unknown>) =>
      onView({ k: e.transform.k, x: e.transform.x, y: e.transform.y }),
    );
  const sel = select(svg);
  sel.call(behaviour).on('dblclick.zoom', null);
  const reduced =
    typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  // A glide is the browser's CSS transition from the old view to the new one (index.css,
  // [data-glide]): the view changes once, so the chart renders once, not on each of a glide's
  // ~17 frames (at 100 seats on a slow phone that was ~400 ms of main thread after End turn).
  // The mark stays between glides (a turn passed, a zoom button): a timer taking it off after each
  // one was a change to the page a third of a second after the click. Only a gesture, which
  // follows the finger at once, or an instant move takes it off.
  const frame = svg.parentElement;
  const glide = (on: boolean) => {
    if (!frame || on === frame.hasAttribute('data-glide')) return;
    if (on) frame.setAttribute('data-glide', '');
    else frame.removeAttribute('data-glide');
  };
  return {
    to(view, instant = false) {
      const t = zoomIdentity.translate(view.x, view.y).scale(view.k);
      // Hundreds of seats show changes at once (index.css, data-seats="many").
      glide(!instant && !reduced && svg.getAttribute('data-seats') !== 'many');
      behaviour.transform(sel, t);
    },
    limits(min, max) {
      behaviour.scaleExtent([min, max]);
    },
    detach() {
      glide(false);
      sel.on('.zoom', null);
      sel.interrupt();
    },
  };
}
