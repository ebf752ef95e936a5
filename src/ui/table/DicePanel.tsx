// Dice and a coin for the table: d4 to d20 (706.1) and a coin (705.1), as the roll event's spec
// offers them and shows a result. The roller's device draws
// the result and records it as an event; the big result shown is the last roll in the game's
// log, so every phone in a live room shows the same one, with who rolled it. A lazy chunk.
// Every event (this panel makes extended events).
import '../../rules/events/all';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { eventSpec, offersFor, type DerivedTable, type GameEvent } from '../../rules';
import { useGame } from '../../store/gameStore';
import { say } from '../../i18n/say';
import { btnSecondary, panel } from '../styles';
import { drawSide } from './roll';
import { PlayerSelect, usePlayerPick } from './PlayerPick';

type Roll = Extract<GameEvent, { type: 'roll' }>;

/** Where the last roll among the applied events is in the log (a key), or -1. */
function lastRollAt(log: readonly GameEvent[], cursor: number): number {
  for (let k = Math.min(cursor, log.length) - 1; k >= 0; k--) if (log[k]!.type === 'roll') return k;
  return -1;
}

export const DicePanel = memo(function DicePanel({
  derived,
  focus,
}: {
  derived: DerivedTable;
  focus: number | null;
}) {
  const { t } = useLingui();
  const dispatch = useGame((s) => s.dispatch);
  // The roll itself, not the log: a turn ended or a life tapped leaves the panel as it is.
  const at = useGame((s) => lastRollAt(s.log, s.cursor));
  const rolled = useGame((s) => (at >= 0 ? (s.log[at] as Roll | undefined) : undefined));
  const pick = usePlayerPick(derived, focus);
  const { player, present } = pick;
  if (derived.gameOver || present.length === 0) return null;
  const shown = rolled ? eventSpec('roll').shown?.(rolled) : undefined;
  return (
    <fieldset className={`${panel} flex flex-col gap-3`} data-live-control="" data-testid="dice">
      <legend className="px-1 text-sm font-semibold">
        <Trans>Dice and coin</Trans>
      </legend>
      <PlayerSelect id="dice-player" label={t`Who rolls`} pick={pick} />
      <div className="grid grid-cols-4 gap-2">
        {offersFor('dice').map((offer) => (
          <button
            key={offer.id}
            type="button"
            className={`${btnSecondary} px-2 text-base font-semibold`}
            data-testid={`roll-${offer.id}`}
            aria-label={offer.name && say(offer.name(player))}
            onClick={() => dispatch(offer.make(player, (sides) => drawSide(sides)))}
          >
            {say(offer.label(player))}
          </button>
        ))}
      </div>
      <div
        className="flex min-h-28 flex-col items-center justify-center rounded-lg bg-slate-100 p-3 text-center dark:bg-slate-900"
        aria-live="polite"
        aria-atomic="true"
        data-testid="roll-result"
      >
        {shown ? (
          <>
            <span
              key={at}
              className="tc-roll text-6xl leading-none font-black tabular-nums"
              data-testid="roll-value"
            >
              {say(shown.big)}
            </span>
            <span
              className="mt-2 text-sm text-slate-600 dark:text-slate-300"
              data-testid="roll-who"
            >
              {say(shown.caption)}
            </span>
          </>
        ) : (
          <span className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>No roll yet. The result shows here, on every device at the table.</Trans>
          </span>
        )}
      </div>
    </fieldset>
  );
});
