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
    .on('zoom', (e: D3ZoomEvent<SVGSVGElement, unknown>) =>
      onView({ k: e.transform.k, x: e.transform.x, y: e.transform.y }),
    );
  const sel = select(svg);
  sel.call(behaviour).on('dblclick.zoom', null);
  const reduced =
    typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return {
    to(view, instant = false) {
      const t = zoomIdentity.translate(view.x, view.y).scale(view.k);
      if (instant || reduced) behaviour.transform(sel, t);
      else behaviour.transform(sel.transition().duration(280), t);
    },
    limits(min, max) {
      behaviour.scaleExtent([min, max]);
    },
    detach() {
      sel.on('.zoom', null);
      sel.interrupt();
    },
  };
}
