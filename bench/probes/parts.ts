// npm run probe -- parts: where bench:ui's floor ratio goes. It builds the committed app four ways
// (parts.patch, beside this file, applied to a copy of HEAD) and runs bench:ui's End-turn rows
// against each, so the gap to the floor page splits into what the click path costs with nothing
// else on the page, what the rest of the page adds, and what the chart adds.
import { execSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { num, parse, STRING } from './shared';

export const usage = `parts [--rounds N (2)] [--clicks N (20)]   (bench:ui's BENCH_ROUNDS and BENCH_CLICKS;
  about 10 minutes on a 2-core machine)`;

const PARTS: [string, Record<string, string>][] = [
  ['the whole page', {}],
  ['the whole page, the chart held still', { VITE_PART_FROZEN: '1' }],
  ['header + turn bar + chart', { VITE_PART_BARE: '1' }],
  ['header + turn bar, the chart held still', { VITE_PART_BARE: '1', VITE_PART_FROZEN: '1' }],
];

export async function run(args: string[]) {
  const { values: o } = parse(args, { rounds: STRING, clicks: STRING });
  const repo = resolve(import.meta.dirname, '../..');
  const patch = join(import.meta.dirname, 'parts.patch');
  const copy = mkdtempSync(join(tmpdir(), 'parts-'));
  // Each build gets exactly its own flags, whatever the calling shell has set.
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('VITE_PART_')),
  );
  const sh = (cmd: string, env: Record<string, string> = {}) =>
    execSync(cmd, { cwd: copy, env: { ...base, ...env }, stdio: 'pipe' }).toString();
  const cleanUp = () => rmSync(copy, { recursive: true, force: true });
  // A long run stopped with Ctrl-C leaves no copy behind.
  const onInt = () => {
    cleanUp();
    process.exit(130);
  };
  process.on('SIGINT', onInt);
  try {
    // The committed code, not the working tree: the figures belong to a commit.
    execSync(`git archive HEAD | tar -x -C ${copy}`, { cwd: repo, shell: '/bin/bash' });
    symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
    try {
      // A repository of its own: inside another work tree, `git apply` would skip every path.
      sh(`git init -q && git apply ${patch}`);
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
      sh('npx vite build', env);
      const bench = spawnSync('npx', ['tsx', 'bench/ui.bench.ts'], {
        cwd: copy,
        env: {
          ...base,
          BENCH_ONLY: 'endturn',
          BENCH_ROUNDS: `${num(o.rounds, 2)}`,
          BENCH_CLICKS: `${num(o.clicks, 20)}`,
        },
        encoding: 'utf8',
      });
      if (bench.status !== 0) throw new Error(`bench:ui failed for "${label}": ${bench.stderr}`);
      // "NN seats: median X ms", then each floor's "median F ms → ours is R× it".
      const seats = [...bench.stdout.matchAll(/(\d+) seats: median ([\d.]+) ms/g)];
      const floor = (kind: string) => [
        ...bench.stdout.matchAll(
          new RegExp(`${kind} floor .*?median ([\\d.]+) ms → ours is ([\\d.]+)×`, 'g'),
        ),
      ];
      const same = floor('same-work');
      const bare = floor('bare');
      if (seats.length !== 2 || same.length !== 2 || bare.length !== 2)
        throw new Error(`bench:ui printed lines this probe does not know:\n${bench.stdout}`);
      seats.forEach((m, i) =>
        console.log(
          `${label.padEnd(42)} ${m[1]!.padStart(3)} seats: ${m[2]!.padStart(5)} ms, same-work floor ${same[i]![1]} ms → ${same[i]![2]}×, bare floor ${bare[i]![1]} ms → ${bare[i]![2]}×`,
        ),
      );
    }
  } finally {
    process.off('SIGINT', onInt);
    cleanUp();
  }
}
