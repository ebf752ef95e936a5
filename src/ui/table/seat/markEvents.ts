// What the full page's marks panel and table mode's seat sheet both make of the registries
// (rules/marks.ts): the event that gives a player a mark, and the counter rows a seat has. Drawn
// from the specs, so a new designation or counter shows in both with no change here.
import type { GameEvent } from '../../../rules';
import { seatCounters, type HeldMark } from '../../../rules/marks';

/**
 * The event giving `player` the mark: a designation is handed over by `designate` (724 the
 * monarch, 725 the initiative); a counter kept once gained by its own event (702.131c).
 */
export const giveEvent = (mark: HeldMark, player: string): GameEvent =>
  (mark.kind === 'designation'
    ? { type: 'designate', designation: mark.id, player }
    : { type: mark.ownEvent, player }) as GameEvent;

/**
 * A seat's counter rows: every counter kept on the seat (seatCounters, in spec order), then each
 * of the table's own that the seat has (`counts`, rules/marks.ts countersOf).
 */
export function counterRows(counts: Readonly<Record<string, number>>): string[] {
  const builtIn = seatCounters().map((c) => c.id);
  return [...builtIn, ...Object.keys(counts).filter((id) => !builtIn.includes(id))];
}
