import { withCatalog } from '../../i18n/i18n';
import { withEngineWords } from '../../i18n/say';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { afterFirstPaint, useAfterPaint } from '../useAfterPaint';
// The table at game night: the chart first, the turn controls always in reach (a bar at the
// bottom on phones), then the focused player's details, actions, view options and history.
import {
  selectDerived,
  selectFocus,
  selectGame,
  useGame,
  useGameStore,
  type GameStore,
} from '../../store/gameStore';
import { GameChart } from './GameChart';
import { TurnButtons, UndoRedo } from './Controls';
import { ExampleBanner } from './ExampleBanner';
import { btnSecondary } from '../styles';
import type { Overlay } from '../whatif/WhatIf';

// Download SVG / PNG of the chart: its own small chunk, fetched after the table shows.
const ChartExport = lazy(() => afterFirstPaint(() => import('../teach/ChartExport')));
// Life, poison and the commander-damage grid: a chunk of its own, fetched as the table shows.
const LifePanel = lazy(() => afterFirstPaint(withCatalog('table', () => import('./LifePanel'))));
const GameOver = lazy(withCatalog('table', () => import('./GameOver')));
// Planechase (901): the planar die and who controls the plane; loaded only for such games.
const PlanarPanel = lazy(() => import('../planar/PlanarPanel'));
// Commander Draft (903.13c): the pod's passing directions; loaded only at Commander tables.
const DraftPod = lazy(() => import('../draft/DraftPod'));
// The panels that follow the paint anyway (details, history, the players table, the whys) load
// beside it from one chunk, not before the first table shows: the start-up JavaScript stays
// inside its budget.
const laterPanels = withCatalog('table', () => import('./laterPanels'));
const FocusPanel = lazy(() => laterPanels().then((m) => ({ default: m.FocusPanel })));
const History = lazy(() => laterPanels().then((m) => ({ default: m.History })));
const PlayersTable = lazy(() => laterPanels().then((m) => ({ default: m.PlayersTable })));
// View options sit below the fold on every screen size: a chunk beside the first paint.
const ViewOptions = lazy(() =>
  afterFirstPaint(withCatalog('table', () => import('./ViewOptions'))).then((m) => ({
    default: m.ViewOptions,
  })),
);
const TableExtras = lazy(withCatalog('table', () => import('./TableExtras')));
// The chart's whys, the what-if button and the player's actions follow the paint too (each waits
// for `later`), from the same chunk.
const ChartWhys = lazy(() => laterPanels().then((m) => ({ default: m.ChartWhys })));
const WhatIf = lazy(() => laterPanels().then((m) => ({ default: m.WhatIf })));
const PlayerActions = lazy(() => laterPanels().then((m) => ({ default: m.PlayerActions })));
const PlayersWhys = lazy(() => laterPanels().then((m) => ({ default: m.PlayersWhys })));

/** The chart's download is named for the turn it shows, asked at the click. */
const turnFileName = (store: GameStore) => () =>
  `table-turn-${selectDerived(store.getState())?.turn ?? 0}`;

const TurnTimer = lazy(withCatalog('table', () => import('./TurnTimer')));
// Turn changes, departures and designations, said to screen readers (its own chunk).
// The engine's words come with it: an announcement is said once, so never before its words are in.
const Announcer = lazy(() =>
  afterFirstPaint(withEngineWords(withCatalog('table', () => import('./Announcer')))),
);
// Shown only when the engine refuses a move: its own small chunk.
const Refusal = lazy(() => afterFirstPaint(withCatalog('table', () => import('./Refusal'))));
// Presentation mode, for a teacher's big screen: its own chunk, loaded when asked for.
const PresentTable = lazy(withCatalog('table', () => import('./PresentTable')));
// Table mode: the chart as the whole screen, a chunk of its own (loaded when it is asked for).
const TableMode = lazy(withCatalog('table', () => import('./TableMode')));
const NOTHING_YET = { game: null, derived: null, focus: null } as const;

export function TableScreen() {
  const presenting = useGame((s) => s.ui.presenting);
  const tableMode = useGame((s) => s.ui.tableMode);
  // Presenting (a teacher's big screen) comes before table mode (a phone on the table). Each is
  // a screen of its own: the full page's hooks (the panels that follow a click after its paint)
  // are not kept running, and re-rendering, behind them.
  return presenting || tableMode ? (
    <Suspense fallback={null}>{presenting ? <PresentTable /> : <TableMode />}</Suspense>
  ) : (
    <FullTable />
  );
}

function FullTable() {
  const { t } = useLingui();
  const store = useGameStore();
  const game = useGame(selectGame);
  const derived = useGame(selectDerived);
  const focus = useGame(selectFocus);
  const selected = useGame((s) => s.ui.selected);
  const textView = useGame((s) => s.ui.textView);
  const timer = useGame((s) => s.ui.timer);
  const timerLimit = useGame((s) => s.ui.timerLimit);
  const fileName = useMemo(() => turnFileName(store), [store]);
  // The chart and the turn bar answer a click at once; the details panel and the text
  // alternative follow a moment later (they catch up once the frame is painted).
  const now = useMemo(() => ({ game, derived, focus }), [game, derived, focus]);
  // The first paint is the chart and the turn bar alone; the panels follow once it is on screen.
  const later = useAfterPaint(now, NOTHING_YET);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  if (!game || !derived) return null;
  return (
    <div
      className={`mx-auto flex max-w-7xl flex-col gap-4 px-3 lg:grid ${game.markers.length > 1 ? 'pb-48' : 'pb-32'} sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:pb-8`}
    >
      {/* While a what-if answer rings seats the chart stays in view (sticky) as the panel is read.
          Below lg this column is `contents`, so the chart is a child of the page's flex column: a
          grid item could stick only within its own cell. */}
      <div className="contents min-w-0 flex-col gap-4 lg:flex">
        {/* In the first paint: loaded later, it pushed the chart down under the reader's eyes
            (a layout shift Lighthouse counted at 0.75). */}
        <ExampleBanner />
        <div
          className={
            overlay
              ? '-mx-3 w-auto bg-slate-50 px-3 pt-2 pb-1 shadow-md sm:-mx-6 sm:px-6 lg:mx-0 lg:px-0 lg:shadow-none dark:bg-slate-900 sticky top-0 z-[5]'
              : 'w-full'
          }
          data-testid="chart-box"
          data-pinned={overlay ? true : undefined}
        >
          <div
            className={`relative mx-auto w-full [contain:layout_paint] ${overlay ? 'max-w-[min(44rem,45svh)] lg:max-w-[min(44rem,calc(100svh-5rem))]' : 'max-w-[44rem]'}`}
          >
            <GameChart overlay={overlay} counters />
            {/* In the square's corner, which the ring of seats never reaches; on a phone its words
                would reach over the seats at the top right (16 seats), so it is the icon alone. */}
            <button
              type="button"
              className={`${btnSecondary} absolute top-0 right-0 px-3`}
              onClick={() => store.getState().setUi({ tableMode: true, tableModeChosen: true })}
              data-testid="enter-table-mode"
              aria-label={t`Table mode`}
              title={t`Table mode`}
            >
              <span aria-hidden="true">⤢</span>
              <span className="hidden sm:inline" aria-hidden="true">
                {' '}
                {t`Table mode`}
              </span>
            </button>
          </div>
        </div>
        {later.game && later.derived && (
          <Suspense fallback={null}>
            <ChartWhys game={later.game} derived={later.derived} />
          </Suspense>
        )}
        {/* Kept for screen readers, it still holds two Tab stops (the table's scroll region and
            its Why): it shows while it has the keyboard, so focus never sits on something unseen. */}
        <section
          aria-labelledby="players-title"
          className={textView ? '[contain:content]' : 'sr-only focus-within:not-sr-only'}
        >
          <h2 id="players-title" className="mb-2 text-lg font-semibold">
            <Trans>Players (text view)</Trans>
          </h2>
          <Suspense fallback={null}>
            {/* Shown as text, life, poison, commander damage and losses follow a tap in the
                chart's frame (the provisional game, selectGame); ranges and attacks catch up
                after the paint. Kept for screen readers only, all of it follows the paint: a
                frame later is nothing to a reader, and at 100 seats laying out the changed rows
                of the hidden table cost End turn's frame on a slow phone about 4 ms in 35. */}
            {later.derived && (
              <PlayersTable
                table={later.derived}
                now={textView ? derived : later.derived}
                game={later.game}
              />
            )}
            {later.game && later.derived && (
              <PlayersWhys game={later.game} derived={later.derived} />
            )}
          </Suspense>
        </section>
      </div>
      <div className="tc-panels flex min-w-0 flex-col gap-4">
        <div
          className="fixed inset-x-0 bottom-0 z-10 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-white p-3 lg:static lg:rounded-xl lg:border dark:border-slate-700 dark:bg-slate-900"
          data-testid="turn-bar"
        >
          <TurnButtons game={game} derived={derived} />
          <UndoRedo compact={game.markers.length > 1 && !derived.gameOver} />
          {timer && !derived.gameOver && (
            <Suspense fallback={null}>
              <TurnTimer game={game} derived={derived} limit={timerLimit} />
            </Suspense>
          )}
        </div>
        <Suspense fallback={null}>
          <Refusal />
          <Announcer />
        </Suspense>
        {derived.gameOver && (
          <Suspense fallback={null}>
            <GameOver derived={derived} game={game} />
          </Suspense>
        )}
        {derived.table.options.planechase && (
          <Suspense fallback={null}>
            <PlanarPanel derived={derived} />
          </Suspense>
        )}
        <Suspense fallback={null}>
          {/* Its player follows the turn a frame later; its numbers never lag (a gathered tap
              and the total it lands in change together). */}
          <LifePanel derived={derived} focus={later.derived ? later.focus : focus} />
        </Suspense>
        {/* The panels after the first paint come in together, in their order, under one
            boundary: each in its own, one that loaded first showed above the place of an
            earlier one and was pushed down when that came (a layout shift of 0.08–0.14 with
            npm start, where each is its own module), and Commander Draft, arriving alone, pushed
            the what-if buttons down under a finger already on its way to them. */}
        {later.game && later.derived && (
          <Suspense fallback={null}>
            <FocusPanel
              game={later.game}
              derived={later.derived}
              focus={later.focus}
              isSelection={selected !== null}
            />
            <TableExtras game={later.game} derived={later.derived} focus={later.focus} />
            {derived.table.format === 'commander' && <DraftPod derived={derived} />}
            <WhatIf
              game={later.game}
              derived={later.derived}
              focus={later.focus}
              onOverlay={setOverlay}
            />
            <PlayerActions derived={later.derived} focus={later.focus} />
            <ViewOptions deploy={derived.table.options.deployCreatures} />
            <ChartExport fileName={fileName} />
            <History derived={later.derived} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
