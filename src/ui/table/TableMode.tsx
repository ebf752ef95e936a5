// Table mode: a phone (or tablet) lying in the middle of the table as the game's life counter.
// The chart fills the screen, the header and panels step aside; every seat faces its player,
// and the turn and its End turn face the player taking it. A chunk of its own: the normal table
// screen never loads it.
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { turnEnders } from '../../rules';
import {
  selectDerived,
  selectGame,
  selectTappedPlayer,
  useGame,
  useGameStore,
} from '../../store/gameStore';
import { ModeChart, type ModeEnder } from '../../chart/ModeChart';
import { facingDegrees, layoutTableMode } from '../../chart/modeGeometry';
import { centreText } from '../../chart/palette';
import { btnSecondary } from '../styles';
import { useChartMarks } from './useChartMarks';
import { enderLabel } from './Controls';

const SeatAmounts = lazy(() => import('./SeatAmounts'));
const Refusal = lazy(() => import('./Refusal'));
const Announcer = lazy(() => import('./Announcer'));
const ModeGameOver = lazy(() => import('./ModeGameOver'));

/** The screen's size in CSS px, followed as it turns or its bars come and go. */
function useScreen() {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const on = () => setSize(read());
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return size;
}

export default function TableMode() {
  const store = useGameStore();
  const game = useGame(selectGame);
  const derived = useGame(selectDerived);
  const pendingLife = useGame((s) => (s.pending?.type === 'life' ? s.pending : null));
  const tapped = useGame(selectTappedPlayer);
  const canUndo = useGame((s) => s.cursor > 0 || s.rematchOf !== null);
  const canRedo = useGame((s) => s.cursor < s.log.length);
  // A watcher's seats are pictures with their words, not buttons that do nothing.
  const watching = useGame((s) => !!s.transport?.watching);
  const { width, height } = useScreen();
  const count = derived?.players.length ?? 0;
  const layout = useMemo(() => layoutTableMode(count, width, height), [count, width, height]);
  const [open, setOpen] = useState<{ seat: number; from: number | null } | null>(null);
  // The seats' designations (the monarch's crown and the rest), as the chart has them.
  const marks = useChartMarks(game);
  const held = useMemo(() => marks?.seats.map((s) => s.held) ?? [], [marks]);
  const onLife = useCallback(
    (seat: number, delta: number) => {
      const player = selectDerived(store.getState())?.players[seat]?.name;
      if (player) store.getState().tap({ type: 'life', player, amount: delta });
    },
    [store],
  );
  const onOpen = useCallback((seat: number, from: number | null) => setOpen({ seat, from }), []);
  const close = useCallback(() => setOpen(null), []);
  const enders: ModeEnder[] = useMemo(() => {
    if (!game || !derived) return [];
    return turnEnders(game).map((ender) => ({
      seat: ender.seat,
      label: ender.marker !== null ? `End turn ${ender.marker}` : 'End turn',
      ariaLabel: enderLabel(derived, ender),
      onEnd: () => store.getState().dispatch(ender.event),
    }));
  }, [game, derived, store]);
  const centre = useMemo(() => (derived ? centreText(derived) : null), [derived]);
  if (!derived || !centre) return null;
  const turn = open
    ? (Math.round(facingDegrees(layout.seats[open.seat]?.angle ?? 0) / 90) * 90) % 360
    : 0;
  return (
    <div
      className="tc-chart fixed inset-0 z-30 overflow-hidden bg-slate-100 dark:bg-slate-950"
      data-testid="table-mode"
    >
      <h1 className="sr-only">Table Sense: table mode</h1>
      <ModeChart
        derived={derived}
        layout={layout}
        pendingLife={pendingLife}
        tapped={tapped}
        held={held}
        centre={centre}
        enders={enders}
        onLife={onLife}
        onOpen={onOpen}
        watching={watching}
      />
      <button
        type="button"
        className={`${btnSecondary} absolute top-2 left-2 px-3`}
        onClick={() => store.getState().setUi({ tableMode: false, tableModeChosen: true })}
        aria-label="Leave table mode"
        title="Leave table mode"
        data-testid="leave-table-mode"
      >
        <span aria-hidden="true">⤡</span>
      </button>
      {/* Icons only, in the corner the seats leave free: side by side on a tall screen (the seats
          come close below the corner), one above the other on a wide one (close beside it). */}
      <div
        className={`absolute top-2 right-2 flex gap-2 ${height > width ? 'flex-row' : 'flex-col'}`}
        data-live-control=""
      >
        <button
          type="button"
          className={`${btnSecondary} px-3`}
          disabled={!canUndo}
          onClick={() => store.getState().undo()}
          aria-label="Undo"
          aria-keyshortcuts="Control+Z"
        >
          <span aria-hidden="true">↶</span>
        </button>
        <button
          type="button"
          className={`${btnSecondary} px-3`}
          disabled={!canRedo}
          onClick={() => store.getState().redo()}
          aria-label="Redo"
          aria-keyshortcuts="Control+Shift+Z"
        >
          <span aria-hidden="true">↷</span>
        </button>
      </div>
      {derived.gameOver && (
        <Suspense fallback={null}>
          <ModeGameOver derived={derived} />
        </Suspense>
      )}
      <div className="absolute inset-x-2 bottom-2 z-10">
        <Suspense fallback={null}>
          <Refusal />
          <Announcer />
        </Suspense>
      </div>
      {open && derived.players[open.seat] && (
        <Suspense fallback={null}>
          <SeatAmounts
            derived={derived}
            seat={open.seat}
            from={open.from}
            turn={turn}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
