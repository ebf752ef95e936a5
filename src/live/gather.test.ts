// Two phones ask for one name while apart: once their documents have met, both derive the same
// seating, with one seat for that name, whichever update each received first.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { gatherSeats, type GatherForm } from '../rules/gather';
import { SEATS } from './gatherNames';

const form: GatherForm = {
  setup: { version: 1, variant: 'free-for-all', seating: 'as-listed', players: [{ name: 'Host' }] },
  sits: [null],
  removed: [],
  after: null,
};
const sync = (a: Y.Doc, b: Y.Doc) => {
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
};

describe('a name clash across devices', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('resolves the same on every device (client ids %#)', (n) => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    a.clientID = n;
    b.clientID = 9 - n;
    a.getArray(SEATS).push([{ k: 'sit', id: 'ra', dev: 'da', name: 'Ana' }]);
    b.getArray(SEATS).push([{ k: 'sit', id: 'rb', dev: 'db', name: 'ana' }]);
    sync(a, b);
    const ga = gatherSeats(form, a.getArray(SEATS).toArray());
    const gb = gatherSeats(form, b.getArray(SEATS).toArray());
    expect(ga.setup).toEqual(gb.setup);
    expect(ga.setup.players).toHaveLength(2);
    const kinds = [ga.status.get('ra')!.kind, ga.status.get('rb')!.kind].sort();
    expect(kinds).toEqual(['seated', 'taken']);
    expect([...gb.status]).toEqual([...ga.status]);
  });
});
