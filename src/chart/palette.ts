// Team colours and the words the chart draws, in the language shown (Lingui's i18n: these are
// called while drawing, so a change of language draws them again). No React, no DOM.
import { plural, t } from '@lingui/core/macro';
import type { DerivedPlayer, DerivedTable } from '../rules';
import { teamIsPlural, teamNamedMessage, teamTitleMessage, turnsMessage } from '../rules/labels';
import { say } from '../i18n/say';
import { mix, readableOn } from './colourVision';
import { listWords } from '../i18n/list';

/**
 * A team's title in a list, in the language shown: "Team Red", or the name itself when it says
 * "Team" already. The engine's message (rules/labels.ts): one wording for the page and the engine.
 */
export const teamTitleWords = (name: string): string => say(teamTitleMessage(name));

/**
 * Team colours: the Okabe–Ito colours told apart with every common colour-vision deficiency,
 * less orange, yellow and vermillion, which look too much like the turn glow (amber) to someone
 * with a red-green deficiency or in the light theme (ΔE under 20; colourVision.test.ts checks
 * it). More teams than colours cycle: the chart never relies on colour alone, every team also
 * gets a letter (see teamKeys).
 */
export const TEAM_COLOURS = [
  '#56B4E9', // sky blue
  '#009E73', // bluish green
  '#CC79A7', // reddish purple
  '#0072B2', // blue
  '#999999', // grey
] as const;

/**
 * A team named after a colour is drawn in it where the chart has one apart from the turn glow
 * (colourVision.test.ts): "Red" in red, "Blue" in blue, not in whatever colour its place in the
 * list gives. The red is only for a team called so (the list above leaves red out: next to the
 * glow it is the first colour a red-green deficiency loses; this one keeps a ΔE of 20 from it).
 * Yellow, orange and gold have no colour here for that reason, nor white and black, which would
 * vanish into one theme's seats.
 */
export const NAMED_COLOURS: Readonly<Record<string, string>> = {
  red: '#E11D48',
  crimson: '#E11D48',
  scarlet: '#E11D48',
  blue: '#0072B2',
  navy: '#0072B2',
  sky: '#56B4E9',
  cyan: '#56B4E9',
  azure: '#56B4E9',
  green: '#009E73',
  emerald: '#009E73',
  teal: '#009E73',
  purple: '#CC79A7',
  pink: '#CC79A7',
  magenta: '#CC79A7',
  violet: '#CC79A7',
  grey: '#999999',
  gray: '#999999',
  silver: '#999999',
};

/** The colour a team's name asks for: its first word naming a colour in NAMED_COLOURS. */
export function namedColour(team: string): string | null {
  const words = team.toLowerCase().split(/[^a-z]+/);
  // "Sky Blue", "Light Blue": the pair before the single word.
  for (let i = 0; i < words.length - 1; i++)
    if (words[i + 1] === 'blue' && ['sky', 'light', 'pale', 'baby'].includes(words[i]!))
      return NAMED_COLOURS.sky!;
  for (const w of words) if (NAMED_COLOURS[w]) return NAMED_COLOURS[w];
  return null;
}

/**
 * The seats' fills in each theme (index.css's --tc-surface, -active, -selected and the left
 * seat's --tc-felt-edge) and its text colour; palette.test.ts keeps them equal to index.css.
 */
export const THEME_SEATS = {
  dark: { text: '#f1f5f9', fills: ['#1e293b', '#33415a', '#0c3550', '#0f1a2b'] },
  light: { text: '#0f172a', fills: ['#ffffff', '#fff7db', '#e0f2fe', '#e8eef6'] },
} as const;

/**
 * A team's name written in its colour on a seat tinted with it (`tint`: the tint's opacity), in
 * each theme: the colour moved toward the theme's text just enough to read at 4.5:1 (WCAG
 * 1.4.3). As CSS variables, `tc-team-ink` (index.css) picks the theme's.
 */
export function teamInk(colour: string, tint: number): { dark: string; light: string } {
  const ink = (t: (typeof THEME_SEATS)[keyof typeof THEME_SEATS]) =>
    readableOn(
      colour,
      t.text,
      t.fills.map((f) => mix(f, colour, tint)),
    );
  return { dark: ink(THEME_SEATS.dark), light: ink(THEME_SEATS.light) };
}

/** teamInk as a text's style: the class `tc-team-ink` fills it with the theme's ink. */
export function teamInkStyle(colour: string, tint: number): Record<string, string> {
  const { dark, light } = teamInk(colour, tint);
  return { '--tc-ink-dark': dark, '--tc-ink-light': light };
}

export interface TeamKey {
  name: string;
  /** Its name's colour (NAMED_COLOURS), else one of TEAM_COLOURS (cycled). */
  colour: string;
  /** One letter shown on the team badge: the team's initial, or A, B, C… when initials clash. */
  letter: string;
}

/** A colour and a letter for every team at the table, keyed by team name. */
export function teamKeys(sides: DerivedTable['table']['sides']): Map<string, TeamKey> {
  const teams = sides.filter((s) => s.team).map((s) => s.name);
  const initials = teams.map((t) => (t.trim()[0] ?? '?').toUpperCase());
  const unique = new Set(initials).size === initials.length;
  // Teams named after a colour take it (the first to ask, if two ask for one); the others take
  // the list's colours in order, those already taken last.
  const named = new Map<string, string>();
  const taken = new Set<string>();
  for (const name of teams) {
    const c = namedColour(name);
    if (c && !taken.has(c)) {
      named.set(name, c);
      taken.add(c);
    }
  }
  const rest = [
    ...TEAM_COLOURS.filter((c) => !taken.has(c)),
    ...TEAM_COLOURS.filter((c) => taken.has(c)),
  ];
  let next = 0;
  const keys = new Map<string, TeamKey>();
  teams.forEach((name, i) => {
    keys.set(name, {
      name,
      colour: named.get(name) ?? rest[next++ % rest.length]!,
      letter: unique ? initials[i]! : String.fromCharCode(65 + (i % 26)),
    });
  });
  return keys;
}

/** Shortens a name to `max` characters with an ellipsis; the full name stays in <title>. */
export function abbreviate(name: string, max: number): string {
  if (name.length <= max) return name;
  if (max <= 2) return name.slice(0, Math.max(1, max));
  return `${name.slice(0, max - 1)}…`;
}

export type SeatOutcome = 'conceded' | 'lost' | 'drew' | 'won' | null;

/** How a player's game ended, if it has: won at game end, or how they left (800.4). */
export function outcomeOf(player: DerivedPlayer): SeatOutcome {
  if (player.status === 'won') return 'won';
  if (player.departure) return player.departure.how;
  if (player.status === 'lost' || player.status === 'drew') return player.status;
  return null;
}

export function outcomeLabel(outcome: SeatOutcome): string {
  switch (outcome) {
    case 'conceded':
      return t({ message: 'conceded', context: 'how a player left' });
    case 'lost':
      return t({ message: 'lost', context: 'how a player left' });
    case 'drew':
      return t({ message: 'drew', context: 'how a player left' });
    case 'won':
      return t({ message: 'won', context: 'how a player left' });
    default:
      return '';
  }
}

export function roleWord(role: DerivedPlayer['role']): string | null {
  return role === 'emperor'
    ? t({ message: 'Emperor', context: 'role' })
    : role === 'general'
      ? t({ message: 'General', context: 'role' })
      : null;
}

export function rangeWords(range: number | null): string {
  return range === null ? t`unlimited range` : t`range ${range}`;
}

/** "Alex", "Alex and Bo", "Alex, Bo and Cy", or "Alex, Bo and 5 others" past `max` names. */
export function listNames(names: readonly string[], max = 4): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length > max) {
    const shown = names.slice(0, max - 1);
    const others = names.length - shown.length;
    return listWords([...shown, plural(others, { one: '# other', other: '# others' })]);
  }
  return listWords(names);
}

export interface CentreText {
  /** Small line above, e.g. "Turn 7". */
  kicker: string;
  /** The main line: who is taking the turn, or who won. */
  headline: string;
  /** A line below, e.g. "taking a turn", or "". */
  detail: string;
  /** One sentence for screen readers. */
  summary: string;
  /**
   * When the headline lists several players and would be drawn smaller than the other lines
   * (Grand Melee on a phone), these take its place: the glowing seats already name the players.
   */
  short?: { headline: string; detail: string };
}

/** What the middle of the table says (turn, active players or team, or the result). */
const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

export function centreText(derived: DerivedTable): CentreText {
  const names = (seats: readonly number[]) =>
    seats.map((s) => {
      const seat = s + 1;
      return derived.players[s]?.name ?? t`seat ${seat}`;
    });
  const turn = derived.turn;
  const over = t`Game over · turn ${turn}`;
  if (derived.gameOver) {
    const winners = names(derived.winners);
    if (winners.length === 0)
      return {
        kicker: over,
        headline: t({ message: 'Draw', context: 'game result' }),
        detail: t`no one wins`,
        summary: t`Game over after turn ${turn}: the game is a draw.`,
      };
    const teams = new Set(derived.winners.map((s) => derived.players[s]?.team ?? null));
    const team = teams.size === 1 ? [...teams][0] : null;
    const teamWins = !!team && !derived.table.individual;
    // The team's name as the engine words it ("Team Red", "the Suns": rules/labels.ts).
    const who = teamWins ? cap(say(teamNamedMessage(team))) : listNames(winners, 3);
    const one = teamWins ? !teamIsPlural(team) : winners.length === 1;
    return {
      kicker: over,
      headline: who,
      detail: one
        ? t({ message: 'wins', context: 'under the winner' })
        : t({ message: 'win', context: 'under the winners' }),
      summary: one
        ? t`Game over after turn ${turn}: ${who} wins.`
        : t`Game over after turn ${turn}: ${who} win.`,
    };
  }
  const active = names(derived.activePlayers);
  const kicker = cap(say(turnsMessage(derived)));
  // A turn whose player left runs on (800.4g). The 2005 texts we have hold no such rule, so a
  // 2005 table says the number is today's (docs/editions.md).
  const rule = '800.4g';
  const today = derived.table.edition === '2005';
  const taking = t`taking a turn`;
  if (derived.activeTeam !== null) {
    const team = say(teamNamedMessage(derived.activeTeam));
    const who = listNames(active, 8) || t`no one active`;
    return {
      kicker,
      headline: cap(team),
      detail: active.length ? listNames(active, 3) : taking,
      summary: teamIsPlural(derived.activeTeam)
        ? t`Turn ${turn}: ${team} are taking their turn (${who}).`
        : t`Turn ${turn}: ${team} is taking its turn (${who}).`,
    };
  }
  if (active.length === 0) {
    const running = derived.turnMarkers.filter((m) => m.takingTurn).length;
    return {
      kicker,
      headline: t`No active player`,
      detail: running
        ? today
          ? t`a turn runs on (today’s ${rule})`
          : t`a turn runs on (${rule})`
        : today
          ? t`the turn runs on (today’s ${rule})`
          : t`the turn runs on (${rule})`,
      summary: t`Turn ${turn}: the active player has left; the turn runs on with no active player.`,
    };
  }
  // Grand Melee (807.4): count the running turns, not the players — a turn whose player left runs
  // on without one (800.4g), and it still has its End-turn button.
  const running = derived.turnMarkers.filter((m) => m.takingTurn);
  const orphans = running.filter((m) => !derived.players[m.holder]?.inGame).length;
  const turns = Math.max(running.length, active.length);
  const runningWords = plural(turns, { one: '# turn running', other: '# turns running' });
  const orphanWords = today
    ? plural(orphans, {
        one: `# with no player (today’s ${rule})`,
        other: `# with no player (today’s ${rule})`,
      })
    : plural(orphans, {
        one: `# with no player (${rule})`,
        other: `# with no player (${rule})`,
      });
  const list = listNames(active, 12);
  return {
    kicker,
    headline: listNames(active, 3),
    detail: turns > 1 ? (orphans ? t`${runningWords} · ${orphanWords}` : runningWords) : taking,
    summary:
      active.length > 1
        ? t`Turn ${turn}: ${list} are taking a turn.`
        : t`Turn ${turn}: ${list} is taking a turn.`,
    ...(turns > 1 && {
      short: { headline: runningWords, detail: orphans ? orphanWords : '' },
    }),
  };
}
