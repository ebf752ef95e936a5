// The records screen's data: the app's records database (persist/recordsApp.ts, opened once),
// every game kept, and the playgroup's renames and merges. Changes go to the database first, then
// the screen reads again, so what shows is what is kept. The database code is imported when
// asked, not with the screen: every chunk the screen needs at once is named in the start-up code.
import { useCallback, useEffect, useState } from 'react';
import type { Aliases, KeptGame, RecordsDb } from '../../persist/records';
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
      games: KeptGame[];
      aliases: Aliases;
    };

export function useRecords() {
  const [state, setState] = useState<RecordsState>({ status: 'loading' });

  const load = useCallback(async () => {
    try {
      const { startRecords, readAliases } = await persist();
      const started = await startRecords();
      if (!started) return setState({ status: 'none' });
      // A game that has just ended may still be being written.
      await started.recorder.settled();
      const [games, aliases] = await Promise.all([started.db.all(), readAliases(started.db)]);
      setState({ status: 'ready', ...started, games, aliases });
    } catch {
      setState({ status: 'failed' });
    }
  }, []);

  useEffect(() => {
    void load();
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
