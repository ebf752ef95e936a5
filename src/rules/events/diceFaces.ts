// The dice and the coin (706.1, 705.1), apart from the roll event (dice.ts): the dice panel and
// its roller need only these, and the event's code loads with the extended events (all.ts).
import type { CoinFace, Die } from '../terms';

/** The dice and their sides (706.1); the coin's two faces (705.1). */
export const DICE: readonly Die[] = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20', 'coin'];
export const COIN_FACES: readonly CoinFace[] = ['heads', 'tails'];
export const sidesOf = (die: Die): number => (die === 'coin' ? 2 : Number(die.slice(1)));
