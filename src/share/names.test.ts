// Every way a table arrives checks its names with the same rules (rules/names.ts via buildTable):
// a file, a link, a saved record and a setup handed to the store (a live room's records end there)
// all refuse a control character inside a name and a look-alike of another player's name.
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../rules';
import { checkFacts } from '../persist/storage';
import { buildFor } from '../store/gameStore';
import { decodeTable, encodeTable } from './codec';
import { importScenarioText } from './scenarioFile';

const withNames = (...names: string[]): Scenario => ({
  version: 1,
  variant: 'free-for-all',
  players: names.map((name) => ({ name })),
  startingPlayer: 'Cy',
});

describe.each([
  ['a control character', withNames('A\u0085na', 'Bo', 'Cy'), /control character \(U\+0085\)/],
  ['a Braille blank', withNames('Ana', 'Ana\u2800', 'Cy'), /read as the same name/],
  ['a Cherokee look-alike', withNames('Ana', '\u13AAna', 'Cy'), /read as the same name/],
  ['a small capital', withNames('Ana', 'A\u0274a', 'Cy'), /read as the same name/],
])('names with %s are refused on every path', (_, scenario, message) => {
  it('a scenario file', () => {
    const r = importScenarioText(JSON.stringify(scenario));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });
  it('a link', () => {
    const r = decodeTable(encodeTable(scenario));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
  it('a saved record', () => {
    const { events: _, ...setup } = scenario;
    const r = checkFacts({ setup, log: [], cursor: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });
  it('a setup handed to the store (the live room’s path)', () => {
    const r = buildFor(scenario);
    expect(r.table).toBeNull();
    expect(r.errors[0]?.message).toMatch(message);
  });
});
