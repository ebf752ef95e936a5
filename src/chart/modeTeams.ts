// Table mode's team names at 7 players or more: teammates sit together in their team's colour
// (808.2, 809.2, 810.3), and each run of them round the table gets its team's name once, on the
// felt between its seats and the middle, turned to face them, clear of every seat, of the corner
// buttons and of every other name. (Tiles name the team on each tile, ModeTileView; Two-Headed
// Giant's strip names it once, ModeTeamStrip.) Pure numbers, in CSS px from the screen's centre.
import type { Point, Radians } from './geometry';
import {
  angleOf,
  boxCorners,
  boxesMeet,
  circleMeetsBox,
  placeAll,
  type ModeLayout,
} from './modeGeometry';
import { abbreviate } from './palette';

/** Teammates seated side by side round the table (a run may go on past the last seat). */
export interface TeamRun {
  team: string;
  seats: number[];
}

/** A team's name placed for one run of its seats. */
export interface TeamLabel extends TeamRun {
  text: string;
  font: number;
  /** Its centre, and the way it faces (clockwise from the top, as a seat's angle). */
  at: Point;
  angle: Radians;
  /** Width and height as read. */
  w: number;
  h: number;
  /** Its four corners on the screen. */
  corners: Point[];
}

/** Kept between a name and a seat's circle (px): the rings round a seat reach 10 px past it. */
const CLEAR = 11;
/** The smallest name drawn (px); smaller than this, the seats' accessible names say the team. */
const MIN_FONT = 13;
/** Kept between a name's pill and the screen's edge (px), its 2 px stroke and a margin besides. */
export const EDGE = 12;
/** The corner buttons (leave, the die, undo, redo): a square at each top corner kept clear. */
const CORNER = 112;

/** The runs of teammates round the table, from each player's team (null: no team). */
export function teamRuns(teams: readonly (string | null)[]): TeamRun[] {
  const n = teams.length;
  // Start just after a change of team, so a run across the last and first seats stays whole.
  let start = 0;
  while (start < n && teams[start] === teams[(start - 1 + n) % n]) start++;
  if (start === n) return n && teams[0] ? [{ team: teams[0], seats: [...Array(n).keys()] }] : [];
  const runs: TeamRun[] = [];
  let last: string | null = null;
  for (let k = 0; k < n; k++) {
    const seat = (start + k) % n;
    const team = teams[seat] ?? null;
    if (team !== null && team === last) runs[runs.length - 1]!.seats.push(seat);
    else if (team !== null) runs.push({ team, seats: [seat] });
    last = team;
  }
  return runs;
}

/**
 * The teams not seated together (811.3's alternating teams, or a table seated as listed): their
 * names go on each of their seats (ModeSeatView) rather than once beside a run.
 */
export function splitTeams(runs: readonly TeamRun[]): Set<string> {
  const seen = new Set<string>();
  const split = new Set<string>();
  for (const r of runs) (seen.has(r.team) ? split : seen).add(r.team);
  return split;
}

/** Where a run's name aims: its middle seat, or the point between its two middle seats. */
function runTarget(layout: ModeLayout, seats: readonly number[]): Point {
  const a = layout.seats[seats[Math.floor((seats.length - 1) / 2)]!]!;
  const b = layout.seats[seats[Math.ceil((seats.length - 1) / 2)]!]!;
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** A name's box as drawn: the text in bold, with room round it for its pill. */
const pill = (text: string, font: number) => ({
  w: text.length * font * 0.68 + font * 1.1,
  h: font * 1.6,
});

/**
 * Every run's team name, as large as fits (up to a little larger than the seats' names), placed
 * on the line from its run's middle toward the centre as near its seats as it can be; where that
 * line is full, the free place nearest its seats. A name with no free place is left out (the
 * seats' accessible names still say the team). Placed in seat order, each clear of the last.
 */
export function placeTeamLabels(
  layout: ModeLayout,
  runs: readonly TeamRun[],
  /** Boxes already placed (the middle, End turns): no name covers them. */
  avoid: readonly (readonly Point[])[] = [],
): TeamLabel[] {
  const { width: W, height: H } = layout;
  const corners = [
    { x0: -W / 2, y0: -H / 2 },
    { x0: W / 2 - CORNER, y0: -H / 2 },
  ].map(({ x0, y0 }) => [
    { x: x0, y: y0 },
    { x: x0 + CORNER, y: y0 },
    { x: x0 + CORNER, y: y0 + CORNER },
    { x: x0, y: y0 + CORNER },
  ]);
  const taken: (readonly Point[])[] = [...corners, ...avoid];
  const top = Math.min(24, Math.max(15, layout.nameFont * 1.05));
  const fonts = [top, top * 0.85, MIN_FONT].filter((f) => f >= MIN_FONT);
  const ring = layout.radius + CLEAR;
  const fits = (at: Point, angle: Radians, w: number, h: number, own: ReadonlySet<number>) => {
    // Read as its own seats' name: nearer one of them than any other seat.
    let mine = Infinity;
    let theirs = Infinity;
    for (const [i, s] of layout.seats.entries()) {
      const d = (s.x - at.x) ** 2 + (s.y - at.y) ** 2;
      if (own.has(i)) mine = Math.min(mine, d);
      else theirs = Math.min(theirs, d);
    }
    if (mine >= theirs) return null;
    const box = boxCorners(at, angle, w, h);
    if (box.some((k) => Math.abs(k.x) > W / 2 - EDGE || Math.abs(k.y) > H / 2 - EDGE)) return null;
    // Only seats within reach of the box are measured against it exactly.
    const reach = (ring + Math.sqrt(w * w + h * h) / 2) ** 2;
    for (const s of layout.seats)
      if ((s.x - at.x) ** 2 + (s.y - at.y) ** 2 < reach && circleMeetsBox(s, ring, box))
        return null;
    const half = Math.sqrt(w * w + h * h) / 2;
    for (const [i, other] of taken.entries()) {
      const b = bounds(i, other);
      if ((b.x - at.x) ** 2 + (b.y - at.y) ** 2 < (b.r + half) ** 2 && boxesMeet(box, other))
        return null;
    }
    return box;
  };
  // Each box taken, as a circle round it: most are far from a place tried, and need no more.
  const round: (Point & { r: number })[] = [];
  const bounds = (i: number, box: readonly Point[]) => {
    if (!round[i]) {
      const x = box.reduce((sum, k) => sum + k.x, 0) / box.length;
      const y = box.reduce((sum, k) => sum + k.y, 0) / box.length;
      round[i] = {
        x,
        y,
        r: Math.max(...box.map((k) => Math.sqrt((k.x - x) ** 2 + (k.y - y) ** 2))),
      };
    }
    return round[i];
  };
  const placed: TeamLabel[] = [];
  const quarter = Math.PI / 2;
  for (const run of runs) {
    const target = runTarget(layout, run.seats);
    const own = new Set(run.seats);
    const far = Math.hypot(target.x, target.y);
    const runAngle = angleOf(target);
    // Turned to face the run, or square to the screen where that fits nearer its seats (between
    // two of them, say, where a turned name would be too tall).
    const angles = [
      runAngle,
      Math.floor(runAngle / quarter) * quarter,
      (Math.ceil(runAngle / quarter) * quarter) % (4 * quarter),
    ].filter((a, i, all) => all.findIndex((b) => Math.abs(a - b) < 1e-9) === i);
    const tries = fonts.flatMap((font) =>
      [abbreviate(run.team, 16), abbreviate(run.team, 10)]
        .filter((text, i, all) => all.indexOf(text) === i)
        .map((text) => ({ font, text, ...pill(text, font) })),
    );
    let found: TeamLabel | null = null;
    // On the line from the run's middle toward the centre first, at each size, as near the run
    // as it fits; then anywhere near the run's seats.
    for (const t of tries) {
      let best: { d: number; label: TeamLabel } | null = null;
      for (const angle of angles)
        for (let d = far; d >= 0 && (!best || far - d < best.d); d -= 3) {
          const at = { x: (target.x / (far || 1)) * d, y: (target.y / (far || 1)) * d };
          const box = fits(at, angle, t.w, t.h, own);
          if (box) best = { d: far - d, label: { ...run, ...t, at, angle, corners: box } };
        }
      if ((found = best?.label ?? null)) break;
    }
    // Anywhere near: the points within reach of the run's middle, nearest first (square to the
    // screen where that is as near: a tilted name reads smaller).
    const reach = Math.min(200, Math.max(90, 2 * layout.radius));
    const near: (Point & { d: number })[] = [];
    if (!found)
      for (let x = -reach; x <= reach; x += 8)
        for (let y = -reach; y <= reach; y += 8)
          if (x * x + y * y <= reach * reach)
            near.push({ x: target.x + x, y: target.y + y, d: x * x + y * y });
    near.sort((a, b) => a.d - b.d);
    // The largest size that fits, each turned to the run or square to the screen, nearest first.
    for (const t of found ? [] : tries) {
      let best: { d: number; label: TeamLabel } | null = null;
      for (const angle of angles)
        for (const p of near) {
          if (best && p.d >= best.d) break;
          const at = { x: p.x, y: p.y };
          const box = fits(at, angle, t.w, t.h, own);
          if (box) {
            best = { d: p.d, label: { ...run, ...t, at, angle, corners: box } };
            break;
          }
        }
      if ((found = best?.label ?? null)) break;
    }
    if (found) {
      placed.push(found);
      taken.push(found.corners);
    }
  }
  return placed;
}

/** The names placed with nothing else placed yet: the same every turn, so worked out once. */
const firstNames = new WeakMap<ModeLayout, Map<string, TeamLabel[]>>();
export function namesFirst(layout: ModeLayout, runs: readonly TeamRun[]): TeamLabel[] {
  const key = runs.map((r) => `${r.team}:${r.seats.join(',')}`).join('|');
  let byRuns = firstNames.get(layout);
  if (!byRuns) firstNames.set(layout, (byRuns = new Map()));
  let names = byRuns.get(key);
  if (!names) byRuns.set(key, (names = placeTeamLabels(layout, runs)));
  return names;
}

/**
 * The middle and the further End turns (placeAll's asks, the middle first) with the teams' names.
 * The names first, so they stay put turn after turn; but where they would leave the middle less
 * room, or move it further from the player taking the turn, the middle first and the names round
 * it, unless that leaves a name out and the middle still has a place of its own among the names
 * (a smaller one). A name that meets the middle or an End turn is placed again round them.
 */
export function placeWithNames<S extends { w: number; h: number; last?: boolean }>(
  layout: ModeLayout,
  asks: readonly { angle: Radians | null; sizes: readonly S[] }[],
  runs: readonly TeamRun[],
  /** Boxes nothing placed may cover (the seats' badges, modeBadges.ts). */
  avoid: readonly (readonly Point[])[] = [],
): { fits: (S & { at: Point })[]; names: TeamLabel[] } {
  const alone = placeAll(layout, asks, avoid);
  if (!runs.length) return { fits: alone, names: [] };
  const boxes = (fits: readonly (S & { at: Point })[], margin: number) =>
    fits.map((f, i) => boxCorners(f.at, asks[i]?.angle ?? Math.PI, f.w + margin, f.h + margin));
  const settle = (fits: (S & { at: Point })[], names: readonly TeamLabel[]) => {
    const taken = boxes(fits, 0);
    const kept = names.filter((n) => taken.every((b) => !boxesMeet(n.corners, b)));
    const lost = runs.filter((r) => !kept.some((n) => n.seats[0] === r.seats[0]));
    const again = lost.length
      ? placeTeamLabels(layout, lost, [...boxes(fits, 8), ...kept.map((n) => n.corners)])
      : [];
    return { fits, names: [...kept, ...again] };
  };
  const first = namesFirst(layout, runs);
  const after = placeAll(layout, asks, [...first.map((n) => n.corners), ...avoid]);
  const toward = asks[0]?.angle ?? null;
  const seat =
    toward === null ? null : (layout.seats.find((s) => Math.abs(s.angle - toward) < 1e-9) ?? null);
  const far = (p: Point) => (seat ? Math.hypot(p.x - seat.x, p.y - seat.y) : 0);
  const a = after[0];
  const b = alone[0];
  const costs = !!a && !!b && (a.w * a.h < b.w * b.h - 1 || far(a.at) > far(b.at) + 24);
  if (!costs) return settle(after, first);
  // The names the middle leaves alone stay where they rest; only those it meets move.
  const around = settle(alone, first);
  // The middle's last resort is the centre, whatever is there: a place of its own is clear of
  // every seat.
  const own =
    !!a &&
    layout.seats.every(
      (s) => !circleMeetsBox(s, layout.radius + 4, boxCorners(a.at, toward ?? Math.PI, a.w, a.h)),
    );
  return around.names.length < runs.length && own ? settle(after, first) : around;
}
