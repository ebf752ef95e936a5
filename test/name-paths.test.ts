// Names that cannot lie, the same on every path a name comes in by: the setup form (the table the
// form builds), the gathering (a phone asking for a seat), a scenario file, a link and a live
// room's shared records. Over random names made of the characters that lie best (direction
// controls, joiners, emoji sequences, letters buried under marks, look-alikes from other scripts),
// every path gives the same verdict: both players seated, or not.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../src/rules/confusables';
import { gatherSeats } from '../src/rules/gather';
import { sharedForm, sitRecord } from '../src/rules/gather.fixture';
import { mergeRecords } from '../src/rules/merge';
import { MAX_MARKS, nameKey, nameProblem, visibleName } from '../src/rules/names';
import { buildTable } from '../src/rules/setup';
import type { Scenario } from '../src/rules/types';
import { decodeTable, encodeTable } from '../src/share/codec';
import { importScenarioText } from '../src/share/scenarioFile';

const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
const PIECES = [
  'A',
  'n',
  'a',
  'D',
  'm',
  'i',
  't',
  'r',
  ' ',
  '\u0410', // Cyrillic А
  '\u13A0',
  '\u13B7',
  '\u13A5',
  '\u13A2',
  '\u13D2', // Cherokee Ꭰ Ꮇ Ꭵ Ꭲ Ꮢ
  '\uA4D3',
  '\uA4E3', // Lisu ꓓ ꓣ
  '\u202E',
  '\u2066',
  '\u200F',
  '\u061C', // direction controls
  '\u200B',
  '\u200D',
  '\uFE0F', // zero-width space, joiner, emoji presentation
  '\u0301',
  '\u0300\u0301\u0302\u0303\u0304', // one accent, five on one letter
  FAMILY,
  '\u{1F9D9}\u{1F3FD}', // an emoji family, a mage with a skin tone
];
const name = fc
  .array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 3 })
  .map((p) => p.join(''));

const table = (a: string, b: string): Scenario => ({
  version: 1,
  variant: 'free-for-all',
  seating: 'as-listed',
  players: [{ name: 'Zed' }, { name: a }, { name: b }],
});

/** Whether each path seats both players. */
function verdicts(a: string, b: string) {
  const s = table(a, b);
  const gathered = gatherSeats(sharedForm(['Zed']), [
    sitRecord('ra', 'da', a),
    sitRecord('rb', 'db', b),
  ]);
  return {
    form: buildTable(s).table !== null,
    gathering: gathered.setup.players!.length === 3,
    file: importScenarioText(JSON.stringify(s)).ok,
    link: decodeTable(encodeTable(s)).ok,
    live: mergeRecords([{ k: 'game', id: 'g1', dev: 'd', setup: s }], buildTable).game !== null,
  };
}

describe('a name gets the same verdict on every path', () => {
  it('property: form, gathering, file, link and live record agree', () => {
    fc.assert(
      fc.property(name, name, (a, b) => {
        const v = verdicts(a, b);
        const all = Object.values(v);
        expect(
          all.every((x) => x === all[0]),
          JSON.stringify({ a, b, v }),
        ).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it.each([
    ['a direction control', 'Bob\u202Eevil', /direction control \(U\+202E\)/],
    ['an isolate', 'Bob\u2066x', /direction control \(U\+2066\)/],
    ['a letter buried under marks', `Bo${'\u0301'.repeat(MAX_MARKS + 1)}b`, /accent marks/],
  ])('%s is refused everywhere, with the reason', (_, bad, why) => {
    expect(nameProblem(bad)).toMatch(why);
    expect(Object.values(verdicts(bad, 'Cy'))).toEqual([false, false, false, false, false]);
  });

  it('a letter with a few accents (Vietnamese) is a name', () => {
    expect(nameProblem('Nguy\u1EC5n')).toBeNull();
    expect(nameProblem('Nguye\u0302\u0303n')).toBeNull();
  });

  it('Cherokee and Lisu look-alikes read as the Latin name (TR39)', () => {
    expect(nameKey('\u13A0\u13B7\u13A5\u13A2\u13D2\u13A5')).toBe(nameKey('Dmitri'));
    expect(nameKey('\uA4D3mitri')).toBe(nameKey('Dmitri'));
    expect(Object.values(verdicts('\u13A0\u13B7\u13A5\u13A2\u13D2\u13A5', 'Dmitri'))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('an emoji family stays one emoji, on every path', () => {
    expect(visibleName(`${FAMILY} Jo`)).toBe(`${FAMILY} Jo`);
    const g = gatherSeats(sharedForm(['Zed']), [sitRecord('r', 'd', `${FAMILY} Jo`)]);
    expect(g.setup.players![1]!.name).toBe(`${FAMILY} Jo`);
    // A zero-width space elsewhere is still dropped.
    expect(visibleName('J\u200Bo')).toBe('Jo');
  });
});
