// How far the chart must be zoomed for its words and seats to stay usable on a small screen
// (names never below 12 CSS px, touch targets never below 44 px). Pure numbers in
// viewBox units; the zoom controls (ui/table/ChartZoom.tsx) apply them.
import { polar, VIEW_HALF, type SeatTier, type TableLayout } from './geometry';

/** The smallest name a person should have to read, and the smallest seat to tap (CSS px). */
export const MIN_NAME_PX = 12;
export const MIN_TARGET_PX = 44;
/**
 * A name may be drawn up to this much larger than its seat's own size before the chart zooms:
 * a large seat squeezes a long name to fit (TableSeat's textLength); smaller seats would cut it
 * to three letters, so they zoom instead.
 */
export const nameStretch = (tier: SeatTier) => (tier === 'large' ? 1.5 : 1);
/** Closest zoom offered, as a multiple of the zoom the table needs. */
export const MAX_ZOOM = 12;

/** The font size of a seat's name in viewBox units, as TableSeat draws it by tier. */
export function nameUnits(layout: Pick<TableLayout, 'tier' | 'seatRadius' | 'labelFont'>): number {
  const r = layout.seatRadius;
  if (layout.tier === 'large') return Math.min(34, r * 0.34);
  if (layout.tier === 'medium') return Math.max(9, Math.min(20, r * 0.42));
  return layout.labelFont;
}

/** A zoom: draw at k times the size, shifted by (x, y) viewBox units (d3-zoom's transform). */
export interface ChartView {
  k: number;
  x: number;
  y: number;
}

export const WHOLE_TABLE: ChartView = { k: 1, x: 0, y: 0 };

export interface ZoomNeed {
  /** CSS px per viewBox unit with the whole table shown. */
  pxPerUnit: number;
  /** The least zoom at which every name is ≥ 12 px and every seat ≥ 44 px across (≥ 1). */
  k: number;
}

/** What a chart of this layout, drawn `widthPx` wide, needs to be usable. */
export function zoomNeed(
  layout: Pick<TableLayout, 'tier' | 'seatRadius' | 'labelFont' | 'hitRadius'>,
  widthPx: number,
): ZoomNeed {
  const pxPerUnit = widthPx / (2 * VIEW_HALF);
  if (!(pxPerUnit > 0)) return { pxPerUnit: 1, k: 1 };
  const forNames = MIN_NAME_PX / (nameUnits(layout) * nameStretch(layout.tier) * pxPerUnit);
  const forTargets = MIN_TARGET_PX / (2 * layout.hitRadius * pxPerUnit);
  return { pxPerUnit, k: Math.max(1, forNames, forTargets) };
}

/**
 * The name size to draw at zoom k: the seat's own size, raised to 12 CSS px where that is at most
 * nameStretch times larger. Null when even that stays under 12 px: the chart is zoomed out past
 * readable names, and draws the seats without them.
 */
export function nameFloor(
  natural: number,
  pxPerUnit: number,
  k: number,
  tier: SeatTier,
): number | null {
  const floor = MIN_NAME_PX / (pxPerUnit * k);
  if (natural >= floor - 1e-9) return Math.max(natural, floor);
  return natural * nameStretch(tier) >= floor - 1e-9 ? floor : null;
}

/** Keeps the zoomed chart covering its frame: no empty margin beyond the table's square. */
export function clampView(view: ChartView): ChartView {
  const k = Math.max(1, view.k);
  const limit = VIEW_HALF * (k - 1);
  const clamp = (v: number) => Math.max(-limit, Math.min(limit, v));
  return { k, x: clamp(view.x), y: clamp(view.y) };
}

/** The view at zoom k centred on a point of the chart (as near as the table's edge allows). */
export function centredOn(point: { x: number; y: number }, k: number): ChartView {
  return clampView({ k, x: -point.x * k, y: -point.y * k });
}

/**
 * The neighbourhood of a seat: the seat and the seats in its range of influence (801.2), as
 * large as fits, and never smaller than the zoom the table needs. An unlimited range shows the
 * seat with two neighbours each side.
 */
export function neighbourhood(
  layout: Pick<TableLayout, 'count' | 'angles' | 'ringRadius' | 'seatRadius' | 'hitRadius'>,
  seat: number,
  range: number | null,
  need: number,
): ChartView {
  const n = layout.count;
  const reach = Math.min(Math.floor((n - 1) / 2), range ?? 2, 3);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let d = -reach; d <= reach; d++) {
    const p = polar(layout.ringRadius, layout.angles[(((seat + d) % n) + n) % n] ?? 0);
    xs.push(p.x);
    ys.push(p.y);
  }
  const pad = Math.max(layout.seatRadius, layout.hitRadius) + 40;
  const minX = Math.min(...xs) - pad;
  const maxX = Math.max(...xs) + pad;
  const minY = Math.min(...ys) - pad;
  const maxY = Math.max(...ys) + pad;
  const span = Math.max(maxX - minX, maxY - minY);
  const fit = (2 * VIEW_HALF) / span;
  const k = Math.min(need * MAX_ZOOM, Math.max(need, fit));
  return centredOn({ x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, k);
}

/** How far from the centre the table's drawing reaches: seats, their names and turn markers. */
export function tableExtent(
  layout: Pick<
    TableLayout,
    | 'tier'
    | 'ringRadius'
    | 'seatRadius'
    | 'markerOrbit'
    | 'markerRadius'
    | 'labelRadius'
    | 'labelFont'
  >,
): number {
  const seats = layout.ringRadius + layout.seatRadius;
  const markers = layout.markerRadius > 0 ? layout.markerOrbit + layout.markerRadius : 0;
  const labels = layout.tier === 'small' ? layout.labelRadius + 11 * layout.labelFont * 0.6 : 0;
  return Math.max(seats, markers, labels);
}

/**
 * The view a zoomed chart opens on: the whole table, centred, when all of it fits the frame at
 * the zoom it needs (a 16-seat Grand Melee on a phone needs a few per cent: opened on the first
 * seat, it lost the seat opposite and two turn markers); otherwise the seat in focus.
 */
export function openingView(
  layout: Parameters<typeof tableExtent>[0] & { positions: readonly { x: number; y: number }[] },
  focus: number | null,
  need: number,
): ChartView {
  if (tableExtent(layout) * need <= VIEW_HALF) return { k: need, x: 0, y: 0 };
  return centredOn(layout.positions[focus ?? 0] ?? { x: 0, y: 0 }, need);
}

/** Whether a point of the chart is inside the zoomed frame, `margin` units in from its edge. */
export function inView(view: ChartView, point: { x: number; y: number }, margin = 0): boolean {
  const sx = point.x * view.k + view.x;
  const sy = point.y * view.k + view.y;
  const edge = VIEW_HALF - margin;
  return Math.abs(sx) <= edge && Math.abs(sy) <= edge;
}
