// The table's markers and counters for one player: the monarch and the initiative (724, 725),
// the city's blessing (702.131c), energy, experience, rad, commander casts and the tax they make
// (903.8), counters of the table's own, and the table's storm count (702.40a) and day or night
// (726). Every change is an event, so undo, the history, links and a live room keep it. A lazy
// chunk beside the first paint.
// Every event (this panel makes extended events).
import '../../rules/events/all';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState, type FormEvent } from 'react';
import type { DerivedTable, Game } from '../../rules';
import {
  counterLabel,
  counterNote,
  countersOf,
  designationsOf,
  heldMarks,
  tableAmount,
  tableCounters,
  tableNote,
  type HeldMark,
} from '../../rules/marks';
import { useGame, useGameStore } from '../../store/gameStore';
import { say } from '../../i18n/say';
import { btnSecondary, panel, select } from '../styles';
import { PlayerSelect, usePlayerPick } from './PlayerPick';
import { counterRows, giveEvent } from './seat/markEvents';
// Through the life panel's module, not ./Stepper: the table screen asks for the life panel's chunk
// first, after its first paint, so the stepper travels in it rather than in a chunk of its own.
import { Stepper } from './LifePanel';

const on = 'border-amber-400 bg-amber-100 dark:bg-amber-900/40';

export const MarksPanel = memo(function MarksPanel({
  game,
  derived,
  focus,
}: {
  game: Game;
  derived: DerivedTable;
  focus: number | null;
}) {
  const { t } = useLingui();
  const store = useGameStore();
  const dispatch = useGame((s) => s.dispatch);
  const pending = useGame((s) => (s.pending?.type === 'counter' ? s.pending : null));
  const pick = usePlayerPick(derived, focus);
  const { player, present } = pick;
  const [custom, setCustom] = useState('');
  if (derived.gameOver || present.length === 0) return null;
  const seat = derived.players.find((p) => p.name === player)!.seat;
  const held = designationsOf(game, seat);
  const counts = countersOf(game, seat);
  const tap = (counter: string, amount: number) =>
    store.getState().tap({ type: 'counter', player, counter, amount });
  const pendingOn = (counter: string) =>
    pending && pending.player === player && pending.counter === counter ? pending.amount : 0;
  // Every player has a row for each counter kept on the seat; the table's own once it names them.
  const ids = counterRows(counts);
  const addCustom = (e: FormEvent) => {
    e.preventDefault();
    const name = custom.trim();
    if (!name) return;
    if (!dispatch({ type: 'counter', player, counter: name, amount: 1 })) setCustom('');
  };
  const give = (mark: HeldMark) => {
    const has = held.includes(mark.id);
    const event = giveEvent(mark, player);
    return (
      <button
        key={mark.id}
        type="button"
        // A mark kept once gained (the city's blessing) takes a row, and cannot be taken back.
        className={`${btnSecondary} ${mark.kind === 'counter' ? 'col-span-2' : ''} ${has ? on : ''}`}
        {...(mark.kind === 'counter' ? { disabled: has } : { 'aria-pressed': has })}
        data-testid={`give-${mark.id}`}
        onClick={() => dispatch(event)}
      >
        {/* The mark's own words (rules/marks.ts), in the language shown. */}
        {say(has ? mark.kept(player) : mark.give(player))}
      </button>
    );
  };
  return (
    <fieldset className={`${panel} flex flex-col gap-3`} data-live-control="" data-testid="marks">
      <legend className="px-1 text-sm font-semibold">
        <Trans>Markers and counters</Trans>
      </legend>
      <PlayerSelect
        id="marks-player"
        label={t({ message: 'Player', context: 'markers panel' })}
        pick={pick}
      />
      <div className="grid grid-cols-2 gap-2">{heldMarks().map(give)}</div>
      <div className="flex flex-col gap-2">
        {ids.map((id) => {
          const amount = counts[id] ?? 0;
          const note = counterNote(id, amount);
          return (
            <Stepper
              key={id}
              label={say(counterLabel(id))}
              value={amount}
              pending={pendingOn(id)}
              note={note && say(note)}
              onStep={(d) => tap(id, d)}
              testId={`counter-${id}`}
              size="row"
            />
          );
        })}
      </div>
      <form className="flex items-center gap-2" onSubmit={addCustom}>
        <label htmlFor="marks-custom" className="sr-only">
          <Trans>A counter of the table's own</Trans>
        </label>
        <input
          id="marks-custom"
          className={`${select} min-w-0 flex-1`}
          placeholder={t`Another counter (e.g. Lore)`}
          maxLength={24}
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
        />
        <button type="submit" className={btnSecondary}>
          <Trans>Add 1</Trans>
        </button>
      </form>
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
        {tableCounters().map((c) => (
          <Stepper
            key={c.id}
            label={say(c.face.label)}
            value={tableAmount(game, c.id)}
            pending={pendingOn(c.id)}
            note={say(tableNote(c))}
            onStep={(d) => tap(c.id, d)}
            testId={`counter-${c.id}`}
            size="row"
          />
        ))}
        <div className="flex items-center gap-2" role="group" aria-label={t`Day and night (726)`}>
          <span className="flex-1 text-sm">
            {game.dayNight === 'day'
              ? t`It is day`
              : game.dayNight === 'night'
                ? t`It is night`
                : t`Neither day nor night`}
          </span>
          {(['day', 'night'] as const).map((to) => (
            <button
              key={to}
              type="button"
              className={`${btnSecondary} ${game.dayNight === to ? on : ''}`}
              aria-pressed={game.dayNight === to}
              data-testid={`become-${to}`}
              onClick={() => dispatch({ type: 'dayNight', to })}
            >
              {to === 'day' ? t`☀ Day` : t`☾ Night`}
            </button>
          ))}
        </div>
      </div>
    </fieldset>
  );
});
