// The router: every route reads back from its own address, every address made before the router
// reads as it did, nothing in the address throws, and Back leaves a screen instead of piling up
// entries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentRoute,
  formatRoute,
  isTableLink,
  navigate,
  openRule,
  parseRoute,
  type Route,
} from './router';
import { closeRules, leaveSetup } from './leaving';

const ROUTES: Route[] = [
  { kind: 'table' },
  { kind: 'table', rule: '' },
  { kind: 'table', rule: '801.5c' },
  { kind: 'setup' },
  { kind: 'setup', rule: '903.10a' },
  { kind: 'lessons' },
  { kind: 'lessons', rule: '' },
  { kind: 'records' },
  { kind: 'records', rule: '903.10a' },
  { kind: 'lesson', id: 'draw', step: 1 },
  { kind: 'lesson', id: 'player-leaves', step: 2 },
  { kind: 'lesson', id: 'odd & id=x&rule-1', step: 7, rule: '801.2c' },
  { kind: 'lesson', id: 'grand-melee', step: 5, rule: '' },
  { kind: 'tableLink', fragment: '#t4.AbC_-9' },
  { kind: 'live', key: '0123456789abcdef0123456789abcdef', viewOnly: false },
  { kind: 'live', key: '0123456789abcdef0123456789abcdef', viewOnly: true },
  { kind: 'live', key: '0123456789abcdef0123456789abcdef', viewOnly: true, rule: '810.9' },
  { kind: 'view', room: '0123456789abcdef0123456789abcdef' },
  { kind: 'view', room: '0123456789abcdef0123456789abcdef', rule: '810.9' },
];

describe('parseRoute and formatRoute', () => {
  it('round-trip every kind of route', () => {
    for (const r of ROUTES) expect(parseRoute(formatRoute(r))).toEqual(r);
  });

  it('read the addresses made before the router as they were', () => {
    expect(formatRoute({ kind: 'table' })).toBe('');
    expect(parseRoute('#lessons')).toEqual({ kind: 'lessons' });
    expect(parseRoute('#lesson=player-leaves')).toEqual({
      kind: 'lesson',
      id: 'player-leaves',
      step: 1,
    });
    expect(parseRoute('#lesson=player-leaves&step=2')).toEqual({
      kind: 'lesson',
      id: 'player-leaves',
      step: 2,
    });
    expect(formatRoute({ kind: 'lesson', id: 'player-leaves', step: 2 })).toBe(
      '#lesson=player-leaves&step=2',
    );
    expect(formatRoute({ kind: 'lessons' })).toBe('#lessons');
    expect(parseRoute('#records')).toEqual({ kind: 'records' });
    expect(formatRoute({ kind: 'records' })).toBe('#records');
    // A rule's link (RuleRef's href).
    expect(parseRoute('#rule-801.5c')).toEqual({ kind: 'table', rule: '801.5c' });
    expect(parseRoute('#t4.AAAA')).toEqual({ kind: 'tableLink', fragment: '#t4.AAAA' });
    expect(parseRoute('t9.AAAA')).toEqual({ kind: 'tableLink', fragment: '#t9.AAAA' });
    // View links made before view-only held: they carry the edit key.
    expect(parseRoute('#live=abc&view')).toEqual({ kind: 'live', key: 'abc', viewOnly: true });
    expect(formatRoute({ kind: 'live', key: 'abc', viewOnly: true })).toBe('#live=abc&view');
    expect(parseRoute('#view=abc')).toEqual({ kind: 'view', room: 'abc' });
    expect(formatRoute({ kind: 'setup' })).toBe('#setup');
    expect(formatRoute({ kind: 'table', rule: '' })).toBe('#rule-');
    // An empty room is still a live link: the live table says it is incomplete.
    expect(parseRoute('#live=')).toEqual({ kind: 'live', key: '', viewOnly: false });
    expect(parseRoute('#view=')).toEqual({ kind: 'view', room: '' });
  });

  it('read a bad step as the first, as lesson links always did', () => {
    for (const step of ['-2', '0', '1.5', 'x', ''])
      expect(parseRoute(`#lesson=draw&step=${step}`)).toEqual({
        kind: 'lesson',
        id: 'draw',
        step: 1,
      });
  });

  it('read anything else as the table, and never throw', () => {
    for (const junk of [
      '',
      '#',
      '#top',
      '#t.',
      '#tx1.AAAA',
      '#live=abc&foo',
      '#setup2',
      '#lessonsx',
      '#recordsx',
      '#%',
      '#%E0%A4%A',
      '#rule=',
      '#rule-%E0%A4%A',
      '#rule-801 5c',
      '#&&&',
      '#lesson',
      '#=',
    ])
      expect(placeKind(junk)).toBe('table');
    for (const junk of ['#setup&rule-%', '#lesson=%&step=%', '#lesson=&rule-&', '#lesson=%E0%A4%A'])
      expect(() => parseRoute(junk)).not.toThrow();
    expect(parseRoute('#lesson=')).toEqual({ kind: 'lesson', id: '', step: 1 });
  });

  it('keep the rules panel off a table link (it opens over the table the link becomes)', () => {
    expect(parseRoute('#t4.AAAA&rule-801')).toEqual({
      kind: 'tableLink',
      fragment: '#t4.AAAA&rule-801',
    });
    expect(formatRoute({ kind: 'tableLink', fragment: '#t4.AAAA', rule: '801' })).toBe('#t4.AAAA');
    expect(isTableLink('#t4.AAAA')).toBe(true);
    expect(isTableLink('#lesson=t4.x')).toBe(false);
  });
});

const placeKind = (hash: string) => parseRoute(hash).kind;

/** A page's address, history and events, as much of them as the router uses. */
function fakePage() {
  const entries: { hash: string; state: unknown }[] = [{ hash: '', state: null }];
  let at = 0;
  const events = new Map<string, Set<() => void>>();
  const fire = (type: string) => [...(events.get(type) ?? [])].forEach((l) => l());
  const hashOf = (url: string) => (url.startsWith('#') ? url : '');
  vi.stubGlobal('location', {
    pathname: '/',
    search: '',
    get hash() {
      return entries[at]!.hash;
    },
  });
  vi.stubGlobal('history', {
    get state() {
      return entries[at]!.state;
    },
    pushState(state: unknown, _: string, url: string) {
      entries.splice(at + 1, entries.length, { hash: hashOf(url), state });
      at++;
    },
    replaceState(state: unknown, _: string, url?: string) {
      entries[at] = { hash: url === undefined ? entries[at]!.hash : hashOf(url), state };
    },
    back() {
      // The browser goes back later, in a task of its own.
      setTimeout(() => {
        at = Math.max(0, at - 1);
        fire('popstate');
      });
    },
  });
  vi.stubGlobal('addEventListener', (type: string, l: () => void, o?: { once?: boolean }) => {
    const set = events.get(type) ?? new Set();
    events.set(type, set);
    const once = () => {
      set.delete(once);
      l();
    };
    set.add(o?.once ? once : l);
  });
  vi.stubGlobal('dispatchEvent', (e: Event) => {
    fire(e.type);
    return true;
  });
  return { entries, at: () => at };
}

describe('navigate', () => {
  let page: ReturnType<typeof fakePage>;
  beforeEach(() => {
    page = fakePage();
  });
  afterEach(() => vi.unstubAllGlobals());
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('puts the setup screen in the history, and leaving it steps back instead of adding an entry', async () => {
    navigate({ kind: 'setup' });
    expect(currentRoute()).toEqual({ kind: 'setup' });
    expect(page.entries).toHaveLength(2);
    leaveSetup();
    leaveSetup(); // a second call while the first is on its way does not go back twice
    await settle();
    expect(currentRoute()).toEqual({ kind: 'table' });
    expect(page.at()).toBe(0);
  });

  it('replaces the entry when the setup screen was opened by link (nothing of ours below)', () => {
    history.replaceState(null, '', '#setup');
    leaveSetup();
    expect(currentRoute()).toEqual({ kind: 'table' });
    expect(page.entries).toHaveLength(1);
  });

  it('opens the rules panel over the current place; closing it steps back', async () => {
    navigate({ kind: 'lesson', id: 'draw', step: 2 });
    openRule('801.5c');
    expect(location.hash).toBe('#lesson=draw&step=2&rule-801.5c');
    openRule('801.2c'); // another rule while open: the same entry
    expect(page.entries).toHaveLength(3);
    closeRules();
    await settle();
    expect(currentRoute()).toEqual({ kind: 'lesson', id: 'draw', step: 2 });
    closeRules(); // closed already: nothing
    await settle();
    expect(page.at()).toBe(1);
  });

  it('steps through a lesson without filling the history', () => {
    navigate({ kind: 'lesson', id: 'draw', step: 1 });
    navigate({ kind: 'lesson', id: 'draw', step: 2 }, 'replace');
    navigate({ kind: 'lesson', id: 'draw', step: 3 }, 'replace');
    expect(page.entries.map((e) => e.hash)).toEqual(['', '#lesson=draw&step=3']);
  });

  it('keeps the history state others put there', () => {
    history.replaceState({ mine: 1 }, '', '');
    navigate({ kind: 'setup' });
    expect(history.state).toMatchObject({ mine: 1 });
    navigate({ kind: 'setup', rule: '' }, 'replace');
    expect(history.state).toMatchObject({ mine: 1 });
  });
});
