// Room in table mode's middle (ModeMiddle.tsx) besides the turn's words and End turn: the die
// (it opens the dice, 706) beside End turn where the middle is wide enough, else in a corner
// (TableMode's CornerDie), never above the words; a line above the words for the table's day or
// night (726) and storm count (702.40a); and height enough that the turn's number and name stay
// legible. Placing the middle, that room is asked for too, so nothing of it covers a seat.
import type { Point } from './geometry';
import { boxCorners, type ModeLayout } from './modeGeometry';

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

/** How much bigger than a phone's a table of circles draws its middle (bigger seats, read from
 * further away: a tablet's or a desktop's). */
export const middleGrow = (layout: ModeLayout) => Math.min(1.6, Math.max(1, layout.radius / 80));

/**
 * The middle's sizes on a table of circles, largest first (ModeCircles places the first that
 * fits): turned across a narrow phone it must be narrower than turned along it. `running`: a turn
 * runs (End turn shows); `die`: the middle draws the die.
 */
export function middleSizes(layout: ModeLayout, running: boolean, die: boolean): Size[] {
  const wide = Math.max(90, Math.min(220, 2 * layout.free - 8));
  const grow = middleGrow(layout);
  return [
    ...withDieRoom<Size>(
      [
        ...(grow > 1 ? [{ w: wide * grow, h: (running ? 100 : 60) * grow, kicker: true }] : []),
        { w: wide, h: running ? 100 : 60, kicker: true },
        { w: Math.min(wide, 120), h: running ? 92 : 56, kicker: true },
        { w: 96, h: running ? 80 : 50, kicker: true },
      ],
      die,
      grow,
      running,
    ),
    // Wide and low, with no room above for the table's line: the turn's number (14 px) and the
    // names over End turn and the die, where a crowded table leaves only a band between its rows
    // (12 on a phone on its side).
    ...(running ? [{ w: 180, h: 90, kicker: true, above: 0 }] : []),
    ...withDieRoom<Size>([{ w: 84, h: running ? 66 : 30, last: true }], die, grow, running),
  ];
}

/**
 * The middle's sizes in the strip a table of tiles leaves free (ModeTiles), largest first, each
 * with how much bigger than a phone's its words are drawn (`grow`). A tablet's strip may be too
 * short across for the middle grown whole: it grows as far as fits, or keeps a phone's width and
 * grows only along the strip (keeping a phone's width or less), so its words (the table's line too) still scale with the room.
 * Where a phone's narrow strip has no room above the words, the table's line goes on a chip and
 * the name beside End turn stays large (the turn's number too, where it fits).
 */
export function tileMiddleSizes(
  grow: number,
  running: boolean,
  die: boolean,
): (Size & { above: number; grow: number })[] {
  const tall = (g: number) => (running ? 100 : 60) * g;
  const grown: (Size & { above: number; grow: number })[] = [];
  for (let g = grow; g > 1.05; g -= 0.1) {
    const sizes = [
      { w: 220 * g, h: tall(g), kicker: true },
      { w: 220, h: tall(g), kicker: true },
      { w: 180, h: tall(g), kicker: true },
    ];
    grown.push(...withDieRoom<Size>(sizes, die, g, running).map((s) => ({ ...s, grow: g })));
  }
  const phone = withDieRoom<Size>(
    [
      { w: 220, h: tall(1), kicker: true },
      { w: 160, h: tall(1), kicker: true },
      { w: 120, h: running ? 92 : 56, kicker: true },
      { w: 96, h: running ? 80 : 50, kicker: true },
    ],
    die,
    1,
    running,
  );
  const low = running
    ? [
        { w: 180, h: 90, kicker: true, above: 0 },
        { w: 140, h: 76, above: 0 },
      ]
    : [];
  const least = withDieRoom<Size>([{ w: 84, h: running ? 66 : 30 }], die, 1, running);
  return [...grown, ...[...phone, ...low, ...least].map((s) => ({ ...s, grow: 1 }))];
}

/** The middle's words as ModeMiddle draws them: sizes (px) and lines. */
export interface MiddleWords {
  /** End turn's height. */
  tall: number;
  /** The turn's number ("TURN 1"); 0 where the size leaves it out. */
  kick: number;
  /** The names of whose turns run, on one line or two. */
  head: number;
  heads: string[];
  /** The table's day or night and storm count, on one line or two ("☾ Night" over "Storm 2"). */
  tableFont: number;
  tableLines: string[];
  /** How far (px) the words start above the box's top: room `above` the table's line leaves. */
  lift: number;
}

/**
 * The middle's words' sizes in a box `w` by `h` (End turn along its bottom while a turn runs)
 * with `above` px over it for the table's line: each as large as the box allows, up to what the
 * seats' own words are drawn at. Several running turns' names (807.4: "Alex · Esme · Ivo") go on
 * two lines where one would draw them small; the table's line is drawn no larger than a chip's
 * (16 px on a phone) and what that leaves of `above` goes to the words.
 */
export function middleWords(
  fit: Size & { above?: number },
  centre: { kicker: string; headline: string; table?: string },
  fonts: { smallFont: number; nameFont: number },
  grow: number,
  running: boolean,
): MiddleWords {
  const { w, h, kicker, above = 0 } = fit;
  const tall = endRow(h, grow);
  // The table's line, on one line or on two where that draws it larger.
  const table = above > 0 ? (centre.table ?? '') : '';
  const parts = table ? table.split(' · ') : [];
  const cap = 16 * grow;
  const one = Math.min(cap, above * 0.55, w / Math.max(4, table.length * 0.6));
  const half = Math.ceil(parts.length / 2);
  const pair = [parts.slice(0, half).join(' · '), parts.slice(half).join(' · ')];
  const longest = Math.max(...pair.map((p) => p.length));
  const two = Math.min(cap, above * 0.42, w / Math.max(4, longest * 0.6));
  const tableLines = !table ? [] : parts.length > 1 && two > one * 1.15 ? pair : [table];
  const tableFont = tableLines.length > 1 ? two : table ? one : 0;
  const tableH = tableLines.length * tableFont * 1.15;
  const base = running ? h - tall - 4 : h;
  const spare = Math.max(0, above - tableH - (table ? 6 : 2));
  const area = base + spare;
  // On a big screen the words grow with the seats; the turn's number stays at least 14 px where
  // the middle has room for it (withDieRoom asks for that room).
  const kick = kicker
    ? Math.min(
        Math.max(14 * grow, fonts.smallFont),
        w / Math.max(4, centre.kicker.length * 0.62),
        area * 0.35,
      )
    : 0;
  const most = Math.max(22 * grow, fonts.nameFont * 1.2);
  const headline = centre.headline;
  const single = Math.min(
    most,
    w / Math.max(4, headline.length * 0.58),
    (area - kick * 1.3) / 1.25,
  );
  const names = headline.split(' · ');
  const cut = Math.ceil(names.length / 2);
  const heads = [names.slice(0, cut).join(' · '), names.slice(cut).join(' · ')];
  const double =
    names.length > 1
      ? Math.min(
          most,
          w / Math.max(4, Math.max(...heads.map((l) => l.length)) * 0.58),
          (area - kick * 1.3) / (1.25 + 1.1),
        )
      : 0;
  const split = double > single * 1.1;
  const head = split ? double : single;
  // The words rise into the spare room only as far as they need to.
  const need = kick * 1.3 + head * (split ? 1.25 + 1.1 : 1.25);
  const lift = Math.min(spare, Math.max(0, need - base));
  return { tall, kick, head, heads: split ? heads : [headline], tableFont, tableLines, lift };
}

/** The sizes of Grand Melee's further End turns (807.4), each on its holder's side. */
export const enderSizes = (layout: ModeLayout) => {
  const wide = Math.max(90, Math.min(220, 2 * layout.free - 8));
  return [
    { w: Math.min(wide, 140), h: 44 },
    { w: 92, h: 44 },
  ];
};

/** The height of the middle's End turn row (and the die beside it), as ModeMiddle draws it. */
export const endRow = (h: number, grow: number) => (h > 100 ? 44 * grow : 44);

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
