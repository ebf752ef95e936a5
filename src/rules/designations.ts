// Designations as data. A designation is held by one player at a time, or by nobody: the monarch,
// the initiative, a house rule's. Its spec says its rule, how it reads, and who takes it when its
// holder leaves the game (800.4: a player who leaves takes nothing of the game's with them).
// The `designate` event hands one over; a new designation is a new entry (or `defineDesignation`).
import type { Designations, Game } from './state';
import { specRegistry } from './specRegistry';

export interface DesignationSpec {
  id: string;
  /** The rule that says what it is. */
  rule: string;
  /** How it reads: "the monarch" ("Ana becomes the monarch"). */
  words: string;
  /** Who holds it once its holder has left the game; absent: nobody. */
  onLeave?: (game: Game, left: number) => number | null;
}

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
  return out ? { ...game, designations: out } : game;
}
