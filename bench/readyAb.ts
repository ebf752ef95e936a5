// bench:ui's "ready to play" rows (bench/readyUi.ts) against several builds, runs interleaved, so a
// change is compared on the same busy machine at the same time (a paired A/B):
//   npx tsx bench/readyAb.ts [--runs 5] DIR...
// Each build is served by its own `vite preview`, on BENCH_PORT and the ports after it when set,
// else on free ports. BENCH_READY_WAY and
// BENCH_READY_SEATS pick one row, as in bench:ui.
import { launch, serve } from './probes/shared';
import { once, SEATS, WAYS, type Ready } from './readyUi';

const args = process.argv.slice(2);
const at = args.indexOf('--runs');
const runs = at < 0 ? 5 : Number(args[at + 1]);
const dirs = args.filter((a, i) => !a.startsWith('--') && i !== at + 1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const base = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const served = await Promise.all(
  dirs.map((d, i) => serve(d, undefined, base === undefined ? undefined : base + i)),
);
// Stopped early (Ctrl+C, kill), the servers go too: each is in a process group of its own.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const s of served) s.stop();
    process.exit(130);
  });
const browser = await launch();
try {
  console.log(`Ready to play (CPU 4×, 390×844), ${runs} runs per build, interleaved`);
  for (const way of WAYS)
    for (const [seats] of SEATS) {
      if (process.env.BENCH_READY_SEATS && Number(process.env.BENCH_READY_SEATS) !== seats)
        continue;
      const got: Ready[][] = dirs.map(() => []);
      for (let i = 0; i < runs; i++)
        for (let b = 0; b < dirs.length; b++)
          got[b]!.push((await once(browser, served[b]!.url, seats, way)).r);
      for (let b = 0; b < dirs.length; b++) {
        const rs = got[b]!;
        console.log(
          `${String(seats).padStart(3)} seats, ${way.padEnd(18)} ${dirs[b]!.padEnd(24)} median ${median(rs.map((r) => r.ready)).toFixed(0)} ms; shown ${median(rs.map((r) => r.shown)).toFixed(0)}, click → paint ${median(rs.map((r) => r.answer)).toFixed(0)}; runs ${rs.map((r) => r.ready.toFixed(0)).join(', ')} (lang ${[...new Set(rs.map((r) => r.lang))].join('/')})`,
        );
      }
    }
} finally {
  await browser.close();
  for (const s of served) s.stop();
}
