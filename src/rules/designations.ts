// Designations as data. A designation is held by one player at a time, or by nobody: the monarch,
// the initiative, a house rule's. Its spec says its rule, how it reads, and who takes it when its
// holder leaves the game (800.4: a player who leaves takes nothing of the game's with them).
// The `designate` event hands one over; a new designation is a new entry (or `defineDesignation`).
import { withGame, type Designations, type Game } from './state';
import { leftOf } from './ring';
import { specRegistry } from './specRegistry';
import { turnsOf } from './turns';
import type { Badge } from './faces';

export type { Badge, BadgeSpot } from './faces';

export interface DesignationSpec {
  id: string;
  /** The rule that says what it is. */
  rule: string;
  /** How it reads: "the monarch" ("Ana becomes the monarch"). */
  words: string;
  /** How taking and holding it read: "takes", "has" (the initiative); absent: "becomes", "is". */
  verbs?: readonly [string, string];
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
  onLeave: activeOrNextInTurnOrder,
  badge: { shape: 'crown', spot: 'top-right' },
};

/** The initiative (725): one player at a time; it passes as 725.4 says when they leave. */
export const INITIATIVE: DesignationSpec = {
  id: 'initiative',
  rule: '725',
  words: 'the initiative',
  verbs: ['takes', 'has'],
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
