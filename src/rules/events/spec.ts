// What an event type is, in one place: its shape (a Valibot schema, read alike from files, links
// and live records), how it moves the game on, its history line, and how a link carries it. Each
// family of events is one module beside this one; `index.ts` gathers them into the registry.
import type * as V from 'valibot';
import { seatOf, type Game } from '../game';
import type { GameEvent, Result, RuleError } from '../types';

export type EventType = GameEvent['type'];
export type EventOf<T extends EventType> = Extract<GameEvent, { type: T }>;

/** Where a field's message is prefixed with the event's number ("Event 3: …") by the reader. */
export type EventSchema = V.GenericSchema<unknown, unknown>;
/**
 * The part of Valibot that event fields are made with, passed in by the reader (read.ts): the
 * engine itself never loads it. Named functions, not the namespace, so the rest of Valibot is
 * left out of the build.
 */
export interface Valibot {
  array: typeof V.array;
  integer: typeof V.integer;
  looseObject: typeof V.looseObject;
  number: typeof V.number;
  optional: typeof V.optional;
  picklist: typeof V.picklist;
  pipe: typeof V.pipe;
  string: typeof V.string;
}

/**
 * How a link carries an event (share/codec.ts). A link event is a kind in three bits (0–6), or
 * kind 7 followed by a tag, for the events links learned later. `forms` pick the code by the
 * event's fixed fields (a leave's reason, a die face); `tail` lists the fields written after the
 * player, in order: `number` as a link number, `name` as a reference to a player's name, `text`
 * as a string.
 */
export interface LinkSpec {
  /** The link version that first carried this event. */
  since: number;
  /** true: kind 7 and a tag (`forms[].code` is the tag); false: `forms[].code` is the kind. */
  tagged: boolean;
  forms: readonly { code: number; fixed?: Readonly<Record<string, unknown>> }[];
  tail?: readonly {
    /** The field; `a.b` is field b of the object in field a. */
    key: string;
    as: 'number' | 'name' | 'text';
    /** May be absent: a byte before it says whether it is there (links from version 6). */
    optional?: true;
  }[];
}

/** What an event's `apply` may ask of the game it is applied to. */
export interface ApplyContext {
  /** The seat of a named player in the game, or the refusal to give. */
  present(name: unknown): Result<number>;
  /** True when the game given to `apply` was made for this event and no one holds it yet (the
   * pipeline's own, play.ts): `apply` may write its changes into it and return it. */
  readonly owned?: boolean;
  /** True when no one will read the game `owned` was made from again either (a replay keeps only
   * its last game): the arrays the two share may be written in place too. */
  readonly spent?: boolean;
}

export interface EventSpec<T extends EventType = EventType> {
  type: T;
  /** The family's module (turns, departures, life, designations, planar, dice): lessons group by it. */
  family: 'turns' | 'departures' | 'life' | 'designations' | 'planar' | 'dice';
  /**
   * The fields besides the ones every event may carry (player, players, marker), as schemas made
   * with the Valibot the reader passes in: only reading untrusted input needs them.
   */
  fields(v: Valibot): Record<string, EventSchema>;
  /** Belongs to the turn it was made on: stale in a live merge once that turn ends (500.1). */
  turnBound?: boolean;
  /** Moves the game on; state-based actions and beginning turns follow in the pipeline. */
  apply(game: Game, event: EventOf<T>, ctx: ApplyContext): Result<Game>;
  /** The history line, in our words (also in refusals: "Event 3 (Ana gains 2 life): …"). */
  describe(event: EventOf<T>): string;
  link: LinkSpec;
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const no = (message: string, rule?: string): Result<never> => ({
  ok: false,
  error: { message, ...(rule ? { rule } : {}) } satisfies RuleError,
});

/** The seat of a named player, or why there is none. */
export function named(game: Game, type: string, name: unknown): Result<number> {
  if (typeof name !== 'string' || !name) return no(`The ${type} event needs a player.`);
  const seat = seatOf(game.table, name);
  if (seat < 0) return no(`There is no player called "${name}" at this table.`);
  return ok(seat);
}

// Field schemas, each with the message the reader shows after "Event n: ".
export const wholeNumber = (v: Valibot, key: string) =>
  v.pipe(
    v.number(`"${key}" must be a whole number.`),
    v.integer(`"${key}" must be a whole number.`),
  );
