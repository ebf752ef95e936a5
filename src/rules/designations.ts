// Designations as data. A designation is held by one player at a time, or by nobody: the monarch,
// the initiative, a house rule's. Its spec says its rule, how it reads, and who takes it when its
// holder leaves the game (800.4: a player who leaves takes nothing of the game's with them).
// The `designate` event hands one over; a new designation is a new entry (or `defineDesignation`).
import { withGame, type Designations, type Game } from './state';
import { specRegistry } from './specRegistry';
import type { Badge } from './faces';
import type { Words } from './words';

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

/** How taking and holding a designation read: its own verbs, or "becomes" and "is". */
export const verbsOf = (
  spec: Pick<DesignationSpec, 'verbs'> | undefined,
): readonly [string, string] => spec?.verbs ?? ['becomes', 'is'];

// The monarch and the initiative are added by designationKinds.ts, with the extended events that
// hand them over (events/designations.ts): a table holds one only once those are loaded.
const registry = specRegistry<DesignationSpec>('designation');

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
