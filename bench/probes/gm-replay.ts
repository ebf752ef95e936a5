// npm run probe -- gm-replay: Grand Melee and free-for-all replays at 1,000 seats, alternated, for a
// quick ratio or a CPU profile of the engine alone (no browser).
import { replay, type GameEvent, type Scenario, type Table } from '../../src/rules';
import { buildTable } from '../../src/rules/setup';
import { eventLog } from '../eventLog';
import { num, parse } from './shared';

export const usage = `gm-replay [rounds=20]   (a profile: node --cpu-prof --import tsx bench/probe.ts gm-replay)`;

export async function run(args: string[]) {
  const rounds = num(parse(args, {}).positionals[0], 20);
  const table = (s: Scenario): Table => buildTable(s).table!;
  const players = Array.from({ length: 1000 }, (_, i) => ({ name: `P${i + 1}` }));
  const gm = table({ variant: 'grand-melee', players });
  const ffa = table({
    variant: 'free-for-all',
    options: { rangeOfInfluence: 1, attack: 'multiple' },
    players,
  });
  const gmEvents = eventLog(gm, 3000, 11, 150);
  const ffaEvents = eventLog(ffa, 3000, 11, 150);
  const kinds = (es: GameEvent[]) =>
    es.reduce<Record<string, number>>((o, e) => ((o[e.type] = (o[e.type] ?? 0) + 1), o), {});
  console.log(
    'GM events',
    gmEvents.length,
    kinds(gmEvents),
    'FFA',
    ffaEvents.length,
    kinds(ffaEvents),
  );
  let g = 0;
  let f = 0;
  for (let r = 0; r < rounds; r++) {
    let t0 = performance.now();
    replay(gm, gmEvents);
    g += performance.now() - t0;
    t0 = performance.now();
    replay(ffa, ffaEvents);
    f += performance.now() - t0;
  }
  const gu = (g / rounds / gmEvents.length) * 1000;
  const fu = (f / rounds / ffaEvents.length) * 1000;
  console.log(
    `GM ${gu.toFixed(2)} µs/event, FFA ${fu.toFixed(2)} µs/event, ×${(gu / fu).toFixed(1)}`,
  );
}
