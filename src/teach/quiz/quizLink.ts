// A teacher's quiz travels as a link: the table's own share link (share/codec.ts) plus the
// questions, written compactly after it:
//
//     #tquiz=<table link>&q=1<question>.<question>…-<check>
//
// A question is its kind's letter and its subject's seat in base 36 ("a3": whom seat 3 may
// attack). <check> is a 32-bit FNV-1a hash of the table link and the questions, in base 36: a
// questions part that was cut, changed or pasted onto another table is refused as a whole, and
// the table still opens without it. Pure TypeScript.
import type { QuizKind, QuizQuestion } from './questions';

const LETTERS: Record<QuizKind, string> = {
  attackable: 'a',
  inRange: 'r',
  nextTurn: 'n',
  markerMoves: 'm',
  chooser: 'c',
};
const KINDS = new Map(Object.entries(LETTERS).map(([k, l]) => [l, k as QuizKind]));

/** At most this many questions in one link (a quiz is a handful, and links stay short). */
export const MAX_QUIZ_QUESTIONS = 30;

function check(table: string, body: string): string {
  let h = 0x811c9dc5;
  const text = `${table}|${body}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/** The questions part of a quiz link for `table` (its link fragment without "#"). */
export function encodeQuestions(table: string, seats: readonly { kind: QuizKind; seat: number }[]) {
  const body = `1${seats.map((q) => `${LETTERS[q.kind]}${q.seat.toString(36)}`).join('.')}`;
  return `${body}-${check(table, body)}`;
}

export type QuestionsResult = { ok: true; questions: QuizQuestion[] } | { ok: false };

/**
 * The questions of a quiz link, with their players named from `names` (the table's, in seat
 * order); any damage at all is `{ ok: false }`: the caller says so and opens the table alone.
 */
export function decodeQuestions(
  table: string,
  code: string,
  names: readonly string[],
): QuestionsResult {
  const m = /^(1[a-z0-9.]*)-([a-z0-9]{1,7})$/.exec(code);
  if (!m || check(table, m[1]!) !== m[2]) return { ok: false };
  const parts = m[1]!.slice(1).split('.');
  if (parts.length === 0 || parts.length > MAX_QUIZ_QUESTIONS) return { ok: false };
  const questions: QuizQuestion[] = [];
  for (const part of parts) {
    const kind = KINDS.get(part[0] ?? '');
    const seat = /^[0-9a-z]{1,3}$/.test(part.slice(1)) ? parseInt(part.slice(1), 36) : NaN;
    const subject = names[seat];
    if (!kind || subject === undefined) return { ok: false };
    questions.push({ kind, subject });
  }
  return { ok: true, questions };
}
