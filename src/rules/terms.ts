// The engine's words below the variants and the table: editions, options, players as a setup
// gives them, dice, departures, results and reasons, named as the Comprehensive Rules name them.
import { english, type Words } from './words';

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

/** Every "no" the engine gives: what is wrong, and the rule that says so where one does. */
export interface RuleError {
  /** In English (the CLI's, a file's reader's); `words` is the same sentence as a message. */
  message: string;
  /** The message the page words in the language shown (src/rules/words.ts). */
  words?: Words;
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
  /** Set when another player's effect or a teammate made this player leave (a message, or the
   * English of one a house rule gives). */
  cause?: Words | string;
  /** Win and draw effects (800.7, 801.16, 801.17, 104.4c): whose effect it was, and how many seats
   * from that player this one sat when it happened (range counted as the turn began, 801.2c). */
  by?: number;
  seats?: number;
}

/** Why a player may not do something to another: a sentence of our own and the rule. */
export interface Reason {
  ok: boolean;
  /** In English; `words` is the same sentence as a message, for the page (src/rules/words.ts). */
  text: string;
  rule: string;
  words?: Words;
}

/** A reason from its message; its English is worded when read. */
export const reasonOf = (ok: boolean, w: Words | string, rule: string): Reason =>
  typeof w === 'string'
    ? { ok, text: w, rule }
    : {
        ok,
        // Worded when read: in the browser a message's English may arrive after it is made.
        get text() {
          return english(w);
        },
        rule,
        words: w,
      };

/**
 * `x` with `more` added, keeping its getters: a reason's or a refusal's English is worded when
 * read (the browser may have it only later), which a spread (`{ ...x, rule }`) would fix as it
 * was at that moment.
 */
export const withFields = <T extends object, M extends object>(
  x: T,
  more: M,
): Omit<T, keyof M> & M =>
  Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(x), ...Object.getOwnPropertyDescriptors(more) },
  ) as Omit<T, keyof M> & M;

/** A refusal from its message; its English is worded when read. */
export const errorOf = (w: Words | string, rule?: string): RuleError => ({
  get message() {
    return english(w);
  },
  ...(typeof w === 'string' ? {} : { words: w }),
  ...(rule ? { rule } : {}),
});
