import { describe, expect, it } from 'vitest';
import { circleMeetsBox } from '../../chart/modeGeometry';
import { layoutMode } from '../../chart/tileGeometry';
import { copyDrawn, gameOverPlan } from './ModeGameOver';

const corners = (
  b: { left: number; top: number; width: number; height: number },
  w: number,
  h: number,
) => {
  const x0 = b.left - w / 2;
  const y0 = b.top - h / 2;
  return [
    { x: x0, y: y0 },
    { x: x0 + b.width, y: y0 },
    { x: x0 + b.width, y: y0 + b.height },
    { x: x0, y: y0 + b.height },
  ];
};

describe('gameOverPlan', () => {
  it('faces the long sides where four or six players sit on a phone, not its ends', () => {
    expect(gameOverPlan(layoutMode(4, 390, 844), [0]).faces).toEqual([90, 270]);
    expect(gameOverPlan(layoutMode(6, 390, 844), [0]).faces).toEqual([90, 270]);
    expect(gameOverPlan(layoutMode(6, 820, 1180), [0]).faces).toEqual([90, 270]);
  });

  it("adds a copy for the winner's side when it is not one of those", () => {
    // Five on a phone: one across the top, two down each side.
    const plan = gameOverPlan(layoutMode(5, 390, 844), [0]);
    expect(plan.faces).toEqual([180, 90, 270]);
  });

  it('sits in the tiles’ middle strip, covering no tile', () => {
    for (const [w, h] of [
      [390, 844],
      [844, 390],
      [820, 1180],
    ] as const) {
      const layout = layoutMode(6, w, h);
      const { box } = gameOverPlan(layout, [0, 2, 4]);
      for (const t of layout.tiles!.tiles) {
        const x0 = t.box.x0 + w / 2;
        const y0 = t.box.y0 + h / 2;
        const apart =
          box.left >= t.box.x1 + w / 2 ||
          x0 >= box.left + box.width ||
          box.top >= t.box.y1 + h / 2 ||
          y0 >= box.top + box.height;
        expect(apart, `${w}x${h} seat ${t.seat}`).toBe(true);
      }
    }
  });

  it("on the felt, keeps clear of every circle, and of the winner's badges by more", () => {
    for (const [count, w, h] of [
      [12, 844, 390],
      [16, 844, 390],
      [12, 390, 844],
      [8, 390, 844],
      [12, 820, 1180],
    ] as const) {
      const layout = layoutMode(count, w, h);
      const { box, faces } = gameOverPlan(layout, [0]);
      const c = corners(box, w, h);
      layout.seats.forEach((s) =>
        expect(circleMeetsBox(s, layout.radius, c), `${count} on ${w}x${h}`).toBe(false),
      );
      expect(Math.min(box.width, box.height), `${count} on ${w}x${h}`).toBeGreaterThanOrEqual(70);
      // Seat 0 (the winner) sits at the top: a copy faces it.
      expect(faces).toContain(180);
    }
    // Room enough: the winner's crown below its circle stays clear too.
    const layout = layoutMode(12, 844, 390);
    const c = corners(gameOverPlan(layout, [0]).box, 844, 390);
    expect(circleMeetsBox(layout.seats[0]!, layout.radius + 30, c)).toBe(false);
  });
});

describe('gameOverPlan, two teams of four', () => {
  it('lies over the losers’ seats where the middle is too thin, every winner in sight', () => {
    for (const [w, h] of [
      [390, 844],
      [844, 390],
    ] as const) {
      const layout = layoutMode(8, w, h);
      // Seats 0 to 3 (the top and right on a phone) won.
      const { box } = gameOverPlan(layout, [0, 1, 2, 3]);
      const c = corners(box, w, h);
      // Deep enough for the result at 16 px (the middle between the seats leaves ~80 px).
      expect(Math.min(box.width, box.height), `${w}x${h}`).toBeGreaterThanOrEqual(150);
      for (const s of layout.seats.slice(0, 4))
        expect(circleMeetsBox(s, layout.radius + 30, c), `${w}x${h}`).toBe(false);
    }
  });
});

describe('copyDrawn', () => {
  it('never draws who won smaller than the turn line under it, however far a copy shrinks', () => {
    for (const font of [
      { size: 40, small: 16 },
      { size: 24, small: 16 },
      { size: 20, small: 16 },
      { size: 50, small: 20 },
    ])
      for (let k = 1; k > 0.4; k *= 0.9) {
        const { head, turn } = copyDrawn(font, k);
        expect(head, `${font.size} at ${k}`).toBeGreaterThanOrEqual(turn);
        expect(head).toBeCloseTo(font.size * k);
      }
  });

  it('keeps the turn line at 16 px or more while who won is that large', () => {
    expect(copyDrawn({ size: 40, small: 16 }, 0.5).turn).toBe(16);
    expect(copyDrawn({ size: 50, small: 20 }, 1).turn).toBe(20);
  });
});
