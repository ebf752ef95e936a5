// The game's story as lines (issue 38): each player's life over the turns — one line per
// Two-Headed Giant team, whose life is shared (810.9) — where each left and why, and poison and
// commander damage where the game had them, in the seating chart's colours. Pure: made from the
// game's record and what a replay adds; storyGeometry.ts places them.
import type { GameRecord, LeaveCause } from '../rules/record';
import { teamTitleWords as teamTitle } from './palette';
import { TEAM_COLOURS, teamKeys } from './palette';

/**
 * Players' colours where they play for themselves. The seating chart colours teams only, with
 * TEAM_COLOURS; the story keeps those, in that order, and adds the Okabe–Ito colours the seating
 * chart leaves out because they look like its turn glow (a line chart has no glow). A table of
 * more players than colours cycles them with a dash (and every line is named where it ends).
 */
export const PLAYER_COLOURS = [...TEAM_COLOURS, '#E69F00', '#D55E00', '#F0E442'] as const;
/** Dashes told apart at a glance: a team's players, or the second round of colours. */
export const DASHES = [null, '7 4', '2 3', '9 3 2 3'] as const;

/** Words on a swatch of `colour` (a mark's number): dark on light colours, white on dark. */
export function inkOn(colour: string): string {
  const c = (i: number) => {
    const v = parseInt(colour.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const lum = 0.2126 * c(1) + 0.7152 * c(3) + 0.0722 * c(5);
  // Where white and near-black contrast equally with the colour.
  return lum > 0.18 ? '#0f172a' : '#ffffff';
}

/**
 * The words the chart draws. English by default; the story gives the language shown (its words
 * are messages in ui/records/story/storyWords.ts): this module stays pure.
 */
export interface StoryWords {
  /** The panels' titles. */
  life: string;
  poison: string;
  commander: string;
  /** A losing amount's rule: "10: loses (704.5c)". */
  loses: (amount: number, rule: string) => string;
  /** A departure's cause in one word, for the mark on its line. */
  cause: Record<LeaveCause, string>;
  /** A commander damage line: "Bianca from Alex", or from a second commander "from Alex’s 2nd". */
  commanderLine: (victim: string, from: string, second: boolean) => string;
  /** The x axis's tick after the last turn. */
  end: string;
  /** A winner's name where the line ends: "Alex · won". */
  won: (name: string) => string;
}

export const ENGLISH_STORY_WORDS: StoryWords = {
  life: 'Life',
  poison: 'Poison counters',
  commander: 'Commander damage taken',
  loses: (amount, rule) => `${amount}: loses (${rule})`,
  cause: {
    life: 'life',
    poison: 'poison',
    commanderDamage: 'commander',
    concede: 'conceded',
    effect: 'effect',
    team: 'team',
    draw: 'draw',
  },
  commanderLine: (victim, from, second) => `${victim} from ${second ? `${from}’s 2nd` : from}`,
  end: 'end',
  won: (name) => `${name} · won`,
};

export interface StoryLine {
  id: string;
  /** A player's name, or a team's ("Team Suns") where the team shares one life total. */
  name: string;
  /** The name as the chart writes it beside the line: a team's own name ("Suns"), to fit. */
  short: string;
  colour: string;
  dash: string | null;
  /** One amount as each turn began (turn 1 first), then at the end; null while not in the game. */
  values: readonly (number | null)[];
  /** Left during this turn, with this amount then (null: not known, the line stops where it is). */
  exit: { turn: number; value: number | null } | null;
  /** The numbered mark where the line stops (life panel only), with its cause in a word. */
  mark: { number: number; word: string } | null;
  won: boolean;
}

export interface StoryPanel {
  id: 'life' | 'poison' | 'commander';
  title: string;
  lines: StoryLine[];
  /** The amount that makes a player lose, drawn as a dashed rule (704.5c, 903.10a). */
  limit: { value: number; label: string } | null;
}

export interface StoryModel {
  turns: number;
  panels: StoryPanel[];
  /** For each of the record's departures (in order), the number of the mark on its line. */
  markOf: number[];
  /** The words the chart draws (storyGeometry). */
  words: StoryWords;
}

/** What a replay of the game adds to its record (persist/storyFacts.ts); all optional. */
export interface StoryExtras {
  sharedLife?: boolean;
  /** By player name: their life and poison at the move that took them out. */
  left?: Readonly<Record<string, { life: number; poison: number }>>;
  poison?: Readonly<Record<string, readonly (number | null)[]>>;
  commander?: readonly {
    victim: string;
    from: string;
    commander: 1 | 2;
    values: readonly (number | null)[];
    /** The damage when the player it hit left. */
    atExit?: number | null;
  }[];
  /** 10 (704.5c), or 15 for a Two-Headed Giant team's shared count (810.8d). */
  poisonLimit?: number;
  /** The words drawn (English without). */
  words?: StoryWords;
}

interface Style {
  colour: string;
  dash: string | null;
}

/**
 * Each player's colour and dash: a team's colour from the seating chart (teamKeys, the same order
 * as its sides) with a dash per teammate; else a colour each, dashed on the second round.
 */
export function storyStyles(players: GameRecord['players']): Map<string, Style> {
  const teams: string[] = [];
  for (const p of players) if (p.team !== null && !teams.includes(p.team)) teams.push(p.team);
  const keys = teamKeys(teams.map((name) => ({ name, team: true, seats: [] })));
  const out = new Map<string, Style>();
  const inTeam = new Map<string, number>();
  players.forEach((p, i) => {
    if (p.team !== null) {
      const k = inTeam.get(p.team) ?? 0;
      inTeam.set(p.team, k + 1);
      out.set(p.name, { colour: keys.get(p.team)!.colour, dash: DASHES[k % DASHES.length]! });
    } else {
      const round = Math.floor(i / PLAYER_COLOURS.length);
      out.set(p.name, {
        colour: PLAYER_COLOURS[i % PLAYER_COLOURS.length]!,
        dash: DASHES[round % DASHES.length]!,
      });
    }
  });
  return out;
}

/** A group of players drawn as one line: one player, or a team sharing life. */
interface Who {
  name: string;
  short: string;
  players: string[];
  style: Style;
}

function groups(record: GameRecord, shared: boolean, styles: Map<string, Style>): Who[] {
  if (!shared)
    return record.players.map((p) => ({
      name: p.name,
      short: p.name,
      players: [p.name],
      style: styles.get(p.name)!,
    }));
  const out: Who[] = [];
  for (const p of record.players) {
    const key = p.team === null ? p.name : teamTitle(p.team);
    const g = out.find((w) => w.name === key);
    if (g) g.players.push(p.name);
    else
      out.push({
        name: key,
        short: p.team ?? p.name,
        players: [p.name],
        style: { ...styles.get(p.name)!, dash: null },
      });
  }
  return out;
}

/** The first known amount of the group's players at each point (heads of a team share it). */
const merged = (lists: readonly (readonly (number | null)[] | undefined)[], length: number) =>
  Array.from({ length }, (_, i) => {
    for (const l of lists) if (l?.[i] !== null && l?.[i] !== undefined) return l[i]!;
    return null;
  });

/** The game's lines and marks, from its record and what a replay adds. */
export function storyModel(record: GameRecord, extras: StoryExtras = {}): StoryModel {
  const shared = extras.sharedLife ?? record.variant === 'two-headed-giant';
  const words = extras.words ?? ENGLISH_STORY_WORDS;
  const styles = storyStyles(record.players);
  const who = groups(record, shared, styles);
  const points = record.turns + 1;
  const winners = new Set(record.winners);
  const leftBy = new Map(record.departures.map((d, i) => [d.player, i]));
  /**
   * The departure that took the group out, if every player of it left: of a team that left
   * together, the player whose own loss or concession it was, not those who went with them.
   */
  const exitOf = (w: Who) => {
    const idx = w.players.map((p) => leftBy.get(p));
    if (idx.some((i) => i === undefined)) return null;
    const sorted = (idx as number[]).sort((a, b) => a - b);
    return sorted.find((i) => record.departures[i]!.cause !== 'team') ?? sorted[0]!;
  };
  const line = (
    w: Who,
    id: string,
    values: readonly (number | null)[],
    exitValue: (player: string) => number | undefined,
  ): StoryLine => {
    const first = exitOf(w);
    const d = first === null ? null : record.departures[first]!;
    return {
      id,
      name: w.name,
      short: w.short,
      colour: w.style.colour,
      dash: w.style.dash,
      values,
      exit: d ? { turn: d.turn, value: exitValue(d.player) ?? null } : null,
      mark: null,
      won: w.players.some((p) => winners.has(p)),
    };
  };
  const life = who.map((w) =>
    line(
      w,
      `life:${w.name}`,
      merged(
        w.players.map((p) => record.life[p]),
        points,
      ),
      (p) => extras.left?.[p]?.life,
    ),
  );
  // Marks numbered in the order their lines' players left.
  const order = who
    .map((w, i) => ({ i, first: exitOf(w) }))
    .filter((x) => x.first !== null)
    .sort((a, b) => a.first! - b.first!);
  const markOf = record.departures.map(() => 0);
  order.forEach(({ i, first }, n) => {
    life[i]!.mark = { number: n + 1, word: words.cause[record.departures[first!]!.cause] };
    for (const p of who[i]!.players) if (leftBy.has(p)) markOf[leftBy.get(p)!] = n + 1;
  });
  const panels: StoryPanel[] = [{ id: 'life', title: words.life, lines: life, limit: null }];
  const poison = poisonLines(who, extras, line);
  if (poison.length) {
    const limit = extras.poisonLimit ?? 10;
    panels.push({
      id: 'poison',
      title: words.poison,
      lines: poison,
      limit: { value: limit, label: words.loses(limit, limit === 15 ? '810.8d' : '704.5c') },
    });
  }
  const commander = (extras.commander ?? []).map((c) => {
    const w = who.find((g) => g.players.includes(c.victim))!;
    const name = words.commanderLine(c.victim, c.from, c.commander === 2);
    return line(
      {
        ...w,
        name,
        short: name,
        players: [c.victim],
      },
      `commander:${c.victim}:${c.from}:${c.commander}`,
      c.values,
      () => c.atExit ?? undefined,
    );
  });
  if (commander.length)
    panels.push({
      id: 'commander',
      title: words.commander,
      lines: commander,
      limit: { value: 21, label: words.loses(21, '903.10a') },
    });
  return { turns: record.turns, panels, markOf, words };
}

function poisonLines(
  who: Who[],
  extras: StoryExtras,
  line: (
    w: Who,
    id: string,
    values: readonly (number | null)[],
    exitValue: (p: string) => number | undefined,
  ) => StoryLine,
): StoryLine[] {
  const poison = extras.poison ?? {};
  const out: StoryLine[] = [];
  for (const w of who) {
    const lists = w.players.map((p) => poison[p]).filter((l) => l !== undefined);
    if (!lists.length) continue;
    // A team's shared count (810.8d) is one line; heads who keep their own (606.8b) one each.
    const same = lists.every((l) => l.every((v, i) => v === lists[0]![i]));
    const heads = same
      ? [w]
      : w.players.filter((p) => poison[p]).map((p) => ({ ...w, name: p, short: p, players: [p] }));
    for (const h of heads)
      out.push(
        line(
          h,
          `poison:${h.name}`,
          merged(
            h.players.map((p) => poison[p]),
            lists[0]!.length,
          ),
          (p) => extras.left?.[p]?.poison,
        ),
      );
  }
  return out;
}
