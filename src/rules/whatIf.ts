// The what-if questions about a spell or an effect before it happens (801.4, 801.5, 801.10, 801.11,
// 801.16, 801.17, 901.13): win and draw apply the event to a copy. Lazy, passed on by explain.ts.
import { citeIn } from './editionRules';
import type { GameEvent } from './events';
import { applyEvent } from './play';
import { derive, opponentChoosers, sharedRange } from './queries';
import { planeReach } from './reach';
import { rangeReason } from './reasons';
import { distance } from './ring';
import { basisRing, inRange } from './seats';
import type { Game } from './state';
import type { Reason } from './terms';
import { turnWhysOf } from './turnWhys';
import { leaveReason } from './whyLeft';
import { isOpponent, names, nm, no, present, seats, yes } from './whyWords';

export type WhatIfQuestion = 'target' | 'affect' | 'choose' | 'sees' | 'win' | 'draw' | 'plane';

export const WHAT_IF_QUESTIONS: readonly { id: WhatIfQuestion; label: string; rule: string }[] = [
  { id: 'target', label: 'Whom can their spell target?', rule: '801.4' },
  { id: 'affect', label: 'Whom can their spell affect?', rule: '801.10' },
  { id: 'choose', label: 'Who chooses for “an opponent”?', rule: '801.5a' },
  { id: 'sees', label: 'What does their permanent see?', rule: '801.11' },
  { id: 'win', label: 'Who loses to their “I win” effect?', rule: '801.16' },
  { id: 'draw', label: 'Who leaves with their draw effect?', rule: '801.17' },
  // Planechase only (the panel lists it when the table uses planes).
  { id: 'plane', label: 'What does their plane’s ability reach?', rule: '901.13' },
];

export interface WhatIfAnswer {
  question: WhatIfQuestion;
  seat: number;
  /** The other player a question is about (801.11: whose side; 801.5a: who picks). */
  other: number | null;
  /** One or two sentences answering the question as a whole. */
  summary: Reason;
  /** Every other player still in the game (and, for win/draw, every player who would leave). */
  players: { seat: number; reason: Reason }[];
  /** Seats to draw highlighted on the chart: the answer's "yes" players. */
  highlight: number[];
  /** Win and draw: the event that "Apply" dispatches; null when the question changes nothing. */
  event: GameEvent | null;
}

function blank(question: WhatIfQuestion, seat: number, summary: Reason): WhatIfAnswer {
  return { question, seat, other: null, summary, players: [], highlight: [], event: null };
}

/** Ask a what-if question for the player at `seat`; `other` is the player 801.11/801.5a look at. */
function whatIfRaw(
  game: Game,
  question: WhatIfQuestion,
  seat: number,
  other: number | null = null,
): WhatIfAnswer {
  const A = nm(game, seat);
  if (game.over)
    return blank(question, seat, no('The game is over; nothing can happen now.', '104.1'));
  if (!game.inGame[seat])
    return blank(
      question,
      seat,
      no(`${A} has left the game and controls nothing in it.`, '800.4a'),
    );
  switch (question) {
    case 'target':
    case 'affect':
      return reach(game, question, seat);
    case 'choose':
      return choose(game, seat, other);
    case 'sees':
      return sees(game, seat, other);
    case 'win':
    case 'draw':
      return outcome(game, question, seat);
    case 'plane':
      return plane(game, seat);
  }
}

/** 801.19, 901.13: a plane's reach ignores limited range except in Grand Melee. */
function plane(game: Game, a: number): WhatIfAnswer {
  const A = nm(game, a);
  const { planarControllers } = derive(game);
  if (!game.table.options.planechase)
    return blank('plane', a, no('This game is not played with Planechase.', '901.1'));
  if (!planarControllers.includes(a))
    return blank(
      'plane',
      a,
      no(
        `${A} controls no plane now; ${names(game, planarControllers)} ${planarControllers.length > 1 ? 'do' : 'does'}.`,
        turnWhysOf(game.table).rules.planarControl,
      ),
    );
  const { seats: within, reason } = planeReach(game, a);
  const reached = new Set(within);
  const players = present(game).map((s) => ({
    seat: s,
    reason: reached.has(s)
      ? yes(`${nm(game, s)} is reached by ${A}'s plane.`, reason.rule)
      : no(
          `${nm(game, s)} is outside ${A}'s range of influence, and in Grand Melee planes keep to range.`,
          '801.19',
        ),
  }));
  return {
    question: 'plane',
    seat: a,
    other: null,
    summary: reason,
    players,
    highlight: within,
    event: null,
  };
}

function reachOne(game: Game, a: number, b: number, rule: string): Reason {
  if (a === b)
    return yes(`${nm(game, a)} is always within their own range of influence.`, '801.2b');
  return rangeReason(game, a, b, rule);
}

function reach(game: Game, q: 'target' | 'affect', a: number): WhatIfAnswer {
  const rule = q === 'target' ? '801.4' : '801.10';
  const players = present(game).map((s) => ({ seat: s, reason: reachOne(game, a, s, rule) }));
  const highlight = players.filter((p) => p.reason.ok).map((p) => p.seat);
  const A = nm(game, a);
  const range = game.table.players[a]!.range;
  const who = names(game, highlight);
  const summary =
    q === 'target'
      ? yes(
          `${A}'s spells and abilities may target ${who} (and what they control)${range === null ? '' : `: the players within ${A}'s range ${range}`}; anyone else is out of reach.`,
          rule,
        )
      : yes(
          `An effect ${A} controls, such as damage to each creature, reaches only ${who} and their permanents; the part meant for anyone else does nothing.`,
          rule,
        );
  return { question: q, seat: a, other: null, summary, players, highlight, event: null };
}

function choose(game: Game, a: number, other: number | null): WhatIfAnswer {
  const A = nm(game, a);
  const mine = inRange(game, a);
  const who = opponentChoosers(game, a, mine);
  const range = game.table.players[a]!.range;
  if (who.length === 0)
    return blank('choose', a, no(`${A} has no opponent left to make the choice.`, '801.5c'));
  const fallback = who.length === 1 && !mine.includes(who[0]!);
  const o = !fallback && other !== null && who.includes(other) ? other : null;
  // Once the choice is handed to o, the question is whom o may pick: every line says that.
  if (o !== null) return picks(game, a, o);
  const players: { seat: number; reason: Reason }[] = [];
  for (const s of present(game)) {
    if (s === a) continue;
    const S = nm(game, s);
    if (!isOpponent(game, a, s)) {
      players.push({ seat: s, reason: no(`${S} is ${A}'s teammate, not an opponent.`, '102.3') });
    } else if (who.includes(s)) {
      const picks = sharedRange(game, a, s);
      players.push({
        seat: s,
        reason: fallback
          ? yes(
              `No opponent is within ${A}'s range ${range}; ${S}, ${seats(distance(basisRing(game), a, s))} away, is the nearest opponent to ${A}'s left, so ${S} would choose.`,
              '801.5c',
            )
          : yes(
              `${S} is an opponent within ${A}'s range, so ${A} may hand ${S} the choice; a player or object ${S} then picks must be in range of both: ${names(game, picks)}.`,
              '801.5a',
            ),
      });
    } else {
      const r = rangeReason(game, a, s, '801.5a');
      players.push({ seat: s, reason: no(`${r.text} ${A} can't hand ${S} the choice.`, r.rule) });
    }
  }
  const summary = fallback
    ? yes(
        `No opponent sits within ${A}'s range, so the choice would go to the closest opponent to ${A}'s left: ${nm(game, who[0]!)}.`,
        '801.5c',
      )
    : yes(
        `${A} hands the choice to one opponent within range: ${names(game, who)}. Whoever picks a player or object must pick one within range of both.`,
        '801.5a',
      );
  return { question: 'choose', seat: a, other, summary, players, highlight: who, event: null };
}

/**
 * 801.5a, the choice handed to o: o picks a player (or what a player controls) within o's own
 * range, and, as the rule's example has it, within the range of a, whose effect it is. A teammate
 * of either may be picked; only range decides. Every player still in is listed, a included.
 */
function picks(game: Game, a: number, o: number): WhatIfAnswer {
  const A = nm(game, a);
  const O = nm(game, o);
  const highlight = sharedRange(game, a, o);
  const players = present(game).map((s) => {
    const S = nm(game, s);
    const fromA = reachOne(game, a, s, '801.5a');
    const fromO = reachOne(game, o, s, '801.5a');
    if (fromA.ok && fromO.ok) {
      const text =
        s === o
          ? `${O} is within ${A}'s range and always within their own, so ${O} may pick themselves or what they control.`
          : `${S} is within range of both ${A} and ${O}, so ${O} may pick ${S} or what ${S} controls.`;
      return { seat: s, reason: yes(text, '801.5a') };
    }
    const miss = fromA.ok ? fromO : fromA;
    return {
      seat: s,
      reason: no(`${miss.text} So ${O} can't pick ${S} or what ${S} controls.`, miss.rule),
    };
  });
  const summary = yes(
    `If ${A} hands the choice to ${O}, ${O} must pick among ${names(game, highlight)} (or what they control): the players within range of both.`,
    '801.5a',
  );
  return { question: 'choose', seat: a, other: o, summary, players, highlight, event: null };
}

function sees(game: Game, a: number, other: number | null): WhatIfAnswer {
  const A = nm(game, a);
  const b = other !== null && game.inGame[other] ? other : a;
  const B = nm(game, b);
  const both = sharedRange(game, a, b);
  const players = present(game).map((s) => {
    const S = nm(game, s);
    const fromA = reachOne(game, a, s, '801.11');
    if (b === a) return { seat: s, reason: fromA.ok ? { ...fromA, rule: '801.11' } : fromA };
    const fromB = reachOne(game, b, s, '801.11');
    if (fromA.ok && fromB.ok)
      return {
        seat: s,
        reason: yes(`${S} is within range of both ${A} and ${B}, so it counts.`, '801.11'),
      };
    const miss = fromA.ok ? fromB : fromA;
    return { seat: s, reason: no(`${miss.text} So ${S}'s side is not counted.`, '801.11') };
  });
  if (b !== a && !both.includes(b)) {
    const why = rangeReason(game, a, b, '801.11');
    const summary = no(
      `${why.text} A permanent ${A} controls doesn't see or affect ${B}'s creatures at all.`,
      '801.11',
    );
    return { question: 'sees', seat: a, other: b, summary, players, highlight: [], event: null };
  }
  const summary =
    b === a
      ? yes(
          `A permanent ${A} controls counts only what ${names(game, both)} control: the players within ${A}'s range.`,
          '801.11',
        )
      : yes(
          `Looking at ${B}'s creatures, a permanent ${A} controls counts only what ${names(game, both)} control: the players within range of both ${A} and ${B}.`,
          '801.11',
        );
  return { question: 'sees', seat: a, other: b, summary, players, highlight: both, event: null };
}

function outcome(game: Game, q: 'win' | 'draw', a: number): WhatIfAnswer {
  const A = nm(game, a);
  const event: GameEvent = { type: q, player: A };
  const r = applyEvent(game, event);
  if (!r.ok)
    return blank(q, a, no(r.error.message, r.error.rule ?? (q === 'win' ? '801.16' : '801.17')));
  const after = r.value;
  const leaving = present(game).filter((s) => !after.inGame[s]);
  const players = present(game).map((s) => {
    if (leaving.includes(s)) return { seat: s, reason: leaveReason(game, after, s, a, true) };
    const S = nm(game, s);
    if (s === a)
      return {
        seat: s,
        reason: no(
          `${A} would stay in the game${after.over ? ' and win' : ''}.`,
          q === 'win' ? '801.16' : '801.17',
        ),
      };
    if (q === 'win' && !isOpponent(game, a, s))
      return { seat: s, reason: no(`${S} is ${A}'s teammate and would stay in.`, '801.16') };
    const r2 = rangeReason(game, a, s, q === 'win' ? '801.16' : '801.17');
    return { seat: s, reason: no(`${r2.text} ${S} would stay in the game.`, r2.rule) };
  });
  const limited = game.table.players[a]!.range !== null;
  const end = after.over
    ? after.winners.length
      ? ` The game would end: ${names(game, after.winners)} would win.`
      : ' The game would end in a draw.'
    : ` The game would go on for ${names(game, present(after))}.`;
  const summary =
    q === 'win'
      ? yes(
          `${limited ? `Only ${A}'s opponents within range would lose` : `All of ${A}'s opponents would lose`}: ${names(game, leaving, 'no one')}.${end}`,
          limited ? '801.16' : '800.7',
        )
      : yes(
          `${limited ? `The draw would cover ${A} and every player within ${A}'s range` : 'The whole game would be a draw'}: ${names(game, leaving)} would leave.${end}`,
          limited ? '801.17' : '104.4c',
        );
  return { question: q, seat: a, other: null, summary, players, highlight: leaving, event };
}

/** Ask a what-if question for the player at `seat`; `other` is the player 801.11/801.5a look at. */
export const whatIf = (...args: Parameters<typeof whatIfRaw>): WhatIfAnswer => {
  const a = whatIfRaw(...args);
  const game = args[0];
  const one = (r: Reason): Reason => citeIn(game.table.edition, r);
  return {
    ...a,
    summary: one(a.summary),
    players: a.players.map((p) => ({ seat: p.seat, reason: one(p.reason) })),
  };
};
