// The quiz screens (a lazy chunk with the quiz catalog): a lesson's quiz (#quiz=<lesson>), a
// teacher's quiz on a shared table (#tquiz=<table link>&q=<questions>) and the quiz maker
// (#make-quiz). A quiz plays on games of its own: the user's table is never touched.
import { useEffect, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { replay, type Game } from '../../rules';
import { loadScenario } from '../../rules/scenario';
// A quiz link is input: its names are compared with Unicode's look-alike table.
import '../../rules/confusables';
import { decodeTable } from '../../share/codec';
import { loadCatalog } from '../../teach/catalog';
import { gameOfStep } from '../../teach/lesson';
import { lessonQuiz } from '../../teach/quiz/lessonQuizzes';
import { answerOf, type QuizQuestion } from '../../teach/quiz/questions';
import { decodeQuestions } from '../../teach/quiz/quizLink';
import { useCatalog } from '../../i18n/i18n';
import { say, useEngineWords } from '../../i18n/say';
import type { Words } from '../../rules/words';
import { navigate, TABLE, useRoute } from '../../router/router';
import { pushNotice } from '../../store/notices';
import { btnSecondary } from '../styles';
import QuizMaker from './QuizMaker';
import { QuizRun, type QuizItem } from './QuizRun';
import { shownLesson } from '../../content/lessons/lessonTexts';
import { useLessonTexts } from '../teach/LessonWords';

/** Each question with its engine-computed answer; a question with none is left out. */
function itemsOf(
  asked: readonly {
    game: Game | null;
    q: QuizQuestion;
    narration?: { text: string; translated: boolean };
  }[],
) {
  const items: QuizItem[] = [];
  for (const { game, q, narration } of asked) {
    const r = game && answerOf(game, q);
    if (game && r?.ok)
      items.push({
        game,
        answer: r.answer,
        ...(narration
          ? {
              narration: narration.text,
              ...(narration.translated ? {} : { narrationEnglish: true }),
            }
          : {}),
      });
  }
  return items;
}

function LessonQuiz({ id }: { id: string }) {
  const { t } = useLingui();
  const lesson = useMemo(() => loadCatalog().lessons.find((l) => l.id === id), [id]);
  // The lesson's own words in the language shown (English, with its note, where not translated).
  const texts = useLessonTexts();
  const shown = useMemo(
    () => lesson && shownLesson(lesson, texts.file, texts.source),
    [lesson, texts],
  );
  const items = useMemo(
    () =>
      lesson && shown
        ? itemsOf(
            lessonQuiz(lesson.id).map((q) => {
              const i = (q.step ?? 1) - 1;
              const said = shown.steps[i]!;
              return {
                game: gameOfStep(lesson, lesson.steps[i]!),
                q,
                narration: { text: said.narration, translated: said.translated },
              };
            }),
          )
        : [],
    [lesson, shown],
  );
  if (!lesson || !shown || items.length === 0)
    return <Missing text={t`There is no quiz for this lesson.`} />;
  // A title still in English in the language shown is read as English.
  const title = shown.translated ? shown.title : <span lang="en">{shown.title}</span>;
  return (
    <QuizRun
      key={lesson.id}
      title={<Trans>Quiz: {title}</Trans>}
      items={items}
      onExit={() => navigate({ kind: 'lesson', id: lesson.id, step: 1 })}
      exitLabel={t`Back to the lesson`}
    />
  );
}

/** A quiz link's table and questions, or why its table could not be read (the engine's words). */
type Decoded = { error: Words | string } | { game: Game; questions: QuizQuestion[] | null };

function TableQuiz({ table, code }: { table: string; code: string }) {
  const { t } = useLingui();
  const decoded = useMemo((): Decoded => {
    const d = decodeTable(table);
    if (!d.ok) return { error: d.error.words ?? d.error.message } as const;
    const loaded = loadScenario(d.scenario);
    if (!loaded.ok) return { error: loaded.error.words ?? loaded.error.message } as const;
    const names = loaded.value.table.players.map((p) => p.name);
    const { game, error } = replay(
      loaded.value.table,
      (d.scenario.events ?? []).slice(0, d.cursor),
    );
    if (error) return { error: error.words ?? error.message } as const;
    const qs = decodeQuestions(table, code, names);
    return { game, questions: qs.ok ? qs.questions : null } as const;
  }, [table, code]);
  const broken = 'game' in decoded && decoded.questions === null;
  // A damaged questions part: say so, and open the table as its link would (share/links.ts).
  useEffect(() => {
    if (!broken) return;
    pushNotice({
      tone: 'error',
      title: t`The quiz in this link is damaged`,
      body: t`Its questions could not be read, so the table opens without them.`,
    });
    location.replace(`#${table}`);
  }, [broken, table, t]);
  const items = useMemo(
    () =>
      'game' in decoded && decoded.questions
        ? itemsOf(decoded.questions.map((q) => ({ game: decoded.game, q })))
        : [],
    [decoded],
  );
  if ('error' in decoded) return <Unreadable why={decoded.error} />;
  if (broken) return null;
  if (items.length === 0) return <Missing text={t`This quiz has no questions left to ask.`} />;
  return (
    <QuizRun
      key={`${table}&${code}`}
      title={t`Quiz on a shared table`}
      items={items}
      onExit={() => navigate(TABLE)}
      exitLabel={t`Back to your table`}
      extra={
        <button
          type="button"
          className={btnSecondary}
          onClick={() => location.replace(`#${table}`)}
        >
          {t`Open this table`}
        </button>
      }
    />
  );
}

/** Why the link's table could not be read: the engine's message, in the language shown. */
function Unreadable({ why: error }: { why: Words | string }) {
  const { t } = useLingui();
  useEngineWords(typeof error !== 'string');
  const why = say(error);
  return <Missing text={t`The table in this quiz link could not be read: ${why}`} />;
}

function Missing({ text }: { text: string }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-3 px-3 py-6 sm:px-6">
      <p
        role="alert"
        className="rounded-lg border border-amber-500 bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
      >
        {text}
      </p>
      <button type="button" className={btnSecondary} onClick={() => navigate(TABLE)}>
        {t`Back to your table`}
      </button>
    </div>
  );
}

export default function QuizScreen() {
  useCatalog('quiz');
  const route = useRoute();
  if (route.kind === 'quiz') return <LessonQuiz id={route.lesson} />;
  if (route.kind === 'tableQuiz') return <TableQuiz table={route.table} code={route.questions} />;
  if (route.kind === 'makeQuiz') return <QuizMaker />;
  return null;
}
