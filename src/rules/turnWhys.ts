// The whys of each turn policy (turns/): whose turn it is, why a Grand Melee marker runs or waits
// (807.4c–g, 807.4i), a latecomer's first turn, an extra turn. Lazy, with the other whys.
import { leftOf, rightOf } from './ring';
import type { Game, Marker } from './state';
import type { Reason } from './terms';
import { turnsOf, type TurnsName } from './turns';
import { playOf } from './variants';
import { words, type Words } from './words';
import { isOpponent, nameList, nm, no, yes } from './whyWords';

export interface TurnWhys {
  /** The rules the whys cite: ranges fixed as a turn begins (801.2c, 807.4h), when an extra turn
   * is taken (500.7, 807.4i), who controls the planes (901.6, 901.14a). */
  rules: { rangeFixed: string; extraTurn: string; planarControl: string };
  /** Whose turn it is and why, while the game runs. */
  turn(game: Game): Reason[];
  /** When a latecomer seated at `seat` (a house rule, 800.1) first takes a turn; null when
   * nothing can be said. */
  firstTurn(after: Game, seat: number): Reason | null;
  /** "Ana will take an extra turn", saying how it is taken (straight after, or with a marker). */
  extraTurn(player: string): Words;
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
        words(
          /*i18n*/ {
            id: 'why.turn.team',
            message:
              'Team {team} ({names}) takes this turn together: teams take turns, not single players.',
          },
          {
            team: side.name,
            names: nameList(
              game,
              side.seats.filter((s) => game.inGame[s]),
            ),
          },
        ),
        '805.4',
      ),
    );
  }
  if (!game.inGame[c]) {
    out.push(
      yes(
        words(
          /*i18n*/ {
            id: 'why.turn.leftOwn',
            message:
              '{C} left during their own turn; the turn runs to its end with no active player, then the next player to the left goes.',
          },
          { C },
        ),
        '800.4g',
      ),
    );
    return out;
  }
  if (game.currentIsExtra) {
    out.push(
      yes(
        words(
          /*i18n*/ {
            id: 'why.turn.extra',
            message:
              '{C} is taking an extra turn, which comes straight after the turn that gave it.',
          },
          { C },
        ),
        '500.7',
      ),
    );
  } else if (game.turn === 1) {
    out.push(
      yes(
        table.options.sharedTeamTurns
          ? words(
              /*i18n*/ {
                id: 'why.turn.first.team',
                message: '{C} was chosen to go first for their team.',
              },
              { C },
            )
          : words(/*i18n*/ { id: 'why.turn.first', message: '{C} was chosen to go first.' }, { C }),
        table.options.sharedTeamTurns ? '805.3' : '103.2',
      ),
    );
  } else {
    const before = prevPresent(game, c);
    out.push(
      yes(
        before < 0
          ? words(
              /*i18n*/ {
                id: 'why.turn.next.last',
                message:
                  '{team, select, yes {Turns pass to the left: {C} is the next player of another team to the left of the last player still in the game.} other {Turns pass to the left: {C} is the next player to the left of the last player still in the game.}}',
              },
              { C, team: table.options.sharedTeamTurns ? 'yes' : 'no' },
            )
          : words(
              /*i18n*/ {
                id: 'why.turn.next',
                message:
                  '{team, select, yes {Turns pass to the left: {C} is the next player of another team to the left of {B} still in the game.} other {Turns pass to the left: {C} is the next player to the left of {B} still in the game.}}',
              },
              { C, B: nm(game, before), team: table.options.sharedTeamTurns ? 'yes' : 'no' },
            ),
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
      words(
        /*i18n*/ {
          id: 'why.markers.running',
          message:
            'In Grand Melee several players take turns at once, one for each turn marker: {n, plural, one {# turn is} other {# turns are}} running now.',
        },
        { n: running.length },
      ),
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
  if (!m)
    return [
      no(
        words(
          /*i18n*/ {
            id: 'why.marker.none',
            message: 'There is no turn marker {number} in the game now.',
          },
          { number },
        ),
        '807.4g',
      ),
    ];
  const H = nm(game, m.holder);
  const out: Reason[] = [];
  if (m.takingTurn) {
    out.push(
      game.inGame[m.holder]
        ? yes(
            words(
              /*i18n*/ {
                id: 'why.marker.taking',
                message: 'Marker {number}: {H} holds it and is taking a turn with it.',
              },
              { number, H },
            ),
            '807.4',
          )
        : yes(
            words(
              /*i18n*/ {
                id: 'why.marker.holderLeft',
                message:
                  'Marker {number}: {H} left during their turn; that turn runs to its end, then the marker goes to the next player to the left.',
              },
              { number, H },
            ),
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
          block
            ? words(
                /*i18n*/ {
                  id: 'why.marker.passed',
                  message:
                    "Marker {number} waits with {H}, who passed it: {T} can't receive it while marker {other} (held by {O}) is within three seats to their left.",
                },
                {
                  number,
                  H,
                  T: nm(game, to),
                  other: block.marker.number,
                  O: nm(game, block.marker.holder),
                },
              )
            : words(
                /*i18n*/ {
                  id: 'why.marker.passed.another',
                  message:
                    "Marker {number} waits with {H}, who passed it: {T} can't receive it while another marker is within three seats to their left.",
                },
                { number, H, T: nm(game, to) },
              ),
          '807.4d',
        ),
      );
    else if (same)
      out.push(
        yes(
          words(
            /*i18n*/ {
              id: 'why.marker.same',
              message:
                'Marker {number} waits: {H} also holds marker {other}, which came first and is used first.',
            },
            { number, H, other: same.number },
          ),
          '807.4d',
        ),
      );
    else if (block)
      out.push(
        yes(
          words(
            /*i18n*/ {
              id: 'why.marker.blocked',
              message:
                "Marker {number} waits: {H} can't begin a turn while marker {other} (held by {O}) is within three seats to {H}'s left; it begins once that marker moves on.",
            },
            { number, H, other: block.marker.number, O: nm(game, block.marker.holder) },
          ),
          m.extraAfter > 0 ? '807.4i' : '807.4d',
        ),
      );
    else
      out.push(
        yes(
          words(
            /*i18n*/ {
              id: 'why.marker.waits',
              message: "Marker {number} waits for {H}'s turn to begin.",
            },
            { number, H },
          ),
          '807.4d',
        ),
      );
  }
  if (m.removals > 0) {
    const players = game.inGame.filter(Boolean).length;
    out.push(
      yes(
        words(
          /*i18n*/ {
            id: 'why.marker.removal',
            message:
              "{times, plural, one {Marker {number} is designated for removal: with {players, plural, one {# player} other {# players}} left the game needs {need, plural, one {# marker} other {# markers}} (one per full four), so when {H}'s turn ends it is removed instead of passed.} other {Marker {number} is designated for removal # times: with {players, plural, one {# player} other {# players}} left the game needs {need, plural, one {# marker} other {# markers}} (one per full four), so when {H}'s turn ends it is removed instead of passed.}}",
          },
          { number, H, times: m.removals, players, need: Math.max(1, Math.floor(players / 4)) },
        ),
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
      const B = nm(after, before);
      return yes(
        before === after.current
          ? words(
              /*i18n*/ {
                id: 'why.late.turn.next',
                message: "Turns pass to the left, so {P} takes the very next turn, after {B}'s.",
              },
              { P, B },
            )
          : words(
              /*i18n*/ {
                id: 'why.late.turn.later',
                message:
                  "Turns pass to the left, so {P} first takes a turn right after {B}'s next one.",
              },
              { P, B },
            ),
        playOf(after.table).turnOrderRule,
      );
    },
    extraTurn: (P) =>
      words(
        /*i18n*/ {
          id: 'why.extraTurn.next',
          message: '{P} will take an extra turn straight after this one.',
        },
        { P },
      ),
  },
  'turn-markers': {
    rules: { rangeFixed: '807.4h', extraTurn: '807.4i', planarControl: '901.14a' },
    turn: markerTurns,
    firstTurn: (after, seat) =>
      yes(
        words(
          /*i18n*/ {
            id: 'why.late.turn.marker',
            message:
              '{P} holds no turn marker: their first turn begins when a marker is passed to them.',
          },
          { P: nm(after, seat) },
        ),
        '807.4',
      ),
    extraTurn: (P) =>
      words(
        /*i18n*/ {
          id: 'why.extraTurn.marker',
          message: '{P} will take an extra turn with a turn marker.',
        },
        { P },
      ),
  },
};

/** The turn whys of a table's turn policy. */
export const turnWhysOf = (table: Game['table']): TurnWhys => TURN_WHYS[turnsOf(table).name];
