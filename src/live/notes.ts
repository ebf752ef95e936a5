// What the live-table merge dropped (an End turn already pressed on another device, a move the
// rules refused once the devices' moves were put together), for the history. Kept out of the game
// store so nothing of the live table weighs on the start-up bundle.
import type { Words } from '../rules/words';
import { tinyStore, useTiny } from './tinyStore';

/** A dropped event, shown in the history after entry `after` (0 = before the first event). */
export interface DroppedNote {
  after: number;
  /** In English; `words` is the same line for the page (src/rules/words.ts). */
  text: string;
  words?: Words | string;
  rule?: string;
}

export const createNotes = () => tinyStore<{ dropped: readonly DroppedNote[] }>({ dropped: [] });
export type NotesStore = ReturnType<typeof createNotes>;

/** The app's notes (tests bind each device to its own). */
export const liveNotes = createNotes();

export const useDropped = () => useTiny(liveNotes, (s) => s.dropped);
