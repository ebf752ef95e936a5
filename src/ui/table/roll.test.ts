// The roller's device draws a die's face: every face can come up, none other, with no bias.
import { describe, expect, it } from 'vitest';
import { DICE, sidesOf } from '../../rules';
import { drawSide, rollEvent } from './roll';

describe('drawing a roll on this device (706.1, 705.1)', () => {
  it('gives every face of every die, and only those', () => {
    for (const die of DICE) {
      const seen = new Set<number | string>();
      for (let i = 0; i < 400; i++) seen.add(rollEvent('Ana', die).result);
      const faces =
        die === 'coin' ? ['heads', 'tails'] : Array.from({ length: sidesOf(die) }, (_, k) => k + 1);
      expect([...seen].sort()).toEqual([...faces].sort());
    }
  });

  it('draws again rather than bend the odds (no modulo bias)', () => {
    // 2^32 is not a multiple of 6: the top values are thrown back and the next one used.
    const values = [0xffffffff, 0xfffffffe, 7];
    expect(drawSide(6, () => values.shift()!)).toBe((7 % 6) + 1);
    expect(drawSide(2, () => 0)).toBe(1);
    expect(drawSide(2, () => 1)).toBe(2);
  });

  it('records who rolled, the die and the result as one event', () => {
    expect(rollEvent('Bo', 'd20', () => 19)).toEqual({
      type: 'roll',
      player: 'Bo',
      die: 'd20',
      result: 20,
    });
    expect(rollEvent('Bo', 'coin', () => 1)).toEqual({
      type: 'roll',
      player: 'Bo',
      die: 'coin',
      result: 'tails',
    });
  });
});
