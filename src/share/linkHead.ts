// A link body's head and the link versions: which version brought what, which version a table
// needs, and the head's varint (the variant and the flags saying which fields follow).
import { eventSpec, VARIANT_SPECS, VARIANTS, type Scenario } from '../rules';
import type { ByteReader, ByteWriter } from './bytes';
import { isString } from './linkEvents';

/**
 * The newest link version this app reads (6: the rules edition; the city's blessing, day and
 * night, dice, a latecomer's join; 7: a vanguard's name).
 */
export const LINK_VERSION = 8;
/** The first version whose variant has no fixed width (an index past 7 follows the head). */
export const WIDE_VARIANT_VERSION = 8;
/** The first version that carries a vanguard's name (902.3): written only when one is named. */
export const VANGUARD_NAME_VERSION = 7;
/** The first version that carries `options.edition` and the `teams` variant. */
export const EDITION_VERSION = 6;
/**
 * The version encodeTable writes when no event needs a newer one: a table of the events version 4
 * knew gets the very link it always did, and an older app still opens it.
 */
export const BASE_VERSION = 4;

/** The head's flags: which fields of the setup follow it. */
export const F = {
  version: 1,
  title: 2,
  options: 4,
  seating: 8,
  byRules: 16,
  seed: 32,
  startingPlayer: 64,
  startingTeam: 128,
  events: 256,
  attrs: 512,
} as const;

/**
 * The version encodeTable writes for a table: the lowest that carries its events, its rules
 * edition, its variant and its vanguards' names.
 */
export function linkVersionOf(s: Scenario): number {
  const count = Array.isArray(s.events) ? s.events.length : 0;
  // The lowest version that carries every event (each event's `link.since`).
  let version = BASE_VERSION;
  for (const e of count ? s.events! : [])
    version = Math.max(version, eventSpec((e as { type?: unknown }).type)?.link.since ?? 0);
  if (s.options?.edition !== undefined) version = Math.max(version, EDITION_VERSION);
  // A variant new to the links needs the version that brought it (`teams`: 6), and one past the
  // eighth the version where the variant has no fixed width.
  version = Math.max(version, VARIANT_SPECS[s.variant]?.linkSince ?? 0);
  if (VARIANTS.indexOf(s.variant) > 7) version = Math.max(version, WIDE_VARIANT_VERSION);
  if (s.players?.some((p) => isString(p.vanguard?.name) && p.vanguard.name !== ''))
    version = Math.max(version, VANGUARD_NAME_VERSION);
  return version;
}

/**
 * The head: the variant's index in its low three bits and the flags above them. From version 8 a
 * 7 there says the index goes on in a varint after the head (7 + n), so VARIANTS may grow past
 * eight; before it, 7 is `teams` itself.
 */
export function writeHead(w: ByteWriter, variant: number, flags: number, version: number): void {
  if (version < WIDE_VARIANT_VERSION) {
    if (variant > 7) throw new RangeError(`Variant ${variant} needs link version 8.`);
    return w.varint(variant + flags * 8);
  }
  w.varint(Math.min(variant, 7) + flags * 8);
  if (variant >= 7) w.varint(variant - 7);
}

/** Reads what writeHead wrote for `version`: the variant's index and the flags. */
export function readHead(r: ByteReader, version: number): { variant: number; flags: number } {
  const head = r.varint();
  const low = head % 8;
  const variant = low === 7 && version >= WIDE_VARIANT_VERSION ? 7 + r.varint() : low;
  return { variant, flags: Math.floor(head / 8) };
}
