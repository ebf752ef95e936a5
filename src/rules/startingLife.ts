// A setup's life: the starting totals it gives (103.3, 810.4, 902.4, 903.7, 903.12f) and the
// checks of its life options and vanguards. Only building a table (setup.ts) uses them, so they
// load with it, not with the start-up code; the totals as a game uses them are in life.ts.
import type { Format, Options, PlayerInput, Vanguard } from './terms';
import type { Table } from './table';
import { FORMATS } from './terms';
import type { PlayPolicy } from './variants';
import { HAND_SIZE, MAX_LIFE, startingLives } from './life';
import { words, type Words } from './words';

const MAX_MODIFIER = 99;

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
