// The table screen beyond its first picture (the header, the chart and End turn): the chart's
// whys, the text view's rows and the panels under the turn bar, each its own lazy chunk as
// before. This file is one chunk too, fetched once the first picture is painted (TableScreen),
// so the start-up code carries none of these loaders.
import { withCatalog } from '../../i18n/i18n';
import { withEngineWords } from '../../i18n/say';
import { lazy, Suspense, type Dispatch, type SetStateAction } from 'react';
import { afterFirstPaint } from '../useAfterPaint';
import type { DerivedTable, Game } from '../../rules';
import type { Overlay } from '../whatif/WhatIf';

// Download SVG / PNG of the chart: its own small chunk, fetched after the table shows.
const ChartExport = lazy(() =>
  afterFirstPaint(withCatalog('table', () => import('../teach/ChartExport'))),
);
// Life, poison and the commander-damage grid: a chunk of its own, fetched as the table shows.
const LifePanel = lazy(() => afterFirstPaint(withCatalog('table', () => import('./LifePanel'))));
const GameOver = lazy(withCatalog('table', () => import('./GameOver')));
// Planechase (901): the planar die and who controls the plane; loaded only for such games.
const PlanarPanel = lazy(() => import('../planar/PlanarPanel'));
// Commander Draft (903.13c): the pod's passing directions; loaded only at Commander tables.
const DraftPod = lazy(() => import('../draft/DraftPod'));
// The panels that follow the paint anyway (details, history, the players table, the whys) load
// beside it from one chunk, not before the first table shows.
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
// Turn changes, departures and designations, said to screen readers (its own chunk).
// The engine's words come with it: an announcement is said once, so never before its words are in.
const Announcer = lazy(() =>
  afterFirstPaint(withEngineWords(withCatalog('table', () => import('./Announcer')))),
);
// Shown only when the engine refuses a move: its own small chunk.
const Refusal = lazy(() => afterFirstPaint(withCatalog('table', () => import('./Refusal'))));

/** What the panels show: `now` in the click's frame, `later` once that frame is painted. */
export interface Shown {
  game: Game | null;
  derived: DerivedTable | null;
  focus: number | null;
}

export function LaterWhys({ later }: { later: Shown }) {
  return later.game && later.derived ? (
    <Suspense fallback={null}>
      <ChartWhys game={later.game} derived={later.derived} />
    </Suspense>
  ) : null;
}

/** The chart's text alternative: its rows and their whys (TableScreen holds its heading). */
export function PlayersText({
  textView,
  derived,
  later,
}: {
  textView: boolean;
  derived: DerivedTable;
  later: Shown;
}) {
  return (
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
      {later.game && later.derived && <PlayersWhys game={later.game} derived={later.derived} />}
    </Suspense>
  );
}

/** Everything under the turn bar, in its order. */
export function PanelColumn({
  game,
  derived,
  focus,
  later,
  isSelection,
  onOverlay,
  fileName,
}: {
  game: Game;
  derived: DerivedTable;
  focus: number | null;
  later: Shown;
  isSelection: boolean;
  onOverlay: Dispatch<SetStateAction<Overlay | null>>;
  fileName: () => string;
}) {
  return (
    <>
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
            isSelection={isSelection}
          />
          <TableExtras game={later.game} derived={later.derived} focus={later.focus} />
          {derived.table.format === 'commander' && <DraftPod derived={derived} />}
          <WhatIf
            game={later.game}
            derived={later.derived}
            focus={later.focus}
            onOverlay={onOverlay}
          />
          <PlayerActions derived={later.derived} focus={later.focus} />
          <ViewOptions deploy={derived.table.options.deployCreatures} />
          <ChartExport fileName={fileName} />
          <History derived={later.derived} />
        </Suspense>
      )}
    </>
  );
}
