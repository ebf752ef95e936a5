// A playgroup's stats over the games it recorded (docs/records.md): wins per player, wins by
// place in turn order, causes of departures, who knocked out whom with commander damage, and
// how long games run. One pass over the records; players are one person across games when
// their names read alike (names.ts), shown as first written.
import { nameKey } from './names';
import type { LeaveCause, RecordSummary } from './record';

export interface PlayerStats {
  name: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
}

export interface Stats {
  /** Records read. */
  games: number;
  /** Of those, the games that ended (won or drawn). */
  finished: number;
  /** Over finished games: most wins first, then by name. */
  players: PlayerStats[];
  /**
   * Over finished games where each player took turns of their own (no shared team turns):
   * position 1 took the first turn; a team's win counts at each winner's position.
   */
  turnOrder: { position: number; games: number; wins: number }[];
  /** Departures by cause, over every game; only causes that happened. */
  causes: Partial<Record<LeaveCause, number>>;
  /** Over finished games, one decimal; null without any. */
  averageTurns: number | null;
  /** Over finished games with times, whole minutes; null without any. */
  averageMinutes: number | null;
  /** Finished games by variant, and by format (commander, brawl; `none` for neither). */
  variants: { variant: string; games: number }[];
  formats: { format: string; games: number }[];
  /** Who knocked out whom with commander damage (903.10a), most first. */
  commanderKnockouts: { from: string; player: string; count: number }[];
}

const oneDecimal = (x: number) => Math.round(x * 10) / 10;
/** By code point, so every device sorts alike. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Causes in the order records list them. */
export const CAUSES: readonly LeaveCause[] = [
  'life',
  'poison',
  'commanderDamage',
  'concede',
  'effect',
  'team',
  'draw',
];

/** The stats of `records`. */
export function statsOf(records: readonly RecordSummary[]): Stats {
  // A playgroup has a few dozen names over thousands of games: each is read once.
  const keys = new Map<string, string>();
  const keyOf = (name: string) => {
    let k = keys.get(name);
    if (k === undefined) keys.set(name, (k = nameKey(name)));
    return k;
  };
  const people = new Map<string, PlayerStats>();
  const person = (name: string) => {
    const key = keyOf(name);
    let p = people.get(key);
    if (!p) people.set(key, (p = { name, games: 0, wins: 0, draws: 0, losses: 0 }));
    return p;
  };
  const positions: { games: number; wins: number }[] = [];
  const causes: Partial<Record<LeaveCause, number>> = {};
  const variants = new Map<string, number>();
  const formats = new Map<string, number>();
  const knockouts = new Map<string, { from: string; player: string; count: number }>();
  let finished = 0;
  let turns = 0;
  let minutes = 0;
  let timed = 0;
  for (const r of records) {
    for (const d of r.departures) {
      causes[d.cause] = (causes[d.cause] ?? 0) + 1;
      if (d.cause === 'commanderDamage' && d.from !== null) {
        const from = person(d.from).name;
        const player = person(d.player).name;
        const key = `${keyOf(from)}\u0000${keyOf(player)}`;
        const k = knockouts.get(key) ?? { from, player, count: 0 };
        k.count++;
        knockouts.set(key, k);
      }
    }
    if (r.result === 'playing') continue;
    finished++;
    turns += r.turns;
    if (r.minutes !== null) {
      minutes += r.minutes;
      timed++;
    }
    variants.set(r.variant, (variants.get(r.variant) ?? 0) + 1);
    formats.set(r.format ?? 'none', (formats.get(r.format ?? 'none') ?? 0) + 1);
    const winners = new Set(r.winners.map(keyOf));
    const drew = new Set(r.departures.filter((d) => d.how === 'drew').map((d) => keyOf(d.player)));
    for (const p of r.players) {
      const s = person(p.name);
      s.games++;
      const key = keyOf(p.name);
      if (winners.has(key)) s.wins++;
      else if (drew.has(key)) s.draws++;
      else s.losses++;
      if (r.sharedTurns) continue;
      const at = (positions[p.place - 1] ??= { games: 0, wins: 0 });
      at.games++;
      if (winners.has(key)) at.wins++;
    }
  }
  const byCount = <T extends { games: number }>(a: T & { name: string }, b: T & { name: string }) =>
    b.games - a.games || cmp(a.name, b.name);
  return {
    games: records.length,
    finished,
    players: [...people.values()]
      .filter((p) => p.games > 0)
      .sort((a, b) => b.wins - a.wins || cmp(a.name, b.name)),
    turnOrder: Array.from(positions, (p, i) => ({
      position: i + 1,
      games: p?.games ?? 0,
      wins: p?.wins ?? 0,
    })),
    causes: Object.fromEntries(CAUSES.filter((c) => causes[c]).map((c) => [c, causes[c]])),
    averageTurns: finished ? oneDecimal(turns / finished) : null,
    averageMinutes: timed ? Math.round(minutes / timed) : null,
    variants: [...variants]
      .map(([name, games]) => ({ name, games }))
      .sort(byCount)
      .map(({ name, games }) => ({ variant: name, games })),
    formats: [...formats]
      .map(([name, games]) => ({ name, games }))
      .sort(byCount)
      .map(({ name, games }) => ({ format: name, games })),
    commanderKnockouts: [...knockouts.values()].sort(
      (a, b) => b.count - a.count || cmp(a.from, b.from) || cmp(a.player, b.player),
    ),
  };
}

/** The stats as the command line prints them (`npm run stats`, docs/records.md). */
export function cliStats(s: Stats) {
  return {
    games: s.games,
    finished: s.finished,
    players: s.players,
    turnOrder: s.turnOrder,
    causes: s.causes,
    averageTurns: s.averageTurns,
  };
}
