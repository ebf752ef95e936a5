import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitLines, layoutSeats, polar, rangeBand, seatAngleScale, seatRuns } from './geometry';

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
