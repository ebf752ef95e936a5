// Planechase: rolling the planar die (901.9) and planeswalking (901.11).
import { bump, takesCurrentTurn, type Game } from '../game';
import { withGame } from '../state';
import { hasTurnMarkers, playOf } from '../variants';
import { PLANAR_FACES, usesPlanechase } from '../planar';
import type { Result } from '../types';
import { no, ok, type ApplyContext, type EventSpec } from './spec';

/** Only a Planechase game has a planar die and planes; then the player must be in the game. */
function planarSeat(
  game: Game,
  event: { type: string; player: string },
  ctx: ApplyContext,
): Result<number> {
  if (!usesPlanechase(game.table))
    return no(
      `Only a Planechase game (options.planechase) has a planar die and planes to ${event.type === 'planarRoll' ? 'roll for' : 'planeswalk to'}.`,
      '901.1',
    );
  return ctx.present(event.player);
}

export const planarRoll: EventSpec<'planarRoll'> = {
  type: 'planarRoll',
  family: 'planar',
  fields: (v) => ({
    face: v.picklist(
      ['blank', 'chaos', 'planeswalker'],
      '"face" must be "planeswalker", "chaos" or "blank" (901.3a).',
    ),
  }),
  turnBound: true,
  apply(game, event, ctx) {
    const r = planarSeat(game, event, ctx);
    if (!r.ok) return r;
    const seat = r.value;
    const { table } = game;
    if (!PLANAR_FACES.includes(event.face))
      return no(
        `The planar die shows "planeswalker", "chaos" or "blank", not ${JSON.stringify(event.face)}.`,
        '901.3a',
      );
    const active = hasTurnMarkers(table)
      ? game.markers.some((m) => m.holder === seat && m.takingTurn)
      : takesCurrentTurn(game, seat);
    const rule = playOf(table).planarRollRule;
    if (!active)
      return no(
        `${table.players[seat]!.name} is not an active player; only a player whose turn it is rolls the planar die${rule === '901.12d' ? ' (either head of the active team, 901.12d)' : ''}.`,
        rule,
      );
    return ok(withGame(game, { planarRolls: bump(game.planarRolls, seat, 1) }));
  },
  describe: (e) =>
    e.face === 'planeswalker'
      ? `${e.player} rolls the planar die: the Planeswalker symbol`
      : e.face === 'chaos'
        ? `${e.player} rolls the planar die: chaos`
        : `${e.player} rolls the planar die: blank`,
  link: {
    since: 4,
    tagged: true,
    forms: [
      { code: 6, fixed: { face: 'blank' } },
      { code: 7, fixed: { face: 'chaos' } },
      { code: 8, fixed: { face: 'planeswalker' } },
    ],
  },
};

export const planeswalk: EventSpec<'planeswalk'> = {
  type: 'planeswalk',
  family: 'planar',
  fields: () => ({}),
  turnBound: true,
  // 901.11a: any player an ability tells to planeswalk does.
  apply: (game, event, ctx) => {
    const r = planarSeat(game, event, ctx);
    return r.ok ? ok(game) : r;
  },
  describe: (e) => `${e.player} planeswalks`,
  link: { since: 4, tagged: true, forms: [{ code: 9 }] },
};
