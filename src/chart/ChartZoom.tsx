// Zoom and pan for tables too big for the screen: when the whole table would show
// names under 12 px or seats under 44 px, the chart opens on the focused player's neighbourhood
// and offers zoom buttons, pinch and drag, and keys (+ − 0 N). "Whole table" shows every seat
// without names; tapping a seat there zooms to it. Loaded as its own chunk.
import { useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { layoutTable, type TableLayout } from './geometry';
import type { ZoomHandle } from './attachZoom';
import {
  centredOn,
  inView,
  MAX_ZOOM,
  MIN_NAME_PX,
  nameFloor,
  nameUnits,
  neighbourhood,
  openingView,
  WHOLE_TABLE,
  zoomNeed,
  type ChartView,
  type ZoomNeed,
} from './zoom';

export interface ZoomState extends ChartView {
  pxPerUnit: number;
  /** The least zoom at which names and seats are big enough (TableChart hides names below it). */
  need: number;
  /** The seats' name size at this zoom (viewBox units); null: too small to draw (zoom.ts). */
  nameSize: number | null;
}

export interface ChartZoomProps {
  svg: RefObject<SVGSVGElement | null>;
  count: number;
  withMarkers: boolean;
  /** The seat the neighbourhood is about (selected, or whose turn it is), and its range. */
  focus: number | null;
  range: number | null;
  onView: (view: ZoomState | null) => void;
}

const btnZoom =
  'min-h-11 min-w-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

/** The chart's drawn width in CSS px, followed as the window turns or resizes. */
function useWidth(svg: RefObject<SVGSVGElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver(() => setWidth(el.getBoundingClientRect().width));
    ro.observe(el);
    return () => ro.disconnect();
  }, [svg]);
  return width;
}

/**
 * What the chart draws at view v: names raised to 12 px (at a zoom rounded down to a twentieth,
 * so a pinch re-draws the seats in steps, never below 12 px), or none below the zoom needed.
 */
function zoomState(v: ChartView, need: ZoomNeed, layout: TableLayout): ZoomState {
  const natural = nameUnits(layout);
  const stepped = Math.max(0.05, Math.floor(v.k * 20) / 20);
  const nameSize =
    nameFloor(natural, need.pxPerUnit, v.k, layout.tier) === null
      ? null
      : Math.max(natural, MIN_NAME_PX / (need.pxPerUnit * stepped));
  return { ...v, pxPerUnit: need.pxPerUnit, need: need.k, nameSize };
}

const seatPoint = (layout: TableLayout, seat: number) => layout.positions[seat] ?? { x: 0, y: 0 };

export default function ChartZoom({
  svg,
  count,
  withMarkers,
  focus,
  range,
  onView,
}: ChartZoomProps) {
  const { t } = useLingui();
  const layout = useMemo(() => layoutTable(count, withMarkers), [count, withMarkers]);
  const width = useWidth(svg);
  const need = useMemo(() => zoomNeed(layout, width), [layout, width]);
  const zoomed = width > 0 && need.k > 1.001;
  const handle = useRef<ZoomHandle | null>(null);
  const [view, setView] = useState<ChartView>(WHOLE_TABLE);
  const latest = useRef({ view, need, layout, focus, range });
  latest.current = { view, need, layout, focus, range };

  const neighbours = () => {
    const s = latest.current;
    return s.focus === null
      ? centredOn(seatPoint(s.layout, 0), s.need.k)
      : neighbourhood(s.layout, s.focus, s.range, s.need.k);
  };

  // d3-zoom is attached only to tables that need it; a small table never loads it.
  useEffect(() => {
    const el = svg.current;
    if (!zoomed || !el) return;
    let cancelled = false;
    void import('./attachZoom').then(({ attachZoom }) => {
      if (cancelled) return;
      handle.current = attachZoom(el, (v) => {
        setView(v);
        onView(zoomState(v, latest.current.need, latest.current.layout));
      });
      handle.current.limits(1, latest.current.need.k * MAX_ZOOM);
      // The least zoom that is enough: the whole table when it fits, else around the seat in
      // focus (as much of the table as can be read). "Neighbourhood" goes closer.
      const s = latest.current;
      handle.current.to(openingView(s.layout, s.focus, s.need.k), true);
    });
    return () => {
      cancelled = true;
      handle.current?.detach();
      handle.current = null;
      onView(null);
    };
    // Re-attached only when zooming starts or stops being needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zoomed, svg]);

  // A new width or table: the same place, at a zoom that is still enough. A table that needs no
  // zoom is still told the width, so names a little under 12 px are drawn larger.
  // Measured, not asked for: the seats drawn again for it yield to a tap (a transition, drawn in
  // slices), rather than holding a slow phone for one long task just after the first paint.
  useEffect(() => {
    const h = handle.current;
    if (h) {
      h.limits(1, need.k * MAX_ZOOM);
      const view = zoomState(latest.current.view, need, layout);
      startTransition(() => onView(view));
    } else if (!zoomed) {
      const view = width > 0 ? zoomState(WHOLE_TABLE, need, layout) : null;
      startTransition(() => onView(view));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [need, zoomed]);

  // Another player selected or taking the turn: bring their seat into view (and out of the
  // whole-table view, where names are not drawn, into their neighbourhood).
  useEffect(() => {
    const h = handle.current;
    if (!h || focus === null) return;
    const s = latest.current;
    if (s.view.k < s.need.k - 1e-6) h.to(centredOn(seatPoint(s.layout, focus), s.need.k));
    else if (!inView(s.view, seatPoint(s.layout, focus), s.layout.hitRadius * s.view.k))
      h.to(centredOn(seatPoint(s.layout, focus), s.view.k));
  }, [focus]);

  // Arrow keys move between seats (TableSeat): keep the seat with the keyboard in view.
  useEffect(() => {
    const el = svg.current;
    if (!el || !zoomed) return;
    const onFocus = (e: FocusEvent) => {
      const seat = Number((e.target as Element | null)?.getAttribute?.('data-seat'));
      const s = latest.current;
      if (!Number.isInteger(seat) || !handle.current) return;
      const at = seatPoint(s.layout, seat);
      if (s.view.k < s.need.k - 1e-6) handle.current.to(centredOn(at, s.need.k));
      else if (!inView(s.view, at, s.layout.hitRadius * s.view.k))
        handle.current.to(centredOn(at, s.view.k));
    };
    el.addEventListener('focusin', onFocus);
    return () => el.removeEventListener('focusin', onFocus);
  }, [svg, zoomed]);

  const zoomBy = (f: number) => {
    const s = latest.current;
    const k = Math.min(s.need.k * MAX_ZOOM, Math.max(1, s.view.k * f));
    // Zoom about the middle of what is shown.
    const cx = -s.view.x / s.view.k;
    const cy = -s.view.y / s.view.k;
    handle.current?.to(centredOn({ x: cx, y: cy }, k));
  };
  const whole = () => handle.current?.to(WHOLE_TABLE);
  const near = () => handle.current?.to(neighbours());

  // + − 0 N while the chart or these buttons have the keyboard.
  useEffect(() => {
    const el = svg.current?.closest('figure');
    if (!el || !zoomed) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const act =
        e.key === '+' || e.key === '='
          ? () => zoomBy(1.5)
          : e.key === '-'
            ? () => zoomBy(1 / 1.5)
            : e.key === '0'
              ? whole
              : e.key === 'n' || e.key === 'N'
                ? near
                : null;
      if (!act) return;
      e.preventDefault();
      act();
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [svg, zoomed]);

  if (!zoomed) return null;
  const overview = view.k < need.k - 1e-6;
  return (
    <div
      className="flex flex-wrap items-center justify-center gap-2"
      role="toolbar"
      aria-label={t`Zoom the chart`}
      data-testid="chart-zoom"
      data-zoom={view.k.toFixed(2)}
    >
      <button
        type="button"
        className={btnZoom}
        onClick={() => zoomBy(1 / 1.5)}
        disabled={view.k <= 1.001}
        aria-keyshortcuts="-"
      >
        <span aria-hidden="true">−</span>
        <span className="sr-only">{t`Zoom out`}</span>
      </button>
      <button
        type="button"
        className={btnZoom}
        onClick={() => zoomBy(1.5)}
        disabled={view.k >= need.k * MAX_ZOOM - 1e-6}
        aria-keyshortcuts="+"
      >
        <span aria-hidden="true">+</span>
        <span className="sr-only">{t`Zoom in`}</span>
      </button>
      <button type="button" className={btnZoom} onClick={near} aria-keyshortcuts="N">
        {t({ message: 'Neighbourhood', context: 'zoom to the seats around the focus' })}
      </button>
      <button
        type="button"
        className={btnZoom}
        onClick={whole}
        aria-pressed={overview}
        aria-keyshortcuts="0"
      >
        {t({ message: 'Whole table', context: 'zoom out to every seat' })}
      </button>
      <p
        className="w-full text-center text-xs text-slate-600 dark:text-slate-300"
        aria-live="polite"
      >
        {overview
          ? t`The whole table, without names: tap a seat to zoom to it.`
          : t`Pinch or drag to move around the table; + and − zoom.`}
      </p>
    </div>
  );
}
