// A game as a record: what a playgroup keeps of it once it is over (docs/records.md). Made by
// replaying the game's events and noting, as they go, when each turn began, who left on which
// turn and why. Pure: the times come from the events themselves (`at`, `startedAt`).
import { COMMANDER_DAMAGE, counterSpecs, sourcedAmounts } from './counters';
import { newGame, type Game } from './game';
import { poolOf } from './life';
import { applyEvent } from './play';
import { playOf } from './variants';
import type { Departure, GameEvent, Result, Table } from './types';
import { withFields } from './terms';

/** Milliseconds since 1970 of an ISO time, or null when it is not one. */
function timeOf(at: string | undefined): number | null {
  if (!at) return null;
  const t = Date.parse(at);
  return Number.isFinite(t) ? t : null;
}

/** Whole minutes from one ISO time to another (rounded down), or null without both. */
export function minutesBetween(from: string | undefined, to: string | undefined): number | null {
  const a = timeOf(from);
  const b = timeOf(to);
  return a === null || b === null ? null : Math.max(0, Math.floor((b - a) / 60_000));
}

export type RecordResult = 'won' | 'draw' | 'playing';

/** Why a player left, as records count it. */
export type LeaveCause =
  'life' | 'poison' | 'commanderDamage' | 'concede' | 'effect' | 'team' | 'draw';

export interface RecordDeparture {
  player: string;
  /** The turn in progress when they left (turns counted as `Game.turn` counts them). */
  turn: number;
  how: Departure['how'];
  cause: LeaveCause;
  rule: string | null;
  /** For `commanderDamage`: the name of the player whose commander dealt it; else null. */
  from: string | null;
  /** When it happened, if the event kept its time. */
  at: string | null;
}

export interface RecordPlayer {
  name: string;
  team: string | null;
  /** Place in turn order: 1 took the first turn, 2 is next to their left, and so on. */
  place: number;
}

export interface GameRecord {
  variant: Table['variant'];
  format: Table['options']['format'] | null;
  edition: Table['edition'];
  /** In seat order (latecomers where they sat). */
  players: RecordPlayer[];
  /** The player who took the first turn. */
  first: string;
  /** Turns begun. */
  turns: number;
  /** True when teams took their turns together (805, 810.2): turn order is by team. */
  sharedTurns: boolean;
  result: RecordResult;
  winners: string[];
  startedAt: string | null;
  endedAt: string | null;
  minutes: number | null;
  departures: RecordDeparture[];
  /** Each player's life (a 2HG team's shared total) as each turn began, then now; null once left. */
  life: Record<string, (number | null)[]>;
}

/** A record without each player's life at every turn: what lists and stats read. */
export type RecordSummary = Omit<GameRecord, 'life'>;

/** The game's start: the setup's, else its first event's time. */
const startOf = (startedAt: string | undefined, events: readonly GameEvent[]) =>
  startedAt ?? events.find((e) => e.at)?.at;

/**
 * The record of a game played from `table` with `events` (all of them valid: a stored log). A
 * game still being played gives a record with result `playing` ("we stopped here").
 */
export function recordOf(
  table: Table,
  events: readonly GameEvent[],
  startedAt?: string,
): Result<GameRecord> {
  let game = newGame(table);
  // By name: a latecomer (a house rule) moves the seats after theirs up one.
  const life: Map<string, number | null>[] = [];
  const snapshot = (g: Game) =>
    new Map(
      g.table.players.map((p) => [
        p.name,
        g.inGame[p.seat] ? g.counters.life![poolOf(g.table, p.seat)]! : null,
      ]),
    );
  // Turn 1 began with the game.
  for (let t = 0; t < game.turn; t++) life.push(snapshot(game));
  const departures: RecordDeparture[] = [];
  for (let i = 0; i < events.length; i++) {
    const event = events[i]!;
    const r = applyEvent(game, event);
    if (!r.ok) return { ok: false, error: withFields(r.error, { path: `events[${i}]` }) };
    const next = r.value;
    if (next.inGame !== game.inGame)
      for (const p of next.table.players) {
        const was = p.seat < game.inGame.length && game.inGame[p.seat];
        if (!was || next.inGame[p.seat]) continue;
        departures.push(departureOf(next, p.seat, game.turn, event));
      }
    for (let t = life.length; t < next.turn; t++) life.push(snapshot(next));
    game = next;
  }
  life.push(snapshot(game));
  const final = game.table;
  const n = final.players.length;
  const start = startOf(startedAt, events);
  const end = [...events].reverse().find((e) => e.at)?.at;
  return {
    ok: true,
    value: {
      variant: final.variant,
      format: final.options.format ?? null,
      edition: final.edition,
      players: final.players.map((p) => ({
        name: p.name,
        team: p.team,
        place: ((p.seat - final.startingSeat + n) % n) + 1,
      })),
      first: final.players[final.startingSeat]!.name,
      turns: game.turn,
      sharedTurns: final.options.sharedTeamTurns,
      result: !game.over ? 'playing' : game.winners.length ? 'won' : 'draw',
      winners: game.winners.map((s) => final.players[s]!.name),
      startedAt: start ?? null,
      endedAt: end ?? null,
      minutes: minutesBetween(start, end),
      departures,
      // Latecomers have no life before they sat down: null there too.
      life: Object.fromEntries(
        final.players.map((p) => [p.name, life.map((row) => row.get(p.name) ?? null)]),
      ),
    },
  };
}

/** Who left at `seat` in `game`, why (as records count causes), during turn `turn`. */
function departureOf(game: Game, seat: number, turn: number, event: GameEvent): RecordDeparture {
  const { table } = game;
  const d = game.departures[seat]!;
  const cause = causeOf(table, d);
  let from: string | null = null;
  if (cause === 'commanderDamage')
    from =
      event.type === 'commanderDamage' && event.player === table.players[seat]!.name
        ? event.from
        : commanderOf(game, seat);
  return {
    player: table.players[seat]!.name,
    turn,
    how: d.how,
    cause,
    rule: d.rule ?? null,
    from,
    at: event.at ?? null,
  };
}

/**
 * The cause of a departure, told by the rule the engine gave it: a team's own rules (810.8a–b,
 * 809.5b–c) mean the player left with their team or emperor; a counter's loss rule names the
 * counter (704.5a life, 704.5c poison, 903.10a commander damage).
 */
export function causeOf(table: Table, d: Departure): LeaveCause {
  const rules = playOf(table).teamRules;
  if (rules && d.rule !== undefined && [rules.lost, rules.conceded, rules.drew].includes(d.rule))
    return 'team';
  if (d.how === 'drew') return 'draw';
  if (d.how === 'conceded') return 'concede';
  for (const spec of counterSpecs())
    if (spec.loss && spec.loss.rule(table) === d.rule)
      return spec.id === 'life' || spec.id === 'poison' || spec.id === COMMANDER_DAMAGE.id
        ? (spec.id as LeaveCause)
        : 'effect';
  return 'effect';
}

/** The player whose commander has dealt `seat` the most combat damage (903.10a). */
function commanderOf(game: Game, seat: number): string | null {
  let best: { from: number; amount: number } | null = null;
  for (const d of sourcedAmounts(game.sourced, COMMANDER_DAMAGE.id))
    if (d.holder === seat && (!best || d.amount > best.amount)) best = d;
  return best ? game.table.players[best.from]!.name : null;
}

/** A record as the command line prints it (`--record`, docs/records.md). */
export function cliRecord(r: GameRecord) {
  return {
    first: r.first,
    turns: r.turns,
    result: r.result,
    winners: r.winners,
    minutes: r.minutes,
    departures: r.departures.map((d) => ({
      player: d.player,
      turn: d.turn,
      how: d.how,
      cause: d.cause,
      rule: d.rule,
      from: d.from,
    })),
    life: r.life,
  };
}
