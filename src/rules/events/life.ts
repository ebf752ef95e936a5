// Life, poison and commander damage (counters.ts; any other counter is counter.ts). Every change
// lands where the counter is kept — for life and poison the team's shared total in Two-Headed Giant (810.9,
// 810.9c, 810.8d); the state-based losses follow in the pipeline.
import {
  COMMANDER_DAMAGE,
  holderOf,
  LIFE,
  POISON,
  sourceKey,
  type CounterSpec,
  type Source,
} from '../counters';
import { seatOf } from '../seats';
import { withGame, type Game } from '../state';
import { checkAmount, headLife, poolOf } from '../life';
import type { Result, RuleError } from '../terms';
import { no, ok, present, wholeNumber, type EventSpec } from './spec';
import { words } from '../words';
import { fieldMessage } from './fieldWords';

/** A counter's amount at one holder changed by `by`, never below its floor (122.1). */
export function change(game: Game, spec: CounterSpec, holder: number, by: number): Game {
  const now = Object.hasOwn(game.counters, spec.id)
    ? game.counters[spec.id]!
    : spec.start(game.table);
  const out = now.slice();
  const before = out[holder] ?? 0;
  out[holder] = spec.floor === undefined ? before + by : Math.max(spec.floor, before + by);
  return withGame(game, { counters: { ...game.counters, [spec.id]: out } });
}

/** A `source` counter's amount at one holder from one source, raised by `by`. */
function countFrom(game: Game, spec: CounterSpec, holder: number, source: Source, by: number) {
  const now = game.sourced[spec.id] ?? {};
  const key = sourceKey(holder, source);
  return withGame(game, {
    sourced: { ...game.sourced, [spec.id]: { ...now, [key]: (now[key] ?? 0) + by } },
  });
}

/** A refusal about one player's amount: "Ana: The life change can't be 0." */
export const refusedFor = (player: string, e: RuleError) =>
  words(
    /*i18n*/ { id: 'event.life.refused', message: '{player}: {error}' },
    {
      player,
      error: e.words ?? e.message,
    },
  );

/** The player's pool, and how to word a refusal about them. */
function poolFor(game: Game, event: { type: string; player: string }) {
  const r = present(game, event, event.player);
  if (!r.ok) return r;
  const name = game.table.players[r.value]!.name;
  const refuse = (e: RuleError | null): Result<never> | null =>
    e ? no(refusedFor(name, e), e.rule) : null;
  return ok({ seat: r.value, pool: poolOf(game.table, r.value), refuse });
}

/** Life gained (positive) or lost, damage included (negative); 810.9 in Two-Headed Giant. */
export type LifeEvent = { type: 'life'; player: string; amount: number };

export const life: EventSpec<LifeEvent> = {
  type: 'life',
  group: 'life',
  fields: (v) => ({ amount: wholeNumber(v, 'amount') }),
  apply(game, event) {
    const p = poolFor(game, event);
    if (!p.ok) return p;
    const bad = p.value.refuse(
      checkAmount(
        event.amount,
        words(/*i18n*/ { id: 'life.what.lifeChange', message: 'The life change' }),
        { negative: true },
      ),
    );
    if (bad) return bad;
    return ok(change(game, LIFE, p.value.pool, event.amount));
  },
  describe: (e) =>
    e.amount >= 0
      ? words(
          /*i18n*/ { id: 'event.life.gain', message: '{player} gains {n} life' },
          {
            player: e.player,
            n: e.amount,
          },
        )
      : words(
          /*i18n*/ { id: 'event.life.lose', message: '{player} loses {n} life' },
          {
            player: e.player,
            n: -e.amount,
          },
        ),
  link: { since: 3, tagged: true, forms: [{ code: 0 }], tail: [{ key: 'amount', as: 'number' }] },
};

/** An effect sets the player's life total (810.9c: in 2HG the team changes by the difference). */
export type SetLifeEvent = { type: 'setLife'; player: string; to: number };

export const setLife: EventSpec<SetLifeEvent> = {
  type: 'setLife',
  group: 'life',
  fields: (v) => ({ to: wholeNumber(v, 'to') }),
  apply(game, event) {
    const p = poolFor(game, event);
    if (!p.ok) return p;
    // 810.9c: in 2HG the player's life is the team's, so the team changes by the difference;
    // 606.9a, 606.9c (2005): the player's life is their share of the team's, rounded up.
    const bad = p.value.refuse(
      checkAmount(
        event.to,
        words(/*i18n*/ { id: 'life.what.newTotal', message: 'The new life total' }),
        { zero: true, negative: true },
      ),
    );
    if (bad) return bad;
    const { pool } = p.value;
    return ok(change(game, LIFE, pool, event.to - headLife(game, p.value.seat)));
  },
  describe: (e) =>
    words(
      /*i18n*/ { id: 'event.life.set', message: "{player}'s life total becomes {to}" },
      {
        player: e.player,
        to: e.to,
      },
    ),
  link: { since: 3, tagged: true, forms: [{ code: 1 }], tail: [{ key: 'to', as: 'number' }] },
};

/** Poison counters given (positive) or removed; never below 0 (810.8d: a team's in 2HG). */
export type PoisonEvent = { type: 'poison'; player: string; amount: number };

export const poison: EventSpec<PoisonEvent> = {
  type: 'poison',
  group: 'life',
  fields: (v) => ({ amount: wholeNumber(v, 'amount') }),
  apply(game, event) {
    const p = poolFor(game, event);
    if (!p.ok) return p;
    const bad = p.value.refuse(
      checkAmount(
        event.amount,
        words(/*i18n*/ { id: 'life.what.poison', message: 'The number of poison counters' }),
        { negative: true },
      ),
    );
    if (bad) return bad;
    // 810.8d: the team's count; the 2005 and 2011 rules keep each head's own (606.5, 810.5).
    return ok(change(game, POISON, holderOf(game.table, POISON, p.value.seat), event.amount));
  },
  describe: (e) =>
    e.amount >= 0
      ? words(
          /*i18n*/ {
            id: 'event.poison.get',
            message: '{player} gets {n, plural, one {# poison counter} other {# poison counters}}',
          },
          { player: e.player, n: e.amount },
        )
      : words(
          /*i18n*/ {
            id: 'event.poison.lose',
            message: '{player} loses {n, plural, one {# poison counter} other {# poison counters}}',
          },
          { player: e.player, n: -e.amount },
        ),
  link: { since: 3, tagged: true, forms: [{ code: 2 }], tail: [{ key: 'amount', as: 'number' }] },
};

/** Combat damage dealt to `player` by `from`'s commander (the second partner when 2), 903.10a. */
export type CommanderDamageEvent = {
  type: 'commanderDamage';
  player: string;
  from: string;
  amount: number;
  commander?: 1 | 2;
};

/** Which of a player's commanders dealt the damage: the first, or a partner (903.3). */
const whichWords = () =>
  words(
    /*i18n*/ {
      id: 'event.life.commander.which',
      message: '"commander" is 1, or 2 for the second of two partner commanders.',
    },
  );

export const commanderDamage: EventSpec<CommanderDamageEvent> = {
  type: 'commanderDamage',
  group: 'life',
  fields: (v) => ({
    amount: wholeNumber(v, 'amount'),
    from: v.string(
      fieldMessage(
        words(
          /*i18n*/ {
            id: 'file.event.from',
            message: '"from" must name the player whose commander dealt the damage.',
          },
        ),
      ),
    ),
    commander: v.optional(v.picklist([1, 2], fieldMessage(whichWords()))),
  }),
  apply(game, event) {
    const { table } = game;
    const p = poolFor(game, event);
    if (!p.ok) return p;
    if (!table.format)
      return no(
        words(
          /*i18n*/ {
            id: 'event.life.commander.noFormat',
            message:
              'Commander damage is counted only in a Commander or Brawl game (options.format).',
          },
        ),
        '903.10a',
      );
    if (typeof event.from !== 'string' || seatOf(table, event.from) < 0)
      return no(
        words(
          /*i18n*/ {
            id: 'event.life.commander.noPlayer',
            message: 'There is no player called "{from}" whose commander could deal damage.',
          },
          { from: String(event.from) },
        ),
      );
    const from = seatOf(table, event.from);
    // 800.4a: a player's cards leave the game with them, their commander too.
    if (!game.inGame[from])
      return no(
        words(
          /*i18n*/ {
            id: 'event.life.commander.gone',
            message: '{from} has left the game, and their commander with them.',
          },
          { from: event.from },
        ),
        '800.4a',
      );
    const which = event.commander ?? 1;
    if (which !== 1 && which !== 2) return no(whichWords(), '903.3');
    const bad = p.value.refuse(
      checkAmount(
        event.amount,
        words(/*i18n*/ { id: 'life.what.commanderDamage', message: 'The commander damage' }),
      ),
    );
    if (bad) return bad;
    // 903.10a: the damage is life lost, and counted apart for each commander.
    const hurt = change(game, LIFE, p.value.pool, -event.amount);
    const counted = countFrom(hurt, COMMANDER_DAMAGE, p.value.seat, { from, which }, event.amount);
    // 724.2: combat damage to the monarch makes the attacking creature's controller the monarch;
    // commander damage is combat damage (903.10a).
    const crowned = from !== p.value.seat && game.designations.monarch === p.value.seat;
    return ok(
      crowned
        ? withGame(counted, { designations: { ...counted.designations, monarch: from } })
        : counted,
    );
  },
  describe: (e) =>
    words(
      /*i18n*/ {
        id: 'event.life.commander',
        message:
          "{which, select, second {{from}'s second commander deals {n} combat damage to {player}} other {{from}'s commander deals {n} combat damage to {player}}}",
      },
      {
        which: e.commander === 2 ? 'second' : 'first',
        from: e.from,
        n: e.amount,
        player: e.player,
      },
    ),
  link: {
    since: 3,
    tagged: true,
    // The tag says which partner, where one was named.
    forms: [
      { code: 3, fixed: { commander: undefined } },
      { code: 4, fixed: { commander: 2 } },
      { code: 5, fixed: { commander: 1 } },
    ],
    tail: [
      { key: 'from', as: 'name' },
      { key: 'amount', as: 'number' },
    ],
  },
};

/** This module's events (not the other counters' event, counter.ts): the whys of life read them. */
export const LIFE_EVENTS = [life, setLife, poison, commanderDamage] as const;
