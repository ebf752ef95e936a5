import type { Departure, PlayerStatus, Role } from './terms';
import type { Table } from './table';

/** One player as every screen and the command line see them. Seats are indices into `players`. */
export interface DerivedPlayer {
  seat: number;
  name: string;
  team: string | null;
  role: Role | null;
  status: PlayerStatus;
  inGame: boolean;
  departure: Departure | null;
  /** Range of influence; null = unlimited (801). */
  range: number | null;
  /** Seats within this player's range of influence, as fixed when the last turn began (801.2c).
   * This and the next three lists are made on first read (derive stays linear in seats); with
   * unlimited range they are shared between players, so never change them. */
  readonly inRange: readonly number[];
  /** Seats this player's creatures could attack right now if it were their combat. */
  readonly canAttack: readonly number[];
  /** Teammates this player may deploy a creature to (804.2 with 801.4). */
  readonly deployTo: readonly number[];
  /** Who would make a choice this player's spell hands to "an opponent" (801.5a, 801.5c). */
  readonly opponentChoosers: readonly number[];
  /** Life total; with shared life (810.9) the team's, the same on every member. */
  life: number;
  /** Poison counters; with shared life the team's (810.8d). */
  poison: number;
  /** Combat damage taken from each commander (903.10a), largest first. */
  readonly commanderDamage: readonly CommanderDamageTaken[];
  /** 902.5b: seven, changed by a vanguard's hand modifier. */
  maxHandSize: number;
  /** Primary player of a team with shared team turns (805.2). */
  primary: boolean;
  /** Grand Melee turn marker held (807.4), else null. */
  turnMarker: number | null;
  /** This player's turn is running (a marker held and its turn begun, or the single current turn). */
  takingTurn: boolean;
  /** Turn markers whose stacks this player gets priority for (807.5a). */
  readonly priorityFor: readonly number[];
  /** Planechase: this player is a planar controller (901.6, 800.4i, 901.12b, 901.14a). */
  planarController: boolean;
  /** Planechase: mana the next planar die roll costs this player (901.9, 901.12d); null when
   * they may not roll now (not an active player, or no Planechase). */
  planarDieCost: number | null;
}

export interface CommanderDamageTaken {
  /** The seat whose commander dealt the damage. */
  from: number;
  /** 1, or 2 for the second of two partner commanders. */
  commander: 1 | 2;
  amount: number;
}

export interface DerivedMarker {
  number: number;
  /** Seat holding the marker (may be a player who left during their own turn, 807.4c). */
  holder: number;
  takingTurn: boolean;
  /** The number of the turn this marker's holder took last (turns are counted as they begin). */
  began: number;
  /** How many times this marker has been designated for removal (807.4e–g). */
  removals: number;
  /** Passed on but not yet received: it waits with the player who passed it (608.4c, 2005). */
  passing?: true;
  /** Planechase (901.14): who controls the plane this marker carries, else null. */
  planar: number | null;
}

export interface DerivedTable {
  table: Table;
  players: DerivedPlayer[];
  /** Players whose turn it is and who are still in the game (800.4g: may be empty). */
  activePlayers: number[];
  /** How many turns have begun so far, counting the current one(s). */
  turn: number;
  /** Grand Melee only; empty in other variants. */
  turnMarkers: DerivedMarker[];
  winners: number[];
  gameOver: boolean;
  /** The team taking the current shared turn (805.4a), else null. */
  activeTeam: string | null;
  /** 800.6 / 810.6: who skips the draw step of their first turn. */
  skipFirstDraw: number[];
  /** Planechase: the planar controllers (one outside Grand Melee, 901.6; up to one per marker in it, 901.14). */
  planarControllers: number[];
  /** Planechase: the planar deck limits (901.3 for a deck each, 901.15a for a single deck), else null. */
  planarDeck: { single: boolean; minimum: number; maxPhenomena: number; rule: string } | null;
  /** Who holds each designation handed over so far (designations.ts): a seat, or nobody. */
  designations: Readonly<Record<string, number | null>>;
}
