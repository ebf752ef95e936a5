// A new game at the same table (the rematch) and the fresh seeds new games get. Who goes first
// when the app starts a game is decided in ui/setup/firstPlayer.ts. Both are kept out of the
// start-up bundle: only the setup screen and the game-over panel need them.
import type { RuleError, Scenario, Table } from '../rules';
// A rematch is a new setup, built by setup.ts, which the example table opens without.
import '../rules/setup';
import {
  buildFor,
  noTable,
  selectGame,
  selectTable,
  stamp,
  unplayable,
  type GameStore,
} from './gameStore';

/** A fresh seed (the engine itself is deterministic). */
export function randomSeed(): number {
  const buf = new Uint32Array(1);
  if (typeof crypto !== 'undefined' && crypto.getRandomValues) {
    crypto.getRandomValues(buf);
    return buf[0]! % 1_000_000;
  }
  return Math.floor(Math.random() * 1_000_000);
}

/**
 * The setup of a rematch: the same players in the seats they had, the same options, nobody named
 * to go first and a fresh seed, so the rules pick again at random as for a new game.
 */
export function rematchSetup(setup: Scenario, table: Table, seed: number): Scenario {
  const {
    startingPlayer: _p,
    startingTeam: _t,
    events: _e,
    seed: _s,
    startedAt: _a,
    ...rest
  } = setup;
  const joined = table.players.length !== setup.players.length;
  if (setup.seating !== 'by-rules' && !joined) return { ...rest, seed, startedAt: stamp() };
  // Seated by the rules (a new seed would seat the table anew), or someone was dealt in late (a
  // house rule): keep the seats of the last game, latecomers where they sat.
  const byName = new Map(setup.players.map((p) => [p.name.trim(), p]));
  const players = table.players.map(
    (s) => byName.get(s.name) ?? { name: s.name, ...(s.team !== null ? { team: s.team } : {}) },
  );
  return { ...rest, seating: 'as-listed', players, seed, startedAt: stamp() };
}

/**
 * A new game with the same players, seats and options on `store`; the rules pick who goes first
 * anew. The game it replaces is kept, so Undo at the rematch's start brings it back.
 */
export function rematch(store: GameStore, seed = randomSeed()): RuleError | null {
  store.getState().commitPending();
  const s = store.getState();
  // The table as it is now: a latecomer dealt in (a house rule) plays the rematch too.
  const table = selectGame(s)?.table ?? selectTable(s);
  if (!table) return noTable();
  const setup = rematchSetup(s.setup, table, seed);
  const built = buildFor(setup);
  if (!built.table) return built.errors[0] ?? unplayable();
  store.setState((now) => ({
    setup,
    log: [],
    cursor: 0,
    refusal: null,
    pending: null,
    rematchOf: { setup: s.setup, log: s.log, cursor: s.cursor },
    ui: { ...now.ui, selected: null, hovered: null },
  }));
  s.transport?.started(setup);
  return null;
}
