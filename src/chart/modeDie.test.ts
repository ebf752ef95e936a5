import { describe, expect, it } from 'vitest';
import { boxCorners, circleMeetsBox } from './modeGeometry';
import {
  cornerButtons,
  enderSizes,
  MIN_HEADLINE,
  MIN_KICKER,
  middleGrow,
  middleSizes,
  rollBox,
  rollRoom,
  rollType,
  withDieRoom,
} from './modeDie';
import { boxesMeet } from './modeGeometry';
import { badgeCircles } from './modeBadges';
import { placeMiddle } from './ModeCircles';
import { teamRuns } from './modeTeams';
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

/**
 * A crowded table of circles placed as ModeCircles places it: the middle facing the first of
 * `turns` (Grand Melee's running turns, 807.4; the others' End turns on their holders' sides),
 * `teams`' names, and the badges of the roller (the first of `turns`), who holds every mark.
 */
function crowded(
  count: number,
  [width, height]: readonly [number, number],
  turns: readonly number[],
  teams: readonly (string | null)[] = [],
) {
  const layout = layoutMode(count, width, height, { markers: turns.length });
  const roller = turns[0]!;
  const asks = turns.map((seat, i) => ({
    angle: layout.seats[seat]!.angle,
    sizes: i ? enderSizes(layout) : middleSizes(layout, true, true),
  }));
  const held = layout.seats
    .map((_, i) => (i === roller ? 'monarch initiative cityBlessing' : ''))
    .join('|');
  const placed = placeMiddle(layout, asks, teamRuns(teams), held);
  const room = rollRoom({
    middle: placed.fits[0]!,
    angle: asks[0]!.angle,
    running: true,
    grow: middleGrow(layout),
    enders: placed.fits.slice(1).map((f, i) => ({ ...f, angle: asks[i + 1]!.angle })),
    chip: null,
    names: placed.names.map((n) => n.corners),
    badges: placed.badges ?? [],
  });
  return { layout, roller, room };
}

const teamsOf8 = ['Red', 'Red', 'Red', 'Red', 'Blue', 'Blue', 'Blue', 'Blue'];
const CROWDED = [
  ['12 players on a phone on its side', 12, [844, 390], [0, 4, 8], []],
  ['12 players on a phone', 12, [390, 844], [0, 4, 8], []],
  ['16 players on a phone on its side', 16, [844, 390], [0, 4, 8, 12], []],
  ['16 players on a phone', 16, [390, 844], [0, 4, 8, 12], []],
  ['8 in two teams on a phone on its side', 8, [844, 390], [2], teamsOf8],
  ['8 in two teams on a phone', 8, [390, 844], [2], teamsOf8],
  ['8 in two teams on a tablet', 8, [820, 1180], [2], teamsOf8],
] as const;

describe('rollBox on a crowded table', () => {
  for (const [label, count, screen, turns, teams] of CROWDED)
    it(`${label}: covers no End turn, die, name, badge or corner button, its words legible`, () => {
      const { layout, roller, room } = crowded(count, screen, turns, teams);
      const box = rollBox(layout, roller, room)!;
      const corners = boxCorners(box, ((box.turn + 180) * Math.PI) / 180, box.w, box.h);
      for (const [i, keep] of [...room.keep, ...cornerButtons(layout)].entries())
        expect(boxesMeet(corners, keep), `kept box ${i}`).toBe(false);
      // The middle's words: covered only by a compact result, which they step aside for.
      if (!box.covers)
        for (const words of room.words) expect(boxesMeet(corners, words)).toBe(false);
      else expect(box.compact).toBe(true);
      layout.seats.forEach((s, i) =>
        expect(circleMeetsBox(s, layout.radius, corners), `seat ${i}`).toBe(false),
      );
      for (const k of corners) {
        expect(Math.abs(k.x)).toBeLessThanOrEqual(layout.width / 2);
        expect(Math.abs(k.y)).toBeLessThanOrEqual(layout.height / 2);
      }
      const type = rollType(box, '20', box.compact ? 'Alex · d20' : 'Alex rolled a d20', true);
      expect(type.big).toBeGreaterThanOrEqual(40);
      expect(type.caption).toBeGreaterThanOrEqual(12);
    });
});

describe('rollType', () => {
  it('a phone’s tile (long and shallow): a long caption on a few lines at 16 px, beside a large number', () => {
    const type = rollType({ w: 262, h: 122 }, '13', 'Bianca hat einen d20 geworfen', true);
    expect(type.form).toBe('wide');
    expect(type.caption).toBeGreaterThanOrEqual(16);
    expect(type.lines).toBeLessThanOrEqual(3);
    expect(type.big).toBeGreaterThanOrEqual(60);
    // A caption too long for it beside a name: the card as before.
    const pick = 'Someone picked a player at random (this phone only)';
    expect(rollType({ w: 262, h: 122 }, 'Bianca', pick, true).form).toBe('card');
  });

  it('a tablet’s card: its caption and Done large for it', () => {
    const type = rollType({ w: 360, h: 230 }, '4', 'Alex rolled a d20', true);
    expect(type.caption).toBeGreaterThanOrEqual(24);
    expect(type.done).toBeGreaterThanOrEqual(20);
    expect(type.big).toBeGreaterThanOrEqual(100);
    // A tablet's tile: a long caption on two lines, larger than on one.
    const tile = rollType({ w: 372, h: 292 }, '3', 'Bianca hat einen d20 geworfen', true);
    expect(tile).toMatchObject({ form: 'card', lines: 2 });
    expect(tile.caption).toBeGreaterThanOrEqual(24);
  });

  const captions = ['Alex rolled a d20', 'Someone picked a player at random (this phone only)'];
  for (const box of [
    { w: 300, h: 190 },
    { w: 150, h: 120 },
    { w: 200, h: 44, compact: true },
    { w: 104, h: 120, compact: true },
    { w: 80, h: 76, compact: true },
  ])
    it(`${box.w}×${box.h}${box.compact ? ' compact' : ''}: the caption at 12 px or more, on at most two lines`, () => {
      for (const caption of box.compact ? ['Alex · d20', 'Carissa · coin'] : captions) {
        const type = rollType(box, 'Heads', caption, true);
        expect(type.caption).toBeGreaterThanOrEqual(12);
        expect(type.lines).toBeLessThanOrEqual(box.compact ? 2 : 3);
        expect(type.big).toBeGreaterThanOrEqual(20);
      }
    });
});
