// Team colours and the words the chart draws. Pure: no React, no DOM.
import type { DerivedPlayer, DerivedTable } from '../rules';
import { teamIsPlural, teamNamed, turnsLabel } from '../rules/labels';

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

export interface TeamKey {
  name: string;
  /** One of TEAM_COLOURS (cycled). */
  colour: string;
  /** One letter shown on the team badge: the team's initial, or A, B, C… when initials clash. */
  letter: string;
}

/** A colour and a letter for every team at the table, keyed by team name. */
export function teamKeys(sides: DerivedTable['table']['sides']): Map<string, TeamKey> {
  const teams = sides.filter((s) => s.team).map((s) => s.name);
  const initials = teams.map((t) => (t.trim()[0] ?? '?').toUpperCase());
  const unique = new Set(initials).size === initials.length;
  const keys = new Map<string, TeamKey>();
  teams.forEach((name, i) => {
    keys.set(name, {
      name,
      colour: TEAM_COLOURS[i % TEAM_COLOURS.length]!,
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
      return 'conceded';
    case 'lost':
      return 'lost';
    case 'drew':
      return 'drew';
    case 'won':
      return 'won';
    default:
      return '';
  }
}

export function roleWord(role: DerivedPlayer['role']): string | null {
  return role === 'emperor' ? 'Emperor' : role === 'general' ? 'General' : null;
}

export function rangeWords(range: number | null): string {
  return range === null ? 'unlimited range' : `range ${range}`;
}

/** "Alex", "Alex and Bo", "Alex, Bo and Cy", or "Alex, Bo and 5 others" past `max` names. */
export function listNames(names: readonly string[], max = 4): string {
  if (names.length === 0) return '';
  if (names.length === 1) return names[0]!;
  if (names.length > max) {
    const shown = names.slice(0, max - 1);
    return `${shown.join(', ')} and ${names.length - shown.length} others`;
  }
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
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
    seats.map((s) => derived.players[s]?.name ?? `seat ${s + 1}`);
  if (derived.gameOver) {
    const winners = names(derived.winners);
    if (winners.length === 0)
      return {
        kicker: `Game over · turn ${derived.turn}`,
        headline: 'Draw',
        detail: 'no one wins',
        summary: `Game over after turn ${derived.turn}: the game is a draw.`,
      };
    const teams = new Set(derived.winners.map((s) => derived.players[s]?.team ?? null));
    const team = teams.size === 1 ? [...teams][0] : null;
    const teamWins = !!team && !derived.table.individual;
    const who = teamWins ? cap(teamNamed(team)) : listNames(winners, 3);
    const verb = (teamWins ? !teamIsPlural(team) : winners.length === 1) ? 'wins' : 'win';
    return {
      kicker: `Game over · turn ${derived.turn}`,
      headline: who,
      detail: verb,
      summary: `Game over after turn ${derived.turn}: ${who} ${verb}.`,
    };
  }
  const active = names(derived.activePlayers);
  const kicker = cap(turnsLabel(derived));
  // A turn whose player left runs on (800.4g). The 2005 texts we have hold no such rule, so a
  // 2005 table says the number is today's (docs/editions.md).
  const runsOn = derived.table.edition === '2005' ? 'today’s 800.4g' : '800.4g';
  if (derived.activeTeam !== null) {
    return {
      kicker,
      headline: cap(teamNamed(derived.activeTeam)),
      detail: active.length ? listNames(active, 3) : 'taking a turn',
      summary: `Turn ${derived.turn}: ${teamNamed(derived.activeTeam)} ${teamIsPlural(derived.activeTeam) ? 'are taking their' : 'is taking its'} turn (${listNames(active, 8) || 'no one active'}).`,
    };
  }
  if (active.length === 0) {
    const running = derived.turnMarkers.filter((m) => m.takingTurn).length;
    return {
      kicker,
      headline: 'No active player',
      detail: `${running ? 'a' : 'the'} turn runs on (${runsOn})`,
      summary: `Turn ${derived.turn}: the active player has left; the turn runs on with no active player.`,
    };
  }
  // Grand Melee (807.4): count the running turns, not the players — a turn whose player left runs
  // on without one (800.4g), and it still has its End-turn button.
  const running = derived.turnMarkers.filter((m) => m.takingTurn);
  const orphans = running.filter((m) => !derived.players[m.holder]?.inGame).length;
  const turns = Math.max(running.length, active.length);
  return {
    kicker,
    headline: listNames(active, 3),
    detail:
      turns > 1
        ? `${turns} turns running${orphans ? ` · ${orphans} with no player (${runsOn})` : ''}`
        : 'taking a turn',
    summary: `Turn ${derived.turn}: ${listNames(active, 12)} ${active.length > 1 ? 'are' : 'is'} taking a turn.`,
    ...(turns > 1 && {
      short: {
        headline: `${turns} turns running`,
        detail: orphans ? `${orphans} with no player (${runsOn})` : '',
      },
    }),
  };
}
