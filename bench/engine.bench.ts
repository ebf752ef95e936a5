// npm run bench — how fast the rules engine applies events and derives the whole table, and how
// fast the scenario CLI answers for a thousand seats. Figures, not pass/fail: a benchmark on a busy
// machine is information, never a flaky test. Targets are printed beside the figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import '../src/rules/turns/load';
import {
  applyEvent,
  derive,
  newGame,
  replay,
  type Game,
  type GameEvent,
  type PlayerInput,
  type Scenario,
  type Table,
} from '../src/rules';
import { buildTable } from '../src/rules/setup';
import { eventLog } from './eventLog';
import { playgroupRecords } from './records';
import { statsOf } from '../src/rules/stats';
import { createGameStore, selectDerived } from '../src/store/gameStore';

function table(s: Scenario): Table {
  const b = buildTable(s);
  if (!b.table) throw new Error(JSON.stringify(b.errors));
  return b.table;
}

const individuals = (n: number): PlayerInput[] =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
/** `teams` teams of `size`, listed team by team (seating by the rules interleaves where needed). */
const teams = (count: number, size: number): PlayerInput[] =>
  Array.from({ length: count * size }, (_, i) => ({
    name: `T${Math.floor(i / size) + 1}-${(i % size) + 1}`,
    team: `T${Math.floor(i / size) + 1}`,
  }));

const freeForAll = (n: number, range: number | null): Scenario => ({
  variant: 'free-for-all',
  options: { rangeOfInfluence: range, attack: 'multiple' },
  players: individuals(n),
});
const grandMelee = (n: number): Scenario => ({ variant: 'grand-melee', players: individuals(n) });

/** One table of each variant at 100 seats, with the variant's default options. */
const VARIANT_TABLES: [string, Scenario][] = [
  ['free-for-all (unlimited)', freeForAll(100, null)],
  ['free-for-all, range 1', freeForAll(100, 1)],
  ['grand-melee', grandMelee(100)],
  ['team-vs-team, 4 × 25', { variant: 'team-vs-team', players: teams(4, 25) }],
  ['emperor, 20 × 5', { variant: 'emperor', seating: 'by-rules', players: teams(20, 5) }],
  ['two-headed-giant, 2 × 50', { variant: 'two-headed-giant', players: teams(2, 50) }],
  [
    'alternating-teams, 4 × 25',
    { variant: 'alternating-teams', seating: 'by-rules', players: teams(4, 25) },
  ],
  [
    'custom, mixed ranges and teams',
    {
      variant: 'custom',
      players: individuals(100).map((p, i) => ({
        ...p,
        range: [1, 2, 3, null][i % 4]!,
        ...(i % 3 === 0 ? {} : { team: `T${i % 5}` }),
      })),
    },
  ],
];

/** Median of several timed batches, in milliseconds per operation. */
function measure(batch: number, op: () => void, rounds = 7): number {
  for (let i = 0; i < Math.min(batch, 50); i++) op(); // warm up
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) op();
    times.push((performance.now() - t0) / batch);
  }
  return times.sort((a, b) => a - b)[Math.floor(rounds / 2)]!;
}

/**
 * Time to apply one event to a game in progress, derive the whole table from the result and read
 * one player's seat lists (what a click costs with a seat selected; the lists are made on read).
 */
function eventPlusDerive(t: Table, events: GameEvent[], batch: number): number {
  // Walk along the log so each measured event is a real one on a real position.
  const games: Game[] = [];
  let g = newGame(t);
  for (const e of events) {
    games.push(g);
    const r = applyEvent(g, e);
    if (r.ok) g = r.value;
  }
  let i = 0;
  let sink = 0;
  const time = measure(batch, () => {
    const k = i++ % events.length;
    const r = applyEvent(games[k]!, events[k]!);
    if (!r.ok) return;
    const p = derive(r.value).players[k % t.players.length]!;
    sink += p.inRange.length + p.canAttack.length + p.opponentChoosers.length + p.deployTo.length;
  });
  if (sink < 0) console.log(sink);
  return time;
}

const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
const verdict = (value: number, target: number, show: (v: number) => string = fmt) =>
  `target ≤ ${show(target)}: ${value <= target ? 'met' : 'MISSED'}`;

const rows: string[][] = [];
const row = (...cells: string[]) => {
  rows.push(cells);
};
const print = () => {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
  rows.length = 0;
};

console.log(
  `Rules engine benchmark (median of 7 batches; Node ${process.version}). "event + derive" = one\n` +
    'event applied, the whole table derived, one player’s seat lists read.\n',
);

console.log('Every variant at 100 seats (target ≤ 1 ms):');
const at100 = new Map<string, number>();
for (const [label, s] of VARIANT_TABLES) {
  const t = table(s);
  const events = eventLog(t, 1000, 42, t.individual ? 25 : 5);
  const per = eventPlusDerive(t, events, 500);
  at100.set(label, per);
  row(`  ${label}`, `event + derive: ${fmt(per)}`, `(${verdict(per, 1)})`);
}
print();

console.log('\nA thousand seats (target ≤ 5 ms, about ten times the 100-seat figure):');
for (const [label, s, base] of [
  ['free-for-all, range 1', freeForAll(1000, 1), 'free-for-all, range 1'],
  ['free-for-all, unlimited range', freeForAll(1000, null), 'free-for-all (unlimited)'],
  ['grand-melee', grandMelee(1000), 'grand-melee'],
] as const) {
  const t = table(s);
  const events = eventLog(t, 1000, 42, 250);
  const per = eventPlusDerive(t, events, 100);
  const growth = per / at100.get(base)!;
  row(
    `  ${label}`,
    `event + derive: ${fmt(per)}`,
    `(${verdict(per, 5)})`,
    `×${growth.toFixed(1)} the 100-seat figure`,
  );
}
print();

console.log('\nReplaying a log (opening a saved game or a link):');
for (const [label, range] of [
  ['free-for-all, range 1', 1],
  ['free-for-all, unlimited', null],
] as const) {
  for (const n of [8, 100, 1000]) {
    const t = table(freeForAll(n, range));
    const events = eventLog(t, 1000, 42, Math.floor(n / 4));
    const rep = measure(3, () => replay(t, events));
    const target = n === 100 && range === 1 ? ` (${verdict(rep, 100)})` : '';
    row(`  ${label}`, `${n} seats`, `replay 1,000 events: ${fmt(rep)}${target}`);
  }
}
{
  const t = table(grandMelee(100));
  const events = eventLog(t, 2000, 7, 60);
  row(
    '  Grand Melee',
    '100 seats',
    `replay 2,000 events: ${fmt(measure(3, () => replay(t, events)))}`,
  );
}
{
  // The largest link a share fragment can hold is about this: it must open in well under a second.
  // Per event it should cost about what free-for-all does at the same size (target ≤ 3×): turn
  // markers add work near the marker that moved, not over all 250 of them.
  const t = table(grandMelee(1000));
  const events = eventLog(t, 3000, 11, 150);
  const gm = measure(1, () => replay(t, events), 5) / events.length;
  const f = table(freeForAll(1000, 1));
  const fEvents = eventLog(f, 3000, 11, 150);
  const ffa = measure(1, () => replay(f, fEvents), 5) / fEvents.length;
  row(
    '  Grand Melee',
    '1000 seats',
    `replay 3,000 events: ${fmt(gm * events.length)}`,
    `${fmt(gm)} per event, ×${(gm / ffa).toFixed(1)} free-for-all's ${fmt(ffa)} (${verdict(gm / ffa, 3, (r) => `×${r.toFixed(1)}`)})`,
  );
}
print();

console.log(
  '\nMemory: heap after garbage collection, per End turn, as the table screen holds a game (the\n' +
    "store's timeline for undo and redo, and the derived table it shows); 100 turns:",
);
{
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) row('  (run with node --expose-gc: npm run bench does)', '', '');
  else
    for (const [n, target] of [
      [100, 5],
      [1000, 20],
    ] as const) {
      const store = createGameStore({ ...freeForAll(n, 1), startingPlayer: 'P1' });
      const turn = () => {
        const err = store.getState().dispatch({ type: 'endTurn' });
        if (err) throw new Error(err.message);
        selectDerived(store.getState()); // what the screen reads after every click
      };
      for (let i = 0; i < 10; i++) turn(); // warm up: code and first caches
      collect();
      collect();
      const before = process.memoryUsage().heapUsed;
      for (let i = 0; i < 100; i++) turn();
      collect();
      collect();
      const perTurn = (process.memoryUsage().heapUsed - before) / 100 / 1000;
      // Undo still reaches the first step: the growth is not bought by forgetting.
      while (store.getState().cursor > 0) store.getState().undo();
      row(
        `  free-for-all, range 1`,
        `${n} seats`,
        `${perTurn.toFixed(1)} KB per End turn (${verdict(perTurn, target, (v) => `${v} KB`)})`,
      );
    }
}
print();

/** Runs the scenario CLI as `npm run scenario` does; wall time, peak memory, bytes printed. */
function runCli(file: string): Promise<{ ms: number; kb: number; bytes: number }> {
  const root = join(import.meta.dirname, '..');
  const hook = join(import.meta.dirname, 'rss-at-exit.ts');
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', hook, 'src/cli/scenarioMain.ts', file],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let bytes = 0;
    let err = '';
    child.stdout.on('data', (b: Buffer) => (bytes += b.length));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - t0;
      const kb = Number(/bench:maxRSS=(\d+)/.exec(err)?.[1] ?? NaN);
      if (code !== 0) reject(new Error(`scenario CLI exited ${code}: ${err}`));
      else resolve({ ms, kb, bytes });
    });
  });
}

console.log(
  '\nScenario CLI at 1,000 seats (a fresh process each run, start-up included; best of 3;\n' +
    'targets < 2 s and < 200 MB):',
);
{
  const dir = mkdtempSync(join(tmpdir(), 'table-sense-bench-'));
  try {
    for (const [label, s, seed] of [
      ['grand-melee', grandMelee(1000), 11],
      ['free-for-all, range 1', freeForAll(1000, 1), 42],
      ['free-for-all, unlimited', freeForAll(1000, null), 42],
    ] as const) {
      const events = eventLog(table(s), 300, seed, 50);
      const file = join(dir, 'table.json');
      writeFileSync(file, JSON.stringify({ ...s, events }));
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await runCli(file));
      const ms = Math.min(...runs.map((r) => r.ms));
      const mb = Math.min(...runs.map((r) => r.kb)) / 1024;
      row(
        `  ${label}, 300 events`,
        `${(ms / 1000).toFixed(2)} s (${verdict(ms / 1000, 2, (v) => `${v} s`)})`,
        `${mb.toFixed(0)} MB (${verdict(mb, 200, (v) => `${v} MB`)})`,
        `${(runs[0]!.bytes / 1e6).toFixed(1)} MB printed`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
print();

console.log('\nRecords (the Records screen, npm run stats):');
{
  const records = playgroupRecords(10_000);
  const stats = measure(1, () => statsOf(records), 5);
  row('  stats of 10,000 games', `${fmt(stats)}`, `(${verdict(stats, 50)})`);
  const last = records[records.length - 1]!;
  row('  (games of', `${last.players.length} players, ${last.turns} turns, up to 400 moves)`, '');
}
print();
console.log(
  '\nThe machine may be busy: compare rows from one run, and rerun before drawing conclusions.',
);
