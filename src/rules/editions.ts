// What an edition's rules lack altogether (options.edition). How each variant differs between
// editions is in its spec (variants/*.ts, `inEdition`); the renumbered whys are in
// editionRules.ts (lazy).
import type { Edition } from './types';
import type { OptionRule } from './variants';

const lacks = (
  edition: Edition,
  what: string,
  rule: string,
  path: string,
  when: OptionRule['when'],
) => ({
  when,
  message: `The ${edition} rules have no ${what}.`,
  rule,
  path,
});

/** Options an edition's rules lack, refused with a message naming the edition. */
export const EDITION_ERRORS: Readonly<Record<Edition, readonly OptionRule[]>> = {
  current: [],
  '2011': [
    lacks('2011', 'Brawl (903.12)', '903.12', 'options.format', (o) => o.format === 'brawl'),
  ],
  '2005': [
    lacks('2005', 'Planechase (901.1)', '901.1', 'options.planechase', (o) => !!o.planechase),
    lacks('2005', 'Commander or Brawl (903.1)', '903.1', 'options.format', (o) => !!o.format),
  ],
};
