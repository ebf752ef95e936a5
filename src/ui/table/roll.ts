// Drawing a die's face on this device (706.1, 705.1). Only the roller's device draws: the result
// is recorded as a `roll` event, and every other device (a live room's phones, the history, a
// link) reads that one result.
import { offersFor, type Die, type GameEvent } from '../../rules';

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

/**
 * The event of `player` rolling `die` (or flipping the coin), its result drawn here: the dice
 * panel's own offer (the roll event's spec), with this device's draw.
 */
export function rollEvent(
  player: string,
  die: Die,
  random?: Random32,
): Extract<GameEvent, { type: 'roll' }> {
  const offer = offersFor('dice').find((o) => o.id === die);
  if (!offer) throw new Error(`No die "${die}" is offered (the dice's events are not loaded).`);
  return offer.make(player, (sides) => drawSide(sides, random)) as Extract<
    GameEvent,
    { type: 'roll' }
  >;
}
