import { describe, expect, it } from 'vitest';
import {
  angleOf,
  closest,
  facingDegrees,
  boxCorners,
  fitToward,
  layoutTableMode,
  onFelt,
  placeAll,
  placeToward,
  stadiumPoints,
} from './modeGeometry';

const SCREENS = [
  [390, 844],
  [820, 1180],
  [1440, 900],
  [844, 390],
] as const;

describe('table mode geometry', () => {
  it('spaces points evenly round a stadium, from the top middle, clockwise', () => {
    const tall = stadiumPoints(4, 100, 300);
    expect(tall[0]!.x).toBeCloseTo(0);
    expect(tall[0]!.y).toBeCloseTo(-300);
    expect(tall[1]!.x).toBeCloseTo(100); // to the right: clockwise seen from above
    expect(tall[2]!.y).toBeCloseTo(300);
    const wide = stadiumPoints(4, 300, 100);
    expect(wide[0]!.x).toBeCloseTo(0);
    expect(wide[0]!.y).toBeCloseTo(-100);
    expect(wide[1]!.x).toBeCloseTo(300);
  });

  it.each(SCREENS)('keeps every seat on a %i×%i screen, apart from its neighbours', (w, h) => {
    for (const n of [2, 4, 6, 8, 12, 16]) {
      const l = layoutTableMode(n, w, h);
      expect(l.seats).toHaveLength(n);
      for (const s of l.seats) {
        expect(Math.abs(s.x) + l.radius).toBeLessThanOrEqual(w / 2);
        expect(Math.abs(s.y) + l.radius).toBeLessThanOrEqual(h / 2);
      }
      expect(closest(l.seats)).toBeGreaterThanOrEqual(2 * l.radius);
    }
  });

  it('reads from a phone lying flat: 6 seats 28 px life and 16 px names, 12 seats 20 and 14', () => {
    const six = layoutTableMode(6, 390, 844);
    expect(six.lifeFont).toBeGreaterThanOrEqual(28);
    expect(six.nameFont).toBeGreaterThanOrEqual(16);
    const twelve = layoutTableMode(12, 390, 844);
    expect(twelve.lifeFont).toBeGreaterThanOrEqual(20);
    expect(twelve.nameFont).toBeGreaterThanOrEqual(14);
  });

  it('turns each seat to face the player beyond it', () => {
    expect(angleOf({ x: 0, y: -1 })).toBeCloseTo(0);
    expect(angleOf({ x: 1, y: 0 })).toBeCloseTo(Math.PI / 2);
    expect(angleOf({ x: -1, y: 0 })).toBeCloseTo((3 * Math.PI) / 2);
    expect(facingDegrees(0)).toBeCloseTo(180); // the top seat's words read from the top
    expect(facingDegrees(Math.PI)).toBeCloseTo(0);
  });

  it('places the turn toward the player taking it, clear of every seat', () => {
    const l = layoutTableMode(6, 390, 844);
    const top = l.seats[0]!;
    const at = placeToward(l, top.angle, 90, 90)!;
    expect(at.y).toBeLessThan(-100); // well on the top player's side
    // Nothing free along the line: null, and fitToward falls back to a smaller size.
    expect(placeToward(l, top.angle, 2000, 90)).toBeNull();
    const fit = fitToward(l, l.seats[1]!.angle, [
      { w: 2000, h: 2000 },
      { w: 80, h: 60 },
    ]);
    expect(fit.w).toBe(80);
  });

  it('places several End turns (Grand Melee) without one covering another', () => {
    const l = layoutTableMode(40, 390, 844);
    const asks = [0, 4, 8, 12, 16, 20, 24, 28, 32, 36].map((seat) => ({
      angle: l.seats[seat]!.angle,
      sizes: [
        { w: 140, h: 44 },
        { w: 92, h: 44 },
      ],
    }));
    const fits = placeAll(l, asks);
    const boxes = fits.map((f, i) => boxCorners(f.at, asks[i]!.angle, f.w, f.h));
    // No corner of one box lies inside another (they are rectangles of about the same size).
    const inside = (p: { x: number; y: number }, box: { x: number; y: number }[]) =>
      box.every((a, k) => {
        const b = box[(k + 1) % 4]!;
        return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) > 0.5;
      }) ||
      box.every((a, k) => {
        const b = box[(k + 1) % 4]!;
        return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < -0.5;
      });
    for (let i = 0; i < boxes.length; i++)
      for (let j = 0; j < boxes.length; j++)
        if (i !== j) for (const p of boxes[i]!) expect(inside(p, boxes[j]!)).toBe(false);
  });
});

describe('placeAll on a crowded table: every box on the felt, not in its corners', () => {
  it('12 on a phone on its side, each running turn of three (807.4)', () => {
    const layout = layoutTableMode(12, 844, 390);
    for (let first = 0; first < 12; first++) {
      const asks = [0, 4, 8].map((k) => ({
        angle: layout.seats[(first + k) % 12]!.angle,
        sizes: [
          { w: 140, h: 44 },
          { w: 92, h: 44 },
        ],
      }));
      for (const [i, f] of placeAll(layout, asks).entries())
        for (const k of boxCorners(f.at, asks[i]!.angle, f.w, f.h))
          expect(onFelt(layout, k), `${first}'s turns, box ${i}`).toBe(true);
    }
  });
});
