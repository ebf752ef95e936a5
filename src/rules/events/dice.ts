// A die rolled or a coin flipped at the table (706, 705). The game does not change: the event
// keeps who rolled what, so the history shows it and every device in a live room shows the one
// result the roller's device drew.
import * as v from 'valibot';
import type { CoinFace, Die } from '../types';
import { no, ok, type EventSpec } from './spec';

/** The dice and their sides (706.1); the coin's two faces (705.1). */
export const DICE: readonly Die[] = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20', 'coin'];
export const COIN_FACES: readonly CoinFace[] = ['heads', 'tails'];
export const sidesOf = (die: Die): number => (die === 'coin' ? 2 : Number(die.slice(1)));

/** Whether `result` is a face `die` has. */
export function fits(die: Die, result: unknown): boolean {
  if (die === 'coin') return result === 'heads' || result === 'tails';
  return (
    typeof result === 'number' && Number.isInteger(result) && result >= 1 && result <= sidesOf(die)
  );
}

export const roll: EventSpec<'roll'> = {
  type: 'roll',
  family: 'dice',
  fields: {
    die: v.picklist([...DICE], '"die" must be "d4", "d6", "d8", "d10", "d12", "d20" or "coin".'),
    result: v.union(
      [v.pipe(v.number(), v.integer()), v.picklist([...COIN_FACES])],
      '"result" must be the number the die showed, or "heads" or "tails" for a coin.',
    ),
  },
  apply(game, event, ctx) {
    const r = ctx.present(event.player);
    if (!r.ok) return r;
    if (!fits(event.die, event.result))
      return no(
        event.die === 'coin'
          ? `A coin lands "heads" or "tails", not ${JSON.stringify(event.result)}.`
          : `A ${event.die} shows 1 to ${sidesOf(event.die)}, not ${JSON.stringify(event.result)}.`,
        event.die === 'coin' ? '705.1' : '706.1',
      );
    return ok(game);
  },
  describe: (e) =>
    e.die === 'coin'
      ? `${e.player} flips a coin: ${String(e.result)}`
      : `${e.player} rolls a ${e.die}: ${String(e.result)}`,
  link: {
    since: 6,
    tagged: true,
    // A coin's face is its form; a die's number follows it.
    forms: [
      { code: 15, fixed: { die: 'd4' } },
      { code: 16, fixed: { die: 'd6' } },
      { code: 17, fixed: { die: 'd8' } },
      { code: 18, fixed: { die: 'd10' } },
      { code: 19, fixed: { die: 'd12' } },
      { code: 20, fixed: { die: 'd20' } },
      { code: 21, fixed: { die: 'coin', result: 'heads' } },
      { code: 22, fixed: { die: 'coin', result: 'tails' } },
    ],
    tail: [{ key: 'result', as: 'number' }],
  },
};
