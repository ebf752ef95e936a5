// A die rolled or a coin flipped at the table (706, 705). The game does not change: the event
// keeps who rolled what, so the history shows it and every device in a live room shows the one
// result the roller's device drew.
import type { CoinFace, Die } from '../terms';
import { COIN_FACES, DICE, sidesOf } from './diceFaces';
import { no, ok, present, type EventSpec } from './spec';

export { COIN_FACES, DICE, sidesOf };
/** Every number a die of the table shows: 1 to 20. */
const FACES = Array.from({ length: 20 }, (_, k) => k + 1);

/** Whether `result` is a face `die` has. */
export function fits(die: Die, result: unknown): boolean {
  if (die === 'coin') return result === 'heads' || result === 'tails';
  return (
    typeof result === 'number' && Number.isInteger(result) && result >= 1 && result <= sidesOf(die)
  );
}

/** A die rolled or a coin flipped (706, 705): who did it and what it showed. */
export type RollEvent = { type: 'roll'; player: string; die: Die; result: number | CoinFace };

/** The event of `player` rolling `die` with `side` up (the coin's side 1 is heads). */
export const rolled = (player: string, die: Die, side: number): RollEvent => ({
  type: 'roll',
  player,
  die,
  result: die === 'coin' ? (side === 1 ? 'heads' : 'tails') : side,
});

export const roll: EventSpec<RollEvent> = {
  type: 'roll',
  group: 'dice',
  fields: (v) => ({
    die: v.picklist([...DICE], `"die" must be one of ${DICE.join(', ')}.`),
    // A die's number or a coin's face; which fits which die, `apply` checks (706.1, 705.1).
    result: v.picklist(
      [...FACES, ...COIN_FACES],
      '"result" must be the number the die showed, or "heads" or "tails" for a coin.',
    ),
  }),
  apply(game, event) {
    const r = present(game, event, event.player);
    if (!r.ok) return r;
    const coin = event.die === 'coin';
    return fits(event.die, event.result)
      ? ok(game)
      : no(
          `A ${coin ? 'coin' : event.die} shows ${coin ? 'heads or tails' : `1 to ${sidesOf(event.die)}`}, not ${String(event.result)}.`,
          coin ? '705.1' : '706.1',
        );
  },
  describe: (e) =>
    `${e.player} ${e.die === 'coin' ? 'flips a coin' : `rolls a ${e.die}`}: ${String(e.result)}`,
  link: {
    since: 6,
    tagged: true,
    // A coin's face is its form; a die's number follows it.
    // 15–20: d4 to d20; 21, 22: a coin's heads, tails.
    forms: [
      ...DICE.slice(0, 6).map((die, i) => ({ code: 15 + i, fixed: { die } })),
      ...COIN_FACES.map((result, i) => ({ code: 21 + i, fixed: { die: 'coin', result } })),
    ],
    tail: [{ key: 'result', as: 'number' }],
  },
  offers: DICE.map((die) => ({
    panel: 'dice' as const,
    id: die,
    label: () => (die === 'coin' ? 'Coin' : die),
    name: (p: string) => (die === 'coin' ? `${p} flips a coin` : `${p} rolls a ${die}`),
    make: (player: string, draw: (sides: number) => number) =>
      rolled(player, die, draw(sidesOf(die))),
  })),
  shown: (e) => ({
    big: e.die === 'coin' ? (e.result === 'heads' ? 'Heads' : 'Tails') : String(e.result),
    caption: `${e.player} ${e.die === 'coin' ? 'flipped a coin' : `rolled a ${e.die}`}`,
  }),
};
