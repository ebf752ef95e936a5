// Turning a scenario's setup into a validated Table: variant defaults, validation with rule
// numbers, seating by the rules, ranges, starting player and starting life.
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
  Variant,
} from './types';
import { VARIANTS } from './types';

/** A sane upper bound: large enough for benchmarks and huge events, small enough for a screen. */
export const MAX_PLAYERS = 1000;
export const MAX_NAME_LENGTH = 40;
const ATTACKS: readonly AttackOption[] = ['multiple', 'left', 'right', 'single'];

/** Each variant's default options (806.2, 807.2, 808.3, 809.3, 810.2, 811.2). */
export const VARIANT_DEFAULTS: Record<Variant, Options> = {
  'free-for-all': {
    rangeOfInfluence: null,
    attack: 'multiple',
    deployCreatures: false,
    sharedTeamTurns: false,
  },
  'grand-melee': {
    rangeOfInfluence: 1,
    attack: 'left',
    deployCreatures: false,
    sharedTeamTurns: false,
  },
  'team-vs-team': {
    rangeOfInfluence: null,
    attack: 'multiple',
    deployCreatures: false,
    sharedTeamTurns: false,
  },
  // 809.3a: 2 for emperors, 1 for generals; the option's value is the generals' range.
  emperor: {
    rangeOfInfluence: 1,
    attack: 'multiple',
    deployCreatures: true,
    sharedTeamTurns: false,
  },
  'two-headed-giant': {
    rangeOfInfluence: null,
    attack: 'multiple',
    deployCreatures: false,
    sharedTeamTurns: true,
  },
  'alternating-teams': {
    rangeOfInfluence: 2,
    attack: 'multiple',
    deployCreatures: false,
    sharedTeamTurns: false,
  },
  custom: {
    rangeOfInfluence: null,
    attack: 'single',
    deployCreatures: false,
    sharedTeamTurns: false,
  },
};

const TEAM_VARIANTS: readonly Variant[] = [
  'team-vs-team',
  'emperor',
  'two-headed-giant',
  'alternating-teams',
];
const INDIVIDUAL_VARIANTS: readonly Variant[] = ['free-for-all', 'grand-melee'];

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
}

function isRange(v: unknown): v is number | null {
  return v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 1);
}

export function buildTable(scenario: Scenario): BuildResult {
  const errors: RuleError[] = [];
  const warnings: RuleError[] = [];
  const err = (message: string, rule?: string, path?: string) =>
    errors.push({ message, ...(rule ? { rule } : {}), ...(path ? { path } : {}) });
  const warn = (message: string, rule?: string, path?: string) =>
    warnings.push({ message, ...(rule ? { rule } : {}), ...(path ? { path } : {}) });
  const fail = (): BuildResult => ({ table: null, errors, warnings });

  const variant = scenario.variant;
  if (!VARIANTS.includes(variant)) {
    err(
      `Unknown variant "${String(variant)}"; choose one of ${VARIANTS.join(', ')}.`,
      '800.2',
      'variant',
    );
    return fail();
  }

  // ---- players: count and names (800.1) ----
  const inputs: PlayerInput[] = Array.isArray(scenario.players) ? scenario.players : [];
  if (inputs.length < 3) {
    err(
      `A multiplayer game needs at least 3 players; this table has ${inputs.length}.`,
      '800.1',
      'players',
    );
    return fail();
  }
  if (inputs.length > MAX_PLAYERS) {
    err(
      `This app seats at most ${MAX_PLAYERS} players; this table has ${inputs.length}.`,
      undefined,
      'players',
    );
    return fail();
  }
  if (variant === 'grand-melee' && inputs.length < 4) {
    err(
      'Grand Melee hands out one turn marker per full four players, so it needs at least 4 players.',
      '807.4a',
      'players',
    );
  }
  const seen = new Map<string, number>();
  const drafts: Draft[] = inputs.map((p, i) => {
    const name = typeof p.name === 'string' ? p.name.trim() : '';
    if (!name) err(`Player ${i + 1} has no name.`, undefined, `players[${i}].name`);
    else if (name.length > MAX_NAME_LENGTH)
      err(
        `The name "${name.slice(0, 20)}…" is longer than ${MAX_NAME_LENGTH} characters.`,
        undefined,
        `players[${i}].name`,
      );
    else {
      const key = name.toLowerCase();
      const first = seen.get(key);
      if (first !== undefined)
        err(
          `Two players are called "${name}" (players ${first + 1} and ${i + 1}); names must be unique.`,
          undefined,
          `players[${i}].name`,
        );
      else seen.set(key, i);
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
    return { name, team, role, range: p.range };
  });

  // ---- options ----
  const given = scenario.options ?? {};
  const options: Options = { ...VARIANT_DEFAULTS[variant] };
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

  // Options each variant requires or forbids.
  if (
    (variant === 'free-for-all' || variant === 'grand-melee' || variant === 'alternating-teams') &&
    options.attack === 'single'
  ) {
    const rule = variant === 'alternating-teams' ? '811.2b' : '806.2b';
    err(
      'This variant needs exactly one of attack left, attack right or attack multiple players.',
      rule,
      'options.attack',
    );
  }
  if (variant === 'grand-melee' && options.attack === 'multiple')
    err('Grand Melee does not use the attack multiple players option.', '807.2c', 'options.attack');
  if (variant === 'two-headed-giant' && given.attack !== undefined && given.attack !== 'multiple')
    err(
      'In Two-Headed Giant each team attacks the other team as a group; the attack left and right options do not apply.',
      '810.7a',
      'options.attack',
    );
  if (options.deployCreatures && variant === 'free-for-all')
    err(
      'Free-for-all games do not use the deploy creatures option.',
      '806.2c',
      'options.deployCreatures',
    );
  if (options.deployCreatures && variant === 'grand-melee')
    err(
      'Grand Melee does not use the deploy creatures option.',
      '807.2c',
      'options.deployCreatures',
    );
  if (!options.deployCreatures && variant === 'emperor')
    err(
      'Emperor games always use the deploy creatures option.',
      '804.1',
      'options.deployCreatures',
    );
  if (!options.sharedTeamTurns && variant === 'two-headed-giant')
    err('Two-Headed Giant always uses shared team turns.', '810.2', 'options.sharedTeamTurns');
  if (options.sharedTeamTurns && INDIVIDUAL_VARIANTS.includes(variant))
    err('Shared team turns are for games between teams.', '805.1', 'options.sharedTeamTurns');
  if (variant === 'emperor' && given.rangeOfInfluence === null)
    err('Emperor games always limit range of influence.', '801.1', 'options.rangeOfInfluence');
  if (variant === 'team-vs-team' && (options.deployCreatures || options.rangeOfInfluence !== null))
    warn(
      'Team vs. Team games usually use neither deploy creatures nor limited range of influence.',
      '808.3b',
    );
  if (variant === 'alternating-teams' && options.deployCreatures)
    warn('Alternating Teams games normally do not use the deploy creatures option.', '811.2c');
  if (variant === 'grand-melee' && inputs.length < 10)
    warn('Grand Melee is meant for games that begin with ten or more players.', '807.1');

  // ---- teams and roles ----
  drafts.forEach((d, i) => {
    if (INDIVIDUAL_VARIANTS.includes(variant) && d.team !== null)
      err(
        `In ${variant === 'grand-melee' ? 'Grand Melee' : 'free-for-all'} players compete as individuals; ${d.name} should have no team.`,
        variant === 'grand-melee' ? '807.1' : '806.1',
        `players[${i}].team`,
      );
    if (TEAM_VARIANTS.includes(variant) && d.team === null)
      err(
        `${d.name || `Player ${i + 1}`} needs a team in this variant.`,
        teamRule(variant),
        `players[${i}].team`,
      );
    if (d.role !== null && variant !== 'emperor')
      err(
        `Only the Emperor variant has emperors and generals; ${d.name} has a role.`,
        '809.2',
        `players[${i}].role`,
      );
    if (variant === 'emperor' && d.range === null)
      err(
        `Emperor games always limit range of influence; ${d.name} has unlimited range.`,
        '801.1',
        `players[${i}].range`,
      );
  });
  if (errors.length) return fail();

  const teamNames: string[] = [];
  const members = new Map<string, number[]>();
  drafts.forEach((d, i) => {
    if (d.team === null) return;
    if (!members.has(d.team)) {
      members.set(d.team, []);
      teamNames.push(d.team);
    }
    members.get(d.team)!.push(i);
  });
  const sizes = teamNames.map((t) => members.get(t)!.length);
  const equal = sizes.every((s) => s === sizes[0]);
  if (variant === 'team-vs-team' && teamNames.length < 2)
    err('Team vs. Team needs two or more teams.', '808.1', 'players');
  if (variant === 'emperor') {
    if (teamNames.length < 2) err('Emperor needs two or more teams.', '809.1', 'players');
    else if (!equal)
      err(
        `Emperor teams must be the same size; these have ${sizes.join(', ')} players.`,
        '809.6',
        'players',
      );
    else if (sizes[0]! < 3)
      err(
        'Emperor teams have at least three players: an emperor between generals.',
        '809.1',
        'players',
      );
    const anyRole = drafts.some((d) => d.role !== null);
    if (anyRole) {
      for (const t of teamNames) {
        const emperors = members.get(t)!.filter((i) => drafts[i]!.role === 'emperor').length;
        if (emperors !== 1)
          err(`Team ${t} has ${emperors} emperors; each team has exactly one.`, '809.2', 'players');
      }
    }
  }
  if (variant === 'two-headed-giant') {
    // 810.10 lets the two teams grow beyond two players each; it never adds a third team.
    if (teamNames.length !== 2)
      err(
        `Two-Headed Giant is played by exactly two teams; this table has ${teamNames.length}.`,
        '810.1',
        'players',
      );
    else if (!equal)
      err(
        `Two-Headed Giant teams must be the same size; these have ${sizes.join(', ')} players.`,
        '810.10',
        'players',
      );
    else if (sizes[0]! < 2)
      err('Two-Headed Giant teams have at least two players.', '810.1', 'players');
  }
  if (variant === 'alternating-teams') {
    if (teamNames.length < 2) err('Alternating Teams needs two or more teams.', '811.1', 'players');
    else if (!equal)
      err(
        `Alternating Teams needs teams of equal size; these have ${sizes.join(', ')} players.`,
        '811.1',
        'players',
      );
  }
  if (errors.length) return fail();

  // ---- seating ----
  const seed =
    typeof scenario.seed === 'number' && Number.isFinite(scenario.seed)
      ? Math.floor(scenario.seed)
      : null;
  let order: number[] = drafts.map((_, i) => i);
  if (scenario.seating === 'by-rules')
    order = seatByRules(variant, drafts, teamNames, members, seed ?? 1);
  else if (scenario.seating !== undefined && scenario.seating !== 'as-listed')
    err('Seating must be "as-listed" or "by-rules".', undefined, 'seating');
  const seated = order.map((i) => drafts[i]!);
  const n = seated.length;

  // Emperor: with no roles given, the player in the middle of each team is its emperor (809.2).
  if (variant === 'emperor' && !seated.some((d) => d.role !== null)) {
    for (const block of teamBlocks(seated)) {
      block.forEach(
        (s, k) =>
          (seated[s]!.role = k === Math.floor((block.length - 1) / 2) ? 'emperor' : 'general'),
      );
    }
  }
  if (variant === 'emperor') for (const d of seated) d.role ??= 'general';

  // Seating rules.
  const contiguous = teamsContiguous(seated);
  if (!contiguous) {
    if (variant === 'team-vs-team' || variant === 'emperor' || variant === 'two-headed-giant') {
      err('Teammates must occupy one unbroken run of seats.', teamSeatRule(variant), 'players');
    } else if (options.sharedTeamTurns) {
      err('Shared team turns need every team in adjacent seats.', '805.1', 'players');
    }
  }
  if (variant === 'emperor' && contiguous) {
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
  if (variant === 'alternating-teams') {
    const t = teamNames.length;
    const ok =
      seated.every((d, s) => d.team === seated[(s + t) % n]!.team) &&
      seated.every((d, s) => d.team !== seated[(s + 1) % n]!.team);
    if (!ok)
      err(
        'Seat the teams alternately, each team equally spaced, so that no one sits next to a teammate (for example A1, B1, C1, A2, B2, C2).',
        '811.3',
        'players',
      );
  }
  if (errors.length) return fail();

  // ---- sides (teams, or individuals as sides of one) ----
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
  if (sides.length < 2) {
    err(
      'Everyone is on the same team: a game needs at least two opposing sides.',
      '102.3',
      'players',
    );
    return fail();
  }

  // ---- ranges of influence ----
  const rangeGiven = given.rangeOfInfluence !== undefined;
  const teamSize = sides[0]!.seats.length;
  const derived809 = variant === 'emperor' && teamSize > 3 ? emperorRanges(seated, seatSide) : null;
  const ranges = seated.map((d, s) => {
    if (d.range !== undefined) return d.range;
    if (rangeGiven) return options.rangeOfInfluence;
    if (variant === 'emperor') return derived809 ? derived809[s]! : d.role === 'emperor' ? 2 : 1; // 809.3a, 809.6a
    return options.rangeOfInfluence;
  });
  if (
    (variant === 'free-for-all' || variant === 'grand-melee') &&
    ranges.some((r) => r !== ranges[0])
  )
    err(
      'In a free-for-all game every player has the same range of influence.',
      '806.2a',
      'players',
    );
  if (variant === 'emperor') {
    const emperors = seated.map((d, s) => (d.role === 'emperor' ? s : -1)).filter((s) => s >= 0);
    for (const a of emperors)
      for (const b of emperors)
        if (a !== b && ranges[a] !== null && ringDistance(a, b, n) <= ranges[a]!)
          warn(
            `${seated[b]!.name} begins the game within emperor ${seated[a]!.name}'s range of influence; seat the teams so that no emperor starts in another's range.`,
            '809.6a',
          );
  }

  // ---- starting player ----
  const players: Seat[] = seated.map((d, s) => ({
    seat: s,
    name: d.name,
    team: d.team,
    side: seatSide[s]!,
    role: d.role,
    range: ranges[s]!,
  }));
  const startingSeat = chooseStartingSeat(scenario, variant, options, players, sides, seed, err);
  if (errors.length || startingSeat < 0) return fail();

  // ---- life (810.4, 810.10) ----
  const sharedLife = variant === 'two-headed-giant';
  const startingLife = sharedLife ? (teamSize === 2 ? 30 : 15 * teamSize) : 20;

  const table: Table = {
    variant,
    options,
    players,
    individual: sides.every((s) => !s.team),
    sides,
    startingSeat,
    startingLife,
    sharedLife,
    warnings,
    seed,
  };
  return { table, errors, warnings };
}

function teamRule(variant: Variant): string {
  return (
    {
      'team-vs-team': '808.1',
      emperor: '809.1',
      'two-headed-giant': '810.1',
      'alternating-teams': '811.1',
    }[variant as string] ?? '808.1'
  );
}

function teamSeatRule(variant: Variant): string {
  return variant === 'emperor' ? '809.2' : variant === 'two-headed-giant' ? '810.3' : '808.2';
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

function seatByRules(
  variant: Variant,
  drafts: Draft[],
  teamNames: string[],
  members: Map<string, number[]>,
  seed: number,
): number[] {
  const all = drafts.map((_, i) => i);
  if (teamNames.length === 0) return shuffled(all, seed); // 806.3, 807.3: seated at random
  if (variant === 'alternating-teams') {
    // 811.3: A1, B1, C1, A2, B2, C2, …
    const out: number[] = [];
    const size = members.get(teamNames[0]!)!.length;
    for (let k = 0; k < size; k++) for (const t of teamNames) out.push(members.get(t)![k]!);
    return out;
  }
  const out: number[] = [];
  for (const t of teamNames) {
    const team = members.get(t)!;
    if (variant === 'emperor' && team.some((i) => drafts[i]!.role === 'emperor')) {
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

function chooseStartingSeat(
  scenario: Scenario,
  variant: Variant,
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
    if (variant === 'team-vs-team') return teamVsTeamFirst(block); // 808.4
    if (variant === 'emperor') return block.find((s) => players[s]!.role === 'emperor')!; // 809.4
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
    if (variant === 'emperor' && players[seat]!.role !== 'emperor') {
      err(
        `In Emperor one of the emperors goes first; ${scenario.startingPlayer} is a general.`,
        '809.4',
        'startingPlayer',
      );
      return -1;
    }
    if (variant === 'team-vs-team' && firstOfTeam(side) !== seat) {
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
