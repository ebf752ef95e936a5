// The seats' designations and counters for a chart (the monarch's crown, energy, …): from their
// own chunk (rules/marks.ts), loaded once a chart is up; a table without any shows nothing of it.
import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '../../i18n/react';
import type { Game } from '../../rules';
import { say } from '../../i18n/say';

type ChartMarks = ReturnType<typeof import('../../rules/marks').chartMarks>;

/**
 * The game's marks, or null until their chunk has loaded (or without a game); in the language
 * shown, worded again when it changes or its catalog arrives.
 */
export function useChartMarks(game: Game | null): ChartMarks | null {
  const { _ } = useLingui();
  const [marksOf, setMarksOf] = useState<typeof import('../../rules/marks').chartMarks | null>(
    null,
  );
  useEffect(() => {
    let live = true;
    void import('../../rules/marks').then((m) => live && setMarksOf(() => m.chartMarks));
    return () => {
      live = false;
    };
  }, []);
  // Made again only when what they are read from changes: an End turn keeps the same marks, so
  // its frame neither words them again nor hands the chart new ones.
  const table = game?.table;
  const counters = game?.counters;
  const designations = game?.designations;
  const dayNight = game?.dayNight;
  return useMemo(
    () =>
      table && counters && designations && marksOf
        ? marksOf({ table, counters, designations, dayNight }, say)
        : null,
    [table, counters, designations, dayNight, marksOf, _],
  );
}
