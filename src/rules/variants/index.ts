// Every variant's spec, by name (800.2: a game uses no more than one variant). A new variant is its spec
// module and one entry in SPECS; its name, `Variant`, `VARIANTS` and the lookups follow from it.
import type { Edition, Options } from '../terms';
import { ALTERNATING_TEAMS } from './alternating-teams';
import { CUSTOM } from './custom';
import { EMPEROR } from './emperor';
import { FREE_FOR_ALL } from './free-for-all';
import { GRAND_MELEE } from './grand-melee';
import type { PlayPolicy, VariantSpec } from './spec';
import { TEAMS } from './teams';
import { TEAM_VS_TEAM } from './team-vs-team';
import { TWO_HEADED_GIANT } from './two-headed-giant';

export type { EditionPatch, PlayPolicy, VariantSpec } from './spec';
export { variantName } from './spec';

/**
 * Every variant's spec. Links carry a variant as its index here (share/codec.ts), so the order is
 * fixed: a new variant goes last (with the link version that first carries it, `linkSince`).
 */
const SPECS = [
  FREE_FOR_ALL, // 806
  GRAND_MELEE, // 807
  TEAM_VS_TEAM, // 808
  EMPEROR, // 809
  TWO_HEADED_GIANT, // 810
  ALTERNATING_TEAMS, // 811
  CUSTOM, // no defaults: teaching examples and house rules
  TEAMS, // 609 of the 2005 rules (the 2005 edition only)
] as const;

/** 800.2: a game uses no more than one variant: one of the names the specs give. */
export type Variant = (typeof SPECS)[number]['variant'];

/** Every variant's name, in link order (links carry a variant as its index here). */
export const VARIANTS: readonly Variant[] = SPECS.map((s) => s.variant);

export const VARIANT_SPECS: Readonly<Record<Variant, VariantSpec<Variant>>> = Object.fromEntries(
  SPECS.map((s) => [s.variant, s]),
) as Record<Variant, VariantSpec<Variant>>;

/** A variant's spec as an edition has it: its `inEdition` patch laid over the current spec. */
function specIn<V extends string>(spec: VariantSpec<V>, edition: Edition): VariantSpec<V> {
  const patch = spec.inEdition?.[edition];
  if (!patch) return spec;
  return { ...spec, ...patch, play: { ...spec.play, ...patch.play } };
}

// By edition, then variant: plain property reads (the engine asks on every event; a key made by
// joining the two strings cost a string and a hash each time).
const made: Partial<Record<Edition, Partial<Record<Variant, VariantSpec<Variant>>>>> = {};

/** The variant's spec under an edition's rules (default: the current rules), made once. */
export function specOf(variant: Variant, edition: Edition = 'current'): VariantSpec<Variant> {
  const byVariant = (made[edition] ??= {});
  return (byVariant[variant] ??= specIn(VARIANT_SPECS[variant], edition));
}

/** Whether an edition's rules have the variant (`teams` is 2005's; 808 and 811 came later). */
export const hasVariant = (variant: Variant, edition: Edition): boolean =>
  VARIANT_SPECS[variant].editions?.includes(edition) ?? true;

/**
 * The variant a table of `variant` is under `edition`'s rules: itself, or the same game under the
 * name that edition gives it (Alternating Teams, 811, is 2005's Teams, 609).
 */
export function sameVariantIn(variant: Variant, edition: Edition): Variant {
  if (hasVariant(variant, edition)) return variant;
  const game = VARIANT_SPECS[variant].sameGameAs ?? variant;
  return (
    VARIANTS.find(
      (v) => hasVariant(v, edition) && (v === game || VARIANT_SPECS[v].sameGameAs === game),
    ) ?? variant
  );
}

/** Each variant's default options (806.2, 807.2, 808.3, 809.3, 810.2, 811.2). */
export const VARIANT_DEFAULTS: Readonly<Record<Variant, Options>> = Object.fromEntries(
  SPECS.map((s) => [s.variant, s.defaults]),
) as Record<Variant, Options>;

/** How play goes at a table: its variant's play policy (turns, attacks, life, departures). */
export const playOf = (table: { variant: Variant; edition?: Edition }): PlayPolicy =>
  specOf(table.variant, table.edition).play;
