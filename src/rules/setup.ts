// Turning a scenario's setup into a validated Table: validation with rule numbers, seating by the
// rules (seating.ts), ranges, starting player and starting life. What differs between variants is
// data, in their specs (variants/); buildTable reads the spec and runs the same steps for every
// variant.
import type { AttackOption, Options, PlayerInput, RuleError } from './terms';
import type { Seat, Table } from './table';
import type { Scenario } from './types';
import { registerBuilder, type BuildResult } from './building';
import { EDITIONS, PLANECHASE_OPTIONS, errorOf, withFields, type Edition } from './terms';
import { words } from './words';
import { MAX_NAME_LENGTH, nameFault, nameFaultWords, nameKey } from './names';
import { baseStartingLife, checkStartingLives, lifeOptions, vanguardOf } from './startingLife';
import { VARIANT_DEFAULTS, VARIANTS, hasVariant, specOf, variantName } from './variants';
import { checksOf, type BuildSpec } from './variants/checks';
import {
  assignRoles,
  checkSeating,
  checkTeams,
  chooseStartingSeat,
  rangesOf,
  seatByRules,
  sidesOf,
  teamBlocks,
  teamsOf,
  type Entrant,
  type Err,
  type Problems,
} from './seating';

export { MAX_NAME_LENGTH, teamBlocks, VARIANT_DEFAULTS };

/** A sane upper bound: large enough for benchmarks and huge events, small enough for a screen. */
export const MAX_PLAYERS = 1000;
const ATTACKS: readonly AttackOption[] = ['multiple', 'left', 'right', 'single'];

export type { BuildResult };

function isRange(v: unknown): v is number | null {
  return v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 1);
}

function problems(): Problems {
  const errors: RuleError[] = [];
  const warnings: RuleError[] = [];
  const add =
    (list: RuleError[]): Err =>
    (message, rule, path) =>
      list.push(path ? withFields(errorOf(message, rule), { path }) : errorOf(message, rule));
  return { errors, warnings, err: add(errors), warn: add(warnings) };
}

export function buildTable(scenario: Scenario): BuildResult {
  const p = problems();
  const fail = (): BuildResult => ({ table: null, errors: p.errors, warnings: p.warnings });
  const variant = scenario.variant;
  if (!VARIANTS.includes(variant)) {
    p.err(
      words(
        /*i18n*/ {
          id: 'setup.variant.unknown',
          message: 'Unknown variant "{variant}"; choose one of {variants}.',
        },
        { variant: String(variant), variants: VARIANTS.join(', ') },
      ),
      '800.2',
      'variant',
    );
    return fail();
  }
  const given = scenario.options ?? {};
  // options.edition: absent is the current rules.
  const edition: Edition = given.edition ?? 'current';
  if (!EDITIONS.includes(edition)) {
    p.err(
      words(
        /*i18n*/ { id: 'setup.edition.unknown', message: 'Unknown rules edition "{edition}".' },
        {
          edition: String(edition),
        },
      ),
      undefined,
      'options.edition',
    );
    return fail();
  }
  if (!hasVariant(variant, edition)) {
    p.err(
      words(
        /*i18n*/ {
          id: 'setup.edition.noVariant',
          message: 'The {edition} rules have no {variant} variant.',
        },
        { edition, variant: variantName(variant) },
      ),
      '800.2',
      'variant',
    );
    return fail();
  }
  const spec: BuildSpec = { ...specOf(variant, edition), ...checksOf(variant, edition) };
  const entrants = readPlayers(scenario, spec, p);
  if (!entrants) return fail();
  const { options, life } = readOptions(given, spec, entrants.length, p);
  if (given.edition !== undefined) options.edition = edition;
  // What came after the edition: Planechase (901) and Commander (903) after 2005, Brawl (903.12)
  // after 2011 (EDITIONS runs newest first).
  const age = EDITIONS.indexOf(edition);
  if (options.planechase && age > 1)
    p.err(
      words(
        /*i18n*/ {
          id: 'setup.edition.noPlanechase',
          message: 'The {edition} rules have no Planechase.',
        },
        {
          edition,
        },
      ),
      '901.1',
      'options.planechase',
    );
  const brawl = options.format === 'brawl';
  if (options.format && age > (brawl ? 0 : 1))
    p.err(
      words(
        /*i18n*/ {
          id: 'setup.edition.noFormat',
          message: 'The {edition} rules have no {format, select, brawl {Brawl} other {Commander}}.',
        },
        { edition, format: brawl ? 'brawl' : 'commander' },
      ),
      brawl ? '903.12' : '903.1',
      'options.format',
    );
  checkCompetitors(spec, entrants, p);
  if (p.errors.length) return fail();
  const teams = teamsOf(entrants);
  checkTeams(spec, teams, entrants, p);
  if (p.errors.length) return fail();

  const seed =
    typeof scenario.seed === 'number' && Number.isFinite(scenario.seed)
      ? Math.floor(scenario.seed)
      : null;
  let order: number[] = entrants.map((_, i) => i);
  if (scenario.seating === 'by-rules') order = seatByRules(spec, entrants, teams, seed ?? 1);
  else if (scenario.seating !== undefined && scenario.seating !== 'as-listed')
    p.err(
      words(
        /*i18n*/ {
          id: 'setup.seating.unknown',
          message: 'Seating must be "as-listed" or "by-rules".',
        },
      ),
      undefined,
      'seating',
    );
  const seated = order.map((i) => entrants[i]!);
  if (spec.roles) assignRoles(seated);
  checkSeating(spec, seated, teams.names.length, options, p);
  if (p.errors.length) return fail();

  const { sides, seatSide } = sidesOf(seated);
  if (sides.length < 2) {
    p.err(
      words(
        /*i18n*/ {
          id: 'setup.oneSide',
          message: 'Everyone is on the same team: a game needs at least two opposing sides.',
        },
      ),
      '102.3',
      'players',
    );
    return fail();
  }
  const teamSize = sides[0]!.seats.length;
  const ranges = rangesOf(spec, seated, seatSide, given, options, p);
  const players: Seat[] = seated.map((d, s) => ({
    seat: s,
    name: d.name,
    team: d.team,
    side: seatSide[s]!,
    role: d.role,
    range: ranges[s]!,
    vanguard: d.vanguard,
  }));
  const startingSeat = chooseStartingSeat(scenario, spec, options, players, sides, seed, p.err);
  if (p.errors.length || startingSeat < 0) return fail();

  // ---- life (103.3, 810.4, 810.10, 902.4, 903.7, 903.12f) ----
  const { startingLife, sharedLife } = baseStartingLife(
    spec.play,
    teamSize,
    life.format,
    life.startingLife,
  );

  const table: Table = {
    variant,
    edition,
    options,
    players,
    individual: sides.every((s) => !s.team),
    sides,
    startingSeat,
    startingLife,
    sharedLife,
    format: life.format,
    warnings: p.warnings,
    seed,
  };
  checkStartingLives(table, p.err);
  if (p.errors.length) return fail();
  return { table, errors: p.errors, warnings: p.warnings };
}

/** The players' own fields: count (800.1), names, teams, roles, ranges, vanguards. */
function readPlayers(scenario: Scenario, spec: BuildSpec, p: Problems): Entrant[] | null {
  const { err } = p;
  const inputs: PlayerInput[] = Array.isArray(scenario.players) ? scenario.players : [];
  if (inputs.length < 3) {
    err(
      words(
        /*i18n*/ {
          id: 'setup.players.few',
          message: 'A multiplayer game needs at least 3 players; this table has {count}.',
        },
        { count: inputs.length },
      ),
      '800.1',
      'players',
    );
    return null;
  }
  if (inputs.length > MAX_PLAYERS) {
    err(
      words(
        /*i18n*/ {
          id: 'setup.players.many',
          message: 'This app seats at most {max} players; this table has {count}.',
        },
        { max: MAX_PLAYERS, count: inputs.length },
      ),
      undefined,
      'players',
    );
    return null;
  }
  if (spec.minPlayers && inputs.length < spec.minPlayers.count)
    err(spec.minPlayers.message, spec.minPlayers.rule, 'players');
  const seen = new Map<string, number>();
  return inputs.map((p, i) => {
    const name = typeof p.name === 'string' ? p.name.trim() : '';
    const fault = name ? nameFault(name) : null;
    if (!name)
      err(
        words(/*i18n*/ { id: 'setup.name.none', message: 'Player {n} has no name.' }, { n: i + 1 }),
        undefined,
        `players[${i}].name`,
      );
    else if (fault) err(nameFaultWords(fault, { player: i + 1 }), undefined, `players[${i}].name`);
    else if (name.length > MAX_NAME_LENGTH)
      err(
        words(
          /*i18n*/ {
            id: 'setup.name.long',
            message: 'The name "{start}…" is longer than {max} characters.',
          },
          { start: name.slice(0, 20), max: MAX_NAME_LENGTH },
        ),
        undefined,
        `players[${i}].name`,
      );
    else {
      // Compared as people read them: case, width, accents, look-alike letters of other scripts
      // and invisible or blank characters aside.
      const key = nameKey(name);
      const first = seen.get(key);
      if (first !== undefined) {
        const other = typeof inputs[first]!.name === 'string' ? inputs[first]!.name.trim() : '';
        err(
          other === name
            ? words(
                /*i18n*/ {
                  id: 'setup.name.twice',
                  message:
                    'Two players are called "{name}" (players {a} and {b}); names must be unique.',
                },
                { name, a: first + 1, b: i + 1 },
              )
            : words(
                /*i18n*/ {
                  id: 'setup.name.alike',
                  message:
                    '"{other}" and "{name}" (players {a} and {b}) read as the same name; names must be unique.',
                },
                { other, name, a: first + 1, b: i + 1 },
              ),
          undefined,
          `players[${i}].name`,
        );
      } else seen.set(key, i);
    }
    const team = typeof p.team === 'string' && p.team.trim() ? p.team.trim() : null;
    if (p.team !== undefined && p.team !== null && typeof p.team !== 'string')
      err(
        words(
          /*i18n*/ { id: 'setup.team.text', message: "Player {who}'s team must be text." },
          {
            who: name || i + 1,
          },
        ),
        undefined,
        `players[${i}].team`,
      );
    const role = p.role === 'emperor' || p.role === 'general' ? p.role : null;
    if (p.role !== undefined && p.role !== null && role === null)
      err(
        words(
          /*i18n*/ {
            id: 'setup.role.unknown',
            message: 'Player {who}\'s role must be "emperor" or "general".',
          },
          { who: name || i + 1 },
        ),
        '809.2',
        `players[${i}].role`,
      );
    if (p.range !== undefined && !isRange(p.range))
      err(
        words(
          /*i18n*/ {
            id: 'setup.range.player',
            message:
              "Player {who}'s range of influence must be a whole number of seats, 1 or more, or null for unlimited.",
          },
          { who: name || i + 1 },
        ),
        '801.2',
        `players[${i}].range`,
      );
    const vanguard = vanguardOf(p, i, name || `Player ${i + 1}`, err);
    return { name, team, role, range: p.range, vanguard };
  });
}

/** The options: the variant's defaults with the given values checked and applied, then what the
 * variant demands or forbids (spec.errors, spec.warnings). */
function readOptions(
  given: Partial<Options>,
  spec: BuildSpec,
  players: number,
  { err, warn }: Problems,
): { options: Options; life: ReturnType<typeof lifeOptions> } {
  const options: Options = { ...spec.defaults };
  if (given.rangeOfInfluence !== undefined) {
    if (!isRange(given.rangeOfInfluence))
      err(
        words(
          /*i18n*/ {
            id: 'setup.range.table',
            message:
              'The range of influence must be a whole number of seats, 1 or more, or null for unlimited.',
          },
        ),
        '801.2',
        'options.rangeOfInfluence',
      );
    else options.rangeOfInfluence = given.rangeOfInfluence;
  }
  if (given.attack !== undefined) {
    if (!ATTACKS.includes(given.attack))
      err(
        words(
          /*i18n*/ {
            id: 'setup.attack.unknown',
            message: 'Unknown attack option "{attack}"; use multiple, left, right or single.',
          },
          { attack: String(given.attack) },
        ),
        '802',
        'options.attack',
      );
    else options.attack = given.attack;
  }
  for (const key of ['deployCreatures', 'sharedTeamTurns'] as const) {
    if (given[key] !== undefined) {
      if (typeof given[key] !== 'boolean')
        err(
          words(
            /*i18n*/ { id: 'setup.option.boolean', message: 'Option {key} must be true or false.' },
            {
              key,
            },
          ),
          undefined,
          `options.${key}`,
        );
      else options[key] = given[key];
    }
  }
  const life = lifeOptions(given, err);
  if (life.format) options.format = life.format;
  if (life.startingLife !== null) options.startingLife = life.startingLife;
  if (given.planechase !== undefined && given.planechase !== null) {
    if (!PLANECHASE_OPTIONS.includes(given.planechase))
      err(
        words(
          /*i18n*/ {
            id: 'setup.planechase.unknown',
            message:
              'Unknown Planechase option "{option}"; use "decks" (a planar deck for each player) or "single-deck" (one communal planar deck).',
          },
          { option: String(given.planechase) },
        ),
        '901.15',
        'options.planechase',
      );
    else options.planechase = given.planechase;
  }
  for (const r of spec.errors) if (r.when(options, given, players)) err(r.message, r.rule, r.path);
  for (const r of spec.warnings)
    if (r.when(options, given, players)) warn(r.message, r.rule, r.path);
  return { options, life };
}

/** Who competes: individuals, teams, or either (806.1, 807.1, 808.1, …); roles only in Emperor. */
function checkCompetitors(spec: BuildSpec, entrants: readonly Entrant[], { err }: Problems): void {
  const { kind, rule } = spec.competitors;
  entrants.forEach((d, i) => {
    if (kind === 'individuals' && d.team !== null)
      err(
        words(
          /*i18n*/ {
            id: 'setup.individuals',
            message: 'In {variant} players compete as individuals; {name} should have no team.',
          },
          { variant: variantName(spec.variant), name: d.name },
        ),
        rule,
        `players[${i}].team`,
      );
    if (kind === 'teams' && d.team === null)
      err(
        d.name
          ? words(
              /*i18n*/ { id: 'setup.team.needed', message: '{name} needs a team in this variant.' },
              { name: d.name },
            )
          : words(
              /*i18n*/ {
                id: 'setup.team.neededSeat',
                message: 'Player {n} needs a team in this variant.',
              },
              { n: i + 1 },
            ),
        rule,
        `players[${i}].team`,
      );
    if (d.role !== null && !spec.roles)
      err(
        words(
          /*i18n*/ {
            id: 'setup.role.emperorOnly',
            message: 'Only the Emperor variant has emperors and generals; {name} has a role.',
          },
          { name: d.name },
        ),
        '809.2',
        `players[${i}].role`,
      );
    if (spec.limitedRange && d.range === null)
      err(
        words(
          /*i18n*/ {
            id: 'setup.range.limited',
            message: '{variant} games always limit range of influence; {name} has unlimited range.',
          },
          { variant: variantName(spec.variant), name: d.name },
        ),
        spec.limitedRange,
        `players[${i}].range`,
      );
  });
}

/**
 * Tables built already, by the scenario read (scenario.ts loadScenario): a link's or a saved
 * table's check builds its table, and the store takes that one (setupOf) rather than building it,
 * and checking every name, again. A scenario read is never changed; its events leave its table be.
 */
export const built = new WeakMap<Scenario, BuildResult>();

// The store builds every table but the one the app opens with through this (building.ts).
registerBuilder((scenario) => built.get(scenario) ?? buildTable(scenario));
