// Kept games for the records screen's tests: a scenario played through the engine, kept as the
// recorder keeps it.
import { gameId, nightOf, type KeptGame } from '../../persist/records';
import type { GameEvent, Scenario } from '../../rules';
import { recordOf } from '../../rules/record';
import { loadScenario } from '../../rules/scenario';

/** The game `scenario` plays, kept at `keptAt` (its last move's time by default). */
export function keep(scenario: Scenario, keptAt?: string): KeptGame {
  const loaded = loadScenario(scenario);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const events = scenario.events ?? [];
  const r = recordOf(loaded.value.table, events, scenario.startedAt);
  if (!r.ok) throw new Error(r.error.message);
  const at = keptAt ?? r.value.endedAt ?? '2026-11-27T23:00:00+01:00';
  return {
    id: gameId(scenario, events),
    night: nightOf(r.value.startedAt, at),
    keptAt: at,
    scenario,
    record: r.value,
  };
}

/** 2026-11-`day` at 20:00 and `minute` minutes (past midnight: still that night). */
const at = (day: number, minute: number) => {
  const m = 20 * 60 + minute;
  const h = Math.floor(m / 60) % 24;
  const d = day + Math.floor(m / 60 / 24);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `2026-11-${pad(d)}T${pad(h)}:${pad(m % 60)}:00+01:00`;
};

/**
 * A four-player Commander game on 2026-11-`day`, `minutes` long from `start` minutes past 20:00:
 * `turns` turns end, then `winner` wins, the others leaving by concession, ten poison (with four)
 * and 21 commander damage from the winner.
 */
export function pod(
  day: number,
  names: string[],
  winner: string,
  extra: Partial<Scenario> = {},
  minutes = 30,
  start = 0,
  turns = 1,
) {
  const t = (part: number) => at(day, start + Math.round((minutes * part) / 6));
  const others = names.filter((n) => n !== winner);
  const ends: GameEvent[] = [
    { type: 'leave', player: others[0]!, reason: 'concede', at: t(2) },
    { type: 'poison', player: others[1]!, amount: 10, at: t(4) },
    // Brawl has no commander damage loss (903.10a is Commander's): the last one loses on life.
    extra.options?.format === 'brawl'
      ? { type: 'life', player: others.at(-1)!, amount: -40, at: t(6) }
      : { type: 'commanderDamage', player: others.at(-1)!, from: winner, amount: 21, at: t(6) },
  ] as GameEvent[];
  // Three players: the concession, then commander damage.
  const events = [
    ...Array.from({ length: turns }, (_, k): GameEvent => ({
      type: 'endTurn',
      at: t((k + 1) / turns),
    })),
    ...(others.length === 2 ? [ends[0]!, ends[2]!] : ends),
  ];
  return keep({
    variant: 'free-for-all',
    options: { format: 'commander' },
    players: names.map((name) => ({ name })),
    startingPlayer: names[0],
    startedAt: at(day, start),
    events,
    ...extra,
  });
}

const NAMES = ['Alex', 'Bianca', 'Carissa', 'Dmitri', 'Eve', 'Farah', 'Gus', 'Hana'];

/**
 * `count` games over a few weeks, of every kind the stats count: wins with each cause, draws
 * (104.4c), games left unfinished, and Two-Headed Giant games, whose teams share turns.
 */
export function season(count: number): KeptGame[] {
  return Array.from({ length: count }, (_, i) => {
    const day = 1 + ((i * 5) % 28);
    const seats = [0, 1, 2, 3].map((k) => NAMES[(i + k * (1 + (i % 3))) % NAMES.length]!);
    const names = new Set(seats).size === 4 ? seats : NAMES.slice(i % 4, (i % 4) + 4);
    const winner = names[i % 4]!;
    // Games of one night begin at different times: a game's start is part of its id.
    const start = (i * 37) % 200;
    const base: Scenario = {
      variant: 'free-for-all',
      options: { format: i % 5 === 4 ? 'brawl' : 'commander' },
      players: names.map((name) => ({ name })),
      startingPlayer: names[i % 4],
      startedAt: at(day, start),
    };
    if (i % 9 === 8)
      return keep({
        ...base,
        variant: 'two-headed-giant',
        options: {},
        players: names.map((name, k) => ({ name, team: k < 2 ? 'Suns' : 'Moons' })),
        startingPlayer: undefined,
        startingTeam: 'Suns',
        events: [
          { type: 'endTurn', at: at(day, start + 22) },
          { type: 'life', player: names[2]!, amount: -30, at: at(day, start + 48) },
        ] as GameEvent[],
      });
    if (i % 11 === 10)
      return keep({
        ...base,
        events: [{ type: 'draw', player: winner, at: at(day, start + 40) }] as GameEvent[],
      });
    if (i % 13 === 12)
      return keep({
        ...base,
        events: [{ type: 'endTurn', at: at(day, start + 40) }] as GameEvent[],
      });
    return pod(
      day,
      names,
      winner,
      { options: base.options },
      25 + ((i * 17) % 70),
      start,
      4 + ((i * 3) % 9),
    );
  });
}
