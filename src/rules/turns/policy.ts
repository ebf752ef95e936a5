// How turns go, as an object the engine calls (a game's first turns, ending one, who is taking one,
// what leaving does to them): one turn at a time (single.ts) or Grand Melee's markers (markers.ts).
import type { Game, Marker } from '../state';
import type { Table } from '../table';
import { errorOf, type Result } from '../terms';
import type { Words } from '../words';
import type { PlayPolicy } from '../variants';

/** A policy's name: a variant's play policy chooses its policy by it (`turns`). */
export type TurnsName = PlayPolicy['turns'];

/** What an End turn event says: whose turn ends (a player, or a marker's, 807.4). */
export interface TurnEnd {
  player?: string;
  marker?: number;
}

/** A turn that can be ended now, with the event that ends it. */
export interface TurnEnder {
  event: { type: 'endTurn'; player?: string; marker?: number };
  seat: number;
  marker: number | null;
}

/**
 * What one event's step changed so far, for the steps after it to look only near that, not at
 * every seat (play.ts makes one for each event and passes it along).
 */
export interface StepNotes {
  /**
   * The markers array a turn's end or an extra turn made in this step: `from` with the marker at
   * `at` changed (it was `was`). `to` is `from` itself when written in place (a replay).
   */
  edit: { from: readonly Marker[]; to: readonly Marker[]; at: number; was: Marker } | null;
  /** The last departure in this step: the presence list `to` is `from` with `seats` out. */
  departure: { from: readonly boolean[]; to: readonly boolean[]; seats: readonly number[] } | null;
}

/** What the pipeline hands each step: who holds the game it works on, and its notes. */
export interface StepContext {
  /** The game given was made for this event and no one holds it yet (play.ts): it may be
   * written into and returned. */
  readonly owned: boolean;
  /** No one will read the game it was made from again either (a replay keeps only its last
   * game): the arrays the two share may be written in place too. */
  readonly spent: boolean;
  readonly notes: StepNotes;
}

export interface TurnPolicy {
  readonly name: TurnsName;
  /** The turns running as the game begins. */
  begin(table: Table): { turn: number; current: number; markers: Marker[]; owedBefore: number[] };
  /** Whether `seat` is taking a turn that is running now. */
  takingTurn(game: Game, seat: number): boolean;
  /** The same for every seat of one game at once: 1 for a seat taking a turn, else 0 (derive). */
  takingTurns(game: Game): Uint8Array;
  /** The End turn event. */
  end(game: Game, event: TurnEnd, step: StepContext): Result<Game>;
  /** The extra turn event for the player at `seat` (500.7, 807.4i–j). */
  extraTurn(game: Game, seat: number, notes: StepNotes): Game;
  /**
   * After each event: the turns that may begin now begin (807.4d). `before` is the game the event
   * was applied to; `owned`: `game` was made in this event and no one holds it yet.
   */
  afterEvent(game: Game, before: Game, owned: boolean, notes: StepNotes): Game;
  /** What players leaving does to the turns (and the planes they carry): `game` is `before`
   * with the seats `gone` out. */
  afterDeparture(game: Game, before: Game, gone: readonly number[]): Game;
  /** The turns that can be ended now, each with its event (one per running turn). */
  enders(game: Game): TurnEnder[];
  /** The planar controllers of a Planechase game that runs on (901.6, 901.12b, 901.14a–b). */
  planarControllers(game: Game): number[];
  /** 807.5a: for each seat, the turn markers whose holders it is in range of, of `markers` (the
   * game's, in number order); null without turn markers. */
  priority(
    game: Game,
    markers: readonly { number: number; holder: number }[],
  ): (readonly number[])[] | null;
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const no = (message: Words | string, rule?: string): Result<never> => ({
  ok: false,
  error: errorOf(message, rule),
});
