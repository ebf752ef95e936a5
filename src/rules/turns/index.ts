// The turn policy of a table, the one its variant's play policy names (`turns`): the engine asks
// it how turns go, never which variant a table is.
import { usesPlanechase } from '../planar';
import type { Game } from '../state';
import { playOf } from '../variants';
import type { TurnPolicy, TurnsName } from './policy';
import { SINGLE_TURNS } from './single';

export type { StepContext, StepNotes, TurnEnd, TurnEnder, TurnPolicy, TurnsName } from './policy';

// One turn at a time is every table's first download; Grand Melee's markers (807.4) are added by
// turns/load.ts, which what opens a Grand Melee table loads first (start.ts, links, the setup…).
const POLICIES: { [K in TurnsName]?: TurnPolicy } = { 'one-at-a-time': SINGLE_TURNS };

/** turns/load.ts: adds a policy the first download leaves out. */
export function registerTurns(policy: TurnPolicy): void {
  POLICIES[policy.name] = policy;
}

/** Whether the turn policy of a variant (in an edition) can be played now, without loading more. */
export function turnsLoaded(table: Pick<Game['table'], 'variant' | 'edition'>): boolean {
  return POLICIES[playOf(table).turns] !== undefined;
}

/** How turns go at a table (its variant's, in its edition). */
export function turnsOf(table: Game['table']): TurnPolicy {
  const policy = POLICIES[playOf(table).turns];
  // Readers check turnsLoaded first and refuse with a message; reaching here is a missing import.
  if (!policy) throw new Error(`The ${playOf(table).turns} turns are not loaded.`);
  return policy;
}

/**
 * The planar controllers while the game runs, in seat order within marker order: one outside
 * Grand Melee (901.6, 901.12b), up to one per turn marker in it (901.14a–b). Empty without
 * Planechase or once the game is over.
 */
export function planarControllers(game: Game): number[] {
  if (!usesPlanechase(game.table) || game.over) return [];
  return turnsOf(game.table).planarControllers(game);
}
