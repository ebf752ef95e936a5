// Leaving the game (800.4) by conceding or losing, and the effects that say a player wins or that
// the game is a draw (800.7, 801.16, 801.17, 104.4c).
import { byEffect, depart, departAll } from '../game';
import { inRange } from '../seats';
import type { Departure, LeaveReason } from '../terms';
import { words } from '../words';
import { no, ok, present, type EventSpec } from './spec';

/** A leave's history line (one player or several), and a leave button's words. */
function leaveWords(players: readonly string[], reason: LeaveReason | undefined) {
  const values = { players: { list: players }, count: players.length };
  return reason === 'concede'
    ? words(
        /*i18n*/ {
          id: 'event.leave.concede',
          message: '{count, plural, =1 {{players} concedes} other {{players} concede}}',
        },
        values,
      )
    : words(
        /*i18n*/ {
          id: 'event.leave.lose',
          message: '{count, plural, =1 {{players} loses} other {{players} lose}}',
        },
        values,
      );
}

/** 800.4: players leave the game, by conceding (104.3a) or losing (104.3). */
export type LeaveEvent = {
  type: 'leave';
  player?: string;
  players?: string[];
  reason?: LeaveReason;
};

export const leave: EventSpec<LeaveEvent> = {
  type: 'leave',
  group: 'departures',
  fields: () => ({}),
  apply(game, event, { notes }) {
    const names = event.players ?? (event.player !== undefined ? [event.player] : []);
    if (names.length === 0)
      return no(
        words(
          /*i18n*/ {
            id: 'event.leave.needsPlayer',
            message: 'The leave event needs a player (or players).',
          },
        ),
      );
    const seats: number[] = [];
    for (const name of names) {
      const r = present(game, event, name);
      if (!r.ok) return r;
      if (!seats.includes(r.value)) seats.push(r.value);
    }
    const reason: LeaveReason = event.reason === 'concede' ? 'concede' : 'lose';
    if (event.reason !== undefined && event.reason !== 'concede' && event.reason !== 'lose')
      return no(
        words(
          /*i18n*/ {
            id: 'event.leave.reason',
            message:
              'A player leaves the game by conceding or losing (reason "concede" or "lose").',
          },
        ),
        '800.4',
      );
    const how: Departure =
      reason === 'concede' ? { how: 'conceded', rule: '104.3a' } : { how: 'lost', rule: '104.3' };
    return ok(depart(game, new Map(seats.map((s) => [s, how])), notes));
  },
  describe: (e) => leaveWords(e.players ?? [e.player ?? '?'], e.reason),
  link: {
    since: 1,
    tagged: false,
    forms: [
      { code: 4, fixed: { reason: undefined } },
      { code: 5, fixed: { reason: 'concede' } },
      { code: 6, fixed: { reason: 'lose' } },
    ],
  },
  offers: [
    {
      panel: 'player',
      id: 'concede',
      label: (p) => leaveWords([p], 'concede'),
      make: (player) => ({ type: 'leave', player, reason: 'concede' }),
      tone: 'leave',
    },
    {
      panel: 'player',
      id: 'lose',
      label: (p) => leaveWords([p], 'lose'),
      make: (player) => ({ type: 'leave', player, reason: 'lose' }),
      tone: 'leave',
    },
  ],
};

/** 800.7, 801.16: an effect says the player wins the game. */
export type WinEvent = { type: 'win'; player: string };

export const win: EventSpec<WinEvent> = {
  type: 'win',
  group: 'departures',
  fields: () => ({}),
  apply(game, event, { notes }) {
    const r = present(game, event, event.player);
    if (!r.ok) return r;
    const { table } = game;
    const winner = r.value;
    // 800.7 / 801.16: an effect that says a player wins makes that player's opponents lose —
    // all of them without limited range, only those within the winner's range with it.
    const limited = table.players[winner]!.range !== null;
    const losers = inRange(game, winner).filter(
      (s) => table.players[s]!.side !== table.players[winner]!.side,
    );
    const name = table.players[winner]!.name;
    const how: Departure = {
      how: 'lost',
      rule: limited ? '801.16' : '800.7',
      cause: words(
        /*i18n*/ { id: 'event.cause.win', message: "{name}'s effect said {name} wins the game" },
        { name },
      ),
    };
    return ok(byEffect(departAll(game, losers, how, notes), game, losers, winner, how));
  },
  describe: (e) =>
    words(
      /*i18n*/ { id: 'event.win', message: 'an effect says {player} wins' },
      {
        player: e.player,
      },
    ),
  link: { since: 1, tagged: false, forms: [{ code: 1 }] },
  offers: [
    {
      panel: 'player',
      id: 'win',
      label: (p) =>
        words(
          /*i18n*/ { id: 'event.win.offer', message: 'Effect: {player} wins' },
          {
            player: p,
          },
        ),
      make: (player) => ({ type: 'win', player }),
    },
  ],
};

/** 104.4c, 801.17: the player's effect makes the game a draw. */
export type DrawEvent = { type: 'draw'; player: string };

export const draw: EventSpec<DrawEvent> = {
  type: 'draw',
  group: 'departures',
  fields: () => ({}),
  apply(game, event, { notes }) {
    const r = present(game, event, event.player);
    if (!r.ok) return r;
    const seat = r.value;
    const name = game.table.players[seat]!.name;
    if (game.table.players[seat]!.range === null) {
      // Without limited range a draw effect ends the whole game as a draw (104.4c).
      const all = game.inGame.flatMap((inn, s) => (inn ? [s] : []));
      const how: Departure = {
        how: 'drew',
        rule: '104.4c',
        cause: words(
          /*i18n*/ { id: 'event.cause.draw', message: "{name}'s effect made the game a draw" },
          { name },
        ),
      };
      return ok(byEffect(departAll(game, all, how, notes), game, all, seat, how));
    }
    // 801.17: a draw for the effect's controller and everyone within their range; they leave.
    const within = inRange(game, seat);
    const how: Departure = {
      how: 'drew',
      rule: '801.17',
      cause: words(
        /*i18n*/ {
          id: 'event.cause.drawInRange',
          message: "{name}'s effect made the game a draw within {name}'s range of influence",
        },
        { name },
      ),
    };
    return ok(byEffect(departAll(game, within, how, notes), game, within, seat, how));
  },
  describe: (e) =>
    words(
      /*i18n*/ { id: 'event.draw', message: "{player}'s effect makes the game a draw" },
      {
        player: e.player,
      },
    ),
  link: { since: 1, tagged: false, forms: [{ code: 2 }] },
  offers: [
    {
      panel: 'player',
      id: 'draw',
      label: (p) =>
        words(
          /*i18n*/ { id: 'event.draw.offer', message: 'Effect: draw ({player})' },
          {
            player: p,
          },
        ),
      make: (player) => ({ type: 'draw', player }),
    },
  ],
};
