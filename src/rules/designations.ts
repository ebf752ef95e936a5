// Designations as data. A designation is held by one player at a time, or by nobody: the monarch,
// the initiative, a house rule's. Its spec says its rule, how it reads, and who takes it when its
// holder leaves the game (800.4: a player who leaves takes nothing of the game's with them).
// The `designate` event hands one over; a new designation is a new entry (or `defineDesignation`).
import { withGame, type Designations, type Game } from './state';
import { leftOf } from './ring';
import { specRegistry } from './specRegistry';
import { turnsOf } from './turns';
import type { Badge } from './faces';
import { words, type Words } from './words';

export type { Badge, BadgeSpot } from './faces';

export interface DesignationSpec {
  id: string;
  /** The rule that says what it is. */
  rule: string;
  /** How it reads: "the monarch" ("Ana becomes the monarch"). */
  words: string;
  /** How taking and holding it read: "takes", "has" (the initiative); absent: "becomes", "is". */
  verbs?: readonly [string, string];
  /**
   * The same words as messages the page translates (absent: the English of `words` and `verbs`):
   * its label, how a seat holding it reads after a name, taking it, holding it, nobody holding it,
   * and who holds it now (a screen reader hears it when it moves; null: nobody).
   */
  text?: {
    label: Words;
    holding: Words;
    take: (player: string) => Words;
    held: (player: string) => Words;
    none: Words;
    now: (player: string | null) => Words;
  };
  /** Who holds it once its holder has left the game; absent: nobody. */
  onLeave?: (game: Game, left: number) => number | null;
  /**
   * Its badge on a holder's seat. Its label ("monarch"), how a seat holding it reads and the marks
   * panel's button come from `words` and `verbs` (rules/marks.ts).
   */
  badge: Badge;
}

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

/** How taking and holding a designation read: its own verbs, or "becomes" and "is". */
export const verbsOf = (
  spec: Pick<DesignationSpec, 'verbs'> | undefined,
): readonly [string, string] => spec?.verbs ?? ['becomes', 'is'];

const registry = specRegistry<DesignationSpec>('designation', [MONARCH, INITIATIVE]);

export const designationSpecs = registry.list;
export const designationSpec = registry.get;
/** Adds a designation to the engine; returns a function that takes it away again (for tests). */
export const defineDesignation = registry.define;

export type { Designations } from './state';
/** A table starts with nobody holding any designation. */
export const NO_DESIGNATIONS: Designations = Object.freeze({});

/** Designations whose holder has left pass on as their specs say (800.4). */
export function designationsAfterLeaving(game: Game): Game {
  let out: Record<string, number | null> | null = null;
  for (const [id, holder] of Object.entries(game.designations)) {
    if (holder === null || game.inGame[holder]) continue;
    const next = designationSpec(id)?.onLeave?.(game, holder) ?? null;
    out ??= { ...game.designations };
    out[id] = next !== null && game.inGame[next] ? next : null;
  }
  return out ? withGame(game, { designations: out }) : game;
}
