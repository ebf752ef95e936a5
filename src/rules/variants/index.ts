// Every variant's spec, by name (800.2: a game uses exactly one variant).
import type { Edition, Options, Variant } from '../types';
import { ALTERNATING_TEAMS } from './alternating-teams';
import { CUSTOM } from './custom';
import { EMPEROR } from './emperor';
import { FREE_FOR_ALL } from './free-for-all';
import { GRAND_MELEE } from './grand-melee';
import type { PlayPolicy, VariantSpec } from './spec';
import { TEAMS } from './teams';
import { TEAM_VS_TEAM } from './team-vs-team';
import { TWO_HEADED_GIANT } from './two-headed-giant';

export type { EditionPatch, OptionRule, PlayPolicy, TeamRule, VariantSpec } from './spec';

export const VARIANT_SPECS: Readonly<Record<Variant, VariantSpec>> = {
  'free-for-all': FREE_FOR_ALL,
  'grand-melee': GRAND_MELEE,
  'team-vs-team': TEAM_VS_TEAM,
  emperor: EMPEROR,
  'two-headed-giant': TWO_HEADED_GIANT,
  'alternating-teams': ALTERNATING_TEAMS,
  custom: CUSTOM,
  teams: TEAMS,
};

/** A variant's spec as an edition has it: its `inEdition` patch laid over the current spec. */
function specIn(spec: VariantSpec, edition: Edition): VariantSpec {
  const patch = spec.inEdition?.[edition];
  if (!patch) return spec;
  const { moreErrors = [], ...rest } = patch;
  return {
    ...spec,
    errors: [...spec.errors, ...moreErrors],
    ...rest,
    play: { ...spec.play, ...rest.play },
  };
}

// By edition, then variant: plain property reads (the engine asks on every event; a key made by
// joining the two strings cost a string and a hash each time).
const made: Partial<Record<Edition, Partial<Record<Variant, VariantSpec>>>> = {};

/** The variant's spec under an edition's rules (default: the current rules), made once. */
export function specOf(variant: Variant, edition: Edition = 'current'): VariantSpec {
  const byVariant = (made[edition] ??= {});
  return (byVariant[variant] ??= specIn(VARIANT_SPECS[variant], edition));
}

/** Whether an edition's rules have the variant (`teams` is 2005's; 808 and 811 came later). */
export const hasVariant = (variant: Variant, edition: Edition): boolean =>
  VARIANT_SPECS[variant].editions?.includes(edition) ?? true;

/** Each variant's default options (806.2, 807.2, 808.3, 809.3, 810.2, 811.2). */
export const VARIANT_DEFAULTS: Readonly<Record<Variant, Options>> = Object.fromEntries(
  Object.values(VARIANT_SPECS).map((s) => [s.variant, s.defaults]),
) as Record<Variant, Options>;

/** How play goes at a table: its variant's play policy (turns, attacks, life, departures). */
export const playOf = (table: { variant: Variant; edition?: Edition }): PlayPolicy =>
  specOf(table.variant, table.edition).play;

/** 807.4: several turns run at once, one per turn marker. */
export const hasTurnMarkers = (table: { variant: Variant; edition?: Edition }): boolean =>
  playOf(table).turns === 'turn-markers';
