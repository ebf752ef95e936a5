// The quiz's words: each kind of question as a sentence, and its short label for the quiz maker.
// Called while drawing, so they follow a change of language; player names are placeholders.
import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { QuizKind } from '../../teach/quiz/questions';

/** The question as the student reads it. */
export function questionText(kind: QuizKind, name: string, marker: number | null): string {
  switch (kind) {
    case 'attackable':
      return t`Tap every player ${name} may attack.`;
    case 'inRange':
      return t`Tap every player within ${name}’s range of influence.`;
    case 'nextTurn':
      return t`${name}’s turn ends now. Tap every player who begins a turn next.`;
    case 'markerMoves': {
      const n = marker ?? 0;
      return t`${name} ends the turn of turn marker ${n}. Tap the player who holds marker ${n} next.`;
    }
    case 'chooser':
      return t`${name}’s spell says “an opponent chooses”. Tap every player who may be the one to choose.`;
  }
}

/** What each kind asks, for the quiz maker's list (about the player picked beside it). */
export const KIND_LABELS: Record<QuizKind, MessageDescriptor> = {
  attackable: msg`Whom may they attack?`,
  inRange: msg`Who is within their range?`,
  nextTurn: msg`Who begins a turn when their turn ends?`,
  markerMoves: msg`Who gets their turn marker next?`,
  chooser: msg`Who may choose for “an opponent”?`,
};
