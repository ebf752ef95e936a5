// Where a die roll's result shows in table mode: near the player who rolled, facing them, clear of
// the seats, their badges, End turn and the middle's words; a compact card on a crowded table.
// The middle's own sizes are in modeMiddleSizes.ts (re-exported here).
import type { Point } from './geometry';
import { rimBadgeSize } from './modeBadges';
import {
  boxCorners,
  boxesMeet,
  circleMeetsBox,
  facingDegrees,
  type ModeLayout,
} from './modeGeometry';
import type { TableModeLayout } from './tileGeometry';
import { endRow } from './modeMiddleSizes';
export * from './modeMiddleSizes';

/** Where a roll's result shows (px, origin at the screen's centre; w along the reader's edge). */
export interface RollBox {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Degrees it is turned to face the roller. */
  turn: number;
  /**
   * Too little room for the full card (a crowded table of circles): the number and one short
   * line side by side (ModeRoll).
   */
  compact?: boolean;
  /** It lies over the middle's words, which step aside while it shows (ModeMiddle). */
  covers?: boolean;
}

/**
 * What a roll's result must leave uncovered on a table of circles, as drawn (ModeCircles): every
 * End turn and the die, the teams' names and the seats' badges (`keep`); and the middle's words
 * and the table's line or chip (`words`), which may step aside while a roll shows, since the
 * card says the one thing the table is looking at. Boxes on the screen, from its centre.
 */
export interface RollRoom {
  keep: Point[][];
  words: Point[][];
}

/** A box `w` by `h` whose centre lies `dy` below (toward its reader) a box's at `at`, turned the
 * way boxCorners turns a box facing `angle`. */
const below = (at: Point, angle: number, dy: number, w: number, h: number) =>
  boxCorners(
    { x: at.x - dy * Math.sin(angle + Math.PI), y: at.y + dy * Math.cos(angle + Math.PI) },
    angle,
    w,
    h,
  );

/**
 * RollRoom from what ModeCircles placed: the middle (its End turn row along its bottom, toward
 * the player taking the turn; the words and the table's line above it), Grand Melee's further
 * End turns (807.4), the table's chip, the teams' names and the badges as drawn.
 */
export function rollRoom(placed: {
  middle: { at: Point; w: number; h: number; above?: number };
  /** The way the middle faces (a seat's angle); null: upright. */
  angle: number | null;
  /** A turn runs: the middle draws End turn. */
  running: boolean;
  grow: number;
  enders: readonly { at: Point; w: number; h: number; angle: number | null }[];
  chip: { at: Point; w: number; h: number } | null;
  names: readonly (readonly Point[])[];
  badges: readonly (readonly Point[])[];
}): RollRoom {
  const { middle, running, grow } = placed;
  const angle = placed.angle ?? Math.PI;
  const row = running ? endRow(middle.h - (middle.above ?? 0), grow) : 0;
  const wordsH = middle.h - (running ? row + 4 : 0);
  return {
    keep: [
      ...(running ? [below(middle.at, angle, middle.h / 2 - row / 2, middle.w, row)] : []),
      ...placed.enders.map((e) => boxCorners(e.at, e.angle ?? Math.PI, e.w, e.h)),
      ...placed.names.map((n) => [...n]),
      ...placed.badges.map((b) => [...b]),
    ],
    words: [
      ...(wordsH > 0
        ? [below(middle.at, angle, -middle.h / 2 + wordsH / 2, middle.w, wordsH)]
        : []),
      ...(placed.chip ? [boxCorners(placed.chip.at, angle, placed.chip.w, placed.chip.h)] : []),
    ],
  };
}

/** The result's sizes on a table of circles, largest first: wide, then narrow enough to stand
 * between a phone's two long rows of seats; each a card with its number, caption and Done. */
const ROLL_SIZES = [
  // A tablet's table (LARGE_SCREEN) has room for a card its players read from their chairs.
  { w: 360, h: 230 },
  { w: 300, h: 190 },
  { w: 260, h: 170 },
  { w: 220, h: 150 },
  { w: 180, h: 130 },
  { w: 150, h: 120 },
];
/**
 * Where a crowded table has no room for a card clear of the middle's words, the compact forms
 * that may lie over them (ModeRoll): the number beside one short line, low enough for the band a
 * table of circles leaves between its rows on a phone on its side; or the number over it, narrow
 * enough for the strip down a phone's middle. Tried by the number each draws, largest first.
 */
const COMPACT_SIZES = [
  { w: 300, h: 110 },
  { w: 240, h: 84 },
  { w: 220, h: 72 },
  { w: 200, h: 60 },
  { w: 180, h: 52 },
  { w: 170, h: 46 },
  { w: 200, h: 44 },
  { w: 104, h: 120 },
  { w: 104, h: 96 },
  { w: 88, h: 110 },
  { w: 88, h: 90 },
  { w: 80, h: 76 },
].map((s) => ({ ...s, compact: true as const }));
/** The shorter side (px) of a screen that tries the largest card; a phone's never fits it. */
const LARGE_SCREEN = 600;
/** Kept between the result and anything it must not cover (px). */
const ROLL_CLEAR = 4;

/** How a roll's result is drawn in its box (ModeRoll), its sizes in px. */
export interface RollType {
  /**
   * A card (the number over its caption, Done under them); a wide card (a phone's tile: the
   * number beside the caption over Done); compact: the number beside its caption, or over it.
   */
  form: 'card' | 'wide' | 'row' | 'column';
  big: number;
  caption: number;
  /** The caption's lines at that size. */
  lines: number;
  /** A card's Done, its words (px). */
  done?: number;
  /** A wide card: the width of the caption's column, Done under it (px). */
  column?: number;
}

/** A wide card's caption is never smaller than this where it fits on a few lines: read from
 * across the table (a German sentence on one line was 13 px). */
const WIDE_CAPTION = 16;

/**
 * A wide card (a box at least 1.8 times as long as it is deep: a phone's tile): the number as
 * tall as the card beside the caption, which wraps onto as many lines as the depth left over Done
 * holds, at the largest size that leaves the number 40 px or more. Null where none does.
 */
function wideType(box: { w: number; h: number }, per: number, caption: string, done: boolean) {
  // Inside the border (2 px) and padding (10 px across, 6 down); 8 px between the two.
  const w = box.w - 24;
  const h = box.h - 16;
  const doneH = done ? 36 : 0;
  const start = Math.floor(Math.min(22, Math.max(WIDE_CAPTION, h * 0.16)));
  for (let font = start; font >= 12; font--) {
    const most = Math.min(4, Math.floor((h - doneH) / (font * 1.25)));
    if (most < 1) continue;
    const text = lineWidth(caption.length, font);
    // As narrow as its lines allow (a word breaks a line early: some room to spare), and wide
    // enough for Done.
    const column = Math.min(w * 0.62, Math.max(done ? 96 : 0, (text / most) * 1.2));
    const lines = Math.ceil(text / column);
    const big = Math.min(144, h / 1.02, (w - 8 - column) / per);
    if (lines <= most && big >= 40)
      return { form: 'wide' as const, big, caption: font, lines, column, done: 16 };
  }
  return null;
}

/** About how wide a line of `n` characters is at `font` px (semibold). */
const lineWidth = (n: number, font: number) => n * font * 0.56;

/**
 * The result's sizes in `box`: as large as fit, the caption never under 12 px (it wraps instead).
 * `big`: the result ("17", "Heads", a player's name); `caption`: who rolled what, the short one
 * for a compact box ("Alex · d20"); `done`: a Done button to leave room for (a card only: a
 * compact result is one button).
 */
export function rollType(
  box: { w: number; h: number; compact?: boolean },
  big: string,
  caption: string,
  done: boolean,
): RollType {
  const per = Math.max(1.2, big.length * 0.62);
  if (!box.compact) {
    const wide = box.w >= 1.8 * box.h ? wideType(box, per, caption, done) : null;
    if (wide) return wide;
    const room = box.w - 28;
    // A large card (a tablet's) takes larger words: up to 26 px.
    const one = Math.min(26, box.h * 0.115, room / Math.max(8, caption.length * 0.56));
    // A tall card may set a long caption on two lines where that makes it a fifth larger (a
    // tablet's tile); a word breaks a line early: some room to spare.
    const two = Math.min(26, box.h * 0.115, (2 * room) / (caption.length * 0.56 * 1.15));
    const font = Math.max(12, box.h >= 200 && two >= one * 1.2 ? two : one);
    const lines = Math.max(1, Math.ceil(lineWidth(caption.length, font) / room));
    // Done's words follow the caption's size (14 px at least).
    const doneFont = Math.max(14, Math.min(22, font * 0.85));
    const doneH = done ? Math.max(box.h >= 150 ? 48 : 36, doneFont * 1.25 + 20) : 0;
    return {
      form: 'card',
      caption: font,
      lines,
      done: doneFont,
      big: Math.max(
        20,
        Math.min(144, room / per, (box.h - 24 - font * 1.25 * lines - doneH) / 1.02),
      ),
    };
  }
  // Inside the border (2 px) and padding (10 px across, none down).
  const w = box.w - 24;
  const h = box.h - 4;
  const most = Math.max(12, Math.min(22, h * 0.2));
  // The caption's size in `room` px across: the largest on one line, else 12 px on the fewest.
  const fit = (room: number) => {
    for (let font = Math.floor(most); font > 12; font--)
      if (lineWidth(caption.length, font) <= room) return { font, lines: 1 };
    return { font: 12, lines: Math.max(1, Math.ceil(lineWidth(caption.length, 12) / room)) };
  };
  if (box.w >= 1.6 * box.h) {
    // The number at the height's full size, the caption in what is left beside it (8 px apart).
    const text = lineWidth(caption.length, 12);
    const bigFont = Math.max(20, Math.min(h, 120, (w - 8 - Math.min(text, w * 0.45)) / per));
    const { font, lines } = fit(Math.max(1, w - 8 - bigFont * per));
    return { form: 'row', big: bigFont, caption: font, lines };
  }
  const { font, lines } = fit(w);
  return {
    form: 'column',
    big: Math.max(20, Math.min(120, h - font * 1.25 * lines - 8, w / per)),
    caption: font,
    lines,
  };
}

/**
 * The HTML buttons table mode puts in the top corners of a table of circles (TableMode: ⤡ and the
 * die at the left, undo and redo at the right; side by side on a tall screen, one above the
 * other on a wide one), as boxes from the screen's centre.
 */
export function cornerButtons(layout: { width: number; height: number }): Point[][] {
  const { width: W, height: H } = layout;
  const tall = H > W;
  const rect = (x: number, y: number, w: number, h: number) => [
    { x: x - W / 2, y: y - H / 2 },
    { x: x + w - W / 2, y: y - H / 2 },
    { x: x + w - W / 2, y: y + h - H / 2 },
    { x: x - W / 2, y: y + h - H / 2 },
  ];
  return tall
    ? [rect(8, 8, 96, 44), rect(W - 108, 8, 100, 44)]
    : [rect(8, 8, 44, 96), rect(W - 52, 8, 44, 100)];
}

/** A box's extent on the screen, for quick checks before the exact ones. */
const extent = (box: readonly Point[]) => ({
  x0: Math.min(...box.map((k) => k.x)),
  x1: Math.max(...box.map((k) => k.x)),
  y0: Math.min(...box.map((k) => k.y)),
  y1: Math.max(...box.map((k) => k.y)),
});

/** Whether a `w` by `h` box turned to face `angle`, centred at a point, is on the screen and
 * clear of every seat (the roller's out to `own`, past its badges) and of `avoid`. */
function nearSeatFits(
  layout: ModeLayout,
  seat: ModeLayout['seats'][number],
  angle: number,
  w: number,
  h: number,
  own: number,
  avoid: readonly (readonly Point[])[],
) {
  const half = Math.hypot(w, h) / 2 + ROLL_CLEAR;
  const others = avoid.map((b) => ({ b, e: extent(b) }));
  return (c: Point) => {
    const box = boxCorners(c, angle, w, h);
    if (
      !box.every(
        (k) => Math.abs(k.x) <= layout.width / 2 - 4 && Math.abs(k.y) <= layout.height / 2 - 4,
      )
    )
      return false;
    for (const s of layout.seats) {
      const r = s === seat ? own : layout.radius + 4;
      if (Math.hypot(s.x - c.x, s.y - c.y) < r + half && circleMeetsBox(s, r, box)) return false;
    }
    const wider = boxCorners(c, angle, w + 2 * ROLL_CLEAR, h + 2 * ROLL_CLEAR);
    const mine = extent(wider);
    return others.every(
      ({ b, e }) =>
        e.x1 < mine.x0 ||
        e.x0 > mine.x1 ||
        e.y1 < mine.y0 ||
        e.y0 > mine.y1 ||
        !boxesMeet(wider, b),
    );
  };
}

/**
 * Where a `w` by `h` box turned a quarter `turn` (as the seats' sheets are) goes nearest the
 * seat: on the line from the middle to it if it can, else anywhere near it, within `reach` px of
 * it; clear of every seat and of `avoid`.
 */
function nearSeat(
  layout: ModeLayout,
  seat: ModeLayout['seats'][number],
  turn: number,
  w: number,
  h: number,
  avoid: readonly (readonly Point[])[] = [],
  reach = Infinity,
) {
  const angle = ((turn + 180) * Math.PI) / 180;
  // The roller's own rim holds their badges (the crown, the flag, the star: modeBadges.ts), each
  // on it or slid along it, reaching this far out: the result stays clear of them.
  const size = rimBadgeSize(layout.radius);
  const own = layout.radius + size / 2 + size + 2;
  const fits = nearSeatFits(layout, seat, angle, w, h, own, avoid);
  const far = Math.hypot(seat.x, seat.y);
  for (let d = far; d >= 0; d -= 4) {
    const c = { x: (seat.x * d) / (far || 1), y: (seat.y * d) / (far || 1) };
    if (fits(c)) return c;
  }
  // Off the line: the free place nearest the seat, looked for nearest first on a coarse grid
  // (where a box a step smaller fits), then to the pixel round each such place.
  const step = Math.max(6, Math.round(Math.min(layout.width, layout.height) / 60));
  const coarse = nearSeatFits(layout, seat, angle, w - step, h - step, own, avoid);
  const spots: (Point & { d: number })[] = [];
  for (let x = -layout.width / 2; x <= layout.width / 2; x += step)
    for (let y = -layout.height / 2; y <= layout.height / 2; y += step) {
      const d = Math.hypot(x - seat.x, y - seat.y);
      if (d <= reach) spots.push({ x, y, d });
    }
  spots.sort((a, b) => a.d - b.d);
  const half = Math.ceil(step / 2);
  for (const spot of spots) {
    if (!coarse(spot)) continue;
    let best: Point | null = null;
    for (let dx = -half; dx <= half; dx++)
      for (let dy = -half; dy <= half; dy++) {
        const c = { x: spot.x + dx, y: spot.y + dy };
        if (
          (!best ||
            Math.hypot(c.x - seat.x, c.y - seat.y) <
              Math.hypot(best.x - seat.x, best.y - seat.y)) &&
          fits(c)
        )
          best = c;
      }
    if (best) return best;
  }
  return null;
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
 * roller as their sheet is: over the roller's own tile; or on the felt nearest the roller's
 * circle, covering no seat and nothing of `room` (End turn, the die, names, badges), as a full
 * card, or else as a compact one that may lie over the middle's words (they step aside while it
 * shows: `covers`). So no other player's life or − and + is hidden while it shows, nor End turn.
 * Null without that seat.
 */
export function rollBox(
  layout: TableModeLayout,
  seat: number,
  room: RollRoom | null = null,
): RollBox | null {
  const s = layout.seats[seat];
  if (!s) return null;
  const turn = seatFace(layout, seat);
  const tile = layout.tiles?.tiles.find((t) => t.seat === seat);
  if (tile) return { x: tile.x, y: tile.y, w: tile.w - 8, h: tile.h - 8, turn };
  const keep = [...cornerButtons(layout), ...(room?.keep ?? [])];
  const words = room?.words ?? [];
  // A card near the roller, not across the table from them: no further than the middle reaches
  // (or, on a table with room to spare, a few seats' widths).
  const middle = [...words, ...(room?.keep.slice(0, 1) ?? [])].flat();
  const reach = Math.max(3 * layout.radius, ...middle.map((k) => Math.hypot(k.x - s.x, k.y - s.y)));
  const large = Math.min(layout.width, layout.height) >= LARGE_SCREEN;
  for (const size of large ? ROLL_SIZES : ROLL_SIZES.slice(1)) {
    const at = nearSeat(layout, s, turn, size.w, size.h, [...keep, ...words], reach);
    if (at) return { ...at, ...size, turn };
  }
  // None: a compact result, over the middle's words if need be (they step aside while it shows).
  const angle = ((turn + 180) * Math.PI) / 180;
  const sizes = [...COMPACT_SIZES].sort(
    (a, b) =>
      rollType(b, '20', 'Player · d20', false).big - rollType(a, '20', 'Player · d20', false).big,
  );
  for (const far of [reach, Infinity])
    for (const size of sizes) {
      const at = nearSeat(layout, s, turn, size.w, size.h, keep, far);
      if (!at) continue;
      const box = boxCorners(at, angle, size.w + 2 * ROLL_CLEAR, size.h + 2 * ROLL_CLEAR);
      return { ...at, ...size, turn, covers: words.some((b) => boxesMeet(box, b)) };
    }
  // Nowhere clear (no table drawn yet): the smallest compact result nearest the roller.
  const last = sizes[sizes.length - 1]!;
  return { ...(nearSeat(layout, s, turn, last.w, last.h) ?? { x: 0, y: 0 }), ...last, turn };
}
