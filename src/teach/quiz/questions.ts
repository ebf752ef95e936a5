// Quiz questions are data (a kind, a player, a lesson step); their answers are never typed in:
// the engine computes them from the step's own game, with the why it would show on the table
// screen, so a quiz can never disagree with the chart. Pure TypeScript, no React.
import {
  applyEvent,
  derive,
  turnEnders,
  type DerivedTable,
  type Game,
  type Reason,
} from '../../rules';
import type { TurnEnder } from '../../rules/turns';
import {
  attackVerdict,
  opponentChoiceReason,
  rangeReason,
  targetVerdict,
} from '../../rules/reasons';
import { markerReason, turnReason } from '../../rules/explain';

/**
 * What a question asks about its subject:
 * - attackable: whom the subject's creatures may attack (801.3, 802, 803, 809.3c, 810.7a …);
 * - inRange: who is within the subject's range of influence, the subject too (801.2, 801.2b);
 * - nextTurn: who begins a turn when the subject's turn ends (101.4, 805.4, 807.4 …);
 * - markerMoves: Grand Melee, who holds the subject's turn marker once their turn ends (807.4c–d);
 * - chooser: who may make a choice the subject hands to "an opponent" (801.5a, 801.5c).
 */
export type QuizKind = 'attackable' | 'inRange' | 'nextTurn' | 'markerMoves' | 'chooser';

export const QUIZ_KINDS: readonly QuizKind[] = [
  'attackable',
  'inRange',
  'nextTurn',
  'markerMoves',
  'chooser',
];

export interface QuizQuestion {
  kind: QuizKind;
  /** The player the question is about, by name (names are unique at a table). */
  subject: string;
  /** A lesson's question: the step (counted from 1) whose table it asks about. */
  step?: number;
}

export interface QuizAnswer {
  question: QuizQuestion;
  subjectSeat: number;
  /** markerMoves: the number of the marker that moves. */
  marker: number | null;
  /** The right answer: the seats to pick, in seat order. */
  seats: number[];
  /** The engine's why for the answer as a whole, with its rule number. */
  summary: Reason;
  /** Per seat, where the engine has one: why that player is, or is not, part of the answer. */
  reasons: Map<number, Reason>;
}

export type AnswerResult = { ok: true; answer: QuizAnswer } | { ok: false; error: string };

const fail = (error: string): AnswerResult => ({ ok: false, error });

/** The running turn of `seat` that can be ended now (its marker's in Grand Melee). */
function enderOf(game: Game, seat: number): TurnEnder | undefined {
  return turnEnders(game).find((e) => e.seat === seat);
}

/** The game once `seat`'s turn has ended, or null when it cannot end now. */
function afterTurnOf(game: Game, seat: number): { after: Game; ender: TurnEnder } | null {
  const ender = enderOf(game, seat);
  if (!ender) return null;
  const r = applyEvent(game, ender.event);
  return r.ok ? { after: r.value, ender } : null;
}

/** Seats of players within a's range (derive's list) and each player's why (801.2, 801.2b). */
function inRangeAnswer(game: Game, d: DerivedTable, s: number) {
  const reasons = new Map<number, Reason>();
  for (const p of d.players) {
    const b = p.seat;
    reasons.set(
      b,
      b === s || !game.inGame[b] || !game.inGame[s]
        ? targetVerdict(game, s, b)
        : rangeReason(game, s, b, '801.2'),
    );
  }
  const seats = [...d.players[s]!.inRange].sort((a, b) => a - b);
  // The why of the farthest player reached says how range is counted; unlimited range has one.
  const summary =
    [...seats]
      .reverse()
      .map((b) => reasons.get(b)!)
      .find((r) => r.ok && r.rule !== '801.2b') ?? reasons.get(s)!;
  return { seats, reasons, summary };
}

function attackAnswer(game: Game, d: DerivedTable, s: number) {
  const reasons = new Map<number, Reason>();
  for (const p of d.players) reasons.set(p.seat, attackVerdict(game, s, p.seat));
  const seats = [...d.players[s]!.canAttack].sort((a, b) => a - b);
  const summary =
    seats.map((b) => reasons.get(b)!)[0] ??
    [...reasons.values()].find((r) => !r.ok && r.rule !== '102.3') ??
    reasons.get(s)!;
  return { seats, reasons, summary };
}

/** Who begins a turn when `seat`'s turn ends: with markers, the holders of markers that began. */
function nextTurnAnswer(game: Game, s: number) {
  const next = afterTurnOf(game, s);
  if (!next) return null;
  const { after } = next;
  const da = derive(after);
  if (game.markers.length === 0 && after.markers.length === 0) {
    const why = turnReason(after)[0];
    return why ? { seats: [...da.activePlayers].sort((a, b) => a - b), summary: why } : null;
  }
  const before = new Map(game.markers.map((m) => [m.number, m.began]));
  const began = after.markers.filter((m) => m.takingTurn && before.get(m.number) !== m.began);
  const seats = [...new Set(began.map((m) => m.holder))].sort((a, b) => a - b);
  const why = began.length ? markerReason(after, began[0]!.number)[0] : turnReason(after)[0];
  return why ? { seats, summary: why } : null;
}

function markerAnswer(game: Game, s: number) {
  const next = afterTurnOf(game, s);
  if (!next || next.ender.marker === null) return null;
  const n = next.ender.marker;
  const moved = next.after.markers.find((m) => m.number === n);
  const why = markerReason(next.after, n)[0];
  return why ? { seats: moved ? [moved.holder] : [], summary: why, marker: n } : null;
}

/** The answer to a question asked of a game, computed by the engine, or why it has none. */
export function answerOf(game: Game, question: QuizQuestion): AnswerResult {
  const s = game.table.players.findIndex((p) => p.name === question.subject);
  if (s < 0) return fail(`${question.subject} is not at this table.`);
  if (game.over) return fail('The game is over: there is nothing left to ask.');
  if (!game.inGame[s]) return fail(`${question.subject} has left the game.`);
  const d = derive(game);
  const base = { question, subjectSeat: s, marker: null, reasons: new Map<number, Reason>() };
  switch (question.kind) {
    case 'inRange':
      return { ok: true, answer: { ...base, ...inRangeAnswer(game, d, s) } };
    case 'attackable':
      return { ok: true, answer: { ...base, ...attackAnswer(game, d, s) } };
    case 'chooser': {
      const seats = [...d.players[s]!.opponentChoosers].sort((a, b) => a - b);
      return { ok: true, answer: { ...base, seats, summary: opponentChoiceReason(game, s) } };
    }
    case 'nextTurn': {
      const a = nextTurnAnswer(game, s);
      if (!a) return fail(`${question.subject} is not taking a turn that can end now.`);
      return { ok: true, answer: { ...base, ...a } };
    }
    case 'markerMoves': {
      const a = markerAnswer(game, s);
      if (!a) return fail(`${question.subject} holds no running turn marker.`);
      return { ok: true, answer: { ...base, ...a } };
    }
  }
}

/** Who may be asked about with each kind now: the players it gives an answer for. */
export function subjectsFor(game: Game, kind: QuizKind): number[] {
  if (game.over) return [];
  const ending = new Set(turnEnders(game).map((e) => e.seat));
  return game.table.players
    .map((p) => p.seat)
    .filter((s) => game.inGame[s])
    .filter((s) =>
      kind === 'nextTurn'
        ? ending.has(s)
        : kind === 'markerMoves'
          ? ending.has(s) && game.markers.length > 0
          : true,
    );
}

/** How a picked set of seats compares with the answer: right, missed (not picked), wrong. */
export interface Marking {
  right: number[];
  missed: number[];
  wrong: number[];
  /** Exactly the answer: the question scores. */
  correct: boolean;
}

export function markPicks(answer: readonly number[], picked: Iterable<number>): Marking {
  const want = new Set(answer);
  const got = new Set(picked);
  const right = [...got].filter((s) => want.has(s)).sort((a, b) => a - b);
  const wrong = [...got].filter((s) => !want.has(s)).sort((a, b) => a - b);
  const missed = [...want].filter((s) => !got.has(s)).sort((a, b) => a - b);
  return { right, missed, wrong, correct: missed.length === 0 && wrong.length === 0 };
}
