// A lesson is data: a scenario from the rules' worked examples plus one line of narration per step.
// This module reads untrusted lesson JSON into a Lesson, and checks a step's stated facts against
// the engine. Errors are values, never throws. No React here.
// Every event (lessons play any event).
import '../rules/events/all';
import '../rules/turns/load';
import {
  derive,
  pendingRange,
  replay,
  sharedRange,
  type DerivedTable,
  type Game,
  type Scenario,
  type Table,
} from '../rules';
import { loadScenario } from '../rules/scenario';

/** Facts a step's narration states, checked against the engine (Vitest) and the chart (Playwright). */
export interface NameCheck {
  of: string;
  includes?: string[];
  excludes?: string[];
  /** The whole list, in any order. */
  exactly?: string[];
}

export interface StepExpect {
  inRange?: NameCheck[];
  canAttack?: NameCheck[];
  /** Seats that join `of`'s range when the next turn begins (801.2c, 807.4h). */
  pending?: NameCheck[];
  /** Who makes a choice `of`'s effect hands to "an opponent" (801.5a, 801.5c). */
  choosers?: NameCheck[];
  /** Players within range of both `of` and `with` (801.5a, 801.11). */
  shared?: { of: string; with: string; exactly: string[] }[];
  /** Exactly the players whose turn is running. */
  active?: string[];
  /** Per player: playing, won, lost or drew. */
  status?: Record<string, 'playing' | 'won' | 'lost' | 'drew'>;
  range?: Record<string, number | null>;
  /** Grand Melee turn markers, all of them, by number. */
  markers?: { number: number; holder: string; waiting?: boolean; removals?: number }[];
  gameOver?: boolean;
  /** Per player: life (in Two-Headed Giant the team's shared total, 810.9). */
  life?: Record<string, number>;
  /** Per player: poison counters (in Two-Headed Giant the team's, 810.8d). */
  poison?: Record<string, number>;
  /** Combat damage `to` has taken from `from`'s commander (2: the second partner), 903.10a. */
  commanderDamage?: CommanderDamageCheck[];
  /** Planechase: exactly the planar controllers, in any order (901.6, 800.4i, 901.14). */
  planarControllers?: string[];
  /** Planechase: what each named player's next planar die roll costs; null = may not roll (901.9). */
  planarDieCost?: Record<string, number | null>;
}

export interface CommanderDamageCheck {
  to: string;
  from: string;
  commander?: 1 | 2;
  amount: number;
}

export interface LessonStep {
  /** Which of the lesson's `tables` the step shows; absent: its `scenario`. */
  table?: string;
  /** How many of the scenario's events are applied at this step. */
  at: number;
  /** Whose range and attacks the chart draws; default: the first active player. */
  focus?: string;
  /** A second player to ring on the chart (e.g. who makes a choice). */
  mark?: string;
  showAllRanges?: boolean;
  narration: string;
  /** The step the lesson is about: checked on the chart by the browser tests. */
  key?: boolean;
  expect?: StepExpect;
}

export interface Lesson {
  id: string;
  title: string;
  /** Rule numbers the lesson teaches, e.g. ["801.2c"]. */
  rules: string[];
  summary: string;
  scenario: Scenario;
  /**
   * More tables by name, for a lesson that compares (the same table under 2005 and today's
   * rules); a step names the one it shows.
   */
  tables?: Record<string, Scenario>;
  steps: LessonStep[];
}

/** The scenario a step plays: the table it names, else the lesson's own. */
export const scenarioOf = (lesson: Lesson, step: LessonStep): Scenario =>
  (step.table !== undefined ? lesson.tables?.[step.table] : undefined) ?? lesson.scenario;

/** A step's table as a key: '' for the lesson's own scenario. */
export const tableKey = (step: LessonStep): string => step.table ?? '';

export type LessonResult =
  { ok: true; lesson: Lesson; table: Table } | { ok: false; error: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Every player name an expectation mentions, to check that each sits at the table. */
function namesIn(e: StepExpect): string[] {
  const out: string[] = [];
  for (const list of [e.inRange, e.canAttack, e.pending, e.choosers])
    for (const c of list ?? [])
      out.push(c.of, ...(c.includes ?? []), ...(c.excludes ?? []), ...(c.exactly ?? []));
  for (const c of e.shared ?? []) out.push(c.of, c.with, ...c.exactly);
  out.push(...(e.active ?? []), ...Object.keys(e.status ?? {}), ...Object.keys(e.range ?? {}));
  for (const m of e.markers ?? []) out.push(m.holder);
  out.push(...Object.keys(e.life ?? {}), ...Object.keys(e.poison ?? {}));
  for (const c of e.commanderDamage ?? []) out.push(c.to, c.from);
  out.push(...(e.planarControllers ?? []), ...Object.keys(e.planarDieCost ?? {}));
  return out;
}

/** Reads one lesson: its shape, its scenario through the engine, and every name and step index. */
export function parseLesson(input: unknown): LessonResult {
  if (!isObject(input)) return { ok: false, error: 'A lesson is a JSON object.' };
  const id = input.id;
  if (typeof id !== 'string' || !/^[a-z0-9][a-z0-9.-]*$/.test(id))
    return {
      ok: false,
      error: 'A lesson needs an "id" of lower-case letters, digits, dots and dashes.',
    };
  const where = `Lesson "${id}"`;
  if (typeof input.title !== 'string' || !input.title)
    return { ok: false, error: `${where} needs a title.` };
  if (!isStrings(input.rules) || input.rules.length === 0)
    return { ok: false, error: `${where} needs a list of rule numbers.` };
  if (typeof input.summary !== 'string') return { ok: false, error: `${where} needs a summary.` };
  const loaded = loadScenario(input.scenario);
  if (!loaded.ok) return { ok: false, error: `${where}: ${loaded.error.message}` };
  const tables: Record<string, Scenario> = {};
  const loadedTables = new Map([['', loaded.value]]);
  if (input.tables !== undefined) {
    if (!isObject(input.tables))
      return { ok: false, error: `${where}: "tables" maps names to scenarios.` };
    for (const [name, raw] of Object.entries(input.tables)) {
      const t = loadScenario(raw);
      if (!t.ok) return { ok: false, error: `${where}, table "${name}": ${t.error.message}` };
      tables[name] = t.value.scenario;
      loadedTables.set(name, t.value);
    }
  }
  if (!Array.isArray(input.steps) || input.steps.length === 0)
    return { ok: false, error: `${where} needs at least one step.` };
  for (const [i, raw] of (input.steps as unknown[]).entries()) {
    const at = `${where}, step ${i + 1}`;
    if (!isObject(raw)) return { ok: false, error: `${at} is not an object.` };
    const s = raw as unknown as LessonStep;
    const own = loadedTables.get(s.table ?? '');
    if (!own) return { ok: false, error: `${at} names a table "${String(s.table)}" it lacks.` };
    const events = own.scenario.events ?? [];
    const names = new Set(own.table.players.map((p) => p.name));
    if (!Number.isInteger(s.at) || s.at < 0 || s.at > events.length)
      return { ok: false, error: `${at}: "at" must be 0 to ${events.length}.` };
    if (typeof s.narration !== 'string' || !s.narration.trim())
      return { ok: false, error: `${at} needs a line of narration.` };
    const mentioned = [s.focus, s.mark, ...(s.expect ? namesIn(s.expect) : [])];
    for (const n of mentioned)
      if (n !== undefined && !names.has(n))
        return { ok: false, error: `${at} names "${n}", who is not at this table.` };
  }
  return {
    ok: true,
    lesson: {
      ...(input as unknown as Lesson),
      scenario: loaded.value.scenario,
      ...(input.tables !== undefined ? { tables } : {}),
    },
    table: loaded.value.table,
  };
}

/**
 * The game after the first `at` events of a lesson's scenario (null if they cannot be applied);
 * `scenario`: the step's own table where it names one (scenarioOf).
 */
export function gameAtStep(
  table: Table,
  lesson: Lesson,
  at: number,
  scenario: Scenario = lesson.scenario,
): Game | null {
  const { game, error } = replay(table, (scenario.events ?? []).slice(0, at));
  return error ? null : game;
}

/** The game a step shows, on the table it names (null if it cannot be built or replayed). */
export function gameOfStep(lesson: Lesson, step: LessonStep): Game | null {
  const scenario = scenarioOf(lesson, step);
  const loaded = loadScenario(scenario);
  return loaded.ok ? gameAtStep(loaded.value.table, lesson, step.at, scenario) : null;
}

function checkNames(label: string, got: string[], c: NameCheck): string[] {
  const problems: string[] = [];
  for (const n of c.includes ?? [])
    if (!got.includes(n))
      problems.push(`${label} of ${c.of} should include ${n} (got ${got.join(', ') || 'nobody'})`);
  for (const n of c.excludes ?? [])
    if (got.includes(n)) problems.push(`${label} of ${c.of} should not include ${n}`);
  if (c.exactly && [...c.exactly].sort().join() !== [...got].sort().join())
    problems.push(
      `${label} of ${c.of} should be ${c.exactly.join(', ') || 'nobody'} (got ${got.join(', ') || 'nobody'})`,
    );
  return problems;
}

/** What is wrong with a step's stated facts in this game: an empty list when all hold. */
export function checkExpect(game: Game, e: StepExpect): string[] {
  const d: DerivedTable = derive(game);
  const seatOf = (name: string) => d.players.findIndex((p) => p.name === name);
  const names = (seats: readonly number[]) => seats.map((s) => d.players[s]!.name);
  const player = (name: string) => d.players[seatOf(name)]!;
  const problems: string[] = [];
  for (const c of e.inRange ?? [])
    problems.push(...checkNames('range', names(player(c.of).inRange), c));
  for (const c of e.canAttack ?? [])
    problems.push(...checkNames('attack', names(player(c.of).canAttack), c));
  for (const c of e.pending ?? [])
    problems.push(...checkNames('pending range', names(pendingRange(game, seatOf(c.of))), c));
  for (const c of e.choosers ?? [])
    problems.push(...checkNames('choosers', names(player(c.of).opponentChoosers), c));
  for (const c of e.shared ?? [])
    problems.push(
      ...checkNames('shared range', names(sharedRange(game, seatOf(c.of), seatOf(c.with))), {
        of: `${c.of} and ${c.with}`,
        exactly: c.exactly,
      }),
    );
  if (e.active)
    problems.push(
      ...checkNames('active players', names(d.activePlayers), {
        of: 'the table',
        exactly: e.active,
      }),
    );
  for (const [n, status] of Object.entries(e.status ?? {}))
    if (player(n).status !== status)
      problems.push(`${n} should be ${status} (is ${player(n).status})`);
  for (const [n, range] of Object.entries(e.range ?? {}))
    if (player(n).range !== range)
      problems.push(`${n} should have range ${range} (has ${player(n).range})`);
  if (e.markers) {
    const got = d.turnMarkers.map((m) => ({
      number: m.number,
      holder: d.players[m.holder]!.name,
      waiting: !m.takingTurn,
      removals: m.removals,
    }));
    if (got.length !== e.markers.length)
      problems.push(`${e.markers.length} turn markers expected, ${got.length} found`);
    for (const m of e.markers) {
      const g = got.find((x) => x.number === m.number);
      if (!g) problems.push(`turn marker ${m.number} is missing`);
      else {
        if (g.holder !== m.holder)
          problems.push(`marker ${m.number} is with ${g.holder}, not ${m.holder}`);
        if (m.waiting !== undefined && g.waiting !== m.waiting)
          problems.push(`marker ${m.number} should ${m.waiting ? '' : 'not '}be waiting`);
        if (m.removals !== undefined && g.removals !== m.removals)
          problems.push(`marker ${m.number} should be marked for removal ${m.removals} times`);
      }
    }
  }
  for (const [n, life] of Object.entries(e.life ?? {}))
    if (player(n).life !== life)
      problems.push(`${n} should have ${life} life (has ${player(n).life})`);
  for (const [n, poison] of Object.entries(e.poison ?? {}))
    if (player(n).poison !== poison)
      problems.push(`${n} should have ${poison} poison counters (has ${player(n).poison})`);
  for (const c of e.commanderDamage ?? []) {
    const from = seatOf(c.from);
    const which = c.commander ?? 1;
    const got =
      player(c.to).commanderDamage.find((x) => x.from === from && x.commander === which)?.amount ??
      0;
    if (got !== c.amount)
      problems.push(
        `${c.to} should have taken ${c.amount} from ${c.from}'s commander${which === 2 ? ' 2' : ''} (has ${got})`,
      );
  }
  if (e.planarControllers) {
    const got = d.planarControllers.map((s) => d.players[s]!.name);
    if ([...got].sort().join() !== [...e.planarControllers].sort().join())
      problems.push(
        `the planar controllers should be ${e.planarControllers.join(', ') || 'no one'} (are ${got.join(', ') || 'no one'})`,
      );
  }
  for (const [n, cost] of Object.entries(e.planarDieCost ?? {}))
    if (player(n).planarDieCost !== cost)
      problems.push(
        `${n}'s next planar die roll should cost ${cost ?? 'nothing (no roll)'} (is ${player(n).planarDieCost ?? 'no roll'})`,
      );
  if (e.gameOver !== undefined && d.gameOver !== e.gameOver)
    problems.push(`the game should ${e.gameOver ? '' : 'not '}be over`);
  return problems;
}

/** "801.2a · 801.2b" for a lesson list. */
export const ruleList = (rules: readonly string[]) => rules.join(' · ');
