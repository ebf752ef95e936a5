// Seating a table by its variant's rules and checking it: teams together or alternating, the
// emperor in the middle (809.2), each seat's range (801.2a, 809.6a), who goes first (103.2, 808.4).
import { pick, shuffled } from './random';
import type { Options, Role, RuleError, Vanguard } from './terms';
import type { Seat } from './table';
import { variantName, type VariantSpec } from './variants';
import type { BuildSpec } from './variants/checks';
import { words, type Words } from './words';

/** A player as the setup lists them, before the steps below seat them. */
export interface Entrant {
  name: string;
  team: string | null;
  role: Role | null;
  range: number | null | undefined;
  vanguard: Vanguard | null;
}

/** Adds a problem: its message (a plain string is English only, from code not yet converted). */
export type Err = (message: Words | string, rule?: string, path?: string) => void;

/** Errors and warnings as buildTable collects them; a step adds to them and goes on. */
export interface Problems {
  errors: RuleError[];
  warnings: RuleError[];
  err: Err;
  warn: Err;
}

export interface Teams {
  /** Team names in order of first appearance in the list. */
  names: string[];
  /** Each team's players, as indices into the list. */
  members: Map<string, number[]>;
}

export function teamsOf(entrants: readonly Entrant[]): Teams {
  const names: string[] = [];
  const members = new Map<string, number[]>();
  entrants.forEach((d, i) => {
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
export function checkTeams(
  spec: BuildSpec,
  teams: Teams,
  entrants: readonly Entrant[],
  { err }: Problems,
) {
  const sizes = teams.names.map((t) => teams.members.get(t)!.length);
  const facts = { count: teams.names.length, sizes, equal: sizes.every((s) => s === sizes[0]) };
  const broken = spec.teams.find((r) => r.fails(facts));
  if (broken) err(broken.message(facts, variantName(spec.variant)), broken.rule, 'players');
  if (spec.roles && entrants.some((d) => d.role !== null))
    for (const t of teams.names) {
      const emperors = teams.members.get(t)!.filter((i) => entrants[i]!.role === 'emperor').length;
      if (emperors !== 1)
        err(
          words(
            /*i18n*/ {
              id: 'seating.emperors',
              message:
                'Team {team} has {count, plural, one {# emperor} other {# emperors}}; each team has exactly one.',
            },
            { team: t, count: emperors },
          ),
          '809.2',
          'players',
        );
    }
}

/** 809.2: with no roles given, the player in the middle of each team is its emperor. */
export function assignRoles(seated: Entrant[]): void {
  if (!seated.some((d) => d.role !== null))
    for (const block of teamBlocks(seated))
      block.forEach(
        (s, k) =>
          (seated[s]!.role = k === Math.floor((block.length - 1) / 2) ? 'emperor' : 'general'),
      );
  for (const d of seated) d.role ??= 'general';
}

/** Teams together (805.1, 808.2, 809.2, 810.3), the emperor in the middle (809.2), alternation (811.3). */
export function checkSeating(
  spec: VariantSpec,
  seated: readonly Entrant[],
  teamCount: number,
  options: Options,
  { err }: Problems,
): void {
  const n = seated.length;
  const contiguous = teamsContiguous(seated);
  if (!contiguous) {
    if (spec.seating.together)
      err(
        words(
          /*i18n*/ {
            id: 'seating.together',
            message: 'Teammates must occupy one unbroken run of seats.',
          },
        ),
        spec.seating.together,
        'players',
      );
    else if (options.sharedTeamTurns)
      err(
        words(
          /*i18n*/ {
            id: 'seating.sharedTurns',
            message: 'Shared team turns need every team in adjacent seats.',
          },
        ),
        '805.1',
        'players',
      );
  }
  if (spec.roles && contiguous) {
    for (const block of teamBlocks(seated)) {
      const k = block.findIndex((s) => seated[s]!.role === 'emperor');
      const leftSide = block.length - 1 - k;
      if (k < 1 || leftSide < 1 || Math.abs(k - leftSide) > 1)
        err(
          words(
            /*i18n*/ {
              id: 'seating.emperorMiddle',
              message:
                '{name} is the emperor of team {team} but does not sit in the middle of the team.',
            },
            { name: seated[block[k]!]!.name, team: seated[block[0]!]!.team ?? '' },
          ),
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
        words(
          /*i18n*/ {
            id: 'seating.alternate',
            message:
              'Seat the teams alternately, each team equally spaced, so that no one sits next to a teammate (for example A1, B1, C1, A2, B2, C2).',
          },
        ),
        spec.seating.alternate,
        'players',
      );
  }
}

/** Sides: each team, and each player without a team on their own, in seat order. */
export function sidesOf(seated: readonly Entrant[]): {
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
export function rangesOf(
  spec: VariantSpec,
  seated: readonly Entrant[],
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
      words(
        /*i18n*/ {
          id: 'seating.sameRange',
          message: 'In a free-for-all game every player has the same range of influence.',
        },
      ),
      spec.sameRange,
      'players',
    );
  if (spec.roles) {
    const emperors = seated.map((d, s) => (d.role === 'emperor' ? s : -1)).filter((s) => s >= 0);
    for (const a of emperors)
      for (const b of emperors)
        if (a !== b && ranges[a] !== null && ringDistance(a, b, n) <= ranges[a]!)
          warn(
            words(
              /*i18n*/ {
                id: 'seating.emperorInRange',
                message:
                  "{name} begins the game within emperor {emperor}'s range of influence; seat the teams so that no emperor starts in another's range.",
              },
              { name: seated[b]!.name, emperor: seated[a]!.name },
            ),
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
function teamsContiguous(seated: readonly Entrant[]): boolean {
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
export function seatByRules(
  spec: VariantSpec,
  entrants: Entrant[],
  { names: teamNames, members }: Teams,
  seed: number,
): number[] {
  const all = entrants.map((_, i) => i);
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
      team.some((i) => entrants[i]!.role === 'emperor')
    ) {
      // 809.2 / 809.6a: the emperor in the middle, generals around (one more on the left when even).
      const emperor = team.find((i) => entrants[i]!.role === 'emperor')!;
      const generals = team.filter((i) => i !== emperor);
      const right = Math.floor((team.length - 1) / 2);
      out.push(...generals.slice(0, right), emperor, ...generals.slice(right));
    } else out.push(...team); // 808.2, 810.3: teams sit together in the order they chose
  }
  // Players without a team (custom tables) take the remaining seats at random.
  const loose = all.filter((i) => entrants[i]!.team === null);
  return [...out, ...shuffled(loose, seed)];
}

/**
 * 809.6a for teams of more than three: each general's range is the least that reaches one
 * opposing general; each emperor's the least that reaches two opposing generals.
 */
function emperorRanges(seated: readonly Entrant[], side: readonly number[]): number[] {
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
export function chooseStartingSeat(
  scenario: { startingPlayer?: string; startingTeam?: string },
  spec: VariantSpec,
  options: Options,
  players: readonly Seat[],
  sides: readonly { name: string; team: boolean; seats: readonly number[] }[],
  seed: number | null,
  err: Err,
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
        words(
          /*i18n*/ {
            id: 'seating.start.absent',
            message: 'The starting player "{name}" is not at the table.',
          },
          { name: scenario.startingPlayer },
        ),
        undefined,
        'startingPlayer',
      );
      return -1;
    }
    const side = players[seat]!.side;
    if (scenario.startingTeam !== undefined && sides[side]!.name !== scenario.startingTeam) {
      err(
        words(
          /*i18n*/ {
            id: 'seating.start.notOnTeam',
            message: 'The starting player {name} is not on the starting team {team}.',
          },
          { name: scenario.startingPlayer, team: scenario.startingTeam },
        ),
        undefined,
        'startingTeam',
      );
      return -1;
    }
    if (spec.firstOfTeam === 'emperor' && players[seat]!.role !== 'emperor') {
      err(
        words(
          /*i18n*/ {
            id: 'seating.start.emperor',
            message: 'In Emperor one of the emperors goes first; {name} is a general.',
          },
          { name: scenario.startingPlayer },
        ),
        '809.4',
        'startingPlayer',
      );
      return -1;
    }
    if (spec.firstOfTeam === 'centre' && firstOfTeam(side) !== seat) {
      err(
        words(
          /*i18n*/ {
            id: 'seating.start.centre',
            message:
              "In Team vs. Team the chosen team's {odd, select, yes {centre player} other {player to the left of its midpoint}} goes first: that is {first}, not {name}.",
          },
          {
            odd: blockOf(side).length % 2 ? 'yes' : 'no',
            first: players[firstOfTeam(side)]!.name,
            name: scenario.startingPlayer,
          },
        ),
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
        words(
          /*i18n*/ {
            id: 'seating.start.noTeam',
            message: 'The starting team "{team}" is not at the table.',
          },
          { team: scenario.startingTeam },
        ),
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
