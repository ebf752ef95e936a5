// Everything the screens and the command line show is a question asked of a Game. Nothing here
// changes state; the reasons behind the answers, with their rule numbers, are in reasons.ts.
import { derive, opponentChoosers } from './derive';
import { inRange, ringFor } from './seats';
import type { Game } from './state';
import { turnsOf, type TurnEnder } from './turns';
import { withinRange } from './ring';

export { derive, inRange, opponentChoosers };

/**
 * Players within range of both a and b: what a choice a hands to b may pick (801.5a), and what
 * a's permanent sees when it looks at b's side of the table (801.11).
 */
export function sharedRange(game: Game, a: number, b: number): number[] {
  const theirs = new Set(inRange(game, b));
  return inRange(game, a).filter((s) => theirs.has(s));
}

/**
 * Seats that are not in a player's range now but will be when the next turn begins: the gap
 * left by players who left during this turn (801.2c, 807.4h).
 */
export function pendingRange(game: Game, seat: number): number[] {
  if (!game.inGame[seat] || game.over) return [];
  const now = new Set(inRange(game, seat));
  return withinRange(ringFor(game.inGame), seat, game.table.players[seat]!.range).filter(
    (s) => !now.has(s),
  );
}

/** The turns that can be ended now, each with the event that ends it (807.4: one per running marker). */
export function turnEnders(game: Game): TurnEnder[] {
  return game.over ? [] : turnsOf(game.table).enders(game);
}
