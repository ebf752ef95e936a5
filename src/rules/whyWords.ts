// The words the whys share: a reason saying yes or no, a player's name, a list of names, a
// distance in seats. Sentences of our own, each with its rule number.
import type { Game } from './state';
import { reasonOf, type Reason } from './terms';
import type { WordValue, Words } from './words';

export const yes = (text: Words | string, rule: string): Reason => reasonOf(true, text, rule);
export const no = (text: Words | string, rule: string): Reason => reasonOf(false, text, rule);
export const nm = (game: Game, s: number) => game.table.players[s]?.name ?? `seat ${s + 1}`;
export const seats = (d: number) => (d === 1 ? '1 seat' : `${d} seats`);
export const isOpponent = (game: Game, a: number, b: number) =>
  game.table.players[a]!.side !== game.table.players[b]!.side;

/** The seats of the players still in the game. */
export function present(game: Game): number[] {
  return game.inGame.flatMap((inn, s) => (inn ? [s] : []));
}

/** "Alex", "Alex and Rob", "Alex, Rob and Carissa"; `none` when empty. */
export function names(game: Game, list: readonly number[], none = 'no one'): string {
  const n = list.map((s) => nm(game, s));
  if (n.length === 0) return none;
  if (n.length === 1) return n[0]!;
  return `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
}

/** The same names as a message's list value, joined as the language shown joins a list. */
export const nameList = (game: Game, list: readonly number[]): WordValue => ({
  list: list.map((s) => nm(game, s)),
});
