// What a game's story shows beyond its record: poison and commander damage as each turn began,
// where each player stood at the move that took them out, and how long each player (or team, with
// shared team turns) spent taking turns. The record keeps only life (rules/record.ts), so the kept
// game is replayed once, as it is kept (recorder.ts: the facts are kept with it, so opening its
// story replays nothing), or as its story opens for a game kept without them (an older version's,
// an import's). Pure, and in no language: times come from the events' own `at`, a team is its key.
import '../rules/events/all';
import '../rules/turns/load';
import {
  applyEvent,
  derive,
  newGame,
  playOf,
  type Game,
  type GameEvent,
  type Scenario,
  type Table,
} from '../rules';
import { buildTable } from '../rules/setup';

/** How a player stood just after the move that took them out. */
export interface Standing {
  life: number;
  poison: number;
  /** Combat damage from each player's commander(s), by that player's name: the most from any one
   * of their commanders (903.10a). */
  commander: Record<string, number>;
}

/** One commander's combat damage to one player, as each turn began and at the end (903.10a). */
export interface CommanderSeries {
  victim: string;
  from: string;
  /** 1, or 2 for the second of two partner commanders. */
  commander: 1 | 2;
  values: (number | null)[];
  /** The damage when the player it hit left the game; null while they are in it. */
  atExit: number | null;
}

export interface TurnTime {
  /** A player's name, or with shared team turns (`team`) the team's key ("Suns"). */
  who: string;
  /** Whether `who` is a team taking its turns together (805.4). */
  team?: true;
  turns: number;
  /** Of those, the turns whose start and end both had a time. */
  timedTurns: number;
  /** Milliseconds over the timed turns. */
  ms: number;
}

/**
 * The replay's version: facts kept with a game by another version (which may replay differently)
 * are worked out again as its story opens. Raise it when what the replay gathers changes.
 */
export const STORY_FACTS_VERSION = 1;

export interface StoryFacts {
  version: typeof STORY_FACTS_VERSION;
  /** The table as it ended shares one life total per team (Two-Headed Giant, 810.9). */
  sharedLife: boolean;
  /** …and one poison count per team too (the table's poison option; its losing amount is 15). */
  sharedPoison: boolean;
  /** Poison by player name, lined up with the record's life: each turn's start, then the end. */
  poison: Record<string, (number | null)[]>;
  commander: CommanderSeries[];
  left: Record<string, Standing>;
  turnTimes: TurnTime[];
  /** Whether any move (or the game's start) had a time. */
  timed: boolean;
}

interface Snapshot {
  poison: Map<string, number>;
  /** `victim \u0000 from \u0000 commander` → damage. */
  commander: Map<string, number>;
}

const SEP = '\u0000';

/** The last snapshot made, to reuse while nothing it reads has changed. */
let last: { game: Game; snap: Snapshot } | null = null;

function snapshotOf(game: Game): Snapshot {
  // Most turns change neither poison nor commander damage: the engine keeps unchanged parts of
  // the game as the same objects, so the last snapshot still holds (a 300-turn game derives a
  // handful of times instead of 300).
  const was = last?.game;
  if (
    was &&
    was.table === game.table &&
    was.inGame === game.inGame &&
    was.counters.poison === game.counters.poison &&
    was.sourced === game.sourced
  )
    return last!.snap;
  const snap = freshSnapshot(game);
  last = { game, snap };
  return snap;
}

function freshSnapshot(game: Game): Snapshot {
  const d = derive(game);
  const poison = new Map<string, number>();
  const commander = new Map<string, number>();
  for (const p of d.players) {
    if (!p.inGame) continue;
    poison.set(p.name, p.poison);
    for (const c of p.commanderDamage)
      commander.set([p.name, d.players[c.from]?.name ?? '?', c.commander].join(SEP), c.amount);
  }
  return { poison, commander };
}

/** How the player at `seat` stands in `game`; their commander damage by series key into `keys`. */
function standingOf(game: Game, seat: number, keys: Map<string, number>): Standing {
  const d = derive(game);
  const p = d.players[seat]!;
  const commander: Record<string, number> = {};
  for (const c of p.commanderDamage) {
    const from = d.players[c.from]?.name ?? '?';
    commander[from] = Math.max(commander[from] ?? 0, c.amount);
    keys.set([p.name, from, c.commander].join(SEP), c.amount);
  }
  return { life: p.life, poison: p.poison, commander };
}

/** The turns running in `game`, by the turn number each began as, with who takes each. */
function runningTurns(game: Game): Map<number, string> {
  const out = new Map<number, string>();
  if (game.over) return out;
  const { table } = game;
  const taker = (seat: number) => {
    const p = table.players[seat];
    if (!p) return null;
    // 805.4: with shared team turns the team takes the turn, so its time is the team's.
    return table.options.sharedTeamTurns && p.team ? `${TEAM}${p.team}` : p.name;
  };
  if (game.markers.length) {
    // Grand Melee (807.4): several turns run at once, each known by the turn number it began as.
    for (const m of game.markers) {
      const who = m.takingTurn ? taker(m.holder) : null;
      if (who) out.set(m.began, who);
    }
  } else {
    const who = taker(game.current);
    if (who) out.set(game.turn, who);
  }
  return out;
}

/** Before a team's key among the turns' takers: never the start of a player's name. */
const TEAM = '\u0001';

const timeOf = (at: string | undefined) => {
  const t = at ? Date.parse(at) : NaN;
  return Number.isFinite(t) ? t : null;
};

/** Adds up each taker's turns from when each began to when it ended. */
class TurnClock {
  private open = new Map<number, { who: string; at: number | null }>();
  readonly times = new Map<string, TurnTime>();

  constructor(running: Map<number, string>, at: number | null) {
    for (const [turn, who] of running) this.begin(turn, who, at);
  }

  private begin(turn: number, who: string, at: number | null) {
    this.open.set(turn, { who, at });
    const t = this.times.get(who) ?? { who, turns: 0, timedTurns: 0, ms: 0 };
    t.turns++;
    this.times.set(who, t);
  }

  /** After a move made at `at`: turns no longer running ended then; new ones began then. */
  step(running: Map<number, string>, at: number | null) {
    for (const [turn, o] of this.open) {
      if (running.get(turn) === o.who) continue;
      this.open.delete(turn);
      const t = this.times.get(o.who)!;
      if (o.at !== null && at !== null) {
        t.timedTurns++;
        t.ms += Math.max(0, at - o.at);
      }
    }
    for (const [turn, who] of running) if (!this.open.has(turn)) this.begin(turn, who, at);
  }
}

/**
 * Replays `scenario` (a kept game: its setup and every move) and gathers the story's facts, or
 * null when the setup or a move no longer plays (the story then shows the record alone).
 */
export function storyFacts(scenario: Scenario): StoryFacts | null {
  try {
    return replayFacts(scenario);
  } catch {
    return null;
  }
}

function replayFacts(scenario: Scenario): StoryFacts | null {
  const built = buildTable(scenario);
  if (!built.table) return null;
  const events: readonly GameEvent[] = scenario.events ?? [];
  let game = newGame(built.table);
  last = null;
  const snaps: Snapshot[] = [];
  // Lined up as the record lines up life: one entry per turn begun, then the end.
  for (let t = 0; t < game.turn; t++) snaps.push(snapshotOf(game));
  const start = timeOf(scenario.startedAt ?? events.find((e) => e.at)?.at);
  const clock = new TurnClock(runningTurns(game), start);
  const left: Record<string, Standing> = {};
  const exits = new Map<string, number>();
  let timed = start !== null;
  for (const event of events) {
    const r = applyEvent(game, event);
    if (!r.ok) return null;
    const next = r.value;
    if (next.inGame !== game.inGame)
      for (const p of next.table.players)
        if (p.seat < game.inGame.length && game.inGame[p.seat] && !next.inGame[p.seat])
          left[p.name] = standingOf(next, p.seat, exits);
    if (next.turn > snaps.length) {
      const snap = snapshotOf(next);
      while (snaps.length < next.turn) snaps.push(snap);
    }
    const at = timeOf(event.at);
    if (at !== null) timed = true;
    clock.step(runningTurns(next), at);
    game = next;
  }
  snaps.push(snapshotOf(game));
  last = null;
  const { table } = game;
  return {
    version: STORY_FACTS_VERSION,
    sharedLife: !!table.sharedLife,
    sharedPoison: !!table.sharedLife && playOf(table).poison !== 'head',
    ...series(table, snaps, exits, left),
    left,
    turnTimes: [...clock.times.values()].map((t) =>
      t.who.startsWith(TEAM) ? { ...t, who: t.who.slice(1), team: true } : t,
    ),
    timed,
  };
}

/** The snapshots as one list per player (poison) and per commander and player it hit. */
function series(
  table: Table,
  snaps: readonly Snapshot[],
  exits: Map<string, number>,
  left: Record<string, Standing>,
) {
  const poison: Record<string, (number | null)[]> = {};
  for (const p of table.players) {
    const values = snaps.map((s) => s.poison.get(p.name) ?? null);
    // Counters that came with the move that took a player out show only where their line stops.
    if (values.some((v) => v) || left[p.name]?.poison) poison[p.name] = values;
  }
  const keys = new Set<string>();
  for (const s of [...snaps.map((x) => x.commander), exits])
    for (const [k, v] of s) if (v > 0) keys.add(k);
  const commander = [...keys].map((key): CommanderSeries => {
    const [victim, from, n] = key.split(SEP) as [string, string, string];
    // Before the first damage the player had taken none: 0 while they were in the game.
    const values = snaps.map((s) => s.commander.get(key) ?? (s.poison.has(victim) ? 0 : null));
    return { victim, from, commander: n === '2' ? 2 : 1, values, atExit: exits.get(key) ?? null };
  });
  return { poison, commander };
}
