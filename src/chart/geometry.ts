// Pure geometry for the seating chart: D3 computes numbers and path strings, React renders them.
// Nothing here touches the DOM.
import { arc, pie } from 'd3';

/** Angles in radians, clockwise from 12 o'clock (d3-shape's convention). */
export type Radians = number & { readonly __unit?: 'radians' };

export interface Point {
  x: number;
  y: number;
}

export interface SeatGeometry {
  seat: number;
  angle: Radians;
  /** Centre of the seat, relative to the table's centre. */
  position: Point;
}

export interface ChartLayout {
  /** Radius of the circle the seat centres sit on. */
  ringRadius: number;
  /** Radius of each seat's circle. */
  seatRadius: number;
  seats: SeatGeometry[];
}

const TAU = 2 * Math.PI;

/**
 * Seat i's angle: seat 0 at the top, the following seats clockwise. Clockwise seen from above
 * is "to the left" of each player as they face the centre (the direction turns pass, 101.4).
 */
export function seatAngleScale(count: number): (seat: number) => Radians {
  // d3-shape's pie splits the circle into equal slices, one per seat, centred on seat 0 at the
  // top; the slice width is the step between seats. (A linear scale would do the same, but
  // d3-scale brings d3-array, d3-format and d3-color into the bundle for this one line.)
  const n = Math.max(count, 1);
  const [first] = pie<number>()
    .sort(null)
    .startAngle(-Math.PI / n)
    .endAngle(TAU - Math.PI / n)(new Array<number>(n).fill(1));
  const step = first!.endAngle - first!.startAngle;
  return (seat) => seat * step;
}

/** A point at `radius` and `angle` (clockwise from the top) from the centre, SVG y-down. */
export function polar(radius: number, angle: Radians): Point {
  return { x: radius * Math.sin(angle), y: -radius * Math.cos(angle) };
}

/** Seat circles as large as fits between neighbours, capped at `maxSeatRadius`. */
export function layoutSeats(count: number, ringRadius: number, maxSeatRadius = 56): ChartLayout {
  const angleOf = seatAngleScale(count);
  const fit = count > 1 ? ringRadius * Math.sin(Math.PI / count) * 0.82 : maxSeatRadius;
  const seatRadius = Math.max(8, Math.min(maxSeatRadius, fit));
  const seats = Array.from({ length: count }, (_, seat) => {
    const angle = angleOf(seat);
    return { seat, angle, position: polar(ringRadius, angle) };
  });
  return { ringRadius, seatRadius, seats };
}

/** Maximal runs of consecutive seats (wrapping round the table) among `seats`. */
export function seatRuns(seats: readonly number[], count: number): number[][] {
  const inSet = new Set(seats.filter((s) => s >= 0 && s < count));
  if (inSet.size === 0) return [];
  if (inSet.size === count) return [Array.from({ length: count }, (_, i) => i)];
  // Start just after a gap so that a run crossing seat 0 stays whole.
  let start = 0;
  while (inSet.has(start)) start++;
  const runs: number[][] = [];
  let current: number[] = [];
  for (let k = 1; k <= count; k++) {
    const seat = (start + k) % count;
    if (inSet.has(seat)) {
      current.push(seat);
    } else if (current.length > 0) {
      runs.push(current);
      current = [];
    }
  }
  if (current.length > 0) runs.push(current);
  return runs.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
}

export interface BandSegment {
  /** Stable key: the seats the segment covers. */
  key: string;
  startAngle: Radians;
  endAngle: Radians;
  path: string;
}

/**
 * The range-of-influence band: ring segments behind the given seats, one per run of
 * neighbouring seats, each spanning half a seat's slot beyond its first and last seat.
 */
export function rangeBand(
  seats: readonly number[],
  count: number,
  innerRadius: number,
  outerRadius: number,
): BandSegment[] {
  if (count === 0) return [];
  const angleOf = seatAngleScale(count);
  const half = Math.PI / count;
  const corner = Math.min(12, (outerRadius - innerRadius) / 2);
  const shape = () =>
    arc<{ startAngle: number; endAngle: number }>()
      .innerRadius(innerRadius)
      .outerRadius(outerRadius);
  return seatRuns(seats, count).map((run) => {
    const first = run[0] ?? 0;
    const last = run[run.length - 1] ?? first;
    const full = run.length === count;
    const startAngle = full ? 0 : angleOf(first) - half;
    let endAngle = full ? TAU : angleOf(last) + half;
    // A run that crosses seat 0 ends "before" it starts: carry on round the circle.
    if (endAngle <= startAngle) endAngle += TAU;
    // A full ring has no ends to round off.
    const path = shape().cornerRadius(full ? 0 : corner)({ startAngle, endAngle }) ?? '';
    return { key: run.join('-'), startAngle, endAngle, path };
  });
}

export interface TextLine {
  key: string;
  text: string;
  fontSize: number;
  className: string;
}

export interface PlacedLine extends TextLine {
  /** Centre of the line, relative to the circle's centre. */
  y: number;
  /** Set when the text would be wider than the circle there: squeeze it to this width. */
  textLength?: number;
}

/** Wide characters (CJK, kana, Hangul, full-width forms): about a whole em each. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/g;

/** How many of `text`'s characters are wide (a Japanese or Korean word on a seat, say). */
export const wideCount = (text: string) => text.match(WIDE)?.length ?? 0;

/**
 * A rough text width for a sans-serif font; enough to decide whether a line needs squeezing.
 * `per` is a narrow character's width in ems; a wide one is an em.
 */
export function estimateTextWidth(text: string, fontSize: number, per = 0.56): number {
  const wide = wideCount(text);
  return ((text.length - wide) * per + wide) * fontSize;
}

/** Half the width of a circle of `radius` at height `y` from its centre. */
export function halfChord(radius: number, y: number): number {
  return Math.sqrt(Math.max(0, radius * radius - y * y));
}

/**
 * Stacks lines of text centred in a circle, dropping empty ones, and squeezes any line that
 * would overflow the circle at its height (with a small inner margin).
 */
export function fitLines(lines: readonly (TextLine | null)[], radius: number): PlacedLine[] {
  const kept = lines.filter((line): line is TextLine => line !== null && line.text !== '');
  const heights = kept.map((line) => line.fontSize * 1.2);
  const total = heights.reduce((sum, h) => sum + h, 0);
  let top = -total / 2;
  return kept.map((line, i) => {
    const height = heights[i] ?? 0;
    const y = top + height / 2;
    top += height;
    const edge = Math.abs(y) + line.fontSize / 2;
    const available = 2 * halfChord(radius, edge) - 10;
    const width = estimateTextWidth(line.text, line.fontSize);
    return width > available ? { ...line, y, textLength: Math.max(available, 10) } : { ...line, y };
  });
}

// ---------------------------------------------------------------------------------------------
// Geometry for TableChart. Everything is in viewBox units around the table's centre (0, 0).
// ---------------------------------------------------------------------------------------------

/** Half the width of the square viewBox TableChart draws in. */
export const VIEW_HALF = 500;

/** How much a seat can show: text inside the circle, a short name, or a name outside it. */
export type SeatTier = 'large' | 'medium' | 'small';

export interface TableLayout {
  count: number;
  /** Radius of the circle the seat centres sit on. */
  ringRadius: number;
  seatRadius: number;
  /** Radius of the invisible hit circle (touch target), at least the seat's. */
  hitRadius: number;
  tier: SeatTier;
  /** Inner and outer radius of the range-of-influence band. */
  bandInner: number;
  bandOuter: number;
  /** Where arrows start and end (just inside the seats). */
  arrowRadius: number;
  /** Radius kept clear in the middle for the turn text. */
  centreRadius: number;
  /** Radius of the turn-marker tokens, and the radius their centres sit on. */
  markerRadius: number;
  markerOrbit: number;
  /** Radius at which names start when they sit outside tiny seats, and their font size. */
  labelRadius: number;
  labelFont: number;
  angles: Radians[];
  positions: Point[];
}

/** Angle of seat `seat` of `count`: seat 0 at 12 o'clock, then clockwise (to each player's left). */
export function seatAngle(seat: number, count: number): Radians {
  return count > 0 ? (seat * TAU) / count : 0;
}

/**
 * Lays the table out in a square of half-width VIEW_HALF. Seats are as large as fits between
 * neighbours (capped), names go outside when the seats get too small to hold them, and room is
 * left outside the ring for Grand Melee turn markers.
 */
export function layoutTable(count: number, withMarkers = false): TableLayout {
  const n = Math.max(count, 1);
  const edge = VIEW_HALF - 6;
  const sin = n > 1 ? Math.sin(Math.PI / n) : 1;
  const maxSeat = 104;
  const bandPad = 12;
  // Solve ringRadius + seatRadius + pad + markerSpace = edge, with seatRadius = min(max, k·R·sin).
  const place = (outside: number) => {
    const k = 0.8;
    let seatRadius = maxSeat;
    let ringRadius = edge - outside - seatRadius;
    if (k * ringRadius * sin < maxSeat) {
      ringRadius = (edge - outside) / (1 + k * sin);
      seatRadius = k * ringRadius * sin;
    }
    return { ringRadius, seatRadius };
  };
  // A marker sits on its seat's rim, mostly over the seat, so that a 16-seat Grand Melee still
  // fits a phone whole at the zoom its names need (zoom.ts openingView).
  const markerSpace = (r: number) => (withMarkers ? Math.max(10, Math.min(30, r * 0.42)) * 0.9 : 0);
  let { ringRadius, seatRadius } = place(bandPad + markerSpace(maxSeat * 0.6));
  const tier: SeatTier = seatRadius >= 40 ? 'large' : seatRadius >= 19 ? 'medium' : 'small';
  let labelFont = 0;
  if (tier === 'small') {
    // Names go outside the seats, pointing away from the centre like the numbers on a dial:
    // leave room for an 11-character name at a font that fits the seat's slot.
    for (let pass = 0; pass < 3; pass++) {
      const slot = 2 * ringRadius * sin;
      // At least 7 units, but never taller than the slot: past ~350 seats a 7-unit name overlaps
      // its neighbours' at every zoom (1,000 seats drew a wall of glyphs). Smaller names are
      // hidden in the whole-table view and raised to 12 px when zoomed in (zoom.ts).
      labelFont = Math.min(15, Math.max(Math.min(7, slot * 0.85), slot * 0.62));
      const labelSpace = 11 * labelFont * 0.6 + 8;
      ({ ringRadius, seatRadius } = place(bandPad + labelSpace + markerSpace(seatRadius)));
    }
    seatRadius = Math.max(3, seatRadius);
  }
  const markerRadius = withMarkers ? Math.max(10, Math.min(30, seatRadius * 0.42)) : 0;
  const spacing = n > 1 ? 2 * ringRadius * sin : 2 * seatRadius;
  const bandOuter = ringRadius + seatRadius + bandPad - 2;
  const bandInner = Math.max(0, ringRadius - seatRadius - bandPad + 2);
  const arrowRadius = ringRadius - seatRadius - 6;
  const angles = Array.from({ length: count }, (_, i) => seatAngle(i, count));
  return {
    count,
    ringRadius,
    seatRadius,
    hitRadius: Math.max(seatRadius, Math.min(64, spacing / 2)),
    tier,
    bandInner,
    bandOuter,
    arrowRadius,
    centreRadius: Math.min(150, arrowRadius * 0.42),
    markerRadius,
    // Tiny seats have their names outside, so markers go just inside the ring instead.
    markerOrbit:
      tier === 'small'
        ? ringRadius - seatRadius - markerRadius - 3
        : ringRadius + seatRadius * 0.75 + markerRadius * 0.35,
    labelRadius: ringRadius + seatRadius + 5,
    labelFont,
    angles,
    positions: angles.map((a) => polar(ringRadius, a)),
  };
}

/**
 * How far from the centre, along the line at `angle`, the centre's words (`rows`, ChartCentre's
 * lines: each as wide as its text) and the turn-order cue over them (TableBase: an arc at 0.97 of
 * the centre radius, ±0.95 rad round the top, its words above its middle) reach, for a label
 * `half` units thick lying along that line: a seat's name drawn toward the centre stops there.
 */
export function centreReach(
  layout: Pick<TableLayout, 'centreRadius'>,
  angle: Radians,
  half: number,
  rows: readonly { y: number; fontSize: number; text: string }[],
): number {
  const c = layout.centreRadius;
  const dir = polar(1, angle);
  // Each line of words as a box, its text's width by the usual estimate (bold, so a little more),
  // and the label as it lies across the line at each distance: five points of its width.
  const boxes = rows.map((r) => ({
    x: (estimateTextWidth(r.text, r.fontSize) * 1.15) / 2 + 3,
    y0: r.y - r.fontSize * 0.6 - 3,
    y1: r.y + r.fontSize * 0.6 + 3,
  }));
  const across = [-1, -0.5, 0, 0.5, 1].map((k) => ({ x: -dir.y * half * k, y: dir.x * half * k }));
  const near = (t: number) =>
    across.some((o) => {
      const x = Math.abs(dir.x * t + o.x);
      const y = dir.y * t + o.y;
      return boxes.some((b) => x <= b.x && y >= b.y0 && y <= b.y1);
    });
  // No box reaches past its far corner, nor the label past that by its half-width: the walk in
  // from 4c starts at the first step within that (the same steps, the same answer, far fewer).
  const far = Math.max(0, ...boxes.map((b) => Math.hypot(b.x, Math.max(-b.y0, b.y1)))) + half;
  const skip = Math.max(0, Math.floor((4 * c - far) / 2));
  let words = 0;
  for (let t = 4 * c - 2 * skip; t > 0; t -= 2)
    if (near(t)) {
      words = t;
      break;
    }
  // The cue's arc, and its words over the top (about ±0.45 rad of it), as the label crosses them.
  const a = Math.abs(shortestTurn(0, angle));
  const slack = half / Math.max(1, c);
  const cueFont = Math.max(11, c * 0.12);
  const cue = a <= 0.45 + slack ? 0.97 * c + cueFont * 1.4 : a <= 0.95 + slack ? 0.97 * c + 3 : 0;
  return Math.max(words, cue) + 6;
}

/** The signed shortest turn from angle a to angle b, in (−π, π]; ties go clockwise. */
export function shortestTurn(a: Radians, b: Radians): Radians {
  let d = (b - a) % TAU;
  if (d <= -Math.PI) d += TAU;
  if (d > Math.PI) d -= TAU;
  return d;
}

/** Angle b restated as the angle nearest a (so tweening from a goes the short way round). */
export function unwrapNear(a: Radians, b: Radians): Radians {
  return a + shortestTurn(a, b);
}

/** Normalises an angle into [0, 2π). */
export function normalizeAngle(a: Radians): Radians {
  const r = a % TAU;
  return r < 0 ? r + TAU : r;
}

/**
 * The mean direction of some seats (circular mean), e.g. where a team sits. Falls back to the
 * first seat when the seats are spread evenly all the way round.
 */
export function meanAngle(seats: readonly number[], count: number): Radians {
  if (seats.length === 0) return 0;
  let x = 0;
  let y = 0;
  for (const s of seats) {
    const a = seatAngle(s, count);
    x += Math.sin(a);
    y += Math.cos(a);
  }
  if (Math.hypot(x, y) < 1e-9) return seatAngle(seats[0]!, count);
  return normalizeAngle(Math.atan2(x, y));
}

export interface ArrowGeometry {
  path: string;
  /** Where the arrow ends (its head), for hit tests and labels. */
  end: Point;
  /** The point halfway along the curve. */
  middle: Point;
}

/**
 * A curved arrow inside the table from the seat at angle `from` to the seat at angle `to`. Both
 * ends sit on a circle of radius `radius`. The curve bows toward the centre so neighbours'
 * arrows stay visible, but never comes nearer the centre than `clear` (the turn text lives there).
 */
export function arrowPath(
  from: Radians,
  to: Radians,
  radius: number,
  clear: number,
): ArrowGeometry {
  const d = shortestTurn(from, to);
  const half = Math.abs(d) / 2;
  const mid = from + d / 2;
  const chordMid = radius * Math.cos(half); // distance of the chord's middle from the centre
  // Bow in proportion to the distance covered: neighbours get a gentle curve, not a loop.
  const chord = 2 * radius * Math.sin(half);
  const bow = Math.min(radius * 0.25, chord * 0.35);
  const peak = Math.max(clear, chordMid - bow);
  // A quadratic Bézier's middle is (P0 + P2)/4 + C/2: choose C so the middle lands on `peak`.
  const control = polar(2 * peak - chordMid, mid);
  const p0 = polar(radius, from);
  const p2 = polar(radius, to);
  const middle = {
    x: (p0.x + p2.x) / 4 + control.x / 2,
    y: (p0.y + p2.y) / 4 + control.y / 2,
  };
  const r = (v: number) => Math.round(v * 100) / 100;
  return {
    path: `M${r(p0.x)},${r(p0.y)}Q${r(control.x)},${r(control.y)} ${r(p2.x)},${r(p2.y)}`,
    end: p2,
    middle,
  };
}

/** A full ring band (unlimited range). */
export function fullRing(innerRadius: number, outerRadius: number): string {
  return (
    arc<{ startAngle: number; endAngle: number }>()
      .innerRadius(innerRadius)
      .outerRadius(outerRadius)({ startAngle: 0, endAngle: TAU }) ?? ''
  );
}

/** An arc path (no fill) along a circle from `start` to `end`, clockwise, for labels and cues. */
export function arcLine(radius: number, start: Radians, end: Radians): string {
  const p0 = polar(radius, start);
  const p1 = polar(radius, end);
  const large = Math.abs(end - start) > Math.PI ? 1 : 0;
  const sweep = end > start ? 1 : 0;
  const r = (v: number) => Math.round(v * 100) / 100;
  return `M${r(p0.x)},${r(p0.y)}A${r(radius)},${r(radius)} 0 ${large} ${sweep} ${r(p1.x)},${r(p1.y)}`;
}

/** Rotation (degrees) that makes text at `angle` read outward from the centre, never upside down. */
export function radialTextRotation(angle: Radians): { rotate: number; anchor: 'start' | 'end' } {
  const deg = (normalizeAngle(angle) * 180) / Math.PI; // 0 at top, clockwise
  // Text along the radius: at angle θ the outward direction is θ − 90° in SVG rotation terms.
  const outward = deg - 90;
  if (deg <= 180) return { rotate: outward, anchor: 'start' };
  return { rotate: outward - 180, anchor: 'end' };
}

/**
 * A path for text along the circle, centred on angle `mid` and `span` radians long, running
 * left to right on screen: clockwise over the top half, anticlockwise along the bottom half, so
 * the letters are never upside down.
 */
export function labelArc(radius: number, mid: Radians, span: Radians): string {
  const a = normalizeAngle(mid);
  const bottom = a > Math.PI / 2 && a < (3 * Math.PI) / 2;
  return bottom
    ? arcLine(radius, mid + span / 2, mid - span / 2)
    : arcLine(radius, mid - span / 2, mid + span / 2);
}

/** The angle in the middle of a band segment (for its label). */
export function segmentMiddle(segment: Pick<BandSegment, 'startAngle' | 'endAngle'>): Radians {
  return (segment.startAngle + segment.endAngle) / 2;
}

/** Where the turn-order chevrons go: halfway between neighbouring seats, when there is room. */
export function chevronAngles(layout: Pick<TableLayout, 'count' | 'ringRadius' | 'seatRadius'>): {
  angles: Radians[];
  size: number;
} {
  const { count, ringRadius, seatRadius } = layout;
  if (count < 2) return { angles: [], size: 0 };
  const gap = 2 * ringRadius * Math.sin(Math.PI / count) - 2 * seatRadius;
  if (gap < 12) return { angles: [], size: 0 };
  const size = Math.min(13, gap * 0.3);
  return {
    angles: Array.from({ length: count }, (_, i) => seatAngle(i, count) + Math.PI / count),
    size,
  };
}
