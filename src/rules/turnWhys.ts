// The whys of each turn policy (turns/): whose turn it is, why a Grand Melee marker runs or waits
// (807.4c–g, 807.4i), a latecomer's first turn, an extra turn. Lazy, with the other whys.
import { leftOf, rightOf } from './ring';
import type { Game, Marker } from './state';
import type { Reason } from './terms';
import { turnsOf, type TurnsName } from './turns';
import { playOf } from './variants';
import { isOpponent, names, nm, no, yes } from './whyWords';

export interface TurnWhys {
  /** The rules the whys cite: ranges fixed as a turn begins (801.2c, 807.4h), when an extra turn
   * is taken (500.7, 807.4i), who controls the planes (901.6, 901.14a). */
  rules: { rangeFixed: string; extraTurn: string; planarControl: string };
  /** Whose turn it is and why, while the game runs. */
  turn(game: Game): Reason[];
  /** When a latecomer seated at `seat` (a house rule, 800.1) first takes a turn; null when
   * nothing can be said. */
  firstTurn(after: Game, seat: number): Reason | null;
  /** How an extra turn is taken, after "Ana will take an extra turn". */
  extraTurn: string;
}

/** Whose turn it is and why, one turn at a time (turn order to the left, shared team turns, extra
 * turns, 800.4g). */
function singleTurn(game: Game): Reason[] {
  const { table } = game;
  const c = game.current;
  const C = nm(game, c);
  const out: Reason[] = [];
  if (table.options.sharedTeamTurns) {
    const side = table.sides[table.players[c]!.side]!;
    out.push(
      yes(
        `Team ${side.name} (${names(
          game,
          side.seats.filter((s) => game.inGame[s]),
        )}) takes this turn together: teams take turns, not single players.`,
        '805.4',
      ),
    );
  }
  if (!game.inGame[c]) {
    out.push(
      yes(
        `${C} left during their own turn; the turn runs to its end with no active player, then the next player to the left goes.`,
        '800.4g',
      ),
    );
    return out;
  }
  if (game.currentIsExtra) {
    out.push(
      yes(
        `${C} is taking an extra turn, which comes straight after the turn that gave it.`,
        '500.7',
      ),
    );
  } else if (game.turn === 1) {
    out.push(
      yes(
        `${C} was chosen to go first${table.options.sharedTeamTurns ? ' for their team' : ''}.`,
        table.options.sharedTeamTurns ? '805.3' : '103.2',
      ),
    );
  } else {
    const before = prevPresent(game, c);
    out.push(
      yes(
        `Turns pass to the left: ${C} is the next player${table.options.sharedTeamTurns ? ' of another team' : ''} to the left of ${before >= 0 ? nm(game, before) : 'the last player'} still in the game.`,
        playOf(table).turnOrderRule,
      ),
    );
  }
  return out;
}

/** The nearest player to the right of `seat` who is still in the game (who played before). */
function prevPresent(game: Game, seat: number): number {
  const n = game.inGame.length;
  for (let k = 1; k < n; k++) {
    const s = (seat - k + n) % n;
    if (game.inGame[s] && (!game.table.options.sharedTeamTurns || isOpponent(game, s, seat)))
      return s;
  }
  return -1;
}

/** Whose turns are running, one for each turn marker, and why each marker runs or waits (807.4). */
function markerTurns(game: Game): Reason[] {
  const running = game.markers.filter((m) => m.takingTurn);
  return [
    yes(
      `In Grand Melee several players take turns at once, one for each turn marker: ${running.length} ${running.length === 1 ? 'turn is' : 'turns are'} running now.`,
      '807.4',
    ),
    ...game.markers
      .slice()
      .sort((x, y) => x.number - y.number)
      .flatMap((m) => markerReasonRaw(game, m.number)),
  ];
}

/** The marker nearest within three seats to the left of `seat` (players still in, 807.4d), if any. */
function blockerLeft(game: Game, seat: number): { marker: Marker; seats: number } | null {
  const n = game.inGame.length;
  let counted = 0;
  for (let k = 1; k < n && counted < 3; k++) {
    const s = (seat + k) % n;
    if (s === seat) break;
    // A 2005 marker waiting with its passer holds nobody back (608.4c, as turns/markers.ts reads it).
    const m = game.markers
      .filter((x) => x.holder === s && !x.passing)
      .sort((x, y) => x.number - y.number)[0];
    if (m) return { marker: m, seats: counted + 1 };
    if (game.inGame[s]) counted++;
  }
  return null;
}

/** Why a Grand Melee turn marker is running, waiting, or marked for removal (807.4c–g, 807.4i). */
export function markerReasonRaw(game: Game, number: number): Reason[] {
  const m = game.markers.find((x) => x.number === number);
  if (!m) return [no(`There is no turn marker ${number} in the game now.`, '807.4g')];
  const H = nm(game, m.holder);
  const out: Reason[] = [];
  if (m.takingTurn) {
    out.push(
      game.inGame[m.holder]
        ? yes(`Marker ${number}: ${H} holds it and is taking a turn with it.`, '807.4')
        : yes(
            `Marker ${number}: ${H} left during their turn; that turn runs to its end, then the marker goes to the next player to the left.`,
            '807.4c',
          ),
    );
  } else {
    const same = game.markers.find(
      (x) => x !== m && x.holder === m.holder && (x.takingTurn || x.arrived < m.arrived),
    );
    const to = m.passing ? leftOf(game.inGame, m.holder) : m.holder;
    const block = blockerLeft(game, to);
    if (m.passing)
      // 608.4c (2005): a marker can't be received with another within three seats on the left.
      out.push(
        yes(
          `Marker ${number} waits with ${H}, who passed it: ${nm(game, to)} can't receive it while ${block ? `marker ${block.marker.number} (held by ${nm(game, block.marker.holder)})` : 'another marker'} is within three seats to their left.`,
          '807.4d',
        ),
      );
    else if (same)
      out.push(
        yes(
          `Marker ${number} waits: ${H} also holds marker ${same.number}, which came first and is used first.`,
          '807.4d',
        ),
      );
    else if (block)
      out.push(
        yes(
          `Marker ${number} waits: ${H} can't begin a turn while marker ${block.marker.number} (held by ${nm(game, block.marker.holder)}) is within three seats to ${H}'s left; it begins once that marker moves on.`,
          m.extraAfter > 0 ? '807.4i' : '807.4d',
        ),
      );
    else out.push(yes(`Marker ${number} waits for ${H}'s turn to begin.`, '807.4d'));
  }
  if (m.removals > 0) {
    const players = game.inGame.filter(Boolean).length;
    out.push(
      yes(
        `Marker ${number} is designated for removal${m.removals > 1 ? ` ${m.removals} times` : ''}: with ${players} players left the game needs ${Math.max(1, Math.floor(players / 4))} ${Math.floor(players / 4) === 1 ? 'marker' : 'markers'} (one per full four), so when ${H}'s turn ends it is removed instead of passed.`,
        m.removals > 1 ? '807.4g' : '807.4e',
      ),
    );
  }
  return out;
}

const TURN_WHYS: { readonly [K in TurnsName]: TurnWhys } = {
  'one-at-a-time': {
    rules: { rangeFixed: '801.2c', extraTurn: '500.7', planarControl: '901.6' },
    turn: singleTurn,
    firstTurn(after, seat) {
      const before = rightOf(after.inGame, seat);
      if (before < 0) return null;
      const P = nm(after, seat);
      return yes(
        before === after.current
          ? `Turns pass to the left, so ${P} takes the very next turn, after ${nm(after, before)}'s.`
          : `Turns pass to the left, so ${P} first takes a turn right after ${nm(after, before)}'s next one.`,
        playOf(after.table).turnOrderRule,
      );
    },
    extraTurn: ' straight after this one',
  },
  'turn-markers': {
    rules: { rangeFixed: '807.4h', extraTurn: '807.4i', planarControl: '901.14a' },
    turn: markerTurns,
    firstTurn: (after, seat) =>
      yes(
        `${nm(after, seat)} holds no turn marker: their first turn begins when a marker is passed to them.`,
        '807.4',
      ),
    extraTurn: ' with a turn marker',
  },
};

/** The turn whys of a table's turn policy. */
export const turnWhysOf = (table: Game['table']): TurnWhys => TURN_WHYS[turnsOf(table).name];
