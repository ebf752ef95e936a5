// docs/architecture.md stays true: every file it names exists where it says, the folders of its
// layer table are the folders of src/, and no source file outgrows the size it promises (data
// tables aside). When this fails, the map is out of date: fix the map or the code.
// (Its "at most three files" per addition is shown by the tests that add one inside themselves:
// test/counters-designations.test.ts, test/mark-faces.test.tsx.)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

/** Every file under `dir`, as paths from the repository's root. */
function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(join(root, path)).isDirectory() ? files(path) : [path];
  });
}
const tree = ['src', 'scripts', 'docs', 'test', 'e2e', 'bench', 'server', 'public'].flatMap(files);
const names = new Set(tree.map((p) => basename(p)));

describe('docs/architecture.md is a true map', () => {
  it('every file it names exists (a path from the root or from src/, a bare name somewhere)', () => {
    const named = [...doc.matchAll(/`([\w./-]+\.(?:tsx?|mjs|json|md|css))`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(50);
    const missing = named.filter((p) =>
      p.includes('/')
        ? !['', 'src', 'src/rules'].some((dir) => existsSync(join(root, dir, p)))
        : !names.has(p) && !existsSync(join(root, p)),
    );
    expect(missing).toEqual([]);
  });

  it('its layer table lists every folder of src/, and scripts/layers.mjs knows the same ones', () => {
    const folders = readdirSync(join(root, 'src')).filter((f) =>
      statSync(join(root, 'src', f)).isDirectory(),
    );
    const table = doc.slice(doc.indexOf('## The layers'), doc.indexOf('## The folders'));
    const layers = readFileSync(join(root, 'scripts/layers.mjs'), 'utf8');
    for (const f of folders) {
      expect(table, `the layer table has no row for src/${f}/`).toContain(`\`${f}/\``);
      expect(layers, `scripts/layers.mjs does not place src/${f}/`).toMatch(
        new RegExp(`^  ${f}: \\[`, 'm'),
      );
    }
  });

  it('no source file over 500 lines, other than the data tables of rule summaries', () => {
    const DATA = new Set(['src/rules/summaries.ts', 'src/rules/summaries2005.ts']);
    const long = tree
      .filter((p) => p.startsWith('src/') && /\.tsx?$/.test(p) && !/\.test\.|fixture/.test(p))
      .filter((p) => !DATA.has(p))
      .filter((p) => readFileSync(join(root, p), 'utf8').split('\n').length > 501);
    expect(long).toEqual([]);
  });
});
