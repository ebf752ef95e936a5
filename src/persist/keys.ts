// The layout of saved tables in localStorage: its keys, version and record shapes, and the empty
// library a first visit starts with. Kept apart from the reading (read.ts, which loads the
// scenario reader with it) so a first visit, with nothing saved, loads neither.
import type { GameEvent, Scenario } from '../rules';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Key enumeration (as localStorage has): lets a damaged index be rebuilt from the records. */
  readonly length?: number;
  key?(index: number): string | null;
}

export const INDEX_KEY = 'table-sense';
export const tableKey = (id: string) => `table-sense:table:${id}`;
/** Where unreadable data is moved so nothing is silently destroyed. */
export const ASIDE_PREFIX = 'table-sense:unreadable:';
/**
 * 1: one table and the preferences in a single entry (`{ version, state }`, the layout zustand's
 *    persist middleware writes). 2: the library — an index plus one key per table. 3: each table's
 *    record holds its name too (a version-2 record may not), so a table found again without the
 *    index keeps its name.
 */
export const STORAGE_VERSION = 3;

export interface TableFacts {
  setup: Scenario;
  log: GameEvent[];
  cursor: number;
}
export interface TableEntry {
  id: string;
  name: string;
  created: number;
  updated: number;
}
export interface Prefs {
  theme: 'system' | 'dark' | 'light';
  keepAwake: boolean;
  /** Flat on the table: remembered per device. */
  flat: boolean;
  /** Table mode: remembered per device; until chosen, on when the phone lies flat. */
  tableMode: boolean;
  /** Table mode or the full page was chosen: laying the phone flat no longer opens table mode. */
  tableModeChosen: boolean;
}
export interface LibraryIndex {
  version: typeof STORAGE_VERSION;
  currentId: string | null;
  tables: TableEntry[];
  prefs: Prefs;
}

export const DEFAULT_PREFS: Prefs = {
  theme: 'system',
  keepAwake: false,
  flat: false,
  tableMode: false,
  tableModeChosen: false,
};
export const emptyIndex = (): LibraryIndex => ({
  version: STORAGE_VERSION,
  currentId: null,
  tables: [],
  prefs: { ...DEFAULT_PREFS },
});
