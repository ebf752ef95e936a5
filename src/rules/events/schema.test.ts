// Every field of every event says what is wrong with it in a message of the catalogs (fieldWords),
// never in English of its own: a file or link read in German says it in German (file.event.…).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { eventSpecs } from '.';
import { eventFields, parseEvent } from './schema';
import { fieldWords } from './fieldWords';

// Nothing any field accepts: not a name, a number, a list or one of a list's values.
const WRONG = { wrong: true };

describe('event fields', () => {
  for (const spec of eventSpecs())
    for (const [key, schema] of Object.entries(eventFields(spec)))
      it(`${spec.type}.${key} is told what is wrong in a catalog's words`, () => {
        const r = v.safeParse(schema, WRONG);
        expect(r.success).toBe(false);
        const said = fieldWords(r.issues![0].message);
        expect(typeof said, `${spec.type}.${key}: ${r.issues![0].message}`).toBe('object');
      });

  it('903.3: a commander damage event names a player and one of two partners', () => {
    const base = { type: 'commanderDamage', player: 'Ana', from: 'Bo', amount: 3 };
    const from = parseEvent({ ...base, from: 7 }, 0);
    const which = parseEvent({ ...base, commander: 3 }, 0);
    expect(from.ok || from.error.message).toBe(
      'Event 1: "from" must name the player whose commander dealt the damage.',
    );
    expect(which.ok || which.error.message).toBe(
      'Event 1: "commander" is 1, or 2 for the second of two partner commanders.',
    );
  });
});
