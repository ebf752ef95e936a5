import { withCatalog } from '../../i18n/i18n';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
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

// The first picture is the header, the chart and the turn bar; everything else on this screen
// (the whys, the text view's rows, the panels under the turn bar, and their loaders) is one chunk
// fetched once that picture is painted, whose panels then load as before.
let panels: Promise<typeof import('./TablePanels')> | null = null;
const loadPanels = () => (panels ??= afterFirstPaint(() => import('./TablePanels')));
const LaterWhys = lazy(() => loadPanels().then((m) => ({ default: m.LaterWhys })));
const PlayersText = lazy(() => loadPanels().then((m) => ({ default: m.PlayersText })));
const PanelColumn = lazy(() => loadPanels().then((m) => ({ default: m.PanelColumn })));

/** The chart's download is named for the turn it shows, asked at the click. */
const turnFileName = (store: GameStore) => () =>
  `table-turn-${selectDerived(store.getState())?.turn ?? 0}`;

const TurnTimer = lazy(withCatalog('table', () => import('./TurnTimer')));
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
        <Suspense fallback={null}>
          <LaterWhys later={later} />
        </Suspense>
        {/* Kept for screen readers, it still holds two Tab stops (the table's scroll region and
            its Why): it shows while it has the keyboard, so focus never sits on something unseen. */}
        <section
          aria-labelledby="players-title"
          className={textView ? '[contain:content]' : 'sr-only focus-within:not-sr-only'}
        >
          <h2 id="players-title" className="mb-2 text-lg font-semibold">
            {t`Players (text view)`}
          </h2>
          <Suspense fallback={null}>
            <PlayersText textView={textView} derived={derived} later={later} />
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
          <PanelColumn
            game={game}
            derived={derived}
            focus={focus}
            later={later}
            isSelection={selected !== null}
            onOverlay={setOverlay}
            fileName={fileName}
          />
        </Suspense>
      </div>
    </div>
  );
}
