// Saved tables: the storage layout and its migration, unreadable data kept aside, the library's
// operations, and opening a shared link beside the current table.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCENARIO, type GameEvent } from '../rules';
import { PRESETS } from '../rules/presets';
import { decodeTable, encodeTable } from '../share/codec';
import { openTableLink } from '../share/openLink';
import { createGameStore, selectDerived } from '../store/gameStore';
import { createLibrary, defaultName, shortName, type Notify } from './library';
import { showFacts } from './show';
import { withOperations } from './operations';
import {
  ASIDE_PREFIX,
  INDEX_KEY,
  loadLibrary,
  STORAGE_VERSION,
  tableKey,
  type StorageLike,
} from './storage';

function memory(initial: Record<string, string> = {}) {
  const m = new Map(Object.entries(initial));
  const storage: StorageLike & { map: Map<string, string> } = {
    map: m,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    get length() {
      return m.size;
    },
    key: (i) => [...m.keys()][i] ?? null,
  };
  return storage;
}

function setup(storage = memory()) {
  const game = createGameStore();
  const notes: Parameters<Notify>[0][] = [];
  const lib = withOperations(createLibrary(storage, game, (n) => notes.push(n)));
  return { storage, game, lib, notes };
}

/** Plays n turns with the first turn-ender of the default table (Emperor, Bianca first). */
const ORDER = ['Bianca', 'Carissa', 'Dmitri', 'Esme', 'Femi', 'Alex'];
function play(game: ReturnType<typeof createGameStore>, n: number) {
  for (let i = 0; i < n; i++) {
    const player = ORDER[game.getState().cursor % ORDER.length]!;
    const err = game.getState().dispatch({ type: 'endTurn', player } as GameEvent);
    if (err) throw new Error(err.message);
  }
}

const aside = (s: ReturnType<typeof memory>) =>
  [...s.map.keys()].filter((k) => k.startsWith(ASIDE_PREFIX));

describe('saving and reloading', () => {
  it('a library started after the first paint saves the moves and preferences changed before it (persist/start.ts)', () => {
    const { storage, game, lib: first } = setup();
    play(game, 2);
    first.flush();
    // A reload: the table is read and shown first, as the page's start does…
    const again = createGameStore();
    const loaded = loadLibrary(storage);
    expect(loaded.current?.log).toHaveLength(2);
    showFacts(again, loaded.current!, loaded.index.prefs);
    // …a move is made before the library has arrived…
    play(again, 1);
    again.setState((s) => ({ ui: { ...s.ui, theme: 'light' } }));
    // …and the library, started with what was shown, keeps it and writes it.
    const lib = createLibrary(storage, again, () => {}, undefined, loaded);
    expect(again.getState().log).toHaveLength(3);
    lib.flush();
    const reread = loadLibrary(storage);
    expect(reread.current?.log).toHaveLength(3);
    expect(reread.index.prefs.theme).toBe('light');
  });

  it('a fresh browser starts with the default table as the one saved table', () => {
    const { lib, game, storage } = setup();
    lib.flush();
    const index = JSON.parse(storage.getItem(INDEX_KEY)!);
    expect(index.version).toBe(STORAGE_VERSION);
    expect(index.tables).toHaveLength(1);
    expect(index.currentId).toBe(index.tables[0].id);
    expect(index.tables[0].name).toMatch(/^Emperor · /);
    expect(game.getState().setup.variant).toBe(DEFAULT_SCENARIO.variant);
  });

  it('every move, undo and theme change survives a reload (a new store on the same storage)', () => {
    const a = setup();
    play(a.game, 5);
    a.game.getState().undo();
    a.game.getState().setUi({ theme: 'light', keepAwake: true });
    a.lib.flush();
    const b = setup(a.storage);
    const s = b.game.getState();
    expect(s.log).toHaveLength(5);
    expect(s.cursor).toBe(4);
    expect(s.ui.theme).toBe('light');
    expect(s.ui.keepAwake).toBe(true);
    // Redo still works after the reload: the undone event was kept.
    s.redo();
    expect(b.game.getState().cursor).toBe(5);
    expect(b.notes).toEqual([]);
  });

  it('a move is on disk at once (a tab that dies after the click loses nothing); a huge table waits for the paint', async () => {
    const { game, lib, storage } = setup();
    play(game, 1);
    const id = lib.store.getState().index.currentId!;
    expect(JSON.parse(storage.getItem(tableKey(id))!).log).toHaveLength(1);
    // 300 players: past the size written during the click, so it follows after the paint.
    const big = setup(memory());
    big.game.getState().start({
      variant: 'free-for-all',
      players: Array.from({ length: 300 }, (_, i) => ({ name: `P${i}` })),
    });
    big.lib.flush();
    const bigId = big.lib.store.getState().index.currentId!;
    big.game.getState().dispatch({ type: 'endTurn' });
    expect(JSON.parse(big.storage.getItem(tableKey(bigId))!).log).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 5));
    expect(JSON.parse(big.storage.getItem(tableKey(bigId))!).log).toHaveLength(1);
  });

  it("a move stamps its table's entry with the time, to the minute it is shown in, and the list is not written again within that minute", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T20:00:05Z'));
      const { game, lib, storage } = setup();
      lib.flush();
      const id = lib.store.getState().index.currentId!;
      const writes = vi.spyOn(storage, 'setItem');
      const updated = () => lib.store.getState().index.tables.find((t) => t.id === id)!.updated;
      vi.setSystemTime(new Date('2026-11-24T20:01:10Z'));
      play(game, 1);
      lib.flush();
      expect(updated()).toBe(Date.parse('2026-11-24T20:01:10Z'));
      expect(writes.mock.calls.filter(([k]) => k === INDEX_KEY)).toHaveLength(1);
      // Later in the same minute: the move is saved, the list reads the same and is left alone.
      vi.setSystemTime(new Date('2026-11-24T20:01:50Z'));
      play(game, 1);
      lib.flush();
      expect(JSON.parse(storage.getItem(tableKey(id))!).log).toHaveLength(2);
      expect(updated()).toBe(Date.parse('2026-11-24T20:01:10Z'));
      expect(writes.mock.calls.filter(([k]) => k === INDEX_KEY)).toHaveLength(1);
      // The next minute shows: stamped again.
      vi.setSystemTime(new Date('2026-11-24T20:02:01Z'));
      play(game, 1);
      lib.flush();
      expect(updated()).toBe(Date.parse('2026-11-24T20:02:01Z'));
      expect(JSON.parse(storage.getItem(INDEX_KEY)!).tables[0].updated).toBe(
        Date.parse('2026-11-24T20:02:01Z'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('migrates the version-1 layout (one table in the index entry) to the library', () => {
    const old = {
      version: 1,
      state: {
        setup: { ...DEFAULT_SCENARIO, events: undefined, title: 'Old save' },
        log: [{ type: 'endTurn', player: 'Bianca' }],
        cursor: 1,
        theme: 'light',
        keepAwake: false,
      },
    };
    const { game, lib, storage, notes } = setup(memory({ [INDEX_KEY]: JSON.stringify(old) }));
    expect(notes).toEqual([]);
    expect(game.getState().cursor).toBe(1);
    expect(game.getState().ui.theme).toBe('light');
    const index = lib.store.getState().index;
    expect(index.tables.map((t) => t.name)).toEqual(['Old save']);
    lib.flush();
    expect(JSON.parse(storage.getItem(INDEX_KEY)!).version).toBe(STORAGE_VERSION);
    // Its record holds the name too.
    expect(JSON.parse(storage.getItem(tableKey(index.currentId!))!).name).toBe('Old save');
  });
});

describe('a saved table that needs the extended events (rules/events/all.ts)', () => {
  // As the first paint has it: fresh modules, with only the core events registered.
  const coreOnly = async () => {
    vi.resetModules();
    return (await import('./read')).needsAllEvents;
  };

  it('is read only once they are in: its log holds one, or records the list lacks will be read', async () => {
    const { storage, game, lib } = setup();
    lib.flush();
    const needs = await coreOnly();
    expect(needs(storage)).toBe(false);
    play(game, 1);
    expect(needs(storage)).toBe(false);
    game.getState().dispatch({ type: 'designate', designation: 'monarch', player: 'Alex' });
    lib.flush();
    expect(needs(storage)).toBe(true);
    // The last move undone is still in the log (redo reaches it): still needed.
    game.getState().undo();
    expect(needs(storage)).toBe(true);
    const fresh = memory();
    expect(needs(fresh)).toBe(false);
    const other = setup(fresh);
    play(other.game, 1);
    other.lib.flush();
    expect(needs(fresh)).toBe(false);
    // A record the list does not name is read to list it again: it may hold anything.
    fresh.setItem(tableKey('zz-unlisted'), '{}');
    expect(needs(fresh)).toBe(true);
    // With every event in, nothing is waited for.
    await import('../rules/events/all');
    expect(needs(storage)).toBe(false);
  });
});

describe('unreadable storage', () => {
  for (const [label, text] of [
    ['not JSON', '{"version": 2, "tables": ['],
    ['the wrong shape', '[1, 2, 3]'],
    ['no version', '{"tables": []}'],
    ['a future version', '{"version": 99, "tables": []}'],
  ] as const) {
    it(`an index that is ${label}: a message, the default table, the data kept aside`, () => {
      const storage = memory({ [INDEX_KEY]: text });
      const { game, notes } = setup(storage);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.tone).toBe('error');
      expect(notes[0]!.body).toMatch(
        /The list of your saved tables could not be read .*kept aside.*default table/,
      );
      expect(game.getState().setup.variant).toBe(DEFAULT_SCENARIO.variant);
      const kept = aside(storage);
      expect(kept).toHaveLength(1);
      expect(storage.getItem(kept[0]!)).toBe(text);
    });
  }

  it('a damaged index (its last character cut off): every readable table is found again from its own record', () => {
    const a = setup();
    play(a.game, 3);
    a.lib.flush();
    a.lib.duplicate(a.lib.store.getState().index.currentId!);
    a.lib.flush();
    const before = a.lib.store.getState().index.tables;
    const ids = before.map((t) => t.id);
    expect(ids).toHaveLength(2);
    const text = a.storage.getItem(INDEX_KEY)!;
    a.storage.setItem(INDEX_KEY, text.slice(0, -1));
    // A broken record beside them stays unlisted (and untouched).
    a.storage.setItem(tableKey('broken'), '{"setup":');
    const b = setup(a.storage);
    expect(b.notes).toHaveLength(1);
    expect(b.notes[0]!.body).toMatch(/could not be read .*found again from/);
    const listed = b.lib.store.getState().index.tables;
    expect(listed.map((t) => t.id).sort()).toEqual(
      ids.filter((id) => a.storage.getItem(tableKey(id))).sort(),
    );
    // Each keeps the name saved in its own record.
    expect(listed.map((t) => t.name).sort()).toEqual(before.map((t) => t.name).sort());
    expect(a.storage.getItem(tableKey('broken'))).toBe('{"setup":');
    expect(aside(a.storage)).toHaveLength(1);
  });

  it('an index that parses but lists no tables: the intact records are listed again, with a notice', () => {
    const a = setup();
    play(a.game, 3);
    a.lib.flush();
    const first = a.lib.store.getState().index.currentId!;
    a.lib.duplicate(first);
    a.lib.flush();
    const ids = a.lib.store.getState().index.tables.map((t) => t.id);
    a.storage.setItem(
      INDEX_KEY,
      JSON.stringify({ version: STORAGE_VERSION, currentId: first, tables: [], prefs: {} }),
    );
    const b = setup(a.storage);
    const listed = b.lib.store.getState().index.tables.map((t) => t.id);
    expect(listed.sort()).toEqual([...ids].sort());
    expect(b.lib.store.getState().index.currentId).toBe(first);
    expect(b.game.getState().cursor).toBe(3);
    expect(b.notes).toHaveLength(1);
    expect(b.notes[0]!.body).toMatch(/2 saved tables were not on the list .*found again/);
  });

  it('a table missing from an index that lists others is found again; the open table stays open', () => {
    const a = setup();
    play(a.game, 2);
    a.lib.flush();
    const first = a.lib.store.getState().index.currentId!;
    const copy = a.lib.duplicate(first)!;
    a.lib.flush();
    const index = JSON.parse(a.storage.getItem(INDEX_KEY)!);
    index.tables = index.tables.filter((t: { id: string }) => t.id !== copy.id);
    a.storage.setItem(INDEX_KEY, JSON.stringify(index));
    const b = setup(a.storage);
    const tables = b.lib.store.getState().index.tables;
    expect(tables.map((t) => t.id).sort()).toEqual([first, copy.id].sort());
    expect(tables.find((t) => t.id === copy.id)!.name).toBe(copy.name);
    expect(b.lib.store.getState().index.currentId).toBe(first);
    expect(b.notes[0]!.body).toMatch(/One saved table was not on the list .*found again/);
  });

  it('a table found again from its own record keeps the name it was given', () => {
    const a = setup();
    play(a.game, 2);
    const id = a.lib.store.getState().index.currentId!;
    a.lib.rename(id, 'Friday pod');
    a.lib.flush();
    const other = a.lib.duplicate(id)!;
    a.lib.rename(other.id, 'Saturday pod');
    a.lib.flush();
    a.storage.setItem(INDEX_KEY, a.storage.getItem(INDEX_KEY)!.slice(0, -1));
    const b = setup(a.storage);
    const names = b.lib.store
      .getState()
      .index.tables.map((t) => t.name)
      .sort();
    expect(names).toEqual(['Friday pod', 'Saturday pod']);
    expect(b.notes[0]!.body).toMatch(/Friday pod/);
  });

  it('a record saved before tables kept their names is found again under its title or variant', () => {
    const a = setup();
    play(a.game, 1);
    a.lib.flush();
    const id = a.lib.store.getState().index.currentId!;
    const { setup: s, log, cursor } = JSON.parse(a.storage.getItem(tableKey(id))!);
    a.storage.setItem(tableKey(id), JSON.stringify({ setup: s, log, cursor }));
    a.storage.setItem(INDEX_KEY, '{');
    const b = setup(a.storage);
    expect(b.lib.store.getState().index.tables.map((t) => t.name)).toEqual([
      'Emperor table, 6 players (recovered)',
    ]);
  });

  it('records saved without names are found again under names told apart, never one already listed', () => {
    const a = setup();
    play(a.game, 1);
    a.lib.flush();
    const first = a.lib.store.getState().index.currentId!;
    a.lib.rename(first, 'Emperor table, 6 players (recovered)');
    a.lib.duplicate(first);
    a.lib.duplicate(first);
    a.lib.flush();
    const [kept, ...stripped] = a.lib.store.getState().index.tables;
    for (const { id } of stripped) {
      const { setup: s, log, cursor } = JSON.parse(a.storage.getItem(tableKey(id))!);
      a.storage.setItem(tableKey(id), JSON.stringify({ setup: s, log, cursor }));
    }
    // The list names only the first; the two copies, nameless, are found again.
    const index = JSON.parse(a.storage.getItem(INDEX_KEY)!);
    index.tables = [index.tables[0]];
    a.storage.setItem(INDEX_KEY, JSON.stringify(index));
    const b = setup(a.storage);
    const names = b.lib.store.getState().index.tables.map((t) => t.name);
    expect(names[0]).toBe(kept!.name);
    expect(names.slice(1).sort()).toEqual([
      'Emperor table, 6 players (recovered 2)',
      'Emperor table, 6 players (recovered 3)',
    ]);
    expect(b.notes[0]!.body).toContain('(recovered 2)');
  });

  it('a library saved before records held names (version 2) writes each name into its record, so a later loss of the list keeps them', () => {
    const a = setup();
    play(a.game, 1);
    const first = a.lib.store.getState().index.currentId!;
    a.lib.rename(first, 'Friday pod');
    a.lib.rename(a.lib.duplicate(first)!.id, 'Saturday pod');
    a.lib.flush();
    // As version 2 saved them before names went into the records.
    const index = JSON.parse(a.storage.getItem(INDEX_KEY)!);
    for (const { id } of index.tables) {
      const { setup: s, log, cursor } = JSON.parse(a.storage.getItem(tableKey(id))!);
      a.storage.setItem(tableKey(id), JSON.stringify({ setup: s, log, cursor }));
    }
    a.storage.setItem(INDEX_KEY, JSON.stringify({ ...index, version: 2 }));
    const b = setup(a.storage);
    expect(b.notes).toEqual([]);
    b.lib.flush();
    expect(JSON.parse(a.storage.getItem(INDEX_KEY)!).version).toBe(STORAGE_VERSION);
    // Later the list is lost: the names come back from the records.
    a.storage.setItem(INDEX_KEY, '{');
    const c = setup(a.storage);
    const names = c.lib.store.getState().index.tables.map((t) => t.name);
    expect(names.sort()).toEqual(['Friday pod', 'Saturday pod']);
  });

  it('a tampered table record (an event the rules refuse) is kept aside; the others stay', () => {
    const a = setup();
    play(a.game, 2);
    a.lib.flush();
    const id = a.lib.store.getState().index.currentId!;
    const record = JSON.parse(a.storage.getItem(tableKey(id))!);
    record.log[1] = { type: 'win', player: 'Nobody' };
    a.storage.setItem(tableKey(id), JSON.stringify(record));
    const b = setup(a.storage);
    expect(b.notes[0]!.body).toMatch(/could not be read \(the rules refuse it: .*Nobody/);
    expect(b.game.getState().log).toHaveLength(0);
    expect(aside(a.storage)).toHaveLength(1);
  });

  it('a storage that throws on every write: a message once, the table keeps working', () => {
    const storage = memory();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const { game, lib, notes } = setup(storage);
    play(game, 3);
    lib.flush();
    expect(game.getState().cursor).toBe(3);
    expect(notes.filter((n) => FULL.test(n.title))).toHaveLength(1);
  });

  it('storage full: the warning stays up, and once there is room every move played meanwhile is saved', () => {
    vi.useFakeTimers();
    try {
      const storage = memory();
      const real = storage.setItem;
      let full = false;
      storage.setItem = (k, v) => {
        if (full) throw new Error('QuotaExceededError');
        real(k, v);
      };
      const game = createGameStore();
      const notes: Parameters<Notify>[0][] = [];
      const withdrawn: number[] = [];
      const lib = createLibrary(
        storage,
        game,
        (n) => {
          notes.push(n);
          return notes.length;
        },
        (id) => withdrawn.push(id),
      );
      lib.flush();
      const id = lib.store.getState().index.currentId!;
      full = true;
      play(game, 4);
      const warning = notes.findIndex((n) => FULL.test(n.title));
      expect(notes[warning]).toMatchObject({ sticky: true, tone: 'error' });
      expect(withdrawn).toEqual([]);
      full = false; // the player deletes old tables
      vi.advanceTimersByTime(5000); // the retry
      expect(JSON.parse(storage.getItem(tableKey(id))!).log).toHaveLength(4);
      expect(withdrawn).toEqual([warning + 1]);
      expect(notes.at(-1)!.title).toBe('Saving again');
    } finally {
      vi.useRealTimers();
    }
  });
});

/** Ends the turn of whoever is taking it, at any table. */
function endTurn(game: ReturnType<typeof createGameStore>) {
  const d = selectDerived(game.getState())!;
  const player = d.players[d.activePlayers[0]!]!.name;
  const err = game.getState().dispatch({ type: 'endTurn', player } as GameEvent);
  if (err) throw new Error(err.message);
}

/** Storage that refuses every write while `full`, as localStorage does at its quota. */
function fullable(initial: Record<string, string> = {}) {
  const storage = memory(initial);
  const real = storage.setItem;
  const state = { full: false };
  storage.setItem = (k, v) => {
    if (state.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    real(k, v);
  };
  return Object.assign(storage, { state });
}

/** The sticky warning's title while storage refuses writes. */
const FULL = /^Storage full/;

function fullSetup(storage = fullable()) {
  const game = createGameStore();
  const notes: (Parameters<Notify>[0] & { id: number })[] = [];
  const withdrawn: number[] = [];
  const lib = withOperations(
    createLibrary(
      storage,
      game,
      (n) => {
        notes.push({ ...n, id: notes.length + 1 });
        return notes.length;
      },
      (id) => withdrawn.push(id),
    ),
  );
  const shown = () => notes.filter((n) => !withdrawn.includes(n.id));
  return { storage, game, lib, notes, shown };
}

describe('storage full', () => {
  it('moves played while full, then another table started: both are kept and saved once there is room', () => {
    vi.useFakeTimers();
    try {
      const a = fullSetup();
      play(a.game, 4);
      a.lib.flush();
      const first = a.lib.store.getState().index.currentId!;
      a.storage.state.full = true;
      play(a.game, 4);
      expect(a.game.getState().dispatch({ type: 'life', player: 'Alex', amount: -3 })).toBeNull();
      expect(a.game.getState().start(PRESETS[1]!.scenario)).toBeNull();
      endTurn(a.game);
      a.lib.flush();
      const second = a.lib.store.getState().index.currentId!;
      expect(second).not.toBe(first);
      // The warning says what to do, and names the first table and counts the other.
      const warning = a.shown().find((n) => FULL.test(n.title))!;
      expect(warning.sticky).toBe(true);
      expect(warning.title).toMatch(/delete or export/);
      const [title] = a.lib.store.getState().index.tables[0]!.name.split(' · ');
      expect(warning.body).toBe(`Not saved yet: “${title}…” and 1 more`);
      expect(a.lib.unsavedNames()).toHaveLength(2);
      // Space is freed (an old table deleted elsewhere): the next retry saves everything.
      a.storage.state.full = false;
      vi.advanceTimersByTime(5000);
      expect(a.lib.unsavedNames()).toEqual([]);
      expect(a.shown().some((n) => FULL.test(n.title))).toBe(false);
      const b = fullSetup(a.storage);
      expect(b.notes).toEqual([]);
      expect(b.lib.store.getState().index.currentId).toBe(second);
      expect(b.game.getState().log).toHaveLength(1);
      expect(b.lib.open(first)).toBe(true);
      expect(b.game.getState().log).toHaveLength(9);
      expect(b.game.getState().log.at(-1)).toMatchObject({ type: 'life', amount: -3 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('opening another saved table while full keeps the unsaved moves of the one left', () => {
    const a = fullSetup();
    play(a.game, 2);
    a.lib.flush();
    const first = a.lib.store.getState().index.currentId!;
    const copy = a.lib.duplicate(first)!;
    a.lib.flush();
    a.storage.state.full = true;
    play(a.game, 3);
    expect(a.lib.open(copy.id)).toBe(true);
    expect(a.game.getState().log).toHaveLength(2);
    // Back again, in the same page: the moves are there, though storage never took them.
    expect(a.lib.open(first)).toBe(true);
    expect(a.game.getState().log).toHaveLength(5);
    a.storage.state.full = false;
    a.lib.flush();
    expect(JSON.parse(a.storage.getItem(tableKey(first))!).log).toHaveLength(5);
  });

  it('a link opened while full is not said to be added to your tables; it is saved once there is room', async () => {
    vi.useFakeTimers();
    try {
      const a = fullSetup();
      play(a.game, 1);
      a.lib.flush();
      a.storage.state.full = true;
      const scenario = { ...PRESETS[1]!.scenario, events: [] as GameEvent[] };
      const hash = `#${encodeTable(scenario)}`;
      await openTableLink(
        hash,
        a.lib,
        (n) => void a.notes.push({ ...n, id: 0 }),
        () => {},
      );
      const said = a.notes.find((n) => n.title === 'Shared table, not saved yet')!;
      expect(said.body).not.toMatch(/added to your tables/);
      expect(said.body).toMatch(/^“.*” is open\.$/);
      const id = a.lib.store.getState().index.currentId!;
      expect(a.lib.isSaved(id)).toBe(false);
      a.storage.state.full = false;
      vi.advanceTimersByTime(5000);
      expect(a.lib.isSaved(id)).toBe(true);
      const b = fullSetup(a.storage);
      expect(b.lib.store.getState().index.tables.map((t) => t.id)).toContain(id);
      expect(b.game.getState().setup.variant).toBe(scenario.variant);
    } finally {
      vi.useRealTimers();
    }
  });

  it('its notices are one line each on a phone: a long name is cut after a word, never inside one', async () => {
    const long = 'The Thursday night league table at the games shop';
    const a = fullSetup();
    play(a.game, 1);
    a.lib.rename(a.lib.store.getState().index.currentId!, long);
    a.lib.flush();
    a.storage.state.full = true;
    play(a.game, 1);
    a.lib.flush();
    const scenario = { ...PRESETS[1]!.scenario, title: long, events: [] as GameEvent[] };
    await openTableLink(
      `#${encodeTable(scenario)}`,
      a.lib,
      (n) => void a.notes.push({ ...n, id: 0 }),
      () => {},
    );
    const shown = a.notes.filter((n) => n.tone === 'error');
    expect(shown.map((n) => n.title)).toEqual([
      'Storage full: delete or export tables',
      'Storage full: delete or export tables',
      'Shared table, not saved yet',
    ]);
    expect(shown.map((n) => n.body)).toEqual([
      'Not saved yet: “The Thursday night…”',
      'Not saved yet: “The Thursday…” and 1 more',
      '“The Thursday night…” is open.',
    ]);
    // About 40 characters fill a line of a 390 px phone's notice.
    for (const n of shown) expect(n.body.length).toBeLessThanOrEqual(42);
  });

  it('a table renamed while full gets its new name in its record once there is room', () => {
    vi.useFakeTimers();
    try {
      const a = fullSetup();
      play(a.game, 1);
      const first = a.lib.store.getState().index.currentId!;
      const other = a.lib.duplicate(first)!;
      a.lib.flush();
      a.storage.state.full = true;
      a.lib.rename(other.id, 'Friday pod');
      expect(a.lib.isSaved(other.id)).toBe(false);
      a.storage.state.full = false;
      vi.advanceTimersByTime(5000);
      expect(a.lib.isSaved(other.id)).toBe(true);
      expect(JSON.parse(a.storage.getItem(tableKey(other.id))!).name).toBe('Friday pod');
      // The list lost: the table is found again under its new name.
      a.storage.setItem(INDEX_KEY, '{');
      const b = fullSetup(a.storage);
      expect(b.lib.store.getState().index.tables.map((t) => t.name)).toContain('Friday pod');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the list is not written while a table it names has no record yet (a reload never lists a missing table)', () => {
    const a = fullSetup();
    a.lib.flush();
    const before = a.storage.getItem(INDEX_KEY);
    a.storage.state.full = true;
    a.game.getState().start(PRESETS[1]!.scenario);
    endTurn(a.game);
    // Only the record is refused (it is larger than the list).
    const real = a.storage.setItem;
    a.storage.setItem = (k, v) => {
      if (k === INDEX_KEY) a.storage.map.set(k, v);
      else real(k, v);
    };
    a.lib.flush();
    expect(a.storage.getItem(INDEX_KEY)).toBe(before);
    const b = fullSetup(a.storage);
    expect(b.notes).toEqual([]);
  });
});

describe('a name in a notice', () => {
  it('is whole when it fits, else cut after its last whole word with “…”; a single long word stays whole', () => {
    expect(shortName('Friday pod', 25)).toBe('Friday pod');
    // A generated name is cut after a whole part, not in its date.
    expect(shortName('Imported pod · 24 Nov 2026 (shared)', 25)).toBe('Imported pod…');
    expect(shortName('Emperor · 27 Nov 2026', 14)).toBe('Emperor…');
    expect(shortName('A · title that goes on and on · 27 Nov 2026', 25)).toBe(
      'A · title that goes on…',
    );
    expect(shortName('Emperor table, 6 players', 16)).toBe('Emperor table…');
    expect(shortName('Supercalifragilistic pod', 10)).toBe('Supercalifragilistic');
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.integer({ min: 4, max: 40 }), (name, max) => {
        const short = shortName(name, max);
        if (short === name) return;
        const head = short.endsWith('…') ? short.slice(0, -1) : short;
        // A whole word (or words) of the name: it starts it, and a space or separator follows.
        expect(name.startsWith(head)).toBe(true);
        expect(name.slice(head.length)).toMatch(/^[\s·,;:–—-]/u);
        if (short.endsWith('…')) expect(short.length).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('a new table’s long title is cut after a word in its generated name', () => {
    const title = `${'word '.repeat(20)}tail`;
    const name = defaultName({ setup: { ...DEFAULT_SCENARIO, title } });
    expect(name).toMatch(/^(word )+word… · /);
  });
});

describe('library operations', () => {
  it('rename, duplicate, open and delete with undo', () => {
    const { game, lib } = setup();
    play(game, 2);
    const first = lib.store.getState().index.currentId!;
    lib.rename(first, '  Friday game  ');
    const copy = lib.duplicate(first)!;
    expect(copy.name).toBe('Friday game (copy)');
    expect(lib.store.getState().index.tables.map((t) => t.id)).toEqual([first, copy.id]);

    // Play on in the original; the copy stays at two events.
    play(game, 1);
    expect(lib.open(copy.id)).toBe(true);
    expect(game.getState().log).toHaveLength(2);
    expect(lib.open(first)).toBe(true);
    expect(game.getState().log).toHaveLength(3);

    lib.remove(copy.id);
    expect(lib.store.getState().index.tables).toHaveLength(1);
    expect(lib.store.getState().deleted?.entry.id).toBe(copy.id);
    lib.undoDelete();
    expect(lib.store.getState().index.tables.map((t) => t.id)).toEqual([first, copy.id]);
    expect(lib.open(copy.id)).toBe(true);
    expect(game.getState().log).toHaveLength(2);
  });

  it('deleting the open table opens another; deleting the only table starts a fresh one', () => {
    const { game, lib } = setup();
    play(game, 2);
    const first = lib.store.getState().index.currentId!;
    const second = lib.duplicate(first)!;
    lib.open(second.id);
    lib.remove(second.id);
    expect(lib.store.getState().index.currentId).toBe(first);
    lib.remove(first);
    const index = lib.store.getState().index;
    expect(index.tables).toHaveLength(1);
    expect(index.currentId).not.toBe(first);
    expect(game.getState().log).toHaveLength(0);
    lib.undoDelete();
    expect(lib.store.getState().index.tables.map((t) => t.id)).toContain(first);
  });

  it('a new game from the setup screen keeps a played table and adds an entry', () => {
    const { game, lib } = setup();
    play(game, 2);
    const first = lib.store.getState().index.currentId!;
    game.getState().start(PRESETS.find((p) => p.id === 'commander')!.scenario);
    const index = lib.store.getState().index;
    expect(index.tables).toHaveLength(2);
    expect(index.currentId).not.toBe(first);
    lib.open(first);
    expect(game.getState().log).toHaveLength(2);
  });
});

describe('a new game on an untouched table', () => {
  it('replaces it in place; a generated name follows the setup, a chosen one stays', () => {
    const { game, lib } = setup();
    const id = lib.store.getState().index.currentId!;
    game.getState().start(PRESETS.find((p) => p.id === 'commander')!.scenario);
    let index = lib.store.getState().index;
    expect(index.tables).toHaveLength(1);
    expect(index.tables[0]!.name).toMatch(/^Free-for-All · /);
    lib.rename(id, 'Our table');
    game.getState().start(PRESETS.find((p) => p.id === 'grand-melee')!.scenario);
    index = lib.store.getState().index;
    expect(index.tables.map((t) => t.name)).toEqual(['Our table']);
  });
});

describe('two tabs', () => {
  it('a table added in another tab stays listed after this tab writes', async () => {
    const storage = memory();
    const a = setup(storage);
    a.lib.flush();
    const b = setup(storage);
    const added = b.lib.duplicate(b.lib.store.getState().index.currentId!)!;
    b.lib.flush();
    await a.lib.merge(storage.getItem(INDEX_KEY));
    play(a.game, 1);
    a.lib.flush();
    const ids = JSON.parse(storage.getItem(INDEX_KEY)!).tables.map((t: { id: string }) => t.id);
    expect(ids).toContain(added.id);
    expect(a.lib.open(added.id)).toBe(true);
    await a.lib.merge('not json');
    await a.lib.merge(null);
    expect(a.lib.store.getState().index.tables.map((t) => t.id)).toContain(added.id);
  });
});

describe('two tabs on one table stay in step', () => {
  /** Delivers what the browser's storage event would: the other tab wrote the open table. */
  const hear = (tab: ReturnType<typeof setup>, storage: ReturnType<typeof memory>) => {
    const key = tableKey(tab.lib.store.getState().index.currentId!);
    return tab.lib.follow(key, storage.getItem(key));
  };

  it('turns played in one tab show in the other', async () => {
    const storage = memory();
    const a = setup(storage);
    a.lib.flush();
    const b = setup(storage);
    play(b.game, 2);
    await hear(a, storage);
    expect(a.game.getState().log).toHaveLength(2);
    expect(a.game.getState().cursor).toBe(2);
  });

  it('moves made in both tabs at once are both kept, and each tab ends with the same game', async () => {
    const storage = memory();
    const a = setup(storage);
    a.lib.flush();
    const b = setup(storage);
    a.game.getState().dispatch({ type: 'life', player: 'Dmitri', amount: -3 });
    play(b.game, 1); // b saved last: before, a's life change would have been lost
    await hear(a, storage);
    expect(a.game.getState().log).toHaveLength(2);
    a.lib.flush();
    await hear(b, storage);
    expect(b.game.getState().log).toHaveLength(2);
    expect(b.game.getState().log).toEqual(a.game.getState().log);
    expect(a.notes).toEqual([]);
  });

  it('an End turn pressed in both tabs on the same turn passes once, and the later one says why', async () => {
    const storage = memory();
    const a = setup(storage);
    a.lib.flush();
    const b = setup(storage);
    const end: GameEvent = { type: 'endTurn', player: 'Bianca' };
    a.game.getState().dispatch({ type: 'life', player: 'Dmitri', amount: -1 });
    a.game.getState().dispatch(end);
    b.game.getState().dispatch(end);
    await hear(a, storage);
    expect(a.game.getState().log).toHaveLength(2);
    a.lib.flush();
    await hear(b, storage);
    expect(b.game.getState().log).toHaveLength(2);
    expect(b.game.getState().log).toEqual(a.game.getState().log);
    const told = [...a.notes, ...b.notes].filter((n) => n.title === 'Played in another tab first');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toMatch(/already ended in the other tab \(500\.1\)/);
  });

  it('an undo in one tab is followed; a broken record is ignored', async () => {
    const storage = memory();
    const a = setup(storage);
    play(a.game, 2);
    a.lib.flush();
    const b = setup(storage);
    expect(b.game.getState().cursor).toBe(2);
    b.game.getState().undo();
    await hear(a, storage);
    expect(a.game.getState().cursor).toBe(1);
    await a.lib.follow(tableKey(a.lib.store.getState().index.currentId!), '{"setup":');
    await a.lib.follow(
      tableKey('someone-else'),
      storage.getItem(tableKey(a.lib.store.getState().index.currentId!)),
    );
    expect(a.game.getState().cursor).toBe(1);
  });
});

describe('opening a link', () => {
  const shared = { ...PRESETS.find((p) => p.id === 'commander')!.scenario, title: 'Shared' };

  it('adds the linked table beside the current one, at the link’s cursor, and clears the address', async () => {
    const { game, lib, notes } = setup();
    play(game, 3);
    const first = lib.store.getState().index.currentId!;
    const commander = PRESETS.find((p) => p.id === 'commander')!.scenario;
    const names = commander.players.map((p) => p.name);
    const events: GameEvent[] = names.slice(0, 3).map((player) => ({ type: 'endTurn', player }));
    const link = encodeTable({ ...shared, startingPlayer: names[0], events }, 2);
    const clear = vi.fn();
    expect(await openTableLink(`#${link}`, lib, (n) => notes.push(n), clear)).toBe(true);
    expect(clear).toHaveBeenCalledOnce();
    const index = lib.store.getState().index;
    expect(index.tables).toHaveLength(2);
    expect(index.currentId).not.toBe(first);
    expect(game.getState().setup.title).toBe('Shared');
    expect(game.getState().cursor).toBe(2);
    expect(game.getState().log).toHaveLength(3);
    expect(notes.at(-1)!.title).toBe('Shared table opened');
    // The table that was open is untouched.
    lib.open(first);
    expect(game.getState().log).toHaveLength(3);
    expect(game.getState().setup.variant).toBe('emperor');
  });

  it('the same link opened twice opens the saved copy instead of making a second one', async () => {
    const { game, lib, notes } = setup();
    play(game, 1);
    const link = `#${encodeTable(shared)}`;
    await openTableLink(
      link,
      lib,
      (n) => notes.push(n),
      () => {},
    );
    const copy = lib.store.getState().index.currentId;
    expect(notes.at(-1)!.body).toMatch(/the table you had is still there/);
    lib.open(lib.store.getState().index.tables[0]!.id);
    await openTableLink(
      link,
      lib,
      (n) => notes.push(n),
      () => {},
    );
    expect(lib.store.getState().index.tables).toHaveLength(2);
    expect(lib.store.getState().index.currentId).toBe(copy);
    expect(notes.at(-1)!.body).toMatch(/was already in your tables; it is open now/);
  });

  it('the same link opened again after its copy was played on opens that copy, not a third table', async () => {
    const { game, lib, notes } = setup();
    play(game, 1);
    const link = `#${encodeTable(shared)}`;
    const note = (n: (typeof notes)[number]) => notes.push(n);
    await openTableLink(link, lib, note, () => {});
    const copy = lib.store.getState().index.currentId;
    // The shared table moves on: its record no longer matches the link.
    const err = game
      .getState()
      .dispatch({ type: 'life', player: shared.players[0]!.name, amount: -3 } as GameEvent);
    expect(err).toBeNull();
    lib.open(lib.store.getState().index.tables[0]!.id);
    await openTableLink(link, lib, note, () => {});
    expect(lib.store.getState().index.tables).toHaveLength(2);
    expect(lib.store.getState().index.currentId).toBe(copy);
    expect(game.getState().log.length).toBeGreaterThan(0);
    expect(notes.at(-1)!.body).toMatch(/came from this link and is open now, with the changes/);
    // A copy deleted since: the link makes a new one.
    lib.open(lib.store.getState().index.tables[0]!.id);
    lib.remove(copy!);
    await openTableLink(link, lib, note, () => {});
    expect(lib.store.getState().index.tables).toHaveLength(2);
    expect(notes.at(-1)!.body).toMatch(/was added to your tables/);
  });

  it('a fresh device opening a link is not told about a table it never had', async () => {
    const { lib, notes } = setup();
    await openTableLink(
      `#${encodeTable(shared)}`,
      lib,
      (n) => notes.push(n),
      () => {},
    );
    expect(notes.at(-1)!.body).not.toMatch(/the table you had/);
  });

  it('a bad link: one message naming the problem; the current table stays as it was', async () => {
    const { game, lib, notes } = setup();
    play(game, 2);
    const before = game.getState();
    const link = encodeTable(shared);
    for (const [bad, title] of [
      [link.slice(0, 20), /incomplete/],
      [link.slice(0, -3) + 'AAA', /damaged/],
      ['t9.AAAA', /newer version/],
      ['t1.' + 'A'.repeat(17000), /too long/],
    ] as const) {
      notes.length = 0;
      expect(
        await openTableLink(
          bad,
          lib,
          (n) => notes.push(n),
          () => {},
        ),
      ).toBe(true);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.title).toMatch(title);
      expect(notes[0]!.body).toMatch(/Your current table is unchanged\.$/);
      expect(game.getState().log).toBe(before.log);
      expect(lib.store.getState().index.tables).toHaveLength(1);
    }
  });

  it('other fragments (lessons, anchors) are not table links and are left alone', async () => {
    const { lib, notes } = setup();
    const clear = vi.fn();
    for (const f of ['#lesson=intro', '#', '', '#top', '#t.', '#tx1.AAAA'])
      expect(await openTableLink(f, lib, (n) => notes.push(n), clear)).toBe(false);
    expect(clear).not.toHaveBeenCalled();
    expect(notes).toEqual([]);
  });
});

describe('loadLibrary', () => {
  it('never throws on any stored text', () => {
    for (const text of [
      '',
      'null',
      '0',
      '"x"',
      '{"version":2}',
      '{"version":2,"tables":[{}]}',
      '{"version":1,"state":7}',
    ])
      expect(() => loadLibrary(memory({ [INDEX_KEY]: text }))).not.toThrow();
  });
});

describe('property: links through the whole open path', () => {
  it('2,000 random and mutated links: a table at the link’s cursor (new, or the copy saved before), or one message and nothing changed', async () => {
    const { game, lib, notes } = setup();
    play(game, 2);
    const commander = PRESETS.find((p) => p.id === 'commander')!.scenario;
    const names = commander.players.map((p) => p.name);
    const link = (n: number, cursor: number) =>
      encodeTable(
        {
          ...commander,
          startingPlayer: names[0],
          events: Array.from({ length: n }, (_, i) => ({
            type: 'endTurn' as const,
            player: names[i % names.length]!,
          })),
        },
        Math.min(cursor, n),
      );
    const arb = fc.oneof(
      fc.tuple(fc.nat(10), fc.nat(10)).map(([n, c]) => link(n, c)),
      fc
        .tuple(fc.nat(10), fc.nat(), fc.nat(), fc.string({ minLength: 1, maxLength: 2 }))
        .map(([n, at, cut, c]) => {
          const l = link(n, n);
          const i = 3 + (at % (l.length - 3));
          return cut % 2 ? l.slice(0, i) : l.slice(0, i) + c + l.slice(i + 1);
        }),
      fc.string({ maxLength: 40 }).map((x) => `t2.${x}`),
    );
    let opened = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(arb, async (fragment) => {
        const before = { tables: lib.store.getState().index.tables.length, state: game.getState() };
        notes.length = 0;
        await openTableLink(
          fragment,
          lib,
          (n) => notes.push(n),
          () => {},
        );
        const r = decodeTable(fragment);
        if (r.ok) {
          opened++;
          // A new table, unless the same link was opened before (then its saved copy opens).
          const again = notes[0]?.body.includes('was already in your tables');
          expect(lib.store.getState().index.tables.length).toBe(before.tables + (again ? 0 : 1));
          expect(game.getState().cursor).toBe(r.cursor);
          expect(notes.map((n) => n.tone)).toEqual(['info']);
        } else {
          refused++;
          expect(notes).toHaveLength(1);
          expect(notes[0]!.tone).toBe('error');
          expect(notes[0]!.body).toContain(r.error.message);
          expect(game.getState()).toBe(before.state);
          expect(lib.store.getState().index.tables.length).toBe(before.tables);
        }
      }),
      { numRuns: 2000 },
    );
    expect(opened).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  }, 30_000); // 2,000 runs: seconds on a busy 2-core machine, past the default 5 s
});
