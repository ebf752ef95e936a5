import { lazy, Suspense, useMemo, useState } from 'react';
import { useAfterPaint } from '../useAfterPaint';
// The table at game night: the chart first, the turn controls always in reach (a bar at the
// bottom on phones), then the focused player's details, actions, view options and history.
import { TableChart } from '../../chart/TableChart';
import { pendingRange } from '../../rules';
import { gameStore, selectDerived, selectFocus, selectGame, useGame } from '../../store/gameStore';
import { PlayersTable } from '../PlayersTable';
import { FocusPanel } from './FocusPanel';
import { GameOver, PlayerActions, Refusal, TurnButtons, UndoRedo } from './Controls';
import { History } from './History';
import { ViewOptions } from './ViewOptions';
import { ChartWhys } from './ChartWhys';
import { PlayersWhys } from './PlayersWhys';
import { WhatIf, type Overlay } from '../whatif/WhatIf';

// Download SVG / PNG of the chart (issue 6): its own small chunk, fetched after the table shows.
const ChartExport = lazy(() => import('../../teach/ChartExport'));

const toggleSelected = (seat: number) => gameStore.getState().toggleSelected(seat);

export function TableScreen() {
  const game = useGame(selectGame);
  const derived = useGame(selectDerived);
  const focus = useGame(selectFocus);
  const selected = useGame((s) => s.ui.selected);
  const textView = useGame((s) => s.ui.textView);
  const showAllRanges = useGame((s) => s.ui.showAllRanges);
  const showDeploy = useGame((s) => s.ui.showDeploy);
  const pending = useMemo(
    () => (game && focus !== null ? pendingRange(game, focus) : []),
    [game, focus],
  );
  // The chart and the turn bar answer a click at once; the details panel and the text
  // alternative follow a moment later (they catch up once the frame is painted).
  const now = useMemo(() => ({ game, derived, focus }), [game, derived, focus]);
  const later = useAfterPaint(now);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  if (!game || !derived) return null;
  return (
    <div
      className={`mx-auto grid max-w-7xl gap-4 px-3 ${game.markers.length > 1 ? 'pb-48' : 'pb-32'} sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:pb-8`}
    >
      <div className="flex flex-col gap-4">
        <div className="mx-auto w-full max-w-[44rem] [contain:layout_paint]">
          <TableChart
            derived={derived}
            focus={focus}
            selected={selected}
            pending={pending}
            showAllRanges={showAllRanges}
            showDeploy={showDeploy}
            onSelect={toggleSelected}
            overlay={overlay}
          />
        </div>
        {later.game && later.derived && <ChartWhys game={later.game} derived={later.derived} />}
        <section
          aria-labelledby="players-title"
          className={textView ? '[contain:content]' : 'sr-only'}
        >
          <h2 id="players-title" className="mb-2 text-lg font-semibold">
            Players (text view)
          </h2>
          {later.derived && <PlayersTable table={later.derived} />}
          {later.game && later.derived && <PlayersWhys game={later.game} derived={later.derived} />}
        </section>
      </div>
      <div className="flex flex-col gap-4">
        <div
          className="fixed inset-x-0 bottom-0 z-10 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-white/95 p-3 lg:static lg:rounded-xl lg:border dark:border-slate-700 dark:bg-slate-900/95"
          data-testid="turn-bar"
        >
          <TurnButtons game={game} derived={derived} />
          <UndoRedo />
        </div>
        <Refusal />
        <GameOver derived={derived} game={game} />
        {later.game && later.derived && (
          <FocusPanel
            game={later.game}
            derived={later.derived}
            focus={later.focus}
            isSelection={selected !== null}
          />
        )}
        {later.game && later.derived && (
          <WhatIf
            game={later.game}
            derived={later.derived}
            focus={later.focus}
            onOverlay={setOverlay}
          />
        )}
        {later.derived && <PlayerActions derived={later.derived} focus={later.focus} />}
        <ViewOptions deploy={derived.table.options.deployCreatures} />
        <Suspense fallback={null}>
          <ChartExport fileName={`table-turn-${derived.turn}`} />
        </Suspense>
        {later.derived && <History derived={later.derived} />}
      </div>
    </div>
  );
}
