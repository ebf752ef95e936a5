// Two tabs of one browser with the same saved table open: when one saves, the other follows it,
// merging any moves it made meanwhile by the live table's rules (rules/merge.ts, mergeTabs).
// Loaded the first time another tab saves the open table, so the start-up code stays small.
import { eventWords } from '../rules';
import { mergeTabs } from '../rules/merge';
import { words } from '../rules/words';
import { selectTable, type GameStoreState } from '../store/gameStore';
import { noteOf, type Note } from '../store/notices';
import type { TableEntry, TableFacts } from './storage';

export interface Followed {
  state: Pick<GameStoreState, 'setup' | 'log' | 'cursor' | 'refusal'>;
  notes: Note[];
}

/** What this tab becomes after the other tab saved `theirs`; null when nothing changes. */
export function followOther(s: GameStoreState, theirs: TableFacts): Followed | null {
  if (JSON.stringify(theirs.setup) !== JSON.stringify(s.setup)) {
    // A new game was set up in the other tab: this tab shows it too.
    return {
      state: { setup: theirs.setup, log: theirs.log, cursor: theirs.cursor, refusal: null },
      notes: [
        noteOf({
          tone: 'info',
          title: words(
            /*i18n*/ { id: 'persist.tabs.new.title', message: 'A new game in another tab' },
          ),
          body: words(
            /*i18n*/ {
              id: 'persist.tabs.new.body',
              message:
                'This table was set up anew in another tab of this browser; this tab follows it.',
            },
          ),
        }),
      ],
    };
  }
  const table = selectTable(s);
  if (!table) return null;
  const m = mergeTabs(table, s, theirs);
  if (m.cursor === s.cursor && JSON.stringify(m.log) === JSON.stringify(s.log)) return null;
  const notes: Note[] = m.dropped.map((d) => {
    const values = { event: eventWords(d.event), why: d.whyWords ?? d.why };
    return noteOf({
      tone: 'info',
      title: words(
        /*i18n*/ { id: 'persist.tabs.dropped.title', message: 'Played in another tab first' },
      ),
      body: d.rule
        ? words(
            /*i18n*/ {
              id: 'persist.tabs.dropped.rule',
              message: '{event} was not applied here: {why} ({rule}).',
            },
            { ...values, rule: d.rule },
          )
        : words(
            /*i18n*/ {
              id: 'persist.tabs.dropped.body',
              message: '{event} was not applied here: {why}.',
            },
            values,
          ),
    });
  });
  return { state: { setup: s.setup, log: m.log, cursor: m.cursor, refusal: null }, notes };
}

/** The tables another tab's saved index lists that this tab's list lacks (none if unreadable). */
export function addedTables(mine: TableEntry[], text: string): TableEntry[] {
  let other: unknown;
  try {
    other = JSON.parse(text);
  } catch {
    return [];
  }
  const tables = (other as { tables?: unknown })?.tables;
  if (!Array.isArray(tables)) return [];
  const known = new Set(mine.map((t) => t.id));
  return tables.filter(
    (t): t is TableEntry =>
      typeof t?.id === 'string' && typeof t?.name === 'string' && !known.has(t.id),
  );
}
