// Table mode with 2 to 6 players: the screen split into one tile per player, as the life counters
// players use are, each tile turned to face the player sitting beyond its edge. The tiles keep
// the seats' order clockwise round the screen (seat 0 first, then each player's left, 101.4), and
// leave a strip across the middle for the turn, End turn, undo and redo. A Two-Headed Giant team
// (of two heads, or of three, 810.10) gets its half of the screen, with its one shared life total
// drawn once across it (810.9).
// Pure numbers, in CSS px with the origin at the screen's centre; nothing here touches the DOM.
import type { Point, Radians } from './geometry';
import { layoutTableMode, type ModeLayout } from './modeGeometry';

export type Side = 'top' | 'right' | 'bottom' | 'left';

/** A screen-aligned box, origin at the screen's centre. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One tile: its box on the screen, and its size as its reader sees it (turned to face them). */
export interface ModeTile extends Point {
  seat: number;
  side: Side;
  /** From the centre toward the reader, clockwise from the top: facingDegrees turns the words. */
  angle: Radians;
  /** Width and height as read (along and across the reader's edge). */
  w: number;
  h: number;
  box: Box;
}

/** A Two-Headed Giant team's strip: its shared life and poison, drawn once (810.9, 810.8d). */
export interface TeamStrip extends Point {
  seats: number[];
  angle: Radians;
  w: number;
  h: number;
  box: Box;
}

/** The sizes every tile's words are drawn at (px): the same on every tile, so none looks less. */
export interface TileFonts {
  name: number;
  life: number;
  small: number;
  /** Radius of a − or + (its tap area is at least 22: 44 px across). */
  button: number;
  pad: number;
  /** Two lines below the life (counters apart from commander damage), where the tiles have room. */
  twoLines: boolean;
  /** The − and + in the bottom corners (a tall tile), not beside the life. */
  buttonsBelow: boolean;
}

export interface TileLayout {
  tiles: ModeTile[];
  strips: TeamStrip[];
  fonts: TileFonts;
  /** The free middle, for the turn and End turn (ModeMiddle). */
  middle: Box;
  /** Where the leave, undo and redo buttons go: top-left corners in CSS px from the screen's. */
  tools: { leave: Point; undo: Point; redo: Point };
}

/** A table mode layout: the circle one's numbers (the middle and the sheet read them), and tiles. */
export type TableModeLayout = ModeLayout & { tiles: TileLayout | null };

/** The most seats that get tiles; more stay on the stadium of circles (modeGeometry.ts). */
export const MAX_TILES = 6;
/** A tool button's size (px), and the space round it. */
const TOOL = 44;
const TOOL_GAP = 8;
/** The gap between tiles (px). */
export const TILE_GAP = 6;

const ANGLE: Record<Side, Radians> = {
  top: 0,
  right: Math.PI / 2,
  bottom: Math.PI,
  left: (3 * Math.PI) / 2,
};
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

function tileOf(seat: number, side: Side, box: Box): ModeTile {
  const g = TILE_GAP / 2;
  const b = { x0: box.x0 + g, y0: box.y0 + g, x1: box.x1 - g, y1: box.y1 - g };
  const bw = b.x1 - b.x0;
  const bh = b.y1 - b.y0;
  const across = side === 'left' || side === 'right';
  return {
    seat,
    side,
    angle: ANGLE[side],
    x: (b.x0 + b.x1) / 2,
    y: (b.y0 + b.y1) / 2,
    w: across ? bh : bw,
    h: across ? bw : bh,
    box: b,
  };
}

/** A life total's width in ems at most: three tabular digits ("100", "−12"). */
const LIFE_EMS = 1.74;

/**
 * The words' sizes that fit the smallest tile: the life as large as fits, with its − and + beside
 * it or, where that leaves it larger (a tall tile), in the tile's bottom corners.
 */
export function tileFonts(sizes: readonly { w: number; h: number }[]): TileFonts {
  const w = Math.min(...sizes.map((s) => s.w));
  const h = Math.min(...sizes.map((s) => s.h));
  const pad = clamp(Math.min(w, h) * 0.05, 6, 16);
  const name = clamp(h * 0.13, 20, 40);
  const small = clamp(h * 0.1, 18, 30);
  const button = clamp(h * 0.12, 22, 32);
  const twoLines = h - 2 * pad - name * 1.25 - 2 * small * 1.25 >= 0.45 * h;
  const lines = (twoLines ? 2 : 1) * small * 1.25;
  const rest = h - 2 * pad - name * 1.25;
  // A line of text is about 1.15 of its font size tall, the life's too.
  const beside = Math.min((rest - lines) / 1.15, (w - 2 * (2 * button + 1.5 * pad)) / LIFE_EMS);
  const below = Math.min(
    (rest - Math.max(lines, 2 * button + pad)) / 1.15,
    (w - 2 * pad) / LIFE_EMS,
  );
  return {
    name,
    life: clamp(Math.max(beside, below), 0, 240),
    small,
    button,
    pad,
    twoLines,
    buttonsBelow: below > beside,
  };
}

/** Where a tile's parts go, as its reader sees it (origin at the tile's centre, y down). */
export function tileParts(w: number, h: number, f: TileFonts) {
  const top = -h / 2 + f.pad;
  const nameY = top + f.name * 0.6;
  const linesH = (f.twoLines ? 2 : 1) * f.small * 1.25;
  const bottom = h / 2 - f.pad;
  const infoY = bottom - linesH + f.small * 0.62;
  const lifeTop = top + f.name * 1.25;
  const lifeBottom = f.buttonsBelow
    ? bottom - Math.max(linesH, 2 * f.button + f.pad)
    : bottom - linesH;
  const buttonX = f.buttonsBelow ? w / 2 - f.pad - f.button : w / 2 - 1.5 * f.pad - f.button;
  return {
    nameY,
    lifeY: (lifeTop + lifeBottom) / 2,
    infoY,
    lineStep: f.small * 1.25,
    buttonX,
    buttonY: f.buttonsBelow ? bottom - f.button : (lifeTop + lifeBottom) / 2,
    /** Room for the words on the lines below the life, between the − and + if they sit there. */
    infoWidth: f.buttonsBelow ? w - 4 * f.button - 4 * f.pad : w - 2 * f.pad,
    nameWidth: w - 2 * f.pad,
  };
}

/** A tall screen's tiles (width ≤ height); turned for a wide one by layoutTiles. */
function tallTiles(
  count: number,
  width: number,
  height: number,
  heads: number,
): { tiles: ModeTile[]; strips: TeamStrip[]; centre: Box; across: boolean } {
  const X = width / 2;
  const Y = height / 2;
  // A strip across the middle (2, 3, 4 players, or two teams of heads) or down it (5, 6): its
  // thickness.
  const across = count <= 4 || heads > 1;
  // Across, the tiles lose only length (their words are limited by their width): room for the
  // middle turned to face a side, its die beside its End turn.
  const c = across ? clamp(height * 0.21, 168, 240) : clamp(width * 0.28, 112, 200);
  const tiles: ModeTile[] = [];
  const strips: TeamStrip[] = [];
  const top = { x0: -X, y0: -Y, x1: X, y1: -c / 2 };
  const bottom = { x0: -X, y0: c / 2, x1: X, y1: Y };
  if (across) {
    const centre = { x0: -X, y0: -c / 2, x1: X, y1: c / 2 };
    if (count <= 2) {
      tiles.push(tileOf(0, 'top', top));
      if (count === 2) tiles.push(tileOf(1, 'bottom', bottom));
    } else if (heads > 1) {
      // Two-Headed Giant: each team on its own end, its heads side by side at the edge and its
      // shared total across the inner part (810.9: one life total for the team).
      const band = (Y - c / 2) * 0.34;
      const step = (2 * X) / heads;
      for (const [side, half, first] of [
        ['top', top, 0],
        ['bottom', bottom, heads],
      ] as const) {
        const edge =
          side === 'top' ? { ...half, y1: half.y0 + band } : { ...half, y0: half.y1 - band };
        const inner =
          side === 'top' ? { ...half, y0: half.y0 + band } : { ...half, y1: half.y1 - band };
        const seats = Array.from({ length: heads }, (_, k) => first + k);
        // Clockwise: along the top left to right, along the bottom right to left.
        for (const [k, seat] of seats.entries()) {
          const x0 = side === 'top' ? -X + k * step : X - (k + 1) * step;
          tiles.push(tileOf(seat, side, { ...edge, x0, x1: x0 + step }));
        }
        const t = tileOf(first, side, inner);
        strips.push({ seats, angle: t.angle, x: t.x, y: t.y, w: t.w, h: t.h, box: t.box });
      }
    } else if (count === 3) {
      tiles.push(tileOf(0, 'top', top));
      tiles.push(tileOf(1, 'right', { ...bottom, x0: 0 }));
      tiles.push(tileOf(2, 'left', { ...bottom, x1: 0 }));
    } else {
      tiles.push(tileOf(0, 'right', { ...top, x0: 0 }));
      tiles.push(tileOf(1, 'right', { ...bottom, x0: 0 }));
      tiles.push(tileOf(2, 'left', { ...bottom, x1: 0 }));
      tiles.push(tileOf(3, 'left', { ...top, x1: 0 }));
    }
    tiles.sort((a, b) => a.seat - b.seat);
    return { tiles, strips, centre, across };
  }
  // Five or six: a column of tiles down each long side, a fifth player across the top end.
  const band = count === 5 ? clamp(height * 0.22, 140, height * 0.3) : 0;
  const y0 = -Y + band;
  const perSide = count === 5 ? 2 : 3;
  const step = (Y - y0) / perSide;
  let seat = 0;
  if (band) tiles.push(tileOf(seat++, 'top', { x0: -X, y0: -Y, x1: X, y1: y0 }));
  for (let i = 0; i < perSide; i++)
    tiles.push(
      tileOf(seat++, 'right', { x0: c / 2, y0: y0 + i * step, x1: X, y1: y0 + (i + 1) * step }),
    );
  for (let i = perSide - 1; i >= 0; i--)
    tiles.push(
      tileOf(seat++, 'left', { x0: -X, y0: y0 + i * step, x1: -c / 2, y1: y0 + (i + 1) * step }),
    );
  return { tiles, strips, centre: { x0: -c / 2, y0, x1: c / 2, y1: Y }, across };
}

/** A quarter turn clockwise about the centre: a tall screen's layout for a wide one. */
const turnPoint = (p: Point): Point => ({ x: -p.y, y: p.x });
const turnBox = (b: Box): Box => ({ x0: -b.y1, y0: b.x0, x1: -b.y0, y1: b.x1 });
const NEXT: Record<Side, Side> = { top: 'right', right: 'bottom', bottom: 'left', left: 'top' };

/** What shapes a table's tiles besides its seat count. */
export interface TileShape {
  /**
   * A Two-Headed Giant table of two teams seated together: each team's number of heads (2, or 3
   * with 810.10's bigger teams). Its teams share an end of the screen and one total each (810.9).
   */
  heads?: number;
  /** Turn markers in play (Grand Melee, 807.4). */
  markers?: number;
}

/**
 * Tiles for `count` seats on a `width` by `height` screen, or null where tiles do not suit (more
 * than six seats, or Grand Melee's several running turns, whose End turns sit beside their
 * seats).
 */
export function layoutTiles(
  count: number,
  width: number,
  height: number,
  { heads = 0, markers = 0 }: TileShape = {},
): TileLayout | null {
  if (count < 2 || count > MAX_TILES || markers > 1) return null;
  const wide = width > height;
  const teams = heads >= 2 && count === 2 * heads ? heads : 0;
  const tall = tallTiles(count, wide ? height : width, wide ? width : height, teams);
  let { tiles, strips, centre } = tall;
  // Turned a quarter for a wide screen: the order round the screen stays clockwise.
  if (wide) {
    tiles = tiles.map((t) => ({
      ...t,
      ...turnPoint(t),
      side: NEXT[t.side],
      angle: ANGLE[NEXT[t.side]],
      box: turnBox(t.box),
    }));
    strips = strips.map((s) => ({
      ...s,
      ...turnPoint(s),
      angle: (s.angle + Math.PI / 2) % (2 * Math.PI),
      box: turnBox(s.box),
    }));
    centre = turnBox(centre);
  }
  // A Two-Headed Giant team's life is on its strip; its heads' tiles hold names and the rest:
  // three heads across a phone's width get names small enough for seven letters to fit.
  const fonts = tileFonts(strips.length ? strips : tiles);
  if (strips.length) {
    const head = Math.min(...tiles.map((t) => t.w));
    fonts.name = Math.min(fonts.name, Math.max(20, (head - 2 * fonts.pad - 6) / (7 * 0.58)));
  }
  // The tools at the two ends of the middle strip, the middle between them.
  const X = width / 2;
  const Y = height / 2;
  const cw = centre.x1 - centre.x0;
  const ch = centre.y1 - centre.y0;
  const m = TOOL_GAP;
  let tools: TileLayout['tools'];
  let middle: Box;
  if (cw >= ch) {
    const cy = (centre.y0 + centre.y1) / 2;
    // Undo and redo one above the other where the strip is tall enough, else side by side.
    const stack = ch >= 2 * TOOL + 3 * m;
    const right = stack ? TOOL : 2 * TOOL + m;
    tools = {
      leave: { x: centre.x0 + m + X, y: cy - TOOL / 2 + Y },
      undo: { x: centre.x1 - m - right + X, y: (stack ? cy - TOOL - m / 2 : cy - TOOL / 2) + Y },
      redo: {
        x: centre.x1 - m - TOOL + X,
        y: (stack ? cy + m / 2 : cy - TOOL / 2) + Y,
      },
    };
    middle = {
      x0: centre.x0 + 2 * m + right,
      y0: centre.y0 + m / 2,
      x1: centre.x1 - 2 * m - right,
      y1: centre.y1 - m / 2,
    };
  } else {
    const cx = (centre.x0 + centre.x1) / 2;
    const row = cw >= 2 * TOOL + 3 * m;
    const below = row ? TOOL : 2 * TOOL + m;
    tools = {
      leave: { x: cx - TOOL / 2 + X, y: centre.y0 + m + Y },
      undo: { x: (row ? cx - TOOL - m / 2 : cx - TOOL / 2) + X, y: centre.y1 - m - below + Y },
      redo: { x: (row ? cx + m / 2 : cx - TOOL / 2) + X, y: centre.y1 - m - TOOL + Y },
    };
    middle = {
      x0: centre.x0 + m / 2,
      y0: centre.y0 + 2 * m + TOOL,
      x1: centre.x1 - m / 2,
      y1: centre.y1 - 2 * m - below,
    };
  }
  return { tiles, strips, fonts, middle, tools };
}

/**
 * Table mode's layout for a table: tiles for 2 to 6 seats, else the stadium of circles. The
 * seats' points and angles are the tiles' where there are tiles, so whatever turns to face a
 * seat (the middle, a seat's sheet) faces the tile's reader.
 */
export function layoutMode(
  count: number,
  width: number,
  height: number,
  shape: TileShape = {},
): TableModeLayout {
  const circles = layoutTableMode(count, width, height);
  const tiles = layoutTiles(count, width, height, shape);
  if (!tiles) return { ...circles, tiles: null };
  return {
    ...circles,
    nameFont: tiles.fonts.name,
    lifeFont: tiles.fonts.life,
    smallFont: tiles.fonts.small,
    seats: tiles.tiles.map((t) => ({ x: t.x, y: t.y, angle: t.angle })),
    tiles,
  };
}

/**
 * The layout turned round the table so that seat `me` (this phone's own player, live/me.ts) takes
 * the place nearest the bottom of the screen, where its player holds the phone: every seat moves
 * on by the same number of places, so the order round the screen stays clockwise. A Two-Headed
 * Giant team keeps its end of the screen (a move of a whole team's places at a time).
 */
export function turnedTo(layout: TableModeLayout, me: number | null): TableModeLayout {
  const n = layout.seats.length;
  if (me === null || me < 0 || me >= n || n < 2) return layout;
  const step = layout.tiles?.strips[0]?.seats.length ?? 1;
  let best = me;
  let score = -Infinity;
  layout.seats.forEach((p, slot) => {
    if ((slot - me + n) % step !== 0) return;
    // Lowest on the screen first, then nearest its middle.
    const s = p.y - 0.01 * Math.abs(p.x);
    if (s > score + 1e-6) [best, score] = [slot, s];
  });
  const k = (best - me + n) % n;
  if (k === 0) return layout;
  const slot = (seat: number) => (seat + k) % n;
  const seatAt = (place: number) => (place - k + n) % n;
  const tiles = layout.tiles && {
    ...layout.tiles,
    tiles: layout.tiles.tiles.map((_, seat) => ({ ...layout.tiles!.tiles[slot(seat)]!, seat })),
    strips: layout.tiles.strips.map((strip) => ({ ...strip, seats: strip.seats.map(seatAt) })),
  };
  return { ...layout, seats: layout.seats.map((_, seat) => layout.seats[slot(seat)]!), tiles };
}

/** Which size of the middle (largest first) fits the free middle, turned to face `angle`. */
export function fitMiddle<S extends { w: number; h: number }>(
  middle: Box,
  angle: Radians | null,
  sizes: readonly S[],
): S & { at: Point } {
  const across = angle !== null && Math.round((angle / Math.PI) * 2) % 2 === 1;
  const bw = middle.x1 - middle.x0;
  const bh = middle.y1 - middle.y0;
  const at = { x: (middle.x0 + middle.x1) / 2, y: (middle.y0 + middle.y1) / 2 };
  for (const s of sizes)
    if ((across ? s.h : s.w) <= bw && (across ? s.w : s.h) <= bh) return { at, ...s };
  return { at, ...sizes[sizes.length - 1]! };
}

/** Whether two boxes overlap (touching edges do not). */
export const boxesOverlap = (a: Box, b: Box) =>
  a.x0 < b.x1 - 0.01 && b.x0 < a.x1 - 0.01 && a.y0 < b.y1 - 0.01 && b.y0 < a.y1 - 0.01;
