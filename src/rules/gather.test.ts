import { describe, expect, it } from 'vitest';
import { gatherSeats, readGatherForm } from './gather';
import { english } from './words';
import { sharedForm, sitRecord } from './gather.fixture';

const form = sharedForm;
const sit = sitRecord;

describe('gatherSeats', () => {
  it('seats requests after the host’s players, in list order', () => {
    const g = gatherSeats(form(['Host']), [sit('a', 'd1', 'Ana'), sit('b', 'd2', 'Bo')]);
    expect(g.setup.players!.map((p) => p.name)).toEqual(['Host', 'Ana', 'Bo']);
    expect(g.sits).toEqual([null, 'a', 'b']);
    expect(g.status.get('b')).toEqual({ kind: 'seated', seat: 2, name: 'Bo' });
  });

  it('two phones asking for one name: the first in the list gets it, whatever order they arrived', () => {
    const one = [sit('a', 'd1', 'Ana'), sit('b', 'd2', 'ANA')];
    const g = gatherSeats(form(['Host']), one);
    expect(g.status.get('a')?.kind).toBe('seated');
    expect(g.status.get('b')).toEqual({ kind: 'taken', name: 'ANA' });
    expect(g.setup.players).toHaveLength(2);
    // Look-alikes are one name too (Cyrillic А).
    const h = gatherSeats(form(['Host']), [sit('a', 'd1', 'Ana'), sit('b', 'd2', '\u0410na')]);
    expect(h.status.get('b')?.kind).toBe('taken');
  });

  it('a name the host already has is taken; a bad name is refused with a reason', () => {
    const g = gatherSeats(form(['Ana']), [
      sit('a', 'd1', 'ana'),
      sit('b', 'd2', 'x'.repeat(41)),
      sit('c', 'd3', '\u200b'),
      sit('d', 'd4', 'A\u0007b'),
    ]);
    expect(g.status.get('a')?.kind).toBe('taken');
    const b = g.status.get('b');
    expect(b?.kind).toBe('invalid');
    expect(b?.kind === 'invalid' && english(b.why)).toContain('40');
    expect(g.status.get('c')?.kind).toBe('invalid');
    expect(g.status.get('d')?.kind).toBe('invalid');
    expect(g.setup.players).toHaveLength(1);
  });

  it('the host’s form keeps its order; removed and left requests have no seat', () => {
    const records = [
      sit('a', 'd1', 'Ana'),
      sit('b', 'd2', 'Bo'),
      sit('c', 'd3', 'Cy'),
      { k: 'leave', id: 'l', dev: 'd3', target: 'c' },
    ];
    const g = gatherSeats(form(['Bo', 'Host'], ['b', null], ['a']), records);
    expect(g.setup.players!.map((p) => p.name)).toEqual(['Bo', 'Host']);
    expect(g.status.get('a')?.kind).toBe('removed');
    expect(g.status.get('c')?.kind).toBe('left');
    // Only the phone that asked may take a request back.
    const h = gatherSeats(form(['Host']), [
      sit('a', 'd1', 'Ana'),
      { k: 'leave', id: 'l', dev: 'd9', target: 'a' },
    ]);
    expect(h.status.get('a')?.kind).toBe('seated');
  });

  it('one seat per phone; a reloaded phone keeps its request', () => {
    const g = gatherSeats(form([]), [sit('a', 'd1', 'Ana'), sit('b', 'd1', 'Ann')]);
    expect(g.status.get('b')?.kind).toBe('already');
    expect(g.setup.players).toHaveLength(1);
  });

  it('in a team game a newcomer joins the smallest team', () => {
    const f = form(['A', 'B', 'C']);
    f.setup.players = [
      { name: 'A', team: 'Red' },
      { name: 'B', team: 'Red' },
      { name: 'C', team: 'Blue' },
    ];
    const g = gatherSeats(f, [sit('a', 'd1', 'Dee'), sit('b', 'd2', 'Eve')]);
    expect(g.setup.players!.slice(3)).toEqual([
      { name: 'Dee', team: 'Blue' },
      { name: 'Eve', team: 'Red' },
    ]);
  });

  it('skips records no device writes', () => {
    const g = gatherSeats(form(['Host']), [
      null,
      5,
      { k: 'sit', id: 'x' },
      { k: 'sit', id: 'y', dev: 'd', name: 7 },
      sit('a', 'd1', 'Ana'),
    ]);
    expect(g.setup.players!.map((p) => p.name)).toEqual(['Host', 'Ana']);
  });
});

describe('readGatherForm', () => {
  it('reads a good form and refuses a malformed one', () => {
    expect(readGatherForm(form(['A', 'B']))).not.toBeNull();
    expect(readGatherForm({ ...form(['A']), sits: [] })).toBeNull();
    expect(readGatherForm({ ...form(['A']), removed: 'x' })).toBeNull();
    expect(readGatherForm({ ...form(['A']), after: 3 })).toBeNull();
    expect(readGatherForm({ ...form(['A']), setup: { variant: 'nope' } })).toBeNull();
    expect(readGatherForm(null)).toBeNull();
  });
});
