// The designations the engine knows (designations.ts): the monarch (724) and the initiative (725).
// Loaded with the extended events, whose `designate` event hands them over (events/designations.ts
// imports this module, which adds them): the first download has the registry, not these.
import { defineDesignation, type DesignationSpec } from './designations';
import { leftOf } from './ring';
import type { Game } from './state';
import { turnsOf } from './turns';
import { words } from './words';

/**
 * Who takes the monarch or the initiative when its holder leaves (724.4, 725.4): the active
 * player; if the holder was the active player (they left during their own turn) or no one
 * active is still in the game, the next player in turn order after the holder. Turn order runs to
 * the left (101.4), so the first player to the holder's left still in the game. Of several active
 * players (a team's shared turn, 805.4; Grand Melee's turn markers, 807.4), the first of them in
 * turn order.
 */
export function activeOrNextInTurnOrder(game: Game, left: number): number | null {
  const { inGame } = game;
  const turns = turnsOf(game.table);
  const active = (s: number) => turns.takingTurn(game, s);
  const n = inGame.length;
  if (!active(left))
    for (let k = 1; k < n; k++)
      if (inGame[(left + k) % n] && active((left + k) % n)) return (left + k) % n;
  const next = leftOf(inGame, left);
  return next < 0 ? null : next;
}

/** The monarch (724): one player at a time; it passes as 724.4 says when they leave. */
export const MONARCH: DesignationSpec = {
  id: 'monarch',
  rule: '724',
  words: 'the monarch',
  text: {
    label: words(/*i18n*/ { id: 'designation.monarch', message: 'monarch' }),
    holding: words(/*i18n*/ { id: 'designation.monarch.holding', message: 'the monarch' }),
    take: (player) =>
      words(
        /*i18n*/ { id: 'designation.monarch.take', message: '{player} becomes the monarch' },
        { player },
      ),
    held: (player) =>
      words(
        /*i18n*/ { id: 'designation.monarch.held', message: '{player} is the monarch' },
        {
          player,
        },
      ),
    none: words(
      /*i18n*/ { id: 'designation.monarch.none', message: 'nobody is the monarch any more' },
    ),
    now: (player) =>
      player === null
        ? words(
            /*i18n*/ { id: 'designation.monarch.nobodyNow', message: 'Nobody is the monarch now.' },
          )
        : words(
            /*i18n*/ { id: 'designation.monarch.now', message: '{player} is the monarch now.' },
            {
              player,
            },
          ),
  },
  onLeave: activeOrNextInTurnOrder,
  badge: { shape: 'crown', spot: 'top-right' },
};

/** The initiative (725): one player at a time; it passes as 725.4 says when they leave. */
export const INITIATIVE: DesignationSpec = {
  id: 'initiative',
  rule: '725',
  words: 'the initiative',
  verbs: ['takes', 'has'],
  text: {
    label: words(/*i18n*/ { id: 'designation.initiative', message: 'initiative' }),
    holding: words(
      /*i18n*/ { id: 'designation.initiative.holding', message: 'has the initiative' },
    ),
    take: (player) =>
      words(
        /*i18n*/ { id: 'designation.initiative.take', message: '{player} takes the initiative' },
        { player },
      ),
    held: (player) =>
      words(
        /*i18n*/ { id: 'designation.initiative.held', message: '{player} has the initiative' },
        { player },
      ),
    none: words(
      /*i18n*/ { id: 'designation.initiative.none', message: 'nobody has the initiative any more' },
    ),
    now: (player) =>
      player === null
        ? words(
            /*i18n*/ {
              id: 'designation.initiative.nobodyNow',
              message: 'Nobody has the initiative now.',
            },
          )
        : words(
            /*i18n*/ {
              id: 'designation.initiative.now',
              message: '{player} has the initiative now.',
            },
            { player },
          ),
  },
  onLeave: activeOrNextInTurnOrder,
  badge: { shape: 'flag', spot: 'bottom-right' },
};

defineDesignation(MONARCH);
defineDesignation(INITIATIVE);
