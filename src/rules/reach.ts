// What a plane's abilities reach (801.19, 901.13). Only the what-if tools ask, so this module is
// kept out of the engine's barrel and the start-up bundle: import it from 'rules/reach'.
import { inRange } from './seats';
import type { Game } from './state';
import { reasonOf, type Reason } from './terms';
import { playOf } from './variants';
import { words } from './words';

/**
 * What a plane's abilities reach (801.19, 901.13): every player in the game, except in Grand
 * Melee with limited range of influence, where a plane reaches its controller's range.
 */
export function planeReach(game: Game, controller: number): { seats: number[]; reason: Reason } {
  const { table } = game;
  const name = table.players[controller]!.name;
  const range = table.players[controller]!.range;
  if (playOf(table).planeReach === 'range' && range !== null)
    return {
      seats: inRange(game, controller),
      reason: reasonOf(
        true,
        words(
          /*i18n*/ {
            id: 'why.plane.range',
            message:
              "In Grand Melee planes keep to limited range: {name}'s plane reaches the players within {name}'s range of influence {range}.",
          },
          { name, range },
        ),
        '801.19',
      ),
    };
  const all = game.inGame.flatMap((inn, s) => (inn ? [s] : []));
  return {
    seats: all,
    reason: reasonOf(
      true,
      range === null
        ? words(
            /*i18n*/ {
              id: 'why.plane.all',
              message: "{name}'s plane reaches every player still in the game.",
            },
            { name },
          )
        : words(
            /*i18n*/ {
              id: 'why.plane.ignoresRange',
              message:
                "Planes ignore limited range of influence outside Grand Melee, so {name}'s plane reaches every player still in the game, not only those within range {range}.",
            },
            { name, range },
          ),
      range === null ? '901.7' : '901.13',
    ),
  };
}
