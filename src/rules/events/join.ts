// A latecomer dealt into a running game: a house rule, outside the rules (800.1: a multiplayer
// game begins with its players). The host chooses the seat; the newcomer sits there from now on,
// with their own starting life, and the game goes on around them:
// - they take their first turn when the turn order reaches their seat (turns pass to the left: the
//   variant's own rule, else 101.4);
// - ranges are counted among the players in the game when the last turn began (801.2c), so nobody
//   has them in range, nor they anyone, until the next turn begins;
// - in Grand Melee they hold no turn marker until one is passed to them (807.4);
// - teams stay as the variant seats them (teammates together, 808.2; alternating, 811.3).
// Every seat after theirs moves up by one, and every fact the game keeps by seat moves with it.
import { counterSpecs, parseSourceKey, sourceKey, type Counters, type Sourced } from '../counters';
import type { Game } from '../state';
import { withGame, withMarker } from '../state';
import { MAX_LIFE } from '../life';
import { MAX_NAME_LENGTH, nameFault, nameFaultWords, nameKey } from '../names';
import { teamBlocks } from '../seating';
import type { Seat, Table } from '../table';
import { VARIANT_SPECS } from '../variants';
import { errorOf, type RuleError } from '../terms';
import { words, type Words } from '../words';
import { no, ok, wholeNumber, type EventSpec } from './spec';
import { fieldMessage } from './fieldWords';

/** The house rule a join is: cited wherever the app explains it. */
export const JOIN_RULE = '800.1';

/** The new seat list: `seat` taken by the newcomer, everyone from there on one seat further. */
function seated(table: Table, at: number, newcomer: Omit<Seat, 'seat' | 'side'>): Table {
  const order = [...table.players.slice(0, at), newcomer, ...table.players.slice(at)];
  // Sides in order of first appearance in seat order, as buildTable makes them.
  const sides: { name: string; team: boolean; seats: number[] }[] = [];
  const players: Seat[] = order.map((p, seat) => {
    const key = p.team ?? `\u0000${p.name}`;
    let side = sides.findIndex((s) => (s.team ? s.name : `\u0000${s.name}`) === key);
    if (side < 0)
      side = sides.push({ name: p.team ?? p.name, team: p.team !== null, seats: [] }) - 1;
    sides[side]!.seats.push(seat);
    return { ...p, seat, side };
  });
  const moved = (s: number) => (s >= at ? s + 1 : s);
  return { ...table, players, sides, startingSeat: moved(table.startingSeat) };
}

/** Every fact kept by seat, moved to the seats after the join; the newcomer's own added. */
function moveSeats(game: Game, table: Table, at: number, life: number): Game {
  const moved = (s: number) => (s >= at ? s + 1 : s);
  const insert = <T>(list: readonly T[], value: T) =>
    list.length === 0 ? list : [...list.slice(0, at), value, ...list.slice(at)];
  const counters: Record<string, readonly number[]> = {};
  for (const [id, amounts] of Object.entries(game.counters as Counters)) {
    const spec = counterSpecs().find((c) => c.id === id);
    // One amount for the whole table (the storm count) stays as it is.
    if (spec?.scope === 'table') {
      counters[id] = amounts;
      continue;
    }
    const start = id === 'life' ? life : (spec?.start(table)[at] ?? 0);
    counters[id] = insert(amounts, start);
  }
  const sourced: Record<string, Record<string, number>> = {};
  for (const [id, amounts] of Object.entries(game.sourced as Sourced)) {
    sourced[id] = {};
    for (const [key, amount] of Object.entries(amounts)) {
      const { holder, from, which } = parseSourceKey(key);
      sourced[id]![sourceKey(moved(holder), { from: moved(from), which })] = amount;
    }
  }
  const designations: Record<string, number | null> = {};
  for (const [id, holder] of Object.entries(game.designations))
    designations[id] = holder === null ? null : moved(holder);
  return withGame(game, {
    table,
    inGame: insert(game.inGame, true),
    departures: insert(game.departures, null),
    // 801.2c: not counted for ranges until the next turn begins.
    rangeBasis: insert(game.rangeBasis, false),
    current: game.current < 0 ? game.current : moved(game.current),
    lastNormal: moved(game.lastNormal),
    extraTurns: game.extraTurns.map(moved),
    markers: game.markers.map((m) =>
      withMarker(m, {
        holder: moved(m.holder),
        planar: m.planar === null ? null : moved(m.planar),
      }),
    ),
    owedBefore: insert(game.owedBefore, 0),
    winners: game.winners.map(moved),
    counters,
    designations,
    sourced,
    planarHandover: game.planarHandover === null ? null : moved(game.planarHandover),
    planarRolls: insert(game.planarRolls, 0),
  });
}

/** A variant's name inside a sentence, as each language names it (the setup's names). */
const variantWords = (variant: string, name: string): Words =>
  words(
    /*i18n*/ {
      id: 'event.join.variant',
      message:
        '{variant, select, twoHeadedGiant {Two-Headed Giant} emperor {Emperor} grandMelee {Grand Melee} teamVsTeam {Team vs. Team} alternatingTeams {Alternating Teams} teams {Teams} freeForAll {free-for-all} other {{name}}}',
    },
    // A select's keys are words: "two-headed-giant" becomes twoHeadedGiant.
    { variant: variant.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), name },
  );

/** Why this table takes no latecomer at that seat, or null. */
function refusal(game: Game, table: Table, at: number): { message: Words; rule: string } | null {
  const spec = VARIANT_SPECS[game.table.variant];
  const variant = variantWords(game.table.variant, spec.name);
  const p = table.players[at]!;
  if (spec.play.sharedLife)
    return {
      message: words(
        /*i18n*/ {
          id: 'event.join.sharedLife',
          message:
            '{variant} teams share one life total from the start (810.9); a latecomer cannot join one.',
        },
        { variant },
      ),
      rule: '810.1',
    };
  if (spec.roles)
    return {
      message: words(
        /*i18n*/ {
          id: 'event.join.roles',
          message:
            '{variant} teams are an emperor and their generals, fixed at the start; a latecomer cannot join one.',
        },
        { variant },
      ),
      rule: '809.1',
    };
  if (spec.competitors.kind === 'teams' && p.team === null)
    return {
      message: words(
        /*i18n*/ {
          id: 'event.join.needsTeam',
          message: "In {variant} everyone plays on a team: name the newcomer's team.",
        },
        { variant },
      ),
      rule: spec.competitors.rule,
    };
  if (spec.competitors.kind === 'individuals' && p.team !== null)
    return {
      message: words(
        /*i18n*/ { id: 'event.join.noTeams', message: '{variant} has no teams.' },
        {
          variant,
        },
      ),
      rule: spec.competitors.rule,
    };
  if (p.team !== null && !game.table.players.some((q) => q.team === p.team))
    return {
      message: words(
        /*i18n*/ {
          id: 'event.join.noSuchTeam',
          message: 'There is no team called "{team}" at this table to join.',
        },
        { team: p.team },
      ),
      rule: JOIN_RULE,
    };
  if (spec.seating.together && p.team !== null) {
    const blocks = teamBlocks(table.players);
    if (blocks.length !== table.sides.length)
      return {
        message: words(
          /*i18n*/ {
            id: 'event.join.together',
            message: 'Teammates sit together in {variant}: seat {player} beside Team {team}.',
          },
          { variant, player: p.name, team: p.team },
        ),
        rule: spec.seating.together,
      };
  }
  if (spec.seating.alternate) {
    const n = table.players.length;
    const next = table.players[(at + 1) % n]!;
    const before = table.players[(at - 1 + n) % n]!;
    if (next.team === p.team || before.team === p.team)
      return {
        message: words(
          /*i18n*/ {
            id: 'event.join.alternate',
            message:
              'Teams alternate around the table in {variant}: {player} cannot sit next to a teammate.',
          },
          { variant, player: p.name },
        ),
        rule: spec.seating.alternate,
      };
  }
  return null;
}

/**
 * A house rule (800.1 has a game begin with its players): a latecomer takes seat `seat`, counted
 * from 0 (everyone from there on moves up one), with `life` or the format's starting life.
 */
export type JoinEvent = {
  type: 'join';
  player: { name: string; team?: string };
  seat: number;
  life?: number;
};

/** A newcomer without a name: a file's field and the event's own refusal say the same. */
const NO_NAME = words(/*i18n*/ { id: 'event.join.noName', message: 'A newcomer needs a name.' });

export const join: EventSpec<JoinEvent> = {
  type: 'join',
  group: 'departures',
  fields: (v) => ({
    player: v.looseObject(
      {
        name: v.string(fieldMessage(NO_NAME)),
        team: v.optional(
          v.string(
            fieldMessage(
              words(/*i18n*/ { id: 'file.event.team', message: '"team" must be a team\'s name.' }),
            ),
          ),
        ),
      },
      fieldMessage(
        words(
          /*i18n*/ {
            id: 'file.event.newcomer',
            message: '"player" must be the newcomer: an object with a name.',
          },
        ),
      ),
    ),
    seat: wholeNumber(v, 'seat'),
    life: v.optional(wholeNumber(v, 'life')),
  }),
  apply(game, event) {
    const { table } = game;
    if (game.over)
      return no(
        words(/*i18n*/ { id: 'event.join.over', message: 'The game is over: nobody can join it.' }),
        '104.1',
      );
    const name = typeof event.player?.name === 'string' ? event.player.name.trim() : '';
    if (!name) return no(NO_NAME);
    const bad = nameFault(name);
    if (bad) return no(nameFaultWords(bad, 'newcomer'));
    if (name.length > MAX_NAME_LENGTH)
      return no(
        words(
          /*i18n*/ {
            id: 'event.join.long',
            message: 'The name "{start}…" is longer than {max} characters.',
          },
          { start: name.slice(0, 20), max: MAX_NAME_LENGTH },
        ),
      );
    const key = nameKey(name);
    const same = table.players.find((p) => nameKey(p.name) === key);
    if (same)
      return no(
        same.name === name
          ? words(
              /*i18n*/ {
                id: 'event.join.taken',
                message: 'There is already a player called "{player}" at this table.',
              },
              { player: name },
            )
          : words(
              /*i18n*/ {
                id: 'event.join.sameAs',
                message:
                  '"{player}" reads as the same name as "{other}", who is already at this table.',
              },
              { player: name, other: same.name },
            ),
      );
    const at = event.seat;
    if (!Number.isInteger(at) || at < 0 || at > table.players.length)
      return no(
        words(
          /*i18n*/ {
            id: 'event.join.seat',
            message:
              "The newcomer's seat must be a whole number from 0 to {max} (the seat they take; everyone from there on moves up one).",
          },
          { max: table.players.length },
        ),
      );
    const life = event.life ?? table.startingLife;
    if (!Number.isInteger(life) || life < 1 || life > MAX_LIFE)
      return no(
        words(
          /*i18n*/ {
            id: 'event.join.life',
            message: 'A newcomer starts with at least 1 life (902.4); {life} is not.',
          },
          { life: String(life) },
        ),
        '902.4',
      );
    const team = typeof event.player.team === 'string' ? event.player.team : null;
    const next = seated(table, at, {
      name,
      team,
      role: null,
      range: table.options.rangeOfInfluence,
      vanguard: null,
    });
    const why = refusal(game, next, at);
    if (why) return no(why.message, why.rule);
    // Said wherever the table's warnings are (the app's notes, the command line's report).
    const note: RuleError = errorOf(
      words(
        /*i18n*/ {
          id: 'event.join.note',
          message:
            '{player} joined on turn {turn}, after the game began: a house rule, since a game begins with its players (800.1).',
        },
        { player: name, turn: game.turn },
      ),
      JOIN_RULE,
    );
    return ok(moveSeats(game, { ...next, warnings: [...table.warnings, note] }, at, life));
  },
  describe: (e) => {
    const values = {
      player: e.player?.name ?? '?',
      seat: (e.seat ?? 0) + 1,
      team: e.player?.team ?? '',
      life: e.life ?? 0,
    };
    if (e.player?.team)
      return e.life !== undefined
        ? words(
            /*i18n*/ {
              id: 'event.join.teamLife',
              message: '{player} joins at seat {seat} on Team {team} with {life} life (house rule)',
            },
            values,
          )
        : words(
            /*i18n*/ {
              id: 'event.join.team',
              message: '{player} joins at seat {seat} on Team {team} (house rule)',
            },
            values,
          );
    return e.life !== undefined
      ? words(
          /*i18n*/ {
            id: 'event.join.withLife',
            message: '{player} joins at seat {seat} with {life} life (house rule)',
          },
          values,
        )
      : words(
          /*i18n*/ { id: 'event.join', message: '{player} joins at seat {seat} (house rule)' },
          values,
        );
  },
  link: {
    since: 6,
    tagged: true,
    forms: [{ code: 30 }],
    tail: [
      { key: 'player.name', as: 'text' },
      { key: 'player.team', as: 'text', optional: true },
      { key: 'seat', as: 'number' },
      { key: 'life', as: 'number', optional: true },
    ],
  },
};
