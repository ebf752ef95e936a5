// A validated table: the seats and sides buildTable (setup.ts) makes of a setup, under one variant
// (800.2) and one edition of the rules.
import type { Variant } from './variants';
import type { Edition, Format, Options, Role, RuleError, Vanguard } from './terms';

/** A player as the validated table knows them: seat index is their position in `Table.players`. */
export interface Seat {
  seat: number;
  name: string;
  /** The team's name, or null for a player who competes as an individual. */
  team: string | null;
  /** Index into `Table.teams`; an individual is a side of their own. */
  side: number;
  role: Role | null;
  range: number | null;
  /** Vanguard modifiers (902.4, 902.5b), or null without a vanguard card. */
  vanguard: Vanguard | null;
}

/** A validated, normalised setup: seat order fixed, options resolved, defaults applied. */
export interface Table {
  variant: Variant;
  /** The edition of the rules (`options.edition`, else `current`). */
  edition: Edition;
  options: Options;
  players: readonly Seat[];
  /** True when the variant pits individuals against each other (no `team` given). */
  individual: boolean;
  /** One entry per side (team or individual), in order of first appearance in seat order. */
  sides: readonly { name: string; team: boolean; seats: readonly number[] }[];
  startingSeat: number;
  /** Starting life per player (or per team with shared life, 810.4), before vanguard modifiers. */
  startingLife: number;
  sharedLife: boolean;
  /** Commander or Brawl (903), else null. */
  format: Format | null;
  warnings: readonly RuleError[];
  seed: number | null;
}
