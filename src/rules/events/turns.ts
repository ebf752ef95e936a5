// Turn events: ending a turn (500.3) and extra turns (500.7), as the table's turn policy has them
// (turns/: one turn at a time, or Grand Melee's turn markers, 807.4).
import { turnsOf } from '../turns';
import { words } from '../words';
import { ok, present, type EventSpec } from './spec';

/** 500.3: the turn ends; with turn markers (807.4) the player or the marker says whose. */
export type EndTurnEvent = { type: 'endTurn'; player?: string; marker?: number };

export const endTurn: EventSpec<EndTurnEvent> = {
  type: 'endTurn',
  group: 'turns',
  fields: () => ({}),
  turnBound: true,
  apply: (game, event, step) => turnsOf(game.table).end(game, event, step),
  describe: (e) =>
    e.player
      ? words(
          /*i18n*/ { id: 'event.endTurn.player', message: '{player} ends their turn' },
          {
            player: e.player,
          },
        )
      : e.marker !== undefined
        ? words(
            /*i18n*/ { id: 'event.endTurn.marker', message: "turn marker {marker}'s turn ends" },
            {
              marker: e.marker,
            },
          )
        : words(/*i18n*/ { id: 'event.endTurn', message: 'the turn ends' }),
  link: { since: 1, tagged: false, forms: [{ code: 0 }] },
};

/** The history line and the button alike. */
const extraTurnWords = (player: string) =>
  words(/*i18n*/ { id: 'event.extraTurn', message: '{player} gets an extra turn' }, { player });

/** 500.7, 807.4i–j: the player gets an extra turn. */
export type ExtraTurnEvent = { type: 'extraTurn'; player: string };

export const extraTurn: EventSpec<ExtraTurnEvent> = {
  type: 'extraTurn',
  group: 'turns',
  fields: () => ({}),
  apply(game, event, { notes }) {
    const r = present(game, event, event.player);
    if (!r.ok) return r;
    return ok(turnsOf(game.table).extraTurn(game, r.value, notes));
  },
  describe: (e) => extraTurnWords(e.player),
  link: { since: 1, tagged: false, forms: [{ code: 3 }] },
  offers: [
    {
      panel: 'player',
      id: 'extraTurn',
      label: extraTurnWords,
      make: (player) => ({ type: 'extraTurn', player }),
      wide: true,
    },
  ],
};
