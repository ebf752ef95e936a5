// The planar die (901.3a): six faces — one Planeswalker symbol, one chaos symbol, four blank.
// Rolled with the browser's cryptographic random numbers; bytes from 252 up are thrown away and
// drawn again so each of the six faces is exactly equally likely (252 = 6 × 42).
import { faceOfRoll, type PlanarFace } from '../../rules';

export type RandomBytes = (into: Uint8Array<ArrayBuffer>) => void;

const cryptoBytes: RandomBytes = (into) => {
  crypto.getRandomValues(into);
};

export function rollPlanarDie(random: RandomBytes = cryptoBytes): PlanarFace {
  const byte = new Uint8Array(1);
  for (;;) {
    random(byte);
    if (byte[0]! < 252) return faceOfRoll((byte[0]! % 6) + 1);
  }
}
