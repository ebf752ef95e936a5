// Keeps the summary the records screen first draws (summary.ts) up to date: each change of the
// games (a game kept or taken back by undo, an import) or of the renames and merges (and their
// Undo) makes the kept one out of date, and the screen opened next would count ten thousand
// games before its first frame. A recount (recount.ts) follows in idle moments instead, once a
// burst of changes has settled: one recount for the burst, begun again if the games change while
// it counts (the database refuses a summary of games that have changed since they were read).
// Started with the screen's preload, a little after the first paint (RecordsScreen.tsx), in a
// chunk of its own: its recount's code is loaded only when a summary is out of date.
import type { RecordsDb } from '../../persist/records';
import { startRecords } from '../../persist/recordsApp';
import type { Idle, Recounted } from './recount';

export interface SummaryKeeper {
  /** Resolves once no recount is waiting or running (tests). */
  settled(): Promise<void>;
  stop(): void;
}

export interface KeeperOptions {
  /** How long the changes must have settled before a recount begins (ms). */
  wait?: number;
  /** An idle moment: each step of the recount runs in one. */
  idle?: Idle;
  /** The recount's code. */
  load?: () => Promise<{ recount: typeof import('./recount').recount }>;
  /** Told each recount's outcome (tests). */
  onRecounted?: (r: Recounted | 'failed') => void;
}

/** An idle moment; at the latest after a few seconds of a page that is never idle. */
export const idleMoment: Idle = () =>
  new Promise((done) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => done(), { timeout: 5000 });
    else setTimeout(done, 0);
  });

/**
 * Recounts `db`'s summary after each burst of changes, and once now (one left out of date by
 * another tab, or by a recount the page closed on).
 */
export function keepSummary(
  db: RecordsDb,
  {
    wait = 1000,
    idle = idleMoment,
    load = () => import('./recount'),
    onRecounted,
  }: KeeperOptions = {},
): SummaryKeeper {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  /** Changes heard so far: a recount that began at another number is of games since changed. */
  let changes = 0;
  let stopped = false;
  const begin = () => {
    timer = null;
    const at = changes;
    running = load()
      .then((m) => m.recount(db, idle, () => stopped || changes !== at))
      .catch(() => 'failed' as const)
      .then((r) => {
        running = null;
        onRecounted?.(r);
        // Changed while counting: counted again, once they have settled.
        if (!stopped && changes !== at) timer = setTimeout(begin, wait);
      });
  };
  const changed = () => {
    changes++;
    if (stopped) return;
    // A burst of changes is one recount, after its last (the recount running sees the change).
    if (timer !== null) clearTimeout(timer);
    timer = running ? null : setTimeout(begin, wait);
  };
  const unwatch = db.watch(changed);
  timer = setTimeout(begin, wait);
  return {
    settled: async () => {
      while (timer !== null || running) {
        if (running) await running;
        else await new Promise((done) => setTimeout(done, wait));
      }
    },
    stop: () => {
      stopped = true;
      unwatch();
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

let kept: Promise<SummaryKeeper | null> | null = null;

/** Keeps the app's records' summary up to date from now on (once; none without IndexedDB). */
export function keepSummaryFresh(): Promise<SummaryKeeper | null> {
  return (kept ??= startRecords().then((s) => (s ? keepSummary(s.db) : null)));
}
