// Walking around the table. Seat i+1 sits to the LEFT of seat i and the list wraps (our seat
// convention, see shared/design/rules-notes.md). "Present" marks who counts as a seat: players
// still in the game, or the players who were in the game when the last turn began (801.2c).

export type Present = readonly boolean[];

/** The nearest present seat to the left of `seat` (not `seat` itself), or -1 if none. */
export function leftOf(present: Present, seat: number): number {
  const n = present.length;
  for (let k = 1; k < n; k++) {
    const s = (seat + k) % n;
    if (present[s]) return s;
  }
  return -1;
}

/** The nearest present seat to the right of `seat` (not `seat` itself), or -1 if none. */
export function rightOf(present: Present, seat: number): number {
  const n = present.length;
  for (let k = 1; k < n; k++) {
    const s = (seat - k + n) % n;
    if (present[s]) return s;
  }
  return -1;
}

/** The present seats in seat order, and each seat's position among them (-1 if absent). */
export interface Ring {
  seats: number[];
  pos: Int32Array;
}

export function ringOf(present: Present): Ring {
  const seats: number[] = [];
  const pos = new Int32Array(present.length).fill(-1);
  for (let s = 0; s < present.length; s++) {
    if (present[s]) {
      pos[s] = seats.length;
      seats.push(s);
    }
  }
  return { seats, pos };
}

/** Seats between a and b counted the shorter way round among the ring's seats (801.2). */
export function distance(ring: Ring, a: number, b: number): number {
  const pa = ring.pos[a]!;
  const pb = ring.pos[b]!;
  if (pa < 0 || pb < 0) return Infinity;
  const d = Math.abs(pa - pb);
  return Math.min(d, ring.seats.length - d);
}

/** Seats within `range` of `seat` on the ring, the seat itself included (801.2, 801.2b), in seat order. */
export function withinRange(ring: Ring, seat: number, range: number | null): number[] {
  const m = ring.seats.length;
  const p = ring.pos[seat]!;
  if (p < 0) return [];
  if (range === null || 2 * range + 1 >= m) return ring.seats.slice();
  const out: number[] = [seat];
  for (let k = 1; k <= range; k++) {
    out.push(ring.seats[(p + k) % m]!, ring.seats[(p - k + m) % m]!);
  }
  return out.sort((x, y) => x - y);
}
