// Every game recorded by itself: when the game shown ends (a side wins, or a draw), its record
// is kept with no tap; undoing past the end takes it back, and redoing keeps it again. Every
// device of a live table runs this on the same merged game, and a game has one id everywhere
// (gameId), so the room's games are kept once on each device, whoever was there.
import { localTime, type GameEvent, type Scenario, type Table } from '../rules';
import { recordOf } from '../rules/record';
import {
  buildFor,
  gameAt,
  selectTable,
  type GameStore,
  type GameStoreState,
} from '../store/gameStore';
import { gameId, nightOf, type KeptGame, type RecordsDb } from './records';
import { storyFacts } from './storyFacts';

/** Ids by setup: a game begun in this version has one from its setup alone, hashed once. */
const ids = new WeakMap<Scenario, string>();
function idOf(s: Pick<GameStoreState, 'setup' | 'log'>): string {
  if (!s.setup.startedAt) return gameId(s.setup, s.log);
  let id = ids.get(s.setup);
  if (id === undefined) ids.set(s.setup, (id = gameId(s.setup, s.log)));
  return id;
}

/** The game shown as a game to keep, or null while no table is set up. */
export function keptGameOf(
  s: Pick<GameStoreState, 'setup' | 'log' | 'cursor'>,
  now = new Date(),
): KeptGame | null {
  const table = buildFor(s.setup).table;
  if (!table) return null;
  return keepable(table, s.setup, s.log.slice(0, s.cursor), idOf(s), now);
}

function keepable(
  table: Table,
  setup: Scenario,
  events: readonly GameEvent[],
  /** From the whole log, undone moves too: undo and redo keep one game one id. */
  id: string,
  now: Date,
): KeptGame | null {
  const r = recordOf(table, events, setup.startedAt);
  if (!r.ok) return null;
  const keptAt = r.value.endedAt ?? localTime(now);
  const { events: _e, ...bare } = setup;
  return {
    id,
    night: nightOf(r.value.startedAt, keptAt),
    keptAt,
    scenario: { ...bare, events: [...events] },
    record: r.value,
  };
}

/**
 * `game` with its story's facts, worked out in an idle moment: not in the move that ended the
 * game (a replay of every move, on a slow phone tens of milliseconds before that move's frame).
 */
function withStory(game: KeptGame): Promise<KeptGame> {
  return new Promise((done) => {
    const add = () => {
      const story = storyFacts(game.scenario);
      done(story ? { ...game, story } : game);
    };
    if (typeof requestIdleCallback === 'function') requestIdleCallback(add, { timeout: 500 });
    else setTimeout(add, 0);
  });
}

export interface Recorder {
  /** "We stopped here": keeps the game shown as it is, marked unfinished if it is not over. */
  keepNow(): Promise<KeptGame | null>;
  /** Waits for the writes begun so far (tests, and the records screen before it reads). */
  settled(): Promise<void>;
  stop(): void;
}

/** Keeps `store`'s games in `db` as they end. `onKept` hears each game kept or taken back. */
export function startRecorder(
  store: GameStore,
  db: RecordsDb,
  onKept?: (game: KeptGame, kept: boolean) => void,
): Recorder {
  let queue: Promise<void> = Promise.resolve();
  const run = (job: () => Promise<void>) => {
    // One write after another, so a quick undo and redo land in the order they were made.
    queue = queue.then(job).catch(() => undefined);
    return queue;
  };
  /** The id and cursor of the ended game this device kept last: nothing to write twice. */
  let last: { id: string; cursor: number; over: boolean } | null = null;

  const check = (s: GameStoreState) => {
    const table = selectTable(s);
    if (!table) return;
    const over = gameAt(table, s.log, s.cursor).over;
    const id = idOf(s);
    if (last && last.id === id && last.cursor === s.cursor && last.over === over) return;
    const was = last;
    last = { id, cursor: s.cursor, over };
    if (over) {
      const game = keptGameOf(s);
      if (game)
        void run(async () => {
          const kept = await withStory(game);
          await db.put(kept);
          onKept?.(kept, true);
        });
    } else if (was?.id === id && was.over)
      // Undone past the end: the game goes on, so it is no longer a finished game.
      void run(async () => {
        const kept = await db.get(id);
        if (kept && kept.record.result !== 'playing') {
          await db.remove(id);
          onKept?.(kept, false);
        }
      });
  };
  check(store.getState());
  const unsubscribe = store.subscribe((s, prev) => {
    if (s.log !== prev.log || s.cursor !== prev.cursor || s.setup !== prev.setup) check(s);
  });
  return {
    keepNow: async () => {
      const game = keptGameOf(store.getState());
      if (!game) return null;
      const kept = await withStory(game);
      await run(() => db.put(kept));
      return kept;
    },
    settled: () => queue,
    stop: unsubscribe,
  };
}
