// The what-if questions about a spell or an effect before it happens (801.4, 801.5, 801.10, 801.11,
// 801.16, 801.17, 901.13): win and draw apply the event to a copy. Lazy, passed on by explain.ts.
// This file holds the question list, the dispatch, the plane's reach and win and draw; the
// questions of range (target, affect, choose, sees), the answer's shape and the shared sentence
// helpers are in whatIfRange.ts (split for size), re-exported here so importers stay the same.
import { citeIn } from './editionRules';
import type { GameEvent } from './events';
import { applyEvent } from './play';
import { derive } from './queries';
import { planeReach } from './reach';
import { rangeReason } from './reasons';
import type { Game } from './state';
import { reasonOf, type Reason } from './terms';
import { turnWhysOf } from './turnWhys';
import { leaveReason } from './whyLeft';
import {
  blank,
  choose,
  no,
  reach,
  sees,
  who,
  why,
  yes,
  type WhatIfAnswer,
  type WhatIfQuestion,
} from './whatIfRange';
import { isOpponent, nm, present } from './whyWords';
import { english, words, type Words } from './words';

export type { WhatIfAnswer, WhatIfQuestion } from './whatIfRange';

const question = (id: WhatIfQuestion, w: Words, rule: string) => ({
  id,
  label: english(w),
  words: w,
  rule,
});

/** The questions: `label` in English, `words` the same for the page. */
export const WHAT_IF_QUESTIONS: readonly {
  id: WhatIfQuestion;
  label: string;
  words: Words;
  rule: string;
}[] = [
  question(
    'target',
    words(/*i18n*/ { id: 'whatif.q.target', message: 'Whom can their spell target?' }),
    '801.4',
  ),
  question(
    'affect',
    words(/*i18n*/ { id: 'whatif.q.affect', message: 'Whom can their spell affect?' }),
    '801.10',
  ),
  question(
    'choose',
    words(/*i18n*/ { id: 'whatif.q.choose', message: 'Who chooses for “an opponent”?' }),
    '801.5a',
  ),
  question(
    'sees',
    words(/*i18n*/ { id: 'whatif.q.sees', message: 'What does their permanent see?' }),
    '801.11',
  ),
  question(
    'win',
    words(/*i18n*/ { id: 'whatif.q.win', message: 'Who loses to their “I win” effect?' }),
    '801.16',
  ),
  question(
    'draw',
    words(/*i18n*/ { id: 'whatif.q.draw', message: 'Who leaves with their draw effect?' }),
    '801.17',
  ),
  // Planechase only (the panel lists it when the table uses planes).
  question(
    'plane',
    words(/*i18n*/ { id: 'whatif.q.plane', message: 'What does their plane’s ability reach?' }),
    '901.13',
  ),
];

/** Ask a what-if question for the player at `seat`; `other` is the player 801.11/801.5a look at. */
function whatIfRaw(
  game: Game,
  question: WhatIfQuestion,
  seat: number,
  other: number | null = null,
): WhatIfAnswer {
  const A = nm(game, seat);
  if (game.over)
    return blank(
      question,
      seat,
      no(
        words(/*i18n*/ { id: 'whatif.over', message: 'The game is over; nothing can happen now.' }),
        '104.1',
      ),
    );
  if (!game.inGame[seat])
    return blank(
      question,
      seat,
      no(
        words(
          /*i18n*/ {
            id: 'whatif.left',
            message: '{a} has left the game and controls nothing in it.',
          },
          { a: A },
        ),
        '800.4a',
      ),
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
    return blank(
      'plane',
      a,
      no(
        words(
          /*i18n*/ { id: 'whatif.plane.none', message: 'This game is not played with Planechase.' },
        ),
        '901.1',
      ),
    );
  if (!planarControllers.includes(a))
    return blank(
      'plane',
      a,
      no(
        words(
          /*i18n*/ {
            id: 'whatif.plane.other',
            message:
              '{a} controls no plane now; {n, plural, =0 {no one does} =1 {{who} does} other {{who} do}}.',
          },
          { a: A, n: planarControllers.length, who: who(game, planarControllers) },
        ),
        turnWhysOf(game.table).rules.planarControl,
      ),
    );
  const { seats: within, reason } = planeReach(game, a);
  const reached = new Set(within);
  const players = present(game).map((s) => ({
    seat: s,
    reason: reached.has(s)
      ? yes(
          words(
            /*i18n*/ { id: 'whatif.plane.reached', message: "{s} is reached by {a}'s plane." },
            { s: nm(game, s), a: A },
          ),
          reason.rule,
        )
      : no(
          words(
            /*i18n*/ {
              id: 'whatif.plane.outside',
              message:
                "{s} is outside {a}'s range of influence, and in Grand Melee planes keep to range.",
            },
            { s: nm(game, s), a: A },
          ),
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

function outcome(game: Game, q: 'win' | 'draw', a: number): WhatIfAnswer {
  const A = nm(game, a);
  const event: GameEvent = { type: q, player: A };
  const r = applyEvent(game, event);
  if (!r.ok)
    return blank(
      q,
      a,
      reasonOf(
        false,
        r.error.words ?? r.error.message,
        r.error.rule ?? (q === 'win' ? '801.16' : '801.17'),
      ),
    );
  const after = r.value;
  const leaving = present(game).filter((s) => !after.inGame[s]);
  const players = present(game).map((s) => {
    if (leaving.includes(s)) return { seat: s, reason: leaveReason(game, after, s, a, true) };
    const S = nm(game, s);
    if (s === a)
      return {
        seat: s,
        reason: no(
          after.over
            ? words(
                /*i18n*/ { id: 'whatif.stay.win', message: '{a} would stay in the game and win.' },
                { a: A },
              )
            : words(
                /*i18n*/ { id: 'whatif.stay', message: '{a} would stay in the game.' },
                { a: A },
              ),
          q === 'win' ? '801.16' : '801.17',
        ),
      };
    if (q === 'win' && !isOpponent(game, a, s))
      return {
        seat: s,
        reason: no(
          words(
            /*i18n*/ {
              id: 'whatif.teammate.stays',
              message: "{s} is {a}'s teammate and would stay in.",
            },
            { s: S, a: A },
          ),
          '801.16',
        ),
      };
    const r2 = rangeReason(game, a, s, q === 'win' ? '801.16' : '801.17');
    return {
      seat: s,
      reason: no(
        words(
          /*i18n*/ { id: 'whatif.out.stays', message: '{why} {s} would stay in the game.' },
          { why: why(r2), s: S },
        ),
        r2.rule,
      ),
    };
  });
  const limited = game.table.players[a]!.range !== null;
  const end = after.over
    ? after.winners.length
      ? words(
          /*i18n*/ { id: 'whatif.end.win', message: 'The game would end: {who} would win.' },
          { who: who(game, after.winners) },
        )
      : words(/*i18n*/ { id: 'whatif.end.draw', message: 'The game would end in a draw.' })
    : words(
        /*i18n*/ { id: 'whatif.end.on', message: 'The game would go on for {who}.' },
        { who: who(game, present(after)) },
      );
  const them = who(game, leaving);
  const summary =
    q === 'win'
      ? yes(
          limited
            ? words(
                /*i18n*/ {
                  id: 'whatif.win.range',
                  message: "Only {a}'s opponents within range would lose: {who}. {end}",
                },
                { a: A, who: them, end },
              )
            : words(
                /*i18n*/ {
                  id: 'whatif.win.all',
                  message: "All of {a}'s opponents would lose: {who}. {end}",
                },
                { a: A, who: them, end },
              ),
          limited ? '801.16' : '800.7',
        )
      : yes(
          limited
            ? words(
                /*i18n*/ {
                  id: 'whatif.draw.range',
                  message:
                    "The draw would cover {a} and every player within {a}'s range: {who} would leave. {end}",
                },
                { a: A, who: them, end },
              )
            : words(
                /*i18n*/ {
                  id: 'whatif.draw.all',
                  message: 'The whole game would be a draw: {who} would leave. {end}',
                },
                { who: them, end },
              ),
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
