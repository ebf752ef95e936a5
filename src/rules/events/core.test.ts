// The registry in two parts: the core events work on their own (the first paint carries only
// them), the extended ones only once all.ts has registered them, and a table that needs them
// says so rather than reading as refused. The setup file registers everything, so each test here
// starts from fresh modules.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameEvent, Table } from '../types';

type Index = typeof import('./index');
type Read = typeof import('./schema');
type Play = typeof import('../play');
type Defaults = typeof import('../defaults');
type Setup = typeof import('../setup');

let events: Index;
let reader: Read;
let play: Play;
let table: { ok: true; value: Table } | { ok: false };

beforeEach(async () => {
  vi.resetModules();
  events = await import('./index');
  reader = await import('./schema');
  play = await import('../play');
  const { DEFAULT_SCENARIO } = (await import('../defaults')) as Defaults;
  const { buildTable } = (await import('../setup')) as Setup;
  const built = buildTable(DEFAULT_SCENARIO).table;
  table = built ? { ok: true, value: built } : { ok: false };
});

const ana = () => (table.ok ? table.value.players[0]!.name : '');
const designate = (): GameEvent => ({ type: 'designate', designation: 'monarch', player: ana() });

describe('core and extended events', () => {
  it('core and extended name every event type once', () => {
    const core = events.EVENT_TYPES.filter(
      (t) => !(events.EXTENDED_TYPES as readonly string[]).includes(t),
    );
    expect(new Set(events.EVENT_TYPES).size).toBe(events.EVENT_TYPES.length);
    expect(core).toEqual([
      'endTurn',
      'leave',
      'win',
      'draw',
      'extraTurn',
      'life',
      'setLife',
      'poison',
      'commanderDamage',
    ]);
    expect(events.eventSpecs().map((s) => s.type)).toEqual(core);
  });

  it('before all.ts: core events play; an extended one is refused as not loaded, not as unknown', () => {
    expect(table.ok).toBe(true);
    if (!table.ok) return;
    const game = play.replay(table.value, [
      { type: 'life', player: ana(), amount: -3 },
      { type: 'endTurn' },
    ]).game;
    expect(game.events).toBe(2);
    const r = play.applyEvent(game, designate());
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toMatch(/designate event's part of the app has not loaded yet/);
    const parsed = reader.parseEvent(designate(), 0);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toMatch(/^Event 1: the designate event's part/);
    expect(events.eventsLoaded([designate()])).toBe(false);
    // An unknown type is not waiting for anything: it is refused by the reader as ever.
    expect(events.eventsLoaded([{ type: 'explode' }, { type: 'endTurn' }])).toBe(true);
  });

  it('after all.ts: every event reads and plays', async () => {
    await import('./all');
    expect(
      events
        .eventSpecs()
        .map((s) => s.type)
        .sort(),
    ).toEqual([...events.EVENT_TYPES].sort());
    expect(events.eventsLoaded([designate()])).toBe(true);
    if (!table.ok) return;
    const r = play.applyEvent(play.replay(table.value, []).game, designate());
    expect(r.ok).toBe(true);
    expect(reader.parseEvent(designate()).ok).toBe(true);
  });
});
