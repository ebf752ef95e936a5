// Turn events: ending a turn (500.3) and extra turns (500.7), as the table's turn policy has them
// (turns/: one turn at a time, or Grand Melee's turn markers, 807.4).
import { turnsOf } from '../turns';
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
      ? `${e.player} ends their turn`
      : e.marker !== undefined
        ? `turn marker ${e.marker}'s turn ends`
        : 'the turn ends',
  link: { since: 1, tagged: false, forms: [{ code: 0 }] },
};

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
  describe: (e) => `${e.player} gets an extra turn`,
  link: { since: 1, tagged: false, forms: [{ code: 3 }] },
  offers: [
    {
      panel: 'player',
      id: 'extraTurn',
      label: (p) => `${p} gets an extra turn`,
      make: (player) => ({ type: 'extraTurn', player }),
      wide: true,
    },
  ],
};
