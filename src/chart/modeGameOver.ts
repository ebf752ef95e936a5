// Where table mode's game-over card goes (ModeGameOver draws it): in the middle the seats leave
// free, or, where that is too thin for the result to read, over the losers' seats (the game is
// over); never over a winner's seat or its badges. Pure numbers, in CSS px; the chart's teams'
// names (ModeCircles) are placed clear of it.
import type { Point } from './geometry';
import { seatFace } from './modeDie';
import type { TableModeLayout } from './tileGeometry';

export type Face = 0 | 90 | 180 | 270;
/** A box on the screen, in px from its top left corner. */
interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What the card shows where: its box, and the turns of its copies in order along its length. */
export interface GameOverPlan {
  box: ScreenBox;
  /** The copies' turns (0: read from the bottom, 90 from the left, 180 the top, 270 the right). */
  faces: Face[];
}

/**
 * The largest box on the felt that no seat's circle, grown by `margin(seat)`, meets (a seat with
 * margin null may be covered).
 */
function largestBox(
  layout: TableModeLayout,
  margin: (seat: number) => number | null,
  /** The shapes tried, as width over height. */
  aspects: readonly number[] = [0.15, 0.25, 0.4, 0.6, 1, 1.6, 2.5, 4, 6],
) {
  const { width: W, height: H, radius } = layout;
  const clear = (cx: number, cy: number, w: number, h: number) => {
    if (Math.abs(cx) + w / 2 > W / 2 - 8 || Math.abs(cy) + h / 2 > H / 2 - 8) return false;
    // An upright box and a circle meet where the box's nearest point is inside the circle.
    return layout.seats.every((s, i) => {
      const grown = margin(i);
      if (grown === null) return true;
      const dx = Math.max(0, Math.abs(s.x - cx) - w / 2);
      const dy = Math.max(0, Math.abs(s.y - cy) - h / 2);
      const r = radius + grown;
      return dx * dx + dy * dy >= r * r;
    });
  };
  let best = { x: 0, y: 0, w: 0, h: 0, score: -1 };
  const step = 16;
  for (let cy = -H / 3; cy <= H / 3; cy += step)
    for (let cx = -W / 3; cx <= W / 3; cx += step)
      for (const aspect of aspects) {
        // The largest box of this shape here: a binary search on its height.
        let lo = 0;
        let hi = Math.min(H, W / aspect);
        for (let k = 0; k < 9; k++) {
          const mid = (lo + hi) / 2;
          if (clear(cx, cy, mid * aspect, mid)) lo = mid;
          else hi = mid;
        }
        const w = lo * aspect;
        // Large, and not so thin that its words must shrink.
        const score = w * lo * Math.min(1, Math.min(w, lo) / 120);
        if (score > best.score) best = { x: cx, y: cy, w, h: lo, score };
      }
  return best;
}

/** Narrower than this (px), the card's words would shrink below 16 px. */
const THIN = 110;

/**
 * The box on the felt inside the circles for the card: clear of every seat, and of the winners'
 * badges round their circles' edges (the crown) too unless that leaves too little room.
 */
function freeBox(layout: TableModeLayout, winners: ReadonlySet<number>) {
  const tight = largestBox(layout, () => 6);
  const wide = largestBox(layout, (i) => (winners.has(i) ? 38 : 6));
  let b = Math.min(wide.w, wide.h) >= 70 && wide.score >= 0.35 * tight.score ? wide : tight;
  // Too thin for the result to read at 16 px (two teams of four on a phone leave ~80 px): the game
  // is over, so the card may lie over the losers' seats, every winner's seat and badges in sight.
  // (A side of several players only: one winner's card over all the rest would hide the table.)
  if (winners.size > 1 && Math.min(b.w, b.h) < THIN) {
    // Long, as the card's copies share its length (a square one leaves each a thin slot).
    const over = largestBox(layout, (i) => (winners.has(i) ? 38 : null), [0.25, 0.4, 2.5, 4]);
    if (Math.min(over.w, over.h) >= 1.4 * Math.min(b.w, b.h)) b = over;
  }
  return { x0: b.x - b.w / 2, y0: b.y - b.h / 2, x1: b.x + b.w / 2, y1: b.y + b.h / 2 };
}

/**
 * Where the card goes and which ways its copies face: in the middle the seats leave free (the
 * tiles' middle strip, or the felt inside the circles), so no seat, the winner's above all, is
 * covered; a copy for each side of the long pair of sides that has seats, and one for the
 * winners' side if that is another.
 */
export function gameOverPlan(layout: TableModeLayout, winners: readonly number[]): GameOverPlan {
  const won = new Set(winners);
  const m = layout.tiles ? layout.tiles.middle : freeBox(layout, won);
  const box = {
    left: layout.width / 2 + m.x0,
    top: layout.height / 2 + m.y0,
    width: m.x1 - m.x0,
    height: m.y1 - m.y0,
  };
  const count: Record<Face, number> = { 0: 0, 90: 0, 180: 0, 270: 0 };
  layout.seats.forEach((_, i) => count[seatFace(layout, i)]++);
  const axis: Face[] = count[0] + count[180] >= count[90] + count[270] ? [180, 0] : [90, 270];
  const faces = axis.filter((f) => count[f] > 0);
  for (const w of winners)
    if (layout.seats[w] && !faces.includes(seatFace(layout, w))) faces.push(seatFace(layout, w));
  if (!faces.length) faces.push(0);
  // Along the box's length, each copy toward its own readers' end.
  const order: Face[] = box.width >= box.height ? [90, 180, 0, 270] : [180, 90, 270, 0];
  return { box, faces: order.filter((f) => faces.includes(f)) };
}

/** The card's corners, in px from the screen's centre (as the chart's boxes are). */
export function gameOverCorners(layout: TableModeLayout, plan: GameOverPlan): Point[] {
  const x0 = plan.box.left - layout.width / 2;
  const y0 = plan.box.top - layout.height / 2;
  const { width: w, height: h } = plan.box;
  return [
    { x: x0, y: y0 },
    { x: x0 + w, y: y0 },
    { x: x0 + w, y: y0 + h },
    { x: x0, y: y0 + h },
  ];
}
