// One game played from several devices. Each device appends records to one shared, ordered list
// (the sync engine merges the lists of all devices into the same order everywhere); this reducer
// turns that list into the game. It is a pure function of the list, so every device that holds the
// same records derives the identical table, whatever order the records arrived in.
//
// - Each event records the turn it was made on. An event that belongs to a turn (End turn, the
//   planar die, planeswalking) is dropped when that turn is no longer the current one: two devices
//   pressing End turn on turn 4 pass turn 4 once, and the later press is kept as "already ended".
// - Life, poison and commander damage never go stale: changes made on two devices both count
//   (119.3: life is gained and lost in amounts, so concurrent changes add up).
// - Anything else the rules refuse when its turn comes (a player who already left leaves again) is
//   dropped with the rules' reason.
// - Undo and redo are records too, naming the event they undo or restore, so they work from any
//   device and never undo someone else's newer move by position.
// - A new game (start or rematch) is a record; events made for an earlier game are dropped.
// - Every record is read field by field, as a scenario file is, and a new game must build: what a
//   hostile or broken device shares is ignored with a note, and the game in force stays.
// Every event (a merge reads any event).
import './events/all';
import './turns/load';
// Shared records are input: their names are compared with Unicode's look-alike table.
import './confusables';
import { newGame, type Game, type Marker } from './game';
import { seatOf } from './seats';
import { turnsOf, type TurnsName } from './turns';
import { applyEvent, replay } from './play';
import type { Result, RuleError } from './terms';
import type { Table } from './table';
import type { GameEvent, Scenario } from './types';
import { parseScenario } from './scenario';
import { eventSpec, eventWords } from './events';
import { errorOf } from './terms';
import { english, words, wordsKey, type Words } from './words';
import { parseEvent } from './events/schema';

export type LiveRecord =
  | { k: 'game'; id: string; dev: string; setup: Scenario }
  | { k: 'ev'; id: string; dev: string; game: string; turn: number; event: GameEvent }
  | { k: 'undo' | 'redo'; id: string; dev: string; target: string };

export type EntryStatus = 'applied' | 'already ended' | 'refused' | 'undone' | 'earlier game';

export interface MergedEntry {
  id: string;
  dev: string;
  turn: number;
  event: GameEvent;
  status: EntryStatus;
  /** Why a dropped event was dropped, in words, with the rule when the rules refused it. */
  why?: string;
  /** The same as a message, for the page (src/rules/words.ts). */
  whyWords?: Words | string;
  rule?: string;
}

export interface Merged {
  /** The game record in force (the last one in the list); null before any. */
  gameId: string | null;
  /** Where the game record in force sits in the list; -1 before any. */
  start: number;
  setup: Scenario | null;
  /** Events applied, in order, with their record ids. */
  events: GameEvent[];
  ids: string[];
  /** Every event record of the current game, applied or not, in list order. */
  entries: MergedEntry[];
  /** Undone events that Redo would bring back, the next one first. */
  redoable: { id: string; event: GameEvent }[];
  /**
   * Records after the game record in force that could not be read or built, each as a line for
   * the history, shown after applied event `after` (0 = before the first).
   */
  ignored: { after: number; text: string; words: Words | string }[];
}

/** Events that happen within a turn: stale once that turn has ended (500.1, 500.3). */
const turnBound = (event: GameEvent) => eventSpec(event.type)?.turnBound === true;

/** Grand Melee: the running turn (its marker) a turn-bound event belongs to, if any. */
function runningMarker(game: Game, event: GameEvent): Marker | undefined {
  const running = game.markers.filter((m) => m.takingTurn);
  if (event.type === 'endTurn' && event.marker !== undefined)
    return running.find((m) => m.number === event.marker);
  const player = 'player' in event ? event.player : undefined;
  if (typeof player === 'string') {
    const seat = seatOf(game.table, player);
    return running.find((m) => m.holder === seat);
  }
  return running.length === 1 ? running[0] : undefined;
}

/**
 * For each turn policy (turns/): the running turn a turn-bound event belongs to, and whether the
 * turn a record was made on still runs. One turn at a time: the count of turns begun. With turn
 * markers several run at once (807.4), so a turn-bound event names the turn its own marker began,
 * and ending one marker's turn does not make another marker's End turn stale.
 */
const TURN_STAMPS: {
  readonly [K in TurnsName]: {
    turnOf(game: Game, event: GameEvent): number;
    stillRunning(game: Game, turn: number, event: GameEvent): boolean;
  };
} = {
  'one-at-a-time': {
    turnOf: (game) => game.turn,
    stillRunning: (game, turn) => turn === game.turn,
  },
  'turn-markers': {
    turnOf: (game, event) => runningMarker(game, event)?.began ?? game.turn,
    stillRunning: (game, turn, event) => runningMarker(game, event)?.began === turn,
  },
};

/** The turn an event is made on, as a device records it (see TURN_STAMPS). */
export function turnStamp(game: Game, event: GameEvent): number {
  if (!turnBound(event)) return game.turn;
  return TURN_STAMPS[turnsOf(game.table).name].turnOf(game, event);
}

/** Whether the turn a turn-bound record was made on is still running. */
function stillRunning(game: Game, turn: number, event: GameEvent): boolean {
  return TURN_STAMPS[turnsOf(game.table).name].stillRunning(game, turn, event);
}

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const isStr = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length < 200;

/** What a device shared that this app can't use. */
type Shared = 'table' | 'move' | 'undo' | 'record';
const ignoredLine = (what: Shared, why?: Words | string): Words =>
  why
    ? words(
        /*i18n*/ {
          id: 'merge.ignored.why',
          message:
            "A device shared {what, select, table {a table this app can't open} move {a move this app can't read} undo {an undo or redo this app can't read} other {a record this app can't read}}; it was ignored. {why}",
        },
        { what, why },
      )
    : words(
        /*i18n*/ {
          id: 'merge.ignored',
          message:
            "A device shared {what, select, table {a table this app can't open} move {a move this app can't read} undo {an undo or redo this app can't read} other {a record this app can't read}}; it was ignored.",
        },
        { what },
      );
const unread = (what: Shared, why?: RuleError): Result<never> => ({
  ok: false,
  error: errorOf(ignoredLine(what, why && (why.words ?? why.message))),
});

/**
 * A record from the shared list, or why not, as a line for the history (a hostile or broken
 * device). Setups and events are read field by field by the same reader as scenario files and
 * links; the record itself is kept as it came, so the same setup stays the same object.
 */
export function readRecord(x: unknown): Result<LiveRecord> {
  const ok = { ok: true, value: x as LiveRecord } as const;
  if (!isObj(x) || !isStr(x.id) || !isStr(x.dev)) return unread('record');
  if (x.k === 'game') {
    const setup = parseScenario(x.setup);
    return setup.ok ? ok : unread('table', setup.error);
  }
  if (x.k === 'undo' || x.k === 'redo') return isStr(x.target) ? ok : unread('undo');
  if (x.k === 'ev') {
    if (!isStr(x.game) || !Number.isSafeInteger(x.turn)) return unread('move');
    const event = parseEvent(x.event);
    return event.ok ? ok : unread('move', event.error);
  }
  return unread('record');
}

type Build = (setup: Scenario) => { table: Table | null; errors: readonly RuleError[] };

/**
 * The game record in force: the last one in the list whose setup builds. A table that does not
 * build (an unknown variant, more players than this app seats) is skipped, so no record can take
 * the game away from every device; its index is returned with it.
 */
function currentGame(read: readonly Result<LiveRecord>[], build: Build) {
  for (let i = read.length - 1; i >= 0; i--) {
    const r = read[i]!;
    if (!r.ok || r.value.k !== 'game') continue;
    const table = build(r.value.setup).table;
    if (table) return { at: i, g: r.value, table };
  }
  return null;
}

/**
 * Notes for the records after the game in force that could not be read or built, each after the
 * events applied before it. The same note many times in a row is one line (a flooding device).
 */
function ignoredNotes(
  records: readonly unknown[],
  read: readonly Result<LiveRecord>[],
  from: number,
  gameId: string | null,
  build: Build,
  appliedBefore: (i: number) => number,
): Merged['ignored'] {
  const notes: (Merged['ignored'][number] & { times: number })[] = [];
  for (let i = from; i < records.length; i++) {
    const r = read[i]!;
    const x = records[i];
    let line: Words | string;
    if (r.ok) {
      if (r.value.k !== 'game') continue;
      const why = build(r.value.setup).errors[0];
      line = ignoredLine('table', why && (why.words ?? why.message));
    } else if (isObj(x) && x.k === 'ev' && isStr(x.game) && x.game !== gameId) continue;
    else line = r.error.words ?? r.error.message;
    const text = english(line);
    const after = appliedBefore(i);
    const last = notes[notes.length - 1];
    // The same problem by its message, not its English (the browser may have that only later).
    if (last && last.after === after && wordsKey(last.words) === wordsKey(line)) last.times++;
    else notes.push({ after, text, words: line, times: 1 });
  }
  return notes.map(({ after, text, words: line, times }) => {
    if (times === 1) return { after, text, words: line };
    const w = words(
      /*i18n*/ {
        id: 'merge.times',
        message: '{line} ({times, plural, one {# time} other {# times}})',
      },
      { line, times },
    );
    return { after, text: english(w), words: w };
  });
}

/**
 * The game a shared list describes. `build` turns a setup into a table (the store memoises it).
 * Records that cannot be read, and game records whose setup does not build, are ignored with a
 * note for the history.
 */
export function mergeRecords(
  list: readonly unknown[],
  build: Build,
): Merged & { table: Table | null; game: Game | null } {
  const read = list.map(readRecord);
  const records = read.flatMap((r) => (r.ok ? [r.value] : []));
  const found = currentGame(read, build);
  const empty = { events: [], ids: [], entries: [], redoable: [] };
  if (!found) {
    const ignored = ignoredNotes(list, read, 0, null, build, () => 0);
    return { gameId: null, start: -1, setup: null, table: null, game: null, ...empty, ignored };
  }
  const { g, table } = found;

  // The last undo or redo naming an event decides whether it is undone.
  const undone = new Map<string, boolean>();
  const lastUndo = new Map<string, number>();
  let lastEvent = -1;
  records.forEach((r, i) => {
    if (r.k === 'undo' || r.k === 'redo') undone.set(r.target, r.k === 'undo');
    if (r.k === 'undo') lastUndo.set(r.target, i);
    if (r.k === 'ev' && r.game === g.id) lastEvent = i;
  });

  let game = newGame(table);
  const events: GameEvent[] = [];
  const ids: string[] = [];
  const entries: MergedEntry[] = [];
  const byId = new Map<string, GameEvent>();
  const before: number[] = []; // events applied before each record of the list
  for (let i = 0; i < read.length; i++) {
    before[i] = events.length;
    const x = read[i]!;
    if (!x.ok || x.value.k !== 'ev') continue;
    const r = x.value;
    const base = { id: r.id, dev: r.dev, turn: r.turn, event: r.event };
    if (r.game !== g.id) continue; // a record of an earlier game: not part of this one
    if (byId.has(r.id)) continue; // the same record twice (a replayed update): once only
    byId.set(r.id, r.event);
    if (undone.get(r.id)) {
      entries.push({ ...base, status: 'undone' });
      continue;
    }
    if (turnBound(r.event) && !stillRunning(game, r.turn, r.event)) {
      const turn = r.turn;
      const w =
        r.turn <= game.turn
          ? r.event.type === 'endTurn'
            ? words(
                /*i18n*/ {
                  id: 'merge.stale.passed',
                  message: 'already ended: turn {turn} had been passed on another device',
                },
                { turn },
              )
            : words(
                /*i18n*/ {
                  id: 'merge.stale.ended',
                  message: 'turn {turn} had already ended on another device',
                },
                { turn },
              )
          : words(
              /*i18n*/ {
                id: 'merge.stale.undone',
                message: 'made on turn {turn}, which was undone on another device',
              },
              { turn },
            );
      entries.push({
        ...base,
        status: 'already ended',
        why: english(w),
        whyWords: w,
        rule: '500.1',
      });
      continue;
    }
    let result: ReturnType<typeof applyEvent>;
    try {
      result = applyEvent(game, r.event);
    } catch {
      result = {
        ok: false,
        error: errorOf(
          words(/*i18n*/ { id: 'merge.unreadEvent', message: 'The event could not be read.' }),
        ),
      };
    }
    if (!result.ok) {
      entries.push({
        ...base,
        status: 'refused',
        why: result.error.message,
        ...(result.error.words ? { whyWords: result.error.words } : {}),
        ...(result.error.rule ? { rule: result.error.rule } : {}),
      });
      continue;
    }
    game = result.value;
    events.push(r.event);
    ids.push(r.id);
    entries.push({ ...base, status: 'applied' });
  }

  // Redo brings back what was undone since the last new event, the most recently undone first.
  const redoable = [...lastUndo.entries()]
    .filter(([id, at]) => undone.get(id) && at > lastEvent && byId.has(id))
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => ({ id, event: byId.get(id)! }));

  const ignored = ignoredNotes(list, read, found.at + 1, g.id, build, (i) => before[i]!);
  return {
    gameId: g.id,
    start: found.at,
    setup: g.setup,
    table,
    game,
    events,
    ids,
    entries,
    redoable,
    ignored,
  };
}

/**
 * The records a room no longer needs, as runs `[from, count]`, last first (so deleting them in
 * that order keeps the earlier indexes right): everything before the game record in force (the
 * games before it are kept on each device that played them, as saved tables), and moves made for
 * another game after it (a device that had not yet heard of the new game). What the game in force
 * is, and every line its history shows, stay the same.
 */
export function staleRuns(list: readonly unknown[], merged: Merged): [number, number][] {
  if (merged.start < 0) return [];
  const ours = (x: Record<string, unknown>) => x.k === 'ev' && x.game === merged.gameId;
  // Only a hand-made list (or records that arrived out of order) holds moves of the game in
  // force, or undos of them, before its record; keep them, and every undo or redo that names one
  // of its moves wherever that move is, so the game read from what is kept is the same.
  const moves = new Set<unknown>();
  for (const x of list) if (isObj(x) && ours(x)) moves.add(x.id);
  const stale = (i: number) => {
    const x = list[i];
    if (i === merged.start) return false;
    if (i > merged.start) return isObj(x) && x.k === 'ev' && isStr(x.game) && !ours(x);
    return !isObj(x) || !(ours(x) || ((x.k === 'undo' || x.k === 'redo') && moves.has(x.target)));
  };
  const runs: [number, number][] = [];
  for (let i = 0; i < list.length; i++) {
    if (!stale(i)) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === i) last[1]++;
    else runs.push([i, 1]);
  }
  return runs.reverse();
}

/** A short line for a dropped event in the history, as a message; `describeDropped` its English. */
export const droppedWords = (e: MergedEntry): Words =>
  words(
    /*i18n*/ { id: 'merge.dropped', message: '{event} — {why}' },
    {
      event: eventWords(e.event),
      why: e.whyWords ?? e.why ?? e.status,
    },
  );
export const describeDropped = (e: MergedEntry): string => english(droppedWords(e));

// ---- two tabs of one browser, one saved table ----

export interface TabLog {
  log: readonly GameEvent[];
  cursor: number;
}

export interface TabMerge {
  log: GameEvent[];
  cursor: number;
  /** This tab's events that could not follow the other tab's, with the reason. */
  dropped: { event: GameEvent; why: string; whyWords?: Words | string; rule?: string }[];
}

const same = (a: GameEvent, b: GameEvent) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Two tabs have the same saved table open and one hears that the other saved it. When everything
 * this tab has played is already in the other tab's log, it simply follows the other tab (moves,
 * undo and redo alike). When both played something the other has not seen, both tabs compute the
 * same result whichever of them is `mine`: the shared start, then one tab's new moves, then the
 * other's, by the same rules as a live table — an End turn made on a turn the other tab already
 * ended is dropped (500.1), life changes add up (119.3), and what the rules now refuse is dropped
 * with their reason. The order of the two tabs' moves is fixed by their content, not by who heard
 * first, so the tabs cannot each keep a different game.
 */
export function mergeTabs(table: Table, mine: TabLog, theirs: TabLog): TabMerge {
  const myMoves = mine.log.slice(0, mine.cursor);
  if (myMoves.length <= theirs.log.length && myMoves.every((e, i) => same(e, theirs.log[i]!)))
    return { log: [...theirs.log], cursor: theirs.cursor, dropped: [] };
  const theirMoves = theirs.log.slice(0, theirs.cursor);
  let k = 0;
  while (k < myMoves.length && k < theirMoves.length && same(myMoves[k]!, theirMoves[k]!)) k++;
  const a = myMoves.slice(k);
  const b = theirMoves.slice(k);
  const aFirst = JSON.stringify(a) <= JSON.stringify(b);
  const [first, second] = aFirst ? [a, b] : [b, a];
  const { game: start, error } = replay(table, myMoves.slice(0, k));
  if (error) return { log: [...myMoves], cursor: myMoves.length, dropped: [] };
  const log = [...myMoves.slice(0, k)];
  let game = start;
  for (const e of first) {
    const r = applyEvent(game, e);
    if (!r.ok) break; // a log that replayed in its own tab replays here: never expected
    game = r.value;
    log.push(e);
  }
  const dropped: TabMerge['dropped'] = [];
  let own = start; // `second` as its own tab played it, for the turn each move was made on
  for (const e of second) {
    const stamp = turnStamp(own, e);
    const r0 = applyEvent(own, e);
    if (r0.ok) own = r0.value;
    if (turnBound(e) && !stillRunning(game, stamp, e)) {
      dropped.push({
        event: e,
        why: 'that turn had already ended in the other tab',
        whyWords: words(
          /*i18n*/ {
            id: 'merge.tab.ended',
            message: 'that turn had already ended in the other tab',
          },
        ),
        rule: '500.1',
      });
      continue;
    }
    const r = applyEvent(game, e);
    if (!r.ok) {
      dropped.push({
        event: e,
        why: r.error.message,
        ...(r.error.words ? { whyWords: r.error.words } : {}),
        ...(r.error.rule ? { rule: r.error.rule } : {}),
      });
      continue;
    }
    game = r.value;
    log.push(e);
  }
  // Only this tab's own drops are news to this tab's user.
  return { log, cursor: log.length, dropped: aFirst ? [] : dropped };
}
