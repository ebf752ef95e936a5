import { describe, expect, it } from 'vitest';
import { boxCorners, circleMeetsBox } from './modeGeometry';
import { MIN_HEADLINE, MIN_KICKER, rollBox, withDieRoom } from './modeDie';
import { badgeCircles } from './modeBadges';
import { layoutMode } from './tileGeometry';

const SCREENS = [
  [390, 844],
  [844, 390],
  [820, 1180],
] as const;

describe('withDieRoom', () => {
  it('keeps room for the turn at 14 px and the name at 18 px over End turn, and the table line', () => {
    const [small] = withDieRoom([{ w: 96, h: 80, kicker: true }], true, 1);
    expect(small!.h - small!.above - 44 - 4).toBeGreaterThanOrEqual(
      MIN_KICKER * 1.3 + MIN_HEADLINE * 1.25,
    );
    expect(small!.above).toBeGreaterThan(0);
    // No kicker, or the game over: nothing added.
    expect(withDieRoom([{ w: 84, h: 66 }], true, 1)[0]).toEqual({ w: 84, h: 66, above: 0 });
    expect(withDieRoom([{ w: 96, h: 50, kicker: true }], true, 1, false)[0]!.h).toBe(50);
  });
});

describe('rollBox', () => {
  for (const [width, height] of SCREENS)
    for (const count of [3, 5, 12, 16])
      it(`covers no other seat: ${count} players on ${width}x${height}`, () => {
        const layout = layoutMode(count, width, height);
        for (let seat = 0; seat < count; seat++) {
          const box = rollBox(layout, seat)!;
          if (layout.tiles) {
            // Over the roller's own tile, inside it.
            const t = layout.tiles.tiles[seat]!.box;
            const across = box.turn % 180 !== 0;
            const [bw, bh] = across ? [box.h, box.w] : [box.w, box.h];
            expect(box.x - bw / 2).toBeGreaterThanOrEqual(t.x0);
            expect(box.x + bw / 2).toBeLessThanOrEqual(t.x1);
            expect(box.y - bh / 2).toBeGreaterThanOrEqual(t.y0);
            expect(box.y + bh / 2).toBeLessThanOrEqual(t.y1);
          } else {
            const corners = boxCorners(box, ((box.turn + 180) * Math.PI) / 180, box.w, box.h);
            layout.seats.forEach((s) =>
              expect(circleMeetsBox(s, layout.radius, corners)).toBe(false),
            );
            expect(box.w).toBeGreaterThanOrEqual(100);
          }
        }
      });

  // Twelve on a phone leave a band between the rows only as deep as the smallest result: it
  // lies in the middle, over the roller's inner badges.
  for (const [width, height] of SCREENS)
    for (const count of [16])
      it(`covers none of the roller's own badges: ${count} players on ${width}x${height}`, () => {
        const layout = layoutMode(count, width, height);
        if (layout.tiles) return;
        for (let seat = 0; seat < count; seat++) {
          const box = rollBox(layout, seat)!;
          const corners = boxCorners(box, ((box.turn + 180) * Math.PI) / 180, box.w, box.h);
          // The crown, the initiative's flag and the city's blessing's star, as drawn.
          const held = layout.seats.map((_, i) => ({
            held: i === seat ? 'monarch initiative cityBlessing' : '',
            inGame: true,
            won: false,
          }));
          for (const b of badgeCircles(layout, held))
            expect(circleMeetsBox(b, b.r, corners), `seat ${seat}'s badge at ${b.x},${b.y}`).toBe(
              false,
            );
        }
      });
});
