// What an event type is, in one place: its shape (a type its module declares beside the spec, and
// a Valibot schema read alike from files, links and live records), how it moves the game on, its
// history line, and how a link carries it. Each kind of events is one module beside this one;
// `index.ts` gathers them into the registry and makes the `GameEvent` union of their shapes.
import type * as V from 'valibot';
import { noSuchPlayer, seatOf } from '../seats';

export { noSuchPlayer };
import type { Game } from '../state';
import { errorOf, type Result } from '../terms';
import { words, type Words } from '../words';
import { fieldMessage } from './fieldWords';
import type { StepContext } from '../turns';

/** Any event's shape as a spec declares it: its type's name and its own fields. */
export interface AnyEvent {
  type: string;
}

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

/**
 * What the pipeline (play.ts) hands an event's `apply` besides the game: whether it may write into
 * that game, and the step's notes, where what it changed is written for the steps after it.
 */
export type ApplyContext = StepContext;

/**
 * A button a panel offers for this event, for the player the panel has chosen: its words and the
 * event it makes. The panels draw these from the registry (`offersFor`), so an event a panel
 * offers is its spec alone.
 */
export interface Offer<E extends AnyEvent = AnyEvent> {
  /** `player`: "Something happens to a player"; `dice`: the dice and coin. */
  panel: 'player' | 'dice';
  /** Its name, one in its panel (a key, a test id): "concede", "d20". */
  id: string;
  /** The button's words for the chosen player ("Ana concedes", "d20"), as a message. */
  label(player: string): Words | string;
  /** Its accessible name where the label alone says too little ("d20": "Ana rolls a d20"). */
  name?(player: string): Words | string;
  /**
   * The event for the chosen player; `draw(sides)` is the device's own draw from 1 to `sides`,
   * for the events that record a random result (the engine never draws).
   */
  make(player: string, draw: (sides: number) => number): E;
  /** `leave`: the player leaves the game (drawn as a warning); absent: an ordinary button. */
  tone?: 'leave';
  /** Fills its row of buttons. */
  wide?: true;
}

/** What a panel shows of the last such event, large: a die's result and who rolled it. */
export interface Shown {
  /** The result on its own: "17", "Heads" (a message where it is a word). */
  big: Words | string;
  /** Who did it: "Ana rolled a d20". */
  caption: Words | string;
}

/** `E` is the event's shape, declared with its spec (`at`, which every event may carry, aside). */
export interface EventSpec<E extends AnyEvent = AnyEvent> {
  type: E['type'];
  /**
   * The group lessons and panels list it under: turns, departures (a latecomer joining too: a
   * player comes or goes), life (and the other counters), designations, planar, dice. Not the
   * module it lives in.
   */
  group: 'turns' | 'departures' | 'life' | 'designations' | 'planar' | 'dice';
  /**
   * The fields besides the ones every event may carry (player, players, marker), as schemas made
   * with the Valibot the reader passes in: only reading untrusted input needs them.
   */
  fields(v: Valibot): Record<string, EventSchema>;
  /** Belongs to the turn it was made on: stale in a live merge once that turn ends (500.1). */
  turnBound?: boolean;
  /** Moves the game on; state-based actions and beginning turns follow in the pipeline. */
  apply(game: Game, event: E, ctx: ApplyContext): Result<Game>;
  /** The history line, in our words (also in refusals: "Event 3 (Ana gains 2 life): …"). */
  describe(event: E): Words | string;
  link: LinkSpec;
  /** The buttons panels offer for it, in the order they show. */
  offers?: readonly Offer<E>[];
  /** How a panel shows the last one made, large (the dice panel's result). */
  shown?(event: E): Shown;
}

/** The shape of the event a spec (or a union of specs) is for. */
export type EventOfSpec<S> = S extends EventSpec<infer E> ? E : never;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const no = (message: string | Words, rule?: string): Result<never> => ({
  ok: false,
  error: errorOf(message, rule),
});

/** The seat of a named player, or why there is none. */
export function named(game: Game, type: string, name: unknown): Result<number> {
  if (typeof name !== 'string' || !name)
    return no(
      words(
        /*i18n*/ { id: 'event.needsPlayer', message: 'The {type} event needs a player.' },
        {
          type,
        },
      ),
    );
  const seat = seatOf(game.table, name);
  if (seat < 0) return no(noSuchPlayer(name));
  return ok(seat);
}

/** The seat of a named player still in the game (800.4), or the refusal to give. */
export function present(game: Game, event: AnyEvent, name: unknown): Result<number> {
  const r = named(game, event.type, name);
  if (r.ok && !game.inGame[r.value])
    return no(
      words(
        /*i18n*/ { id: 'event.alreadyLeft', message: '{player} has already left the game.' },
        {
          player: game.table.players[r.value]!.name,
        },
      ),
      '800.4',
    );
  return r;
}

// Field schemas, each with the message the reader shows after "Event n: ".
export const wholeNumber = (v: Valibot, key: string) => {
  const message = fieldMessage(
    words(/*i18n*/ { id: 'file.whole', message: '"{key}" must be a whole number.' }, { key }),
  );
  return v.pipe(v.number(message), v.integer(message));
};
