// The scenario file format (docs/scenario-format.md): reading untrusted JSON into a Scenario,
// then building the table and replaying its events. Every failure is a value, never a throw.
import { replay, type Game } from './game';
import { buildTable } from './setup';
import type { GameEvent, Result, RuleError, Scenario, Table } from './types';

export const SCENARIO_VERSION = 1;
const EVENT_TYPES = ['endTurn', 'leave', 'win', 'draw', 'extraTurn'] as const;

export interface LoadedScenario {
  scenario: Scenario;
  table: Table;
  game: Game;
  warnings: RuleError[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const fail = (message: string, path?: string): Result<never> => ({
  ok: false,
  error: { message, ...(path ? { path } : {}) },
});

/** Checks the shape of untrusted input; the rules themselves are checked by buildTable. */
export function parseScenario(input: unknown): Result<Scenario> {
  if (!isObject(input))
    return fail('A scenario is a JSON object with a variant and a list of players.');
  if (input.version !== undefined && input.version !== SCENARIO_VERSION) {
    const v = input.version;
    return typeof v === 'number' && v > SCENARIO_VERSION
      ? fail(
          `This scenario is format version ${v}; this app reads version ${SCENARIO_VERSION}. Update the app to open it.`,
          'version',
        )
      : fail(`Unknown scenario format version ${JSON.stringify(v)}.`, 'version');
  }
  if (typeof input.variant !== 'string') return fail('The scenario needs a "variant".', 'variant');
  if (!Array.isArray(input.players)) return fail('The scenario needs a "players" list.', 'players');
  for (let i = 0; i < input.players.length; i++) {
    const p: unknown = input.players[i];
    if (!isObject(p))
      return fail(`Player ${i + 1} must be an object with a name.`, `players[${i}]`);
    if (typeof p.name !== 'string')
      return fail(`Player ${i + 1} needs a name.`, `players[${i}].name`);
  }
  if (input.options !== undefined && !isObject(input.options))
    return fail('"options" must be an object.', 'options');
  for (const key of ['startingPlayer', 'startingTeam'] as const)
    if (input[key] !== undefined && typeof input[key] !== 'string')
      return fail(`"${key}" must be a name.`, key);
  if (input.seed !== undefined && (typeof input.seed !== 'number' || !Number.isFinite(input.seed)))
    return fail('"seed" must be a number.', 'seed');
  const events = input.events ?? [];
  if (!Array.isArray(events)) return fail('"events" must be a list.', 'events');
  for (let i = 0; i < events.length; i++) {
    const e: unknown = events[i];
    if (!isObject(e) || !EVENT_TYPES.includes(e.type as (typeof EVENT_TYPES)[number]))
      return fail(`Event ${i + 1} must have a type: ${EVENT_TYPES.join(', ')}.`, `events[${i}]`);
    if (e.player !== undefined && typeof e.player !== 'string')
      return fail(`Event ${i + 1}: "player" must be a name.`, `events[${i}].player`);
    if (
      e.players !== undefined &&
      (!Array.isArray(e.players) || !e.players.every((x) => typeof x === 'string'))
    )
      return fail(`Event ${i + 1}: "players" must be a list of names.`, `events[${i}].players`);
    if (e.marker !== undefined && (typeof e.marker !== 'number' || !Number.isInteger(e.marker)))
      return fail(`Event ${i + 1}: "marker" must be a whole number.`, `events[${i}].marker`);
  }
  return { ok: true, value: { ...(input as unknown as Scenario), events: events as GameEvent[] } };
}

/** Parse, validate and replay: the table as the scenario leaves it, or the first problem. */
export function loadScenario(input: unknown): Result<LoadedScenario> {
  const parsed = parseScenario(input);
  if (!parsed.ok) return parsed;
  const scenario = parsed.value;
  const built = buildTable(scenario);
  if (!built.table) return { ok: false, error: built.errors[0]! };
  const { game, error } = replay(built.table, scenario.events ?? []);
  if (error) {
    const { index, ...rest } = error;
    return {
      ok: false,
      error: {
        ...rest,
        message: `Event ${index + 1} (${describeEvent(scenario.events![index]!)}): ${rest.message}`,
      },
    };
  }
  return { ok: true, value: { scenario, table: built.table, game, warnings: built.warnings } };
}

export function describeEvent(e: GameEvent): string {
  switch (e.type) {
    case 'endTurn':
      return e.player
        ? `${e.player} ends their turn`
        : e.marker !== undefined
          ? `turn marker ${e.marker}'s turn ends`
          : 'the turn ends';
    case 'leave': {
      const who = e.players?.join(', ') ?? e.player ?? '?';
      return `${who} ${e.reason === 'concede' ? 'concede' + (e.players && e.players.length > 1 ? '' : 's') : e.players && e.players.length > 1 ? 'lose' : 'loses'}`;
    }
    case 'win':
      return `an effect says ${e.player} wins`;
    case 'draw':
      return `${e.player}'s effect makes the game a draw`;
    case 'extraTurn':
      return `${e.player} gets an extra turn`;
  }
}
