// Questions the setup screen asks the engine instead of knowing the rules itself: which player
// fields a variant accepts, which option values it refuses (and why), and how it seats a table.
// Each answer is a buildTable call on a small made-up table; the answers depend only on the
// variant, so they are computed once per variant.
import { t } from '@lingui/core/macro';
import {
  buildTable,
  derive,
  newGame,
  type AttackOption,
  type Format,
  type Options,
  type PlayerInput,
  type RuleError,
  type Scenario,
  type Table,
  type Variant,
} from '../../rules';

const FOUR = ['P1', 'P2', 'P3', 'P4'];
const ATTACKS: readonly AttackOption[] = ['multiple', 'left', 'right', 'single'];

function refusal(
  variant: Variant,
  players: PlayerInput[],
  options: Partial<Options>,
  path: RegExp,
): RuleError | null {
  const { errors } = buildTable({ version: 1, variant, options, players });
  return errors.find((e) => e.path !== undefined && path.test(e.path)) ?? null;
}

export interface VariantTraits {
  /** The variant accepts a team for each player (the field is shown). */
  teams: boolean;
  /** The variant accepts emperor / general roles. */
  roles: boolean;
  /** Why each attack option is refused, or null when allowed. */
  attack: Record<AttackOption, RuleError | null>;
  deployCreatures: { on: RuleError | null; off: RuleError | null };
  sharedTeamTurns: { on: RuleError | null; off: RuleError | null };
  rangeOfInfluence: { unlimited: RuleError | null; limited: RuleError | null };
}

const cache = new Map<Variant, VariantTraits>();

export function variantTraits(variant: Variant): VariantTraits {
  const known = cache.get(variant);
  if (known) return known;
  const plain = FOUR.map((name) => ({ name }));
  const teamed = FOUR.map((name, i) => ({ name, team: i % 2 ? 'Y' : 'X' }));
  const roled = FOUR.map((name, i) => ({
    name,
    team: i < 2 ? 'X' : 'Y',
    role: 'general' as const,
  }));
  const opt = (o: Partial<Options>, key: keyof Options) =>
    refusal(variant, plain, o, new RegExp(`^options\\.${key}$`));
  const traits: VariantTraits = {
    teams: refusal(variant, teamed, {}, /^players\[\d+\]\.team$/) === null,
    roles: refusal(variant, roled, {}, /^players\[\d+\]\.role$/) === null,
    attack: Object.fromEntries(ATTACKS.map((a) => [a, opt({ attack: a }, 'attack')])) as Record<
      AttackOption,
      RuleError | null
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

export type SeatingResult = { ok: true; names: string[] } | { ok: false; error: RuleError };

/** The engine's seating by the rules for this table and seed: the names in seat order. */
export function seatByRules(scenario: Scenario, seed: number): SeatingResult {
  const built = buildTable({ ...scenario, seating: 'by-rules', seed });
  if (!built.table)
    return {
      ok: false,
      error: built.errors[0] ?? { message: t`The table cannot be seated yet.` },
    };
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
