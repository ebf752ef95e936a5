// Wiring only: theme, wake lock and shortcuts, the header, and which screen shows.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DerivedTable } from '../rules';
import { selectDerived, useGame } from '../store/gameStore';
import { gameMessages } from '../rules/labels';
import { say } from '../i18n/say';
import { listWords } from '../i18n/list';
import { i18n, needCatalog, withCatalog } from '../i18n/i18n';
import { APP_NAME } from '../i18n/locales';
import { btnSecondary } from '../ui/styles';
import { TableScreen } from '../ui/table/TableScreen';
import { UndoKeys } from '../ui/table/Controls';
import { useResolvedTheme } from '../ui/useTheme';
import { Notices } from '../ui/Notices';
import { TableTools } from '../ui/share/TableTools';
import { RulesButton } from '../ui/rulebook/RulesButton';
import { navigate, useRoute } from '../router/router';
import { afterFirstPaint, screenShown } from '../ui/useAfterPaint';
import { LanguagePicker } from './LanguagePicker';

// The setup screen is its own chunk: the table shows first, and the start-up JavaScript stays
// inside its budget. Its catalog loads beside it (the screen waits for it too: useCatalog).
const SetupScreen = lazy(() =>
  Promise.all([import('../ui/setup/SetupScreen'), needCatalog('setup')]).then(([m]) => ({
    default: m.SetupScreen,
  })),
);
// Lessons are a screen of their own, loaded on first use, with their catalog and their texts in
// the language shown (src/content/lessons/). An address that opens on them loads all three before
// the first render (main.tsx), which then draws them at once, as prerendered
// (scripts/prerender.mjs): a thenable that answers at once, which React.lazy reads in the same
// render, where a promise would show the fallback first.
type LessonModule = typeof import('../ui/teach/LessonScreen');
let lessonsLoaded: LessonModule | null = null;
/**
 * The catalog and texts in the language shown once `language` (the start's) has settled, and the
 * lessons themselves read (each through the engine), in slices, so the first render only draws.
 */
const loadLessons = (language: Promise<void> | null = null) =>
  Promise.all([import('../ui/teach/LessonScreen'), language]).then(([m]) =>
    Promise.all([needCatalog('teach'), m.preloadTexts(i18n.locale), m.readCatalog()]).then(
      () => (lessonsLoaded = m),
    ),
  );
/** `language`: the start's language, still loading (main.tsx); the lessons' words wait for it. */
export const preloadLessons = (language: Promise<void> | null): Promise<void> =>
  loadLessons(language).then(() => {});
const LessonScreen = lazy(() =>
  lessonsLoaded
    ? ({ then: (done: (m: LessonModule) => void) => done(lessonsLoaded!) } as Promise<LessonModule>)
    : loadLessons(),
);
// The records and their stats: a screen of their own, with its catalog (the game's story shares
// it). Its code is fetched in an idle moment a little after the first screen is painted (it reads
// nothing until opened), so opening it waits only for its games, drawn in the same render as the
// route's change (a thenable answered at once, as the lessons' above).
type RecordsModule = typeof import('../ui/records/RecordsScreen');
let recordsLoaded: RecordsModule | null = null;
const loadRecords = () =>
  Promise.all([import('../ui/records/RecordsScreen'), needCatalog('records')]);
const opened = (m: RecordsModule) => (m.begin(), m);
const RecordsScreen = lazy(() =>
  recordsLoaded
    ? ({
        then: (done: (m: RecordsModule) => void) => done(opened(recordsLoaded!)),
      } as Promise<RecordsModule>)
    : loadRecords().then(([m]) => opened(m)),
);
if (import.meta.env.PROD)
  void afterFirstPaint(() => new Promise((done) => setTimeout(done, 2000)))
    .then(() => new Promise((done) => (window.requestIdleCallback ?? setTimeout)(done)))
    .then(loadRecords)
    .then(([m]) => m.preload().then(() => (recordsLoaded = m)))
    .catch(() => {});
// Quizzes (a lesson's, a shared table's, the quiz maker): a screen of their own with its catalog.
const QuizScreen = lazy(() =>
  Promise.all([import('../ui/quiz/QuizScreen'), needCatalog('quiz')]).then(([m]) => m),
);
// The wake lock and its sign load only when someone asks for them.
const KeepAwake = lazy(() =>
  afterFirstPaint(withCatalog('table', () => import('../ui/KeepAwake'))),
);

/**
 * The turns in progress, as the header says them: "turn 7", or while Grand Melee runs several at
 * once (807.4) "turns 1–4 at once (807.4)" or "turns 3, 5 and 6 at once (807.4)".
 */
function useTurnWords(): (
  d: Pick<DerivedTable, 'turn' | 'turnMarkers' | 'gameOver' | 'winners' | 'players'>,
) => string {
  const { t } = useLingui();
  return (d) => {
    // The game over, the title says so and who won, not the turn it ended on.
    if (d.gameOver) {
      const names = d.winners.map((s) => d.players[s]!.name);
      const who = listWords(names);
      return names.length ? t`game over, ${who} won` : t`game over, a draw`;
    }
    const began = d.gameOver ? [] : d.turnMarkers.filter((m) => m.takingTurn).map((m) => m.began);
    if (began.length < 2) {
      const turn = d.turn;
      return t`turn ${turn}`;
    }
    began.sort((a, b) => a - b);
    const run = began[began.length - 1]! - began[0]! === began.length - 1;
    // The app's English lists without a comma before "and" ("3, 5 and 6"), as British English does.
    const turns = run ? `${began[0]}–${began[began.length - 1]}` : listWords(began.map(String));
    return t`turns ${turns} at once (807.4)`;
  };
}

/** The title line: only this re-renders when the turn number changes. */
function Title({ onTable }: { onTable: boolean }) {
  const derived = useGame(selectDerived);
  const turnWords = useTurnWords();
  // "Commander · Free-for-All · turn 7"
  const parts =
    derived && onTable ? [...gameMessages(derived.table).map(say), turnWords(derived)] : [];
  const what = parts.join(' · ');
  return (
    // Read as "Table Sense: Commander, Free-for-All, turn 1", not run together by the dots.
    <h1
      className="min-w-min flex-1 text-lg font-semibold sm:flex-none sm:text-xl"
      aria-label={what ? `${APP_NAME}: ${what.replaceAll(' · ', ', ')}` : undefined}
    >
      {APP_NAME}
      {what && (
        <span className="ml-2 text-base font-normal text-slate-600 dark:text-slate-300">
          {what}
        </span>
      )}
    </h1>
  );
}

export function App() {
  const { t } = useLingui();
  const theme = useGame((s) => s.ui.theme);
  const keepAwake = useGame((s) => s.ui.keepAwake);
  const flat = useGame((s) => s.ui.flat);
  const tableMode = useGame((s) => s.ui.tableMode);
  const route = useRoute();
  const lesson = route.kind.startsWith('lesson'); // the list or one lesson
  const setup = route.kind === 'setup';
  const records = route.kind === 'records';
  const quiz = route.kind === 'quiz' || route.kind === 'tableQuiz' || route.kind === 'makeQuiz';
  // Every other route (a rule, a shared link, a live room) shows the table.
  const onTable = !lesson && !setup && !records && !quiz;
  const shown = useResolvedTheme(theme);
  // Before the paint, so a light device never flashes the dark page first.
  useLayoutEffect(() => {
    document.documentElement.classList.toggle('dark', shown === 'dark');
    document.documentElement.classList.toggle('light', shown === 'light');
    // The browser's own bars follow the page.
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', shown === 'dark' ? '#0f172a' : '#f8fafc');
  }, [shown]);
  // The first screen is committed: once it is painted, the chunks it does not need load.
  useEffect(() => screenShown(), []);
  // Starting a game from the setup screen lands on the chart, not at the form's scroll position.
  // Not on the first screen: the page opens at the top, and scrolling there forced a layout of
  // the whole table while a slow phone was still starting.
  const wasSetup = useRef(setup);
  useEffect(() => {
    if (wasSetup.current && !setup) window.scrollTo({ top: 0 });
    wasSetup.current = setup;
  }, [setup]);
  // Flat on the table keeps the screen awake too: a phone in the middle must not go dark.
  const awake = keepAwake || (flat && onTable);

  return (
    <>
      {/* Table mode: the chart fills the screen, so the header steps aside (TableScreen). */}
      {!(onTable && tableMode) && (
        <header className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-3 py-3 sm:px-6">
          {/* Inside the banner landmark, as everything on the page is in one. */}
          {onTable && (
            <a
              href="#end-turn"
              className="sr-only z-20 bg-amber-300 p-2 text-slate-950 focus:not-sr-only focus:fixed"
              // A watcher's page has no End turn to skip to.
              data-live-control=""
              onClick={(e) => {
                // The address is the app's route: move the keyboard there without changing it.
                e.preventDefault();
                document.querySelector<HTMLElement>('[data-testid="turn-bar"] button')?.focus();
              }}
            >
              {t`Skip to End turn`}
            </a>
          )}
          <Title onTable={onTable} />
          {/* On a phone the language sits at the end of the title's line (the title wraps beside
            it), above the buttons; on wider screens, after them. */}
          <LanguagePicker className="order-1 ml-auto sm:order-2 sm:ml-0" />
          {/* At the table a phone shows the six buttons as two even rows of three under the title
            (no button left alone on a row); wider screens, one row beside it. */}
          <div
            className={
              onTable
                ? 'order-2 grid w-full grid-cols-3 gap-2 sm:order-1 sm:ml-auto sm:flex sm:w-auto sm:flex-wrap sm:justify-end [&>button]:px-2 sm:[&>button]:px-4'
                : 'order-2 ml-auto flex flex-wrap justify-end gap-2 sm:order-1'
            }
          >
            <RulesButton />
            {lesson ? null : (
              <button
                type="button"
                className={btnSecondary}
                onClick={() => navigate({ kind: 'lessons' })}
              >
                {t`Lessons`}
              </button>
            )}
            {lesson || quiz ? null : <TableTools onTable={onTable} />}
            {onTable ? (
              <button
                type="button"
                className={btnSecondary}
                // A watcher cannot start a game for the table.
                data-live-control=""
                onClick={() => navigate({ kind: 'setup' })}
              >
                {t`New game`}
              </button>
            ) : null}
          </div>
        </header>
      )}
      {/* On the setup screen, Ctrl+Z undoes setup edits instead (SetupScreen); in a lesson, nothing. */}
      <Suspense fallback={null}>
        <UndoKeys enabled={onTable} />
      </Suspense>
      <Notices over={onTable && tableMode} />
      {awake && (
        <Suspense fallback={null}>
          <KeepAwake showSign={onTable} />
        </Suspense>
      )}
      <main>
        {lesson ? (
          <Suspense fallback={<p className="px-6 py-8 text-center">{t`Loading the lesson…`}</p>}>
            <LessonScreen />
          </Suspense>
        ) : setup ? (
          <Suspense fallback={<p className="px-6 py-8 text-center">{t`Loading the setup…`}</p>}>
            <SetupScreen />
          </Suspense>
        ) : quiz ? (
          <Suspense fallback={<p className="px-6 py-8 text-center">{t`Loading the quiz…`}</p>}>
            <QuizScreen />
          </Suspense>
        ) : records ? (
          <Suspense fallback={<p className="px-6 py-8 text-center">{t`Loading the records…`}</p>}>
            <RecordsScreen />
          </Suspense>
        ) : (
          <TableScreen />
        )}
      </main>
    </>
  );
}
