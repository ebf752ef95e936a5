// Drawing a die's face on this device (706.1, 705.1). Only the roller's device draws: the result
// is recorded as a `roll` event, and every other device (a live room's phones, the history, a
// link) reads that one result.
import { sidesOf, type CoinFace, type Die, type GameEvent } from '../../rules';

/** A source of random 32-bit whole numbers (the device's own: crypto.getRandomValues). */
export type Random32 = () => number;
const deviceRandom: Random32 = () => crypto.getRandomValues(new Uint32Array(1))[0]!;

/** A whole number from 1 to `sides`, each equally likely (no modulo bias). */
export function drawSide(sides: number, random: Random32 = deviceRandom): number {
  const limit = Math.floor(0x100000000 / sides) * sides;
  for (;;) {
    const n = random();
    if (n < limit) return (n % sides) + 1;
  }
}

/** The event of `player` rolling `die` (or flipping the coin), its result drawn here. */
export function rollEvent(
  player: string,
  die: Die,
  random?: Random32,
): Extract<GameEvent, { type: 'roll' }> {
  const side = drawSide(sidesOf(die), random);
  const result: number | CoinFace = die === 'coin' ? (side === 1 ? 'heads' : 'tails') : side;
  return { type: 'roll', player, die, result };
}
