// How the marks a seat can hold look on its rim (a designation, a counter kept once gained). Their
// words come from the specs' own words (rules/marks.ts puts them together). Plain data, no
// imports, so both spec registries (designations.ts, counters.ts) can name it.

/** Where round a seat a badge sits (the team letter keeps the top left on the chart). */
export type BadgeSpot = 'top-right' | 'bottom-right' | 'bottom-left' | 'top-left';

/**
 * How a mark looks on a seat's rim: a shape the chart knows by name (`crown`, `flag`, `star`;
 * any other is drawn as a disc with the label's first letter) and where it sits.
 */
export interface Badge {
  shape: string;
  spot: BadgeSpot;
}
