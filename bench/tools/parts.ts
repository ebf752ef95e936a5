// A probe for UI speed work, not a benchmark of record: where bench:ui's floor ratio goes. It
// builds the committed app four ways (HEAD's bench/tools/parts.patch, applied to a copy of HEAD)
// and runs bench:ui's End-turn rows against each, so the gap to the floor page splits into what
// the click path costs with nothing else on the page, what the rest of the page adds, and what
// the chart adds.
//   npx tsx bench/tools/parts.ts            (about 10 minutes on this 2-core machine)
// BENCH_ROUNDS and BENCH_CLICKS pass through (defaults here: 2 rounds of 20 clicks).
import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const PARTS: [string, Record<string, string>][] = [
  ['the whole page', {}],
  ['the whole page, the chart held still', { VITE_PART_FROZEN: '1' }],
  ['header + turn bar + chart', { VITE_PART_BARE: '1' }],
  ['header + turn bar, the chart held still', { VITE_PART_BARE: '1', VITE_PART_FROZEN: '1' }],
];

const repo = resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'parts-'));
// Each build gets exactly its own flags, whatever the calling shell has set.
const base = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_PART_')),
);
const run = (cmd: string, env: Record<string, string> = {}) =>
  execSync(cmd, { cwd: copy, env: { ...base, ...env }, stdio: 'pipe' }).toString();
const cleanUp = () => rmSync(copy, { recursive: true, force: true });
// A long run stopped with Ctrl-C leaves no copy behind.
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

try {
  // The committed code, not the working tree: the figures belong to a commit.
  execSync(`git archive HEAD | tar -x -C ${copy}`, { cwd: repo, shell: '/bin/bash' });
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
  try {
    // A repository of its own: inside another work tree, `git apply` would skip every path.
    run('git init -q && git apply bench/tools/parts.patch');
  } catch (e) {
    // TableScreen or TableChart changed under it: the patch only adds the two VITE_PART_ flags.
    throw new Error(
      `parts.patch no longer applies to HEAD; redo its two VITE_PART_ flags.\n${(e as { stderr?: Buffer }).stderr ?? ''}`,
      { cause: e },
    );
  }
  for (const file of ['src/ui/table/TableScreen.tsx', 'src/chart/TableChart.tsx'])
    if (!readFileSync(join(copy, file), 'utf8').includes('VITE_PART_'))
      throw new Error(`parts.patch did not reach ${file}`);
  for (const [label, env] of PARTS) {
    rmSync(join(copy, 'dist'), { recursive: true, force: true });
    run('npx vite build', env);
    const bench = spawnSync('npx', ['tsx', 'bench/ui.bench.ts'], {
      cwd: copy,
      env: {
        ...base,
        BENCH_ONLY: 'endturn',
        BENCH_ROUNDS: process.env.BENCH_ROUNDS ?? '2',
        BENCH_CLICKS: process.env.BENCH_CLICKS ?? '20',
      },
      encoding: 'utf8',
    });
    if (bench.status !== 0) throw new Error(`bench:ui failed for "${label}": ${bench.stderr}`);
    // "NN seats: median X ms" then "floor page … median F ms → ours is R× the floor".
    const seats = [...bench.stdout.matchAll(/(\d+) seats: median ([\d.]+) ms/g)];
    const floors = [
      ...bench.stdout.matchAll(/floor page .*?median ([\d.]+) ms → ours is ([\d.]+)×/g),
    ];
    if (seats.length !== 2 || floors.length !== 2)
      throw new Error(`bench:ui printed lines this tool does not know:\n${bench.stdout}`);
    seats.forEach((m, i) =>
      console.log(
        `${label.padEnd(42)} ${m[1]!.padStart(3)} seats: ${m[2]!.padStart(5)} ms, floor ${floors[i]![1]} ms → ${floors[i]![2]}×`,
      ),
    );
  }
} catch (e) {
  console.error(`parts: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
