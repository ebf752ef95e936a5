import { describe, expect, it } from 'vitest';
import { angleOf } from './modeGeometry';
import {
  boxesOverlap,
  fitMiddle,
  layoutMode,
  layoutTiles,
  tileFonts,
  tileParts,
  type Box,
  turnedTo,
} from './tileGeometry';

const SCREENS = [
  [390, 844],
  [844, 390],
  [820, 1180],
  [1440, 900],
] as const;

const inside = (b: Box, w: number, h: number) =>
  b.x0 >= -w / 2 - 0.01 && b.y0 >= -h / 2 - 0.01 && b.x1 <= w / 2 + 0.01 && b.y1 <= h / 2 + 0.01;

describe('table mode tiles', () => {
  it.each(SCREENS)('on a %i×%i screen: a tile each, none overlapping, on screen', (w, h) => {
    for (const n of [2, 3, 4, 5, 6]) {
      for (const heads of n === 4 ? [0, 2] : n === 6 ? [0, 3] : [0]) {
        const l = layoutTiles(n, w, h, { heads })!;
        expect(l.tiles.map((t) => t.seat)).toEqual([...Array(n).keys()]);
        const boxes = [...l.tiles.map((t) => t.box), ...l.strips.map((s) => s.box), l.middle];
        for (const b of boxes) expect(inside(b, w, h)).toBe(true);
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++)
            expect(boxesOverlap(boxes[i]!, boxes[j]!), `${n} seats: ${i} and ${j}`).toBe(false);
        // The tools sit in the middle strip, clear of every tile.
        for (const t of Object.values(l.tools)) {
          const tool = {
            x0: t.x - w / 2,
            y0: t.y - h / 2,
            x1: t.x - w / 2 + 44,
            y1: t.y - h / 2 + 44,
          };
          for (const b of [...l.tiles.map((x) => x.box), ...l.strips.map((s) => s.box), l.middle])
            expect(boxesOverlap(tool, b)).toBe(false);
        }
      }
    }
  });

  it.each(SCREENS)('keeps the seats in order clockwise round a %i×%i screen', (w, h) => {
    for (const n of [3, 4, 5, 6]) {
      const l = layoutTiles(n, w, h)!;
      // Measured from just anticlockwise of the first tile: each next tile is further round.
      const start = angleOf(l.tiles[0]!) - 0.01;
      const round = l.tiles.map((t) => (angleOf(t) - start + 4 * Math.PI) % (2 * Math.PI));
      for (let i = 1; i < n; i++) expect(round[i]!).toBeGreaterThan(round[i - 1]!);
    }
  });

  it('turns each tile to face the edge it stands on', () => {
    const l = layoutTiles(6, 390, 844)!;
    expect(l.tiles.slice(0, 3).every((t) => t.side === 'right')).toBe(true);
    expect(l.tiles.slice(3).every((t) => t.side === 'left')).toBe(true);
    // Read across the phone: a tile's reading width is its height on the screen.
    const t = l.tiles[0]!;
    expect(t.w).toBeCloseTo(t.box.y1 - t.box.y0);
    const wide = layoutTiles(6, 844, 390)!;
    expect(wide.tiles[0]!.side).toBe('bottom');
  });

  it('reads from a phone: life 64 px with 4 players and 48 with 6, names 20, the rest 18', () => {
    for (const [n, life] of [
      [3, 64],
      [4, 64],
      [5, 48],
      [6, 48],
    ] as const)
      for (const [w, h] of [
        [390, 844],
        [844, 390],
      ] as const) {
        const f = layoutTiles(n, w, h)!.fonts;
        expect(f.life, `${n} seats`).toBeGreaterThanOrEqual(life);
        expect(f.name).toBeGreaterThanOrEqual(20);
        expect(f.small).toBeGreaterThanOrEqual(18);
        expect(f.button).toBeGreaterThanOrEqual(22);
      }
    // Two-Headed Giant: the team's one total as large.
    expect(layoutTiles(4, 390, 844, { heads: 2 })!.fonts.life).toBeGreaterThanOrEqual(64);
  });

  it.each(SCREENS)(
    'Two-Headed Giant with teams of three on a %i×%i screen: each team at its end, one strip',
    (w, h) => {
      // 810.10: bigger teams; each team's heads side by side at its end of the screen, clockwise,
      // and the team's shared total once across the inner part (810.9).
      const l = layoutTiles(6, w, h, { heads: 3 })!;
      expect(l.strips.map((s) => s.seats)).toEqual([
        [0, 1, 2],
        [3, 4, 5],
      ]);
      for (const strip of l.strips) {
        const heads = strip.seats.map((s) => l.tiles[s]!);
        // The heads face the way their strip does, on the screen's edge beyond it.
        for (const t of heads) expect(t.angle).toBe(strip.angle);
        const start = angleOf(heads[0]!) - 0.3;
        const round = heads.map((t) => (angleOf(t) - start + 4 * Math.PI) % (2 * Math.PI));
        for (let i = 1; i < 3; i++) expect(round[i]!).toBeGreaterThan(round[i - 1]!);
      }
      expect(l.strips[0]!.angle).not.toBe(l.strips[1]!.angle);
      // As large as two teams of two, names of seven letters whole on a head's tile.
      expect(l.fonts.life).toBeGreaterThanOrEqual(64);
      expect(l.fonts.name).toBeGreaterThanOrEqual(20);
      for (const t of l.tiles)
        expect(7 * 0.58 * l.fonts.name).toBeLessThanOrEqual(t.w - 2 * l.fonts.pad);
      // Not for a table whose seats are not two teams of that size.
      expect(layoutTiles(5, w, h, { heads: 3 })!.strips).toHaveLength(0);
    },
  );

  it("fits a tile's parts inside it, the life between its − and + or above them", () => {
    for (const n of [3, 4, 5, 6])
      for (const [w, h] of SCREENS) {
        const l = layoutTiles(n, w, h)!;
        const f = l.fonts;
        for (const t of l.tiles) {
          const p = tileParts(t.w, t.h, f);
          expect(p.nameY - f.name / 2).toBeGreaterThanOrEqual(-t.h / 2);
          expect(p.infoY + (f.twoLines ? p.lineStep : 0) + f.small / 2).toBeLessThanOrEqual(
            t.h / 2 + 0.01,
          );
          expect(p.buttonX + f.button).toBeLessThanOrEqual(t.w / 2);
          expect(p.lifeY - f.life * 0.4).toBeGreaterThan(p.nameY);
        }
      }
    expect(tileFonts([{ w: 400, h: 400 }]).buttonsBelow).toBe(true);
    expect(tileFonts([{ w: 280, h: 130 }]).buttonsBelow).toBe(false);
  });

  it('keeps the circles for more than six seats, or several running turns', () => {
    expect(layoutTiles(7, 390, 844)).toBeNull();
    expect(layoutTiles(6, 390, 844, { markers: 2 })).toBeNull();
    const eight = layoutMode(8, 390, 844);
    expect(eight.tiles).toBeNull();
    expect(eight.seats).toHaveLength(8);
    // With tiles, the seats' points are the tiles': the middle and a sheet turn to face them.
    const four = layoutMode(4, 390, 844);
    expect(four.seats[0]!.angle).toBeCloseTo(Math.PI / 2);
    expect(four.lifeFont).toBe(four.tiles!.fonts.life);
  });

  it('fits the middle turned across a narrow strip, or along it', () => {
    const middle = { x0: -50, y0: -300, x1: 50, y1: 300 };
    const sizes = [
      { w: 220, h: 100 },
      { w: 96, h: 80 },
    ];
    expect(fitMiddle(middle, Math.PI / 2, sizes).w).toBe(220);
    expect(fitMiddle(middle, 0, sizes).w).toBe(96);
    expect(fitMiddle(middle, null, sizes).w).toBe(96);
  });
});

describe("this phone's own player sits at the bottom (turnedTo)", () => {
  const lowest = (l: ReturnType<typeof layoutMode>) =>
    Math.max(...l.seats.map((p) => Number(p.y.toFixed(3))));
  for (const [count, w, h] of [
    [3, 390, 844],
    [4, 390, 844],
    [5, 390, 844],
    [6, 844, 390],
    [8, 390, 844],
    [12, 820, 1180],
  ] as const)
    it(`${count} seats at ${w}×${h}: every seat in turn, the order round the screen kept`, () => {
      const base = layoutMode(count, w, h);
      for (let me = 0; me < count; me++) {
        const l = turnedTo(base, me);
        expect(Number(l.seats[me]!.y.toFixed(3))).toBe(lowest(base));
        // Each seat moved on by the same number of places: its left neighbour is still next.
        const k = base.seats.findIndex((p) => p.x === l.seats[0]!.x && p.y === l.seats[0]!.y);
        for (let s = 0; s < count; s++) expect(l.seats[s]).toEqual(base.seats[(s + k) % count]);
        if (l.tiles) for (const [s, t] of l.tiles.tiles.entries()) expect(t.seat).toBe(s);
      }
    });

  it('a Two-Headed Giant team keeps its end of the screen, its strip naming its own heads', () => {
    const base = layoutMode(4, 390, 844, { heads: 2 });
    for (const me of [2, 3]) expect(turnedTo(base, me)).toBe(base);
    for (const me of [0, 1]) {
      const l = turnedTo(base, me);
      expect(l.seats[me]!.y).toBeGreaterThan(0);
      const mine = l.tiles!.strips.find((s) => s.seats.includes(me))!;
      expect(mine.seats.sort()).toEqual([0, 1]);
      expect(mine.y).toBeGreaterThan(0);
    }
  });

  it('a Two-Headed Giant team of three keeps its end too, moving three places at a time', () => {
    const base = layoutMode(6, 390, 844, { heads: 3 });
    for (const me of [3, 4, 5])
      expect(turnedTo(base, me).tiles!.strips).toEqual(base.tiles!.strips);
    for (const me of [0, 1, 2]) {
      const l = turnedTo(base, me);
      expect(l.seats[me]!.y).toBeGreaterThan(0);
      const mine = l.tiles!.strips.find((s) => s.seats.includes(me))!;
      expect([...mine.seats].sort()).toEqual([0, 1, 2]);
      expect(mine.y).toBeGreaterThan(0);
    }
  });

  it('leaves the table as it is for a phone that is everyone’s', () => {
    const base = layoutMode(4, 390, 844);
    expect(turnedTo(base, null)).toBe(base);
  });
});
