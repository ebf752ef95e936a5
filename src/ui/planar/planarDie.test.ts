import { describe, expect, it } from 'vitest';
import { rollPlanarDie } from './planarDie';

describe('901.3a — the planar die', () => {
  it('over every byte the random source can give, faces come up 1 : 1 : 4 (bytes 252–255 are drawn again)', () => {
    const counts = { planeswalker: 0, chaos: 0, blank: 0 };
    for (let b = 0; b < 256; b++) {
      const seq = [b, 7];
      let i = 0;
      counts[rollPlanarDie((into) => void (into[0] = seq[i++]!))]++;
    }
    // 252 fair bytes: 42 per face number; the 4 rejected bytes redraw 7 → face 2 (chaos).
    expect(counts).toEqual({ planeswalker: 42, chaos: 42 + 4, blank: 168 });
  });

  it('rolls with crypto.getRandomValues by default and always gives a face', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) seen.add(rollPlanarDie());
    expect([...seen].sort()).toEqual(['blank', 'chaos', 'planeswalker']);
  });
});
