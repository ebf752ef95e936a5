// The vocabulary of the engine in one place for everything outside it: the terms (terms.ts), the
// validated table (table.ts), the variants' and the events' names and shapes, each derived from
// their specs (variants/, events/), and the scenario file format. Modules of the engine import
// the part they need from where it is declared, so none of them depends on every spec.
import type { GameEvent } from './events';
import type { Options, PlayerInput } from './terms';
import type { Variant } from './variants';

export * from './terms';
export type { Seat, Table } from './table';
export { VARIANTS, type Variant } from './variants';
export type { GameEvent } from './events';

/** The scenario file format (docs/scenario-format.md). */
export interface Scenario {
  version?: 1;
  /** A line saying what the scenario shows (shown in the app and in lessons). */
  title?: string;
  variant: Variant;
  options?: Partial<Options>;
  seating?: 'as-listed' | 'by-rules';
  seed?: number;
  players: PlayerInput[];
  startingPlayer?: string;
  startingTeam?: string;
  /** When the game began (ISO 8601 with its zone); records count a game's minutes from it. */
  startedAt?: string;
  events?: GameEvent[];
}
