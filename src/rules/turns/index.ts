// The turn policy of a table, the one its variant's play policy names (`turns`): the engine asks
// it how turns go, never which variant a table is.
import { usesPlanechase } from '../planar';
import type { Game } from '../state';
import { playOf } from '../variants';
import { TURN_MARKERS } from './markers';
import type { TurnPolicy, TurnsName } from './policy';
import { SINGLE_TURNS } from './single';

export type { StepContext, StepNotes, TurnEnd, TurnEnder, TurnPolicy, TurnsName } from './policy';

const POLICIES: { readonly [K in TurnsName]: TurnPolicy } = {
  'one-at-a-time': SINGLE_TURNS,
  'turn-markers': TURN_MARKERS,
};

/** How turns go at a table (its variant's, in its edition). */
export const turnsOf = (table: Game['table']): TurnPolicy => POLICIES[playOf(table).turns];

/**
 * The planar controllers while the game runs, in seat order within marker order: one outside
 * Grand Melee (901.6, 901.12b), up to one per turn marker in it (901.14a–b). Empty without
 * Planechase or once the game is over.
 */
export function planarControllers(game: Game): number[] {
  if (!usesPlanechase(game.table) || game.over) return [];
  return turnsOf(game.table).planarControllers(game);
}
