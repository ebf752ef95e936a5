// The scenario file format (docs/scenario-format.md): reading untrusted JSON into a Scenario,
// then building the table and replaying its events. Every failure is a value, never a throw.
// The reader, with Valibot: loaded by what reads input (saved tables, links, files), not at start.
import type { Game } from './game';
import * as v from 'valibot';
import { describeEvent, eventWords } from './events';
import { AT_MESSAGE, eventSchema, messageOf, NAME_MESSAGE, parseEvent } from './events/schema';
import { fieldMessage, fieldWords } from './events/fieldWords';
import { replay } from './play';
import { turnsLoaded } from './turns';
import { buildTable, built as tables } from './setup';
import { errorOf, withFields, type Result, type RuleError } from './terms';
import { english, words, type Words } from './words';
import type { Table } from './table';
import type { GameEvent, Scenario } from './types';

export const SCENARIO_VERSION = 1;
/** A title is one line saying what the table shows; far longer text is not a title. */
export const MAX_TITLE_LENGTH = 500;
export interface LoadedScenario {
  scenario: Scenario;
  table: Table;
  game: Game;
  warnings: RuleError[];
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
/** An object that is not a list (JSON's arrays are objects too). */
const record = (message: string, entries: v.ObjectEntries = {}) =>
  v.pipe(
    v.looseObject(entries, message),
    v.check((x) => !Array.isArray(x), message),
  );

const SEED_MESSAGE = fieldMessage(
  words(/*i18n*/ { id: 'file.number', message: '"{key}" must be a number.' }, { key: 'seed' }),
);
const listMessage = (key: string) =>
  fieldMessage(words(/*i18n*/ { id: 'file.list', message: '"{key}" must be a list.' }, { key }));

/**
 * The scenario's fields, in the order they are checked (so the first problem reported is the
 * same whatever reads it). Events are read one by one (events/), each numbered in its message.
 * Rules beyond shape — which variants exist, what options mean — are buildTable's.
 */
const scenarioEntries = <E extends v.GenericSchema>(event: E) => ({
  version: v.optional(v.literal(SCENARIO_VERSION)),
  variant: v.string(
    fieldMessage(
      words(/*i18n*/ { id: 'file.variant', message: 'The scenario needs a "variant".' }),
    ),
  ),
  title: v.optional(
    v.pipe(
      v.string(
        fieldMessage(
          words(/*i18n*/ { id: 'file.text', message: '"{key}" must be text.' }, { key: 'title' }),
        ),
      ),
      v.maxLength(
        MAX_TITLE_LENGTH,
        fieldMessage(
          words(
            /*i18n*/ { id: 'file.title.long', message: '"title" is longer than {max} characters.' },
            { max: MAX_TITLE_LENGTH },
          ),
        ),
      ),
    ),
  ),
  seating: v.optional(
    v.picklist(
      ['as-listed', 'by-rules'],
      fieldMessage(
        words(
          /*i18n*/ { id: 'file.seating', message: '"seating" must be "as-listed" or "by-rules".' },
        ),
      ),
    ),
  ),
  players: v.array(
    record(
      fieldMessage(
        words(/*i18n*/ { id: 'file.player', message: 'A player is an object with a name.' }),
      ),
      {
        name: v.string(
          fieldMessage(
            words(/*i18n*/ { id: 'file.player.name', message: 'A player needs a name.' }),
          ),
        ),
      },
    ),
    fieldMessage(
      words(/*i18n*/ { id: 'file.players', message: 'The scenario needs a "players" list.' }),
    ),
  ),
  options: v.optional(
    record(
      fieldMessage(
        words(
          /*i18n*/ { id: 'file.object', message: '"{key}" must be an object.' },
          {
            key: 'options',
          },
        ),
      ),
    ),
  ),
  startingPlayer: v.optional(v.string(NAME_MESSAGE('startingPlayer'))),
  startingTeam: v.optional(v.string(NAME_MESSAGE('startingTeam'))),
  seed: v.optional(v.pipe(v.number(SEED_MESSAGE), v.finite(SEED_MESSAGE))),
  startedAt: v.optional(
    v.pipe(v.string(AT_MESSAGE('startedAt')), v.isoTimestamp(AT_MESSAGE('startedAt'))),
  ),
  // null reads as no events, as it always has.
  events: v.nullish(v.array(event, listMessage('events'))),
});
const SCENARIO_FIELDS = v.looseObject(scenarioEntries(v.unknown()));

/** The whole format with its events, for the JSON Schema (docs/scenario.schema.json). */
export const scenarioSchema = () => v.looseObject(scenarioEntries(eventSchema()));

const fail = (message: Words | string, path?: string): Result<never> => ({
  ok: false,
  error: path ? withFields(errorOf(message), { path }) : errorOf(message),
});

/** Checks the shape of untrusted input; the rules themselves are checked by buildTable. */
export function parseScenario(input: unknown): Result<Scenario> {
  if (!isObject(input))
    return fail(
      words(
        /*i18n*/ {
          id: 'scenario.notObject',
          message: 'A scenario is a JSON object with a variant and a list of players.',
        },
      ),
    );
  if (input.version !== undefined && input.version !== SCENARIO_VERSION) {
    const version = input.version;
    return typeof version === 'number' && version > SCENARIO_VERSION
      ? fail(
          words(
            /*i18n*/ {
              id: 'scenario.version.newer',
              message:
                'This scenario is format version {version}; this app reads version {ours}. Update the app to open it.',
            },
            { version, ours: SCENARIO_VERSION },
          ),
          'version',
        )
      : fail(
          words(
            /*i18n*/ {
              id: 'scenario.version.unknown',
              message: 'Unknown scenario format version {version}.',
            },
            { version: String(JSON.stringify(version)) },
          ),
          'version',
        );
  }
  const r = v.safeParse(SCENARIO_FIELDS, input, { abortEarly: true });
  if (!r.success) {
    const issue = r.issues[0];
    const [top, index, inner] = (issue.path ?? []).map((p) => p.key);
    const key = String(top);
    if (key === 'players' && typeof index === 'number')
      return inner === undefined
        ? fail(
            words(
              /*i18n*/ {
                id: 'scenario.player.object',
                message: 'Player {n} must be an object with a name.',
              },
              { n: index + 1 },
            ),
            `players[${index}]`,
          )
        : fail(
            words(
              /*i18n*/ { id: 'scenario.player.name', message: 'Player {n} needs a name.' },
              {
                n: index + 1,
              },
            ),
            `players[${index}].name`,
          );
    // A missing field is reported by the object; say what the field itself would have said.
    const entries: Record<string, unknown> = SCENARIO_FIELDS.entries;
    const own = issue.input === undefined ? messageOf(entries[key]) : undefined;
    return fail(fieldWords(own ?? issue.message), key);
  }
  const events = (input.events ?? []) as unknown[];
  for (let i = 0; i < events.length; i++) {
    const r = parseEvent(events[i], i);
    if (!r.ok) return r;
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
  // Grand Melee's markers are a chunk of their own (turns/load.ts): a reader refuses, not throws.
  if (!turnsLoaded(built.table))
    return {
      ok: false,
      error: errorOf(
        words(
          /*i18n*/ {
            id: 'scenario.markers.offline',
            message: 'Its turn markers (807.4) could not be loaded; try again when online.',
          },
        ),
      ),
    };
  const { game, error } = replay(built.table, scenario.events ?? []);
  if (error) {
    const { index, ...rest } = error;
    // The event's refusal, with which event it was and what it did: one sentence around both.
    const w = words(
      /*i18n*/ { id: 'scenario.event.refused', message: 'Event {n} ({event}): {why}' },
      {
        n: index + 1,
        event: eventWords(scenario.events![index]!),
        why: rest.words ?? rest.message,
      },
    );
    return { ok: false, error: { ...rest, message: english(w), words: w } };
  }
  // The store shows this setup next (setupOf): it takes this table rather than building it again.
  tables.set(input as Scenario, built);
  return { ok: true, value: { scenario, table: built.table, game, warnings: built.warnings } };
}

/** The scenario read without its events, with the table its check built kept for it (setup.ts). */
export function setupOf(scenario: Scenario): Scenario {
  const { events: _events, ...setup } = scenario;
  const built = tables.get(scenario);
  if (built) tables.set(setup, built);
  return setup;
}

export { describeEvent };
