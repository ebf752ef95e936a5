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
       * are drawn from these, before the games as listed are in.
       */
      index: StatsIndex;
      /** Reads the games as listed, with their numbers (the same as `index` unless changed). */
      list: Listing['list'];
      /**
       * As listed, once read (null until then): a game's moves are read when its story or an
       * export asks (db.get).
       */
      games: ListedGame[] | null;
      aliases: Aliases;
    };

async function read(): Promise<RecordsState> {
  try {
    const started = await startRecords();
    if (!started) return { status: 'none' };
    // A game that has just ended may still be being written.
    await started.recorder.settled();
    // The aliases asked first: asked after the listing, their answer came after the list's,
    // and the stats waited for the whole list to be read.
    const aliasesRead = readAliases(started.db);
    const { index, list } = started.db.listing();
    const [ix, aliases] = await Promise.all([index, aliasesRead]);
    return { status: 'ready', ...started, index: ix, list, games: null, aliases };
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
  const e = { read: read(), done: null as RecordsState | null };
  void e.read.then((s) => (e.done = s));
  early = e;
  return e.read;
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
              ? { ...s, games: read.list, index: read.index }
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
