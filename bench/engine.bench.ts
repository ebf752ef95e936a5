// npm run bench — how fast the rules engine applies events and derives the whole table.
// Figures, not pass/fail: a benchmark on a busy machine is information, never a flaky test.
import {
  applyEvent,
  buildTable,
  derive,
  newGame,
  replay,
  type Game,
  type GameEvent,
  type Scenario,
  type Table,
} from '../src/rules';
import { mulberry32 } from '../src/rules/random';

function table(s: Scenario): Table {
  const b = buildTable(s);
  if (!b.table) throw new Error(JSON.stringify(b.errors));
  return b.table;
}

const freeForAll = (n: number, range: number | null): Table =>
  table({
    variant: 'free-for-all',
    options: { rangeOfInfluence: range, attack: 'multiple' },
    players: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` })),
  });

const grandMelee = (n: number): Table =>
  table({
    variant: 'grand-melee',
    players: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` })),
  });

/** A plausible event log: mostly turns ending, now and then an extra turn or a player leaving. */
function eventLog(t: Table, count: number, seed: number, maxLeaves: number): GameEvent[] {
  const rnd = mulberry32(seed);
  let game = newGame(t);
  const events: GameEvent[] = [];
  let leaves = 0;
  while (events.length < count) {
    const present = t.players.filter((p) => game.inGame[p.seat]);
    let ev: GameEvent;
    const roll = rnd();
    if (roll < 0.03 && leaves < maxLeaves && present.length > 8) {
      ev = { type: 'leave', player: present[Math.floor(rnd() * present.length)]!.name };
      leaves++;
    } else if (roll < 0.05)
      ev = { type: 'extraTurn', player: present[Math.floor(rnd() * present.length)]!.name };
    else if (game.markers.length) {
      const running = game.markers.filter((m) => m.takingTurn);
      ev = { type: 'endTurn', marker: running[Math.floor(rnd() * running.length)]!.number };
    } else ev = { type: 'endTurn' };
    const r = applyEvent(game, ev);
    if (!r.ok) continue;
    game = r.value;
    events.push(ev);
  }
  return events;
}

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

/** Time to apply one event to a game in progress and derive the whole table from the result. */
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
  return measure(batch, () => {
    const k = i++ % events.length;
    const r = applyEvent(games[k]!, events[k]!);
    if (r.ok) derive(r.value);
  });
}

const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
const verdict = (ms: number, target: number) =>
  ms < target ? `target < ${fmt(target)}: met` : `target < ${fmt(target)}: MISSED`;

const rows: string[][] = [];
const row = (...cells: string[]) => {
  rows.push(cells);
};

console.log('Rules engine benchmark (median of 7 batches; Node', process.version + ')\n');
for (const [label, range] of [
  ['range 1', 1],
  ['unlimited range', null],
] as const) {
  for (const n of [8, 100, 1000]) {
    const t = freeForAll(n, range);
    const events = eventLog(t, 1000, 42, Math.floor(n / 4));
    const per = eventPlusDerive(t, events, n >= 1000 ? (range === null ? 5 : 50) : 500);
    const rep = measure(
      n >= 1000 && range === null ? 1 : 3,
      () => replay(t, events),
      n >= 1000 && range === null ? 3 : 7,
    );
    const target1 = n === 100 && range === 1 ? ` (${verdict(per, 1)})` : '';
    const target2 = n === 100 && range === 1 ? ` (${verdict(rep, 100)})` : '';
    row(
      `free-for-all, ${label}`,
      `${n} seats`,
      `event + full derive: ${fmt(per)}${target1}`,
      `replay 1,000 events: ${fmt(rep)}${target2}`,
    );
  }
}
{
  const t = grandMelee(100);
  const events = eventLog(t, 2000, 7, 60);
  const per = eventPlusDerive(t, events, 500);
  const rep = measure(3, () => replay(t, events));
  row(
    'Grand Melee',
    '100 seats',
    `event + full derive: ${fmt(per)} (${verdict(per, 1)})`,
    `replay 2,000 events: ${fmt(rep)}`,
  );
}
{
  // The largest link a share fragment can hold is about this: it must open in well under a second.
  const t = grandMelee(1000);
  const events = eventLog(t, 3000, 11, 150);
  const rep = measure(1, () => replay(t, events), 3);
  row('Grand Melee', '1000 seats', '', `replay 3,000 events: ${fmt(rep)}`);
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c]!)).join('  '));
console.log(
  '\nLinear growth check (range 1): compare the 100- and 1,000-seat rows — ten times the seats should cost about ten times as much.',
);
