// Tables a group can pick in seconds: one large card per preset.
import { useId } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PRESETS, type Preset } from '../../rules/presets';
import { presetWords } from './presetWords';
import { variantOptionLabel } from './ui';

export function PresetPicker({
  loaded,
  onPick,
}: {
  loaded: string | null;
  onPick: (preset: Preset) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-2 text-lg font-semibold">
        {t`Pick a game`}
      </h2>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3">
        {PRESETS.map((p) => {
          const on = loaded === p.id;
          const words = presetWords(p, i18n);
          const count = p.scenario.players.length;
          const variant = variantOptionLabel(p.scenario.variant);
          return (
            <button
              key={p.id}
              type="button"
              data-testid={`preset-${p.id}`}
              aria-pressed={on}
              onClick={() => onPick(p)}
              className={`${p.id === 'custom' ? 'col-span-full' : ''} flex min-h-24 flex-col items-start gap-1 rounded-xl border-2 p-3 text-left transition-colors ${
                on
                  ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-400/10'
                  : 'border-slate-200 bg-white hover:border-slate-400 dark:border-slate-700 dark:bg-slate-800/60 dark:hover:border-slate-500'
              }`}
            >
              <span className="flex w-full items-baseline justify-between gap-2">
                <span id={`${id}-${p.id}-label`} className="text-base font-semibold">
                  {words.label}
                </span>
                {on ? (
                  <span
                    aria-hidden="true"
                    className="text-xs font-semibold text-amber-800 dark:text-amber-300"
                  >
                    ✓
                  </span>
                ) : null}
              </span>
              <span id={`${id}-${p.id}-desc`} className="flex flex-col gap-1">
                <span className="text-sm leading-snug text-slate-600 dark:text-slate-300">
                  {words.blurb}
                </span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {plural(count, { one: '# player', other: '# players' })} · {variant}
                  {on ? <span className="sr-only"> {t`(loaded)`}</span> : null}
                </span>
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
