// The shape of the setup screen's working copy (form.ts converts it to and from a Scenario).
// On its own so lifeForm.ts can name it without importing the conversions.
import type { AttackOption, Edition, Format, PlanechaseOption, Role, Variant } from '../../rules';

/** A range of influence as the form holds it: the number stays text so typing is never blocked. */
export interface RangeField {
  unlimited: boolean;
  text: string;
}

export interface FormPlayer {
  /** Stable key for React and drag and drop; never sent to the engine. */
  id: string;
  name: string;
  /** Empty = no team. */
  team: string;
  /** Empty = let the engine decide (809.2: the middle player of each team is its emperor). */
  role: Role | '';
  /** Empty text and not unlimited = the table's option applies. */
  range: RangeField;
  /** A vanguard card's modifiers as typed (902.4, 902.5b); both empty = no card. */
  vanguard?: VanguardField;
  /** The seat request a phone made while the table was gathered (src/live/gatherRoom.ts). */
  sit?: string;
}

/** A vanguard card's life and hand modifiers, kept as text so typing "-" is never blocked. */
export interface VanguardField {
  life: string;
  hand: string;
  /** The card's name (902.3), shown beside the player; optional. */
  name?: string;
}

/** Options the user set; a key left out takes the variant's default. */
export interface OptionOverrides {
  rangeOfInfluence?: RangeField;
  attack?: AttackOption;
  deployCreatures?: boolean;
  sharedTeamTurns?: boolean;
  /** Planechase (901); kept when the variant changes. */
  planechase?: PlanechaseOption;
  /** The rules edition (absent: current); kept when the variant changes. */
  edition?: Edition;
}

export type Starting =
  { kind: 'rules' } | { kind: 'player'; name: string } | { kind: 'team'; name: string };

export interface SetupForm {
  variant: Variant;
  options: OptionOverrides;
  players: FormPlayer[];
  starting: Starting;
  /** Text of the optional seed field. */
  seed: string;
  /** Show and send a range for each player (always on for the custom variant). */
  perPlayerRanges: boolean;
  title?: string;
  /** Commander or Brawl (903, 903.12); absent = neither. Kept when the variant changes. */
  format?: Format;
  /** Text of the starting-life override; empty = the default. Kept when the variant changes. */
  startingLife?: string;
  /** Show and send each player's vanguard modifiers (902). */
  vanguard?: boolean;
}
