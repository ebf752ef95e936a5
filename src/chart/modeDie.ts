// Room in table mode's middle (ModeMiddle.tsx) besides the turn's words and End turn: the die
// (it opens the dice, 706) beside End turn where the middle is wide enough, else in a corner
// (TableMode's CornerDie), never above the words; a line above the words for the table's day or
// night (726) and storm count (702.40a); and height enough that the turn's number and name stay
// legible. Placing the middle, that room is asked for too, so nothing of it covers a seat.
import type { Point } from './geometry';
import { rimBadgeSize } from './modeBadges';
import { boxCorners, circleMeetsBox, facingDegrees, type ModeLayout } from './modeGeometry';
import type { TableModeLayout } from './tileGeometry';

/** A box of words in the middle (here, not in ModeMiddle, so the die's placement needs no component). */
export interface Size {
  w: number;
  h: number;
  /** Room for the turn's number above the name (the smallest size leaves it out). */
  kicker?: boolean;
  /** Tried only once every other size has found no place (placeAll): too small to read well. */
  last?: boolean;
}

/** The die's size (px): one touch target, the same on every screen. */
export const DIE = 44;
/** End turn beside the die needs this much across; narrower, the die goes to a corner. */
export const BESIDE = 80;
/** The least the turn's number (TURN 1) and the name under it are drawn at, where there is room. */
export const MIN_KICKER = 14;
export const MIN_HEADLINE = 18;

/** Whether the die fits beside End turn in a middle `w` px wide. */
export const dieBeside = (w: number) => w - DIE - 6 >= BESIDE;

/** The line above the words for the table's day or night and storm count (px). */
export const tableLine = (grow: number) => Math.round(22 * grow);

/**
 * The sizes to place: each with room above its words for the table's line (`above`) while turns
 * run, and, with the turn's number, tall enough for it at MIN_KICKER and the name at MIN_HEADLINE
 * over End turn.
 */
export function withDieRoom<S extends Size>(
  sizes: readonly S[],
  /** Whether the middle draws a die: it goes beside End turn or to a corner, taking no height. */
  _die: boolean,
  grow: number,
  /** With no End turn running (game over), no line and no End turn. */
  running = true,
): (S & { above: number })[] {
  return sizes.map((s) => {
    if (!running || !s.kicker) return { ...s, above: 0 };
    const end = s.h > 100 ? 44 * grow : 44;
    const h = Math.max(s.h, Math.ceil(end + 6 + MIN_KICKER * 1.3 + MIN_HEADLINE * 1.25));
    // Where the die goes to a corner, the room it once took above the words holds the line.
    const above = _die && !dieBeside(s.w) ? DIE + 6 : tableLine(h > 100 ? grow : 1);
    return { ...s, h: h + above, above };
  });
}

/** The table's line on a chip of its own: its size, font and lines. */
export interface ChipSize {
  w: number;
  h: number;
  font: number;
  lines: string[];
}

/**
 * The chip's sizes, largest first: "☾ Night · Storm 2" on one line at 16 px down to 13, then on
 * two ("☾ Night" over "Storm 2"), where a crowded table has only a small gap left.
 */
export function chipSizes(text: string): ChipSize[] {
  const parts = text.split(' · ');
  const half = Math.ceil(parts.length / 2);
  const two = [parts.slice(0, half).join(' · '), parts.slice(half).join(' · ')].filter(Boolean);
  const shapes = [[text], ...(two.length > 1 ? [two] : [])];
  return shapes.flatMap((lines) =>
    [16, 14, 13].map((font) => ({
      w: Math.ceil(Math.max(...lines.map((l) => l.length)) * font * 0.62 + font * 1.2),
      h: Math.ceil(font * (1.15 * lines.length + 0.55)),
      font,
      lines,
    })),
  );
}

/**
 * Where the table's chip goes in a tiles' middle (`middle`, px from the screen's centre) beside
 * the middle's box `fit` (centred at `fit.at`, turned to face `angle`): above its words, or to
 * either side along the strip; in the box's own frame. Null where none fits.
 */
export function chipBeside(
  middle: { x0: number; y0: number; x1: number; y1: number },
  fit: { at: Point; w: number; h: number },
  angle: number,
  text: string,
): (ChipSize & { x: number; y: number }) | null {
  const turn = angle + Math.PI;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  for (const size of chipSizes(text))
    for (const [x, y] of [
      [0, -(fit.h / 2 + 6 + size.h / 2)],
      [fit.w / 2 + 8 + size.w / 2, 0],
      [-(fit.w / 2 + 8 + size.w / 2), 0],
    ] as const) {
      const at = { x: fit.at.x + x * cos - y * sin, y: fit.at.y + x * sin + y * cos };
      const inside = boxCorners(at, angle, size.w, size.h).every(
        (k) =>
          k.x >= middle.x0 + 4 &&
          k.x <= middle.x1 - 4 &&
          k.y >= middle.y0 + 4 &&
          k.y <= middle.y1 - 4,
      );
      if (inside) return { ...size, x, y };
    }
  return null;
}

/** Where a roll's result shows (px, origin at the screen's centre; w along the reader's edge). */
export interface RollBox {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Degrees it is turned to face the roller. */
  turn: number;
}

/** The result's sizes on a table of circles, largest first: wide, then narrow enough to stand
 * between a phone's two long rows of seats. */
const ROLL_SIZES = [
  { w: 300, h: 190 },
  { w: 260, h: 170 },
  { w: 220, h: 150 },
  { w: 180, h: 130 },
  { w: 150, h: 120 },
  { w: 116, h: 140 },
  { w: 104, h: 120 },
];

/**
 * Where a `w` by `h` box turned a quarter `turn` (as the seats' sheets are) goes nearest the
 * seat: on the line from the middle to it if it can, else anywhere near it; clear of every seat.
 */
function nearSeat(
  layout: ModeLayout,
  seat: ModeLayout['seats'][number],
  turn: number,
  w: number,
  h: number,
) {
  const angle = ((turn + 180) * Math.PI) / 180;
  // The roller's own rim holds their badges (the crown, the flag, the star: modeBadges.ts), each
  // on it or slid along it, reaching this far out: the result stays clear of them.
  const size = rimBadgeSize(layout.radius);
  const own = layout.radius + size / 2 + size + 2;
  const fits = (c: Point) => {
    const box = boxCorners(c, angle, w, h);
    return (
      box.every(
        (k) => Math.abs(k.x) <= layout.width / 2 - 4 && Math.abs(k.y) <= layout.height / 2 - 4,
      ) && layout.seats.every((s) => !circleMeetsBox(s, s === seat ? own : layout.radius + 4, box))
    );
  };
  const far = Math.hypot(seat.x, seat.y);
  for (let d = far; d >= 0; d -= 4) {
    const c = { x: (seat.x * d) / (far || 1), y: (seat.y * d) / (far || 1) };
    if (fits(c)) return c;
  }
  let best: Point | null = null;
  for (let x = -layout.width / 2; x <= layout.width / 2; x += 8)
    for (let y = -layout.height / 2; y <= layout.height / 2; y += 8)
      if (
        (!best ||
          Math.hypot(x - seat.x, y - seat.y) < Math.hypot(best.x - seat.x, best.y - seat.y)) &&
        fits({ x, y })
      )
        best = { x, y };
  return best;
}

/**
 * The way words turn to face the player at seat `s`, a quarter turn at a time: a tile's own; a
 * circle's from the screen's edge nearest it (a seat in a long row is read from that row's side,
 * even near a corner, where its angle from the middle points more to the screen's end).
 */
export function seatFace(layout: TableModeLayout, seat: number): 0 | 90 | 180 | 270 {
  const s = layout.seats[seat];
  if (!s) return 0;
  if (layout.tiles)
    return ((Math.round(facingDegrees(s.angle) / 90) * 90) % 360) as 0 | 90 | 180 | 270;
  const edges = [
    [0, layout.height / 2 - s.y],
    [90, layout.width / 2 + s.x],
    [180, layout.height / 2 + s.y],
    [270, layout.width / 2 - s.x],
  ] as const;
  return edges.reduce((a, b) => (b[1] < a[1] ? b : a))[0];
}

/**
 * Where the result of `seat`'s roll shows (706, 705), turned a quarter at a time to face the
 * roller as their sheet is: over the roller's own tile, or on the felt nearest the roller's
 * circle, covering no seat; so no other player's life or − and + is hidden while it shows.
 * Null without that seat.
 */
export function rollBox(layout: TableModeLayout, seat: number): RollBox | null {
  const s = layout.seats[seat];
  if (!s) return null;
  const turn = seatFace(layout, seat);
  const tile = layout.tiles?.tiles.find((t) => t.seat === seat);
  if (tile) return { x: tile.x, y: tile.y, w: tile.w - 8, h: tile.h - 8, turn };
  for (const size of ROLL_SIZES) {
    const at = nearSeat(layout, s, turn, size.w, size.h);
    if (at) return { ...at, ...size, turn };
  }
  return { x: 0, y: 0, ...ROLL_SIZES[ROLL_SIZES.length - 1]!, turn };
}
