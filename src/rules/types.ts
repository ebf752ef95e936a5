// The vocabulary of the engine. Names follow the Comprehensive Rules' own words (range of
// influence, turn marker, primary player, deploy, leave the game) so a reader who knows the
// game finds their way.

/** 800.2: a game uses exactly one variant and any number of options. */
export type Variant =
  | 'free-for-all' // 806
  | 'grand-melee' // 807
  | 'team-vs-team' // 808
  | 'emperor' // 809
  | 'two-headed-giant' // 810
  | 'alternating-teams' // 811
  | 'custom'; // no defaults: teaching examples and house rules

export const VARIANTS: readonly Variant[] = [
  'free-for-all',
  'grand-melee',
  'team-vs-team',
  'emperor',
  'two-headed-giant',
  'alternating-teams',
  'custom',
];

/**
 * How creatures may attack.
 * - `multiple`: attack multiple players (802)
 * - `left` / `right`: attack left / attack right (803)
 * - `single`: none of those options — one opponent per combat, any opponent in range (the
 *   two-player rule carried over; allowed only where no variant demands an option)
 */
export type AttackOption = 'multiple' | 'left' | 'right' | 'single';

export interface Options {
  /** 801: the range every player has unless their own `range` says otherwise; null = unlimited. */
  rangeOfInfluence: number | null;
  attack: AttackOption;
  /** 804 */
  deployCreatures: boolean;
  /** 805 */
  sharedTeamTurns: boolean;
}

export type Role = 'emperor' | 'general';

export interface PlayerInput {
  name: string;
  team?: string;
  role?: Role;
  /** Per-player range of influence (801.2a); null = unlimited. Omitted: the option's value. */
  range?: number | null;
}

export type LeaveReason = 'concede' | 'lose';

export type GameEvent =
  | { type: 'endTurn'; player?: string; marker?: number }
  | { type: 'leave'; player?: string; players?: string[]; reason?: LeaveReason }
  | { type: 'win'; player: string }
  | { type: 'draw'; player: string }
  | { type: 'extraTurn'; player: string };

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
  events?: GameEvent[];
}

/** Every "no" the engine gives: what is wrong, and the rule that says so where one does. */
export interface RuleError {
  message: string;
  rule?: string;
  /** Where in the scenario the problem is, e.g. `players[2].name`, `options.attack`, `events[4]`. */
  path?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: RuleError };

export type PlayerStatus = 'playing' | 'won' | 'lost' | 'drew';

/** Why a player is no longer in the game, in the words the history and the chart show. */
export interface Departure {
  how: 'conceded' | 'lost' | 'drew';
  /** The rule that made the player leave this way. */
  rule?: string;
  /** Set when another player's effect or a teammate made this player leave. */
  cause?: string;
  /** Win and draw effects (800.7, 801.16, 801.17, 104.4a): whose effect it was, and how many seats
   * from that player this one sat when it happened (range counted as the turn began, 801.2c). */
  by?: number;
  seats?: number;
}

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
}

/** A validated, normalised setup: seat order fixed, options resolved, defaults applied. */
export interface Table {
  variant: Variant;
  options: Options;
  players: readonly Seat[];
  /** True when the variant pits individuals against each other (no `team` given). */
  individual: boolean;
  /** One entry per side (team or individual), in order of first appearance in seat order. */
  sides: readonly { name: string; team: boolean; seats: readonly number[] }[];
  startingSeat: number;
  /** Starting life per player (or per team with shared life, 810.4). */
  startingLife: number;
  sharedLife: boolean;
  warnings: readonly RuleError[];
  seed: number | null;
}

/** Why a player may not do something to another: a sentence of our own and the rule. */
export interface Reason {
  ok: boolean;
  text: string;
  rule: string;
}
