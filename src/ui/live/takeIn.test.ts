import { describe, expect, it } from 'vitest';
import { gatherSeats } from '../../rules/gather';
import { sharedForm, sitRecord } from '../../rules/gather.fixture';
import type { FormPlayer } from '../setup/form';
import { takeIn } from './takeIn';

const shared = sharedForm;
const sit = sitRecord;
const player = (name: string, sit?: string): FormPlayer => ({
  id: name,
  name,
  team: '',
  role: '',
  range: { unlimited: false, text: '' },
  ...(sit ? { sit } : {}),
});

describe('takeIn', () => {
  it('takes in a phone seated since, once', () => {
    const g = gatherSeats(shared(['Host'], [null]), [sit('a', 'd1', 'Ana')]);
    const known = new Set<string>();
    expect(takeIn([player('Host')], g, known).arrived).toEqual([{ sit: 'a', name: 'Ana' }]);
    // A request the form held before (the host removed it) is not added again.
    known.add('a');
    expect(takeIn([player('Host')], g, known).arrived).toEqual([]);
  });

  it('two phones asking for one name at once: the second is not taken in while the form holds the first', () => {
    // The host took in Robin from phone a, and has not shared that form yet. Phone b's "robin"
    // arrives, and concurrent requests can land in the list in either order: b's comes first.
    const form = [player('Host'), player('Robin', 'a')];
    const g = gatherSeats(shared(['Host'], [null]), [
      sit('b', 'd2', 'robin'),
      sit('a', 'd1', 'Robin'),
    ]);
    expect(g.status.get('b')?.kind).toBe('seated'); // as the records read without the new form
    expect(takeIn(form, g, new Set(['a'])).arrived).toEqual([]);
    // Once the form is shared, every device reads b's name as taken.
    const after = gatherSeats(shared(['Host', 'Robin'], [null, 'a']), [
      sit('b', 'd2', 'robin'),
      sit('a', 'd1', 'Robin'),
    ]);
    expect(after.status.get('b')).toEqual({ kind: 'taken', name: 'robin' });
    expect(after.status.get('a')?.kind).toBe('seated');
  });

  it('lets go of a player whose phone left', () => {
    const g = gatherSeats(shared(['Host', 'Ana'], [null, 'a']), [
      sit('a', 'd1', 'Ana'),
      { k: 'leave', id: 'l', dev: 'd1', target: 'a' },
    ]);
    const ana = player('Ana', 'a');
    expect(takeIn([player('Host'), ana], g, new Set(['a'])).gone).toEqual([ana]);
  });
});
