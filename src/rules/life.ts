// Life, poison and commander damage: the starting totals a setup gives (103.3, 810.4, 902.4,
// 903.7, 903.12f), where each change lands (810.9: a Two-Headed Giant team shares one total) and
// commander damage. Pure helpers: the counters themselves and the losses they cause are in
// counters.ts; events/life.ts applies the events.
import type { Format, Options, PlayerInput, RuleError, Vanguard } from './terms';
import type { Seat, Table } from './table';
import { FORMATS } from './terms';
import { playOf, type PlayPolicy } from './variants';
import { errorOf } from './terms';
import { words, type Words } from './words';

/** Life totals and modifiers stay within this, so a tap or a typo can't make numbers unreadable. */
export const MAX_LIFE = 1_000_000;
const MAX_MODIFIER = 99;
/** 902.5b: maximum hand size before a vanguard's modifier. */
export const HAND_SIZE = 7;

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

type Err = (message: Words | string, rule?: string, path?: string) => void;

/** Checks `options.format` and `options.startingLife`; returns the resolved values. */
export function lifeOptions(
  given: Partial<Options>,
  err: Err,
): { format: Format | null; startingLife: number | null } {
  let format: Format | null = null;
  if (given.format !== undefined && given.format !== null) {
    if (!FORMATS.includes(given.format))
      err(
        words(
          /*i18n*/ {
            id: 'setup.format.unknown',
            message: 'Unknown format "{format}"; use "commander" or "brawl".',
          },
          { format: String(given.format) },
        ),
        '903.1',
        'options.format',
      );
    else format = given.format;
  }
  let startingLife: number | null = null;
  if (given.startingLife !== undefined && given.startingLife !== null) {
    if (!isWhole(given.startingLife) || given.startingLife < 1 || given.startingLife > MAX_LIFE)
      err(
        words(
          /*i18n*/ {
            id: 'setup.life.start',
            // MAX_LIFE written out, so each language groups its digits its own way.
            message: 'Starting life must be a whole number from 1 to 1,000,000; "{value}" is not.',
          },
          { value: String(given.startingLife) },
        ),
        '103.3',
        'options.startingLife',
      );
    else startingLife = given.startingLife;
  }
  return { format, startingLife };
}

/** Checks a player's `vanguard` field (902.4, 902.5, 902.5b) and its card's name. */
export function vanguardOf(p: PlayerInput, i: number, who: string, err: Err): Vanguard | null {
  const v: unknown = p.vanguard;
  if (v === undefined || v === null) return null;
  const path = `players[${i}].vanguard`;
  if (typeof v !== 'object' || Array.isArray(v)) {
    err(
      words(
        /*i18n*/ {
          id: 'setup.vanguard.shape',
          message: '{who}\'s vanguard must be \'{ "life": L, "hand": H }\'.',
        },
        { who },
      ),
      '902.3',
      path,
    );
    return null;
  }
  const { life = 0, hand = 0, name } = v as Record<string, unknown>;
  if (name !== undefined && (typeof name !== 'string' || !name.trim() || name.length > 40)) {
    err(
      words(
        /*i18n*/ {
          id: 'setup.vanguard.name',
          message: "{who}'s vanguard name must be text of 1 to 40 characters.",
        },
        { who },
      ),
      '902.3',
      `${path}.name`,
    );
    return null;
  }
  for (const [key, value, rule] of [
    ['life', life, '902.4'],
    ['hand', hand, '902.5b'],
  ] as const)
    if (!isWhole(value) || Math.abs(value) > MAX_MODIFIER) {
      err(
        words(
          /*i18n*/ {
            id: 'setup.vanguard.modifier',
            message:
              "{who}'s vanguard {key, select, life {life} other {hand}} modifier must be a whole number from -{max} to {max}.",
          },
          { who, key, max: MAX_MODIFIER },
        ),
        rule,
        `${path}.${key}`,
      );
      return null;
    }
  if (HAND_SIZE + (hand as number) < 0)
    err(
      words(
        /*i18n*/ {
          id: 'setup.vanguard.hand',
          message: "{who}'s vanguard hand modifier leaves a maximum hand size below 0.",
        },
        { who },
      ),
      '902.5b',
      path,
    );
  return {
    life: life as number,
    hand: hand as number,
    ...(typeof name === 'string' ? { name: name.trim() } : {}),
  };
}

/**
 * Starting life before vanguard modifiers: the option if given; else Commander 40 (903.7), Brawl 30
 * in multiplayer (903.12f), otherwise 20 (103.3). Two-Headed Giant teams share one total, as the
 * edition's play policy gives it (810.4: 30 for two-player teams, 15 per player for larger ones,
 * 810.10; the 2005 rules' 40 and 20, 606.4a, 606.10); the texts give no 2HG total for Commander,
 * so the format leaves a 2HG team total alone and `startingLife` sets it.
 */
export function baseStartingLife(
  play: Pick<PlayPolicy, 'sharedLife' | 'teamLife'>,
  teamSize: number,
  format: Format | null,
  override: number | null,
): { startingLife: number; sharedLife: boolean } {
  const sharedLife = play.sharedLife;
  if (override !== null) return { startingLife: override, sharedLife };
  if (sharedLife) {
    const { two, perHead } = play.teamLife ?? { two: 30, perHead: 15 };
    return { startingLife: teamSize === 2 ? two : perHead * teamSize, sharedLife };
  }
  return { startingLife: format === 'commander' ? 40 : format === 'brawl' ? 30 : 20, sharedLife };
}

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

/** A table whose starting totals would already be a loss is refused (902.4 with 704.5a). */
export function checkStartingLives(table: Table, err: Err): void {
  startingLives(table).forEach((life, pool) => {
    if (life >= 1) return;
    const shared = table.sharedLife;
    err(
      words(
        /*i18n*/ {
          id: 'setup.life.lost',
          message:
            '{team, select, yes {Team {name}} other {{name}}} would start the game with {life} life.',
        },
        {
          team: shared ? 'yes' : 'no',
          name: shared ? table.sides[pool]!.name : table.players[pool]!.name,
          life,
        },
      ),
      '902.4',
      'players',
    );
  });
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
