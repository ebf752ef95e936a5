// Each lesson's quiz: questions written from its steps' narration, each asked on its step's table
// before the narration tells the answer. Only the question is data; the engine computes the
// answer and its why (questions.ts), so a question here can never carry a wrong answer.
import type { QuizKind, QuizQuestion } from './questions';

type Q = [step: number, kind: QuizKind, subject: string];

const LESSON_QUIZZES: Record<string, readonly Q[]> = {
  'range-1-and-2': [
    [2, 'inRange', 'Alex'],
    [3, 'inRange', 'Dmitri'],
    [4, 'attackable', 'Alex'],
  ],
  'player-leaves': [
    [1, 'inRange', 'Alex'],
    [2, 'inRange', 'Alex'],
    [2, 'attackable', 'Alex'],
    [3, 'inRange', 'Alex'],
  ],
  'different-ranges': [
    [1, 'inRange', 'Alex'],
    [2, 'inRange', 'Carissa'],
    [2, 'attackable', 'Carissa'],
  ],
  'attack-multiple': [
    [2, 'attackable', 'Alex'],
    [3, 'nextTurn', 'Alex'],
    [4, 'attackable', 'Bianca'],
  ],
  'attack-left': [
    [2, 'attackable', 'Alex'],
    [3, 'attackable', 'Bianca'],
    [4, 'attackable', 'Carissa'],
  ],
  'attack-right': [
    [2, 'nextTurn', 'Bianca'],
    [3, 'attackable', 'Carissa'],
    [4, 'attackable', 'Alex'],
  ],
  'emperor-opening': [
    [1, 'inRange', 'Bianca'],
    [3, 'attackable', 'Carissa'],
    [4, 'inRange', 'Carissa'],
    [5, 'attackable', 'Carissa'],
  ],
  'emperor-eight': [
    [2, 'inRange', 'A-emperor'],
    [3, 'inRange', 'A-general-2'],
    [4, 'inRange', 'A-general-3'],
    [4, 'attackable', 'A-general-3'],
  ],
  'opponent-chooses': [
    [1, 'inRange', 'Bianca'],
    [2, 'chooser', 'Bianca'],
    [3, 'chooser', 'Esme'],
  ],
  // Pyroclasm reaches the creatures of the players in its caster's range (801.10).
  pyroclasm: [
    [1, 'inRange', 'Alex'],
    [3, 'inRange', 'Carissa'],
    [3, 'inRange', 'Esme'],
  ],
  // What a permanent sees is its controller's range (801.11).
  'coat-of-arms': [
    [1, 'inRange', 'Alex'],
    [2, 'inRange', 'Rob'],
    [3, 'inRange', 'Carissa'],
  ],
  // After the win the game is over: every question is asked on the table before it.
  'win-unlimited': [
    [1, 'attackable', 'Alex'],
    [1, 'chooser', 'Alex'],
    [1, 'nextTurn', 'Alex'],
  ],
  'win-in-range': [
    [1, 'inRange', 'Alex'],
    [2, 'inRange', 'Alex'],
    [2, 'nextTurn', 'Alex'],
  ],
  draw: [
    [1, 'inRange', 'Carissa'],
    [3, 'inRange', 'Esme'],
    [3, 'attackable', 'Esme'],
  ],
  'two-headed-giant': [
    [1, 'nextTurn', 'Alex'],
    [2, 'attackable', 'Alex'],
    [3, 'nextTurn', 'Carissa'],
  ],
  'grand-melee': [
    [1, 'markerMoves', 'Alex'],
    [2, 'nextTurn', 'Esme'],
    [5, 'inRange', 'Hana'],
    [6, 'inRange', 'Hana'],
  ],
  'team-vs-team': [
    [1, 'nextTurn', 'Esme'],
    [2, 'attackable', 'Esme'],
    [3, 'nextTurn', 'Femi'],
  ],
  'alternating-teams': [
    [1, 'nextTurn', 'A1'],
    [2, 'inRange', 'A1'],
    [2, 'attackable', 'A1'],
  ],
  'shared-life': [
    [1, 'attackable', 'Ana'],
    [1, 'nextTurn', 'Ana'],
    [8, 'attackable', 'Cy'],
  ],
  'commander-damage': [
    [4, 'attackable', 'Ana'],
    [5, 'attackable', 'Ana'],
    [6, 'nextTurn', 'Di'],
  ],
  'planar-controller-leaves': [
    [1, 'nextTurn', 'Alex'],
    [5, 'attackable', 'Alex'],
    [6, 'nextTurn', 'Carissa'],
  ],
  'grand-melee-planechase': [
    [1, 'inRange', 'Alex'],
    [1, 'markerMoves', 'Alex'],
    [2, 'nextTurn', 'Esme'],
    [6, 'markerMoves', 'Gus'],
  ],
  'how-the-rules-changed': [
    [1, 'nextTurn', 'Alex'],
    [7, 'attackable', 'A1'],
    [8, 'attackable', 'A1'],
    [9, 'attackable', 'Alex'],
  ],
};

/** A lesson's quiz questions in step order (none for a lesson without a quiz). */
export function lessonQuiz(id: string): QuizQuestion[] {
  return (LESSON_QUIZZES[id] ?? []).map(([step, kind, subject]) => ({ step, kind, subject }));
}

/** The lessons that have a quiz (the tests hold every lesson to one). */
export const quizzedLessons = (): string[] => Object.keys(LESSON_QUIZZES);
