// The live room's merged game, handed to a store as it is: the merge has played it, so the store
// does not play it again. An action outside the store's state, so only the live chunk loads it.
import { newGame, type Game, type GameEvent, type Scenario } from '../rules';
import { buildFor, timelines, type GameStore } from './gameStore';

export interface Followed {
  setup: Scenario;
  /** The events in force, then the undone ones Redo would bring back. */
  log: readonly GameEvent[];
  /** The game after the log's first `played` events, as the merge played it. */
  game: Game;
  played: number;
  cursor: number;
}

/** Shows the merged game; the games the store knows from before the first changed event stay. */
export function follow(store: GameStore, { setup, log, cursor, game, played }: Followed): void {
  const s = store.getState();
  const table = buildFor(setup).table;
  if (table) {
    let same = 0;
    if (setup === s.setup)
      while (same < played && JSON.stringify(s.log[same]) === JSON.stringify(log[same])) same++;
    const games = same ? timelines(table)(s.log).slice(0, same + 1) : [newGame(table)];
    games[played] = game;
    timelines(table).prime(log, games);
  }
  store.setState({ setup, log, cursor });
}
