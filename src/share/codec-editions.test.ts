// Links carry the rules edition (link version 6): a table that names an edition, or the 2005
// Teams variant, is written as version 6; every other table keeps the very link it had, and a
// table read without an edition follows the current rules.
import { describe, expect, it } from 'vitest';
import { VARIANTS, type Scenario } from '../rules';
import { loadScenario } from '../rules/scenario';
import { EMPEROR_SIX } from '../rules/test-helpers';
import { ByteReader, ByteWriter } from './bytes';
import { decodeTable, encodeTable, readHead, WIDE_VARIANT_VERSION, writeHead } from './codec';

const emperor = (options: Scenario['options']): Scenario => ({
  variant: 'emperor',
  ...(options ? { options } : {}),
  players: EMPEROR_SIX,
  events: [{ type: 'endTurn' }],
});

const decoded = (link: string) => {
  const r = decodeTable(link);
  if (!r.ok) throw new Error(r.error.message);
  return r.scenario;
};

describe('links and the rules edition', () => {
  it('a table without an edition keeps its version 4 link, byte for byte, and opens as current', () => {
    const link = encodeTable(emperor(undefined));
    expect(link.startsWith('t4.')).toBe(true);
    // The same link as before editions existed (captured from the app before this change).
    expect(link).toBe(
      't4.PgCDMAIFTm9ydGgFU291dGgGBEFsZXgiBkJpYW5jYSEHQ2FyaXNzYSIGRG1pdHJpQgRFc21lQQRGZW1pQgHwkhoeHA',
    );
    const s = decoded(link);
    expect(s.options).toBeUndefined();
    const loaded = loadScenario(s);
    expect(loaded.ok && loaded.value.table.edition).toBe('current');
  });

  it('an edition is written in version 6 and read back', () => {
    for (const edition of ['2005', '2011', 'current'] as const) {
      const link = encodeTable(emperor({ edition }));
      expect(link.startsWith('t6.')).toBe(true);
      expect(decoded(link)).toEqual(emperor({ edition }));
    }
  });

  it('the 2005 Teams variant travels as variant 7', () => {
    const teams: Scenario = {
      variant: 'teams',
      options: { edition: '2005' },
      players: [
        { name: 'A1', team: 'A' },
        { name: 'B1', team: 'B' },
        { name: 'A2', team: 'A' },
        { name: 'B2', team: 'B' },
      ],
    };
    const link = encodeTable(teams);
    expect(link.startsWith('t6.')).toBe(true);
    expect(decoded(link)).toEqual(teams);
  });
});

describe('the variant has no fixed width from link version 8', () => {
  it('every index round-trips through the head, and version 7 reads 7 as itself', () => {
    for (const variant of [0, 1, 6, 7, 8, 9, 63, 64, 300]) {
      const w = new ByteWriter();
      writeHead(w, variant, 0b101, WIDE_VARIANT_VERSION);
      w.varint(42); // what follows the head is still where it was
      const r = new ByteReader(w.finish());
      expect(readHead(r, WIDE_VARIANT_VERSION)).toEqual({ variant, flags: 0b101 });
      expect(r.varint()).toBe(42);
    }
    const w = new ByteWriter();
    writeHead(w, 7, 1, 7);
    expect([...w.finish()]).toEqual([7 + 8]);
    expect(() => writeHead(new ByteWriter(), 8, 0, 7)).toThrow(RangeError);
  });

  it('no link made before changes: a table of every variant keeps its version, and reads back its variant', () => {
    for (const variant of VARIANTS) {
      const s: Scenario = {
        variant,
        players: ['A', 'B', 'C', 'D'].map((name, i) => ({ name, team: i % 2 ? 'X' : 'Y' })),
        ...(variant === 'teams' ? { options: { edition: '2005' as const } } : {}),
      };
      const link = encodeTable(s);
      expect(Number(/^t(\d+)\./.exec(link)![1])).toBeLessThan(WIDE_VARIANT_VERSION);
      // Some of these tables break their variant's rules: the link still reads, naming it.
      const back = decodeTable(link);
      if (back.ok) expect(back.scenario.variant).toBe(variant);
      else expect(back.error.message).not.toMatch(/unknown variant|damaged/);
    }
  });
});
