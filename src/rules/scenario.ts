// The scenario file format (docs/scenario-format.md): reading untrusted JSON into a Scenario,
// then building the table and replaying its events. Every failure is a value, never a throw.
import { replay, type Game } from './game';
import { buildTable } from './setup';
import type { GameEvent, Result, RuleError, Scenario, Table } from './types';

export const SCENARIO_VERSION = 1;
/** A title is one line saying what the table shows; far longer text is not a title. */
export const MAX_TITLE_LENGTH = 500;
const EVENT_TYPES = [
  'endTurn',
  'leave',
  'win',
  'draw',
  'extraTurn',
  'life',
  'setLife',
  'poison',
  'commanderDamage',
  'planarRoll',
  'planeswalk',
] as const;

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
  if (input.title !== undefined && typeof input.title !== 'string')
    return fail('"title" must be text.', 'title');
  if (typeof input.title === 'string' && input.title.length > MAX_TITLE_LENGTH)
    return fail(`"title" is longer than ${MAX_TITLE_LENGTH} characters.`, 'title');
  if (input.seating !== undefined && input.seating !== 'as-listed' && input.seating !== 'by-rules')
    return fail('"seating" must be "as-listed" or "by-rules".', 'seating');
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
    const read = parseEvent(events[i], i);
    if (!read.ok) return read;
  }
  return { ok: true, value: { ...(input as unknown as Scenario), events: events as GameEvent[] } };
}

/**
 * Checks the shape of one untrusted event: event `i` of a scenario's list, or (without `i`) an
 * event on its own, as a live table's device shares it. The rules are applyEvent's to check.
 */
export function parseEvent(e: unknown, i?: number): Result<GameEvent> {
  const at = i === undefined ? 'The event' : `Event ${i + 1}`;
  const path = i === undefined ? 'event' : `events[${i}]`;
  if (!isObject(e) || !EVENT_TYPES.includes(e.type as (typeof EVENT_TYPES)[number]))
    return fail(`${at} must have a type: ${EVENT_TYPES.join(', ')}.`, path);
  if (e.player !== undefined && typeof e.player !== 'string')
    return fail(`${at}: "player" must be a name.`, `${path}.player`);
  if (
    e.players !== undefined &&
    (!Array.isArray(e.players) || !e.players.every((x) => typeof x === 'string'))
  )
    return fail(`${at}: "players" must be a list of names.`, `${path}.players`);
  if (e.marker !== undefined && (typeof e.marker !== 'number' || !Number.isInteger(e.marker)))
    return fail(`${at}: "marker" must be a whole number.`, `${path}.marker`);
  // Life events: the numbers they need (whole numbers; their bounds are the engine's to check).
  const need = LIFE_FIELDS[e.type as keyof typeof LIFE_FIELDS] ?? [];
  for (const key of need) {
    const v = e[key];
    if (typeof v !== 'number' || !Number.isInteger(v))
      return fail(`${at}: "${key}" must be a whole number.`, `${path}.${key}`);
  }
  if (e.type === 'planarRoll' && !['blank', 'chaos', 'planeswalker'].includes(e.face as string))
    return fail(
      `${at}: "face" must be "planeswalker", "chaos" or "blank" (901.3a).`,
      `${path}.face`,
    );
  if (e.type === 'commanderDamage') {
    if (typeof e.from !== 'string')
      return fail(
        `${at}: "from" must name the player whose commander dealt the damage.`,
        `${path}.from`,
      );
    if (e.commander !== undefined && e.commander !== 1 && e.commander !== 2)
      return fail(
        `${at}: "commander" must be 1 or 2 (the second of two partners).`,
        `${path}.commander`,
      );
  }
  return { ok: true, value: e as unknown as GameEvent };
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

const LIFE_FIELDS = {
  life: ['amount'],
  setLife: ['to'],
  poison: ['amount'],
  commanderDamage: ['amount'],
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Who an event knocked out of the game, for the end of a history line: "Carissa leaves the game",
 * "Ana and Bo leave the game" (a 2HG team together, 810.8c); null when nobody left. The why
 * beside the line gives the reason and the rule.
 */
export function leftBetween(before: Game, after: Game): string | null {
  const gone = before.inGame.flatMap((inn, s) =>
    inn && !after.inGame[s] ? [after.table.players[s]!.name] : [],
  );
  if (gone.length === 0) return null;
  const who =
    gone.length === 1 ? gone[0]! : `${gone.slice(0, -1).join(', ')} and ${gone[gone.length - 1]}`;
  return `${who} ${gone.length === 1 ? 'leaves' : 'leave'} the game`;
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
    case 'life':
      return e.amount >= 0
        ? `${e.player} gains ${plural(e.amount, 'life', 'life')}`
        : `${e.player} loses ${plural(-e.amount, 'life', 'life')}`;
    case 'setLife':
      return `${e.player}'s life total becomes ${e.to}`;
    case 'poison':
      return e.amount >= 0
        ? `${e.player} gets ${plural(e.amount, 'poison counter', 'poison counters')}`
        : `${e.player} loses ${plural(-e.amount, 'poison counter', 'poison counters')}`;
    case 'commanderDamage':
      return `${e.from}'s ${e.commander === 2 ? 'second commander' : 'commander'} deals ${e.amount} combat damage to ${e.player}`;
    case 'planarRoll':
      return e.face === 'planeswalker'
        ? `${e.player} rolls the planar die: the Planeswalker symbol`
        : e.face === 'chaos'
          ? `${e.player} rolls the planar die: chaos`
          : `${e.player} rolls the planar die: blank`;
    case 'planeswalk':
      return `${e.player} planeswalks`;
    default:
      return `unknown event "${String((e as { type?: unknown }).type)}"`;
  }
}
