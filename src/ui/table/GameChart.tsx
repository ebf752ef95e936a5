// The seating chart of the provided store's game, drawn as that store's view asks (the focus, the
// selection, the ranges shown). The table screen and the lesson player both show this one.
import { memo, useCallback, useMemo } from 'react';
import { TableChart } from '../../chart/TableChart';
import { pendingRange } from '../../rules';
import {
  selectDerived,
  selectFocus,
  selectGame,
  selectRinged,
  selectTappedPlayer,
  useGame,
  useGameStore,
} from '../../store/gameStore';
import type { Overlay } from '../whatif/overlay';
import { useChartMarks } from './useChartMarks';

export const GameChart = memo(function GameChart({
  overlay = null,
  counters = false,
  legend = true,
}: {
  /** The what-if answer's rings, drawn above the seats. */
  overlay?: Overlay | null;
  /** − and + on each seat's life (the table); without them life is read-only (a lesson). */
  counters?: boolean;
  /** The legend under the chart; false: shown elsewhere (presenting puts it beside the chart). */
  legend?: boolean;
}) {
  const store = useGameStore();
  const game = useGame(selectGame);
  const derived = useGame(selectDerived);
  const focus = useGame(selectFocus);
  const selected = useGame(selectRinged);
  const showAllRanges = useGame((s) => s.ui.showAllRanges);
  const showDeploy = useGame((s) => s.ui.showDeploy);
  const flat = useGame((s) => s.ui.flat);
  const pendingLife = useGame((s) => (s.pending?.type === 'life' ? s.pending : null));
  const tapped = useGame(selectTappedPlayer);
  const pending = useMemo(
    () => (game && focus !== null ? pendingRange(game, focus) : []),
    [game, focus],
  );
  // A − or + on the chart: gathered with the taps before it into one history entry.
  const onLife = useCallback(
    (seat: number, delta: number) => {
      const player = selectDerived(store.getState())?.players[seat]?.name;
      if (player) store.getState().tap({ type: 'life', player, amount: delta });
    },
    [store],
  );
  const marks = useChartMarks(game);
  if (!derived) return null;
  return (
    <TableChart
      derived={derived}
      focus={focus}
      selected={selected}
      pending={pending}
      showAllRanges={showAllRanges}
      showDeploy={showDeploy}
      flat={flat}
      onSelect={store.getState().toggleSelected}
      overlay={overlay}
      pendingLife={pendingLife}
      tapped={tapped}
      onLife={counters ? onLife : undefined}
      marks={marks}
      legend={legend}
    />
  );
});
