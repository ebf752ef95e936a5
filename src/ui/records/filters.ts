// Which kept games the stats and the list are over: all of them, a night or a range of nights,
// narrowed to a variant and to a player. Pure, so the screen can memoise it and tests can run it.
import type { KeptGame } from '../../persist/records';
import type { GameRecord } from '../../rules/record';
import { variantLabel } from '../../rules/labels';

export interface Filter {
  when: 'all' | 'night' | 'range';
  /** YYYY-MM-DD: the night, or the range's first and last nights ('' = open). */
  night: string;
  from: string;
  to: string;
  /** '' = any variant. */
  variant: string;
  /** A player as shown ('' = anyone). */
  player: string;
}

export const ALL: Filter = { when: 'all', night: '', from: '', to: '', variant: '', player: '' };

/** The indexes of the games the filter keeps, in the games' order (newest night first). */
export function chosen(
  games: readonly KeptGame[],
  records: readonly GameRecord[],
  f: Filter,
): number[] {
  const out: number[] = [];
  for (let i = 0; i < games.length; i++) {
    const { night } = games[i]!;
    const r = records[i]!;
    if (f.when === 'night' && f.night && night !== f.night) continue;
    if (f.when === 'range' && ((f.from && night < f.from) || (f.to && night > f.to))) continue;
    if (f.variant && r.variant !== f.variant) continue;
    if (f.player && !r.players.some((p) => p.name === f.player)) continue;
    out.push(i);
  }
  return out;
}

/** Whether the filter keeps every game. */
export const isAll = (f: Filter) =>
  !f.variant &&
  !f.player &&
  (f.when === 'all' || (f.when === 'night' ? !f.night : !f.from && !f.to));

/** "Friday, 27 November 2026" (or with `short`, "Fri 27 Nov 2026"): a night's date in words. */
export function nightWords(night: string, short = false): string {
  const t = Date.parse(`${night}T12:00:00Z`);
  if (!Number.isFinite(t)) return night;
  // The date itself, whatever the device's zone.
  return new Date(t).toLocaleDateString('en-GB', {
    weekday: short ? 'short' : 'long',
    day: 'numeric',
    month: short ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Commander · Free-for-All": the format, then the variant. */
export function gameWords(r: Pick<GameRecord, 'variant' | 'format'>): string {
  const format = r.format && r.format[0]!.toUpperCase() + r.format.slice(1);
  return [format, variantLabel(r.variant)].filter(Boolean).join(' · ');
}

/** "Bianca", "Bianca and Dmitri", "Alex, Bianca and Dmitri". */
export function namesList(names: readonly string[]): string {
  return names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** How the game ended: "won by Bianca", "draw" or "unfinished". */
export function outcomeWords(r: Pick<GameRecord, 'result' | 'winners'>): string {
  return r.result === 'won'
    ? `won by ${namesList(r.winners)}`
    : r.result === 'draw'
      ? 'draw'
      : 'unfinished';
}

/** The nights, variants and players there are to choose from. */
export function choices(games: readonly KeptGame[]) {
  const nights = [...new Set(games.map((g) => g.night))];
  const variants = [...new Set(games.map((g) => g.record.variant))].sort();
  return { nights, variants };
}
