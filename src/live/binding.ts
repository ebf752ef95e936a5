// The small binding from a shared Yjs document to our store (instead of zustand-middleware-yjs,
// whose remote array changes do not re-render and which brings its own zustand). The document
// holds one Y.Array of records (src/rules/merge.ts); every change, local or remote, re-derives the
// log from the whole list, so every device shows what the same list means.
// Every event (another device may make any event).
import '../rules/events/all';
import '../rules/turns/load';
import * as Y from 'yjs';
import {
  mergeRecords,
  describeDropped,
  droppedWords,
  staleRuns,
  type LiveRecord,
  turnStamp,
} from '../rules/merge';
import type { Scenario } from '../rules';
import type { Words } from '../rules/words';
import { buildFor, gameAt, noTable, type GameStore, type Transport } from '../store/gameStore';
import { follow } from '../store/follow';
import { liveNotes, type DroppedNote, type NotesStore } from './notes';

export const RECORDS = 'records';

/** A record id: unique enough across devices (96 random bits). */
export function recordId(): string {
  const b = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** Plain JSON only in the shared document (no undefined, no class instances). */
const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

type MergedGame = ReturnType<typeof mergeRecords>;

export interface Binding {
  /** The merged list as of the last change. */
  merged: () => MergedGame;
  /** Puts this store's table into an empty document (the device that opens the room). */
  seed: () => void;
  /** Drops the records the game in force no longer needs; returns how many went. */
  compact: () => number;
  unbind: () => void;
}

export interface BindOptions {
  /**
   * Called with newly dropped events made on this device (to explain them), once the shared list
   * has been still for `settleMs`: a device coming back receives the others' records in several
   * updates, and a move dropped by the first of them may be back in force after the next (an End
   * turn the other device then undid), so only moves still dropped then are told.
   */
  onDropped?: (lines: Words[]) => void;
  /** How long the list must be still before dropped moves are told (1.5 s by default). */
  settleMs?: number;
  /** View-only: the store follows, but moves are not sent. */
  viewOnly?: boolean;
  /** Where the dropped events go (the app's liveNotes by default). */
  notes?: NotesStore;
  /**
   * How long the list must be still before this device drops the records the game in force no
   * longer needs (3 s by default), so a room kept for a season stays small (see `compact`).
   */
  compactMs?: number;
  /** Told the shared document's size in bytes after each still moment (the room's limit nears). */
  onSize?: (bytes: number) => void;
}

export function bindDoc(
  doc: Y.Doc,
  store: GameStore,
  dev: string,
  opts: BindOptions = {},
): Binding {
  const list = doc.getArray<unknown>(RECORDS);
  const notes = opts.notes ?? liveNotes;
  // A shared setup equal to the store's is built as the store's own object, so the merged game
  // stands on the table the store already has (and the games it knows stay valid).
  let known = { setup: null as Scenario | null, json: '' };
  const build = (setup: Scenario) => {
    const own = store.getState().setup;
    if (known.setup !== own) known = { setup: own, json: JSON.stringify(own) };
    return buildFor(JSON.stringify(setup) === known.json ? own : setup);
  };
  let merged: MergedGame = mergeRecords([], build);
  let applied = store.getState().log.length;
  // Moves of this device already told as dropped; one back in force may be told again later.
  const told = new Set<string>();
  let settle: ReturnType<typeof setTimeout> | undefined;
  const tellDropped = () => {
    settle = undefined;
    const mine: Words[] = [];
    for (const e of merged.entries)
      if (e.dev === dev && (e.status === 'already ended' || e.status === 'refused'))
        if (!told.has(e.id)) {
          told.add(e.id);
          mine.push(droppedWords(e));
        }
    if (mine.length) opts.onDropped?.(mine);
  };

  const refresh = () => {
    let m: MergedGame;
    try {
      m = mergeRecords(list.toArray(), build);
    } catch {
      return; // a list no device could have written; keep showing the last good table
    }
    merged = m;
    if (!m.setup || !m.game) {
      // Joining: nothing received yet, or nothing this app can open; this device's table stays.
      notes.setState({ dropped: m.ignored });
      return;
    }
    const s = store.getState();
    const setup = m.game.table === buildFor(s.setup).table ? s.setup : m.setup;
    const log = [...m.events, ...m.redoable.map((r) => r.event)];
    // Following the game unless this device is browsing its history.
    const following = s.cursor >= applied || setup !== s.setup;
    const cursor = following ? m.events.length : Math.min(s.cursor, m.events.length);
    applied = m.events.length;
    const dropped: DroppedNote[] = [];
    let mine = false;
    let after = 0;
    for (const e of m.entries) {
      if (e.status === 'applied') {
        after++;
        told.delete(e.id);
      } else if (e.status === 'already ended' || e.status === 'refused') {
        dropped.push({
          after,
          text: describeDropped(e),
          words: droppedWords(e),
          ...(e.rule ? { rule: e.rule } : {}),
        });
        if (e.dev === dev && !told.has(e.id)) mine = true;
      }
    }
    follow(store, { setup, log, cursor, game: m.game, played: m.events.length });
    // Records no device of this app wrote (a hostile or broken one) are listed where they came.
    notes.setState({ dropped: [...dropped, ...m.ignored].sort((a, b) => a.after - b.after) });
    if (settle !== undefined) clearTimeout(settle);
    settle = mine && opts.onDropped ? setTimeout(tellDropped, opts.settleMs ?? 1500) : undefined;
    tidyLater();
  };

  /**
   * A room holds one game at a time: the games before the one in force (and moves made for them
   * late) are deleted from the shared list. Every device that played them keeps them (its saved
   * tables), and each deleted record leaves only a few bytes behind in the document. Several
   * devices doing it at once delete the same records, which is harmless.
   */
  const compact = () => {
    if (opts.viewOnly) return 0;
    const runs = staleRuns(list.toArray(), merged);
    if (!runs.length) return 0;
    doc.transact(() => {
      for (const [from, n] of runs) list.delete(from, n);
    });
    return runs.reduce((n, r) => n + r[1], 0);
  };
  let tidy: ReturnType<typeof setTimeout> | undefined;
  const tidyLater = () => {
    if (tidy !== undefined) clearTimeout(tidy);
    tidy = setTimeout(() => {
      tidy = undefined;
      compact();
      opts.onSize?.(Y.encodeStateAsUpdate(doc).length);
    }, opts.compactMs ?? 3000);
  };

  const append = (...rs: LiveRecord[]) => {
    if (opts.viewOnly) return;
    doc.transact(() => list.push(rs.map(plain)));
  };

  // While live, the store's moves become shared records; the store checks each one first.
  // History browsing (the cursor), selection and what-ifs stay on this device.
  const transport: Transport = {
    ...(opts.viewOnly ? { watching: true } : {}),
    move: (event, game, cursor) => {
      if (!merged.gameId) return noTable();
      // Moving on from an earlier point of the history undoes what came after it, as on one device.
      const after = merged.ids.slice(cursor).reverse();
      append(...after.map((target): LiveRecord => ({ k: 'undo', id: recordId(), dev, target })), {
        k: 'ev',
        id: recordId(),
        dev,
        game: merged.gameId,
        turn: turnStamp(game, event),
        event,
      });
      return null;
    },
    undo: () => {
      const target = merged.ids[merged.ids.length - 1];
      if (target) append({ k: 'undo', id: recordId(), dev, target });
    },
    redo: () => {
      const target = merged.redoable[0]?.id;
      if (target) append({ k: 'redo', id: recordId(), dev, target });
    },
    // A new game: the records of the one before go in the same change (see compact).
    started: (setup) => {
      if (opts.viewOnly) return;
      doc.transact(() => {
        list.push([plain({ k: 'game', id: recordId(), dev, setup } satisfies LiveRecord)]);
        list.delete(0, list.length - 1);
      });
    },
  };

  const observer = () => refresh();
  list.observe(observer);
  store.setState({ transport });
  refresh();

  return {
    merged: () => merged,
    compact,
    seed: () => {
      if (list.length > 0) return;
      const s = store.getState();
      s.commitPending();
      const { setup, log, cursor } = store.getState();
      const id = recordId();
      const rs: LiveRecord[] = [{ k: 'game', id, dev, setup }];
      // The table's moves so far become the shared history; the turn each was made on is the
      // turn it was applied on.
      const table = buildFor(setup).table;
      log.slice(0, cursor).forEach((event, i) => {
        const turn = table ? turnStamp(gameAt(table, log, i), event) : 0;
        rs.push({ k: 'ev', id: recordId(), dev, game: id, turn, event });
      });
      doc.transact(() => list.push(rs.map(plain)));
    },
    unbind: () => {
      list.unobserve(observer);
      if (settle !== undefined) clearTimeout(settle);
      if (tidy !== undefined) clearTimeout(tidy);
      if (store.getState().transport === transport) store.setState({ transport: null });
      notes.setState({ dropped: [] });
    },
  };
}
