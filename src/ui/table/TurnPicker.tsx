// Grand Melee with many running turns: one picker instead of a button per marker (807.4).
import { useState } from 'react';
import type { DerivedTable, turnEnders } from '../../rules';
import { useGame } from '../../store/gameStore';
import { btnPrimary, select } from '../styles';

type Ender = ReturnType<typeof turnEnders>[number];

/**
 * Grand Melee with many markers (807.4): one picker of the running turns and one button, so the
 * bar stays one row on a phone however many turns run at once.
 */
export default function TurnPicker({
  derived,
  enders,
}: {
  derived: DerivedTable;
  enders: Ender[];
}) {
  const dispatch = useGame((s) => s.dispatch);
  const [chosen, setChosen] = useState<number | null>(null);
  const pick = enders.find((e) => e.marker === chosen) ?? enders[0]!;
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2" data-testid="turn-picker">
      <label className="sr-only" htmlFor="turn-picker-select">
        Which running turn to end ({enders.length} running)
      </label>
      <select
        id="turn-picker-select"
        className={`${select} min-w-0 flex-1`}
        value={pick.marker ?? ''}
        onChange={(e) => setChosen(Number(e.target.value))}
      >
        {enders.map((e) => (
          <option key={e.marker} value={e.marker ?? ''}>
            Marker {e.marker}: {derived.players[e.seat]!.name}
          </option>
        ))}
      </select>
      <button type="button" className={btnPrimary} onClick={() => dispatch(pick.event)}>
        End {derived.players[pick.seat]!.name}&apos;s turn
        <span className="sr-only"> (marker {pick.marker})</span>
      </button>
    </div>
  );
}
