// Where table mode's circles draw the marks each seat holds (the monarch's crown 724, the
// initiative's flag 725, the city's blessing's star 702.131c): on the seat's rim, moved where the
// screen's edge, another seat or a team's name is in the way. Pure numbers, shared by the badges'
// drawing (ModeSeatView's ModeSeatBadges) and the middle's placing (ModeCircles), so End turn is
// never put over a badge. Each spot's angle is MarkBadges' (the side toward the middle is 0).
import { heldMarks } from '../rules/marks';
import type { BadgeSpot } from '../rules/faces';
import type { Point } from './geometry';
import { circleMeetsBox, facingDegrees, type ModeLayout } from './modeGeometry';

/** Clockwise from the seat's top, in degrees, as MarkBadges puts each spot on table mode's rim. */
const RIM: Readonly<Record<BadgeSpot, number>> = {
  'top-right': 35,
  'bottom-right': 150,
  'bottom-left': -150,
  'top-left': -35,
};

/** A badge's radius on a circle of radius `r` (MarkBadges' size for the rim). */
export const rimBadgeSize = (r: number) => Math.max(10, Math.min(26, r * 0.3));

/**
 * Where the badge MarkBadges wants at (`x`, `y`) in seat `i`'s own frame goes instead: past the
 * screen's edge, it slides along its seat's rim to the nearest place on the screen, clear of the
 * other seats and of the seat's own name, life, − and + and the lines below (the band across its
 * middle); failing that, the same from the rim's other half (a seat at the screen's edge has no
 * room below), and clear of `avoid`; failing that it moves straight in. In the seat's frame.
 */
export function placeBadge(
  layout: ModeLayout,
  i: number,
  x: number,
  y: number,
  size: number,
  avoid: readonly (readonly Point[])[] = [],
): [number, number] {
  const at = layout.seats[i]!;
  const r = layout.radius;
  const { width: W, height: H } = layout;
  const turn = (facingDegrees(at.angle) * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const room = size + 3;
  const screen = (px: number, py: number) => ({
    x: at.x + px * cos - py * sin,
    y: at.y + px * sin + py * cos,
  });
  const shown = (p: Point) => Math.abs(p.x) <= W / 2 - room && Math.abs(p.y) <= H / 2 - room;
  const band = (px: number, py: number) =>
    Math.hypot(Math.max(0, Math.abs(px) - r * 0.9), Math.max(0, Math.abs(py) - r * 0.64)) < size;
  const d = Math.hypot(x, y);
  const a0 = Math.atan2(x, -y);
  for (const from of [a0, Math.PI - a0])
    for (let step = 0; step <= 12; step++)
      for (const sign of step ? [1, -1] : [1]) {
        const a = from + (sign * step * 5 * Math.PI) / 180;
        const [px, py] = [d * Math.sin(a), -d * Math.cos(a)];
        const p = screen(px, py);
        const clear = layout.seats.every(
          (o, j) => j === i || Math.hypot(o.x - p.x, o.y - p.y) >= r + size * 0.6,
        );
        const free = avoid.every((box) => !circleMeetsBox(p, size + 2, box));
        if (shown(p) && clear && free && !band(px, py)) return [px, py];
      }
  const p = screen(x, y);
  const cx = Math.max(-W / 2 + room, Math.min(W / 2 - room, p.x)) - at.x;
  const cy = Math.max(-H / 2 + room, Math.min(H / 2 - room, p.y)) - at.y;
  return [cx * cos + cy * sin, -cx * sin + cy * cos];
}

/**
 * Where seat `i`'s badges go, one after another (as MarkBadges draws them, in the order held):
 * each placed as placeBadge places it, clear of `avoid` and of the seat's badges placed before
 * it, so two never lie one on the other where both slid from a crowded side. In the seat's frame.
 */
export function badgePlacer(
  layout: ModeLayout,
  i: number,
  avoid: readonly (readonly Point[])[] = [],
): (x: number, y: number, size: number) => [number, number] {
  const at = layout.seats[i]!;
  const turn = (facingDegrees(at.angle) * Math.PI) / 180;
  const placed: Point[][] = [];
  // Asked again for the same badge (its drawing rendered again), the same answer.
  const known = new Map<string, [number, number]>();
  return (x0, y0, size) => {
    const key = `${x0},${y0},${size}`;
    const again = known.get(key);
    if (again) return again;
    const [x, y] = placeBadge(layout, i, x0, y0, size, [...avoid, ...placed]);
    known.set(key, [x, y]);
    placed.push(
      badgeBox({
        x: at.x + x * Math.cos(turn) - y * Math.sin(turn),
        y: at.y + x * Math.sin(turn) + y * Math.cos(turn),
        r: size,
      }),
    );
    return [x, y];
  };
}

/**
 * Every badge the seats' rims show, as circles on the screen (px from its centre), where
 * ModeSeatBadges draws them: `held` is rules/marks.ts' ids, space-separated.
 */
export function badgeCircles(
  layout: ModeLayout,
  seats: readonly { held: string; inGame: boolean; won: boolean }[],
  avoid: readonly (readonly Point[])[] = [],
): (Point & { r: number; seat: number })[] {
  const r = layout.radius;
  const size = rimBadgeSize(r);
  const spots = new Map(heldMarks().map((m) => [m.id, m.face.badge.spot]));
  const out: (Point & { r: number; seat: number })[] = [];
  seats.forEach((s, i) => {
    const at = layout.seats[i];
    if (!at || !s.held || !s.inGame) return;
    const turn = (facingDegrees(at.angle) * Math.PI) / 180;
    const place = badgePlacer(layout, i, avoid);
    for (const id of s.held.split(' ')) {
      const spot = spots.get(id);
      if (!spot) continue;
      const a = (RIM[spot] * Math.PI) / 180;
      const [x0, y0] =
        s.won && spot === 'top-right'
          ? [0, -r * 1.02]
          : [(r + size / 2) * Math.sin(a), -(r + size / 2) * Math.cos(a)];
      const [x, y] = place(x0, y0, size);
      out.push({
        x: at.x + x * Math.cos(turn) - y * Math.sin(turn),
        y: at.y + x * Math.sin(turn) + y * Math.cos(turn),
        r: size,
        seat: i,
      });
    }
  });
  return out;
}

/** A badge as a box (its circle's square, `margin` px more each side) for placeAll's `avoid`. */
export const badgeBox = (c: Point & { r: number }, margin = 2): Point[] => {
  const h = c.r + margin;
  return [
    { x: c.x - h, y: c.y - h },
    { x: c.x + h, y: c.y - h },
    { x: c.x + h, y: c.y + h },
    { x: c.x - h, y: c.y + h },
  ];
};
