// "Something happens to a player": the events whose specs offer a button here (concede, lose,
// win and draw effects, extra turns). Its own chunk
// beside the first paint (it follows the paint anyway), keeping the start-up JavaScript in budget.
import { withCatalog } from '../../i18n/i18n';
import { lazy, memo, Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { offersFor, type DerivedTable } from '../../rules';
import { useGame } from '../../store/gameStore';
import { say } from '../../i18n/say';
import { btnDanger, btnSecondary, panel } from '../styles';
import { PlayerSelect, usePlayerPick } from './PlayerPick';

/** This panel's events record no random result: nothing to draw. */
const noDraw = () => 1;

// Dealing in someone who arrives late: a form of its own, loaded when it is opened.
const Latecomer = lazy(withCatalog('table', () => import('./Latecomer')));

export const PlayerActions = memo(function PlayerActions({
  derived,
  focus,
}: {
  derived: DerivedTable;
  focus: number | null;
}) {
  const { t } = useLingui();
  const dispatch = useGame((s) => s.dispatch);
  const pick = usePlayerPick(derived, focus);
  const { player, present } = pick;
  const [late, setLate] = useState(false);
  if (derived.gameOver || present.length === 0) return null;
  return (
    <fieldset className={`${panel} flex flex-col gap-3`} data-live-control="">
      <legend className="px-1 text-sm font-semibold">
        <Trans>Something happens to a player</Trans>
      </legend>
      <PlayerSelect id="action-player" label={t`Player`} pick={pick} />
      <div className="grid grid-cols-2 gap-2">
        {offersFor('player').map((offer) => (
          <button
            key={offer.id}
            type="button"
            className={`${offer.tone === 'leave' ? btnDanger : btnSecondary}${offer.wide ? ' col-span-2' : ''}`}
            aria-label={offer.name && say(offer.name(player))}
            onClick={() => dispatch(offer.make(player, noDraw))}
          >
            {say(offer.label(player))}
          </button>
        ))}
      </div>
      <details onToggle={(e) => setLate(e.currentTarget.open)} data-testid="latecomer-toggle">
        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">
          <Trans>Someone arrives late (house rule)</Trans>
        </summary>
        {late && (
          <Suspense fallback="…">
            <Latecomer />
          </Suspense>
        )}
      </details>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <Trans>Nothing here asks “are you sure?” — Undo takes any of it back.</Trans>
      </p>
    </fieldset>
  );
});
