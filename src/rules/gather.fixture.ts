// For the tests of gathering (rules/gather.test.ts, ui/live/takeIn.test.ts): the host's form as
// shared, a free-for-all of these names, with the request each player came from.
import type { GatherForm } from './gather';

export const sharedForm = (
  names: string[],
  sits: (string | null)[] = names.map(() => null),
  removed: string[] = [],
): GatherForm => ({
  setup: {
    version: 1,
    variant: 'free-for-all',
    seating: 'as-listed',
    players: names.map((name) => ({ name })),
  },
  sits,
  removed,
  after: null,
});

/** A phone's request for a seat, as the shared records hold it. */
export const sitRecord = (id: string, dev: string, name: string) => ({ k: 'sit', id, dev, name });
