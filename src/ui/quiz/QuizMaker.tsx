// Making a quiz from the open table: the teacher picks questions (a kind and a player; tapping a
// seat picks the player), sees each answer the engine computes, and shares the quiz as a link:
// the table's own link plus the questions (teach/quiz/quizLink.ts). The table is not changed.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TableChart } from '../../chart/TableChart';
import { derive } from '../../rules';
import { encodeTable, fragmentFits } from '../../share/codec';
import { useCatalog } from '../../i18n/i18n';
import { answerOf, QUIZ_KINDS, subjectsFor, type QuizKind } from '../../teach/quiz/questions';
import { encodeQuestions, MAX_QUIZ_QUESTIONS } from '../../teach/quiz/quizLink';
import { formatRoute, navigate, TABLE, type Route } from '../../router/router';
import { selectGame, useGame, useGameStore } from '../../store/gameStore';
import { RuleRef } from '../RuleRef';
import { btn, btnPrimary, btnSecondary, panel, select } from '../styles';
import { questionText, KIND_LABELS } from './words';
import { afterPaint } from '../useAfterPaint';

export default function QuizMaker() {
  useCatalog('quiz');
  const { t, i18n } = useLingui();
  const store = useGameStore();
  const game = useGame(selectGame);
  const derived = useMemo(() => game && derive(game), [game]);
  const [asked, setAsked] = useState<{ kind: QuizKind; seat: number }[]>([]);
  const kinds = useMemo(
    () => (game ? QUIZ_KINDS.filter((k) => subjectsFor(game, k).length > 0) : []),
    [game],
  );
  const [kind, setKind] = useState<QuizKind>('attackable');
  const activeKind = kinds.includes(kind) ? kind : (kinds[0] ?? kind);
  const subjects = useMemo(() => (game ? subjectsFor(game, activeKind) : []), [game, activeKind]);
  const [seat, setSeat] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  // After the screen is painted: focusing as it is put in lays the new page out at once, in the
  // task that draws it (tens of ms on a slow phone before its first frame).
  useEffect(() => afterPaint(() => heading.current?.focus()), []);
  const subject = seat !== null && subjects.includes(seat) ? seat : (subjects[0] ?? null);

  const route = useMemo((): Route | null => {
    // Made again whenever the game moves (a live room, another tab, undo), so the link holds the
    // table the answers below are computed on.
    if (!game || asked.length === 0) return null;
    // Life taps still gathering are left out: the quiz asks about ranges, attacks and turns.
    const { setup, log, cursor } = store.getState();
    const table = encodeTable({ ...setup, events: [...log] }, cursor);
    return { kind: 'tableQuiz', table, questions: encodeQuestions(table, asked) };
  }, [asked, store, game]);
  const link = route
    ? `${location.origin}${location.pathname}${location.search}${formatRoute(route)}`
    : '';
  const fits = !route || fragmentFits(formatRoute(route));

  if (!game || !derived || game.over || kinds.length === 0)
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-start gap-3 px-3 py-6 sm:px-6">
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold focus-visible:outline-none"
        >
          {t`Make a quiz`}
        </h2>
        <p role="alert">{t`The game on this table is over: a quiz asks about a game still running.`}</p>
        <button type="button" className={btnSecondary} onClick={() => navigate(TABLE)}>
          {t`Back to your table`}
        </button>
      </div>
    );
  const name = (s: number) => derived.players[s]!.name;
  const full = asked.length >= MAX_QUIZ_QUESTIONS;
  const already =
    subject !== null && asked.some((q) => q.kind === activeKind && q.seat === subject);

  const add = () => {
    if (subject === null || already || full) return;
    setAsked((a) => [...a, { kind: activeKind, seat: subject }]);
    const who = name(subject);
    setSaid(t`Question added about ${who}.`);
  };
  const copy = () => {
    void navigator.clipboard
      ?.writeText(link)
      .then(() => setSaid(t`The quiz link is copied.`))
      .catch(() => setSaid(t`The link could not be copied; select it and copy it yourself.`));
  };

  return (
    <div
      className="mx-auto grid max-w-7xl gap-4 px-3 pb-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_28rem]"
      data-testid="quiz-maker"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 lg:col-span-2">
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold focus-visible:outline-none"
        >
          {t`Make a quiz from this table`}
        </h2>
        <button type="button" className={btnSecondary} onClick={() => navigate(TABLE)}>
          {t`Back to your table`}
        </button>
      </div>
      <div className="mx-auto w-full max-w-[40rem]">
        <TableChart
          derived={derived}
          focus={null}
          selected={subject}
          pending={[]}
          showAllRanges={false}
          showDeploy={false}
          onSelect={(s) => setSeat(s)}
          legend={false}
        />
      </div>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t`Each question asks about the table as it is now. The app works out every answer and its rule; students answer on the chart.`}
        </p>
        <section className={`${panel} flex flex-col gap-2`} aria-labelledby="quiz-add">
          <h3 id="quiz-add" className="font-semibold">
            {t`Add a question`}
          </h3>
          <label className="flex flex-col gap-1 text-sm">
            {t`Question`}
            <select
              className={select}
              value={activeKind}
              onChange={(e) => setKind(e.target.value as QuizKind)}
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {i18n._(KIND_LABELS[k])}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t`About (or tap a seat)`}
            <select
              className={select}
              value={subject ?? ''}
              onChange={(e) => setSeat(Number(e.target.value))}
            >
              {subjects.map((s) => (
                <option key={s} value={s}>
                  {name(s)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={btnPrimary}
            onClick={add}
            disabled={subject === null || already || full}
          >
            {t`Add the question`}
          </button>
        </section>
        <section className={`${panel} flex flex-col gap-2`} aria-labelledby="quiz-list">
          <h3 id="quiz-list" className="font-semibold">
            {t`The quiz`}
          </h3>
          {asked.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{t`No questions yet.`}</p>
          ) : (
            <ol
              className="flex list-decimal flex-col gap-2 pl-5 text-sm"
              data-testid="quiz-maker-list"
            >
              {asked.map((q, i) => {
                const r = answerOf(game, { kind: q.kind, subject: name(q.seat) });
                const answer = r.ok
                  ? r.answer.seats.length
                    ? new Intl.ListFormat(i18n.locale === 'pseudo' ? 'en' : i18n.locale, {
                        type: 'conjunction',
                      }).format(r.answer.seats.map(name))
                    : t`nobody`
                  : r.error;
                return (
                  <li key={`${q.kind}-${q.seat}`}>
                    <span>{questionText(q.kind, name(q.seat), r.ok ? r.answer.marker : null)}</span>{' '}
                    <span className="text-slate-600 dark:text-slate-300">
                      {t`Answer: ${answer}`}
                      {r.ok && (
                        <>
                          {' '}
                          <RuleRef rule={r.answer.summary.rule} />
                        </>
                      )}
                    </span>{' '}
                    <button
                      type="button"
                      className={`${btn} px-2 text-sky-800 underline dark:text-sky-300`}
                      onClick={() => setAsked((a) => a.filter((_, j) => j !== i))}
                    >
                      {t`Remove`}
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
          {route && fits && (
            <>
              <label className="flex flex-col gap-1 text-sm">
                {t`The quiz link`}
                <input
                  readOnly
                  className={`${select} font-mono text-xs`}
                  value={link}
                  onFocus={(e) => e.currentTarget.select()}
                  data-testid="quiz-link"
                />
              </label>
              <div className="flex flex-wrap gap-2">
                <button type="button" className={btnPrimary} onClick={() => navigate(route)}>
                  {t`Start the quiz`}
                </button>
                <button type="button" className={btnSecondary} onClick={copy}>
                  {t`Copy the link`}
                </button>
              </div>
            </>
          )}
          {!fits && <p role="alert">{t`This table is too large for a link.`}</p>}
          <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-300">
            {said}
          </p>
        </section>
      </div>
    </div>
  );
}
