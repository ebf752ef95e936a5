// The app's one store. Facts: the setup and the event log (with a cursor, so undo and redo only
// move it). UI state — selection, hover, toggles, which screen — lives beside them, apart. The
// table, the game and everything on screen are derived through memoised selectors below.
import { createStore, useStore } from 'zustand';
import {
  DEFAULT_SCENARIO,
  applyEvent,
  buildTable,
  derive,
  newGame,
  type BuildResult,
  type DerivedTable,
  type Game,
  type GameEvent,
  type RuleError,
  type Scenario,
  type Table,
} from '../rules';

export type Screen = 'setup' | 'table';
export type Theme = 'dark' | 'light';

export interface UiState {
  screen: Screen;
  /** The seat whose range and attacks are drawn; null = the active player. */
  selected: number | null;
  hovered: number | null;
  showAllRanges: boolean;
  showDeploy: boolean;
  /** The chart's text alternative shown as a visible table. */
  textView: boolean;
  historyOpen: boolean;
  theme: Theme;
  keepAwake: boolean;
}

export interface GameStoreState {
  /** The table's setup (a scenario without events). */
  setup: Scenario;
  /** Every event so far, including undone ones still available to redo. */
  log: readonly GameEvent[];
  /** How many events of the log are applied. */
  cursor: number;
  /** The last action the rules refused, to show once. */
  refusal: RuleError | null;
  ui: UiState;

  start: (setup: Scenario) => RuleError | null;
  dispatch: (event: GameEvent) => RuleError | null;
  undo: () => void;
  redo: () => void;
  jumpTo: (cursor: number) => void;
  /** Back to the setup screen; the current table stays until another one starts. */
  editSetup: () => void;
  backToTable: () => void;
  dismissRefusal: () => void;
  setUi: (patch: Partial<UiState>) => void;
  toggleSelected: (seat: number) => void;
}

const initialUi: UiState = {
  screen: 'table',
  selected: null,
  hovered: null,
  showAllRanges: false,
  showDeploy: false,
  textView: false,
  historyOpen: false,
  theme: 'dark',
  keepAwake: false,
};

function withoutEvents(s: Scenario): Scenario {
  const { events: _events, ...setup } = s;
  return setup;
}

// ---- derived, memoised ----

const builds = new WeakMap<Scenario, BuildResult>();
/** The validated table for a setup (memoised per setup object). */
export function buildFor(setup: Scenario): BuildResult {
  let b = builds.get(setup);
  if (!b) {
    b = buildTable(setup);
    builds.set(setup, b);
  }
  return b;
}

/**
 * Games after 0, 1, 2, … events of a log, per table and log. Undo and redo move the cursor over
 * games already known, and dispatch primes the new log with the old one's games, so a move costs
 * one event, not a replay. Keyed by the objects themselves, so several stores (a lesson beside the
 * user's table) never evict each other's history.
 */
const timelines = new WeakMap<Table, WeakMap<readonly GameEvent[], Game[]>>();

function timelineOf(table: Table, log: readonly GameEvent[]): Game[] {
  let byLog = timelines.get(table);
  if (!byLog) timelines.set(table, (byLog = new WeakMap()));
  let games = byLog.get(log);
  if (!games) byLog.set(log, (games = [newGame(table)]));
  return games;
}

export function gameAt(table: Table, log: readonly GameEvent[], cursor: number): Game {
  const games = timelineOf(table, log);
  while (games.length <= cursor) {
    const r = applyEvent(games[games.length - 1]!, log[games.length - 1]!);
    if (!r.ok) break; // cannot happen for a log built by dispatch; stop rather than throw
    games.push(r.value);
  }
  return games[Math.min(cursor, games.length - 1)]!;
}

export function selectTable(s: GameStoreState): Table | null {
  return buildFor(s.setup).table;
}

export function selectGame(s: GameStoreState): Game | null {
  const table = selectTable(s);
  return table ? gameAt(table, s.log, s.cursor) : null;
}

export function selectDerived(s: GameStoreState): DerivedTable | null {
  const game = selectGame(s);
  return game ? derive(game) : null;
}

/** The seat the chart focuses on: the selection, else the first active player. */
export function selectFocus(s: GameStoreState): number | null {
  if (s.ui.selected !== null) return s.ui.selected;
  return selectDerived(s)?.activePlayers[0] ?? null;
}

// ---- the store ----

export function createGameStore(initial: Scenario = DEFAULT_SCENARIO) {
  const setup0 = withoutEvents(initial);
  return createStore<GameStoreState>()((set, get) => ({
    setup: setup0,
    log: initial.events ?? [],
    cursor: (initial.events ?? []).length,
    refusal: null,
    ui: initialUi,

    start: (scenario) => {
      const setup = withoutEvents(scenario);
      const built = buildFor(setup);
      if (!built.table) return built.errors[0] ?? { message: 'This table cannot be played.' };
      set((s) => ({
        setup,
        log: [],
        cursor: 0,
        refusal: null,
        ui: { ...s.ui, screen: 'table', selected: null, hovered: null },
      }));
      return null;
    },

    dispatch: (event) => {
      const s = get();
      const table = selectTable(s);
      if (!table) return { message: 'No table is set up.' };
      const game = gameAt(table, s.log, s.cursor);
      const r = applyEvent(game, event);
      if (!r.ok) {
        set({ refusal: r.error });
        return r.error;
      }
      const log = [...s.log.slice(0, s.cursor), event];
      // Prime the new log's timeline with the games already known and the one just computed.
      const known = timelineOf(table, s.log).slice(0, s.cursor + 1);
      timelines.get(table)!.set(log, [...known, r.value]);
      set({ log, cursor: s.cursor + 1, refusal: null });
      return null;
    },

    undo: () => set((s) => (s.cursor > 0 ? { cursor: s.cursor - 1, refusal: null } : {})),
    redo: () =>
      set((s) => (s.cursor < s.log.length ? { cursor: s.cursor + 1, refusal: null } : {})),
    jumpTo: (cursor) =>
      set((s) => ({ cursor: Math.max(0, Math.min(s.log.length, cursor)), refusal: null })),
    editSetup: () => set((s) => ({ ui: { ...s.ui, screen: 'setup' } })),
    backToTable: () => set((s) => ({ ui: { ...s.ui, screen: 'table' } })),
    dismissRefusal: () => set({ refusal: null }),
    setUi: (patch) => set((s) => ({ ui: { ...s.ui, ...patch } })),
    toggleSelected: (seat) =>
      set((s) => ({ ui: { ...s.ui, selected: s.ui.selected === seat ? null : seat } })),
  }));
}

export type GameStore = ReturnType<typeof createGameStore>;

/** The app's store. Tests make their own with createGameStore(). */
export const gameStore = createGameStore();

export function useGame<T>(selector: (s: GameStoreState) => T): T {
  return useStore(gameStore, selector);
}
