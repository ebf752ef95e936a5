// Which kept games the stats and the list are over: all of them, a night or a range of nights,
// narrowed to a variant and to a player. Pure, so the screen can memoise it and tests can run it.
import type { ListedGame } from '../../persist/records';
import type { GameRecord, RecordSummary } from '../../rules/record';
import type { StatsIndex } from '../../rules/statsIndex';
import { t } from '@lingui/core/macro';
import { formatMessage, variantMessage } from '../../rules/labels';
import { say } from '../../i18n/say';
import { formats } from './formats';

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

/**
 * The indexes of the games the filter keeps, in the games' order (newest night first). With
 * `gamesOf` (each name's games, statsIndex), a player's games alone are looked at.
 */
export function chosen(
  games: readonly ListedGame[],
  records: readonly RecordSummary[],
  f: Filter,
  gamesOf?: ReadonlyMap<string, readonly number[]>,
): number[] {
  const out: number[] = [];
  const keep = (i: number) => {
    const { night } = games[i]!;
    const r = records[i]!;
    if (f.when === 'night' && f.night && night !== f.night) return;
    if (f.when === 'range' && ((f.from && night < f.from) || (f.to && night > f.to))) return;
    if (f.variant && r.variant !== f.variant) return;
    if (f.player && !r.players.some((p) => p.name === f.player)) return;
    out.push(i);
  };
  if (f.player && gamesOf) for (const i of gamesOf.get(f.player) ?? []) keep(i);
  else for (let i = 0; i < games.length; i++) keep(i);
  return out;
}

/**
 * chosen, from the games' numbers alone (statsIndex with nights, names as shown): the records
 * screen filters before the games as listed are read, and a player's games are looked at alone.
 */
export function chosenAt(ix: StatsIndex, f: Filter): number[] {
  const out: number[] = [];
  const variant = f.variant ? ix.variants.indexOf(f.variant) : -1;
  if (f.variant && variant < 0) return out;
  const byNight =
    ix.nights.length > 0 &&
    ((f.when === 'night' && !!f.night) || (f.when === 'range' && !!(f.from || f.to)));
  // A night's number for each night the filter keeps (nights are few: a pass over them), when
  // it keeps some nights only.
  const keepNight = byNight
    ? ix.nights.map(
        (night) =>
          !(
            (f.when === 'night' && night !== f.night) ||
            (f.when === 'range' && ((f.from && night < f.from) || (f.to && night > f.to)))
          ),
      )
    : null;
  const nightOf = ix.night;
  const variantOf = ix.variant;
  const list = f.player ? (ix.gamesOf.get(f.player) ?? []) : null;
  const size = list ? list.length : ix.size;
  for (let k = 0; k < size; k++) {
    const i = list ? list[k]! : k;
    if (keepNight && !keepNight[nightOf[i]!]) continue;
    if (variant >= 0 && variantOf[i] !== variant) continue;
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
  const f = formats();
  return (short ? f.nightShort : f.nightLong).format(t);
}

/** "Commander · Free-for-All": the format, then the variant. */
export function gameWords(r: Pick<GameRecord, 'variant' | 'format'>): string {
  return [r.format && say(formatMessage(r.format)), say(variantMessage(r.variant))]
    .filter(Boolean)
    .join(' · ');
}

/** "Bianca", "Bianca and Dmitri", "Alex, Bianca and Dmitri", in the language shown. */
export function namesList(names: readonly string[]): string {
  return formats().and.format(names);
}

/** How the game ended: "won by Bianca", "draw" or "unfinished". */
export function outcomeWords(r: Pick<GameRecord, 'result' | 'winners'>): string {
  if (r.result === 'won') {
    const names = namesList(r.winners);
    return t`won by ${names}`;
  }
  return r.result === 'draw' ? t({ message: 'draw', context: 'outcome' }) : t`unfinished`;
}

/** The nights there are to choose from, newest first (the games come night by night). */
export function nightsOf(games: readonly ListedGame[]): string[] {
  const nights = new Set<string>();
  let night = '';
  for (const g of games) if (g.night !== night) nights.add((night = g.night));
  return [...nights];
}
