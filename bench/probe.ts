// npm run probe -- <name> [args]: the probes for speed work, each a module in bench/probes/. Not
// benchmarks of record (those are npm run bench, bench:ui, bench:live): figures to look inside
// one. With no name, or one it does not know, it lists them and exits 1.
import { UsageError } from './probes/shared';

interface ProbeModule {
  usage: string;
  run(args: string[]): Promise<void>;
}

// Loaded on demand: the list prints without starting anything.
const PROBES: Record<string, [about: string, load: () => Promise<ProbeModule>]> = {
  trace: [
    "End turn traced in Chromium: wall, main-thread CPU by phase, the click's own frame, self times; --tree, --why, --ab-css, --profile, several --url",
    () => import('./probes/trace'),
  ],
  settle: [
    'the slow phone\'s "whole page caught up after End turn" alone, with a paired A/B by style sheet or script',
    () => import('./probes/settle'),
  ],
  split: [
    "bench:ui's End-turn figure split (handler, microtasks, to rAF, rAF to message), ours and the same-work floor interleaved",
    () => import('./probes/split'),
  ],
  mutations: [
    'what one End turn changes in the page: in its handler, before its frame and after it',
    () => import('./probes/mutations'),
  ],
  renders: [
    'the components one End turn renders, commit by commit (an unminified build)',
    () => import('./probes/renders'),
  ],
  parts: [
    "bench:ui's floor ratio split into parts: HEAD built four ways (about 10 minutes)",
    () => import('./probes/parts'),
  ],
  'gm-replay': [
    'Grand Melee against free-for-all replays at 1,000 seats: µs per event and their ratio',
    () => import('./probes/gm-replay'),
  ],
};

const [name, ...args] = process.argv.slice(2);
const entry = name ? PROBES[name] : undefined;
if (!name || !entry) {
  if (name) console.error(`no probe called "${name}"\n`);
  console.log('npm run probe -- <name> [args]   (<name> --help: its switches)\n');
  for (const [n, [about]] of Object.entries(PROBES)) console.log(`  ${n.padEnd(10)} ${about}`);
  process.exit(1);
}
const probe = await entry[1]();
if (args.includes('--help')) {
  console.log(`npm run probe -- ${probe.usage}`);
  process.exit(0);
}
try {
  await probe.run(args);
} catch (e) {
  if (e instanceof UsageError)
    console.error(`${name}: ${e.message}\nnpm run probe -- ${probe.usage}`);
  else console.error(`${name}: ${(e as Error).stack ?? e}`);
  process.exit(1);
}
