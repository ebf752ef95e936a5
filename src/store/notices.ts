// Messages about tables: a link or file that could not be opened, storage that could not be
// read, a table that was opened. Kept apart from the game store: they are not facts of a table.
import { createStore, useStore } from 'zustand';

export interface Notice {
  id: number;
  tone: 'error' | 'info';
  title: string;
  body: string;
  /** Stays until the app withdraws it (no Dismiss): storage that keeps refusing writes. */
  sticky?: boolean;
  /** The one thing to do about it, as a button on the notice (a new live room, say). */
  action?: { label: string; run: () => void };
}

/** A notice as code sends it; the id comes back from pushNotice. */
export type Note = Omit<Notice, 'id'>;
/** Shows a notice; returns its id, so a sticky one can be withdrawn. */
export type Notify = (n: Note) => number | void;
/** Withdraws a notice Notify returned the id of (a sticky one, once the trouble is over). */
export type Withdraw = (id: number) => void;

interface NoticeState {
  notices: Notice[];
}

export const noticeStore = createStore<NoticeState>()(() => ({ notices: [] }));

let next = 1;
export function pushNotice(n: Omit<Notice, 'id'>): number {
  const id = next++;
  // The newest first; at most three, so a burst of bad input cannot fill the screen.
  // A sticky notice is never pushed out by newer ones.
  noticeStore.setState((s) => {
    const all = [{ ...n, id }, ...s.notices];
    return {
      notices: [...all.filter((x) => x.sticky), ...all.filter((x) => !x.sticky)].slice(0, 3),
    };
  });
  return id;
}

export function dismissNotice(id: number): void {
  noticeStore.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
}

export const useNotices = () => useStore(noticeStore, (s) => s.notices);
