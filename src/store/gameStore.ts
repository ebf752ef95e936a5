// The app's one store. Facts: the setup and the event log (with a cursor, so undo and redo only
// move it). UI state — selection, hover, toggles — lives beside them, apart; which screen shows is
// the router's (src/router). The table, the game and everything on screen are derived through
// memoised selectors below.
import { createContext, useContext } from 'react';
import { createStore, useStore } from 'zustand';
import {
  DEFAULT_SCENARIO,
  applyEvent,
  defaultTable,
  derive,
  localTime,
  newGame,
  tableOf,
  type DerivedTable,
  type Game,
  type GameEvent,
  type GatheredEvent,
  type Result,
  type RuleError,
  type Scenario,
  type Table,
} from '../rules';
import { errorOf } from '../rules/terms';
import { words } from '../rules/words';

/** The refusals of a store with no table to play on (a setup the rules refuse). */
export const noTable = (): RuleError =>
  errorOf(words(/*i18n*/ { id: 'store.noTable', message: 'No table is set up.' }));
export const unplayable = (): RuleError =>
  errorOf(words(/*i18n*/ { id: 'store.unplayable', message: 'This table cannot be played.' }));

/** 'system' follows the device's light or dark setting until the user picks one. */
export type Theme = 'system' | 'dark' | 'light';

export interface UiState {
  /** The seat whose range and attacks are drawn; null = the active player. */
  selected: number | null;
  /** Whose range is drawn while no seat is selected (a lesson's step); null = the active player. */
  defaultFocus: number | null;
  /** A seat ringed while none is selected (a lesson's step: who makes a choice, 801.5c). */
  ringed: number | null;
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
  /** Table mode: the chart fills the screen as the table's life counter; the panels step aside. */
  tableMode: boolean;
  /**
   * Someone chose table mode or the full page on this device: a phone laid flat no longer turns
   * table mode on by itself (useLaidFlat).
   */
  tableModeChosen: boolean;
  /** The turn timer (off by default) and its limit in minutes, 0 for none. */
  timer: boolean;
  timerLimit: number;
  /** Presentation mode: the chart, its legend and the turn controls alone, as large as fit. */
  presenting: boolean;
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
  /** A counter event: which counter (counters.ts). */
  counter?: string;
  amount: number;
}

/** How long a counter waits after the last tap before its change becomes one history entry. */
export const GATHER_MS = 1200;

const samePending = (a: PendingChange, b: PendingChange) =>
  a.type === b.type &&
  a.player === b.player &&
  a.from === b.from &&
  a.commander === b.commander &&
  a.counter === b.counter;

/**
 * Where moves go while a live room drives this table (the live chunk provides it). The store
 * still checks each move and gathers taps; the room's merge decides what counts, and its game
 * comes back through `follow` (follow.ts).
 */
export interface Transport {
  /** A move the rules allow on `game`, the game at `cursor`. */
  move: (event: GameEvent, game: Game, cursor: number) => RuleError | null;
  undo: () => void;
  redo: () => void;
  /** The store has just started a table (a new game or a rematch): share it. */
  started: (setup: Scenario) => void;
  /** A view-only device: it follows the game and changes nothing, so it offers no control. */
  watching?: boolean;
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
  /** Taps on a counter not yet in the log (see PendingChange). */
  pending: PendingChange | null;
  /** The game a rematch replaced, so Undo at the rematch's start can bring it back. */
  rematchOf: Pick<GameStoreState, 'setup' | 'log' | 'cursor'> | null;
  ui: UiState;
  /** Set while a live room drives this table; null on one device. */
  transport: Transport | null;

  start: (setup: Scenario) => RuleError | null;
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
  defaultFocus: null,
  ringed: null,
  hovered: null,
  showAllRanges: false,
  showDeploy: false,
  textView: false,
  historyOpen: false,
  theme: 'system',
  keepAwake: false,
  flat: false,
  tableMode: false,
  tableModeChosen: false,
  timer: false,
  timerLimit: 0,
  presenting: false,
};

function withoutEvents(s: Scenario): Scenario {
  const { events: _events, ...setup } = s;
  return setup;
}

// ---- derived, memoised ----

/**
 * The one memo for derived state: a value per input object, held weakly, so a setup, table or log
 * no store holds any more takes its entries with it, and several stores (a lesson beside the
 * user's table) never evict each other's. `prime` stores a value already known.
 */
export function memo<K extends object, V>(make: (key: K) => V) {
  const cache = new WeakMap<K, V>();
  const get = (key: K): V => {
    let v = cache.get(key);
    if (v === undefined) cache.set(key, (v = make(key)));
    return v;
  };
  get.prime = (key: K, value: V) => void cache.set(key, value);
  return get;
}

/**
 * The validated table for a setup. The app's opening table comes built (createGameStore); any
 * other needs rules/setup.ts loaded (rules/building.ts).
 */
export const buildFor = memo((setup: Scenario) => tableOf(setup));

/**
 * Games after 0, 1, 2, … events of a log, per table and log; a gap is a game not needed yet.
 * Undo and redo move the cursor over games already known, dispatch primes the new log with the
 * old one's games, and a merged game comes in played: a move costs one event, not a replay.
 */
export const timelines = memo((table: Table) =>
  memo((_log: readonly GameEvent[]): Game[] => [newGame(table)]),
);

export function gameAt(table: Table, log: readonly GameEvent[], cursor: number): Game {
  const games = timelines(table)(log);
  let k = cursor;
  while (!games[k]) k--;
  for (; k < cursor; k++) {
    const r = applyEvent(games[k]!, log[k]!);
    if (!r.ok) break; // cannot happen for a log built by dispatch; stop rather than throw
    games[k + 1] = r.value;
  }
  return games[k]!;
}

export function selectTable(s: GameStoreState): Table | null {
  return buildFor(s.setup).table;
}

/** The event gathered taps become (commitPending dispatches it), or null while they add to 0. */
export function pendingEvent(p: PendingChange): GameEvent | null {
  if (p.amount === 0) return null;
  const { type, player, amount } = p;
  return type === 'commanderDamage'
    ? {
        type,
        player,
        from: p.from!,
        amount,
        ...(p.commander ? { commander: p.commander } : {}),
      }
    : type === 'counter'
      ? { type, player, counter: p.counter!, amount }
      : { type, player, amount };
}

/** The taps' event applied to the game they were made on: shown at once, and kept so committing
 * them (commitPending) uses this result rather than applying the event a second time. */
const provisional = new WeakMap<PendingChange, { base: Game; result: Result<Game> }>();

/**
 * The game as shown: the log up to the cursor, with the taps still being gathered already applied
 * (life, poison, commander damage, a counter, and a loss they cause, 704.5), so the chart, the
 * panels and the text view show a tap in the frame after it, not when it is saved. The history
 * gets the tap when the taps are gathered into one entry (commitPending).
 */
export function selectGame(s: GameStoreState): Game | null {
  const table = selectTable(s);
  if (!table) return null;
  const base = gameAt(table, s.log, s.cursor);
  const p = s.pending;
  const event = p ? pendingEvent(p) : null;
  if (!p || !event) return base;
  let known = provisional.get(p);
  if (known?.base !== base) provisional.set(p, (known = { base, result: applyEvent(base, event) }));
  return known.result.ok ? known.result.value : base;
}

export function selectDerived(s: GameStoreState): DerivedTable | null {
  const game = selectGame(s);
  return game ? derive(game) : null;
}

/**
 * The player the taps being gathered are on. Their counters stay at hand even when those taps
 * show them out of the game (selectGame), so a tap too many can still be taken back.
 */
export const selectTappedPlayer = (s: GameStoreState): string | null =>
  s.pending && s.pending.amount !== 0 ? s.pending.player : null;

/** The seat the chart focuses on: the selection, else the default focus, else the first active. */
export function selectFocus(s: GameStoreState): number | null {
  return s.ui.selected ?? s.ui.defaultFocus ?? selectDerived(s)?.activePlayers[0] ?? null;
}

/** The seat ringed on the chart: the selection, else the one a lesson's step rings. */
export const selectRinged = (s: GameStoreState) => s.ui.selected ?? s.ui.ringed;

// ---- the store ----

/** Now, as events and a game's start keep it. */
export const stamp = () => localTime(new Date());

export function createGameStore(initial: Scenario = DEFAULT_SCENARIO) {
  const setup0 = withoutEvents(initial);
  if (initial === DEFAULT_SCENARIO) {
    const table = defaultTable();
    buildFor.prime(setup0, { table, errors: [], warnings: table.warnings as RuleError[] });
  }
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  /** A move checked against the game at the cursor and, when legal, appended; `shown`: the taps'
   * event already applied for the screen (selectGame), used as it is when made on that game. */
  const commit = (
    event: GameEvent,
    shown?: { base: Game; result: Result<Game> },
  ): RuleError | null => {
    const s = store.getState();
    const table = selectTable(s);
    if (!table) return noTable();
    const game = gameAt(table, s.log, s.cursor);
    // Each move keeps when it was made (a record's times); a live one keeps its maker's.
    if (event.at === undefined) event = { ...event, at: stamp() };
    const r = shown?.base === game ? shown.result : applyEvent(game, event);
    const refusal = r.ok ? (s.transport?.move(event, game, s.cursor) ?? null) : r.error;
    if (r.ok && !s.transport) {
      const log = [...s.log.slice(0, s.cursor), event];
      // Prime the new log's timeline with the games already known and the one just computed.
      timelines(table).prime(log, [...timelines(table)(s.log).slice(0, s.cursor + 1), r.value]);
      // One update: every subscriber (each component's selectors) runs once for the move.
      store.setState({ log, cursor: s.cursor + 1, refusal });
    } else store.setState({ refusal });
    return refusal;
  };
  const store = createStore<GameStoreState>()((set, get) => ({
    setup: setup0,
    log: initial.events ?? [],
    cursor: (initial.events ?? []).length,
    refusal: null,
    pending: null,
    rematchOf: null,
    ui: initialUi,
    transport: null,

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
      const event = pendingEvent(pending);
      return event ? commit(event, provisional.get(pending)) : null;
    },

    start: (scenario) => {
      stopTimer();
      // A game begins now: its record counts its minutes from here.
      const setup = { ...withoutEvents(scenario), startedAt: stamp() };
      const built = buildFor(setup);
      if (!built.table) return built.errors[0] ?? unplayable();
      set((s) => ({
        setup,
        log: [],
        cursor: 0,
        refusal: null,
        pending: null,
        rematchOf: null,
        ui: { ...s.ui, selected: null, hovered: null },
      }));
      get().transport?.started(setup);
      return null;
    },

    dispatch: (event) => {
      if (get().pending) get().commitPending();
      return commit(event);
    },

    // Undo takes back gathered taps too: they become their entry first, so redo can restore them.
    // At the start of a rematch, undo brings back the game it replaced, where that game ended.
    undo: () => {
      get().commitPending();
      const { transport } = get();
      if (transport) transport.undo();
      else
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
      const { transport } = get();
      if (transport) transport.redo();
      else set((s) => (s.cursor < s.log.length ? { cursor: s.cursor + 1, refusal: null } : {}));
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
  // The selected player leaves the game (800.4) by a move, an undo or another device: a player
  // out of the game has no range or attacks to draw, so the chart turns to the active player
  // rather than showing nothing until another seat is tapped.
  // Gathered taps are committed in two updates: the taps are cleared, then their event joins the
  // log (here or through the live table). The next move is compared with the game shown with the
  // taps, not the one in between: a player they had put out does not seem to leave only then.
  let held: boolean | undefined;
  store.subscribe((s, prev) => {
    const seat = s.ui.selected;
    const was = held ?? (seat !== null && selectDerived(prev)?.players[seat]?.inGame);
    held = undefined;
    if (seat === null || seat !== prev.ui.selected) return;
    if (s.log === prev.log && s.cursor === prev.cursor && s.setup === prev.setup) {
      if (prev.pending && !s.pending) held = was;
      return;
    }
    if (was && !selectDerived(s)?.players[seat]?.inGame)
      store.setState({ ui: { ...s.ui, selected: null } });
  });
  return store;
}

export type GameStore = ReturnType<typeof createGameStore>;

/**
 * The app's store: the user's table. Code outside React (saving, links, the live room) uses it
 * directly; components read whichever store the GameStoreProvider above them supplies.
 */
export const gameStore = createGameStore();

const StoreContext = createContext<GameStore | null>(null);

/**
 * Supplies the store to the components below it (`<GameStoreProvider value={store}>`): the app's
 * own at the table, a lesson's own in the lesson player, so one set of panels serves both.
 */
export const GameStoreProvider = StoreContext;

/** The store of the nearest GameStoreProvider. */
export function useGameStore(): GameStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('No GameStoreProvider');
  return store;
}

/** A value from the provided store; the component re-renders when the selector's result changes. */
export function useGame<T>(selector: (s: GameStoreState) => T): T {
  return useStore(useGameStore(), selector);
}
