// The scenario command line's output for every file in scenarios/, byte for byte. The golden
// files were captured from the command before the per-pair reasons moved behind `--why`: with
// `--why` the output is that capture exactly; without it, the same with `cannotAttack` left out.
// A deliberate change to the output: `npx vitest run test/cli -u` rewrites them; review the diff.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prettyJson, runScenarioCli, USAGE } from '../../src/cli/run';

const root = join(import.meta.dirname, '../..');
const files = readdirSync(join(root, 'scenarios')).filter((f) => f.endsWith('.json'));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
/** Runs the command as the entry point does, with its output as one string. */
const run = (argv: string[], reader = read) => {
  const r = runScenarioCli(argv, reader);
  return { code: r.code, stdout: [...r.output].join(''), stderr: r.stderr };
};

describe('scenario CLI golden output', () => {
  it('has scenario files to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  for (const f of files) {
    const base = f.replace(/\.json$/, '');
    it(`${f}: prints the golden output, and with --why the reasons too`, async () => {
      const plain = run([`scenarios/${f}`], read);
      const why = run(['--why', `scenarios/${f}`], read);
      expect(plain.code).toBe(0);
      expect(plain.stderr).toBe('');
      await expect(plain.stdout).toMatchFileSnapshot(`golden/${base}.json`);
      await expect(why.stdout).toMatchFileSnapshot(`golden/${base}.why.json`);
      // --why adds cannotAttack to each player and changes nothing else.
      const withReasons = JSON.parse(why.stdout) as { players: Record<string, unknown>[] };
      for (const p of withReasons.players) {
        expect(Array.isArray(p.cannotAttack)).toBe(true);
        delete p.cannotAttack;
      }
      expect(JSON.stringify(withReasons, null, 2) + '\n').toBe(plain.stdout);
    });
  }

  it('puts --why before or after the file, and refuses anything else with the usage line', () => {
    const f = `scenarios/${files[0]}`;
    expect(run([f, '--why'], read)).toEqual(run(['--why', f], read));
    expect(run([], read)).toEqual({ code: 1, stdout: '', stderr: USAGE });
    expect(run([f, f], read).stderr).toBe(USAGE);
    expect(run(['--reasons', f], read).stderr).toBe(USAGE);
  });

  it('says what is wrong with a missing file or bad JSON, on one line', () => {
    const missing = run(['nope.json'], () => {
      throw Object.assign(new Error('gone'), { code: 'ENOENT' });
    });
    expect(missing).toEqual({
      code: 1,
      stdout: '',
      stderr: 'nope.json: cannot read the file (no such file)\n',
    });
    const bad = run(['x.json'], () => '{ nope');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^x\.json: not valid JSON \(.+\)\n$/);
  });
});

describe('prettyJson', () => {
  it('prints exactly what JSON.stringify(value, null, 2) prints, in pieces', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        expect([...prettyJson(value)].join('')).toBe(JSON.stringify(value, null, 2) + '\n');
      }),
      { numRuns: 300 },
    );
    const tricky = { a: [], b: [[1, [2]], { c: 'x\ny' }, null], d: undefined, e: {} };
    expect([...prettyJson(tricky)].join('')).toBe(JSON.stringify(tricky, null, 2) + '\n');
  });
});
