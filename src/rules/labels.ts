// Words the page shows for the engine's values.
import type { DerivedMarker, DerivedTable } from './derivedTypes';
import type { Table } from './table';
import { VARIANT_SPECS, type Variant } from './variants';

/**
 * A signed change as life counters show it: "+3", "−7" (a real minus sign), "±0" for taps that
 * cancel out. The one format for every change of an amount the page shows.
 */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '±0');

// A team called "Team 1" is "Team 1", never "Team Team 1"; nor is it plural ("the Team 1s").
const TEAM = /^team\b/i;

/** "Team Red", or the name itself when it already says "Team". */
export const teamTitle = (name: string) => (TEAM.test(name) ? name : `Team ${name}`);

/** Whether a team's name takes a plural verb ("the Suns go", "Team Red goes"). */
export const teamIsPlural = (name: string) => /s$/i.test(name) && !TEAM.test(name);

/** A team's name as a sentence uses it: "the Suns" for a plural-looking name, else "Team Red". */
export const teamNamed = (name: string) => (teamIsPlural(name) ? `the ${name}` : teamTitle(name));

/** "the Suns'" for a plural-looking name, else "Team Red's": a team's possessive. */
export const teamOwn = (name: string) =>
  teamIsPlural(name) ? `the ${name}'` : `${teamTitle(name)}'s`;

export function variantLabel(variant: string): string {
  return Object.hasOwn(VARIANT_SPECS, variant) ? VARIANT_SPECS[variant as Variant].label : variant;
}

/**
 * What is being played, for the page's heading: the format and Planechase with the variant,
 * "Commander · Free-for-All" (a Commander game is not only a free-for-all).
 */
export function gameLabel({
  format,
  variant,
  options,
}: Pick<Table, 'variant' | 'format' | 'options'>) {
  const named = format && format[0]!.toUpperCase() + format.slice(1);
  return [named, variantLabel(variant), options.planechase && 'Planechase']
    .filter(Boolean)
    .join(' · ');
}

/**
 * The turns in progress: "turn 7", or in Grand Melee, where several run at once (807.4), "turns
 * 1–4" or "turns 3, 5 and 6": the header said "turn 4" on the first turn round the table.
 */
export function turnsLabel(d: Pick<DerivedTable, 'turn' | 'turnMarkers' | 'gameOver'>): string {
  const began = d.gameOver ? [] : d.turnMarkers.filter((m) => m.takingTurn).map((m) => m.began);
  if (began.length < 2) return `turn ${d.turn}`;
  began.sort((a, b) => a - b);
  const last = began.pop()!;
  const run = last - began[0]! === began.length;
  return `turns ${run ? `${began[0]}–` : `${began.join(', ')} and `}${last}`;
}

/**
 * A Grand Melee marker designated for removal, in words with its rule (807.4e; 608.4d under 2005),
 * or null when it isn't. A marker so designated is one whose turn runs (an idle one goes at
 * once, 807.4g): it goes when that turn ends instead of being passed on, and a second designation
 * moves to the marker on its right (807.4g).
 */
export function markerRemovalWords(
  d: Pick<DerivedTable, 'table' | 'players'>,
  m: Pick<DerivedMarker, 'removals'>,
): string | null {
  if (m.removals <= 0) return null;
  const left = d.players.filter((p) => p.inGame).length;
  const keep = Math.max(1, Math.floor(left / 4));
  const rule = d.table.edition === '2005' ? '608.4d' : '807.4e';
  const more = m.removals - 1;
  return `marked for removal${m.removals > 1 ? ` ${m.removals} times` : ''} (${rule}): with ${left} players left the game keeps ${keep} ${keep === 1 ? 'marker' : 'markers'}, so it is removed when this turn ends, not passed${more > 0 ? `, and the marker to its right is then marked ${more === 1 ? 'once' : `${more} times`}` : ''}`;
}
