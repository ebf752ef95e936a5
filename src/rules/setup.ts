// Turning a scenario's setup into a validated Table: validation with rule numbers, seating by the
// rules, ranges, starting player and starting life. What differs between variants is data, in
// their specs (variants/); buildTable reads the spec and runs the same steps for every variant.
import { pick, shuffled } from './random';
import type {
  AttackOption,
  Options,
  PlayerInput,
  Role,
  RuleError,
  Scenario,
  Seat,
  Table,
  Vanguard,
} from './types';
import { EDITIONS, PLANECHASE_OPTIONS, VARIANTS, type Edition } from './types';
import { nameKey, nameProblem } from './names';
import { baseStartingLife, checkStartingLives, lifeOptions, vanguardOf } from './life';
import { VARIANT_DEFAULTS, hasVariant, specOf, type VariantSpec } from './variants';

export { VARIANT_DEFAULTS };

/** A sane upper bound: large enough for benchmarks and huge events, small enough for a screen. */
export const MAX_PLAYERS = 1000;
export const MAX_NAME_LENGTH = 40;
const ATTACKS: readonly AttackOption[] = ['multiple', 'left', 'right', 'single'];

export interface BuildResult {
  table: Table | null;
  errors: RuleError[];
  warnings: RuleError[];
}

interface Draft {
  name: string;
  team: string | null;
  role: Role | null;
  range: number | null | undefined;
  vanguard: Vanguard | null;
}

function isRange(v: unknown): v is number | null {
  return v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 1);
}

type Err = (message: string, rule?: string, path?: string) => void;

/** Errors and warnings as buildTable collects them; a step adds to them and goes on. */
interface Problems {
  errors: RuleError[];
  warnings: RuleError[];
  err: Err;
  warn: Err;
}

function problems(): Problems {
  const errors: RuleError[] = [];
  const warnings: RuleError[] = [];
  const add =
    (list: RuleError[]): Err =>
    (message, rule, path) =>
      list.push({ message, ...(rule ? { rule } : {}), ...(path ? { path } : {}) });
  return { errors, warnings, err: add(errors), warn: add(warnings) };
}

export function buildTable(scenario: Scenario): BuildResult {
  const p = problems();
  const fail = (): BuildResult => ({ table: null, errors: p.errors, warnings: p.warnings });
  const variant = scenario.variant;
  if (!VARIANTS.includes(variant)) {
    p.err(
      `Unknown variant "${String(variant)}"; choose one of ${VARIANTS.join(', ')}.`,
      '800.2',
      'variant',
    );
    return fail();
  }
  const given = scenario.options ?? {};
  // options.edition: absent is the current rules.
  const edition: Edition = given.edition ?? 'current';
  if (!EDITIONS.includes(edition)) {
    p.err(`Unknown rules edition "${String(edition)}".`, undefined, 'options.edition');
    return fail();
  }
  if (!hasVariant(variant, edition)) {
    p.err(`The ${edition} rules have no ${specOf(variant).name} variant.`, '800.2', 'variant');
    return fail();
  }
  const spec = specOf(variant, edition);
  const drafts = readPlayers(scenario, spec, p);
  if (!drafts) return fail();
  const { options, life } = readOptions(given, spec, drafts.length, p);
  if (given.edition !== undefined) options.edition = edition;
  // What came after the edition: Planechase (901) and Commander (903) after 2005, Brawl (903.12)
  // after 2011 (EDITIONS runs newest first).
  const age = EDITIONS.indexOf(edition);
  if (options.planechase && age > 1)
    p.err(`The ${edition} rules have no Planechase.`, '901.1', 'options.planechase');
  const brawl = options.format === 'brawl';
  if (options.format && age > (brawl ? 0 : 1))
    p.err(
      `The ${edition} rules have no ${brawl ? 'Brawl' : 'Commander'}.`,
      brawl ? '903.12' : '903.1',
      'options.format',
    );
  checkCompetitors(spec, drafts, p);
  if (p.errors.length) return fail();
  const teams = teamsOf(drafts);
  checkTeams(spec, teams, drafts, p);
  if (p.errors.length) return fail();

  const seed =
    typeof scenario.seed === 'number' && Number.isFinite(scenario.seed)
      ? Math.floor(scenario.seed)
      : null;
  let order: number[] = drafts.map((_, i) => i);
  if (scenario.seating === 'by-rules') order = seatByRules(spec, drafts, teams, seed ?? 1);
  else if (scenario.seating !== undefined && scenario.seating !== 'as-listed')
    p.err('Seating must be "as-listed" or "by-rules".', undefined, 'seating');
  const seated = order.map((i) => drafts[i]!);
  if (spec.roles) assignRoles(seated);
  checkSeating(spec, seated, teams.names.length, options, p);
  if (p.errors.length) return fail();

  const { sides, seatSide } = sidesOf(seated);
  if (sides.length < 2) {
    p.err(
      'Everyone is on the same team: a game needs at least two opposing sides.',
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
function readPlayers(scenario: Scenario, spec: VariantSpec, p: Problems): Draft[] | null {
  const { err } = p;
  const inputs: PlayerInput[] = Array.isArray(scenario.players) ? scenario.players : [];
  if (inputs.length < 3) {
    err(
      `A multiplayer game needs at least 3 players; this table has ${inputs.length}.`,
      '800.1',
      'players',
    );
    return null;
  }
  if (inputs.length > MAX_PLAYERS) {
    err(
      `This app seats at most ${MAX_PLAYERS} players; this table has ${inputs.length}.`,
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
    if (!name) err(`Player ${i + 1} has no name.`, undefined, `players[${i}].name`);
    else if (nameProblem(name))
      err(`Player ${i + 1}'s name ${nameProblem(name)}.`, undefined, `players[${i}].name`);
    else if (name.length > MAX_NAME_LENGTH)
      err(
        `The name "${name.slice(0, 20)}…" is longer than ${MAX_NAME_LENGTH} characters.`,
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
            ? `Two players are called "${name}" (players ${first + 1} and ${i + 1}); names must be unique.`
            : `"${other}" and "${name}" (players ${first + 1} and ${i + 1}) read as the same name; names must be unique.`,
          undefined,
          `players[${i}].name`,
        );
      } else seen.set(key, i);
    }
    const team = typeof p.team === 'string' && p.team.trim() ? p.team.trim() : null;
    if (p.team !== undefined && p.team !== null && typeof p.team !== 'string')
      err(`Player ${name || i + 1}'s team must be text.`, undefined, `players[${i}].team`);
    const role = p.role === 'emperor' || p.role === 'general' ? p.role : null;
    if (p.role !== undefined && p.role !== null && role === null)
      err(
        `Player ${name || i + 1}'s role must be "emperor" or "general".`,
        '809.2',
        `players[${i}].role`,
      );
    if (p.range !== undefined && !isRange(p.range))
      err(
        `Player ${name || i + 1}'s range of influence must be a whole number of seats, 1 or more, or null for unlimited.`,
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
  spec: VariantSpec,
  players: number,
  { err, warn }: Problems,
): { options: Options; life: ReturnType<typeof lifeOptions> } {
  const options: Options = { ...spec.defaults };
  if (given.rangeOfInfluence !== undefined) {
    if (!isRange(given.rangeOfInfluence))
      err(
        'The range of influence must be a whole number of seats, 1 or more, or null for unlimited.',
        '801.2',
        'options.rangeOfInfluence',
      );
    else options.rangeOfInfluence = given.rangeOfInfluence;
  }
  if (given.attack !== undefined) {
    if (!ATTACKS.includes(given.attack))
      err(
        `Unknown attack option "${String(given.attack)}"; use multiple, left, right or single.`,
        '802',
        'options.attack',
      );
    else options.attack = given.attack;
  }
  for (const key of ['deployCreatures', 'sharedTeamTurns'] as const) {
    if (given[key] !== undefined) {
      if (typeof given[key] !== 'boolean')
        err(`Option ${key} must be true or false.`, undefined, `options.${key}`);
      else options[key] = given[key];
    }
  }
  const life = lifeOptions(given, err);
  if (life.format) options.format = life.format;
  if (life.startingLife !== null) options.startingLife = life.startingLife;
  if (given.planechase !== undefined && given.planechase !== null) {
    if (!PLANECHASE_OPTIONS.includes(given.planechase))
      err(
        `Unknown Planechase option "${String(given.planechase)}"; use "decks" (a planar deck for each player) or "single-deck" (one communal planar deck).`,
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
function checkCompetitors(spec: VariantSpec, drafts: readonly Draft[], { err }: Problems): void {
  const { kind, rule } = spec.competitors;
  drafts.forEach((d, i) => {
    if (kind === 'individuals' && d.team !== null)
      err(
        `In ${spec.name} players compete as individuals; ${d.name} should have no team.`,
        rule,
        `players[${i}].team`,
      );
    if (kind === 'teams' && d.team === null)
      err(
        `${d.name || `Player ${i + 1}`} needs a team in this variant.`,
        rule,
        `players[${i}].team`,
      );
    if (d.role !== null && !spec.roles)
      err(
        `Only the Emperor variant has emperors and generals; ${d.name} has a role.`,
        '809.2',
        `players[${i}].role`,
      );
    if (spec.limitedRange && d.range === null)
      err(
        `${spec.name} games always limit range of influence; ${d.name} has unlimited range.`,
        spec.limitedRange,
        `players[${i}].range`,
      );
  });
}

interface Teams {
  /** Team names in order of first appearance in the list. */
  names: string[];
  /** Each team's players, as indices into the list. */
  members: Map<string, number[]>;
}

function teamsOf(drafts: readonly Draft[]): Teams {
  const names: string[] = [];
  const members = new Map<string, number[]>();
  drafts.forEach((d, i) => {
    if (d.team === null) return;
    if (!members.has(d.team)) {
      members.set(d.team, []);
      names.push(d.team);
    }
    members.get(d.team)!.push(i);
  });
  return { names, members };
}

/** The variant's rules on the number and size of teams; Emperor's one emperor per team (809.2). */
function checkTeams(spec: VariantSpec, teams: Teams, drafts: readonly Draft[], { err }: Problems) {
  const sizes = teams.names.map((t) => teams.members.get(t)!.length);
  const facts = { count: teams.names.length, sizes, equal: sizes.every((s) => s === sizes[0]) };
  const broken = spec.teams.find((r) => r.fails(facts));
  if (broken) err(broken.message(facts, spec.name), broken.rule, 'players');
  if (spec.roles && drafts.some((d) => d.role !== null))
    for (const t of teams.names) {
      const emperors = teams.members.get(t)!.filter((i) => drafts[i]!.role === 'emperor').length;
      if (emperors !== 1)
        err(`Team ${t} has ${emperors} emperors; each team has exactly one.`, '809.2', 'players');
    }
}

/** 809.2: with no roles given, the player in the middle of each team is its emperor. */
function assignRoles(seated: Draft[]): void {
  if (!seated.some((d) => d.role !== null))
    for (const block of teamBlocks(seated))
      block.forEach(
        (s, k) =>
          (seated[s]!.role = k === Math.floor((block.length - 1) / 2) ? 'emperor' : 'general'),
      );
  for (const d of seated) d.role ??= 'general';
}

/** Teams together (805.1, 808.2, 809.2, 810.3), the emperor in the middle (809.2), alternation (811.3). */
function checkSeating(
  spec: VariantSpec,
  seated: readonly Draft[],
  teamCount: number,
  options: Options,
  { err }: Problems,
): void {
  const n = seated.length;
  const contiguous = teamsContiguous(seated);
  if (!contiguous) {
    if (spec.seating.together)
      err('Teammates must occupy one unbroken run of seats.', spec.seating.together, 'players');
    else if (options.sharedTeamTurns)
      err('Shared team turns need every team in adjacent seats.', '805.1', 'players');
  }
  if (spec.roles && contiguous) {
    for (const block of teamBlocks(seated)) {
      const k = block.findIndex((s) => seated[s]!.role === 'emperor');
      const leftSide = block.length - 1 - k;
      if (k < 1 || leftSide < 1 || Math.abs(k - leftSide) > 1)
        err(
          `${seated[block[k]!]!.name} is the emperor of team ${seated[block[0]!]!.team} but does not sit in the middle of the team.`,
          '809.2',
          'players',
        );
    }
  }
  if (spec.seating.alternate) {
    const ok =
      seated.every((d, s) => d.team === seated[(s + teamCount) % n]!.team) &&
      seated.every((d, s) => d.team !== seated[(s + 1) % n]!.team);
    if (!ok)
      err(
        'Seat the teams alternately, each team equally spaced, so that no one sits next to a teammate (for example A1, B1, C1, A2, B2, C2).',
        spec.seating.alternate,
        'players',
      );
  }
}

/** Sides: each team, and each player without a team on their own, in seat order. */
function sidesOf(seated: readonly Draft[]): {
  sides: { name: string; team: boolean; seats: number[] }[];
  seatSide: number[];
} {
  const sides: { name: string; team: boolean; seats: number[] }[] = [];
  const sideOf = new Map<string, number>();
  const seatSide = seated.map((d) => {
    const key = d.team === null ? `\u0000${d.name}` : d.team;
    let side = sideOf.get(key);
    if (side === undefined) {
      side = sides.length;
      sideOf.set(key, side);
      sides.push({ name: d.team ?? d.name, team: d.team !== null, seats: [] });
    }
    return side;
  });
  seatSide.forEach((side, s) => sides[side]!.seats.push(s));
  return { sides, seatSide };
}

/** Each seat's range of influence (801.2a), by role in Emperor (809.3a, 809.6a). */
function rangesOf(
  spec: VariantSpec,
  seated: readonly Draft[],
  seatSide: readonly number[],
  given: Partial<Options>,
  options: Options,
  { err, warn }: Problems,
): (number | null)[] {
  const n = seated.length;
  const rangeGiven = given.rangeOfInfluence !== undefined;
  const teamSize = seatSide.filter((side) => side === seatSide[0]).length;
  const derived809 = spec.roles && teamSize > 3 ? emperorRanges(seated, seatSide) : null;
  const ranges = seated.map((d, s) => {
    if (d.range !== undefined) return d.range;
    if (rangeGiven) return options.rangeOfInfluence;
    if (spec.roles) return derived809 ? derived809[s]! : d.role === 'emperor' ? 2 : 1; // 809.3a, 809.6a
    return options.rangeOfInfluence;
  });
  if (spec.sameRange && ranges.some((r) => r !== ranges[0]))
    err(
      'In a free-for-all game every player has the same range of influence.',
      spec.sameRange,
      'players',
    );
  if (spec.roles) {
    const emperors = seated.map((d, s) => (d.role === 'emperor' ? s : -1)).filter((s) => s >= 0);
    for (const a of emperors)
      for (const b of emperors)
        if (a !== b && ranges[a] !== null && ringDistance(a, b, n) <= ranges[a]!)
          warn(
            `${seated[b]!.name} begins the game within emperor ${seated[a]!.name}'s range of influence; seat the teams so that no emperor starts in another's range.`,
            '809.6a',
          );
  }
  return ranges;
}

function ringDistance(a: number, b: number, n: number): number {
  const d = Math.abs(a - b);
  return Math.min(d, n - d);
}

/** True when every team's players sit in one unbroken run of seats (805.1, 808.2). */
function teamsContiguous(seated: readonly Draft[]): boolean {
  const n = seated.length;
  const runs = new Map<string, number>();
  for (let s = 0; s < n; s++) {
    const t = seated[s]!.team;
    if (t === null) continue;
    if (seated[(s - 1 + n) % n]!.team !== t) runs.set(t, (runs.get(t) ?? 0) + 1);
  }
  for (const count of runs.values()) if (count > 1) return false;
  return true;
}

/**
 * Each team's seats as one run, starting from the team's rightmost player (the first of the run
 * in seat order) and going to the left. Only meaningful when teams sit together.
 */
export function teamBlocks(seated: readonly { team: string | null }[]): number[][] {
  const n = seated.length;
  const blocks: number[][] = [];
  if (n > 0 && seated[0]!.team !== null && seated.every((d) => d.team === seated[0]!.team))
    return [seated.map((_, s) => s)];
  for (let s = 0; s < n; s++) {
    const t = seated[s]!.team;
    if (t === null) continue;
    if (seated[(s - 1 + n) % n]!.team === t) continue;
    const block = [s];
    for (let k = 1; k < n && seated[(s + k) % n]!.team === t; k++) block.push((s + k) % n);
    blocks.push(block);
  }
  return blocks;
}

/** `"seating": "by-rules"`: individuals at random (806.3, 807.3), teams as the spec says. */
function seatByRules(
  spec: VariantSpec,
  drafts: Draft[],
  { names: teamNames, members }: Teams,
  seed: number,
): number[] {
  const all = drafts.map((_, i) => i);
  if (teamNames.length === 0) return shuffled(all, seed); // 806.3, 807.3: seated at random
  if (spec.seating.byRules === 'alternate') {
    // 811.3: A1, B1, C1, A2, B2, C2, …
    const out: number[] = [];
    const size = members.get(teamNames[0]!)!.length;
    for (let k = 0; k < size; k++) for (const t of teamNames) out.push(members.get(t)![k]!);
    return out;
  }
  const out: number[] = [];
  for (const t of teamNames) {
    const team = members.get(t)!;
    if (
      spec.seating.byRules === 'emperor-in-middle' &&
      team.some((i) => drafts[i]!.role === 'emperor')
    ) {
      // 809.2 / 809.6a: the emperor in the middle, generals around (one more on the left when even).
      const emperor = team.find((i) => drafts[i]!.role === 'emperor')!;
      const generals = team.filter((i) => i !== emperor);
      const right = Math.floor((team.length - 1) / 2);
      out.push(...generals.slice(0, right), emperor, ...generals.slice(right));
    } else out.push(...team); // 808.2, 810.3: teams sit together in the order they chose
  }
  // Players without a team (custom tables) take the remaining seats at random.
  const loose = all.filter((i) => drafts[i]!.team === null);
  return [...out, ...shuffled(loose, seed)];
}

/**
 * 809.6a for teams of more than three: each general's range is the least that reaches one
 * opposing general; each emperor's the least that reaches two opposing generals.
 */
function emperorRanges(seated: readonly Draft[], side: readonly number[]): number[] {
  const n = seated.length;
  return seated.map((d, s) => {
    const dists: number[] = [];
    for (let o = 0; o < n; o++)
      if (side[o] !== side[s] && seated[o]!.role === 'general') dists.push(ringDistance(s, o, n));
    dists.sort((a, b) => a - b);
    return d.role === 'emperor' ? (dists[1] ?? dists[0] ?? 1) : (dists[0] ?? 1);
  });
}

/** 808.4: the centre seat of an odd team, or the player to the left of an even team's midpoint. */
function teamVsTeamFirst(block: readonly number[]): number {
  return block[block.length % 2 === 1 ? (block.length - 1) / 2 : block.length / 2]!;
}

/** Who takes the first turn: the one named, the chosen team's (spec.firstOfTeam), or by the seed. */
function chooseStartingSeat(
  scenario: Scenario,
  spec: VariantSpec,
  options: Options,
  players: readonly Seat[],
  sides: readonly { name: string; team: boolean; seats: readonly number[] }[],
  seed: number | null,
  err: (message: string, rule?: string, path?: string) => void,
): number {
  const blocks = teamBlocks(players);
  const blockOf = (side: number) =>
    blocks.find((b) => players[b[0]!]!.side === side) ?? [...sides[side]!.seats];
  // How a chosen team decides which of its players goes first.
  const firstOfTeam = (side: number): number => {
    const block = blockOf(side);
    if (spec.firstOfTeam === 'centre') return teamVsTeamFirst(block); // 808.4
    if (spec.firstOfTeam === 'emperor') return block.find((s) => players[s]!.role === 'emperor')!; // 809.4
    return block[0]!; // 805.2: a shared turn is led by the primary player; otherwise the rightmost
  };

  if (scenario.startingPlayer !== undefined) {
    const seat = players.find((p) => p.name === scenario.startingPlayer)?.seat;
    if (seat === undefined) {
      err(
        `The starting player "${scenario.startingPlayer}" is not at the table.`,
        undefined,
        'startingPlayer',
      );
      return -1;
    }
    const side = players[seat]!.side;
    if (scenario.startingTeam !== undefined && sides[side]!.name !== scenario.startingTeam) {
      err(
        `The starting player ${scenario.startingPlayer} is not on the starting team ${scenario.startingTeam}.`,
        undefined,
        'startingTeam',
      );
      return -1;
    }
    if (spec.firstOfTeam === 'emperor' && players[seat]!.role !== 'emperor') {
      err(
        `In Emperor one of the emperors goes first; ${scenario.startingPlayer} is a general.`,
        '809.4',
        'startingPlayer',
      );
      return -1;
    }
    if (spec.firstOfTeam === 'centre' && firstOfTeam(side) !== seat) {
      err(
        `In Team vs. Team the chosen team's ${blockOf(side).length % 2 ? 'centre player' : 'player to the left of its midpoint'} goes first: that is ${players[firstOfTeam(side)]!.name}, not ${scenario.startingPlayer}.`,
        '808.4',
        'startingPlayer',
      );
      return -1;
    }
    return options.sharedTeamTurns ? firstOfTeam(side) : seat;
  }
  if (scenario.startingTeam !== undefined) {
    const side = sides.findIndex((s) => s.team && s.name === scenario.startingTeam);
    if (side < 0) {
      err(
        `The starting team "${scenario.startingTeam}" is not at the table.`,
        undefined,
        'startingTeam',
      );
      return -1;
    }
    return firstOfTeam(side);
  }
  // Nobody named: choose by the rules (103.2, 805.3, 808.4, 809.4) — at random with the seed,
  // else the first side at the table so that a scenario without a seed is still deterministic.
  const side =
    seed === null
      ? players[0]!.side
      : pick(
          sides.map((_, i) => i),
          seed,
        );
  return sides[side]!.team ? firstOfTeam(side) : sides[side]!.seats[0]!;
}
