// Why a counter made a player leave, as the departure's cause (704.5a, 704.5c, 810.8c, 810.8d,
// 903.10a): messages the why and the focus panel word in the language shown.
import { teamOwnMessage, teamTitleMessage } from './labels';
import { words, type Words } from './words';

/** Life at 0 or less: the player's, or in Two-Headed Giant the team's shared total. */
export const lifeCause = (amount: number, team: string | null): Words =>
  team
    ? words(
        /*i18n*/ {
          id: 'counter.cause.teamLife',
          message: '{team} shared life fell to {amount}',
        },
        { team: teamOwnMessage(team), amount },
      )
    : words(/*i18n*/ { id: 'counter.cause.life', message: 'life fell to {amount}' }, { amount });

/** Poison counters at the loss: the player's ten, or the team's fifteen. */
export const poisonCause = (amount: number, team: string | null): Words =>
  team
    ? words(
        /*i18n*/ {
          id: 'counter.cause.teamPoison',
          message: '{team} has {amount, plural, one {# poison counter} other {# poison counters}}',
        },
        { team: teamTitleMessage(team), amount },
      )
    : words(
        /*i18n*/ {
          id: 'counter.cause.poison',
          message: '{amount, plural, one {# poison counter} other {# poison counters}}',
        },
        { amount },
      );

/** Combat damage from one commander: 21 or more (903.10a). */
export const commanderCause = (
  amount: number,
  _team: string | null,
  source?: Words | string,
): Words =>
  source
    ? words(
        /*i18n*/ {
          id: 'counter.cause.commander',
          message: '{amount} combat damage from {source}',
        },
        { amount, source },
      )
    : words(
        /*i18n*/ {
          id: 'counter.cause.aCommander',
          message: '{amount} combat damage from a commander',
        },
        { amount },
      );
