// The what-if questions of range (801.4, 801.5a, 801.10, 801.11): whom a spell may target or
// affect, who may be handed an opponent's choice and whom they may pick, what a permanent sees.
// Also the answer's shape and the small sentence helpers every question shares, so that whatIf.ts
// (the question list, Planechase, win and draw) imports from here and never the other way round:
// split from whatIf.ts to keep each file under the size docs/architecture.md promises.
import type { GameEvent } from './events';
import { opponentChoosers, sharedRange } from './queries';
import { rangeReason } from './reasons';
import { distance } from './ring';
import { basisRing, inRange } from './seats';
import type { Game } from './state';
import { reasonOf, type Reason } from './terms';
import { isOpponent, nm, present } from './whyWords';
import { words, type WordValue, type Words } from './words';

export type WhatIfQuestion = 'target' | 'affect' | 'choose' | 'sees' | 'win' | 'draw' | 'plane';

export const yes = (w: Words, rule: string): Reason => reasonOf(true, w, rule);
export const no = (w: Words, rule: string): Reason => reasonOf(false, w, rule);
/** Another reason inside a sentence: its message, or its English where it has none. */
export const why = (r: Reason): WordValue => r.words ?? r.text;
/** The players at `list` as the language lists names; "no one" when empty. */
export const who = (game: Game, list: readonly number[]): WordValue =>
  list.length
    ? { list: list.map((s) => nm(game, s)) }
    : words(/*i18n*/ { id: 'whatif.noOne', message: 'no one' });

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

export function blank(question: WhatIfQuestion, seat: number, summary: Reason): WhatIfAnswer {
  return { question, seat, other: null, summary, players: [], highlight: [], event: null };
}

export function reachOne(game: Game, a: number, b: number, rule: string): Reason {
  if (a === b)
    return yes(
      words(
        /*i18n*/ {
          id: 'whatif.self',
          message: '{a} is always within their own range of influence.',
        },
        { a: nm(game, a) },
      ),
      '801.2b',
    );
  return rangeReason(game, a, b, rule);
}

export function reach(game: Game, q: 'target' | 'affect', a: number): WhatIfAnswer {
  const rule = q === 'target' ? '801.4' : '801.10';
  const players = present(game).map((s) => ({ seat: s, reason: reachOne(game, a, s, rule) }));
  const highlight = players.filter((p) => p.reason.ok).map((p) => p.seat);
  const A = nm(game, a);
  const range = game.table.players[a]!.range;
  const them = who(game, highlight);
  const summary =
    q === 'target'
      ? yes(
          range === null
            ? words(
                /*i18n*/ {
                  id: 'whatif.target',
                  message:
                    "{a}'s spells and abilities may target {who} (and what they control); anyone else is out of reach.",
                },
                { a: A, who: them },
              )
            : words(
                /*i18n*/ {
                  id: 'whatif.target.range',
                  message:
                    "{a}'s spells and abilities may target {who} (and what they control): the players within {a}'s range {range}; anyone else is out of reach.",
                },
                { a: A, who: them, range },
              ),
          rule,
        )
      : yes(
          words(
            /*i18n*/ {
              id: 'whatif.affect',
              message:
                'An effect {a} controls, such as damage to each creature, reaches only {who} and their permanents; the part meant for anyone else does nothing.',
            },
            { a: A, who: them },
          ),
          rule,
        );
  return { question: q, seat: a, other: null, summary, players, highlight, event: null };
}

export function choose(game: Game, a: number, other: number | null): WhatIfAnswer {
  const A = nm(game, a);
  const mine = inRange(game, a);
  const choosers = opponentChoosers(game, a, mine);
  const range = game.table.players[a]!.range;
  if (choosers.length === 0)
    return blank(
      'choose',
      a,
      no(
        words(
          /*i18n*/ {
            id: 'whatif.choose.none',
            message: '{a} has no opponent left to make the choice.',
          },
          { a: A },
        ),
        '801.5c',
      ),
    );
  const fallback = choosers.length === 1 && !mine.includes(choosers[0]!);
  const o = !fallback && other !== null && choosers.includes(other) ? other : null;
  // Once the choice is handed to o, the question is whom o may pick: every line says that.
  if (o !== null) return picks(game, a, o);
  const players: { seat: number; reason: Reason }[] = [];
  for (const s of present(game)) {
    if (s === a) continue;
    const S = nm(game, s);
    if (!isOpponent(game, a, s)) {
      players.push({
        seat: s,
        reason: no(
          words(
            /*i18n*/ { id: 'whatif.teammate', message: "{s} is {a}'s teammate, not an opponent." },
            { s: S, a: A },
          ),
          '102.3',
        ),
      });
    } else if (choosers.includes(s)) {
      const picks = sharedRange(game, a, s);
      players.push({
        seat: s,
        reason: fallback
          ? yes(
              words(
                /*i18n*/ {
                  id: 'whatif.choose.nearest',
                  message:
                    "No opponent is within {a}'s range {range}; {s}, {d, plural, one {# seat} other {# seats}} away, is the nearest opponent to {a}'s left, so {s} would choose.",
                },
                { a: A, range: String(range), s: S, d: distance(basisRing(game), a, s) },
              ),
              '801.5c',
            )
          : yes(
              words(
                /*i18n*/ {
                  id: 'whatif.choose.hand',
                  message:
                    "{s} is an opponent within {a}'s range, so {a} may hand {s} the choice; a player or object {s} then picks must be in range of both: {who}.",
                },
                { s: S, a: A, who: who(game, picks) },
              ),
              '801.5a',
            ),
      });
    } else {
      const r = rangeReason(game, a, s, '801.5a');
      players.push({
        seat: s,
        reason: no(
          words(
            /*i18n*/ { id: 'whatif.choose.out', message: "{why} {a} can't hand {s} the choice." },
            { why: why(r), a: A, s: S },
          ),
          r.rule,
        ),
      });
    }
  }
  const summary = fallback
    ? yes(
        words(
          /*i18n*/ {
            id: 'whatif.choose.fallback',
            message:
              "No opponent sits within {a}'s range, so the choice would go to the closest opponent to {a}'s left: {o}.",
          },
          { a: A, o: nm(game, choosers[0]!) },
        ),
        '801.5c',
      )
    : yes(
        words(
          /*i18n*/ {
            id: 'whatif.choose.summary',
            message:
              '{a} hands the choice to one opponent within range: {who}. Whoever picks a player or object must pick one within range of both.',
          },
          { a: A, who: who(game, choosers) },
        ),
        '801.5a',
      );
  return {
    question: 'choose',
    seat: a,
    other,
    summary,
    players,
    highlight: choosers,
    event: null,
  };
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
          ? words(
              /*i18n*/ {
                id: 'whatif.picks.self',
                message:
                  "{o} is within {a}'s range and always within their own, so {o} may pick themselves or what they control.",
              },
              { o: O, a: A },
            )
          : words(
              /*i18n*/ {
                id: 'whatif.picks.both',
                message:
                  '{s} is within range of both {a} and {o}, so {o} may pick {s} or what {s} controls.',
              },
              { s: S, a: A, o: O },
            );
      return { seat: s, reason: yes(text, '801.5a') };
    }
    const miss = fromA.ok ? fromO : fromA;
    return {
      seat: s,
      reason: no(
        words(
          /*i18n*/ {
            id: 'whatif.picks.out',
            message: "{why} So {o} can't pick {s} or what {s} controls.",
          },
          { why: why(miss), o: O, s: S },
        ),
        miss.rule,
      ),
    };
  });
  const summary = yes(
    words(
      /*i18n*/ {
        id: 'whatif.picks.summary',
        message:
          'If {a} hands the choice to {o}, {o} must pick among {who} (or what they control): the players within range of both.',
      },
      { a: A, o: O, who: who(game, highlight) },
    ),
    '801.5a',
  );
  return { question: 'choose', seat: a, other: o, summary, players, highlight, event: null };
}

export function sees(game: Game, a: number, other: number | null): WhatIfAnswer {
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
        reason: yes(
          words(
            /*i18n*/ {
              id: 'whatif.sees.both',
              message: '{s} is within range of both {a} and {b}, so it counts.',
            },
            { s: S, a: A, b: B },
          ),
          '801.11',
        ),
      };
    const miss = fromA.ok ? fromB : fromA;
    return {
      seat: s,
      reason: no(
        words(
          /*i18n*/ { id: 'whatif.sees.out', message: "{why} So {s}'s side is not counted." },
          { why: why(miss), s: S },
        ),
        '801.11',
      ),
    };
  });
  if (b !== a && !both.includes(b)) {
    const r = rangeReason(game, a, b, '801.11');
    const summary = no(
      words(
        /*i18n*/ {
          id: 'whatif.sees.not',
          message: "{why} A permanent {a} controls doesn't see or affect {b}'s creatures at all.",
        },
        { why: why(r), a: A, b: B },
      ),
      '801.11',
    );
    return { question: 'sees', seat: a, other: b, summary, players, highlight: [], event: null };
  }
  const summary =
    b === a
      ? yes(
          words(
            /*i18n*/ {
              id: 'whatif.sees.own',
              message:
                "A permanent {a} controls counts only what {who} control: the players within {a}'s range.",
            },
            { a: A, who: who(game, both) },
          ),
          '801.11',
        )
      : yes(
          words(
            /*i18n*/ {
              id: 'whatif.sees.other',
              message:
                "Looking at {b}'s creatures, a permanent {a} controls counts only what {who} control: the players within range of both {a} and {b}.",
            },
            { b: B, a: A, who: who(game, both) },
          ),
          '801.11',
        );
  return { question: 'sees', seat: a, other: b, summary, players, highlight: both, event: null };
}
