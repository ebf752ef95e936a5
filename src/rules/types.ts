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
  | 'custom' // no defaults: teaching examples and house rules
  | 'teams'; // 609 of the 2005 rules (the 2005 edition only)

export const VARIANTS: readonly Variant[] = [
  'free-for-all',
  'grand-melee',
  'team-vs-team',
  'emperor',
  'two-headed-giant',
  'alternating-teams',
  'custom',
  // Added last: links carry a variant as its index here.
  'teams',
];

/**
 * Which edition of the multiplayer rules a table follows: the 2005 section (600–609, with the 2008
 * rulings), the 2011 section 8 (800–811), or `current` (the 2011 section with the recent
 * 810.8–903 winning where they differ), the default.
 */
export type Edition = '2005' | '2011' | 'current';
export const EDITIONS: readonly Edition[] = ['current', '2011', '2005'];

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
  /** 903: Commander (40 life, commander damage, 903.10a) or its Brawl option (903.12); absent = neither. */
  format?: Format;
  /** Starting life for each player (each team with shared life) instead of the default. */
  startingLife?: number;
  /** 901: Planechase, with a planar deck for each player or one communal deck (901.15); absent = not used. */
  planechase?: PlanechaseOption;
  /** The edition of the rules the table follows; absent = `current`. */
  edition?: Edition;
}

/** 901.3 (a planar deck each) or 901.15 (a single communal planar deck). */
export type PlanechaseOption = 'decks' | 'single-deck';
export const PLANECHASE_OPTIONS: readonly PlanechaseOption[] = ['decks', 'single-deck'];

/** 901.3a: the planar die's faces (one Planeswalker symbol, one chaos symbol, four blank). */
export type PlanarFace = 'blank' | 'chaos' | 'planeswalker';

/** The casual formats that change starting life and add commander damage (903, 903.12). */
export type Format = 'commander' | 'brawl';
export const FORMATS: readonly Format[] = ['commander', 'brawl'];

/** 902.4, 902.5: a vanguard card's life and hand modifiers, and the card's name if given. */
export interface Vanguard {
  life: number;
  hand: number;
  /** The card's name, to show beside its player (902.3: it stays face up in the command zone). */
  name?: string;
}

export type Role = 'emperor' | 'general';

export interface PlayerInput {
  name: string;
  team?: string;
  role?: Role;
  /** Per-player range of influence (801.2a); null = unlimited. Omitted: the option's value. */
  range?: number | null;
  /** Vanguard (902): the card's life and hand modifiers. */
  vanguard?: Vanguard;
}

/** The dice a table rolls (706.1) and a coin (705). */
export type Die = 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20' | 'coin';
export type CoinFace = 'heads' | 'tails';

export type LeaveReason = 'concede' | 'lose';

/**
 * Every event may carry `at`: when it happened, an ISO 8601 time with its zone, by the clock of
 * the device that made it (records measure a game's length from it). Links leave it out.
 */
export type GameEvent = { at?: string } & (
  | { type: 'endTurn'; player?: string; marker?: number }
  | { type: 'leave'; player?: string; players?: string[]; reason?: LeaveReason }
  | { type: 'win'; player: string }
  | { type: 'draw'; player: string }
  | { type: 'extraTurn'; player: string }
  /** Life gained (positive) or lost, damage included (negative); 810.9 in Two-Headed Giant. */
  | { type: 'life'; player: string; amount: number }
  /** An effect sets the player's life total (810.9c: in 2HG the team changes by the difference). */
  | { type: 'setLife'; player: string; to: number }
  /** Poison counters given (positive) or removed; never below 0 (810.8d: a team's in 2HG). */
  | { type: 'poison'; player: string; amount: number }
  /** Combat damage dealt to `player` by `from`'s commander (the second partner when 2), 903.10a. */
  | { type: 'commanderDamage'; player: string; from: string; amount: number; commander?: 1 | 2 }
  /** Any other counter the table keeps (counters.ts), by its id: given (positive) or removed. */
  | { type: 'counter'; player: string; counter: string; amount: number }
  /** A designation (designations.ts) passes to `player`, or to nobody without one. */
  | { type: 'designate'; designation: string; player?: string }
  /** 702.131c: the player gets the city's blessing, and keeps it for the rest of the game. */
  | { type: 'cityBlessing'; player: string }
  /** 726: it becomes day or night (a game-wide designation). */
  | { type: 'dayNight'; to: 'day' | 'night'; player?: string }
  /** A die rolled or a coin flipped (706, 705): who did it and what it showed. */
  | { type: 'roll'; player: string; die: Die; result: number | CoinFace }
  /** 901.9: an active player rolls the planar die; the face it showed. */
  | { type: 'planarRoll'; player: string; face: PlanarFace }
  /** 901.11: a player planeswalks (the Planeswalker symbol, a phenomenon, or an ability said so). */
  | { type: 'planeswalk'; player: string }
  /**
   * A house rule (800.1 has a game begin with its players): a latecomer takes seat `seat`, counted
   * from 0 (everyone from there on moves up one), with `life` or the format's starting life.
   */
  | { type: 'join'; player: { name: string; team?: string }; seat: number; life?: number }
);

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

/** Why a player may not do something to another: a sentence of our own and the rule. */
export interface Reason {
  ok: boolean;
  text: string;
  rule: string;
}
