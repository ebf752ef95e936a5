// The editions of the multiplayer rules a table may follow (options.edition): what an edition's
// rules don't have at all. How each variant differs between editions is in its spec
// (variants/*.ts, `inEdition`); the renumbered whys are in editionRules.ts (lazy).
import type { Edition } from './types';
import type { OptionRule } from './variants';

/** "the 2005 rules", or with `capital` "The 2005 rules". */
export function editionName(edition: Edition, capital = false): string {
  const the = capital ? 'The' : 'the';
  return edition === 'current' ? `${the} current rules` : `${the} ${edition} rules`;
}

/** Options an edition's rules lack, refused with a message naming the edition. */
export const EDITION_ERRORS: Readonly<Record<Edition, readonly OptionRule[]>> = {
  current: [],
  '2011': [
    {
      when: (o) => o.format === 'brawl',
      message: 'The 2011 rules have no Brawl (903.12): it needs the current rules.',
      rule: '903.12',
      path: 'options.format',
    },
  ],
  '2005': [
    {
      when: (o) => o.planechase !== undefined,
      message:
        'The 2005 rules have no Planar Magic (901.1): Planechase needs the 2011 or current rules.',
      rule: '901.1',
      path: 'options.planechase',
    },
    {
      when: (o) => o.format !== undefined,
      message:
        'The 2005 rules have no Commander variant (903.1): Commander and Brawl need the 2011 or current rules.',
      rule: '903.1',
      path: 'options.format',
    },
  ],
};
