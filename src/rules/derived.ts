import type { Departure, PlayerStatus, Role, Table } from './types';

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
  /** Seats within this player's range of influence, as fixed when the last turn began (801.2c). */
  inRange: number[];
  /** Seats this player's creatures could attack right now if it were their combat. */
  canAttack: number[];
  /** Teammates this player may deploy a creature to (804.2 with 801.4). */
  deployTo: number[];
  /** Who would make a choice this player's spell hands to "an opponent" (801.5a, 801.5c). */
  opponentChoosers: number[];
  life: number;
  /** Primary player of a team with shared team turns (805.2). */
  primary: boolean;
  /** Grand Melee turn marker held (807.4), else null. */
  turnMarker: number | null;
  /** This player's turn is running (a marker held and its turn begun, or the single current turn). */
  takingTurn: boolean;
  /** Turn markers whose stacks this player gets priority for (807.5a). */
  priorityFor: number[];
}

export interface DerivedMarker {
  number: number;
  /** Seat holding the marker (may be a player who left during their own turn, 807.4c). */
  holder: number;
  takingTurn: boolean;
  /** How many times this marker has been designated for removal (807.4e–g). */
  removals: number;
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
}
