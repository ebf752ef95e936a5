// The records on the command line (docs/records.md): `scenario --record` adds the game's record
// to the usual output and changes nothing else; `stats` adds up the records of many files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenarioCli, runStatsCli, STATS_USAGE } from '../../src/cli/run';

const root = join(import.meta.dirname, '../..');
const files = readdirSync(join(root, 'scenarios'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => `scenarios/${f}`);
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const text = (r: { output: Iterable<string> }) => [...r.output].join('');

describe('scenario --record', () => {
  for (const file of files)
    it(`${file}: the usual output, then the record`, () => {
      const plain = text(runScenarioCli([file], read));
      const r = runScenarioCli(['--record', file], read);
      expect(r.stderr).toBe('');
      const out = JSON.parse(text(r)) as Record<string, unknown> & {
        record: Record<string, unknown> & { life: Record<string, unknown[]>; turns: number };
      };
      expect(Object.keys(out).at(-1)).toBe('record');
      const { record, ...rest } = out;
      expect(JSON.stringify(rest, null, 2) + '\n').toBe(plain);
      expect(Object.keys(record)).toEqual([
        'first',
        'turns',
        'result',
        'winners',
        'minutes',
        'departures',
        'life',
      ]);
      expect(record.turns).toBe(out.turn);
      for (const row of Object.values(record.life)) expect(row).toHaveLength(record.turns + 1);
    });

  it('903: a timed Commander game prints its record exactly', async () => {
    const r = runScenarioCli(['--record', 'scenarios/903-commander-night.json'], read);
    const { record } = JSON.parse(text(r)) as { record: unknown };
    await expect(JSON.stringify(record, null, 2) + '\n').toMatchFileSnapshot(
      'golden/903-commander-night.record.json',
    );
    expect(record).toMatchObject({
      first: 'Bianca',
      result: 'won',
      winners: ['Carissa'],
      minutes: 49,
    });
  });
});

describe('stats', () => {
  it('adds up every scenario file: the golden output', async () => {
    const r = runStatsCli(files, read);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    await expect(text(r)).toMatchFileSnapshot('golden/stats.json');
    const s = JSON.parse(text(r)) as { games: number; finished: number };
    expect(s.games).toBe(files.length);
  });

  it('a file that cannot be read or played is one line and exit status 1', () => {
    expect(runStatsCli([], read)).toMatchObject({ code: 1, stderr: STATS_USAGE });
    const missing = runStatsCli(['scenarios/nope.json'], read);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('scenarios/nope.json: cannot read the file (no such file)\n');
    const bad = runStatsCli(['x.json'], () => '{"variant":"free-for-all","players":[]');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^x\.json: not valid JSON/);
    const badTime = runStatsCli(['t.json'], () =>
      JSON.stringify({
        variant: 'free-for-all',
        players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
        events: [{ type: 'endTurn', at: 'yesterday' }],
      }),
    );
    expect(badTime.stderr).toBe(
      't.json: Event 1: "at" must be a time with its zone, as 2026-11-27T20:15:00+01:00. [at events[0].at]\n',
    );
  });
});
