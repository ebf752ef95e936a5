// The story's sentences: who left and why (with the rule that made them leave), how long the game
// took, and each player's time taking turns. In our own words, in the language shown (Lingui's
// i18n); otherwise pure.
import { i18n } from '@lingui/core';
import { plural, select, t } from '@lingui/core/macro';
import type { StoryWords } from '../../../chart/storyLines';
import type { GameRecord, RecordDeparture } from '../../../rules/record';
import { teamOwn } from '../../../rules/labels';
import { teamTitleWords as teamTitle } from '../../playerWords';
import { formatLocale, formats } from '../formats';
import type { Standing, StoryFacts, TurnTime } from '../../../persist/storyFacts';

const minus = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));

/**
 * A team as the owner of what it shares: English's possessive ("the Suns'", "Team Red's"), from
 * the engine's words (rules/labels.ts); another language writes its own around the team's name.
 */
const owner = (team: string) => (formatLocale() === 'en-GB' ? teamOwn(team) : teamTitle(team));

/** A sentence's end: "." ("。" in Japanese). */
export const sentence = (words: string) => t`${words}.`;

/** The chart's words in the language shown: made once per language, as the story is drawn. */
const chartWordsBy = new Map<string, StoryWords>();
export function chartWords(): StoryWords {
  const locale = i18n.locale;
  let words = chartWordsBy.get(locale);
  if (!words) {
    words = {
      life: t({ message: 'Life', context: 'story panel' }),
      poison: t`Poison counters`,
      commander: t`Commander damage taken`,
      loses: (amount, rule) => t`${amount}: loses (${rule})`,
      cause: {
        life: t({ message: 'life', context: 'story mark' }),
        poison: t({ message: 'poison', context: 'story mark' }),
        commanderDamage: t({ message: 'commander', context: 'story mark' }),
        concede: t({ message: 'conceded', context: 'story mark' }),
        effect: t({ message: 'effect', context: 'story mark' }),
        team: t({ message: 'team', context: 'story mark' }),
        draw: t({ message: 'draw', context: 'story mark' }),
      },
      commanderLine: (victim, from, second) =>
        second ? t`${victim} from ${from}’s 2nd` : t`${victim} from ${from}`,
      end: t({ message: 'end', context: 'story axis' }),
      won: (name) => t`${name} · won`,
    };
    chartWordsBy.set(locale, words);
  }
  return words;
}

/** Why `d` left, after "Dmitri left on turn 4: " (the rule is shown beside it). */
export function whyLeft(
  d: RecordDeparture,
  record: GameRecord,
  left: Standing | undefined,
  /** What a team shares: its life (810.9) and its poison count (810.8d). */
  shares: { life: boolean; poison: boolean },
): string {
  const team = record.players.find((p) => p.name === d.player)?.team ?? null;
  const own = team === null ? '' : owner(team);
  switch (d.cause) {
    case 'life': {
      const shared = shares.life && team !== null;
      if (!left)
        return shared ? t`${own} shared life fell to 0 or less` : t`life fell to 0 or less`;
      const life = minus(left.life);
      return shared ? t`${own} shared life fell to ${life}` : t`life fell to ${life}`;
    }
    case 'poison': {
      if (!left) return t`too many poison counters`;
      const poison = left.poison;
      return shares.poison && team !== null
        ? plural(poison, {
            one: `${own} shared # poison counter`,
            other: `${own} shared # poison counters`,
          })
        : plural(poison, { one: '# poison counter', other: '# poison counters' });
    }
    case 'commanderDamage': {
      const from = d.from;
      if (from === null) return t`21 or more combat damage from one player’s commander`;
      const n = left ? left.commander[from] : undefined;
      return n === undefined
        ? t`21 or more combat damage from ${from}’s commander`
        : t`${n} combat damage from ${from}’s commander`;
    }
    case 'concede':
      return t`conceded`;
    case 'effect':
      return t`an effect made them lose`;
    case 'team':
      if (d.how === 'conceded') return t`their team conceded`;
      if (d.how === 'drew') return t`their team drew`;
      return record.variant === 'emperor' ? t`their team’s emperor lost` : t`their team lost`;
    case 'draw':
      return t`the game was a draw for them`;
  }
}

/** "Carissa won on turn 5", "The Suns won on turn 3", "A draw on turn 6", "Stopped on turn 4". */
export function resultWords(r: GameRecord): string {
  const turns = r.turns;
  // The rule of the draw itself: everyone left at once (104.4a) or an effect said so (104.4c).
  if (r.result === 'draw') {
    const rule = r.departures.findLast((d) => d.cause === 'draw')?.rule ?? '104.4';
    return t`A draw on turn ${turns}: no one won (${rule})`;
  }
  if (r.result === 'playing') return t`Stopped on turn ${turns}, before anyone won`;
  const teams = new Set(r.players.filter((p) => r.winners.includes(p.name)).map((p) => p.team));
  const team = teams.size === 1 ? [...teams][0] : null;
  let who: string;
  if (team && r.winners.length > 1) who = teamTitle(team);
  else if (r.winners.length > 3) {
    const [first, second] = r.winners;
    const others = r.winners.length - 2;
    who = plural(others, {
      one: `${first}, ${second} and # other`,
      other: `${first}, ${second} and # others`,
    });
  } else if (r.winners.length === 2) who = formats().and.format(r.winners);
  else who = r.winners.join(', ');
  return t`${who} won on turn ${turns}`;
}

/** "19:42", with the day too when the game ran past midnight. */
function clock(at: string, withDay: boolean): string {
  const time = at.slice(11, 16);
  if (!withDay) return time;
  const day = formats().day.format(new Date(`${at.slice(0, 10)}T12:00:00Z`));
  return `${day} ${time}`;
}

/** The game's length: "5 turns · 49 minutes · 19:42–20:31", or "5 turns · not timed". */
export function lengthWords(r: GameRecord): string {
  const count = r.turns;
  const turns = plural(count, { one: '# turn', other: '# turns' });
  if (r.minutes === null || !r.startedAt || !r.endedAt) return t`${turns} · not timed`;
  const days = r.startedAt.slice(0, 10) !== r.endedAt.slice(0, 10);
  return `${turns} · ${duration(r.minutes * 60_000)} · ${clock(r.startedAt, days)}–${clock(r.endedAt, days)}`;
}

/** "49 minutes", "1 hour 5 minutes", "7 min 32 s" for a turn's few minutes. */
export function duration(ms: number, short = false): string {
  const s = Math.round(ms / 1000);
  if (short) {
    if (s < 60) return t`${s} s`;
    const m = Math.floor(s / 60);
    const ss = String(s % 60).padStart(2, '0');
    if (m < 60) return t`${m} min ${ss} s`;
    const h = Math.floor(m / 60);
    const mm = String(m % 60).padStart(2, '0');
    return t`${h} h ${mm} min`;
  }
  const m = Math.floor(s / 60);
  if (m < 1) return t`under a minute`;
  const min = m % 60;
  const minutes = plural(min, { one: '# minute', other: '# minutes' });
  if (m < 60) return minutes;
  const hour = Math.floor(m / 60);
  const hours = plural(hour, { one: '# hour', other: '# hours' });
  return m % 60 ? t`${hours} ${minutes}` : hours;
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

/** "(3 of 5 turns timed)" */
function timedOf(timed: number, turns: number) {
  return plural(turns, { one: `(${timed} of # turn timed)`, other: `(${timed} of # turns timed)` });
}

/** Each player's (or team's) time taking turns, in turn order from the first player. */
export function turnTimeRows(r: GameRecord, facts: StoryFacts | null): TurnTimeRow[] | null {
  if (!facts) return null;
  const place = new Map<string, number>();
  const teamPlace = new Map<string, number>();
  for (const p of r.players) {
    place.set(p.name, p.place);
    if (p.team !== null && !teamPlace.has(p.team)) teamPlace.set(p.team, p.place);
  }
  const rank = (t: TurnTime) => (t.team ? teamPlace : place).get(t.who) ?? 99;
  return facts.turnTimes
    .slice()
    .sort((a, b) => rank(a) - rank(b))
    .map((row) => ({
      who: row.team ? teamTitle(row.who) : row.who,
      turns: row.turns,
      total: row.timedTurns ? duration(row.ms, true) : t`not timed`,
      average: row.timedTurns ? duration(row.ms / row.timedTurns, true) : '',
      note: row.timedTurns && row.timedTurns < row.turns ? timedOf(row.timedTurns, row.turns) : '',
      ms: row.ms,
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
  unit: 'life' | 'poison' | 'damage',
): string {
  const name = line.name;
  const first = line.values.findIndex((v) => v !== null);
  if (first < 0)
    return select(unit, {
      life: `${name}: no life recorded`,
      poison: `${name}: no poison recorded`,
      other: `${name}: no damage recorded`,
    });
  const seen = line.values.flatMap((v, i) => (v === null ? [] : [{ v, i }]));
  const low = seen.reduce((a, b) => (b.v < a.v ? b : a));
  const high = seen.reduce((a, b) => (b.v > a.v ? b : a));
  const at = (i: number) => {
    const turn = i + 1;
    return i >= line.values.length - 1 ? t`at the end` : t`as turn ${turn} began`;
  };
  const amount = (v: number) => {
    const n = minus(v);
    return select(unit, { life: `${n} life`, poison: `${n} poison`, other: `${n} damage` });
  };
  const phrase = (what: string, i: number) => {
    const when = at(i);
    return t`${what} ${when}`;
  };
  const parts = [phrase(amount(line.values[first]!), first)];
  if (high.v > line.values[first]!) {
    const n = minus(high.v);
    parts.push(phrase(t`highest ${n}`, high.i));
  }
  if (low.v < line.values[first]!) {
    const n = minus(low.v);
    parts.push(phrase(t`lowest ${n}`, low.i));
  }
  if (line.exit) {
    const turn = line.exit.turn;
    const n = line.exit.value === null ? null : minus(line.exit.value);
    const leaving = n === null ? t`left on turn ${turn}` : t`left on turn ${turn} with ${n}`;
    const word = line.mark?.word;
    parts.push(word ? t`${leaving} (${word})` : leaving);
  } else {
    const last = seen[seen.length - 1]!;
    parts.push(phrase(minus(last.v), last.i));
  }
  if (line.won) parts.push(t({ message: 'won', context: 'story line' }));
  const told = parts.join(t({ message: ', ', context: 'between the parts of a line in words' }));
  return t`${name}: ${told}`;
}
