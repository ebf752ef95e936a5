// Questions the setup screen asks the engine instead of knowing the rules itself: which player
// fields a variant accepts, which option values it refuses (and why), and how it seats a table.
// Each answer is a buildTable call on a small made-up table; the answers depend only on the
// variant and the edition, so they are computed once for each; their rules are cited in the
// edition's numbers (cite.ts).
import { t } from '@lingui/core/macro';
import {
  derive,
  newGame,
  type AttackOption,
  type Edition,
  type Format,
  type Options,
  type PlayerInput,
  type RuleError,
  type Scenario,
  type Table,
  type Variant,
} from '../../rules';
import { buildTable } from '../../rules/setup';
import { citeIn } from './cite';

/** A refusal with its rule in the edition's numbers. */
export type Refusal = RuleError & { today?: boolean };

const FOUR = ['P1', 'P2', 'P3', 'P4'];
const ATTACKS: readonly AttackOption[] = ['multiple', 'left', 'right', 'single'];

function refusal(
  variant: Variant,
  edition: Edition,
  players: PlayerInput[],
  options: Partial<Options>,
  path: RegExp,
): Refusal | null {
  const { errors } = buildTable({
    version: 1,
    variant,
    options: edition === 'current' ? options : { ...options, edition },
    players,
  });
  const e = errors.find((e) => e.path !== undefined && path.test(e.path));
  return e ? citeIn(edition, e) : null;
}

export interface VariantTraits {
  /** The variant accepts a team for each player (the field is shown). */
  teams: boolean;
  /** Why a team is refused (players compete as individuals), or null. */
  teamRefusal: Refusal | null;
  /** Every player must have a team; false where teams are optional (custom) or refused. */
  teamsNeeded: boolean;
  /** The variant accepts emperor / general roles. */
  roles: boolean;
  /** Why a role is refused (only Emperor has roles), or null. */
  roleRefusal: Refusal | null;
  /** Why each attack option is refused, or null when allowed. */
  attack: Record<AttackOption, Refusal | null>;
  deployCreatures: { on: Refusal | null; off: Refusal | null };
  sharedTeamTurns: { on: Refusal | null; off: Refusal | null };
  rangeOfInfluence: { unlimited: Refusal | null; limited: Refusal | null };
}

const cache = new Map<string, VariantTraits>();

/** What the variant accepts under the edition's rules (the 2005 Teams have no roles, 607.2). */
export function variantTraits(variant: Variant, edition: Edition = 'current'): VariantTraits {
  const key = `${variant} ${edition}`;
  const known = cache.get(key);
  if (known) return known;
  const plain = FOUR.map((name) => ({ name }));
  const teamed = FOUR.map((name, i) => ({ name, team: i % 2 ? 'Y' : 'X' }));
  const roled = FOUR.map((name, i) => ({
    name,
    team: i < 2 ? 'X' : 'Y',
    role: 'general' as const,
  }));
  const opt = (o: Partial<Options>, key: keyof Options) =>
    refusal(variant, edition, plain, o, new RegExp(`^options\\.${key}$`));
  const teamRefusal = refusal(variant, edition, teamed, {}, /^players\[\d+\]\.team$/);
  const roleRefusal = refusal(variant, edition, roled, {}, /^players\[\d+\]\.role$/);
  const traits: VariantTraits = {
    teams: teamRefusal === null,
    teamRefusal,
    teamsNeeded: refusal(variant, edition, plain, {}, /^players\[\d+\]\.team$/) !== null,
    roles: roleRefusal === null,
    roleRefusal,
    attack: Object.fromEntries(ATTACKS.map((a) => [a, opt({ attack: a }, 'attack')])) as Record<
      AttackOption,
      Refusal | null
    >,
    deployCreatures: {
      on: opt({ deployCreatures: true }, 'deployCreatures'),
      off: opt({ deployCreatures: false }, 'deployCreatures'),
    },
    sharedTeamTurns: {
      on: opt({ sharedTeamTurns: true }, 'sharedTeamTurns'),
      off: opt({ sharedTeamTurns: false }, 'sharedTeamTurns'),
    },
    rangeOfInfluence: {
      unlimited: opt({ rangeOfInfluence: null }, 'rangeOfInfluence'),
      limited: opt({ rangeOfInfluence: 1 }, 'rangeOfInfluence'),
    },
  };
  cache.set(variant, traits);
  return traits;
}

export type SeatingResult = { ok: true; names: string[] } | { ok: false; error: Refusal };

/** The engine's seating by the rules for this table and seed: the names in seat order. */
export function seatByRules(scenario: Scenario, seed: number): SeatingResult {
  const built = buildTable({ ...scenario, seating: 'by-rules', seed });
  if (!built.table) {
    const first = built.errors[0];
    return {
      ok: false,
      error: first
        ? citeIn(scenario.options?.edition, first)
        : { message: t`The table cannot be seated yet.` },
    };
  }
  return { ok: true, names: built.table.players.map((p) => p.name) };
}

/** True when the engine seats this table at random (different seeds, different seats). */
export function seatsAtRandom(scenario: Scenario): boolean {
  const first = seatByRules(scenario, 1);
  if (!first.ok) return false;
  const key = first.names.join('\u0000');
  for (const seed of [2, 3, 4, 5]) {
    const other = seatByRules(scenario, seed);
    if (other.ok && other.names.join('\u0000') !== key) return true;
  }
  return false;
}

/** A fresh seed for a reshuffle or a roll (the engine itself is deterministic). */
export { randomSeed } from '../../store/newGame';

/** Each seat's starting life and maximum hand size, as the engine's first game state gives them. */
export interface StartFacts {
  life: number;
  hand: number;
}
const starts = new WeakMap<Table, StartFacts[]>();
export function startFacts(table: Table): StartFacts[] {
  let facts = starts.get(table);
  if (!facts) {
    facts = derive(newGame(table)).players.map((p) => ({ life: p.life, hand: p.maxHandSize }));
    starts.set(table, facts);
  }
  return facts;
}

/** The starting life a format gives a plain table (for the format choice's labels). */
export function formatLife(format: Format | null): number | null {
  const { table } = buildTable({
    version: 1,
    variant: 'free-for-all',
    options: format ? { format } : {},
    players: FOUR.map((name) => ({ name })),
  });
  return table?.startingLife ?? null;
}

/**
 * Where the table's ranges depart from the ranges the variant gives when none is chosen (the
 * Emperor's 2 for emperors and 1 for generals, 809.3a; in larger teams as 809.6a derives them):
 * the rule, or null when they match or the variant sets no ranges by role.
 */
export function rangesDepart(scenario: Scenario, table: Table | null): string | null {
  if (!table || !table.players.some((p) => p.role)) return null;
  const { rangeOfInfluence: _chosen, ...options } = scenario.options ?? {};
  const { table: plain } = buildTable({
    ...scenario,
    options,
    players: scenario.players.map(({ range: _own, ...p }) => p),
  });
  if (!plain || plain.players.every((p, s) => p.range === table.players[s]?.range)) return null;
  const teamSize = plain.sides[0]?.seats.length ?? 0;
  return teamSize > 3 ? '809.6a' : '809.3a';
}
