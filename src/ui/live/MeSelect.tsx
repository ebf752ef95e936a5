// "Whose phone is this?" in the live dialog: a player's own phone marks their seat and table mode
// turns the table to it; the phone in the middle of the table belongs to everyone.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { seatOfMe, setMe, useMe } from '../../live/me';
import { selectDerived, useGame } from '../../store/gameStore';
import { select } from '../styles';

export function MeSelect() {
  const { t } = useLingui();
  const id = useId();
  const names = useGame(
    (s) =>
      selectDerived(s)
        ?.players.map((p) => p.name)
        .join('\u0001') ?? '',
  );
  const players = names ? names.split('\u0001').map((name) => ({ name })) : [];
  const seat = seatOfMe(useMe(), players);
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="live-me">
      <label htmlFor={id} className="font-medium">
        {t`Whose phone is this?`}
      </label>
      <select
        id={id}
        className={select}
        value={seat === null ? '' : players[seat]!.name}
        onChange={(e) => setMe(e.target.value || null)}
      >
        <option value="">{t`Everyone’s: it lies in the middle`}</option>
        {players.map(({ name }) => (
          <option key={name} value={name}>
            {t`${name}’s`}
          </option>
        ))}
      </select>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {t`Table mode marks your seat and turns the table so it sits at the bottom of this screen. Any phone can still play for every seat.`}
      </span>
    </div>
  );
}
