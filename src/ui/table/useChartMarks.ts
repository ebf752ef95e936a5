// The seats' designations and counters for a chart (the monarch's crown, energy, …): from their
// own chunk (rules/marks.ts), loaded once a chart is up; a table without any shows nothing of it.
import { useEffect, useMemo, useState } from 'react';
import type { Game } from '../../rules';

type ChartMarks = ReturnType<typeof import('../../rules/marks').chartMarks>;

/** The game's marks, or null until their chunk has loaded (or without a game). */
export function useChartMarks(game: Game | null): ChartMarks | null {
  const [marksOf, setMarksOf] = useState<((game: Game) => ChartMarks) | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../rules/marks').then((m) => live && setMarksOf(() => m.chartMarks));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(() => (game && marksOf ? marksOf(game) : null), [game, marksOf]);
}
