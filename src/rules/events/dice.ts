// A die rolled or a coin flipped at the table (706, 705). The game does not change: the event
// keeps who rolled what, so the history shows it and every device in a live room shows the one
// result the roller's device drew.
import type { CoinFace, Die } from '../terms';
import { COIN_FACES, DICE, sidesOf } from './diceFaces';
import { words } from '../words';
import { no, ok, present, type EventSpec } from './spec';
import { fieldMessage } from './fieldWords';

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
    die: v.picklist(
      [...DICE],
      fieldMessage(
        words(
          /*i18n*/ { id: 'file.event.die', message: '"die" must be one of {dice}.' },
          { dice: DICE.join(', ') },
        ),
      ),
    ),
    // A die's number or a coin's face; which fits which die, `apply` checks (706.1, 705.1).
    result: v.picklist(
      [...FACES, ...COIN_FACES],
      fieldMessage(
        words(
          /*i18n*/ {
            id: 'file.event.result',
            message:
              '"result" must be the number the die showed, or "heads" or "tails" for a coin.',
          },
        ),
      ),
    ),
  }),
  apply(game, event) {
    const r = present(game, event, event.player);
    if (!r.ok) return r;
    const coin = event.die === 'coin';
    if (fits(event.die, event.result)) return ok(game);
    const result = String(event.result);
    return coin
      ? no(
          words(
            /*i18n*/ {
              id: 'event.roll.coinFaces',
              message: 'A coin shows heads or tails, not {result}.',
            },
            { result },
          ),
          '705.1',
        )
      : no(
          words(
            /*i18n*/ {
              id: 'event.roll.dieFaces',
              message: 'A {die} shows 1 to {sides}, not {result}.',
            },
            { die: event.die, sides: sidesOf(event.die), result },
          ),
          '706.1',
        );
  },
  describe: (e) =>
    e.die === 'coin'
      ? words(
          /*i18n*/ {
            id: 'event.roll.coin',
            message:
              '{player} flips a coin: {face, select, heads {heads} tails {tails} other {{face}}}',
          },
          { player: e.player, face: String(e.result) },
        )
      : words(
          /*i18n*/ { id: 'event.roll.die', message: '{player} rolls a {die}: {result}' },
          {
            player: e.player,
            die: e.die,
            result: String(e.result),
          },
        ),
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
    // A die's name ("d20") is its label in every language; the coin's is a word.
    label: () => (die === 'coin' ? words(/*i18n*/ { id: 'dice.coin', message: 'Coin' }) : die),
    name: (player: string) =>
      die === 'coin'
        ? words(/*i18n*/ { id: 'dice.name.coin', message: '{player} flips a coin' }, { player })
        : words(
            /*i18n*/ { id: 'dice.name.die', message: '{player} rolls a {die}' },
            {
              player,
              die,
            },
          ),
    make: (player: string, draw: (sides: number) => number) =>
      rolled(player, die, draw(sidesOf(die))),
  })),
  shown: (e) =>
    e.die === 'coin'
      ? {
          big: words(
            /*i18n*/ { id: 'dice.face', message: '{face, select, heads {Heads} other {Tails}}' },
            { face: e.result === 'heads' ? 'heads' : 'tails' },
          ),
          caption: words(
            /*i18n*/ { id: 'dice.flipped', message: '{player} flipped a coin' },
            {
              player: e.player,
            },
          ),
        }
      : {
          big: String(e.result),
          caption: words(
            /*i18n*/ { id: 'dice.rolled', message: '{player} rolled a {die}' },
            {
              player: e.player,
              die: e.die,
            },
          ),
        },
};
