// The registry of event types: every reader, writer and player of events looks them up here
// (the scenario reader, the link codec, the live merge, the store, the lesson player). An event is
// its spec, with the shape it declares, in its module, and one entry in a list: CORE
// below, or extended.ts. The `GameEvent` union and every list of event types are made from those.
//
// Two parts. The core events (turns, departures, life, poison, commander damage) are here and in
// the first download: every table may hold them. The extended ones (other counters, designations,
// the table's marks, planar, dice, a latecomer) are registered by all.ts, which loads after the
// first paint, or before it when the saved table's log holds one of them.
//
// Three modules here share their name with the engine module whose events they are: life.ts,
// designations.ts and planar.ts are the event layer of ../life.ts, ../designations.ts and
// ../planar.ts (the rules they apply live there). spec.ts is this folder's type of spec, as
// variants/spec.ts is that folder's.
import { draw, leave, win } from './departures';
import type { EXTENDED } from './extended';
import { commanderDamage, life, poison, setLife } from './life';
import type { AnyEvent, EventOfSpec, EventSpec, Offer } from './spec';
import { endTurn, extraTurn } from './turns';
import { english, words, type Words } from '../words';

export type {
  AnyEvent,
  ApplyContext,
  EventOfSpec,
  EventSpec,
  LinkSpec,
  Offer,
  Shown,
} from './spec';

/** The core events, in the order messages list them. */
const CORE = [
  endTurn,
  leave,
  win,
  draw,
  extraTurn,
  life,
  setLife,
  poison,
  commanderDamage,
] as const;

/**
 * Every event, as its spec declares it. Every event may also carry `at`: when it happened, an ISO
 * 8601 time with its zone, by the clock of the device that made it (records measure a game's
 * length from it). Links leave it out.
 */
export type GameEvent = { at?: string } & EventOfSpec<
  (typeof CORE)[number] | (typeof EXTENDED)[number]
>;
export type EventType = GameEvent['type'];
export type EventOf<T extends EventType> = Extract<GameEvent, { type: T }>;

/** The names of a list of specs, in its order. */
type TypesOf<L extends readonly EventSpec<AnyEvent>[]> = { readonly [K in keyof L]: L[K]['type'] };

/**
 * The event types all.ts registers (extended.ts), in the order messages list them: written out so
 * the first download knows them without their code, and held to that list, entry by entry, by its
 * type.
 */
export const EXTENDED_TYPES = [
  'counter',
  'designate',
  'cityBlessing',
  'dayNight',
  'planarRoll',
  'planeswalk',
  'join',
  'roll',
] as const satisfies TypesOf<typeof EXTENDED>;
export type ExtendedType = (typeof EXTENDED_TYPES)[number];
export type CoreType = Exclude<EventType, ExtendedType>;

const REGISTRY = new Map<string, EventSpec>(CORE.map((s) => [s.type, s]));

/** Every event type's name, in the order messages list them, whether loaded yet or not. */
export const EVENT_TYPES: readonly EventType[] = [...CORE.map((s) => s.type), ...EXTENDED_TYPES];

/** all.ts: adds the extended events (once). */
export function registerExtended(specs: typeof EXTENDED): void {
  for (const s of specs) REGISTRY.set(s.type, s);
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

/**
 * What a panel offers, from the specs loaded so far, in registry order (the dice need all.ts):
 * each button's words and the event it makes.
 */
export const offersFor = (panel: Offer['panel']): readonly Offer<GameEvent>[] =>
  eventSpecs().flatMap((s) =>
    (s.offers ?? []).filter((o) => o.panel === panel),
  ) as readonly Offer<GameEvent>[];

/** The spec of an event type, or undefined for a type no event has (or not loaded yet). */
export function eventSpec<T extends EventType>(type: T): EventSpec<EventOf<T>>;
export function eventSpec(type: unknown): EventSpec | undefined;
export function eventSpec(type: unknown): EventSpec | undefined {
  return typeof type === 'string' ? REGISTRY.get(type) : undefined;
}

/** The counters whose quick taps gather into one event of summed amount (the life panel). */
export type GatheredEvent = Extract<GameEvent, { amount: number }>;

/** Said of an extended event read or applied before all.ts loaded: a fault of ours, not the input's. */
export const notLoadedWords = (type: string): Words =>
  words(
    /*i18n*/ {
      id: 'event.notLoaded',
      message: "the {type} event's part of the app has not loaded yet; try again in a moment.",
    },
    { type },
  );

/** The same in English. */
export const notLoaded = (type: string) => english(notLoadedWords(type));

/** The history line of an event, as a message (the page words it in its language). */
export function eventWords(e: GameEvent): Words | string {
  const spec = eventSpec((e as { type?: unknown }).type);
  return spec
    ? spec.describe(e)
    : words(
        /*i18n*/ { id: 'event.unknown', message: 'unknown event "{type}"' },
        {
          type: String((e as { type?: unknown }).type),
        },
      );
}

/** The history line of an event, in English. */
export const describeEvent = (e: GameEvent): string => english(eventWords(e));

export const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);
