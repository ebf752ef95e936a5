// Pure geometry for the seating chart: D3 computes numbers and path strings, React renders them.
// Nothing here touches the DOM.
import { arc, scaleLinear } from 'd3';

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
export function seatAngleScale(count: number) {
  return scaleLinear<number, number>()
    .domain([0, Math.max(count, 1)])
    .range([0, TAU]);
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

/** A rough text width for a sans-serif font; enough to decide whether a line needs squeezing. */
export function estimateTextWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.56;
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
