// The game state's shape: facts only (game.ts begins a game and takes players out of it, turns/
// moves its turns on, events/ apply the rest). On its own so every module the pipeline uses can
// name it without importing the others.
import type { Counters, Sourced } from './counters';
import type { Departure } from './terms';
import type { Table } from './table';

/** A Grand Melee turn marker (807.4). */
export interface Marker {
  number: number;
  holder: number;
  takingTurn: boolean;
  /** Times designated for removal (807.4e–g). */
  removals: number;
  /** Extra turns the holder takes with this marker after the running one (807.4i). */
  extraAfter: number;
  /** A normal turn the holder takes after an extra turn taken just before it (807.4i–j). */
  normalAfter: number;
  /** When the holder received it: of two markers on one seat, the earlier goes first. */
  arrived: number;
  /** The number of the turn this marker's holder began last (the game's count of turns begun at
   * that moment): it names one running turn, so a live device's End turn made on it goes stale
   * only when that turn ends, not when another marker's turn does. */
  began: number;
  /** Passed but not yet received: it waits with the player who passed it (608.4c, 2005 only). */
  passing?: true;
  /** Planechase (901.14): who controls the plane this marker carries; null without one. */
  planar: number | null;
}

/** Who holds each designation (designations.ts): a seat, or nobody (null). */
export type Designations = Readonly<Record<string, number | null>>;

export interface Game {
  readonly table: Table;
  readonly inGame: readonly boolean[];
  readonly departures: readonly (Departure | null)[];
  /** Who was in the game when the last turn began: range of influence is counted among them (801.2c, 807.4h). */
  readonly rangeBasis: readonly boolean[];
  /** Turns begun so far. */
  readonly turn: number;
  /** Single-turn variants: the seat whose turn is running (it may have left, 800.4g); -1 in Grand Melee. */
  readonly current: number;
  readonly currentIsExtra: boolean;
  /** The seat that took the last normal (not extra) turn; turn order continues from it. */
  readonly lastNormal: number;
  /** Extra turns still to come, the most recently granted last (taken first). */
  readonly extraTurns: readonly number[];
  /** Grand Melee only. */
  readonly markers: readonly Marker[];
  /** Grand Melee: extra turns each seat takes immediately before its next turn (807.4i–j). */
  readonly owedBefore: readonly number[];
  readonly over: boolean;
  readonly winners: readonly number[];
  readonly events: number;
  /** Every counter's amounts by counter id (counters.ts): `life` and `poison` per pool (a player's,
   * or a Two-Headed Giant team's together, 810.9, 810.8d), and any counter the table keeps. */
  readonly counters: Counters;
  /** Who holds each designation (designations.ts): a seat or nobody; absent until handed over. */
  readonly designations: Designations;
  /** Day or night (726): absent while it is neither, as every game starts (726.2). */
  readonly dayNight?: 'day' | 'night';
  /** The counters kept per source (counters.ts): combat damage from each commander, 903.10a. */
  readonly sourced: Sourced;
  /** Planechase outside Grand Melee: who took the planar controller's place when it left (800.4i,
   * 901.6, 901.12b), until the next turn begins; null while control follows the active player. */
  readonly planarHandover: number | null;
  /** Planechase: how many times each player has rolled the planar die this turn (901.9); else []. */
  readonly planarRolls: readonly number[];
}

// Games and markers are made only by the two functions below, each writing every field in the
// order of its interface: then every game (and every marker) shares one hidden class in the
// engine with all its fields in the object itself. Object spreads gave Grand Melee games seven
// shapes with most fields out of line, which made each event's copies the slowest part of a replay.

/** A game or marker being made: its fields writable until it is handed out. */
export type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** A game: `game` with `changes` (fields absent from `changes` kept). */
export function withGame(game: Game, changes: Partial<Game>): Game {
  const c = changes;
  return {
    table: c.table ?? game.table,
    inGame: c.inGame ?? game.inGame,
    departures: c.departures ?? game.departures,
    rangeBasis: c.rangeBasis ?? game.rangeBasis,
    turn: c.turn ?? game.turn,
    current: c.current ?? game.current,
    currentIsExtra: c.currentIsExtra ?? game.currentIsExtra,
    lastNormal: c.lastNormal ?? game.lastNormal,
    extraTurns: c.extraTurns ?? game.extraTurns,
    markers: c.markers ?? game.markers,
    owedBefore: c.owedBefore ?? game.owedBefore,
    over: c.over ?? game.over,
    winners: c.winners ?? game.winners,
    events: c.events ?? game.events,
    counters: c.counters ?? game.counters,
    designations: c.designations ?? game.designations,
    // Present even while neither (undefined), so the shape never changes.
    dayNight: c.dayNight ?? game.dayNight,
    sourced: c.sourced ?? game.sourced,
    planarHandover: c.planarHandover !== undefined ? c.planarHandover : game.planarHandover,
    planarRolls: c.planarRolls ?? game.planarRolls,
  };
}

/** A marker: `marker` with `changes`; `passing: null` in `changes` clears passing (608.4c). */
export function withMarker(
  marker: Marker,
  changes: Partial<Omit<Marker, 'passing'>> & { passing?: true | null },
): Marker {
  const c = changes;
  return {
    number: c.number ?? marker.number,
    holder: c.holder ?? marker.holder,
    takingTurn: c.takingTurn ?? marker.takingTurn,
    removals: c.removals ?? marker.removals,
    extraAfter: c.extraAfter ?? marker.extraAfter,
    normalAfter: c.normalAfter ?? marker.normalAfter,
    arrived: c.arrived ?? marker.arrived,
    began: c.began ?? marker.began,
    passing: c.passing === undefined ? marker.passing : c.passing === null ? undefined : true,
    planar: c.planar !== undefined ? c.planar : marker.planar,
  };
}

/** A copy of a per-seat list with the entry at `i` changed by `by`. */
export function bump(arr: readonly number[], i: number, by: number): number[] {
  const out = arr.slice();
  out[i] = (out[i] ?? 0) + by;
  return out;
}
