// Life, poison and commander damage: where each change lands (810.9: a Two-Headed Giant team
// shares one total), each pool's starting life with vanguards (902.4) and commander damage. Pure
// helpers: the counters themselves and the losses they cause are in counters.ts; events/life.ts
// applies the events; the starting totals a setup gives and their checks are in startingLife.ts.
import type { RuleError } from './terms';
import type { Seat, Table } from './table';
import { playOf } from './variants';
import { errorOf } from './terms';
import { words, type Words } from './words';

/** Life totals and modifiers stay within this, so a tap or a typo can't make numbers unreadable. */
export const MAX_LIFE = 1_000_000;
/** 902.5b: maximum hand size before a vanguard's modifier. */
export const HAND_SIZE = 7;

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * A player's own life total as an effect that sets or reads it sees it: their own; with shared
 * life the team's (810.9a), or under the 2005 rules the team's shared out among its heads,
 * rounded up (606.9a).
 */
export function headLife(
  game: { table: Table; counters: Readonly<Record<string, readonly number[]>> },
  seat: number,
): number {
  const { table } = game;
  const life = game.counters.life![poolOf(table, seat)]!;
  if (!table.sharedLife || playOf(table).headLife !== 'share') return life;
  return Math.ceil(life / table.sides[table.players[seat]!.side]!.seats.length);
}

/**
 * A team's life total after an effect sets every player's life to a number (Biorhythm, Repay in
 * Kind): `to` gives each head's number in seat order, `chosen` the head the team picks. Now only
 * that head is set, as one head's life is (810.9d, 810.9c); under 2005 the team's total becomes
 * the sum of the numbers (606.9b). No event carries it yet: a table sets the chosen head's life.
 */
export function teamLifeWhenEveryHeadIsSet(
  game: { table: Table; counters: Readonly<Record<string, readonly number[]>> },
  side: number,
  to: readonly number[],
  chosen: number,
): number {
  const { table } = game;
  if (playOf(table).everyHeadSet === 'sum') return to.reduce((a, b) => a + b, 0);
  const seat = table.sides[side]!.seats[chosen]!;
  const life = game.counters.life![poolOf(table, seat)]!;
  return life + (to[chosen]! - headLife(game, seat));
}

/** Where a seat's life and poison are kept: its team's with shared life (810.9, 810.8d), else its own. */
export function poolOf(table: Table, seat: number): number {
  return table.sharedLife ? table.players[seat]!.side : seat;
}

/** Whether a team keeps one poison count (810.8d); the 2005 and 2011 rules keep each head's own. */
export function teamPoison(table: Table): boolean {
  return table.sharedLife && playOf(table).poison !== 'head';
}

/** Where a seat's poison counters are kept: its team's (810.8d), else its own (606.5, 810.5). */
export function poisonPoolOf(table: Table, seat: number): number {
  return teamPoison(table) ? table.players[seat]!.side : seat;
}

export function poolCount(table: Table): number {
  return table.sharedLife ? table.sides.length : table.players.length;
}

/** Each pool's starting life, with vanguard modifiers (902.4; a 2HG team adds both heads'). */
export function startingLives(table: Table): number[] {
  const lives = new Array<number>(poolCount(table)).fill(table.startingLife);
  for (const p of table.players) if (p.vanguard) lives[poolOf(table, p.seat)]! += p.vanguard.life;
  return lives;
}

/** 902.5b: the maximum hand size; 902.5's starting hand is the same number of cards. */
export function maxHandSize(seat: Seat): number {
  return HAND_SIZE + (seat.vanguard?.hand ?? 0);
}

/** Refusals for life events, as values: a whole number within bounds. `what` names the amount
 * with its article, as a sentence begins ("The life change"). */
export function checkAmount(
  value: unknown,
  what: Words | string,
  opts: { zero?: boolean; negative?: boolean } = {},
): RuleError | null {
  if (!isWhole(value))
    return errorOf(
      words(
        /*i18n*/ {
          id: 'life.amount.whole',
          message: '{what} must be a whole number; "{value}" is not.',
        },
        { what, value: String(value) },
      ),
      '107.1',
    );
  if (Math.abs(value) > MAX_LIFE)
    return errorOf(
      words(
        /*i18n*/ { id: 'life.amount.max', message: '{what} must be at most {max} either way.' },
        { what, max: MAX_LIFE.toLocaleString('en') },
      ),
    );
  if (!opts.zero && value === 0)
    return errorOf(
      words(/*i18n*/ { id: 'life.amount.zero', message: "{what} can't be 0." }, { what }),
    );
  if (!opts.negative && value < 0)
    return errorOf(
      words(
        /*i18n*/ { id: 'life.amount.negative', message: "{what} can't be negative." },
        { what },
      ),
      '107.1b',
    );
  return null;
}
