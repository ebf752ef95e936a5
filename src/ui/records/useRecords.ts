// The records screen's data: the app's records database (persist/recordsApp.ts, opened once),
// every game kept as listed (not its moves), and the playgroup's renames and merges. Changes go
// to the database first, then the screen reads again, so what shows is what is kept. The
// database code is imported when asked, not with the screen: every chunk the screen needs at once
// is named in the start-up code.
import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Aliases, ListedGame, RecordsDb } from '../../persist/records';
import type { Recorder } from '../../persist/recorder';

const persist = () =>
  Promise.all([import('../../persist/recordsApp'), import('../../persist/records')]).then(
    ([app, records]) => ({ ...app, ...records }),
  );

export type RecordsState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'failed' }
  | {
      status: 'ready';
      db: RecordsDb;
      recorder: Recorder;
      /** As listed: a game's moves are read when its story or an export asks (db.get). */
      games: ListedGame[];
      aliases: Aliases;
    };

async function read(): Promise<RecordsState> {
  try {
    const { startRecords, readAliases } = await persist();
    const started = await startRecords();
    if (!started) return { status: 'none' };
    // A game that has just ended may still be being written.
    await started.recorder.settled();
    const [games, aliases] = await Promise.all([started.db.list(), readAliases(started.db)]);
    return { status: 'ready', ...started, games, aliases };
  } catch {
    return { status: 'failed' };
  }
}

/** The read begun as the screen's code loaded (readEarly), and what it gave once it had. */
let early: { read: Promise<RecordsState>; done: RecordsState | null } | null = null;

/**
 * Starts reading the records at once, for the screen about to show (RecordsScreen's chunk calls
 * it as it loads): React shows a screen whose code has just loaded a few hundred milliseconds
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

  /** Keeps new aliases and shows them (an Undo long after still lands on today's list). */
  const setAliases = useCallback(async (aliases: Aliases) => {
    const { startRecords, writeAliases } = await persist();
    const started = await startRecords();
    if (!started) return;
    await writeAliases(started.db, aliases);
    setState((s) => (s.status === 'ready' ? { ...s, aliases } : s));
  }, []);

  return { state, reload: load, setAliases };
}
