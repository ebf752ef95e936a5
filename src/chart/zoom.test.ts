import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutTable, polar, VIEW_HALF } from './geometry';
import { markerNudge } from './MarkerToken';
import {
  centredOn,
  clampView,
  inView,
  MIN_NAME_PX,
  MIN_TARGET_PX,
  nameFloor,
  nameUnits,
  neighbourhood,
  openingView,
  zoomNeed,
} from './zoom';

// A phone's chart (390 px less the page's side padding) and a desktop's (max-w 44rem).
const PHONE = 366;
const DESKTOP = 704;

describe('zoomNeed (names ≥ 12 px, seats ≥ 44 px at any seat count)', () => {
  it.each([4, 6, 8, 12, 16, 24, 40, 60, 100, 250])(
    '%i seats: at the zoom it asks for, names and seats are big enough on a phone and a desktop',
    (n) => {
      for (const width of [PHONE, DESKTOP]) {
        const layout = layoutTable(n, n >= 16);
        const need = zoomNeed(layout, width);
        const size = nameFloor(nameUnits(layout), need.pxPerUnit, need.k, layout.tier);
        expect(size).not.toBeNull();
        expect(size! * need.pxPerUnit * need.k).toBeGreaterThanOrEqual(MIN_NAME_PX - 1e-9);
        expect(2 * layout.hitRadius * need.pxPerUnit * need.k).toBeGreaterThanOrEqual(
          MIN_TARGET_PX - 1e-9,
        );
      }
    },
  );

  it('a Commander pod on a phone needs no zoom; 16 seats draw their names larger instead', () => {
    expect(zoomNeed(layoutTable(4, false), PHONE).k).toBe(1);
    expect(zoomNeed(layoutTable(16, false), PHONE).k).toBe(1);
    // Grand Melee's markers take room: a slight zoom for the seats' sake, no more.
    expect(zoomNeed(layoutTable(16, true), PHONE).k).toBeLessThan(1.1);
    const sixteen = layoutTable(16, false);
    const need = zoomNeed(sixteen, PHONE);
    const natural = nameUnits(sixteen);
    expect(natural * need.pxPerUnit).toBeLessThan(MIN_NAME_PX); // what the user hit: 9 px names
    expect(nameFloor(natural, need.pxPerUnit, 1, sixteen.tier)! * need.pxPerUnit).toBeCloseTo(
      MIN_NAME_PX,
    );
  });

  it('40 and 100 seats on a phone must zoom; the whole table there is drawn without names', () => {
    for (const n of [40, 100]) {
      const layout = layoutTable(n, true);
      const need = zoomNeed(layout, PHONE);
      expect(need.k).toBeGreaterThan(1.2);
      expect(nameFloor(nameUnits(layout), need.pxPerUnit, 1, layout.tier)).toBeNull();
    }
  });
});

describe('views', () => {
  it('a clamped view always covers the frame (no empty margin beyond the table)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 40, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        (k, x, y) => {
          const v = clampView({ k, x, y });
          expect(v.k).toBeGreaterThanOrEqual(1);
          // The chart's corners land on or outside the frame's corners.
          expect(-VIEW_HALF * v.k + v.x).toBeLessThanOrEqual(-VIEW_HALF + 1e-6);
          expect(VIEW_HALF * v.k + v.x).toBeGreaterThanOrEqual(VIEW_HALF - 1e-6);
          expect(-VIEW_HALF * v.k + v.y).toBeLessThanOrEqual(-VIEW_HALF + 1e-6);
          expect(VIEW_HALF * v.k + v.y).toBeGreaterThanOrEqual(VIEW_HALF - 1e-6);
        },
      ),
    );
  });

  it('centring on a seat puts it in view', () => {
    const layout = layoutTable(100, false);
    for (const seat of [0, 13, 50, 99]) {
      const v = centredOn(layout.positions[seat]!, 5);
      expect(inView(v, layout.positions[seat]!, 20)).toBe(true);
      expect(inView(v, layout.positions[(seat + 50) % 100]!)).toBe(false);
    }
  });

  it('the neighbourhood shows the seat and its range of influence (801.2), at least the zoom needed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 120 }),
        fc.nat(),
        fc.integer({ min: 1, max: 3 }),
        (n, s, range) => {
          const layout = layoutTable(n, true);
          const seat = s % n;
          const need = zoomNeed(layout, PHONE).k;
          const v = neighbourhood(layout, seat, range, need);
          expect(v.k).toBeGreaterThanOrEqual(need - 1e-9);
          // The whole range when it fits at a readable zoom; the seat and its neighbours always.
          const shown = v.k > need + 1e-9 ? range : 1;
          for (let d = -shown; d <= shown; d++)
            expect(inView(v, layout.positions[(seat + d + n) % n]!)).toBe(true);
        },
      ),
    );
  });
});

describe('openingView', () => {
  it('a 16-player Grand Melee on a phone opens whole: every seat and every turn marker in the frame', () => {
    const layout = layoutTable(16, true);
    const need = zoomNeed(layout, PHONE);
    expect(need.k).toBeGreaterThan(1); // its names need a little zoom
    for (const focus of [0, 4, 8]) {
      const view = openingView(layout, focus, need.k);
      expect(view.k).toBeCloseTo(need.k);
      for (const [i, at] of layout.positions.entries()) {
        expect(inView(view, at, layout.seatRadius * view.k), `seat ${i}`).toBe(true);
        const badge = polar(
          layout.markerOrbit,
          layout.angles[i]! + markerNudge(layout, layout.angles[i]!),
        );
        expect(inView(view, badge, layout.markerRadius * view.k), `marker at ${i}`).toBe(true);
      }
    }
  });

  it('a table too big to fit opens on the seat in focus', () => {
    const layout = layoutTable(40, true);
    const need = zoomNeed(layout, PHONE);
    const view = openingView(layout, 10, need.k);
    expect(inView(view, layout.positions[10]!, layout.hitRadius * view.k)).toBe(true);
    expect(inView(view, layout.positions[30]!)).toBe(false);
  });
});
