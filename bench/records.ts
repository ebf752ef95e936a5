// Records for `npm run bench`: a playgroup's 10,000 games, made from a few hundred real games
// (replayed by the engine into records) under a dozen players' names.
import { loadScenario } from '../src/rules/scenario';
import { recordOf, type GameRecord } from '../src/rules/record';
import { gameId, nightOf, type KeptGame } from '../src/persist/records';
import { applyEvent, type GameEvent, type Scenario } from '../src/rules';
import { mulberry32 } from '../src/rules/random';

const NAMES = ['Ana', 'Bo', 'Cy', 'Di', 'Eve', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kai', 'Lu'];

/** The engine's own seeded generator: the same games every run. */
const random = mulberry32;

/** One Commander game played to its end at random: life, commander damage, turns. */
function game(rand: () => number, i: number): GameRecord {
  return keptGame(rand, i).record;
}

/**
 * A game played at random to its end, kept as the app keeps it: `n` players (3 to 6 when not
 * given), at most `moves` moves.
 */
export function keptGame(
  rand: () => number,
  i: number,
  n = 3 + Math.floor(rand() * 4),
  moves = 400,
): KeptGame {
  const start = Math.floor(rand() * NAMES.length);
  const players = Array.from({ length: n }, (_, k) => ({
    name: k < NAMES.length ? NAMES[(start + k) % NAMES.length]! : `Player ${k + 1}`,
  }));
  const setup: Scenario = {
    variant: 'free-for-all',
    options: { format: 'commander' },
    players,
    seed: i,
    startedAt: new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString(),
  };
  const built = loadScenario(setup);
  if (!built.ok) throw new Error(built.error.message);
  const events: GameEvent[] = [];
  let state = built.value.game;
  let t = Date.parse(setup.startedAt!);
  for (let k = 0; k < moves && !state.over; k++) {
    t += 60_000;
    const who = players[Math.floor(rand() * n)]!.name;
    const from = players[Math.floor(rand() * n)]!.name;
    const r = rand();
    const e: GameEvent =
      r < 0.3
        ? { type: 'endTurn' }
        : r < 0.8
          ? { type: 'life', player: who, amount: -1 - Math.floor(rand() * 6) }
          : who !== from
            ? { type: 'commanderDamage', player: who, from, amount: 1 + Math.floor(rand() * 7) }
            : { type: 'leave', player: who, reason: 'concede' };
    const timed = { ...e, at: new Date(t).toISOString() };
    const next = applyEvent(state, timed);
    if (!next.ok) continue; // a player who left acts no more
    events.push(timed);
    state = next.value;
  }
  const rec = recordOf(built.value.table, events, setup.startedAt);
  if (!rec.ok) throw new Error(rec.error.message);
  const keptAt = rec.value.endedAt ?? setup.startedAt!;
  return {
    id: gameId(setup, events),
    night: nightOf(rec.value.startedAt, keptAt),
    keptAt,
    scenario: { ...setup, events },
    record: rec.value,
  };
}

export { random };

/** `count` records: `distinct` real games, repeated. */
export function playgroupRecords(count: number, distinct = 200): GameRecord[] {
  const rand = random(7);
  const games = Array.from({ length: distinct }, (_, i) => game(rand, i));
  return Array.from({ length: count }, (_, i) => games[i % distinct]!);
}
