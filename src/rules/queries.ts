// Everything the screens and the command line show is a question asked of a Game. Nothing here
// changes state; every "no" comes with a sentence of our own and a rule number.
import { derive, opponentChoosers } from './derive';
import { basisRing, inRange, ringFor, type Game } from './game';
import { hasTurnMarkers } from './variants';
import { attackLimitRule, attackRuling } from './attack';
import { distance, leftOf, rightOf, withinRange } from './ring';
import type { Reason } from './types';

const yes = (text: string, rule: string): Reason => ({ ok: true, text, rule });
const no = (text: string, rule: string): Reason => ({ ok: false, text, rule });

const name = (game: Game, s: number) => game.table.players[s]!.name;
const opponents = (game: Game, a: number, b: number) =>
  game.table.players[a]!.side !== game.table.players[b]!.side;

export { derive, inRange, opponentChoosers };

function isInRange(game: Game, a: number, b: number): boolean {
  if (!game.inGame[a] || !game.inGame[b]) return false;
  const r = game.table.players[a]!.range;
  return r === null || distance(basisRing(game), a, b) <= r;
}

/** Why b is or isn't within a's range, naming the seats counted (801.2, 801.2c, 807.4h). */
export function rangeReason(game: Game, a: number, b: number, rule: string): Reason {
  const range = game.table.players[a]!.range;
  if (range === null) return yes(`${name(game, a)} has unlimited range of influence.`, '801');
  const d = distance(basisRing(game), a, b);
  if (d <= range)
    return yes(
      `${name(game, b)} is ${seats(d)} from ${name(game, a)}, within range ${range}.`,
      rule,
    );
  // Would the seats close up if the range were counted now? Then a departure made the gap.
  const now = distance(ringFor(game.inGame), a, b);
  if (now <= range) {
    return no(
      `${name(game, b)} is outside ${name(game, a)}'s range ${range}: range was fixed when this turn began, when ${name(game, b)} was ${seats(d)} away. The seat that emptied closes when the next turn begins.`,
      hasTurnMarkers(game.table) ? '807.4h' : '801.2c',
    );
  }
  return no(
    `${name(game, b)} is ${seats(d)} from ${name(game, a)}; ${name(game, a)}'s range of influence is ${range}.`,
    rule,
  );
}

const seats = (d: number) => (d === 1 ? '1 seat' : `${d} seats`);

/** May a's creatures attack b (if it were a's combat)? 801.3, 802, 803, 809.3c, 810.7a, 811.4. */
export function attackVerdict(game: Game, a: number, b: number): Reason {
  const { table } = game;
  const A = name(game, a);
  const B = name(game, b);
  if (game.over) return no('The game is over.', '104.2a');
  if (!game.inGame[a]) return no(`${A} has left the game.`, '800.4');
  if (a === b) return no(`${A} can't attack themselves: only opponents are attacked.`, '102.3');
  if (!game.inGame[b]) return no(`${B} has left the game and can't be attacked.`, '800.4');
  if (!opponents(game, a, b)) return no(`${B} is ${A}'s teammate, not an opponent.`, '102.3');
  const range = rangeReason(game, a, b, '801.3');
  if (!range.ok) return range;

  const left = leftOf(game.inGame, a);
  const right = rightOf(game.inGame, a);
  const ruling = attackRuling(table, b, left, right);
  switch (ruling) {
    case 'group':
      return yes(`${A}'s team attacks ${B}'s team as a group.`, attackLimitRule(table));
    case 'not-adjacent':
      return no(
        `${B} isn't seated next to ${A}; ${A} may attack only an opponent in the seat beside them.`,
        attackLimitRule(table),
      );
    case 'adjacent':
      return yes(`${B} is an opponent seated next to ${A}.`, attackLimitRule(table));
    case 'left':
    case 'right':
      return yes(
        `${B} is the opponent immediately to ${A}'s ${ruling}${range.rule === '801' ? '' : `, within range ${table.players[a]!.range}`}.`,
        ruling === 'left' ? '803.1a' : '803.1b',
      );
    case 'not-left':
    case 'not-right': {
      const side = ruling === 'not-left' ? 'left' : 'right';
      const near = side === 'left' ? left : right;
      const rule = side === 'left' ? '803.1a' : '803.1b';
      if (near >= 0 && !opponents(game, a, near))
        return no(
          `With attack ${side}, ${A} may attack only the player immediately to the ${side}, and that is teammate ${name(game, near)}.`,
          rule,
        );
      return no(
        `With attack ${side}, ${A} may attack only the opponent immediately to the ${side}${near >= 0 ? `, ${name(game, near)}` : ''}.`,
        rule,
      );
    }
  }
  if (table.players[a]!.range !== null)
    return yes(
      `${B} is an opponent within ${A}'s range of influence ${table.players[a]!.range}.`,
      '801.3',
    );
  return yes(
    `${B} is an opponent of ${A}.`,
    table.options.attack === 'multiple' ? '802.1' : '102.3',
  );
}

/** For every other player: may a attack them, and why (or why not). */
export function explainAttacks(game: Game, a: number): { seat: number; reason: Reason }[] {
  return game.table.players
    .filter((p) => p.seat !== a)
    .map((p) => ({ seat: p.seat, reason: attackVerdict(game, a, p.seat) }));
}

/** Can a's spells and abilities target (801.4) or a choose (801.5a) player b? */
export function targetVerdict(game: Game, a: number, b: number): Reason {
  if (!game.inGame[a]) return no(`${name(game, a)} has left the game.`, '800.4');
  if (!game.inGame[b]) return no(`${name(game, b)} has left the game.`, '800.4');
  if (a === b) return yes(`A player is always within their own range of influence.`, '801.2b');
  return rangeReason(game, a, b, '801.4');
}

/**
 * Players within range of both a and b: what a choice a hands to b may pick (801.5a), and what
 * a's permanent sees when it looks at b's side of the table (801.11).
 */
export function sharedRange(game: Game, a: number, b: number): number[] {
  const theirs = new Set(inRange(game, b));
  return inRange(game, a).filter((s) => theirs.has(s));
}

/** Who makes the choice, with the reason (801.5a or 801.5c). */
export function opponentChoiceReason(game: Game, a: number): Reason {
  const who = opponentChoosers(game, a, inRange(game, a));
  if (who.length === 0)
    return no(`${name(game, a)} has no opponent left to make the choice.`, '801.5c');
  if (who.length === 1 && !isInRange(game, a, who[0]!))
    return yes(
      `No opponent is within ${name(game, a)}'s range, so the closest opponent to the left, ${name(game, who[0]!)}, chooses.`,
      '801.5c',
    );
  return yes(
    `${name(game, a)} picks one of the opponents within range: ${who.map((s) => name(game, s)).join(', ')}.`,
    '801.5a',
  );
}

/**
 * Seats that are not in a player's range now but will be when the next turn begins: the gap
 * left by players who left during this turn (801.2c, 807.4h).
 */
export function pendingRange(game: Game, seat: number): number[] {
  if (!game.inGame[seat] || game.over) return [];
  const now = new Set(inRange(game, seat));
  return withinRange(ringFor(game.inGame), seat, game.table.players[seat]!.range).filter(
    (s) => !now.has(s),
  );
}

/** The turns that can be ended now, each with the event that ends it (807.4: one per running marker). */
export function turnEnders(game: Game): {
  event: { type: 'endTurn'; player?: string; marker?: number };
  seat: number;
  marker: number | null;
}[] {
  if (game.over) return [];
  if (hasTurnMarkers(game.table))
    return game.markers
      .filter((m) => m.takingTurn)
      .sort((a, b) => a.number - b.number)
      .map((m) => ({
        // Name the holder so the history reads well; a holder who left is named by the marker (807.4c).
        event: game.inGame[m.holder]
          ? { type: 'endTurn' as const, player: name(game, m.holder) }
          : { type: 'endTurn' as const, marker: m.number },
        seat: m.holder,
        marker: m.number,
      }));
  return [
    {
      event: { type: 'endTurn' as const, player: name(game, game.current) },
      seat: game.current,
      marker: null,
    },
  ];
}

/** Why some players are not yet in a player's range although they now sit within it (801.2c, 807.4h). */
export function pendingRangeReason(game: Game, seat: number): Reason | null {
  const pending = pendingRange(game, seat);
  if (pending.length === 0) return null;
  const names = pending.map((s) => name(game, s));
  const list =
    names.length === 1
      ? names[0]!
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return yes(
    `${list} ${names.length === 1 ? 'comes' : 'come'} into ${name(game, seat)}'s range when the next turn begins: the seats between emptied during this turn, and range is fixed as each turn begins.`,
    hasTurnMarkers(game.table) ? '807.4h' : '801.2c',
  );
}
