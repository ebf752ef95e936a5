// One turn at a time, to the left (101.4, 808.4, 809.4), by team with shared team turns (805.4):
// extra turns right after the running one (500.7), planes with the active player (901.6, 901.12b).
import { usesPlanechase } from '../planar';
import { leftOf, rightOf } from '../ring';
import { seatOf } from '../seats';
import { withGame, type Game } from '../state';
import type { Result } from '../terms';
import { words } from '../words';
import { noSuchPlayer } from '../seats';
import { no, ok, type TurnEnd, type TurnPolicy } from './policy';

function takerSide(game: Game, seat: number): number {
  return game.table.players[seat]!.side;
}

/** Whether `seat` is taking the turn that is running now (the whole active team with 805.4). */
export function takesCurrentTurn(game: Game, seat: number): boolean {
  if (game.current < 0) return false;
  if (game.table.options.sharedTeamTurns)
    return takerSide(game, seat) === takerSide(game, game.current);
  return seat === game.current;
}

function endSingleTurn(game: Game, event: TurnEnd): Result<Game> {
  const { table } = game;
  if (event.marker !== undefined)
    return no(
      words(
        /*i18n*/ {
          id: 'turn.markersOnlyMelee',
          message: 'Turn markers are used only in Grand Melee.',
        },
      ),
      '807.4',
    );
  if (event.player !== undefined) {
    const seat = seatOf(table, event.player);
    if (seat < 0) return no(noSuchPlayer(event.player));
    if (!takesCurrentTurn(game, seat))
      return no(
        words(
          /*i18n*/ {
            id: 'turn.notTheirs',
            message: "{player} is not taking a turn; it is {current}'s turn.",
          },
          { player: event.player, current: table.players[game.current]!.name },
        ),
        table.options.sharedTeamTurns ? '805.4' : undefined,
      );
  }
  // The latest extra turn still owed to a player in the game comes first (500.7).
  const extras = game.extraTurns.slice();
  while (extras.length && !game.inGame[extras[extras.length - 1]!]) extras.pop();
  let current: number;
  let lastNormal = game.lastNormal;
  const isExtra = extras.length > 0;
  if (isExtra) current = extras.pop()!;
  else {
    current = nextTaker(game, game.lastNormal);
    lastNormal = current;
  }
  return ok(
    withGame(game, {
      current,
      lastNormal,
      currentIsExtra: isExtra,
      extraTurns: extras,
      rangeBasis: game.inGame,
      turn: game.turn + 1,
      // 901.6: a different player became active, so control follows them again; 901.9: the die's
      // cost starts again from nothing each turn.
      planarHandover: null,
      planarRolls: game.planarRolls.length ? game.planarRolls.map(() => 0) : game.planarRolls,
    }),
  );
}

/** The next player (or team, 805.4) to the left still in the game (800.4g: even if the last one left). */
function nextTaker(game: Game, from: number): number {
  const { table, inGame } = game;
  if (!table.options.sharedTeamTurns) return leftOf(inGame, from);
  const side = takerSide(game, from);
  const n = inGame.length;
  for (let k = 1; k < n; k++) {
    const s = (from + k) % n;
    if (inGame[s] && table.players[s]!.side !== side)
      return primaryOf(game, table.players[s]!.side);
  }
  return from;
}

/** 805.2: the team's rightmost player still in the game leads its shared turn. */
export function primaryOf(game: Pick<Game, 'table' | 'inGame'>, side: number): number {
  const { table, inGame } = game;
  const seats = table.sides[side]!.seats.filter((s) => inGame[s]);
  if (seats.length === 0) return table.sides[side]!.seats[0]!;
  // The rightmost is the one with no present teammate on its right.
  return (
    seats.find((s) => {
      const r = rightOf(inGame, s);
      return r < 0 || table.players[r]!.side !== side;
    }) ?? seats[0]!
  );
}

/** 901.6: the active player controls the plane; 901.12b: the active team's primary player. */
function planarControllers(game: Game): number[] {
  const { table } = game;
  if (game.planarHandover !== null) return [game.planarHandover];
  if (table.options.sharedTeamTurns) return [primaryOf(game, table.players[game.current]!.side)];
  return [game.current];
}

/**
 * 800.4i, 901.6, 901.12b: when the planar controller would leave, the next player in turn order
 * who stays (the primary of the next team that stays, with shared turns) becomes controller first.
 * Returns the new hand-over seat (null when control simply follows the active player again).
 */
function handoverOnLeave(
  before: Game,
  after: Game,
  leaving: ReadonlySet<number>,
  controller: number,
): number | null {
  const { table } = before;
  const inGameAfter = after.inGame;
  if (!leaving.has(controller)) return before.planarHandover;
  if (table.options.sharedTeamTurns) {
    const side = table.players[controller]!.side;
    // A teammate stays: the team's new primary player keeps its turn and the plane.
    if (table.sides[side]!.seats.some((s) => inGameAfter[s])) return primaryOf(after, side);
  }
  const next = leftOf(inGameAfter, controller);
  if (next < 0) return null;
  return table.options.sharedTeamTurns ? primaryOf(after, table.players[next]!.side) : next;
}

export const SINGLE_TURNS: TurnPolicy = {
  name: 'one-at-a-time',
  begin: (table) => ({ turn: 1, current: table.startingSeat, markers: [], owedBefore: [] }),
  takingTurn: takesCurrentTurn,
  takingTurns(game) {
    const { current, table } = game;
    const out = new Uint8Array(game.inGame.length);
    if (current < 0) return out;
    if (!table.options.sharedTeamTurns) out[current] = 1;
    else for (const s of table.sides[table.players[current]!.side]!.seats) out[s] = 1;
    return out;
  },
  end: (game, event) => endSingleTurn(game, event),
  // 500.7: extra turns come right after the current one, the latest granted first.
  extraTurn: (game, seat) => withGame(game, { extraTurns: [...game.extraTurns, seat] }),
  // A turn begins only when one ends.
  afterEvent: (game) => game,
  afterDeparture(game, before, gone) {
    // 800.4i, 901.6, 901.12b: the planar controller hands over before leaving.
    if (!usesPlanechase(before.table) || before.over) return game;
    const [controller] = planarControllers(before);
    if (controller === undefined) return game;
    return withGame(game, {
      planarHandover: handoverOnLeave(before, game, new Set(gone), controller),
    });
  },
  enders: (game) => [
    {
      event: { type: 'endTurn', player: game.table.players[game.current]!.name },
      seat: game.current,
      marker: null,
    },
  ],
  planarControllers,
  priority: () => null,
};
