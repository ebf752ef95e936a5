// What the records screen first draws (every game, nothing filtered) in one small object, kept in
// the records database's meta with the change token of the games it sums up (persist/records.ts
// summary): opening the screen then draws from it, without joining the shelves' numbers or
// counting ten thousand games (a slow phone's hundred and more milliseconds before its first
// frame). The numbers are joined after that frame, for the filter and the rows. A summary is of
// one set of renames and merges: with others, or once the games change, it is not used, and the
// screen counts as before and keeps a new one (Records.tsx).
import type { Aliases } from '../../persist/records';
import type { Stats } from '../../rules/stats';
import type { Prepared } from './prepared';

/** What the first frame draws of every game. */
export interface FirstView {
  /** Everyone who played, as shown, by name. */
  names: string[];
  /** A name key to a name it was written as (the alias list). */
  spellings: ReadonlyMap<string, string>;
  /** By name. */
  variants: string[];
  /** How many games. */
  size: number;
  /** The newest night, YYYY-MM-DD ('' without games). */
  newest: string;
  /** The stats of every game. */
  allStats: Stats;
}

/** FirstView as kept: with the renames and merges it was worked out with. */
export interface Summary extends FirstView {
  format: number;
  /** The aliases' entries, by key. */
  aliases: [string, string][];
}

/** Bump when FirstView or Stats change: a summary of another format is not read. */
export const SUMMARY_FORMAT = 1;

const entries = (aliases: Aliases): [string, string][] =>
  Object.entries(aliases).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

const sameAliases = (a: readonly [string, string][], b: readonly [string, string][]) =>
  a.length === b.length && a.every(([k, v], i) => b[i]![0] === k && b[i]![1] === v);

/** What the first frame draws, from the games' workings. */
export function firstView(p: Prepared): FirstView {
  return {
    names: p.people.names,
    spellings: p.people.spellings,
    variants: p.variants,
    size: p.index.size,
    newest: p.index.nights[0] ?? '',
    allStats: p.allStats,
  };
}

/** The summary to keep of these workings, made with these aliases. */
export function summaryOf(p: Prepared, aliases: Aliases): Summary {
  return { format: SUMMARY_FORMAT, aliases: entries(aliases), ...firstView(p) };
}

/**
 * The kept summary (RecordsDb.summary, already checked against the change token) if it is of this
 * format and these aliases, else null. Anything unreadable reads as none: the screen counts anew.
 */
export function summaryFor(kept: unknown, aliases: Aliases): Summary | null {
  const s = kept as Partial<Summary> | null | undefined;
  if (!s || typeof s !== 'object' || s.format !== SUMMARY_FORMAT) return null;
  if (!Array.isArray(s.aliases) || !sameAliases(s.aliases, entries(aliases))) return null;
  const ok =
    Array.isArray(s.names) &&
    s.spellings instanceof Map &&
    Array.isArray(s.variants) &&
    typeof s.size === 'number' &&
    typeof s.newest === 'string' &&
    !!s.allStats &&
    typeof s.allStats === 'object';
  return ok ? (s as Summary) : null;
}

/** Whether `s` is the summary these aliases would keep (one written already need not be again). */
export const summaryMatches = (s: Summary | null, aliases: Aliases) =>
  !!s && sameAliases(s.aliases, entries(aliases));
