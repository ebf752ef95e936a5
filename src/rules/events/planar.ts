// Planechase: rolling the planar die (901.9) and planeswalking (901.11).
import { PLANAR_FACES, usesPlanechase } from '../planar';
import { bump, withGame, type Game } from '../state';
import { turnsOf } from '../turns';
import { playOf } from '../variants';
import type { PlanarFace, Result } from '../terms';
import { words } from '../words';
import { no, ok, present, type EventSpec } from './spec';
import { fieldMessage } from './fieldWords';

/** Only a Planechase game has a planar die and planes; then the player must be in the game. */
function planarSeat(game: Game, event: { type: string; player: string }): Result<number> {
  if (!usesPlanechase(game.table))
    return no(
      event.type === 'planarRoll'
        ? words(
            /*i18n*/ {
              id: 'event.planar.onlyRoll',
              message:
                'Only a Planechase game (options.planechase) has a planar die and planes to roll for.',
            },
          )
        : words(
            /*i18n*/ {
              id: 'event.planar.onlyWalk',
              message:
                'Only a Planechase game (options.planechase) has a planar die and planes to planeswalk to.',
            },
          ),
      '901.1',
    );
  return present(game, event, event.player);
}

/** 901.9: an active player rolls the planar die; the face it showed. */
export type PlanarRollEvent = { type: 'planarRoll'; player: string; face: PlanarFace };

export const planarRoll: EventSpec<PlanarRollEvent> = {
  type: 'planarRoll',
  group: 'planar',
  fields: (v) => ({
    face: v.picklist(
      ['blank', 'chaos', 'planeswalker'],
      fieldMessage(
        words(
          /*i18n*/ {
            id: 'file.event.face',
            message: '"face" must be "planeswalker", "chaos" or "blank" (901.3a).',
          },
        ),
      ),
    ),
  }),
  turnBound: true,
  apply(game, event) {
    const r = planarSeat(game, event);
    if (!r.ok) return r;
    const seat = r.value;
    const { table } = game;
    if (!PLANAR_FACES.includes(event.face))
      return no(
        words(
          /*i18n*/ {
            id: 'event.planar.faces',
            message: 'The planar die shows "planeswalker", "chaos" or "blank", not {face}.',
          },
          { face: String(JSON.stringify(event.face)) },
        ),
        '901.3a',
      );
    const active = turnsOf(table).takingTurn(game, seat);
    const rule = playOf(table).planarRollRule;
    if (!active)
      return no(
        rule === '901.12d'
          ? words(
              /*i18n*/ {
                id: 'event.planar.notActive.team',
                message:
                  '{player} is not an active player; only a player whose turn it is rolls the planar die (either head of the active team, 901.12d).',
              },
              { player: table.players[seat]!.name },
            )
          : words(
              /*i18n*/ {
                id: 'event.planar.notActive',
                message:
                  '{player} is not an active player; only a player whose turn it is rolls the planar die.',
              },
              { player: table.players[seat]!.name },
            ),
        rule,
      );
    return ok(withGame(game, { planarRolls: bump(game.planarRolls, seat, 1) }));
  },
  describe: (e) =>
    words(
      /*i18n*/ {
        id: 'event.planarRoll',
        message:
          '{player} rolls the planar die: {face, select, planeswalker {the Planeswalker symbol} chaos {chaos} other {blank}}',
      },
      { player: e.player, face: e.face },
    ),
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

/** 901.11: a player planeswalks (the Planeswalker symbol, a phenomenon, or an ability said so). */
export type PlaneswalkEvent = { type: 'planeswalk'; player: string };

export const planeswalk: EventSpec<PlaneswalkEvent> = {
  type: 'planeswalk',
  group: 'planar',
  fields: () => ({}),
  turnBound: true,
  // 901.11a: any player an ability tells to planeswalk does.
  apply: (game, event) => {
    const r = planarSeat(game, event);
    return r.ok ? ok(game) : r;
  },
  describe: (e) =>
    words(
      /*i18n*/ { id: 'event.planeswalk', message: '{player} planeswalks' },
      {
        player: e.player,
      },
    ),
  link: { since: 4, tagged: true, forms: [{ code: 9 }] },
};
