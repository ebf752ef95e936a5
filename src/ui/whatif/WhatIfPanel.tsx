// What-if tools: pick a player and a question; the engine answers with players, reasons and rule
// numbers, and the chart rings the players concerned. Nothing changes in the game until Apply.
import {
  use,
  useEffect,
  useMemo,
  useState,
  type Dispatch,
  type SetStateAction,
  type Usable,
} from 'react';
import { useLingui } from '@lingui/react/macro';
import { i18n, needCatalog, useCatalog } from '../../i18n/i18n';
import { say } from '../../i18n/say';
import { HighlightLayer, type ChartHighlight } from '../../chart/HighlightLayer';
import type { Overlay } from './overlay';
import type { TableLayout } from '../../chart/geometry';
import {
  WHAT_IF_QUESTIONS,
  whatIf,
  type WhatIfAnswer,
  type WhatIfQuestion,
} from '../../rules/explain';
import type { DerivedTable, Game } from '../../rules';
import { useGame } from '../../store/gameStore';
import { btnPrimary, btnSecondary, panel, select } from '../styles';
import { ReasonText, RuleRef } from '../Why';

const field = `${select} w-full`;

/** Players of an answer, each with the engine's reason and rule. */
function AnswerList({
  testId,
  players,
  derived,
}: {
  testId: string;
  players: WhatIfAnswer['players'];
  derived: DerivedTable;
}) {
  return (
    <ul className="flex flex-col gap-1" data-testid={testId}>
      {players.map((p) => (
        <li key={p.seat}>
          <strong>{derived.players[p.seat]!.name}</strong>: {say(p.reason.words ?? p.reason.text)}{' '}
          <RuleRef rule={p.reason.rule} />
        </li>
      ))}
    </ul>
  );
}

export default function WhatIfPanel({
  game,
  derived,
  focus,
  onOverlay,
  onClose,
  question: initial,
}: {
  game: Game;
  derived: DerivedTable;
  focus: number | null;
  onOverlay: Dispatch<SetStateAction<Overlay | null>>;
  onClose: () => void;
  /** The question to open at (a link from the rules panel); else the first. */
  question?: string | null;
}) {
  useCatalog('whatif');
  // The questions and answers are the engine's messages: in another language, its catalog too
  // (English words them itself).
  if (i18n.locale !== 'en') use(needCatalog('engine') as Usable<void>);
  const { t } = useLingui();
  const dispatch = useGame((s) => s.dispatch);
  const present = derived.players.filter((p) => p.inGame);
  const [chosen, setChosen] = useState<number | null>(null);
  const [question, setQuestion] = useState<WhatIfQuestion>(
    WHAT_IF_QUESTIONS.find(
      (q) => q.id === initial && (q.id !== 'plane' || derived.table.options.planechase),
    )?.id ?? 'target',
  );
  const [otherChoice, setOther] = useState<number | null>(null);
  // The player follows the chart's focus until someone picks one here.
  const fallback =
    focus !== null && derived.players[focus]?.inGame ? focus : (present[0]?.seat ?? 0);
  const seat = chosen !== null && derived.players[chosen]?.inGame ? chosen : fallback;
  const other = otherChoice !== null && derived.players[otherChoice]?.inGame ? otherChoice : null;
  const answer = useMemo(() => whatIf(game, question, seat, other), [game, question, seat, other]);
  const asker = derived.players[seat]!;
  const highlight = useMemo<ChartHighlight | null>(
    () =>
      answer.summary.ok
        ? {
            from: seat,
            seats: answer.highlight,
            names: answer.highlight.map((s) => derived.players[s]!.name),
            tone: question === 'win' || question === 'draw' ? 'leave' : 'reach',
          }
        : null,
    [answer, seat, question, derived],
  );
  useEffect(() => {
    // A function in state must be wrapped, or React would call it as an updater.
    onOverlay(
      highlight
        ? () => (layout: TableLayout) => <HighlightLayer layout={layout} highlight={highlight} />
        : null,
    );
  }, [highlight, onOverlay]);
  useEffect(() => () => onOverlay(null), [onOverlay]);

  const yes = answer.players.filter((p) => answer.highlight.includes(p.seat));
  const rest = answer.players.filter((p) => !answer.highlight.includes(p.seat));
  const otherLabel =
    question === 'sees'
      ? t`Looking at whose creatures`
      : question === 'choose'
        ? t`Hand the choice to`
        : null;
  const askerName = asker.name;
  const others = rest.length;
  const otherOptions =
    question === 'choose' ? derived.players[seat]!.opponentChoosers : present.map((p) => p.seat);

  return (
    <section
      className={`${panel} flex flex-col gap-3`}
      aria-labelledby="whatif-title"
      data-testid="whatif-panel"
    >
      <header className="flex items-center justify-between gap-2">
        <h2 id="whatif-title" className="text-base font-semibold">
          {t`What if…?`}
        </h2>
        <button type="button" className={btnSecondary} onClick={onClose}>
          {t`Close`}
        </button>
      </header>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {t`Asking changes nothing. On the chart, solid rings mark the answer’s players and a dashed ring marks ${askerName}.`}
      </p>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-slate-600 dark:text-slate-300">{t`Whose spell or effect`}</span>
          <select
            className={field}
            value={seat}
            onChange={(e) => {
              setChosen(Number(e.target.value));
              setOther(null);
            }}
          >
            {present.map((p) => (
              <option key={p.seat} value={p.seat}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-slate-600 dark:text-slate-300">{t`Question`}</span>
          <select
            className={field}
            value={question}
            onChange={(e) => {
              setQuestion(e.target.value as WhatIfQuestion);
              setOther(null);
            }}
          >
            {WHAT_IF_QUESTIONS.filter(
              (q) => q.id !== 'plane' || derived.table.options.planechase,
            ).map((q) => (
              <option key={q.id} value={q.id}>
                {say(q.words)} ({q.rule})
              </option>
            ))}
          </select>
        </label>
        {otherLabel && (
          <label className="flex flex-col gap-1 text-sm">
            <span className="text-slate-600 dark:text-slate-300">{otherLabel}</span>
            <select
              className={field}
              value={other ?? ''}
              onChange={(e) => setOther(e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">
                {question === 'sees'
                  ? t`${askerName}’s own creatures`
                  : t`Any of them (who may choose?)`}
              </option>
              {otherOptions
                .filter((s) => s !== seat)
                .map((s) => (
                  <option key={s} value={s}>
                    {derived.players[s]!.name}
                  </option>
                ))}
            </select>
          </label>
        )}
      </div>
      <div aria-live="polite" className="flex flex-col gap-2 text-sm" data-testid="whatif-answer">
        <p className="font-medium">
          <ReasonText reason={answer.summary} />
        </p>
        {yes.length > 0 && <AnswerList testId="whatif-yes" players={yes} derived={derived} />}
        {rest.length > 0 && (
          <details>
            <summary className="min-h-11 cursor-pointer py-2 font-semibold">
              {t`Everyone else (${others})`}
            </summary>
            <AnswerList testId="whatif-no" players={rest} derived={derived} />
          </details>
        )}
        {answer.event && (
          <button type="button" className={btnPrimary} onClick={() => dispatch(answer.event!)}>
            {question === 'win'
              ? t`Apply: ${askerName}’s effect says ${askerName} wins`
              : t`Apply: ${askerName}’s effect makes a draw`}
          </button>
        )}
      </div>
    </section>
  );
}
