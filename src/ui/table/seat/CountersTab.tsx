// The seat sheet's counters: every counter kept on a seat (energy, experience, rad, commander casts
// with the tax they make, 903.8), each of the table's own the player has, and a new one of the
// table's own. Drawn from the counter registry (rules/marks.ts), so a new counter shows here with
// no change. Taps gather into one `counter` event (store.tap), as the life taps do.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Game } from '../../../rules';
import { counterLabel, counterNote, countersOf } from '../../../rules/marks';
import { useGame, useGameStore } from '../../../store/gameStore';
import { say } from '../../../i18n/say';
import { btnSecondary } from '../../styles';
import { CountRow } from './CountRow';
import { counterRows } from './markEvents';

export function CountersTab({
  game,
  seat,
  side,
}: {
  game: Game;
  seat: number;
  /** The sheet lies on its side: the rows sit in two columns. */
  side: boolean;
}) {
  const { t } = useLingui();
  const store = useGameStore();
  const player = game.table.players[seat]!.name;
  const pending = useGame((s) =>
    s.pending?.type === 'counter' && s.pending.player === player ? s.pending : null,
  );
  const [custom, setCustom] = useState('');
  const counts = countersOf(game, seat);
  const tap = (counter: string, amount: number) =>
    store.getState().tap({ type: 'counter', player, counter, amount });
  const addCustom = (e: FormEvent) => {
    e.preventDefault();
    const name = custom.trim();
    if (name && !store.getState().dispatch({ type: 'counter', player, counter: name, amount: 1 }))
      setCustom('');
  };
  return (
    <div className="flex flex-col gap-2">
      <div className={side ? 'grid grid-cols-2 gap-x-4 gap-y-2' : 'flex flex-col gap-2'}>
        {counterRows(counts).map((id) => {
          const amount = counts[id] ?? 0;
          const note = counterNote(id, amount);
          return (
            <CountRow
              key={id}
              who={player}
              label={say(counterLabel(id))}
              value={amount}
              pending={pending?.counter === id ? pending.amount : 0}
              note={note && say(note)}
              onStep={(d) => tap(id, d)}
              testId={`seat-counter-${id}`}
            />
          );
        })}
      </div>
      <form className="flex items-center gap-2" onSubmit={addCustom}>
        <label htmlFor={`seat-custom-${seat}`} className="sr-only">
          <Trans>A counter of the table's own for {player}</Trans>
        </label>
        <input
          id={`seat-custom-${seat}`}
          className="min-h-11 w-0 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-600 dark:bg-slate-800"
          placeholder={t`Another counter (e.g. Lore)`}
          maxLength={24}
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
        />
        <button
          type="submit"
          className={`${btnSecondary} px-3`}
          aria-label={t`${player}: add 1 of this counter`}
        >
          <Trans>Add 1</Trans>
        </button>
      </form>
    </div>
  );
}
