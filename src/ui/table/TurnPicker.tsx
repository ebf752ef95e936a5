// Grand Melee with many running turns: one picker instead of a button per marker (807.4).
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const dispatch = useGame((s) => s.dispatch);
  const [chosen, setChosen] = useState<number | null>(null);
  const pick = enders.find((e) => e.marker === chosen) ?? enders[0]!;
  const running = enders.length;
  const name = derived.players[pick.seat]!.name;
  const marker = pick.marker;
  return (
    <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2" data-testid="turn-picker">
      <label className="sr-only" htmlFor="turn-picker-select">
        {t`Which running turn to end (${plural(running, { one: '# running', other: '# running' })})`}
      </label>
      <select
        id="turn-picker-select"
        className={`${select} min-w-0 flex-1`}
        value={pick.marker ?? ''}
        onChange={(e) => setChosen(Number(e.target.value))}
      >
        {enders.map((e) => {
          const number = e.marker;
          const holder = derived.players[e.seat]!.name;
          return (
            <option key={number} value={number ?? ''}>
              {t`Marker ${number}: ${holder}`}
            </option>
          );
        })}
      </select>
      <button type="button" className={btnPrimary} onClick={() => dispatch(pick.event)}>
        <Trans>
          End {name}&apos;s turn<span className="sr-only"> (marker {marker})</span>
        </Trans>
      </button>
    </div>
  );
}
