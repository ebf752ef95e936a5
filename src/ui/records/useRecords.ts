// The records screen's data: the app's records database (persist/recordsApp.ts, opened once),
// every game's numbers for the stats and, a moment later, every game as listed (not its moves),
// and the playgroup's renames and merges. Changes go to the database first, then the screen reads
// again, so what shows is what is kept. The database code comes with the screen, imported
// statically: the app has loaded it already (it records games), and an import() of it waited a
// task behind the page's work queued first (the screen's first render, its body's code), a slow
// phone's tenths of a second before the database was asked anything.
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterPaint } from '../useAfterPaint';
import { startRecords } from '../../persist/recordsApp';
import {
  readAliases,
  writeAliases,
  type Aliases,
  type ListedGame,
  type Listing,
  type RecordsDb,
} from '../../persist/records';
import type { Recorder } from '../../persist/recorder';
import type { StatsIndex } from '../../rules/statsIndex';
import { summaryFor, type Summary } from './summary';

export type RecordsState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'failed' }
  | {
      status: 'ready';
      db: RecordsDb;
      recorder: Recorder;
      /**
       * Every game's numbers (with their nights), in the list's order: the filter and the stats
       * are drawn from these, before the games as listed are in. Null while the screen is drawn
       * from a kept summary (joined after its first paint).
       */
      index: StatsIndex | null;
      /** The change token `index` was read with (a summary of it is kept against it). */
      changed: unknown;
      /** The summary kept of these games and aliases, when there was one: the first frame's. */
      summary: Summary | null;
      /** The change token the summary was kept with. */
      summaryChanged: unknown;
      /** Reads and joins every game's numbers (when opened from the summary, after its paint). */
      numbers: () => Promise<{ index: StatsIndex; changed: unknown }>;
      /** Reads the games as listed, with their numbers (the same as `index` unless changed). */
      list: Listing['list'];
      /**
       * As listed, once read (null until then): a game's moves are read when its story or an
       * export asks (db.get).
       */
      games: ListedGame[] | null;
      aliases: Aliases;
    };

/** How many games the ready screen has, from its numbers or its summary. */
export const gamesCount = (s: Extract<RecordsState, { status: 'ready' }>) =>
  s.index?.size ?? s.summary?.size ?? 0;

async function read(): Promise<RecordsState> {
  try {
    const started = await startRecords();
    if (!started) return { status: 'none' };
    // A game that has just ended may still be being written.
    await started.recorder.settled();
    const { db } = started;
    // The aliases and the summary asked together; the numbers only without a summary to draw:
    // read beside it, their answer (and the join) came before the first frame.
    const [aliases, kept] = await Promise.all([readAliases(db), db.summary()]);
    const summary = kept ? summaryFor(kept.value, aliases) : null;
    let listing: Listing | null = null;
    const lazy = () => (listing ??= db.listing());
    const numbers = async () => {
      const l = lazy();
      const [index, changed] = await Promise.all([l.index, l.changed]);
      return { index, changed };
    };
    const list: Listing['list'] = () => lazy().list();
    const common = {
      ...started,
      summaryChanged: kept?.changed,
      numbers,
      list,
      games: null,
      aliases,
    };
    if (summary) return { status: 'ready', ...common, index: null, changed: null, summary };
    return { status: 'ready', ...common, ...(await numbers()), summary: null };
  } catch {
    return { status: 'failed' };
  }
}

/** The read begun as the screen's code loaded (readEarly), and what it gave once it had. */
let early: { read: Promise<RecordsState>; done: RecordsState | null } | null = null;

/**
 * Starts reading the records at once, for the screen about to show (RecordsScreen's begin calls
 * it as the screen first opens): React shows a screen whose code has just loaded a few hundred milliseconds
 * later (it paces what it reveals), and the games are read in that time rather than after it.
 */
export function readEarly(): Promise<RecordsState> {
  // Begun already as the address changed to the screen (RecordsScreen.tsx watchRoute): that read
  // is this opening's.
  if (early) return early.read;
  const e = { read: read(), done: null as RecordsState | null };
  void e.read.then((s) => (e.done = s));
  early = e;
  return e.read;
}

/** Forgets a read begun for a screen left before it was drawn: the next opening reads anew. */
export function dropEarly() {
  early = null;
}

export function useRecords() {
  // A render React throws away leaves the early read where it was: it is taken on commit.
  const [state, setState] = useState<RecordsState>(() => early?.done ?? { status: 'loading' });

  const load = useCallback(async () => setState(await read()), []);

  useEffect(() => {
    const e = early;
    early = null;
    // The early read once (the first open); a later mount reads the records anew. Drawn as it
    // lands, in the same task: a frame painted in between would show the page unchanged.
    if (e) void e.read.then((s) => flushSync(() => setState(s)));
    else void load();
  }, [load]);

  // Opened from the summary: the numbers, for the filter, once the first frame is painted.
  const numbers = state.status === 'ready' && !state.index ? state.numbers : null;
  useEffect(() => {
    if (!numbers) return;
    let live = true;
    const cancel = afterPaint(() =>
      numbers().then(
        (read) =>
          live &&
          setState((s) =>
            s.status === 'ready' && s.numbers === numbers && !s.index ? { ...s, ...read } : s,
          ),
        () =>
          live &&
          setState((s) =>
            s.status === 'ready' && s.numbers === numbers ? { status: 'failed' } : s,
          ),
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [numbers]);

  // The games as listed, for the rows and the exports, as they arrive after the stats. Painted
  // first, the stats are not held back by the list's reading.
  const list = state.status === 'ready' && !state.games ? state.list : null;
  useEffect(() => {
    if (!list) return;
    let live = true;
    // Asked once the stats are painted: taking the list in holds a slow phone's page a while.
    const cancel = afterPaint(() =>
      list().then(
        (read) =>
          live &&
          setState((s) =>
            s.status === 'ready' && s.list === list
              ? { ...s, games: read.list, index: read.index, changed: read.changed }
              : s,
          ),
        () =>
          live &&
          setState((s) => (s.status === 'ready' && s.list === list ? { status: 'failed' } : s)),
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [list]);

  /** Keeps new aliases and shows them (an Undo long after still lands on today's list). */
  const setAliases = useCallback(async (aliases: Aliases) => {
    const started = await startRecords();
    if (!started) return;
    await writeAliases(started.db, aliases);
    setState((s) => (s.status === 'ready' ? { ...s, aliases } : s));
  }, []);

  return { state, reload: load, setAliases };
}
