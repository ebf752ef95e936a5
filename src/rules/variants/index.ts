// Every variant's spec, by name (800.2: a game uses exactly one variant).
import type { Options, Variant } from '../types';
import { ALTERNATING_TEAMS } from './alternating-teams';
import { CUSTOM } from './custom';
import { EMPEROR } from './emperor';
import { FREE_FOR_ALL } from './free-for-all';
import { GRAND_MELEE } from './grand-melee';
import type { PlayPolicy, VariantSpec } from './spec';
import { TEAM_VS_TEAM } from './team-vs-team';
import { TWO_HEADED_GIANT } from './two-headed-giant';

export type { OptionRule, PlayPolicy, TeamRule, VariantSpec } from './spec';

export const VARIANT_SPECS: Readonly<Record<Variant, VariantSpec>> = {
  'free-for-all': FREE_FOR_ALL,
  'grand-melee': GRAND_MELEE,
  'team-vs-team': TEAM_VS_TEAM,
  emperor: EMPEROR,
  'two-headed-giant': TWO_HEADED_GIANT,
  'alternating-teams': ALTERNATING_TEAMS,
  custom: CUSTOM,
};

/** Each variant's default options (806.2, 807.2, 808.3, 809.3, 810.2, 811.2). */
export const VARIANT_DEFAULTS: Readonly<Record<Variant, Options>> = Object.fromEntries(
  Object.values(VARIANT_SPECS).map((s) => [s.variant, s.defaults]),
) as Record<Variant, Options>;

/** How play goes at a table: its variant's play policy (turns, attacks, life, departures). */
export const playOf = (table: { variant: Variant }): PlayPolicy =>
  VARIANT_SPECS[table.variant].play;

/** 807.4: several turns run at once, one per turn marker. */
export const hasTurnMarkers = (table: { variant: Variant }): boolean =>
  playOf(table).turns === 'turn-markers';
