// The app's records: the database opened once, the games saved before records existed kept as
// records on the first start (once), and the recorder on the app's game store. Loaded after the
// first paint with the library (persist/app.ts).
// Saved games replayed into records may be Grand Melee games.
import '../rules/turns/load';
import { gameStore } from '../store/gameStore';
import { words } from '../rules/words';
import { noteOf, pushNotice } from '../store/notices';
import { keptGameOf, startRecorder, type Recorder } from './recorder';
import { openRecords, type KeptGame, type RecordsDb } from './records';
import { checkFacts, getItem, loadLibrary, safeParse, tableKey, type StorageLike } from './storage';

const MIGRATED = 'migrated-saved-tables';

let started: Promise<{ db: RecordsDb; recorder: Recorder } | null> | null = null;

/** The records database and recorder, started once; null where this browser has no IndexedDB. */
export function startRecords(): Promise<{ db: RecordsDb; recorder: Recorder } | null> {
  return (started ??= begin());
}

async function begin() {
  let db: RecordsDb;
  try {
    db = await openRecords();
  } catch {
    pushNotice(
      noteOf({
        tone: 'info',
        title: words(
          /*i18n*/ {
            id: 'persist.noRecords.title',
            message: 'Games are not recorded on this device',
          },
        ),
        body: words(
          /*i18n*/ {
            id: 'persist.noRecords.body',
            message:
              'Its browser refused to keep them (a private window, or storage turned off). Tables are still saved.',
          },
        ),
      }),
    );
    return null;
  }
  try {
    await migrateSaved(db, localStorage);
  } catch {
    // The saved tables stay as they are; the next start tries again.
  }
  return { db, recorder: startRecorder(gameStore, db) };
}

/**
 * On the first start with records, the games already saved that had ended become records, once:
 * a saved table deleted since is not brought back, and one kept twice is one record (by its id).
 * Returns how many ended games it found (one game saved twice counts twice, kept once).
 */
export async function migrateSaved(db: RecordsDb, storage: StorageLike): Promise<number> {
  if (await db.meta<boolean>(MIGRATED)) return 0;
  const games = finishedSavedGames(storage);
  await db.putAll(games);
  await db.setMeta(MIGRATED, true);
  return games.length;
}

/** The games in the saved tables that have ended, as records (read only: nothing is changed). */
export function finishedSavedGames(storage: StorageLike): KeptGame[] {
  const out: KeptGame[] = [];
  for (const entry of loadLibrary(storage).index.tables) {
    const text = getItem(storage, tableKey(entry.id));
    const parsed = text === null ? null : safeParse(text);
    const facts = parsed?.ok ? checkFacts(parsed.value) : null;
    if (!facts?.ok) continue;
    const { setup, log, cursor } = facts.value;
    const game = keptGameOf({ setup, log, cursor }, new Date(entry.updated));
    if (game && game.record.result !== 'playing') out.push(game);
  }
  return out;
}
