// What to say when part of the app (a lazy chunk) fails to load. Offline, it is the network; online,
// it is almost always a newer version installed by another tab, whose files replaced this one's:
// a reload fixes it, and the game is already saved (every move is written as it is made).
// In the language shown when called (its words are in the first screen's catalog, always loaded).
import { t } from '@lingui/core/macro';

/** True when an error is a failed dynamic import (the wording differs between browsers). */
export function isChunkError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError|Loading chunk/i.test(
    text,
  );
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** One sentence: why the part could not load and what to do; the table is never touched. */
export function chunkErrorText(): string {
  return online()
    ? t`This part of the app has been updated (by this or another tab) and needs a reload to open. Your game is saved and comes back as it is.`
    : t`This part of the app is not stored on this device yet and you are offline. Reconnect and try again; your table is unchanged.`;
}
