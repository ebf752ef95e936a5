// The reasons behind the table's answers, as sentences of our own with rule numbers: whether a
// may attack, target or hand a choice to b, and why a range will change. Only the panels that
// explain ask, and they load later, so this module is kept out of the engine's barrel and the
// start-up bundle: import it from 'rules/reasons'.
import { attackLimitRule, attackRuling } from './attack';
import { basisRing, ringFor } from './seats';
import type { Game } from './state';
import { inRange, opponentChoosers, pendingRange } from './queries';
import { distance, leftOf, rightOf } from './ring';
import type { Reason } from './terms';
import { citeIn, textNote } from './editionRules';
import { turnWhysOf } from './turnWhys';

const yes = (text: string, rule: string): Reason => ({ ok: true, text, rule });
const no = (text: string, rule: string): Reason => ({ ok: false, text, rule });

const name = (game: Game, s: number) => game.table.players[s]!.name;
const opponents = (game: Game, a: number, b: number) =>
  game.table.players[a]!.side !== game.table.players[b]!.side;

function isInRange(game: Game, a: number, b: number): boolean {
  if (!game.inGame[a] || !game.inGame[b]) return false;
  const r = game.table.players[a]!.range;
  return r === null || distance(basisRing(game), a, b) <= r;
}

/** Why b is or isn't within a's range, naming the seats counted (801.2, 801.2c, 807.4h). */
function rangeReasonRaw(game: Game, a: number, b: number, rule: string): Reason {
  const range = game.table.players[a]!.range;
  if (range === null) return yes(`${name(game, a)} has unlimited range of influence.`, '801');
  // A latecomer dealt in (a house rule) after this turn began is not among the seats counted.
  const late = [a, b].find((s) => game.inGame[s] && !game.rangeBasis[s]);
  if (late !== undefined)
    return no(
      `${name(game, late)} joined after this turn began, and ranges are counted among the players in the game when it began: ${name(game, late)} is in no one's range, and no one in theirs, until the next turn begins.`,
      turnWhysOf(game.table).rules.rangeFixed,
    );
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
      turnWhysOf(game.table).rules.rangeFixed,
    );
  }
  return no(
    `${name(game, b)} is ${seats(d)} from ${name(game, a)}; ${name(game, a)}'s range of influence is ${range}.`,
    rule,
  );
}

const seats = (d: number) => (d === 1 ? '1 seat' : `${d} seats`);

/** May a's creatures attack b (if it were a's combat)? 801.3, 802, 803, 809.3c, 810.7a, 811.4. */
function attackVerdictRaw(game: Game, a: number, b: number): Reason {
  const { table } = game;
  const A = name(game, a);
  const B = name(game, b);
  if (game.over) return no('The game is over.', '104.1');
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
    case 'group': {
      // Today's view of 810.7a is the 2011 text (our recent text starts later): say so.
      const rule = attackLimitRule(table);
      const note = textNote(table.edition, rule);
      return yes(
        `${A}'s team attacks ${B}'s team as a group${note ? ` (${rule} ${note})` : ''}.`,
        rule,
      );
    }
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
function explainAttacksRaw(game: Game, a: number): { seat: number; reason: Reason }[] {
  return game.table.players
    .filter((p) => p.seat !== a)
    .map((p) => ({ seat: p.seat, reason: attackVerdictRaw(game, a, p.seat) }));
}

/** Can a's spells and abilities target (801.4) or a choose (801.5a) player b? */
function targetVerdictRaw(game: Game, a: number, b: number): Reason {
  if (!game.inGame[a]) return no(`${name(game, a)} has left the game.`, '800.4');
  if (!game.inGame[b]) return no(`${name(game, b)} has left the game.`, '800.4');
  if (a === b) return yes(`A player is always within their own range of influence.`, '801.2b');
  return rangeReason(game, a, b, '801.4');
}

/** Who makes the choice, with the reason (801.5a or 801.5c). */
function opponentChoiceReasonRaw(game: Game, a: number): Reason {
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

/** Why some players are not yet in a player's range although they now sit within it (801.2c, 807.4h). */
function pendingRangeReasonRaw(game: Game, seat: number): Reason | null {
  const pending = pendingRange(game, seat);
  if (pending.length === 0) return null;
  const names = pending.map((s) => name(game, s));
  const list =
    names.length === 1
      ? names[0]!
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return yes(
    `${list} ${names.length === 1 ? 'comes' : 'come'} into ${name(game, seat)}'s range when the next turn begins: the seats between emptied during this turn, and range is fixed as each turn begins.`,
    turnWhysOf(game.table).rules.rangeFixed,
  );
}

/**
 * Where a latecomer dealt in (a house rule) stands, in `after`, the game with them seated: the
 * house rule itself, their first turn, who will have them in range and whom they will reach once
 * the next turn begins (801.2c), their life, and Grand Melee's markers.
 */
export function latecomerReasons(after: Game, seat: number, lifeWhy: string): Reason[] {
  const { table } = after;
  const P = name(after, seat);
  const out: Reason[] = [
    yes(
      `${P} joins a game already under way: a house rule, since a game begins with its players.`,
      '800.1',
    ),
  ];
  const before = rightOf(after.inGame, seat);
  const after1 = leftOf(after.inGame, seat);
  if (before >= 0 && after1 >= 0)
    out.push(
      yes(
        `${P} sits between ${name(after, before)} (to the right) and ${name(after, after1)} (to the left).`,
        '800.1',
      ),
    );
  const first = turnWhysOf(table).firstTurn(after, seat);
  if (first) out.push(first);
  // Ranges as they will be counted once the next turn begins (everyone now in the game).
  const ring = ringFor(after.inGame);
  const others = table.players.filter((p) => p.seat !== seat && after.inGame[p.seat]);
  const reachedBy = others.filter(
    (p) => p.range === null || distance(ring, p.seat, seat) <= p.range,
  );
  const own = table.players[seat]!.range;
  const reaches = others.filter((p) => own === null || distance(ring, seat, p.seat) <= own);
  const list = (ps: typeof others) =>
    ps.length === 0
      ? 'no one'
      : ps.length === 1
        ? ps[0]!.name
        : `${ps
            .slice(0, -1)
            .map((p) => p.name)
            .join(', ')} and ${ps.at(-1)!.name}`;
  out.push(
    yes(
      `Until the next turn begins ${P} is in no one's range and has no one in theirs. From then, ${list(reachedBy)} ${reachedBy.length === 1 ? 'has' : 'have'} ${P} in range, and ${P}'s range${own === null ? ' (unlimited)' : ` of ${own}`} reaches ${list(reaches)}.`,
      turnWhysOf(table).rules.rangeFixed,
    ),
  );
  out.push(
    yes(
      `${P} starts with ${after.counters.life?.[seat] ?? table.startingLife} life: ${lifeWhy}.`,
      table.format === 'brawl' ? '903.12f' : table.format === 'commander' ? '903.7' : '103.3',
    ),
  );
  return out;
}

// What the panels call: the same reasons, citing the table's own edition of the rules (601.3
// under the 2005 rules where the current ones say 801.3).
const cite = (game: Game, r: Reason): Reason => citeIn(game.table.edition, r);

/** Why b is or isn't within a's range, naming the seats counted (801.2, 801.2c, 807.4h). */
export const rangeReason = (game: Game, a: number, b: number, rule: string): Reason =>
  cite(game, rangeReasonRaw(game, a, b, rule));
/** May a's creatures attack b (if it were a's combat)? */
export const attackVerdict = (game: Game, a: number, b: number): Reason =>
  cite(game, attackVerdictRaw(game, a, b));
/** For every other player: may a attack them, and why (or why not). */
export const explainAttacks = (game: Game, a: number): { seat: number; reason: Reason }[] =>
  explainAttacksRaw(game, a).map((x) => ({ seat: x.seat, reason: cite(game, x.reason) }));
/** Can a's spells and abilities target (801.4) or a choose (801.5a) player b? */
export const targetVerdict = (game: Game, a: number, b: number): Reason =>
  cite(game, targetVerdictRaw(game, a, b));
/** Who makes the choice, with the reason (801.5a or 801.5c). */
export const opponentChoiceReason = (game: Game, a: number): Reason =>
  cite(game, opponentChoiceReasonRaw(game, a));
/** Why some players are not yet in a player's range although they now sit within it. */
export const pendingRangeReason = (game: Game, seat: number): Reason | null => {
  const r = pendingRangeReasonRaw(game, seat);
  return r && cite(game, r);
};
