// Words the page shows for the engine's values. Each is a message (rules/words.ts) the page words
// in the language shown with say(), and a function giving its English for the engine, the CLI and
// the tests. These are the first picture's words: the `shell` catalog, so few and short.
import type { DerivedMarker, DerivedTable } from './derivedTypes';
import type { Table } from './table';
import { VARIANT_SPECS, type Variant } from './variants';
import { markerRemovalMessage } from './markerWords';
import { english, words, type Words } from './words';

/**
 * A signed change as life counters show it: "+3", "−7" (a real minus sign), "±0" for taps that
 * cancel out. The one format for every change of an amount the page shows.
 */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '±0');

// A team called "Team 1" is "Team 1", never "Team Team 1"; nor is it plural ("the Team 1s").
const TEAM = /^team\b/i;

/** Whether a team's name takes a plural verb ("the Suns go", "Team Red goes"). */
export const teamIsPlural = (name: string) => /s$/i.test(name) && !TEAM.test(name);

/**
 * The kind of name a team has, for the messages' select: `team` (it says "Team" already),
 * `plural` (English reads it as a plural: "the Suns") or `other`. A language words each its way.
 */
export const teamKind = (name: string): 'team' | 'plural' | 'other' =>
  TEAM.test(name) ? 'team' : teamIsPlural(name) ? 'plural' : 'other';

/** A team's title in a list or a heading: "Team Red", "Team Suns", "Team 1". */
export const teamTitleMessage = (name: string): Words =>
  words(
    /*i18n*/ { id: 'team.title', message: '{kind, select, team {{name}} other {Team {name}}}' },
    { name, kind: teamKind(name) },
  );

/** A team as a sentence names it: "the Suns" for a plural-looking name, else "Team Red". */
export const teamNamedMessage = (name: string): Words =>
  words(
    /*i18n*/ {
      id: 'team.named',
      message: '{kind, select, team {{name}} plural {the {name}} other {Team {name}}}',
    },
    { name, kind: teamKind(name) },
  );

/** A team's possessive: "the Suns'" for a plural-looking name, else "Team Red's". */
export const teamOwnMessage = (name: string): Words =>
  words(
    /*i18n*/ {
      id: 'team.own',
      message: "{kind, select, team {{name}''s} plural {the {name}''} other {Team {name}''s}}",
    },
    { name, kind: teamKind(name) },
  );

/** "Team Red", or the name itself when it already says "Team" (English). */
export const teamTitle = (name: string) => english(teamTitleMessage(name));

/** A team's name as an English sentence uses it: "the Suns", "Team Red". */
export const teamNamed = (name: string) => english(teamNamedMessage(name));

/** "the Suns'" or "Team Red's": a team's possessive in English. */
export const teamOwn = (name: string) => english(teamOwnMessage(name));

/** A variant's name as a heading or a menu shows it ("Free-for-All"); spec.label is its English. */
export function variantMessage(variant: string): Words {
  return words(
    /*i18n*/ {
      id: 'label.variant',
      message:
        '{variant, select, free_for_all {Free-for-All} grand_melee {Grand Melee} team_vs_team {Team vs. Team} emperor {Emperor} two_headed_giant {Two-Headed Giant} alternating_teams {Alternating Teams} custom {Custom} teams {Teams} other {{name}}}',
    },
    // ICU's select keys are words: free_for_all.
    { variant: variant.replaceAll('-', '_'), name: variant },
  );
}

export function variantLabel(variant: string): string {
  return Object.hasOwn(VARIANT_SPECS, variant) ? VARIANT_SPECS[variant as Variant].label : variant;
}

/** A format's name: "Commander", "Brawl" (903). */
export const formatMessage = (format: string): Words =>
  words(
    /*i18n*/ {
      id: 'label.format',
      message: '{format, select, commander {Commander} brawl {Brawl} other {{format}}}',
    },
    { format },
  );

/**
 * What is being played, for the page's heading: the format and Planechase with the variant,
 * "Commander · Free-for-All" (a Commander game is not only a free-for-all). Its parts, each a
 * message; the page joins them with " · ".
 */
export function gameMessages({
  format,
  variant,
  options,
}: Pick<Table, 'variant' | 'format' | 'options'>): Words[] {
  const parts: Words[] = [];
  if (format) parts.push(formatMessage(format));
  parts.push(variantMessage(variant));
  if (options.planechase)
    parts.push(words(/*i18n*/ { id: 'label.planechase', message: 'Planechase' }));
  return parts;
}

/** The same in English: "Commander · Free-for-All · Planechase". */
export const gameLabel = (table: Pick<Table, 'variant' | 'format' | 'options'>) =>
  gameMessages(table).map(english).join(' · ');

/**
 * The turns in progress: "turn 7", or in Grand Melee, where several run at once (807.4), "turns
 * 1–4" or "turns 3, 5 and 6": the header said "turn 4" on the first turn round the table.
 */
export function turnsMessage(d: Pick<DerivedTable, 'turn' | 'turnMarkers' | 'gameOver'>): Words {
  const began = d.gameOver ? [] : d.turnMarkers.filter((m) => m.takingTurn).map((m) => m.began);
  if (began.length < 2)
    return words(/*i18n*/ { id: 'label.turn', message: 'turn {turn}' }, { turn: d.turn });
  began.sort((a, b) => a - b);
  const first = began[0]!;
  const last = began[began.length - 1]!;
  if (last - first === began.length - 1)
    return words(
      /*i18n*/ { id: 'label.turns.run', message: 'turns {first}–{last}' },
      {
        first,
        last,
      },
    );
  return words(
    /*i18n*/ { id: 'label.turns', message: 'turns {turns}' },
    {
      turns: { list: began.map(String) },
    },
  );
}

export const turnsLabel = (d: Pick<DerivedTable, 'turn' | 'turnMarkers' | 'gameOver'>): string =>
  english(turnsMessage(d));

// The removal's message is in the engine's catalog (markerWords.ts), not the first picture's: it
// shows only once a Grand Melee marker is designated, and is long.
export { markerRemovalMessage } from './markerWords';

/** The same in English. */
export function markerRemovalWords(
  d: Pick<DerivedTable, 'table' | 'players'>,
  m: Pick<DerivedMarker, 'removals'>,
): string | null {
  const w = markerRemovalMessage(d, m);
  return w && english(w);
}
