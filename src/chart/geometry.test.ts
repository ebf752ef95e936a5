import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrowPath,
  chevronAngles,
  fitLines,
  fullRing,
  labelArc,
  layoutSeats,
  layoutTable,
  meanAngle,
  polar,
  radialTextRotation,
  rangeBand,
  seatAngleScale,
  seatRuns,
  shortestTurn,
  unwrapNear,
  VIEW_HALF,
} from './geometry';
import { markerSpread } from './MarkerToken';
import { ringLabelArc, ringRadii, ringsInner, thinRing } from './RangeRings';

describe('seat angles', () => {
  it('puts the first player at the top and the next one clockwise (to the right on screen)', () => {
    const { seats } = layoutSeats(6, 100);
    expect(seats[0]?.position.x).toBeCloseTo(0);
    expect(seats[0]?.position.y).toBeCloseTo(-100);
    expect(seats[1]?.position.x).toBeGreaterThan(0);
    expect(seats[5]?.position.x).toBeLessThan(0);
  });

  it('spaces seats evenly round the whole circle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (count) => {
        const angle = seatAngleScale(count);
        for (let i = 0; i < count; i++) {
          expect(angle(i + 1) - angle(i)).toBeCloseTo((2 * Math.PI) / count);
        }
      }),
    );
  });

  it('keeps neighbouring seat circles apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), (count) => {
        const { seats, seatRadius } = layoutSeats(count, 200);
        const a = seats[0]!.position;
        const b = seats[1]!.position;
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(2 * seatRadius);
      }),
    );
  });

  it('measures points from the centre', () => {
    const p = polar(10, Math.PI / 2);
    expect(p.x).toBeCloseTo(10);
    expect(p.y).toBeCloseTo(0);
  });
});

describe('seat runs', () => {
  it('keeps a run that wraps past seat 0 in one piece', () => {
    expect(seatRuns([5, 0, 1], 6)).toEqual([[5, 0, 1]]);
  });

  it('splits runs at gaps', () => {
    expect(seatRuns([0, 1, 3], 6)).toEqual([[0, 1], [3]]);
  });

  it('covers every chosen seat exactly once', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((count) => fc.tuple(fc.constant(count), fc.uniqueArray(fc.nat(count - 1)))),
        ([count, chosen]) => {
          const flat = seatRuns(chosen, count).flat();
          expect([...flat].sort((x, y) => x - y)).toEqual([...chosen].sort((x, y) => x - y));
        },
      ),
    );
  });
});

describe('range band', () => {
  it('draws one segment per run, spanning half a slot beyond each end', () => {
    const [segment, ...rest] = rangeBand([5, 0, 1], 6, 50, 80);
    expect(rest).toHaveLength(0);
    expect(segment?.startAngle).toBeCloseTo((5 * Math.PI) / 3 - Math.PI / 6);
    expect(segment?.endAngle).toBeCloseTo(2 * Math.PI + Math.PI / 3 + Math.PI / 6);
    expect(segment?.path).toMatch(/^M/);
  });

  it('draws a full ring when every seat is in range', () => {
    const [segment] = rangeBand([0, 1, 2, 3], 4, 50, 80);
    expect(segment?.startAngle).toBe(0);
    expect(segment?.endAngle).toBeCloseTo(2 * Math.PI);
  });

  it('draws nothing for no seats', () => {
    expect(rangeBand([], 6, 50, 80)).toEqual([]);
  });
});

describe('text in a seat', () => {
  const line = (key: string, text: string) => ({ key, text, fontSize: 14, className: '' });

  it('centres the stack of lines on the seat', () => {
    const placed = fitLines([line('a', 'One'), null, line('b', 'Two')], 60);
    expect(placed.map((l) => l.key)).toEqual(['a', 'b']);
    expect(placed[0]!.y).toBeCloseTo(-placed[1]!.y);
  });

  it('squeezes a line that would overflow the circle, and only that one', () => {
    const placed = fitLines([line('short', 'Al'), line('long', 'Team Northern Reaches')], 50);
    expect(placed[0]?.textLength).toBeUndefined();
    expect(placed[1]?.textLength).toBeLessThan(100);
  });
});

describe('table layout (TableChart)', () => {
  it('keeps every seat, badge and name inside the view at 3 to 120 seats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 120 }), fc.boolean(), (count, markers) => {
        const layout = layoutTable(count, markers);
        const outside =
          layout.tier === 'small' ? layout.labelRadius + 11 * layout.labelFont * 0.6 : 0;
        expect(layout.ringRadius + layout.seatRadius).toBeLessThanOrEqual(VIEW_HALF);
        expect(outside).toBeLessThanOrEqual(VIEW_HALF);
        if (markers)
          expect(layout.markerOrbit + layout.markerRadius).toBeLessThanOrEqual(VIEW_HALF);
        expect(layout.centreRadius).toBeLessThan(layout.arrowRadius);
      }),
    );
  });

  it("never draws a name taller than the gap to its neighbour's, at any count up to 1,000", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 1000 }), fc.boolean(), (count, markers) => {
        const layout = layoutTable(count, markers);
        if (layout.tier !== 'small') return;
        // Names point out from the centre; where they start, neighbours are this far apart.
        const gap = 2 * layout.labelRadius * Math.sin(Math.PI / count);
        expect(layout.labelFont).toBeLessThanOrEqual(gap);
      }),
    );
  });

  it('puts seat 0 at the top and seat 1 clockwise of it', () => {
    const layout = layoutTable(4);
    expect(layout.positions[0]!.x).toBeCloseTo(0);
    expect(layout.positions[0]!.y).toBeLessThan(0);
    expect(layout.positions[1]!.x).toBeGreaterThan(0);
    expect(layout.positions[1]!.y).toBeCloseTo(0);
  });

  it('shrinks seats as the table grows and moves names outside tiny seats', () => {
    expect(layoutTable(6).tier).toBe('large');
    expect(layoutTable(16).tier).toBe('large');
    expect(layoutTable(100).tier).toBe('small');
    expect(layoutTable(100).seatRadius).toBeLessThan(layoutTable(16).seatRadius);
  });

  it('gives seats a touch target of at least 44 px on a 390 px phone at 6 to 12 seats', () => {
    const pxPerUnit = 358 / (2 * VIEW_HALF); // the chart spans the phone's width less padding
    for (let count = 6; count <= 12; count++) {
      expect(2 * layoutTable(count).hitRadius * pxPerUnit).toBeGreaterThanOrEqual(44);
    }
  });

  it('keeps hit areas of neighbouring seats from overlapping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 120 }), (count) => {
        const l = layoutTable(count);
        const a = l.positions[0]!;
        const b = l.positions[1]!;
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * l.hitRadius - 1e-6);
      }),
    );
  });
});

describe('angles on the circle', () => {
  it('turns the short way round, ties clockwise', () => {
    expect(shortestTurn(0.1, 2 * Math.PI - 0.1)).toBeCloseTo(-0.2);
    expect(shortestTurn(0, Math.PI)).toBeCloseTo(Math.PI);
    expect(unwrapNear(6, 0.2)).toBeCloseTo(2 * Math.PI + 0.2);
  });

  it('finds where a team sits', () => {
    // Seats 0 and 1 of 4: halfway between 12 and 3 o'clock.
    expect(meanAngle([0, 1], 4)).toBeCloseTo(Math.PI / 4);
    // Wrapping past seat 0: seats 3 and 0 of 4 sit at 10:30.
    expect(meanAngle([3, 0], 4)).toBeCloseTo((7 * Math.PI) / 4);
  });

  it('spreads several markers held by one seat side by side', () => {
    expect(markerSpread(0, 1, 10, 100)).toBe(0);
    expect(markerSpread(0, 2, 10, 100)).toBeCloseTo(-markerSpread(1, 2, 10, 100));
  });

  it('keeps radial names upright', () => {
    expect(radialTextRotation(Math.PI / 2)).toEqual({ rotate: 0, anchor: 'start' });
    expect(radialTextRotation((3 * Math.PI) / 2)).toEqual({ rotate: 0, anchor: 'end' });
  });
});

describe('arrows', () => {
  it('starts and ends on the arrow circle at the two seats', () => {
    const a = arrowPath(0, Math.PI / 2, 100, 20);
    expect(a.path.startsWith('M0,-100Q')).toBe(true);
    expect(a.end.x).toBeCloseTo(100);
    expect(a.end.y).toBeCloseTo(0);
  });

  it('bows toward the centre but never into the cleared middle', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0.05, max: 2 * Math.PI - 0.05, noNaN: true }),
        (from, gap) => {
          const { middle } = arrowPath(from, from + gap, 200, 60);
          const r = Math.hypot(middle.x, middle.y);
          expect(r).toBeGreaterThanOrEqual(60 - 1e-6);
          expect(r).toBeLessThan(200);
        },
      ),
    );
  });
});

describe('every range rings and cues', () => {
  it('steps rings inward from the outer radius, one per owner', () => {
    const { radii, width } = ringRadii(4, 200, 100);
    expect(radii).toHaveLength(4);
    expect(radii[0]).toBe(200);
    expect(radii[3]).toBeGreaterThanOrEqual(100);
    expect(width).toBeGreaterThan(0);
  });

  it('keeps the innermost ring clear of the turn-order cue’s letters over the centre', () => {
    for (const n of [3, 7, 12, 16]) {
      const c = layoutTable(n).centreRadius;
      const cueFont = Math.max(11, c * 0.12);
      // TableBase: the cue's line at 0.97·c, its capitals about 1.3 fonts above it.
      expect(ringsInner(c)).toBeGreaterThan(c * 0.97 + cueFont * 1.3 + 10);
    }
  });

  it('runs a ring’s name from beside its owner’s dot, left to right on the screen', () => {
    const start = (d: string) =>
      d
        .match(/^M(-?[\d.]+),(-?[\d.]+)/)!
        .slice(1)
        .map(Number);
    // Top: starts just clockwise of the dot (to its right), clockwise.
    const top = ringLabelArc(100, 0, 10, 50);
    expect(top).toMatch(/ 0 0 1 /);
    expect(start(top)[0]).toBeCloseTo(100 * Math.sin(0.1));
    // Just past 3 o'clock (bottom half): starts just anticlockwise of the dot, anticlockwise.
    const side = ringLabelArc(100, Math.PI * 0.57, 10, 50);
    expect(side).toMatch(/ 0 0 0 /);
    expect(start(side)[1]).toBeCloseTo(-100 * Math.cos(Math.PI * 0.57 - 0.1));
  });

  it('draws a ring segment only over the owner’s seats', () => {
    const [seg] = thinRing([0, 1, 2], 6, 100, 4);
    expect(seg?.startAngle).toBeCloseTo(-Math.PI / 6);
    expect(seg?.endAngle).toBeCloseTo((2 * Math.PI) / 3 + Math.PI / 6);
  });

  it('reads labels left to right at the top and the bottom', () => {
    // Top: clockwise (sweep 1); bottom: anticlockwise (sweep 0).
    expect(labelArc(100, 0, 0.5)).toMatch(/ 0 0 1 /);
    expect(labelArc(100, Math.PI, 0.5)).toMatch(/ 0 0 0 /);
  });

  it('puts a turn-order chevron between neighbours when there is room', () => {
    const layout = layoutTable(8);
    const { angles } = chevronAngles(layout);
    expect(angles).toHaveLength(8);
    expect(angles[0]).toBeCloseTo(Math.PI / 8);
    expect(chevronAngles(layoutTable(100)).angles).toHaveLength(0);
  });

  it('closes a full ring', () => {
    expect(fullRing(10, 20)).toMatch(/^M/);
  });
});
