// Reading events from untrusted input (a file's, a link's, a live record's): each event type's
// schema, made with Valibot from its spec's fields. Only readers load this module, and Valibot
// with it; the engine that plays events does not (rules/scenario.ts, share/, live/).
import * as v from 'valibot';
import { errorOf, withFields, type Result } from '../terms';
import { words, type Words } from '../words';
import {
  EVENT_TYPES,
  eventSpec,
  eventSpecs,
  isObject,
  notLoadedWords,
  type EventType,
  type GameEvent,
} from '.';
import { wholeNumber, type EventSchema, type EventSpec, type Valibot } from './spec';
import { fieldMessage, fieldWords } from './fieldWords';

/** What event fields are made with (spec.ts, Valibot). */
const FIELD_MAKERS: Valibot = {
  array: v.array,
  integer: v.integer,
  looseObject: v.looseObject,
  number: v.number,
  optional: v.optional,
  picklist: v.picklist,
  pipe: v.pipe,
  string: v.string,
};

/** What a field holding a time is told when it is not one. */
export const AT_MESSAGE = (key: string) =>
  fieldMessage(
    words(
      /*i18n*/ {
        id: 'file.time',
        message: '"{key}" must be a time with its zone, as 2026-11-27T20:15:00+01:00.',
      },
      { key },
    ),
  );

/** What a field holding a name is told when it is not one ("player", "startingTeam"). */
export const NAME_MESSAGE = (key: string) =>
  fieldMessage(words(/*i18n*/ { id: 'file.name', message: '"{key}" must be a name.' }, { key }));

const NAMES_MESSAGE = fieldMessage(
  words(
    /*i18n*/ { id: 'file.names', message: '"{key}" must be a list of names.' },
    { key: 'players' },
  ),
);

/**
 * The fields any event may carry: who it is about (a player or several), a turn marker, and when
 * it happened.
 */
const WHO_FIELDS = {
  at: v.optional(v.pipe(v.string(AT_MESSAGE('at')), v.isoTimestamp(AT_MESSAGE('at')))),
  player: v.optional(v.string(NAME_MESSAGE('player'))),
  players: v.optional(v.array(v.string(NAMES_MESSAGE), NAMES_MESSAGE)),
  marker: v.optional(wholeNumber(FIELD_MAKERS, 'marker')),
};

const SCHEMAS = new Map<string, EventSchema>();
const FIELDS = new Map<string, Record<string, EventSchema>>();

/** An event type's own fields as schemas (made once). */
export function eventFields(spec: EventSpec): Record<string, EventSchema> {
  let fields = FIELDS.get(spec.type);
  if (!fields) FIELDS.set(spec.type, (fields = spec.fields(FIELD_MAKERS)));
  return fields;
}

/** An event type's schema: its type, the who-fields, then its own fields. Built on first use. */
export function eventSchemaOf(spec: EventSpec): EventSchema {
  let schema = SCHEMAS.get(spec.type);
  if (!schema)
    SCHEMAS.set(
      spec.type,
      (schema = v.looseObject({ type: v.literal(spec.type), ...WHO_FIELDS, ...eventFields(spec) })),
    );
  return schema;
}

/**
 * Any event, as one schema: the scenario format's JSON Schema is generated from it (with all.ts
 * loaded). Built on demand, so the app (which reads events one by one) does not carry it.
 */
export const eventSchema = () =>
  v.variant('type', eventSpecs().map(eventSchemaOf) as unknown as v.VariantOptions<'type'>);

/**
 * Reads one event of untrusted input (a file's, a link's or a live record's): its shape only,
 * the rules are the engine's to check when it is applied. `i` numbers it in the message (event
 * `i` of a scenario's list); without it, it is an event on its own, as a live device shares it.
 */
export function parseEvent(input: unknown, i?: number): Result<GameEvent> {
  const at =
    i === undefined
      ? words(/*i18n*/ { id: 'event.read.one', message: 'The event' })
      : words(/*i18n*/ { id: 'event.read.nth', message: 'Event {n}' }, { n: i + 1 });
  const path = i === undefined ? 'event' : `events[${i}]`;
  const spec = isObject(input) ? eventSpec(input.type) : undefined;
  if (!spec)
    return isObject(input) && EVENT_TYPES.includes(input.type as EventType)
      ? fail(problem(at, notLoadedWords(String(input.type))), path)
      : fail(
          words(
            /*i18n*/ { id: 'event.read.type', message: '{at} must have a type: {types}.' },
            { at, types: EVENT_TYPES.join(', ') },
          ),
          path,
        );
  const r = v.safeParse(eventSchemaOf(spec), input, { abortEarly: true });
  if (r.success) return { ok: true, value: input as unknown as GameEvent };
  const issue = r.issues[0];
  const key = issue.path?.[0]?.key;
  // A missing field is reported by the object; say what the field itself would have said.
  const message =
    issue.kind === 'schema' && issue.input === undefined && typeof key === 'string'
      ? (messageOf(eventFields(spec)[key]) ?? issue.message)
      : issue.message;
  // The field's own message, as words; one of Valibot's own stays in its English.
  return fail(problem(at, fieldWords(message)), `${path}${key ? `.${String(key)}` : ''}`);
}

/** A field schema's own message (the first in its pipe): what a missing field is told. */
export function messageOf(schema: unknown): string | undefined {
  const s = schema as { message?: unknown; pipe?: readonly { message?: unknown }[] } | undefined;
  const m = s?.message ?? s?.pipe?.[0]?.message;
  return typeof m === 'string' ? m : undefined;
}

/** "Event 3: …", the event named before what is wrong with it. */
const problem = (at: Words, what: Words | string) =>
  words(/*i18n*/ { id: 'event.read.problem', message: '{at}: {problem}' }, { at, problem: what });

const fail = (message: Words, path: string): Result<never> => ({
  ok: false,
  error: withFields(errorOf(message), { path }),
});
