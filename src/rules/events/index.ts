// The registry of event types: every reader, writer and player of events looks them up here
// (the scenario reader, the link codec, the live merge, the store, the lesson player). A new
// event is one entry in its family's module and one line below.
import * as v from 'valibot';
import type { GameEvent, Result } from '../types';
import { draw, leave, win } from './departures';
import { designate } from './designations';
import { join } from './join';
import { roll } from './dice';
import { commanderDamage, counter, life, poison, setLife } from './life';
import { planarRoll, planeswalk } from './planar';
import type { EventSchema, EventSpec, EventType } from './spec';
import { cityBlessing, dayNight } from './table';
import { endTurn, extraTurn } from './turns';

export type { ApplyContext, EventOf, EventSpec, EventType, LinkSpec } from './spec';

/** Every event type, in the order messages list them. The type makes it exactly one each. */
const REGISTRY: { readonly [T in EventType]: EventSpec<T> } = {
  endTurn,
  leave,
  win,
  draw,
  extraTurn,
  life,
  setLife,
  poison,
  commanderDamage,
  counter,
  designate,
  cityBlessing,
  dayNight,
  planarRoll,
  planeswalk,
  join,
  roll,
};

export const EVENT_SPECS: readonly EventSpec[] = Object.values(REGISTRY) as EventSpec[];
export const EVENT_TYPES: readonly EventType[] = EVENT_SPECS.map((s) => s.type);

/** The spec of an event type, or undefined for a type no event has. */
export function eventSpec<T extends EventType>(type: T): EventSpec<T>;
export function eventSpec(type: unknown): EventSpec | undefined;
export function eventSpec(type: unknown): EventSpec | undefined {
  return typeof type === 'string' && Object.hasOwn(REGISTRY, type)
    ? (REGISTRY[type as EventType] as EventSpec)
    : undefined;
}

/** The counters whose quick taps gather into one event of summed amount (the life panel). */
export type GatheredEvent = Extract<GameEvent, { amount: number }>;

/** The fields any event may carry: who it is about (a player or several) and a turn marker. */
const WHO_FIELDS = {
  player: v.optional(v.string('"player" must be a name.')),
  players: v.optional(
    v.array(v.string('"players" must be a list of names.'), '"players" must be a list of names.'),
  ),
  marker: v.optional(
    v.pipe(
      v.number('"marker" must be a whole number.'),
      v.integer('"marker" must be a whole number.'),
    ),
  ),
};

/** Each event type's schema: its type, the who-fields, then its own fields. */
export const EVENT_SCHEMAS: Readonly<Record<EventType, EventSchema>> = Object.fromEntries(
  EVENT_SPECS.map((s) => [
    s.type,
    v.looseObject({ type: v.literal(s.type), ...WHO_FIELDS, ...s.fields }),
  ]),
) as unknown as Record<EventType, EventSchema>;

/**
 * Any event, as one schema: the scenario format's JSON Schema is generated from it. Built on
 * demand, so the app (which reads events one by one) does not carry it.
 */
export const eventSchema = () =>
  v.variant('type', Object.values(EVENT_SCHEMAS) as unknown as v.VariantOptions<'type'>);

/**
 * Reads one event of untrusted input (a file's, a link's or a live record's): its shape only,
 * the rules are the engine's to check when it is applied. `i` numbers it in the message (event
 * `i` of a scenario's list); without it, it is an event on its own, as a live device shares it.
 */
export function parseEvent(input: unknown, i?: number): Result<GameEvent> {
  const at = i === undefined ? 'The event' : `Event ${i + 1}`;
  const path = i === undefined ? 'event' : `events[${i}]`;
  const spec = isObject(input) ? eventSpec(input.type) : undefined;
  if (!spec) return fail(`${at} must have a type: ${EVENT_TYPES.join(', ')}.`, path);
  const r = v.safeParse(EVENT_SCHEMAS[spec.type], input, { abortEarly: true });
  if (r.success) return { ok: true, value: input as unknown as GameEvent };
  const issue = r.issues[0];
  const key = issue.path?.[0]?.key;
  // A missing field is reported by the object; say what the field itself would have said.
  const message =
    issue.kind === 'schema' && issue.input === undefined && typeof key === 'string'
      ? (messageOf(spec.fields[key]) ?? issue.message)
      : issue.message;
  return fail(`${at}: ${message}`, `${path}${key ? `.${String(key)}` : ''}`);
}

/** A field schema's own message (the first in its pipe): what a missing field is told. */
export function messageOf(schema: unknown): string | undefined {
  const s = schema as { message?: unknown; pipe?: readonly { message?: unknown }[] } | undefined;
  const m = s?.message ?? s?.pipe?.[0]?.message;
  return typeof m === 'string' ? m : undefined;
}

/** The event's history line. */
export function describeEvent(e: GameEvent): string {
  const spec = eventSpec((e as { type?: unknown }).type);
  return spec
    ? (spec.describe as (e: GameEvent) => string)(e)
    : `unknown event "${String((e as { type?: unknown }).type)}"`;
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
const fail = (message: string, path: string): Result<never> => ({
  ok: false,
  error: { message, path },
});
