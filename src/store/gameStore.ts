// The app's one store. Facts: the setup and the event log (with a cursor, so undo and redo only
// move it). UI state — selection, hover, toggles — lives beside them, apart; which screen shows is
// the router's (src/router). The table, the game and everything on screen are derived through
// memoised selectors below.
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
  type GatheredEvent,
  type RuleError,
  type Scenario,
  type Table,
} from '../rules';
import { randomSeed, rematchSetup } from './newGame';

/** 'system' follows the device's light or dark setting until the user picks one. */
export type Theme = 'system' | 'dark' | 'light';

export interface UiState {
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
  /** Flat on the table: every seat's words turn to face the player sitting there. */
  flat: boolean;
  /** The turn timer (off by default) and its limit in minutes, 0 for none. */
  timer: boolean;
  timerLimit: number;
}

/**
 * Quick taps on a life counter, gathered into one history entry (as good life counters do): the
 * running change shows at once, and the event is dispatched after a short pause — or at once when
 * anything else happens (another counter, End turn, undo, a reload).
 */
export interface PendingChange {
  /** A counter whose taps gather (rules/events: the events with an amount). */
  type: GatheredEvent['type'];
  player: string;
  /** Commander damage: whose commander, and which of two partners. */
  from?: string;
  commander?: 1 | 2;
  amount: number;
}

/** How long a counter waits after the last tap before its change becomes one history entry. */
export const GATHER_MS = 1200;

const samePending = (a: PendingChange, b: PendingChange) =>
  a.type === b.type && a.player === b.player && a.from === b.from && a.commander === b.commander;

export interface GameStoreState {
  /** The table's setup (a scenario without events). */
  setup: Scenario;
  /** Every event so far, including undone ones still available to redo. */
  log: readonly GameEvent[];
  /** How many events of the log are applied. */
  cursor: number;
  /** The last action the rules refused, to show once. */
  refusal: RuleError | null;
  /** Taps on a counter not yet in the log (see PendingChange). */
  pending: PendingChange | null;
  /** The game a rematch replaced, so Undo at the rematch's start can bring it back. */
  rematchOf: Pick<GameStoreState, 'setup' | 'log' | 'cursor'> | null;
  ui: UiState;

  start: (setup: Scenario) => RuleError | null;
  /** A new game with the same players, seats and options; the rules pick who goes first anew. */
  rematch: (seed?: number) => RuleError | null;
  dispatch: (event: GameEvent) => RuleError | null;
  /** A tap on a life, poison or commander-damage counter: gathered with the taps before it. */
  tap: (change: PendingChange) => void;
  /** Turns the gathered taps into one event now (also done by every other action). */
  commitPending: () => RuleError | null;
  undo: () => void;
  redo: () => void;
  jumpTo: (cursor: number) => void;
  dismissRefusal: () => void;
  setUi: (patch: Partial<UiState>) => void;
  toggleSelected: (seat: number) => void;
}

const initialUi: UiState = {
  selected: null,
  hovered: null,
  showAllRanges: false,
  showDeploy: false,
  textView: false,
  historyOpen: false,
  theme: 'system',
  keepAwake: false,
  flat: false,
  timer: false,
  timerLimit: 0,
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
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return createStore<GameStoreState>()((set, get) => ({
    setup: setup0,
    log: initial.events ?? [],
    cursor: (initial.events ?? []).length,
    refusal: null,
    pending: null,
    rematchOf: null,
    ui: initialUi,

    tap: (change) => {
      const { pending } = get();
      let next = change;
      if (pending && samePending(pending, change))
        next = { ...pending, amount: pending.amount + change.amount };
      else if (pending) get().commitPending();
      // Commander damage is never negative (107.1b): a − tap only takes back taps not yet saved.
      if (next.type === 'commanderDamage' && next.amount < 0) next = { ...next, amount: 0 };
      stopTimer();
      timer = setTimeout(() => get().commitPending(), GATHER_MS);
      set({ pending: next, refusal: null });
    },

    commitPending: () => {
      const { pending } = get();
      stopTimer();
      if (!pending) return null;
      set({ pending: null });
      if (pending.amount === 0) return null;
      const { type, player, amount } = pending;
      const event: GameEvent =
        type === 'commanderDamage'
          ? {
              type,
              player,
              from: pending.from!,
              amount,
              ...(pending.commander ? { commander: pending.commander } : {}),
            }
          : { type, player, amount };
      return get().dispatch(event);
    },

    start: (scenario) => {
      stopTimer();
      const setup = withoutEvents(scenario);
      const built = buildFor(setup);
      if (!built.table) return built.errors[0] ?? { message: 'This table cannot be played.' };
      set((s) => ({
        setup,
        log: [],
        cursor: 0,
        refusal: null,
        pending: null,
        rematchOf: null,
        ui: { ...s.ui, selected: null, hovered: null },
      }));
      return null;
    },

    rematch: (seed = randomSeed()) => {
      get().commitPending();
      const s = get();
      const table = selectTable(s);
      if (!table) return { message: 'No table is set up.' };
      const setup = rematchSetup(s.setup, table, seed);
      const built = buildFor(setup);
      if (!built.table) return built.errors[0] ?? { message: 'This table cannot be played.' };
      stopTimer();
      set((now) => ({
        setup,
        log: [],
        cursor: 0,
        refusal: null,
        pending: null,
        rematchOf: { setup: s.setup, log: s.log, cursor: s.cursor },
        ui: { ...now.ui, selected: null, hovered: null },
      }));
      return null;
    },

    dispatch: (event) => {
      if (get().pending) get().commitPending();
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

    // Undo takes back gathered taps too: they become their entry first, so redo can restore them.
    // At the start of a rematch, undo brings back the game it replaced, where that game ended.
    undo: () => {
      get().commitPending();
      set((s) =>
        s.cursor > 0
          ? { cursor: s.cursor - 1, refusal: null }
          : s.rematchOf
            ? { ...s.rematchOf, rematchOf: null, refusal: null, ui: { ...s.ui, selected: null } }
            : {},
      );
    },
    redo: () => {
      get().commitPending();
      set((s) => (s.cursor < s.log.length ? { cursor: s.cursor + 1, refusal: null } : {}));
    },
    jumpTo: (cursor) => {
      get().commitPending();
      set((s) => ({ cursor: Math.max(0, Math.min(s.log.length, cursor)), refusal: null }));
    },
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
