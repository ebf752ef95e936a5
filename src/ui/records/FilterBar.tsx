// Which games the stats and the list are over: when (all, a night, a range of nights), a
// variant, a player. Each choice redraws at once: the stats are one pass over the games chosen.
import { useId } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { variantMessage } from '../../rules/labels';
import { say } from '../../i18n/say';
import { btnSecondary, select } from '../styles';
import { ALL, isAll, nightWords, type Filter } from './filters';
import { formats } from './formats';

const input =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900';
const field = 'flex min-w-0 flex-col gap-1 text-sm';

export function FilterBar({
  filter,
  onChange,
  nights,
  newest,
  variants,
  players,
  shown,
  total,
  busy = false,
}: {
  filter: Filter;
  onChange: (f: Filter) => void;
  /** Newest first (listed while one night is being picked). */
  nights: readonly string[];
  /** The newest night, the one picked first. */
  newest: string;
  variants: readonly string[];
  players: readonly string[];
  shown: number;
  total: number;
  /** `shown` is not yet the filter's (its games are still being counted): dimmed, marked busy. */
  busy?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const number = formats().number;
  const all = number.format(total);
  const some = number.format(shown);
  const set = (part: Partial<Filter>) => onChange({ ...filter, ...part });
  return (
    <fieldset className="flex flex-col gap-3" data-testid="records-filter">
      <legend className="sr-only">{t`Games to count`}</legend>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <label className={field}>
          {t`Nights`}
          <select
            className={select}
            value={filter.when}
            onChange={(e) => {
              const when = e.target.value as Filter['when'];
              set({
                when,
                night: when === 'night' ? filter.night || newest : filter.night,
              });
            }}
          >
            <option value="all">{t`All nights`}</option>
            <option value="night">{t`One night`}</option>
            <option value="range">{t`A range of nights`}</option>
          </select>
        </label>
        {filter.when === 'night' && (
          <label className={field}>
            {t`Night`}
            <select
              className={select}
              value={filter.night}
              onChange={(e) => set({ night: e.target.value })}
            >
              {nights.map((n) => (
                <option key={n} value={n}>
                  {nightWords(n)}
                </option>
              ))}
            </select>
          </label>
        )}
        {filter.when === 'range' && (
          <>
            <label className={field} htmlFor={`${id}-from`}>
              {t({ message: 'From', context: 'first night' })}
              <input
                id={`${id}-from`}
                type="date"
                className={input}
                value={filter.from}
                max={filter.to || undefined}
                onChange={(e) => set({ from: e.target.value })}
              />
            </label>
            <label className={field} htmlFor={`${id}-to`}>
              {t({ message: 'To', context: 'last night' })}
              <input
                id={`${id}-to`}
                type="date"
                className={input}
                value={filter.to}
                min={filter.from || undefined}
                onChange={(e) => set({ to: e.target.value })}
              />
            </label>
          </>
        )}
        <label className={field}>
          {t`Variant`}
          <select
            className={select}
            value={filter.variant}
            onChange={(e) => set({ variant: e.target.value })}
          >
            <option value="">{t`Every variant`}</option>
            {variants.map((v) => (
              <option key={v} value={v}>
                {say(variantMessage(v))}
              </option>
            ))}
          </select>
        </label>
        <label className={field}>
          {t`Player`}
          <select
            className={select}
            value={filter.player}
            onChange={(e) => set({ player: e.target.value })}
            data-testid="filter-player"
          >
            <option value="">{t`Everyone`}</option>
            {players.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p
          className={`text-sm text-slate-700 transition-opacity dark:text-slate-300 ${busy ? 'opacity-50' : ''}`}
          aria-busy={busy || undefined}
          data-testid="records-count"
        >
          {shown === total
            ? plural(total, { one: `${all} game`, other: `${all} games` })
            : plural(total, { one: `${some} of ${all} game`, other: `${some} of ${all} games` })}
        </p>
        {!isAll(filter) && (
          <button type="button" className={btnSecondary} onClick={() => onChange(ALL)}>
            {t`Show every game`}
          </button>
        )}
      </div>
    </fieldset>
  );
}
