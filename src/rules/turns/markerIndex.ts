// Where the turn markers are (807.4): an index of seats and marker numbers kept with the markers
// array it describes, so an event looks only near the markers it changed, not at every seat.
import type { Marker } from '../state';
import type { StepNotes } from './policy';

/**
 * Where the markers are, kept with a markers array so an event looks only near what it changed
 * (at a thousand seats, a handful of the 250 markers). Built once for a markers array, then
 * handed on to the array an event makes from it and updated there for the few markers that
 * changed; the array it came from loses it and rebuilds it only if it is played on again (undo).
 * Plain numeric arrays, so that rebuild is cheap.
 */
export interface MarkerIndex {
  /** Per seat, the markers held there, but not one passed and waiting with its passer (608.4c). */
  readonly count: Uint8Array;
  /** Per seat, the number of one marker held there (passing ones too), 0 for none; the others
   * held there follow it through `next`. */
  readonly head: Int32Array;
  /** Per marker number, the number of the next marker on the same seat, 0 after the last. */
  readonly next: Int32Array;
  /** Per marker number, its position in the markers array; -1 for none. */
  readonly pos: Int32Array;
  /** The markers array it describes now (it moves on, see handOn). */
  owner: readonly Marker[];
}

/** An index built from scratch (also what tests compare the handed-on ones with). */
export function buildMarkerIndex(markers: readonly Marker[], seats: number): MarkerIndex {
  let top = 0;
  for (let i = 0; i < markers.length; i++) if (markers[i]!.number > top) top = markers[i]!.number;
  const count = new Uint8Array(seats);
  const head = new Int32Array(seats);
  const next = new Int32Array(top + 1);
  const pos = new Int32Array(top + 1).fill(-1);
  for (let i = markers.length - 1; i >= 0; i--) {
    const m = markers[i]!;
    if (!m.passing) count[m.holder]!++;
    next[m.number] = head[m.holder]!;
    head[m.holder] = m.number;
    pos[m.number] = i;
  }
  return { count, head, next, pos, owner: markers };
}

/** The numbers of the markers held at a seat, passing ones too. */
export function markersAt(index: MarkerIndex, seat: number): number[] {
  const out: number[] = [];
  for (let k = index.head[seat]!; k !== 0; k = index.next[k]!) out.push(k);
  return out;
}

/** The index travels with the markers array it was made for or handed on to (a property no
 * one else reads or copies): any game holding the array finds it, with no list to keep. */
const INDEX = Symbol('marker index');
type Indexed = readonly Marker[] & { [INDEX]?: MarkerIndex };

function keep(markers: readonly Marker[], index: MarkerIndex | undefined): void {
  const m = markers as { [INDEX]?: MarkerIndex };
  if (Object.hasOwn(m, INDEX)) m[INDEX] = index;
  else if (index) Object.defineProperty(m, INDEX, { value: index, writable: true });
}

function cachedIndex(markers: readonly Marker[], seats: number): MarkerIndex | undefined {
  const index = (markers as Indexed)[INDEX];
  return index && index.owner === markers && index.count.length === seats ? index : undefined;
}

/** The index of a markers array: the one it was handed, or one built now. */
export function markerIndex(markers: readonly Marker[], seats: number): MarkerIndex {
  let index = cachedIndex(markers, seats);
  if (!index) {
    index = buildMarkerIndex(markers, seats);
    keep(markers, index);
  }
  return index;
}

/** Moves a marker's entry in the index from how it was to how it is now. */
export function reindex(index: MarkerIndex, was: Marker, now: Marker): void {
  if (was.holder === now.holder && !was.passing === !now.passing) return;
  if (!was.passing) index.count[was.holder]!--;
  if (!now.passing) index.count[now.holder]!++;
  if (was.holder === now.holder) return;
  const { head, next } = index;
  const k = was.number;
  unlink(index, was.holder, k);
  next[k] = head[now.holder]!;
  head[now.holder] = k;
}

/** Takes marker `k` out of the list of the markers on `seat`. */
function unlink({ head, next }: MarkerIndex, seat: number, k: number): void {
  if (head[seat] === k) head[seat] = next[k]!;
  else {
    let j = head[seat]!;
    while (next[j] !== k) j = next[j]!;
    next[j] = next[k]!;
  }
}

/** Takes a removed marker out of the index (807.4g). */
function unindex(index: MarkerIndex, m: Marker): void {
  if (!m.passing) index.count[m.holder]!--;
  unlink(index, m.holder, m.number);
  index.next[m.number] = 0;
  index.pos[m.number] = -1;
}

/** Hands the index on to another markers array; the one it leaves lets go of it (a kept game
 * holds no index it no longer describes) and rebuilds its own if asked. */
export function handOn(index: MarkerIndex, to: readonly Marker[]): void {
  if (index.owner === to) return;
  keep(index.owner, undefined);
  index.owner = to;
  keep(to, index);
}

/** What a dropped index describes: no markers array. */
const NO_MARKERS: readonly Marker[] = [];

/**
 * The index of `now`, made from that of `was` when `now` is `was` with a few markers changed in
 * place or removed (807.4g; the rest keep their order), with the seats those markers left or
 * reached; null seats when the arrays differ otherwise: look at them all.
 */
export function indexFrom(
  was: readonly Marker[],
  now: readonly Marker[],
  seats: number,
  edit: StepNotes['edit'],
): { index: MarkerIndex; changed: number[] | null } {
  if (was === now) {
    // Edited in place (a replay, whose games no one keeps): an index kept for the array still
    // describes it as it was; one built now describes it as it is.
    const old = edit && edit.from === now && edit.to === now ? edit.was : null;
    if (!old) return { index: markerIndex(now, seats), changed: [] };
    const m = now[edit!.at]!;
    const kept = cachedIndex(now, seats);
    if (kept) reindex(kept, old, m);
    return { index: kept ?? markerIndex(now, seats), changed: [old.holder, m.holder] };
  }
  const prior = cachedIndex(was, seats);
  const edited = edit !== null && edit.from === was && edit.to === now;
  const i = edit ? edit.at : -1;
  if (prior && !cachedIndex(now, seats) && edited) {
    reindex(prior, was[i]!, now[i]!);
    handOn(prior, now);
    return { index: prior, changed: [was[i]!.holder, now[i]!.holder] };
  }
  // One walk finds the seats markers left or reached (some markers perhaps removed, the rest in
  // the same order) and moves their entries in the index of `was`, if it has one to hand on.
  const index = prior && !cachedIndex(now, seats) ? prior : null;
  const changed: number[] = [];
  let j = 0;
  for (let i = 0; i < was.length; i++) {
    const a = was[i]!;
    const b = now[j];
    if (b !== undefined && a.number === b.number) {
      j++;
      if (a !== b) {
        changed.push(a.holder, b.holder);
        if (index) reindex(index, a, b);
      }
    } else {
      changed.push(a.holder); // removed (807.4g)
      if (index) unindex(index, a);
    }
  }
  if (j !== now.length || !index) {
    // The arrays differ otherwise (markers added): the half-moved index is dropped.
    if (index) {
      keep(index.owner, undefined);
      index.owner = NO_MARKERS;
    }
    return { index: markerIndex(now, seats), changed: j === now.length ? changed : null };
  }
  if (was.length !== now.length) for (let k = 0; k < now.length; k++) index.pos[now[k]!.number] = k;
  handOn(index, now);
  return { index, changed };
}
