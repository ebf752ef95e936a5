// A Grand Melee turn marker (807.4) sits on its seat's rim beside the short life line, never over
// the name above it: at the seats on the table's sides it moves down the screen, either side.
import { describe, expect, it } from 'vitest';
import { layoutTable, polar } from './geometry';
import { markerNudge } from './MarkerToken';

describe('where a turn marker sits on its seat', () => {
  it('moved down the screen at every seat on the sides of a 16-player table, left and right', () => {
    const layout = layoutTable(16, true);
    let sides = 0;
    for (const [i, a] of layout.angles.entries()) {
      if (Math.abs(Math.sin(a)) < 0.5) continue;
      sides++;
      const badge = polar(layout.markerOrbit, a + markerNudge(layout, a));
      // Moved down the screen, and at three and nine o'clock below the name's line.
      expect(badge.y, `seat ${i}`).toBeGreaterThan(polar(layout.markerOrbit, a).y);
      if (Math.abs(Math.sin(a)) > 0.9)
        expect(badge.y, `seat ${i}`).toBeGreaterThan(layout.positions[i]!.y);
    }
    expect(sides).toBe(10);
  });
});
