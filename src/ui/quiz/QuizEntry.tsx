// The ways into a quiz from other screens, in a small chunk loaded with the quiz catalog: "Make a
// quiz" beside the table's teaching tools, and a lesson's "Quiz" link.
import { useLingui } from '@lingui/react/macro';
import { useCatalog } from '../../i18n/i18n';
import { formatRoute, navigate } from '../../router/router';
import { btnSecondary } from '../styles';

/** Opens the quiz maker on the open table. */
export function MakeQuizButton({ className }: { className: string }) {
  useCatalog('quiz');
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={className}
      onClick={() => navigate({ kind: 'makeQuiz' })}
      data-testid="make-quiz"
    >
      {t`Make a quiz from this table (for a class: share it as a link)`}
    </button>
  );
}

/** A lesson's quiz: its questions come before the steps' narration tells the answers. */
export function LessonQuizLink({ lesson }: { lesson: string }) {
  useCatalog('quiz');
  const { t } = useLingui();
  return (
    <a
      href={formatRoute({ kind: 'quiz', lesson })}
      className={btnSecondary}
      data-testid="lesson-quiz"
    >
      {t`Quiz: test yourself on this lesson`}
    </a>
  );
}
