// Turn events: ending a turn (500, 807.4 with turn markers) and extra turns (500.7, 807.4i–j).
import { bump, endMarkerTurn, endSingleTurn, extraTurnOnMarker } from '../game';
import { withGame } from '../state';
import { hasTurnMarkers } from '../variants';
import { ok, type EventSpec } from './spec';

export const endTurn: EventSpec<'endTurn'> = {
  type: 'endTurn',
  family: 'turns',
  fields: () => ({}),
  turnBound: true,
  apply: (game, event, { owned, spent }) =>
    hasTurnMarkers(game.table)
      ? endMarkerTurn(game, event, owned, spent)
      : endSingleTurn(game, event),
  describe: (e) =>
    e.player
      ? `${e.player} ends their turn`
      : e.marker !== undefined
        ? `turn marker ${e.marker}'s turn ends`
        : 'the turn ends',
  link: { since: 1, tagged: false, forms: [{ code: 0 }] },
};

export const extraTurn: EventSpec<'extraTurn'> = {
  type: 'extraTurn',
  family: 'turns',
  fields: () => ({}),
  apply(game, event, { present }) {
    const r = present(event.player);
    if (!r.ok) return r;
    const seat = r.value;
    if (hasTurnMarkers(game.table)) {
      const on = extraTurnOnMarker(game, seat); // 807.4i
      if (on) return ok(on);
      return ok(withGame(game, { owedBefore: bump(game.owedBefore, seat, 1) })); // 807.4j
    }
    // 500.7: extra turns come right after the current one, the latest granted first.
    return ok(withGame(game, { extraTurns: [...game.extraTurns, seat] }));
  },
  describe: (e) => `${e.player} gets an extra turn`,
  link: { since: 1, tagged: false, forms: [{ code: 3 }] },
};
