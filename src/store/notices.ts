// Messages about tables: a link or file that could not be opened, storage that could not be
// read, a table that was opened. Kept apart from the game store: they are not facts of a table.
import { createStore, useStore } from 'zustand';
import { english, type Words } from '../rules/words';

/**
 * A notice's words: a message of the engine's (src/rules/words.ts), worded in the language shown
 * when it is drawn, or a string the page has worded already.
 */
export type NoticeText = Words | string;

export interface Notice {
  id: number;
  tone: 'error' | 'info';
  /** In English when `words` has it (tests and logs read it); else as the page worded it. */
  title: string;
  body: string;
  /** The title, body and action as the engine's messages, worded by the page when drawn. */
  words?: { title?: Words; body?: Words; label?: Words };
  /** Stays until the app withdraws it (no Dismiss): storage that keeps refusing writes. */
  sticky?: boolean;
  /** The one thing to do about it, as a button on the notice (a new live room, say). */
  action?: { label: string; run: () => void };
}

/** A notice as code sends it; the id comes back from pushNotice. */
export type Note = Omit<Notice, 'id'>;

/**
 * A notice from the engine's messages (or strings): their English in `title` and `body`, as
 * before, and the messages beside it for the page to word in the language shown.
 */
export function noteOf(
  n: Omit<Note, 'title' | 'body' | 'words' | 'action'> & {
    title: NoticeText;
    body: NoticeText;
    action?: { label: NoticeText; run: () => void };
  },
): Note {
  const w: NonNullable<Notice['words']> = {};
  if (typeof n.title !== 'string') w.title = n.title;
  if (typeof n.body !== 'string') w.body = n.body;
  if (n.action && typeof n.action.label !== 'string') w.label = n.action.label;
  const { action, ...rest } = n;
  return {
    ...rest,
    title: english(n.title),
    body: english(n.body),
    ...(action ? { action: { label: english(action.label), run: action.run } } : {}),
    ...(Object.keys(w).length ? { words: w } : {}),
  };
}
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
