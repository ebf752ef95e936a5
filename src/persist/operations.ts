// Library operations: open, add, rename, duplicate, delete and undo the delete. Used only by the
// Tables panel, link opening and import (all lazy chunks), so this loads with them, not at start.
import { words } from '../rules/words';
import { noteOf } from '../store/notices';
import { factsOf, type LibraryCore } from './library';
import {
  readTable,
  savedTable,
  removeTable,
  renameRecord,
  type Problem,
  type TableEntry,
  type TableFacts,
} from './storage';
import { defaultName } from './library';

export function operations(core: LibraryCore) {
  const { store, storage, game, notify, writable, flush, load, setIndex, addEntry, save } = core;
  const index = () => store.getState().index;
  const entryOf = (id: string) => index().tables.find((t) => t.id === id);
  const factsFor = (id: string): TableFacts | Problem => {
    if (id === index().currentId) return factsOf(game.getState());
    // Moves storage has not taken yet are newer than the record.
    const kept = core.unsavedFacts(id);
    if (kept) return kept;
    const r = readTable(storage, id, savedTable(entryOf(id)?.name ?? id));
    return r.ok ? r.facts : r.problem;
  };
  const isProblem = (x: TableFacts | Problem): x is Problem => 'why' in x;
  const unreadable = (p: Problem, id: string) => {
    const { what, why, keptAs: kept } = p;
    notify(
      noteOf({
        tone: 'error',
        title: words(
          /*i18n*/ {
            id: 'persist.openFailed.title',
            message: 'That saved table could not be opened',
          },
        ),
        body: kept
          ? words(
              /*i18n*/ {
                id: 'persist.openFailed.kept',
                message:
                  '{what} could not be read ({why}). Its data was kept aside as “{kept}”. It was taken off the list; the table you had is still open.',
              },
              { what, why, kept },
            )
          : words(
              /*i18n*/ {
                id: 'persist.openFailed.body',
                message:
                  '{what} could not be read ({why}). It was taken off the list; the table you had is still open.',
              },
              { what, why },
            ),
      }),
    );
    setIndex({ tables: index().tables.filter((t) => t.id !== id) });
  };

  return {
    /** Switches to a saved table; false (with a message) when it cannot be read. */
    open(id: string): boolean {
      if (id === index().currentId) return true;
      flush();
      const facts = factsFor(id);
      if (isProblem(facts)) {
        unreadable(facts, id);
        return false;
      }
      load(facts);
      setIndex({ currentId: id });
      return true;
    },
    /** Adds a table (from a link or a file) beside the others and opens it. */
    add(facts: TableFacts, name: string): TableEntry {
      flush();
      const entry = addEntry(facts, name);
      load(facts);
      setIndex({ currentId: entry.id });
      return entry;
    },
    rename(id: string, name: string): void {
      const clean = name.trim().slice(0, 120);
      if (!clean) return;
      setIndex({ tables: index().tables.map((t) => (t.id === id ? { ...t, name: clean } : t)) });
      // The record keeps the name too, so the table keeps it if the list is ever lost. When
      // storage refuses (it is full), the record is kept here and written with the new name
      // once there is room, as a move would be.
      if (!writable || renameRecord(storage, id, clean) !== false) return;
      const facts = factsFor(id);
      if (!isProblem(facts)) save(id, facts);
    },
    duplicate(id: string): TableEntry | null {
      flush();
      const facts = factsFor(id);
      if (isProblem(facts)) {
        unreadable(facts, id);
        return null;
      }
      // Stored in English, worded where shown (names.ts).
      return addEntry(facts, `${entryOf(id)?.name ?? 'Table'} (copy)`, id);
    },
    /** Deletes a table; the last one deleted can be restored with undoDelete. */
    remove(id: string): void {
      const entry = entryOf(id);
      if (!entry) return;
      flush();
      const facts = factsFor(id);
      const position = index().tables.indexOf(entry);
      const rest = index().tables.filter((t) => t.id !== id);
      if (!isProblem(facts)) store.setState({ deleted: { entry, facts, position } });
      setIndex({ tables: rest });
      if (id === index().currentId) {
        // The deleted table was open: open the most recently used other one, or a fresh default.
        const other = [...rest].sort((a, b) => b.updated - a.updated)[0];
        const facts2 = other ? factsFor(other.id) : null;
        if (other && facts2 && !isProblem(facts2)) {
          load(facts2);
          setIndex({ currentId: other.id });
        } else {
          // It was the only table: the same seating starts again, under a new entry.
          const blank: TableFacts = { setup: game.getState().setup, log: [], cursor: 0 };
          load(blank);
          setIndex({ currentId: addEntry(blank, defaultName(blank)).id });
        }
      }
      removeTable(storage, id);
    },
    undoDelete(): TableEntry | null {
      const d = store.getState().deleted;
      if (!d) return null;
      const tables = [...index().tables];
      tables.splice(Math.min(d.position, tables.length), 0, d.entry);
      store.setState({ deleted: null });
      setIndex({ tables });
      save(d.entry.id, d.facts);
      return d.entry;
    },
  };
}

export type Library = LibraryCore & ReturnType<typeof operations>;

/** The library with its operations, for the panels and tests. */
export const withOperations = (core: LibraryCore): Library => ({ ...core, ...operations(core) });
