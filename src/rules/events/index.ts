// The registry of event types: every reader, writer and player of events looks them up here
// (the scenario reader, the link codec, the live merge, the store, the lesson player). A new
// event is one entry in its family's module and one line below (or in all.ts).
//
// Two parts. The core events (turns, departures, life, poison, commander damage) are here and in
// the first download: every table may hold them. The extended ones (other counters, designations,
// the table's marks, planar, dice, a latecomer) are registered by all.ts, which loads after the
// first paint, or before it when the saved table's log holds one of them.
import type { GameEvent } from '../types';
import { draw, leave, win } from './departures';
import { commanderDamage, life, poison, setLife } from './life';
import type { EventSpec, EventType } from './spec';
import { endTurn, extraTurn } from './turns';

export type { ApplyContext, EventOf, EventSpec, EventType, LinkSpec } from './spec';

/** The event types all.ts registers, in the order messages list them. */
export const EXTENDED_TYPES = [
  'counter',
  'designate',
  'cityBlessing',
  'dayNight',
  'planarRoll',
  'planeswalk',
  'join',
  'roll',
] as const satisfies readonly EventType[];
export type ExtendedType = (typeof EXTENDED_TYPES)[number];
export type CoreType = Exclude<EventType, ExtendedType>;

/** The core events. The types make core and extended exactly one each of every event type. */
const CORE: { readonly [T in CoreType]: EventSpec<T> } = {
  endTurn,
  leave,
  win,
  draw,
  extraTurn,
  life,
  setLife,
  poison,
  commanderDamage,
};

const REGISTRY = new Map<string, EventSpec>(
  (Object.values(CORE) as EventSpec[]).map((s) => [s.type, s]),
);

/** Every event type's name, in the order messages list them, whether loaded yet or not. */
export const EVENT_TYPES: readonly EventType[] = [
  ...(Object.keys(CORE) as CoreType[]),
  ...EXTENDED_TYPES,
];

/** all.ts: adds the extended events (once; the types check there that each is there). */
export function registerExtended(specs: { readonly [T in ExtendedType]: EventSpec<T> }): void {
  for (const s of Object.values(specs) as EventSpec[]) REGISTRY.set(s.type, s);
}

/** Whether every event in `events` can be read and applied now, without loading all.ts. */
export const eventsLoaded = (events: readonly unknown[]): boolean =>
  events.every(
    (e) =>
      !isObject(e) ||
      typeof e.type !== 'string' ||
      REGISTRY.has(e.type) ||
      !EVENT_TYPES.includes(e.type as EventType),
  );

/** The specs loaded so far: every event once all.ts is in (the codec, the schema, lessons). */
export const eventSpecs = (): readonly EventSpec[] => [...REGISTRY.values()];

/** The spec of an event type, or undefined for a type no event has (or not loaded yet). */
export function eventSpec<T extends EventType>(type: T): EventSpec<T>;
export function eventSpec(type: unknown): EventSpec | undefined;
export function eventSpec(type: unknown): EventSpec | undefined {
  return typeof type === 'string' ? REGISTRY.get(type) : undefined;
}

/** The counters whose quick taps gather into one event of summed amount (the life panel). */
export type GatheredEvent = Extract<GameEvent, { amount: number }>;

/** Said of an extended event read or applied before all.ts loaded: a fault of ours, not the input's. */
export const notLoaded = (type: string) =>
  `the ${type} event's part of the app has not loaded yet; try again in a moment.`;

/** The event's history line. */
export function describeEvent(e: GameEvent): string {
  const spec = eventSpec((e as { type?: unknown }).type);
  return spec
    ? (spec.describe as (e: GameEvent) => string)(e)
    : `unknown event "${String((e as { type?: unknown }).type)}"`;
}

export const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
