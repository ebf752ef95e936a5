// One quiz, question by question: the step's table on the chart (the answer not drawn), the
// student picks players by tapping seats or in the list of toggle buttons, Check marks each pick
// right, missed or wrong (a sign and a word, never colour alone) with the engine's why and rule,
// then Next; a score at the end. Every answer was computed by the engine (teach/quiz/questions.ts).
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TableChart } from '../../chart/TableChart';
import type { TableLayout } from '../../chart/geometry';
import { derive, type Game, type Reason } from '../../rules';
import { markPicks, type Marking, type QuizAnswer } from '../../teach/quiz/questions';
import { useCatalog } from '../../i18n/i18n';
import { say } from '../../i18n/say';
import { RuleRef } from '../RuleRef';
import { btnPrimary, btnSecondary, panel } from '../styles';
import { useChartMarks } from '../table/useChartMarks';
import { wordsKey } from '../../rules/words';
import { questionText } from './words';
import { afterPaint } from '../useAfterPaint';

/** Which reason this is, by its message (not its English, which may come later). */
const reasonKey = (r: Reason) => wordsKey(r.words ?? r.text);

export interface QuizItem {
  game: Game;
  answer: QuizAnswer;
  /** A lesson's question: its step's narration, shown once the question is answered. */
  narration?: string;
  /** The narration is the English one (not translated yet into the language shown). */
  narrationEnglish?: boolean;
}

type Verdict = 'right' | 'missed' | 'wrong';
const SIGNS: Record<Verdict, string> = { right: '✓', missed: '!', wrong: '✗' };
const TONES: Record<Verdict, string> = {
  right: 'border-emerald-600 text-emerald-800 dark:border-emerald-400 dark:text-emerald-200',
  missed: 'border-amber-600 text-amber-900 dark:border-amber-400 dark:text-amber-100',
  wrong: 'border-rose-600 text-rose-800 dark:border-rose-400 dark:text-rose-200',
};
// Chart colours: the same hues, readable on both themes' table tops.
const STROKES: Record<Verdict, string> = { right: '#059669', missed: '#d97706', wrong: '#e11d48' };

function verdictOf(m: Marking, seat: number): Verdict | null {
  return m.right.includes(seat)
    ? 'right'
    : m.missed.includes(seat)
      ? 'missed'
      : m.wrong.includes(seat)
        ? 'wrong'
        : null;
}

/** The picks (a ring each) and, once checked, each seat's sign, drawn over the chart. */
function quizOverlay(picked: ReadonlySet<number>, marking: Marking | null, subject: number) {
  return function QuizLayer(layout: TableLayout) {
    const r = layout.seatRadius + Math.max(4, layout.seatRadius * 0.1);
    const w = Math.max(3, layout.seatRadius * 0.12);
    const at = (s: number) => layout.positions[s] ?? { x: 0, y: 0 };
    const seats = marking ? [...marking.right, ...marking.missed, ...marking.wrong] : [...picked];
    const from = at(subject);
    return (
      <g aria-hidden="true" className="pointer-events-none" data-testid="quiz-layer">
        <circle
          cx={from.x}
          cy={from.y}
          r={r + w * 1.5}
          fill="none"
          strokeWidth={w * 0.7}
          strokeDasharray={`${w * 2} ${w * 1.4}`}
          style={{ stroke: 'var(--tc-asker)' }}
        />
        {seats.map((s) => {
          const p = at(s);
          const v = marking ? verdictOf(marking, s) : null;
          const colour = v ? STROKES[v] : 'var(--tc-reach)';
          const badge = Math.max(10, layout.seatRadius * 0.45);
          return (
            <g key={s} data-testid="quiz-pick" data-verdict={v ?? 'picked'}>
              <circle
                cx={p.x}
                cy={p.y}
                r={r}
                fill="none"
                strokeWidth={w}
                strokeDasharray={v === 'missed' ? `${w * 1.5} ${w}` : undefined}
                style={{ stroke: colour }}
              />
              {v && (
                <>
                  <circle
                    cx={p.x + r * 0.75}
                    cy={p.y - r * 0.75}
                    r={badge}
                    style={{ fill: colour }}
                  />
                  <text
                    x={p.x + r * 0.75}
                    y={p.y - r * 0.75}
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize={badge * 1.3}
                    fontWeight={700}
                    fill="#fff"
                  >
                    {SIGNS[v]}
                  </text>
                </>
              )}
            </g>
          );
        })}
      </g>
    );
  };
}

/** The score at the end, each question right or not, and Try again. */
function QuizScore({
  title,
  items,
  results,
  again,
  extra,
  onExit,
  exitLabel,
}: {
  /** What the quiz is on (a lesson's title marked as English where it still is). */
  title: ReactNode;
  items: readonly QuizItem[];
  results: readonly boolean[];
  again: () => void;
  extra?: ReactNode;
  onExit: () => void;
  exitLabel: string;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // After the screen is painted: focusing as it is put in lays the new page out at once, in the
  // task that draws it (tens of ms on a slow phone before its first frame).
  useEffect(() => afterPaint(() => heading.current?.focus()), []);
  const score = results.filter(Boolean).length;
  const total = items.length;
  return (
    <div
      className="mx-auto flex max-w-3xl flex-col gap-4 px-3 pb-10 sm:px-6"
      data-testid="quiz-score"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">{title}</p>
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold focus-visible:outline-none"
        data-testid="quiz-score-line"
      >
        {t`Your score: ${score} of ${total}`}
      </h2>
      <ol className="flex flex-col gap-1">
        {items.map((it, i) => {
          const ok = results[i];
          const who = it.game.table.players[it.answer.subjectSeat]!.name;
          return (
            <li key={i} className="flex gap-2">
              <span aria-hidden="true" className="w-5 font-bold">
                {ok ? SIGNS.right : SIGNS.wrong}
              </span>
              <span>
                <span className="font-medium">{ok ? t`Right` : t`Not right`}</span>
                {': '}
                {questionText(it.answer.question.kind, who, it.answer.marker)}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={btnPrimary} onClick={again}>
          {t`Try again`}
        </button>
        {extra}
        <button type="button" className={btnSecondary} onClick={onExit}>
          {exitLabel}
        </button>
      </div>
    </div>
  );
}

export function QuizRun({
  title,
  items,
  onExit,
  exitLabel,
  extra,
}: {
  title: ReactNode;
  items: readonly QuizItem[];
  onExit: () => void;
  exitLabel: string;
  /** More buttons for the score screen (a shared quiz: open its table). */
  extra?: ReactNode;
}) {
  useCatalog('quiz');
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [marking, setMarking] = useState<Marking | null>(null);
  const [results, setResults] = useState<boolean[]>([]);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const done = index >= items.length;
  const item = items[Math.min(index, items.length - 1)]!;
  const { game, answer } = item;
  const derived = useMemo(() => derive(game), [game]);
  const marks = useChartMarks(game);
  const name = (s: number) => derived.players[s]!.name;
  const subject = name(answer.subjectSeat);
  const question = questionText(answer.question.kind, subject, answer.marker);
  const total = items.length;
  const number = index + 1;

  // The keyboard follows the quiz: to each new question, to the result once checked, to the score.
  useEffect(() => {
    if (!done) questionRef.current?.focus();
  }, [index, done]);
  useEffect(() => {
    if (marking) resultRef.current?.focus();
  }, [marking]);

  const toggle = (seat: number) => {
    if (marking || !game.inGame[seat]) return;
    setPicked((p) => {
      const next = new Set(p);
      if (!next.delete(seat)) next.add(seat);
      return next;
    });
  };
  const check = () => {
    const m = markPicks(answer.seats, picked);
    setMarking(m);
    setResults((r) => [...r, m.correct]);
  };
  const next = () => {
    setIndex((i) => i + 1);
    setPicked(new Set());
    setMarking(null);
  };
  const again = () => {
    setIndex(0);
    setPicked(new Set());
    setMarking(null);
    setResults([]);
  };
  const overlay = useMemo(
    () => quizOverlay(picked, marking, answer.subjectSeat),
    [picked, marking, answer.subjectSeat],
  );

  if (done)
    return (
      <QuizScore
        title={title}
        items={items}
        results={results}
        again={again}
        extra={extra}
        onExit={onExit}
        exitLabel={exitLabel}
      />
    );

  const players = derived.players.filter((p) => p.inGame);
  const rows = marking ? derived.players.filter((p) => verdictOf(marking, p.seat) !== null) : [];
  const verdictWord = (v: Verdict) =>
    v === 'right' ? t`Right` : v === 'missed' ? t`Missed` : t`Wrong`;
  const missed = marking?.missed.length ?? 0;
  const wrong = marking?.wrong.length ?? 0;
  const headline = !marking
    ? ''
    : marking.correct
      ? answer.seats.length === 0
        ? t`Right: nobody.`
        : t`Right: that is every one of them.`
      : [
          t`Not quite.`,
          missed ? plural(missed, { one: '# player missed.', other: '# players missed.' }) : '',
          wrong
            ? plural(wrong, { one: '# player picked wrongly.', other: '# players picked wrongly.' })
            : '',
        ]
          .filter(Boolean)
          .join(' ');
  const why = (r: Reason) => (
    <>
      {say(r.words ?? r.text)} <RuleRef rule={r.rule} />
    </>
  );

  // Two columns on a wide screen and on a phone or tablet held sideways: the chart as large as the
  // height allows (a projector too), the question and the players beside it.
  return (
    <div
      className="mx-auto grid max-w-7xl gap-3 px-3 pb-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-6 md:landscape:grid-cols-[minmax(0,1fr)_minmax(18rem,26rem)] md:landscape:grid-rows-[auto_auto_1fr] md:landscape:gap-x-6"
      data-testid="quiz"
    >
      {/* What a screen reader hears: each question as it comes, then its result. */}
      <p role="status" className="sr-only" data-testid="quiz-announce">
        {marking
          ? `${headline} ${say(answer.summary.words ?? answer.summary.text)}`
          : t`Question ${number} of ${total}: ${question}`}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2 lg:col-span-2 md:landscape:col-span-2">
        <h2 className="text-xl font-semibold sm:text-2xl">{title}</h2>
        <button type="button" className={btnSecondary} onClick={onExit}>
          {exitLabel}
        </button>
      </div>
      <section
        className={`${panel} flex flex-col gap-1 self-start lg:col-start-2 lg:row-start-2 md:landscape:col-start-2 md:landscape:row-start-2`}
        aria-labelledby="quiz-question"
      >
        <p
          className="text-sm font-medium text-slate-600 dark:text-slate-300"
          data-testid="quiz-counter"
        >
          {t`Question ${number} of ${total}`}
        </p>
        <h3
          id="quiz-question"
          ref={questionRef}
          tabIndex={-1}
          className="text-lg leading-snug font-semibold focus-visible:outline-none sm:text-xl"
          data-testid="quiz-question"
        >
          {question}
        </h3>
        {!marking && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t`Tap the seats on the chart, or pick players in the list; then Check.`}
          </p>
        )}
      </section>
      <div className="mx-auto w-full max-w-[40rem] lg:col-start-1 lg:row-span-2 lg:row-start-2 lg:max-w-[min(60rem,calc(100dvh-9rem))] md:landscape:col-start-1 md:landscape:row-span-2 md:landscape:row-start-2 md:landscape:max-w-[min(60rem,calc(100dvh-2rem))]">
        <TableChart
          derived={derived}
          // Nothing drawn from the subject until the answer is in: the band would give it away.
          focus={marking ? answer.subjectSeat : null}
          selected={null}
          pending={[]}
          showAllRanges={false}
          showDeploy={false}
          onSelect={toggle}
          overlay={overlay}
          marks={marks}
          legend={!!marking}
        />
      </div>
      <div className="flex flex-col gap-3 self-start lg:col-start-2 lg:row-start-3 md:landscape:col-start-2 md:landscape:row-start-3">
        <fieldset className={`${panel} flex flex-col gap-2`} disabled={!!marking}>
          <legend className="float-left mb-1 text-sm font-semibold">{t`Players`}</legend>
          <div className="clear-left flex flex-wrap gap-2" data-testid="quiz-players">
            {players.map((p) => {
              const on = picked.has(p.seat);
              return (
                <button
                  key={p.seat}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(p.seat)}
                  className={`${btnSecondary} ${on ? 'border-2 border-fuchsia-600 bg-fuchsia-50 font-semibold dark:border-fuchsia-400 dark:bg-fuchsia-950' : ''}`}
                >
                  <span aria-hidden="true" className="w-4">
                    {on ? '●' : '○'}
                  </span>
                  {p.name}
                </button>
              );
            })}
          </div>
        </fieldset>
        {!marking ? (
          <button type="button" className={btnPrimary} onClick={check} data-testid="quiz-check">
            {t`Check`}
          </button>
        ) : (
          <section
            ref={resultRef}
            tabIndex={-1}
            aria-labelledby="quiz-result"
            className={`${panel} flex flex-col gap-2 focus-visible:outline-2 focus-visible:outline-sky-400`}
            data-testid="quiz-result"
          >
            <h3 id="quiz-result" className="font-semibold" data-testid="quiz-headline">
              <span aria-hidden="true">
                {marking.correct ? `${SIGNS.right} ` : `${SIGNS.wrong} `}
              </span>
              {headline}
            </h3>
            {rows.length > 0 && (
              <ul className="flex flex-col gap-1.5">
                {rows.map((p) => {
                  const v = verdictOf(marking, p.seat)!;
                  const r = answer.reasons.get(p.seat);
                  return (
                    <li
                      key={p.seat}
                      className={`border-l-4 pl-2 text-sm ${TONES[v]}`}
                      data-testid="quiz-mark"
                      data-verdict={v}
                      data-seat-name={p.name}
                    >
                      <span className="font-semibold">
                        <span aria-hidden="true">{SIGNS[v]} </span>
                        {verdictWord(v)}: {p.name}
                      </span>
                      {r && <span className="text-slate-800 dark:text-slate-200"> · {why(r)}</span>}
                    </li>
                  );
                })}
              </ul>
            )}
            {/* The why once: a player's own line may already say it. */}
            {!rows.some((p) => {
              const own = answer.reasons.get(p.seat);
              return !!own && reasonKey(own) === reasonKey(answer.summary);
            }) && (
              <p className="text-sm" data-testid="quiz-why">
                <span className="font-semibold">{t`Why:`}</span> {why(answer.summary)}
              </p>
            )}
            {item.narration && (
              <p className="text-sm text-slate-700 italic dark:text-slate-300">
                <span className="font-semibold not-italic">{t`In the lesson:`}</span>{' '}
                <span lang={item.narrationEnglish ? 'en' : undefined}>{item.narration}</span>
              </p>
            )}
            <button type="button" className={btnPrimary} onClick={next} data-testid="quiz-next">
              {number < total ? t`Next question` : t`See the score`}
            </button>
          </section>
        )}
      </div>
    </div>
  );
}
