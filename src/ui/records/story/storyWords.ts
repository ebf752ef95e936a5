// The story's sentences: who left and why (with the rule that made them leave), how long the game
// took, and each player's time taking turns. Plain English, in our own words; pure.
import type { GameRecord, RecordDeparture } from '../../../rules/record';
import { teamOwn, teamTitle } from '../../../rules/labels';
import type { Standing, StoryFacts, TurnTime } from './storyFacts';

const minus = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Why `d` left, after "Dmitri left on turn 4: " (the rule is shown beside it). */
export function whyLeft(
  d: RecordDeparture,
  record: GameRecord,
  left: Standing | undefined,
  /** What a team shares: its life (810.9) and its poison count (810.8d). */
  shares: { life: boolean; poison: boolean },
): string {
  const team = record.players.find((p) => p.name === d.player)?.team ?? null;
  const whose = (shared: boolean) => (shared && team !== null ? `${teamOwn(team)} shared ` : '');
  switch (d.cause) {
    case 'life':
      return `${whose(shares.life)}life fell to ${left ? minus(left.life) : '0 or less'}`;
    case 'poison':
      return left
        ? `${whose(shares.poison)}${plural(left.poison, 'poison counter')}`
        : 'too many poison counters';
    case 'commanderDamage': {
      const from = d.from ?? 'one player';
      const n = left && d.from ? left.commander[d.from] : undefined;
      return `${n === undefined ? '21 or more' : n} combat damage from ${from}’s commander`;
    }
    case 'concede':
      return 'conceded';
    case 'effect':
      return 'an effect made them lose';
    case 'team':
      if (d.how === 'conceded') return 'their team conceded';
      if (d.how === 'drew') return 'their team drew';
      return record.variant === 'emperor' ? 'their team’s emperor lost' : 'their team lost';
    case 'draw':
      return 'the game was a draw for them';
  }
}

/** "Carissa won on turn 5", "The Suns won on turn 3", "A draw on turn 6", "Stopped on turn 4". */
export function resultWords(r: GameRecord): string {
  // The rule of the draw itself: everyone left at once (104.4a) or an effect said so (104.4c).
  if (r.result === 'draw')
    return `A draw on turn ${r.turns}: no one won (${r.departures.findLast((d) => d.cause === 'draw')?.rule ?? '104.4'})`;
  if (r.result === 'playing') return `Stopped on turn ${r.turns}, before anyone won`;
  const teams = new Set(r.players.filter((p) => r.winners.includes(p.name)).map((p) => p.team));
  const team = teams.size === 1 ? [...teams][0] : null;
  const who =
    team && r.winners.length > 1
      ? teamTitle(team)
      : r.winners.length > 3
        ? `${r.winners.slice(0, 2).join(', ')} and ${r.winners.length - 2} others`
        : r.winners.join(r.winners.length === 2 ? ' and ' : ', ');
  return `${who} won on turn ${r.turns}`;
}

/** "19:42", with the day too when the game ran past midnight. */
function clock(at: string, withDay: boolean): string {
  const time = at.slice(11, 16);
  if (!withDay) return time;
  const d = new Date(`${at.slice(0, 10)}T12:00:00Z`);
  const day = d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${day} ${time}`;
}

/** The game's length: "5 turns · 49 minutes · 19:42–20:31", or "5 turns · not timed". */
export function lengthWords(r: GameRecord): string {
  const turns = plural(r.turns, 'turn');
  if (r.minutes === null || !r.startedAt || !r.endedAt) return `${turns} · not timed`;
  const days = r.startedAt.slice(0, 10) !== r.endedAt.slice(0, 10);
  return `${turns} · ${duration(r.minutes * 60_000)} · ${clock(r.startedAt, days)}–${clock(r.endedAt, days)}`;
}

/** "49 minutes", "1 hour 5 minutes", "7 min 32 s" for a turn's few minutes. */
export function duration(ms: number, short = false): string {
  const s = Math.round(ms / 1000);
  if (short) {
    if (s < 60) return `${s} s`;
    const m = Math.floor(s / 60);
    if (m < 60) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
    return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
  }
  const m = Math.floor(s / 60);
  if (m < 1) return 'under a minute';
  if (m < 60) return plural(m, 'minute');
  return `${plural(Math.floor(m / 60), 'hour')}${m % 60 ? ` ${plural(m % 60, 'minute')}` : ''}`;
}

export interface TurnTimeRow {
  who: string;
  turns: number;
  /** "15 min 34 s", or "not timed". */
  total: string;
  /** Per timed turn: "7 min 47 s", or "". */
  average: string;
  /** "(3 of 5 turns timed)" where some turns had no time, else "". */
  note: string;
  ms: number;
}

/** Each player's (or team's) time taking turns, in turn order from the first player. */
export function turnTimeRows(r: GameRecord, facts: StoryFacts | null): TurnTimeRow[] | null {
  if (!facts) return null;
  const place = new Map<string, number>();
  for (const p of r.players) {
    place.set(p.name, p.place);
    if (p.team !== null && !place.has(teamTitle(p.team))) place.set(teamTitle(p.team), p.place);
  }
  const rank = (t: TurnTime) => place.get(t.who) ?? 99;
  return facts.turnTimes
    .slice()
    .sort((a, b) => rank(a) - rank(b))
    .map((t) => ({
      who: t.who,
      turns: t.turns,
      total: t.timedTurns ? duration(t.ms, true) : 'not timed',
      average: t.timedTurns ? duration(t.ms / t.timedTurns, true) : '',
      note:
        t.timedTurns && t.timedTurns < t.turns ? `(${t.timedTurns} of ${t.turns} turns timed)` : '',
      ms: t.ms,
    }));
}

/**
 * One line of the chart in words, for readers who cannot see it: "Alex: 40 life as turn 1 began,
 * lowest 12 on turn 3, left on turn 3 (poison)".
 */
export function lineWords(
  line: {
    name: string;
    values: readonly (number | null)[];
    exit: { turn: number; value: number | null } | null;
    mark: { word: string } | null;
    won: boolean;
  },
  unit: string,
): string {
  const first = line.values.findIndex((v) => v !== null);
  if (first < 0) return `${line.name}: no ${unit} recorded`;
  const seen = line.values.flatMap((v, i) => (v === null ? [] : [{ v, i }]));
  const low = seen.reduce((a, b) => (b.v < a.v ? b : a));
  const high = seen.reduce((a, b) => (b.v > a.v ? b : a));
  const at = (i: number) => (i >= line.values.length - 1 ? 'at the end' : `as turn ${i + 1} began`);
  const parts = [`${minus(line.values[first]!)} ${unit} ${at(first)}`];
  if (high.v > line.values[first]!) parts.push(`highest ${minus(high.v)} ${at(high.i)}`);
  if (low.v < line.values[first]!) parts.push(`lowest ${minus(low.v)} ${at(low.i)}`);
  if (line.exit)
    parts.push(
      `left on turn ${line.exit.turn}${line.exit.value !== null ? ` with ${minus(line.exit.value)}` : ''}${line.mark ? ` (${line.mark.word})` : ''}`,
    );
  else {
    const last = seen[seen.length - 1]!;
    parts.push(`${minus(last.v)} ${at(last.i)}`);
  }
  if (line.won) parts.push('won');
  return `${line.name}: ${parts.join(', ')}`;
}
