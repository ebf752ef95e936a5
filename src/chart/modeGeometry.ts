// Geometry for table mode: the seats round a stadium (a rectangle with round ends) that fills the
// screen, in CSS pixels with the origin at the screen's centre. A phone is tall and a desktop wide,
// so a circle would leave most of either empty; the stadium keeps the order round the table
// (seat 0 at the top, then clockwise: each player's left, 101.4) and gives every seat more room.
// Pure numbers: nothing here touches the DOM.
import type { Point, Radians } from './geometry';

export interface ModeSeat extends Point {
  /** Clockwise from the top, from the centre to the seat: the seat faces the player beyond it. */
  angle: Radians;
}

export interface ModeLayout {
  width: number;
  height: number;
  /** Radius of every seat's circle. */
  radius: number;
  /** Font sizes (px): the name, the life total, the smaller lines (commander damage, poison). */
  nameFont: number;
  lifeFont: number;
  smallFont: number;
  /** Half the width of the strip kept free down the middle (px). */
  free: number;
  seats: ModeSeat[];
}

/** Space kept free at the screen's edge (px): a focused seat's ring reaches 12 px past it. */
const MARGIN = 14;
/** Half the width kept free in the middle for the turn and End turn (px). */
const MIDDLE = 52;
/** The least space between two neighbouring seats (px). */
const GAP = 8;
const MAX_RADIUS = 150;

/** Clockwise from the top, for a point relative to the centre (SVG y-down). */
export const angleOf = (p: Point): Radians => {
  const a = Math.atan2(p.x, -p.y);
  return a < 0 ? a + 2 * Math.PI : a;
};

/**
 * `count` points evenly spaced by length along a stadium of half-extents `hx` by `hy`, the first
 * at the top's middle, then clockwise.
 */
export function stadiumPoints(count: number, hx: number, hy: number): Point[] {
  const tall = hy >= hx;
  // The round ends have the shorter half-extent as their radius; the straight sides run between.
  const c = Math.max(0, Math.min(hx, hy));
  const half = Math.max(0, (tall ? hy : hx) - c);
  const arc = (cx: number, cy: number, from: number, to: number) => ({
    length: c * (to - from),
    at: (f: number) => {
      const a = from + (to - from) * f;
      return { x: cx + c * Math.sin(a), y: cy - c * Math.cos(a) };
    },
  });
  const line = (a: Point, b: Point) => ({
    length: Math.hypot(b.x - a.x, b.y - a.y),
    at: (f: number) => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f }),
  });
  const q = Math.PI / 2;
  // From the top's middle, clockwise.
  const parts = tall
    ? [
        arc(0, -half, 0, q),
        line({ x: c, y: -half }, { x: c, y: half }),
        arc(0, half, q, 3 * q),
        line({ x: -c, y: half }, { x: -c, y: -half }),
        arc(0, -half, 3 * q, 4 * q),
      ]
    : [
        line({ x: 0, y: -c }, { x: half, y: -c }),
        arc(half, 0, 0, 2 * q),
        line({ x: half, y: c }, { x: -half, y: c }),
        arc(-half, 0, 2 * q, 4 * q),
        line({ x: -half, y: -c }, { x: 0, y: -c }),
      ];
  const total = parts.reduce((sum, p) => sum + p.length, 0);
  return Array.from({ length: count }, (_, s) => {
    let want = (s * total) / Math.max(1, count);
    for (const p of parts) {
      if (want <= p.length || p === parts[parts.length - 1])
        return p.at(p.length ? Math.min(1, want / p.length) : 0);
      want -= p.length;
    }
    return { x: 0, y: 0 };
  });
}

/** The shortest distance between two of the points (Infinity for fewer than two). */
export function closest(points: readonly Point[]): number {
  let best = Infinity;
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++)
      best = Math.min(best, Math.hypot(points[i]!.x - points[j]!.x, points[i]!.y - points[j]!.y));
  return best;
}

/**
 * Seats as large as fit: neighbours apart, the screen's edge, and a strip down the middle kept
 * free for the turn and End turn. Fonts follow the seat's size.
 */
export function layoutTableMode(count: number, width: number, height: number): ModeLayout {
  const n = Math.max(1, count);
  const short = Math.min(width, height) / 2;
  let radius = Math.min(MAX_RADIUS, (short - MARGIN - MIDDLE) / 2);
  let points: Point[] = [];
  // Shrink until neighbours no longer touch (a few rounds settle it).
  for (let round = 0; round < 12; round++) {
    points = stadiumPoints(n, width / 2 - MARGIN - radius, height / 2 - MARGIN - radius);
    const room = (closest(points) - GAP) / 2;
    if (room >= radius - 0.5) break;
    radius = Math.max(12, Math.max(room, radius * 0.9));
  }
  radius = Math.max(12, radius);
  return {
    width,
    height,
    radius,
    nameFont: Math.min(26, Math.max(11, radius * 0.27)),
    lifeFont: Math.min(60, Math.max(14, radius * 0.45)),
    smallFont: Math.min(22, Math.max(12, radius * 0.24)),
    free: Math.max(0, short - MARGIN - 2 * radius),
    seats: points.slice(0, count).map((p) => ({ ...p, angle: angleOf(p) })),
  };
}

/** Degrees that turn words to face the player sitting beyond a seat at `angle`. */
export const facingDegrees = (angle: Radians) => ((angle * 180) / Math.PI + 180) % 360;

/** The four corners of a `w` by `h` box centred at `at`, turned to face the seat at `angle`. */
export function boxCorners(at: Point, angle: Radians, w: number, h: number): Point[] {
  const turn = angle + Math.PI;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  return [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ].map(([x, y]) => ({ x: at.x + x! * cos - y! * sin, y: at.y + x! * sin + y! * cos }));
}

/**
 * Whether a point lies on the table's felt, `margin` px inside its edge: the stadium ModeChart
 * draws (the screen less 3 px, its ends round), not merely on the screen.
 */
export function onFelt(layout: ModeLayout, p: Point, margin = 0): boolean {
  const r = Math.min(layout.width, layout.height) / 2 - 3;
  // The straight middle of the stadium, along its long axis: every point of the felt is within r.
  const hx = Math.max(0, layout.width / 2 - 3 - r);
  const hy = Math.max(0, layout.height / 2 - 3 - r);
  const dx = Math.max(0, Math.abs(p.x) - hx);
  const dy = Math.max(0, Math.abs(p.y) - hy);
  return Math.hypot(dx, dy) <= r - margin;
}

/**
 * Where a box of `w` by `h` px (its reader at its bottom edge) goes between the centre and the
 * seat at `angle`: as near that seat as it can be without covering a seat or a box in `avoid`.
 * Returns its centre, or null where no place along that line is free.
 */
export function placeToward(
  layout: ModeLayout,
  angle: Radians,
  w: number,
  h: number,
  avoid: readonly (readonly Point[])[] = [],
  /** Where the line is full, the free place nearest the seat anywhere on the screen. */
  anywhere = false,
): Point | null {
  const dir = { x: Math.sin(angle), y: -Math.cos(angle) };
  // Between the centre and the seat, never beyond it.
  const seat = layout.seats.find((s) => Math.abs(s.angle - angle) < 1e-9);
  const far = seat ? Math.hypot(seat.x, seat.y) : Math.hypot(layout.width, layout.height) / 2;
  const fits = (c: Point) => {
    const box = boxCorners(c, angle, w, h);
    const inside = box.every((k) => onFelt(layout, k, 2));
    return (
      inside &&
      layout.seats.every((s) => !circleMeetsBox(s, layout.radius + 4, box)) &&
      avoid.every((other) => !boxesMeet(box, other))
    );
  };
  for (let d = far; d >= 0; d -= 4) {
    const c = { x: dir.x * d, y: dir.y * d };
    if (fits(c)) return c;
  }
  if (!anywhere) return null;
  // Nothing free on the line to the seat (a crowded Grand Melee): the free place nearest the seat.
  const target = seat ?? { x: dir.x * far, y: dir.y * far };
  let best: Point | null = null;
  let bestDistance = Infinity;
  const step = 12;
  for (let x = -layout.width / 2; x <= layout.width / 2; x += step)
    for (let y = -layout.height / 2; y <= layout.height / 2; y += step) {
      const distance = Math.hypot(x - target.x, y - target.y);
      if (distance < bestDistance && fits({ x, y })) {
        best = { x, y };
        bestDistance = distance;
      }
    }
  return best;
}

/**
 * The first of `sizes` (largest first) that finds a free place toward the seat at `angle`, and
 * that place; else the last size at the centre. A box turned across a narrow phone needs to be
 * narrower than one turned along it.
 */
export function fitToward<S extends { w: number; h: number; last?: boolean }>(
  layout: ModeLayout,
  angle: Radians,
  sizes: readonly S[],
  avoid: readonly (readonly Point[])[] = [],
): S & { at: Point } {
  // Every size on the line to the seat first; only then anywhere near it. A size marked `last`
  // (too small to read well) only once every other has found no place, on the line or off it.
  for (const group of [sizes.filter((s) => !s.last), sizes.filter((s) => s.last)])
    for (const anywhere of [false, true])
      for (const size of group) {
        const at = placeToward(layout, angle, size.w, size.h, avoid, anywhere);
        if (at) return { at, ...size };
      }
  return { at: { x: 0, y: 0 }, ...sizes[sizes.length - 1]! };
}

/**
 * Boxes placed one after another, each toward its seat and clear of the seats and of the boxes
 * placed before it (Grand Melee's several End turns, 807.4). `angle` null: the centre, upright.
 */
export function placeAll<S extends { w: number; h: number; last?: boolean }>(
  layout: ModeLayout,
  asks: readonly { angle: Radians | null; sizes: readonly S[] }[],
  /** Boxes already drawn (the teams' names, modeTeams.ts): nothing placed covers them. */
  avoid: readonly (readonly Point[])[] = [],
): (S & { at: Point })[] {
  const taken: (readonly Point[])[] = [...avoid];
  return asks.map(({ angle, sizes }) => {
    const fit =
      angle === null
        ? { at: { x: 0, y: 0 }, ...sizes[0]! }
        : fitToward(layout, angle, sizes, taken);
    taken.push(boxCorners(fit.at, angle ?? Math.PI, fit.w + 8, fit.h + 8));
    return fit;
  });
}

/** Whether two convex boxes (corners in order) overlap: no edge's normal separates them. */
export function boxesMeet(a: readonly Point[], b: readonly Point[]): boolean {
  for (const poly of [a, b])
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      const nx = q.y - p.y;
      const ny = p.x - q.x;
      const span = (pts: readonly Point[]) => {
        let lo = Infinity;
        let hi = -Infinity;
        for (const k of pts) {
          const v = k.x * nx + k.y * ny;
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
        return [lo, hi] as const;
      };
      const [alo, ahi] = span(a);
      const [blo, bhi] = span(b);
      if (ahi < blo || bhi < alo) return false;
    }
  return true;
}

/** Whether a circle overlaps a convex box given by its corners in order. */
export function circleMeetsBox(c: Point, r: number, box: readonly Point[]): boolean {
  // Inside the box?
  let sign = 0;
  let inside = true;
  for (let i = 0; i < box.length; i++) {
    const a = box[i]!;
    const b = box[(i + 1) % box.length]!;
    const cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    const s = Math.sign(cross);
    if (s !== 0) {
      if (sign === 0) sign = s;
      else if (s !== sign) inside = false;
    }
  }
  if (inside) return true;
  // Near an edge?
  for (let i = 0; i < box.length; i++) {
    const a = box[i]!;
    const b = box[(i + 1) % box.length]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((c.x - a.x) * dx + (c.y - a.y) * dy) / (dx * dx + dy * dy)));
    if (Math.hypot(a.x + dx * t - c.x, a.y + dy * t - c.y) < r) return true;
  }
  return false;
}
