// Messages about tables: a link or file that could not be opened, storage that could not be
// read, a table that was opened. Kept apart from the game store: they are not facts of a table.
import { createStore, useStore } from 'zustand';

export interface Notice {
  id: number;
  tone: 'error' | 'info';
  title: string;
  body: string;
}

interface NoticeState {
  notices: Notice[];
}

export const noticeStore = createStore<NoticeState>()(() => ({ notices: [] }));

let next = 1;
export function pushNotice(n: Omit<Notice, 'id'>): number {
  const id = next++;
  // The newest first; at most three, so a burst of bad input cannot fill the screen.
  noticeStore.setState((s) => ({ notices: [{ ...n, id }, ...s.notices].slice(0, 3) }));
  return id;
}

export function dismissNotice(id: number): void {
  noticeStore.setState((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
}

export const useNotices = () => useStore(noticeStore, (s) => s.notices);
