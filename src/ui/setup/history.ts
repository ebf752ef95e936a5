// Undo and redo for the setup screen's form. Setup edits are undoable like moves at the table
// (destructive actions are undoable rather than confirmed): loading a preset over typed names,
// removing a player or reordering seats can be taken back. A burst of edits (typing a name) is
// one step, so undo does not walk back a letter at a time.

export interface EditHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** When the present step was last changed (ms), to group a burst of edits into one step. */
  changedAt: number;
  /** A step that later edits must not merge into (a preset, an undo or a redo). */
  sealed: boolean;
}

/** Steps kept; older ones fall off the start. */
export const HISTORY_LIMIT = 200;
/** Edits closer together than this join the same step. */
export const BURST_MS = 800;

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [], changedAt: -Infinity, sealed: true };
}

/**
 * Records `next` as the present. `now` is the time of the edit; `separate` makes it a step of
 * its own whatever the timing (picking a preset).
 */
export function record<T>(
  h: EditHistory<T>,
  next: T,
  now: number,
  separate = false,
): EditHistory<T> {
  if (Object.is(next, h.present)) return h;
  const merge = !separate && !h.sealed && now - h.changedAt < BURST_MS;
  if (merge) return { ...h, present: next, future: [], changedAt: now };
  const past = [...h.past, h.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], changedAt: now, sealed: separate };
}

export function undo<T>(h: EditHistory<T>): EditHistory<T> {
  const prev = h.past[h.past.length - 1];
  if (h.past.length === 0 || prev === undefined) return h;
  return {
    past: h.past.slice(0, -1),
    present: prev,
    future: [h.present, ...h.future],
    changedAt: -Infinity,
    sealed: true,
  };
}

export function redo<T>(h: EditHistory<T>): EditHistory<T> {
  const next = h.future[0];
  if (h.future.length === 0 || next === undefined) return h;
  return {
    past: [...h.past, h.present],
    present: next,
    future: h.future.slice(1),
    changedAt: -Infinity,
    sealed: true,
  };
}
