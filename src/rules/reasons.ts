// The reasons behind the table's answers, as sentences of our own with rule numbers: whether a
// may attack, target or hand a choice to b, and why a range will change. Only the panels that
// explain ask, and they load later, so this module is kept out of the engine's barrel and the
// start-up bundle: import it from 'rules/reasons'.
import { attackLimitRule, attackRuling } from './attack';
import { basisRing, ringFor } from './seats';
import type { Game } from './state';
import { inRange, opponentChoosers, pendingRange } from './queries';
import { distance, leftOf, rightOf } from './ring';
import { reasonOf, type Reason } from './terms';
import { words, type Words } from './words';
import { citeIn, textNote } from './editionRules';
import { turnWhysOf } from './turnWhys';

const yes = (text: Words | string, rule: string): Reason => reasonOf(true, text, rule);
const no = (text: Words | string, rule: string): Reason => reasonOf(false, text, rule);

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
  const A = name(game, a);
  const B = name(game, b);
  if (range === null)
    return yes(
      words(
        /*i18n*/ { id: 'why.range.unlimited', message: '{A} has unlimited range of influence.' },
        { A },
      ),
      '801',
    );
  // A latecomer dealt in (a house rule) after this turn began is not among the seats counted.
  const late = [a, b].find((s) => game.inGame[s] && !game.rangeBasis[s]);
  if (late !== undefined)
    return no(
      words(
        /*i18n*/ {
          id: 'why.range.latecomer',
          message:
            "{L} joined after this turn began, and ranges are counted among the players in the game when it began: {L} is in no one's range, and no one in theirs, until the next turn begins.",
        },
        { L: name(game, late) },
      ),
      turnWhysOf(game.table).rules.rangeFixed,
    );
  const d = distance(basisRing(game), a, b);
  if (d <= range)
    return yes(
      words(
        /*i18n*/ {
          id: 'why.range.within',
          message:
            '{B} is {d, plural, one {# seat} other {# seats}} from {A}, within range {range}.',
        },
        { A, B, d, range },
      ),
      rule,
    );
  // Would the seats close up if the range were counted now? Then a departure made the gap.
  const now = distance(ringFor(game.inGame), a, b);
  if (now <= range) {
    return no(
      words(
        /*i18n*/ {
          id: 'why.range.fixed',
          message:
            "{B} is outside {A}'s range {range}: range was fixed when this turn began, when {B} was {d, plural, one {# seat} other {# seats}} away. The seat that emptied closes when the next turn begins.",
        },
        { A, B, d, range },
      ),
      turnWhysOf(game.table).rules.rangeFixed,
    );
  }
  return no(
    words(
      /*i18n*/ {
        id: 'why.range.outside',
        message:
          "{B} is {d, plural, one {# seat} other {# seats}} from {A}; {A}'s range of influence is {range}.",
      },
      { A, B, d, range },
    ),
    rule,
  );
}

/** May a's creatures attack b (if it were a's combat)? 801.3, 802, 803, 809.3c, 810.7a, 811.4. */
function attackVerdictRaw(game: Game, a: number, b: number): Reason {
  const { table } = game;
  const A = name(game, a);
  const B = name(game, b);
  if (game.over)
    return no(words(/*i18n*/ { id: 'why.over', message: 'The game is over.' }), '104.1');
  if (!game.inGame[a]) return no(leftGame(A), '800.4');
  if (a === b)
    return no(
      words(
        /*i18n*/ {
          id: 'why.attack.self',
          message: "{A} can't attack themselves: only opponents are attacked.",
        },
        { A },
      ),
      '102.3',
    );
  if (!game.inGame[b])
    return no(
      words(
        /*i18n*/ { id: 'why.attack.gone', message: "{B} has left the game and can't be attacked." },
        { B },
      ),
      '800.4',
    );
  if (!opponents(game, a, b))
    return no(
      words(
        /*i18n*/ { id: 'why.attack.teammate', message: "{B} is {A}'s teammate, not an opponent." },
        { A, B },
      ),
      '102.3',
    );
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
        note
          ? words(
              /*i18n*/ {
                id: 'why.attack.group.note',
                message: "{A}'s team attacks {B}'s team as a group ({rule} {note}).",
              },
              { A, B, rule, note },
            )
          : words(
              /*i18n*/ {
                id: 'why.attack.group',
                message: "{A}'s team attacks {B}'s team as a group.",
              },
              { A, B },
            ),
        rule,
      );
    }
    case 'not-adjacent':
      return no(
        words(
          /*i18n*/ {
            id: 'why.attack.notAdjacent',
            message:
              "{B} isn't seated next to {A}; {A} may attack only an opponent in the seat beside them.",
          },
          { A, B },
        ),
        attackLimitRule(table),
      );
    case 'adjacent':
      return yes(
        words(
          /*i18n*/ { id: 'why.attack.adjacent', message: '{B} is an opponent seated next to {A}.' },
          { A, B },
        ),
        attackLimitRule(table),
      );
    case 'left':
    case 'right':
      return yes(
        range.rule === '801'
          ? words(
              /*i18n*/ {
                id: 'why.attack.side',
                message:
                  "{side, select, left {{B} is the opponent immediately to {A}'s left.} other {{B} is the opponent immediately to {A}'s right.}}",
              },
              { A, B, side: ruling },
            )
          : words(
              /*i18n*/ {
                id: 'why.attack.side.range',
                message:
                  "{side, select, left {{B} is the opponent immediately to {A}'s left, within range {range}.} other {{B} is the opponent immediately to {A}'s right, within range {range}.}}",
              },
              { A, B, side: ruling, range: table.players[a]!.range ?? 0 },
            ),
        ruling === 'left' ? '803.1a' : '803.1b',
      );
    case 'not-left':
    case 'not-right': {
      const side = ruling === 'not-left' ? 'left' : 'right';
      const near = side === 'left' ? left : right;
      const rule = side === 'left' ? '803.1a' : '803.1b';
      if (near >= 0 && !opponents(game, a, near))
        return no(
          words(
            /*i18n*/ {
              id: 'why.attack.side.teammate',
              message:
                '{side, select, left {With attack left, {A} may attack only the player immediately to the left, and that is teammate {T}.} other {With attack right, {A} may attack only the player immediately to the right, and that is teammate {T}.}}',
            },
            { A, side, T: name(game, near) },
          ),
          rule,
        );
      return no(
        near >= 0
          ? words(
              /*i18n*/ {
                id: 'why.attack.side.only',
                message:
                  '{side, select, left {With attack left, {A} may attack only the opponent immediately to the left, {N}.} other {With attack right, {A} may attack only the opponent immediately to the right, {N}.}}',
              },
              { A, side, N: name(game, near) },
            )
          : words(
              /*i18n*/ {
                id: 'why.attack.side.none',
                message:
                  '{side, select, left {With attack left, {A} may attack only the opponent immediately to the left.} other {With attack right, {A} may attack only the opponent immediately to the right.}}',
              },
              { A, side },
            ),
        rule,
      );
    }
  }
  const r = table.players[a]!.range;
  if (r !== null)
    return yes(
      words(
        /*i18n*/ {
          id: 'why.attack.inRange',
          message: "{B} is an opponent within {A}'s range of influence {range}.",
        },
        { A, B, range: r },
      ),
      '801.3',
    );
  return yes(
    words(/*i18n*/ { id: 'why.attack.opponent', message: '{B} is an opponent of {A}.' }, { A, B }),
    table.options.attack === 'multiple' ? '802.1' : '102.3',
  );
}

/** "Ana has left the game." */
const leftGame = (P: string) =>
  words(/*i18n*/ { id: 'why.leftGame', message: '{P} has left the game.' }, { P });

/** For every other player: may a attack them, and why (or why not). */
function explainAttacksRaw(game: Game, a: number): { seat: number; reason: Reason }[] {
  return game.table.players
    .filter((p) => p.seat !== a)
    .map((p) => ({ seat: p.seat, reason: attackVerdictRaw(game, a, p.seat) }));
}

/** Can a's spells and abilities target (801.4) or a choose (801.5a) player b? */
function targetVerdictRaw(game: Game, a: number, b: number): Reason {
  if (!game.inGame[a]) return no(leftGame(name(game, a)), '800.4');
  if (!game.inGame[b]) return no(leftGame(name(game, b)), '800.4');
  if (a === b)
    return yes(
      words(
        /*i18n*/ {
          id: 'why.target.self',
          message: 'A player is always within their own range of influence.',
        },
      ),
      '801.2b',
    );
  return rangeReason(game, a, b, '801.4');
}

/** Who makes the choice, with the reason (801.5a or 801.5c). */
function opponentChoiceReasonRaw(game: Game, a: number): Reason {
  const who = opponentChoosers(game, a, inRange(game, a));
  const A = name(game, a);
  if (who.length === 0)
    return no(
      words(
        /*i18n*/ {
          id: 'why.choice.none',
          message: '{A} has no opponent left to make the choice.',
        },
        { A },
      ),
      '801.5c',
    );
  if (who.length === 1 && !isInRange(game, a, who[0]!))
    return yes(
      words(
        /*i18n*/ {
          id: 'why.choice.nearest',
          message:
            "No opponent is within {A}'s range, so the closest opponent to the left, {O}, chooses.",
        },
        { A, O: name(game, who[0]!) },
      ),
      '801.5c',
    );
  // The names as a list value, so each language joins them its own way (ja 、, zh 、).
  return yes(
    words(
      /*i18n*/ {
        id: 'why.choice.picks',
        message: '{A} picks one of the opponents within range: {names}.',
      },
      { A, names: { list: who.map((s) => name(game, s)) } },
    ),
    '801.5a',
  );
}

/** Why some players are not yet in a player's range although they now sit within it (801.2c, 807.4h). */
function pendingRangeReasonRaw(game: Game, seat: number): Reason | null {
  const pending = pendingRange(game, seat);
  if (pending.length === 0) return null;
  return yes(
    words(
      /*i18n*/ {
        id: 'why.pending',
        message:
          "{n, plural, =1 {{names} comes into {P}'s range when the next turn begins: the seats between emptied during this turn, and range is fixed as each turn begins.} other {{names} come into {P}'s range when the next turn begins: the seats between emptied during this turn, and range is fixed as each turn begins.}}",
      },
      {
        n: pending.length,
        names: { list: pending.map((s) => name(game, s)) },
        P: name(game, seat),
      },
    ),
    turnWhysOf(game.table).rules.rangeFixed,
  );
}

/** Where a latecomer's starting life comes from: the table's lowest (as the host chose), the
 * format's, or the usual (103.3, 903.7, 903.12f). */
export type LatecomerLife = 'lowest' | 'format' | 'usual';

/**
 * Where a latecomer dealt in (a house rule) stands, in `after`, the game with them seated: the
 * house rule itself, their first turn, who will have them in range and whom they will reach once
 * the next turn begins (801.2c), their life, and Grand Melee's markers.
 */
export function latecomerReasons(after: Game, seat: number, lifeWhy: LatecomerLife): Reason[] {
  const { table } = after;
  const P = name(after, seat);
  const out: Reason[] = [
    yes(
      words(
        /*i18n*/ {
          id: 'why.late.house',
          message:
            '{P} joins a game already under way: a house rule, since a game begins with its players.',
        },
        { P },
      ),
      '800.1',
    ),
  ];
  const before = rightOf(after.inGame, seat);
  const after1 = leftOf(after.inGame, seat);
  if (before >= 0 && after1 >= 0)
    out.push(
      yes(
        words(
          /*i18n*/ {
            id: 'why.late.seat',
            message: '{P} sits between {R} (to the right) and {L} (to the left).',
          },
          { P, R: name(after, before), L: name(after, after1) },
        ),
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
  const values = {
    P,
    by: reachedBy.length,
    byNames: { list: reachedBy.map((p) => p.name) },
    to: reaches.length,
    toNames: { list: reaches.map((p) => p.name) },
  };
  out.push(
    yes(
      own === null
        ? words(
            /*i18n*/ {
              id: 'why.late.ranges.unlimited',
              message:
                "Until the next turn begins {P} is in no one's range and has no one in theirs. From then, {by, plural, =0 {no one has} =1 {{byNames} has} other {{byNames} have}} {P} in range, and {P}'s range (unlimited) reaches {to, plural, =0 {no one} other {{toNames}}}.",
            },
            values,
          )
        : words(
            /*i18n*/ {
              id: 'why.late.ranges',
              message:
                "Until the next turn begins {P} is in no one's range and has no one in theirs. From then, {by, plural, =0 {no one has} =1 {{byNames} has} other {{byNames} have}} {P} in range, and {P}'s range of {own} reaches {to, plural, =0 {no one} other {{toNames}}}.",
            },
            { ...values, own },
          ),
      turnWhysOf(table).rules.rangeFixed,
    ),
  );
  out.push(
    yes(
      words(
        /*i18n*/ {
          id: 'why.late.life',
          message:
            "{why, select, lowest {{P} starts with {life} life: the table's lowest life total, as the host chose.} format {{P} starts with {life} life: the format's starting life.} other {{P} starts with {life} life: the usual starting life.}}",
        },
        { P, life: after.counters.life?.[seat] ?? table.startingLife, why: lifeWhy },
      ),
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
