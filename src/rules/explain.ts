// The "why" behind each fact the table screen shows, and the what-if questions a player can ask
// about a spell or an effect before anything happens. Pure questions: nothing here changes the
// game; the win and draw answers apply the event to a copy and compare who is still in.
// Loaded on demand (a "why" opened, the what-if panel shown), so it stays out of the start bundle.
import { basisRing, inRange, type Game, type Marker } from './game';
import { hasTurnMarkers, playOf } from './variants';
import { applyEvent } from './play';
import { derive, opponentChoosers, sharedRange } from './queries';
import { explainAttacks, rangeReason } from './reasons';
import { planeReach } from './reach';
import { distance, leftOf } from './ring';
import type { GameEvent, Reason } from './types';
import { isLifeEvent } from './explainLife';

import * as lifeWhys from './explainLife';
import { citeIn } from './editionRules';

const yes = (text: string, rule: string): Reason => ({ ok: true, text, rule });
const no = (text: string, rule: string): Reason => ({ ok: false, text, rule });
const nm = (game: Game, s: number) => game.table.players[s]?.name ?? `seat ${s + 1}`;
const seats = (d: number) => (d === 1 ? '1 seat' : `${d} seats`);
const isOpponent = (game: Game, a: number, b: number) =>
  game.table.players[a]!.side !== game.table.players[b]!.side;

/** "Alex", "Alex and Rob", "Alex, Rob and Carissa"; `none` when empty. */
export function names(game: Game, list: readonly number[], none = 'no one'): string {
  const n = list.map((s) => nm(game, s));
  if (n.length === 0) return none;
  if (n.length === 1) return n[0]!;
  return `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// What-if questions (801.4, 801.5a, 801.5c, 801.10, 801.11, 801.16, 801.17).

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
    return blank(question, seat, no('The game is over; nothing can happen now.', '104.2a'));
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
        hasTurnMarkers(game.table) ? '901.14a' : '901.6',
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

function present(game: Game): number[] {
  return game.inGame.flatMap((inn, s) => (inn ? [s] : []));
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
  let highlight = who;
  let summary: Reason;
  if (fallback) {
    summary = yes(
      `No opponent sits within ${A}'s range, so the choice would go to the closest opponent to ${A}'s left: ${nm(game, who[0]!)}.`,
      '801.5c',
    );
  } else {
    summary = yes(
      `${A} hands the choice to one opponent within range: ${names(game, who)}. Whoever picks a player or object must pick one within range of both.`,
      '801.5a',
    );
    const o = other !== null && who.includes(other) ? other : null;
    if (o !== null) {
      highlight = sharedRange(game, a, o);
      summary = yes(
        `If ${A} hands the choice to ${nm(game, o)}, ${nm(game, o)} must pick among ${names(game, highlight)} (or what they control): the players within range of both.`,
        '801.5a',
      );
    }
  }
  return { question: 'choose', seat: a, other, summary, players, highlight, event: null };
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
          limited ? '801.17' : '104.4a',
        );
  return { question: q, seat: a, other: null, summary, players, highlight: leaving, event };
}

// ---------------------------------------------------------------------------------------------
// Whys for the facts on the table screen.

/** How a player left, naming who or what made them (800.4, 801.16, 801.17, 809.5b, 810.8a …). */
function departureReasonRaw(game: Game, seat: number): Reason {
  const P = nm(game, seat);
  const d = game.departures[seat];
  if (!d) {
    if (game.over && game.winners.includes(seat))
      return yes(`${P} won: every opponent has left the game.`, '104.2a');
    return yes(`${P} is still in the game.`, '800.4');
  }
  const verb = d.how === 'conceded' ? 'conceded' : d.how === 'drew' ? 'drew' : 'lost';
  if (d.how === 'conceded')
    return yes(
      `${P} conceded and left the game; a player may concede at any time.`,
      d.rule ?? '104.3a',
    );
  const rule = d.rule ?? '800.4';
  const life = lifeWhys.lifeLossReason(game, seat);
  if (life) return life;
  if (rule === '809.5b' || rule === '809.5c' || rule === '607.5a') {
    const side = game.table.sides[game.table.players[seat]!.side]!;
    const emperor = side.seats.find((s) => game.table.players[s]!.role === 'emperor');
    if (emperor !== undefined && emperor !== seat) {
      const E = nm(game, emperor);
      const how = lifeWhys.lifeLossReason(game, emperor);
      return yes(
        `${P} ${verb} because the team's emperor ${E} ${verb}${how ? ` (${how.text.replace(/\.$/, '')}, ${how.rule})` : ''}: a team ${rule === '809.5c' ? 'draws' : 'loses'} when its emperor does.`,
        rule,
      );
    }
  }
  if (d.by !== undefined && d.by !== seat && d.seats !== undefined) {
    const B = nm(game, d.by);
    const r = game.table.players[d.by]!.range;
    const where = `${P} was ${seats(d.seats)} from ${B}${r === null ? '' : `, within ${B}'s range ${r}`}`;
    if (rule === '801.16')
      return yes(
        `${P} lost to ${B}'s "I win" effect: ${where}, and only opponents in range lose.`,
        rule,
      );
    if (rule === '800.7')
      return yes(
        `${P} lost to ${B}'s "I win" effect: with no range limit, every opponent of ${B} loses.`,
        rule,
      );
    if (rule === '801.17')
      return yes(`${P} drew and left with ${B}'s draw effect: ${where}.`, rule);
    if (rule === '104.4a')
      return yes(
        `${P} drew: ${B}'s draw effect, with no range limit, ended the game for everyone.`,
        rule,
      );
  }
  if (d.by === seat && rule === '801.17')
    return yes(
      `${P}'s own draw effect made the game a draw for ${P} and everyone within range; they left.`,
      rule,
    );
  if (d.by === seat && rule === '104.4a')
    return yes(
      `${P}'s own draw effect, with no range limit, ended the game as a draw for everyone.`,
      rule,
    );
  if (d.cause) return yes(`${P} ${verb} because ${d.cause}; teams share that result.`, rule);
  return yes(`${P} ${verb} and left the game.`, rule);
}

/** How a player left, then what their leaving does to the table now (801.2c, 800.4g, 807.4e …). */
function departureReasonsRaw(game: Game, seat: number): Reason[] {
  return [departureReason(game, seat), ...lifeWhys.departureEffects(game, [seat])];
}

function seatNamed(game: Game, name: string): number {
  return game.table.players.findIndex((p) => p.name === name);
}

/**
 * Why `s` left between `before` and `after`. When `by`'s win or draw effect reached them
 * (801.16, 801.17), name the seats counted; otherwise say how they left. `would`: a what-if's
 * answer, in the conditional (nothing has happened yet).
 */
function leaveReason(before: Game, after: Game, s: number, by: number, would = false): Reason {
  const rule = after.departures[s]?.rule;
  if (by >= 0 && s !== by && (rule === '801.16' || rule === '801.17')) {
    const r = rangeReason(before, by, s, rule);
    return yes(
      `${r.text} ${nm(before, s)} ${rule === '801.16' ? `is an opponent, so ${nm(before, s)} ${would ? 'would lose' : 'loses'}` : `is inside the draw and ${would ? 'would leave' : 'leaves'}`}.`,
      rule,
    );
  }
  return departureReason(after, s);
}

/** Why the game ended and who won (104.2a, 104.4a). */
function gameOverReasonRaw(game: Game): Reason | null {
  if (!game.over) return null;
  if (game.winners.length === 0)
    return yes('No player is left in the game, so no one wins: it ends as a draw.', '104.4a');
  const w = names(game, game.winners);
  return yes(
    `${w} ${game.winners.length === 1 ? 'is' : 'are'} the only ${game.winners.length === 1 ? 'player' : 'team'} left: every opponent has left the game, so ${w} ${game.winners.length === 1 ? 'wins' : 'win'}.`,
    '104.2a',
  );
}

/** Whose turn it is and why (turn order to the left, shared team turns, extra turns, 800.4g). */
function turnReasonRaw(game: Game): Reason[] {
  const over = gameOverReason(game);
  if (over) return [over];
  const { table } = game;
  if (hasTurnMarkers(table)) {
    const running = game.markers.filter((m) => m.takingTurn);
    return [
      yes(
        `In Grand Melee several players take turns at once, one for each turn marker: ${running.length} ${running.length === 1 ? 'turn is' : 'turns are'} running now.`,
        '807.4',
      ),
      ...game.markers
        .slice()
        .sort((x, y) => x.number - y.number)
        .flatMap((m) => markerReason(game, m.number)),
    ];
  }
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
        playOf(table).turnOrderRule ?? '809.4',
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

/** The marker nearest within three seats to the left of `seat` (players still in, 807.4d), if any. */
function blockerLeft(game: Game, seat: number): { marker: Marker; seats: number } | null {
  const n = game.inGame.length;
  let counted = 0;
  for (let k = 1; k < n && counted < 3; k++) {
    const s = (seat + k) % n;
    if (s === seat) break;
    // A 2005 marker waiting with its passer holds nobody back (608.4c, as game.ts reads it).
    const m = game.markers
      .filter((x) => x.holder === s && !x.passing)
      .sort((x, y) => x.number - y.number)[0];
    if (m) return { marker: m, seats: counted + 1 };
    if (game.inGame[s]) counted++;
  }
  return null;
}

/** Why a Grand Melee turn marker is running, waiting, or marked for removal (807.4c–g, 807.4i). */
function markerReasonRaw(game: Game, number: number): Reason[] {
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

/** Why each player is or isn't within a player's range (801.2, 801.2b, 801.2c). */
function rangeReasonsRaw(game: Game, seat: number): Reason[] {
  if (!game.inGame[seat]) return [departureReason(game, seat)];
  const A = nm(game, seat);
  if (game.table.players[seat]!.range === null)
    return [yes(`${A} has unlimited range: every player still in the game is within it.`, '801.1')];
  return present(game)
    .filter((s) => s !== seat)
    .map((s) => rangeReason(game, seat, s, '801.2'));
}

/** The why of one row of the players table: how they left, or turn, range and attacks. */
function playerReasonsRaw(game: Game, seat: number): Reason[] {
  if (!game.inGame[seat]) return [departureReason(game, seat)];
  const out: Reason[] = [];
  const d = derive(game);
  if (d.players[seat]!.takingTurn) out.push(...turnReason(game));
  out.push(...rangeReasons(game, seat));
  const attacks = explainAttacks(game, seat).filter((v) => v.reason.ok);
  if (attacks.length) out.push(...attacks.map((v) => v.reason));
  else if (!game.over) out.push(no(`${nm(game, seat)} may attack no one right now.`, '801.3'));
  out.push(...lifeWhys.lifeReasons(game, seat));
  return out;
}

/**
 * What an event did, for the history: what a life event did to the numbers (810.9), who left and
 * why, what that does to the table (801.2c, 807.4e), whose turn began (800.4, 801.16 …). `run`:
 * the game before a run of life events just before this one, and those events (810.9 sums them).
 */
function eventReasonsRaw(
  before: Game,
  after: Game,
  event: GameEvent,
  run?: { start: Game; events: readonly GameEvent[] },
): Reason[] {
  const gone = before.inGame.flatMap((inn, s) => (inn && !after.inGame[s] ? [s] : []));
  const by = event.type === 'win' || event.type === 'draw' ? seatNamed(before, event.player) : -1;
  const out: Reason[] = isLifeEvent(event)
    ? lifeWhys.lifeEventReasons(before, after, event, run)
    : [];
  for (const s of gone) {
    const r = leaveReason(before, after, s, by);
    // A Two-Headed Giant team that loses together gets one sentence, not one per head (810.8c).
    if (!out.some((x) => x.text === r.text)) out.push(r);
  }
  // The mates' own reasons name their emperor (809.5b); turnReason below covers the turn that
  // runs on (800.4g) and every Grand Melee marker (807.4e, 807.4g).
  const covered = new Set(['809.5b', '607.5a', '800.4g', '807.4e', '807.4g']);
  out.push(...lifeWhys.departureEffects(after, gone).filter((r) => !covered.has(r.rule)));
  // 724.2: a commander's combat damage to the monarch crowned its controller.
  if (
    event.type === 'commanderDamage' &&
    before.designations.monarch !== after.designations.monarch &&
    after.designations.monarch === seatNamed(after, event.from)
  )
    out.push(
      yes(
        `${event.from}'s commander dealt combat damage to ${event.player}, the monarch, so ${event.from} becomes the monarch.`,
        '724.2',
      ),
    );
  if (event.type === 'extraTurn')
    out.push(
      yes(
        `${event.player} will take an extra turn${hasTurnMarkers(before.table) ? ' with a turn marker' : ' straight after this one'}.`,
        hasTurnMarkers(before.table) ? '807.4i' : '500.7',
      ),
    );
  if (event.type === 'endTurn' || gone.length > 0) out.push(...turnReason(after));
  if (out.length === 0) out.push(yes('Nothing else changed.', '800.4'));
  return out;
}

// ---------------------------------------------------------------------------------------------
// What the panels call: every why above, citing the table's own edition of the rules (601.3
// under the 2005 rules where the current ones say 801.3; editionRules.ts).

type Cited<A extends unknown[], R> = (game: Game, ...args: A) => R;
const one = (game: Game, r: Reason): Reason => citeIn(game.table.edition, r);
const each = (game: Game, list: Reason[]): Reason[] => list.map((r) => one(game, r));
const cited =
  <A extends unknown[]>(f: (game: Game, ...args: A) => Reason[]): Cited<A, Reason[]> =>
  (game, ...args) =>
    each(game, f(game, ...args));
const citedOne =
  <A extends unknown[]>(f: (game: Game, ...args: A) => Reason | null): Cited<A, Reason | null> =>
  (game, ...args) => {
    const r = f(game, ...args);
    return r && one(game, r);
  };

/** Ask a what-if question for the player at `seat`; `other` is the player 801.11/801.5a look at. */
export const whatIf = (...args: Parameters<typeof whatIfRaw>): WhatIfAnswer => {
  const a = whatIfRaw(...args);
  const game = args[0];
  return {
    ...a,
    summary: one(game, a.summary),
    players: a.players.map((p) => ({ seat: p.seat, reason: one(game, p.reason) })),
  };
};
/** Why a player left (800.4, 801.16, 801.17, 809.5b, 810.8a …). */
export const departureReason = (game: Game, seat: number): Reason =>
  one(game, departureReasonRaw(game, seat));
export const departureReasons = cited(departureReasonsRaw);
export const gameOverReason = citedOne(gameOverReasonRaw);
export const turnReason = cited(turnReasonRaw);
export const markerReason = cited(markerReasonRaw);
export const rangeReasons = cited(rangeReasonsRaw);
export const playerReasons = cited(playerReasonsRaw);
/** What an event did, for the history (see eventReasonsRaw); cites the edition of `after`. */
export const eventReasons = (
  before: Game,
  after: Game,
  event: GameEvent,
  run?: { start: Game; events: readonly GameEvent[] },
): Reason[] => each(after, eventReasonsRaw(before, after, event, run));
export const commanderDamageReasons = cited(lifeWhys.commanderDamageReasons);
export const departureEffects = cited(lifeWhys.departureEffects);
export const lifeLossReason = citedOne(lifeWhys.lifeLossReason);
export const lifeReasons = cited(lifeWhys.lifeReasons);
/** What a life event did to the numbers (explainLife.ts), citing the edition of `after`. */
export const lifeEventReasons = (...args: Parameters<typeof lifeWhys.lifeEventReasons>): Reason[] =>
  each(args[1], lifeWhys.lifeEventReasons(...args));
