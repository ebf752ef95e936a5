// Lessons: the list, and a player that steps through one lesson on the real chart. A lesson runs
// on a store of its own (createGameStore), supplied to the table screen's own chart by a provider,
// so it never touches the user's table; leaving a lesson returns to that table exactly as it was.
// Lazy-loaded: its own chunk.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { eventSpec, type Scenario } from '../../rules';
import {
  createGameStore,
  GameStoreProvider,
  selectTable,
  useGame,
  type GameStore,
} from '../../store/gameStore';
import { variantMessage } from '../../rules/labels';
import { say } from '../../i18n/say';
import { btn, btnPrimary, btnSecondary } from '../styles';
import { loadCatalog } from '../../teach/catalog';
import { scenarioOf, tableKey, type Lesson, type LessonStep } from '../../teach/lesson';
import { loadLessonTexts, shownLesson, type ShownLesson } from '../../content/lessons/lessonTexts';
import { RuleRef } from '../RuleRef';
import { GameChart } from '../table/GameChart';
import { LessonCounters } from './LessonCounters';
// How a lesson step prints: its chart, words and rule numbers, none of the controls.
import './print.css';

/** Lessons about life (810.9, 903.10a) show the numbers beside the chart. */
const aboutLife = (scenario: Scenario) =>
  !!scenario.options?.format ||
  (scenario.events ?? []).some((e) => eventSpec(e.type)?.group === 'life');

import { LessonIndex } from './LessonIndex';
import { NotTranslated } from '../NotTranslated';
import { Narration, useLessonTexts, Words } from './LessonWords';

export { preloadTexts } from './LessonWords';
// The lessons read before their screen draws (App.tsx), a slice at a time.
export { readCatalog } from '../../teach/catalog';

/** What the player's download line says: a fact, worded when drawn. */
type Exported =
  | { kind: 'drawing'; step: number; total: number }
  | { kind: 'saved'; file: string }
  | { kind: 'failed' }
  | null;

/** Two frames and a moment: a step shown by the route has been drawn. */
const drawn = () =>
  new Promise<void>((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 30))),
  );

/**
 * Downloads the lesson as one HTML page, every step's chart with its narration (handout.ts): the
 * player shows each step in turn to take its picture, then returns to the step it was on.
 */
async function downloadLesson(
  lesson: Lesson,
  from: number,
  say: (s: Exported) => void,
  i18n: I18n,
) {
  const [{ chartPicture, legendDrawn, save }, { lessonHandout }, texts, words] = await Promise.all([
    import('./exportChart'),
    import('./handout'),
    // The rule summaries in the language shown (src/content/rules/).
    import('../rulebook/handoutTexts').then((m) => m.handoutSummaries()),
    // The lesson's own words in the language shown (src/content/lessons/).
    loadLessonTexts(i18n.locale),
  ]);
  const steps = [];
  for (const [i, s] of lesson.steps.entries()) {
    say({ kind: 'drawing', step: i + 1, total: lesson.steps.length });
    navigate({ kind: 'lesson', id: lesson.id, step: i + 1 }, 'replace');
    await drawn();
    const svg = document.querySelector<SVGSVGElement>('svg[data-testid="seating-chart"]');
    if (svg) await legendDrawn(svg);
    const scenario = scenarioOf(lesson, s);
    const edition = scenario.options?.edition ?? 'current';
    steps.push({
      picture: svg ? chartPicture(svg, 600).text : '',
      table: tableWords(i18n, scenario.variant, edition, !!lesson.tables),
    });
  }
  navigate({ kind: 'lesson', id: lesson.id, step: from }, 'replace');
  const shown = shownLesson(lesson, words.file, words.source);
  const html = lessonHandout(lesson, steps, texts, shown, i18n);
  const file = `lesson-${lesson.id}.html`;
  save(new Blob([html], { type: 'text/html' }), file);
  say({ kind: 'saved', file });
}

/**
 * What a lesson's table is: its variant, with "2005 rules" when it follows an older edition, and
 * "today's rules" in a lesson that compares editions. The variant's name is the engine's.
 */
function tableWords(i18n: I18n, variantId: string, edition: string, compares: boolean): string {
  const variant = say(variantMessage(variantId));
  if (edition !== 'current') return i18n._(msg`${variant} · ${edition} rules`);
  return compares ? i18n._(msg`${variant} · today’s rules`) : variant;
}
import { currentRoute, navigate, TABLE, useRoute } from '../../router/router';
import { needCatalog, useCatalog } from '../../i18n/i18n';

const exitLessons = () => navigate(TABLE);
// Shared with the table screen, which loads it lazily too: one small chunk for both.
const ChartExport = lazy(() => import('./ChartExport'));
// The lesson's quiz link, with the quiz catalog its words are in.
const LessonQuizLink = lazy(() =>
  Promise.all([import('../quiz/QuizEntry'), needCatalog('quiz')]).then(([m]) => ({
    default: m.LessonQuizLink,
  })),
);

export default function LessonScreen() {
  useCatalog('teach');
  const route = useRoute();
  const catalog = useMemo(loadCatalog, []);
  const texts = useLessonTexts();
  if (route.kind !== 'lesson' && route.kind !== 'lessons') return null;
  if (route.kind === 'lesson') {
    const lesson = catalog.lessons.find((l) => l.id === route.id);
    if (lesson) {
      const step = Math.min(route.step, lesson.steps.length);
      const shown = shownLesson(lesson, texts.file, texts.source);
      return <LessonPlayer key={lesson.id} lesson={lesson} shown={shown} step={step} />;
    }
    return (
      <LessonIndex
        lessons={catalog.lessons}
        texts={texts}
        errors={catalog.errors}
        missing={route.id}
      />
    );
  }
  return <LessonIndex lessons={catalog.lessons} texts={texts} errors={catalog.errors} />;
}

/**
 * A step on the lesson's store: the game at its event, whose range the chart draws and who is
 * ringed. A seat the viewer tapped (the selection) shows that player's view until the step changes.
 */
function showStep(store: GameStore, step: LessonStep) {
  store.getState().jumpTo(step.at);
  const seat = (name?: string) =>
    selectTable(store.getState())?.players.find((p) => name !== undefined && p.name === name)
      ?.seat ?? null;
  store.getState().setUi({
    selected: null,
    defaultFocus: seat(step.focus),
    ringed: seat(step.mark),
    showAllRanges: step.showAllRanges ?? false,
  });
}

function LessonPlayer({
  lesson,
  shown,
  step,
}: {
  lesson: Lesson;
  shown: ShownLesson;
  step: number;
}) {
  const current = lesson.steps[step - 1]!;
  // A store of the lesson's own: the user's table is untouched. parseLesson has replayed the
  // lesson already, so its table and events are known to be valid.
  // One store per table the lesson shows (a lesson may compare tables, 2005 against today).
  const [stores] = useState(() => new Map<string, GameStore>());
  const key = tableKey(current);
  let store = stores.get(key);
  if (!store) {
    store = createGameStore(scenarioOf(lesson, current));
    showStep(store, current);
    stores.set(key, store);
  }
  // Before the paint: the chart never shows a step's game with another step's view.
  useLayoutEffect(() => showStep(store, current), [store, current]);
  return (
    <GameStoreProvider value={store}>
      <LessonView lesson={lesson} shown={shown} step={step} />
    </GameStoreProvider>
  );
}

function LessonView({ lesson, shown, step }: { lesson: Lesson; shown: ShownLesson; step: number }) {
  const { t, i18n } = useLingui();
  const current = lesson.steps[step - 1]!;
  const narration = shown.steps[step - 1]!;
  const total = lesson.steps.length;
  const table = useGame(selectTable)!;

  const go = useCallback(
    (n: number) => {
      const next = Math.max(1, Math.min(total, n));
      if (next === step) return;
      // The rules panel, open over the lesson, stays open (the arrow keys step the lesson under it).
      navigate({ kind: 'lesson', id: lesson.id, step: next, rule: currentRoute().rule }, 'replace');
    },
    [lesson, step, total],
  );

  const [presenting, setPresenting] = useState(false);
  const [exported, setExported] = useState<Exported>(null);
  // Keyboard focus: on the lesson's title when it opens, back on Present after presenting.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const nameId = useId();
  const presentButton = useRef<HTMLButtonElement>(null);
  const presented = useRef(false);
  useEffect(() => {
    if (presenting) presented.current = true;
    else if (presented.current) presentButton.current?.focus();
    else titleRef.current?.focus();
  }, [presenting]);
  const present = useCallback((on: boolean) => {
    setPresenting(on);
    // Full screen where the browser allows it; the layout works without it too.
    if (on) document.documentElement.requestFullscreen?.().catch(() => undefined);
    else if (document.fullscreenElement) document.exitFullscreen?.().catch(() => undefined);
  }, []);
  useEffect(() => {
    const onFull = () => {
      if (!document.fullscreenElement) setPresenting(false);
    };
    document.addEventListener('fullscreenchange', onFull);
    return () => document.removeEventListener('fullscreenchange', onFull);
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (
        target &&
        (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')
      )
        return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'ArrowRight' || e.key === 'PageDown') go(step + 1);
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(step - 1);
      else if (e.key === 'Home') go(1);
      else if (e.key === 'End') go(total);
      else if (e.key === 'p' || e.key === 'P') present(!presenting);
      else if (e.key === 'Escape' && presenting) present(false);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, present, presenting, step, total]);

  const chart = <GameChart />;
  const counter = (
    <span className="tabular-nums" data-testid="step-counter">
      {t`Step ${step} of ${total}`}
    </span>
  );
  const stepButtons = (large: boolean) => (
    <div className="flex gap-2">
      <button
        type="button"
        className={large ? `${btnSecondary} text-lg!` : btnSecondary}
        disabled={step <= 1}
        onClick={() => go(step - 1)}
        aria-keyshortcuts="ArrowLeft"
      >
        <Trans>
          <span aria-hidden="true">←</span> Back
        </Trans>
      </button>
      <button
        type="button"
        className={large ? `${btnPrimary} text-lg!` : btnPrimary}
        disabled={step >= total}
        onClick={() => go(step + 1)}
        aria-keyshortcuts="ArrowRight"
      >
        <Trans>
          Next <span aria-hidden="true">→</span>
        </Trans>
      </button>
    </div>
  );
  // Each chip opens the rules panel at its rule, over the lesson.
  const rules = (
    <span className="flex flex-wrap gap-1" data-testid="lesson-rules">
      {lesson.rules.map((r) => (
        <RuleRef key={r} rule={r} />
      ))}
    </span>
  );

  const title = shown.title;
  const heading = (
    <>
      <Words text={title} translated={shown.translated} />
      {!shown.translated && <NotTranslated />}
    </>
  );
  if (presenting)
    return (
      <div
        className="fixed inset-0 z-50 grid content-start gap-4 overflow-auto bg-slate-50 p-4 text-slate-900 landscape:grid-cols-[auto_minmax(0,1fr)] landscape:grid-rows-[1fr_auto_auto_1fr] landscape:gap-x-8 dark:bg-slate-950 dark:text-slate-100"
        data-testid="presentation"
        role="region"
        aria-labelledby={nameId}
      >
        {/* The region's name in the user's language with the title as shown: an English title
            keeps its lang="en" inside the name, which an aria-label string could not carry. */}
        <span id={nameId} hidden>
          {t`Presenting:`} <Words text={title} translated={shown.translated} />
        </span>
        <h2 className="text-2xl font-semibold lg:text-4xl landscape:col-start-2 landscape:row-start-2">
          {heading}
        </h2>
        {/* As large as the screen allows, with its legend (what each mark means). */}
        <div className="mx-auto portrait:w-[min(calc(100vw-2rem),52dvh)] landscape:col-start-1 landscape:row-span-4 landscape:row-start-1 landscape:w-[min(calc(100dvh-7rem),62vw)] landscape:self-center">
          {chart}
        </div>
        <div className="flex flex-col gap-4 lg:gap-6 landscape:col-start-2 landscape:row-start-3">
          <p
            aria-live="polite"
            className="text-xl leading-snug lg:text-3xl lg:leading-snug"
            data-testid="narration"
          >
            <Narration text={narration.narration} translated={narration.translated} />
          </p>
          <div className="flex flex-wrap items-center gap-4 text-lg text-slate-600 dark:text-slate-300">
            {stepButtons(true)}
            {counter}
            <button
              type="button"
              className={`${btn} text-slate-600 underline dark:text-slate-300`}
              onClick={() => present(false)}
              aria-keyshortcuts="Escape"
            >
              {t`Leave presentation (Esc)`}
            </button>
          </div>
        </div>
      </div>
    );

  return (
    <div
      className="mx-auto grid max-w-7xl gap-4 px-3 pb-[calc(30svh+7rem)] sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:pb-10"
      data-testid="lesson-player"
    >
      <div className="flex flex-col gap-1 lg:col-span-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2
            ref={titleRef}
            tabIndex={-1}
            className="text-xl font-semibold focus-visible:outline-none sm:text-2xl"
          >
            {heading}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <a href="#lessons" className={`${btn} px-2 text-sky-800 underline dark:text-sky-300`}>
              {t`All lessons`}
            </a>
            <button type="button" className={btnSecondary} onClick={exitLessons}>
              {t`Exit lesson`}
            </button>
          </div>
        </div>
        <p
          className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300"
          data-testid="lesson-meta"
        >
          {/* No "·" between them: with the chips wrapping it was left dangling at a line's end. */}
          <span data-testid="lesson-variant">
            {tableWords(i18n, table.variant, table.edition, !!lesson.tables)}
          </span>
          {rules}
        </p>
      </div>
      <div className="mx-auto w-full max-w-[44rem]">{chart}</div>
      <div className="flex flex-col gap-3">
        {/* On a phone the step's text and its controls are one sheet fixed at the bottom, so
            after Next the new step reads without scrolling, whatever the page's scroll; a long
            step scrolls inside the sheet. From lg they sit in the column beside the chart. */}
        <div
          className="fixed inset-x-0 bottom-0 z-10 flex flex-col gap-2 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgb(0_0_0/0.15)] lg:static lg:gap-3 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none dark:border-slate-700 dark:bg-slate-900 lg:dark:bg-transparent"
          data-testid="lesson-sheet"
        >
          <section
            // From lg, the `panel` look (styles.ts), spelled out so Tailwind sees each class.
            className="flex max-h-[30svh] flex-col gap-1 overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-sky-400 lg:max-h-none lg:gap-3 lg:overflow-visible lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white lg:p-4 lg:dark:border-slate-700 lg:dark:bg-slate-800/60"
            aria-label={t`Lesson step`}
            // Focusable so the keyboard can scroll a long step on a phone.
            tabIndex={0}
          >
            <div aria-live="polite" className="flex flex-col gap-1 lg:gap-2">
              <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{counter}</p>
              <p className="text-base leading-snug sm:text-lg" data-testid="narration">
                <Narration text={narration.narration} translated={narration.translated} />
              </p>
            </div>
            <p className="hidden text-sm text-slate-600 lg:block dark:text-slate-400">
              {t`Tap a seat to see that player's range. Keys: ← → steps, P presents.`}
            </p>
          </section>
          <div className="flex items-center justify-between gap-2">
            {stepButtons(false)}
            <span
              className="text-sm text-slate-600 lg:hidden dark:text-slate-300"
              aria-hidden="true"
            >
              {step} / {total}
            </span>
          </div>
        </div>
        {aboutLife(scenarioOf(lesson, current)) && <LessonCounters />}
        <div className="flex flex-wrap gap-2">
          <button
            ref={presentButton}
            type="button"
            className={btnSecondary}
            onClick={() => present(true)}
            aria-keyshortcuts="P"
          >
            {t`Present`}
          </button>
          <button
            type="button"
            className={btnSecondary}
            onClick={() =>
              void downloadLesson(lesson, step, setExported, i18n).catch(() =>
                setExported({ kind: 'failed' }),
              )
            }
            data-testid="download-lesson"
          >
            {t`Download the lesson (HTML)`}
          </button>
          <Suspense fallback={null}>
            <LessonQuizLink lesson={lesson.id} />
          </Suspense>
          <ExportedLine exported={exported} />
        </div>
        <Suspense fallback={null}>
          <ChartExport fileName={`lesson-${lesson.id}-step-${step}`} />
        </Suspense>
      </div>
    </div>
  );
}

/** The download line: what the button makes, or what became of the last download. */
function ExportedLine({ exported }: { exported: Exported }) {
  const { t } = useLingui();
  let words: string;
  if (exported === null)
    words = t`Every step’s chart with its narration and rule numbers, in one page that opens offline.`;
  else if (exported.kind === 'drawing') {
    const { step: n, total: of } = exported;
    words = t`Drawing step ${n} of ${of}…`;
  } else if (exported.kind === 'saved') {
    const file = exported.file;
    words = t`Saved ${file}`;
  } else words = t`The lesson could not be saved; try again.`;
  return (
    <p aria-live="polite" className="w-full text-sm text-slate-600 dark:text-slate-300">
      {words}
    </p>
  );
}
