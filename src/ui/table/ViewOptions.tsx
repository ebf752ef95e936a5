import { lazy, memo, Suspense, useCallback, useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLaidFlat } from './useLaidFlat';
// How the table is shown: every range at once, deploy targets, the text view, theme, wake lock.
import { useGame } from '../../store/gameStore';
import { panel, select } from '../styles';
import { wakeLockSupported } from '../useWakeLock';
import { useResolvedTheme } from '../useTheme';
import { needCatalog } from '../../i18n/i18n';

// "Make a quiz" (ui/quiz), with the quiz catalog its words are in: loaded after the panel.
const MakeQuizButton = lazy(() =>
  Promise.all([import('../quiz/QuizEntry'), needCatalog('quiz')]).then(([m]) => ({
    default: m.MakeQuizButton,
  })),
);

function Toggle({
  label,
  on,
  onChange,
  hint,
  disabled = false,
}: {
  label: string;
  on: boolean;
  onChange: (v: boolean) => void;
  hint?: string;
  disabled?: boolean;
}) {
  const id = useId();
  // The label alone is the switch's name; the hint describes it.
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={`${id}-label`}
      aria-describedby={hint ? `${id}-hint` : undefined}
      disabled={disabled}
      onClick={() => onChange(!on)}
      className="flex min-h-11 w-full disabled:cursor-default disabled:opacity-70 items-center justify-between gap-3 rounded-lg px-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-700"
    >
      <span>
        <span id={`${id}-label`}>{label}</span>
        {hint && (
          <span id={`${id}-hint`} className="block text-xs text-slate-500 dark:text-slate-400">
            {hint}
          </span>
        )}
      </span>
      <span
        aria-hidden="true"
        className={`relative h-6 w-11 shrink-0 rounded-full transition-colors ${on ? 'bg-sky-500' : 'bg-slate-300 dark:bg-slate-600'}`}
      >
        <span
          className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5' : 'translate-x-0.5'}`}
        />
      </span>
    </button>
  );
}

export const ViewOptions = memo(function ViewOptions({ deploy }: { deploy: boolean }) {
  const { t } = useLingui();
  const ui = useGame((s) => s.ui);
  const shown = useResolvedTheme(ui.theme);
  const set = useGame((s) => s.setUi);
  // Until someone chooses, a phone laid on the table opens table mode (its default there).
  const toTableMode = useCallback(() => set({ tableMode: true }), [set]);
  useLaidFlat(!ui.tableModeChosen && !ui.tableMode && !ui.presenting, toTableMode);
  return (
    <section className={panel} aria-labelledby="view-title">
      <h2 id="view-title" className="mb-1 text-base font-semibold">
        <Trans>View</Trans>
      </h2>
      <Toggle
        label={t`Show every player's range`}
        hint={t`One ring per player: uneven ranges show`}
        on={ui.showAllRanges}
        onChange={(v) => set({ showAllRanges: v })}
      />
      {deploy && (
        <Toggle
          label={t`Show deploy targets`}
          hint={t`Teammates who can be given a creature (804)`}
          on={ui.showDeploy}
          onChange={(v) => set({ showDeploy: v })}
        />
      )}
      <button
        type="button"
        className="flex min-h-11 w-full items-center rounded-lg px-2 text-left text-sm text-sky-700 underline hover:bg-slate-100 dark:text-sky-300 dark:hover:bg-slate-700"
        onClick={() => set({ presenting: true })}
        aria-keyshortcuts="P"
        data-testid="present-table"
      >
        <Trans>Present the table (P: large chart for a big screen; Esc leaves)</Trans>
      </button>
      <Suspense fallback={null}>
        <MakeQuizButton className="flex min-h-11 w-full items-center rounded-lg px-2 text-left text-sm text-sky-700 underline hover:bg-slate-100 dark:text-sky-300 dark:hover:bg-slate-700" />
      </Suspense>
      <Toggle
        label={t`Show the table as text`}
        on={ui.textView}
        onChange={(v) => set({ textView: v })}
      />
      <Toggle
        label={t`Flat on the table`}
        on={ui.flat}
        // A phone laid flat is a phone in the middle of the table: table mode is its default.
        onChange={(v) =>
          set(v ? { flat: true, tableMode: true, tableModeChosen: true } : { flat: false })
        }
        hint={t`Each seat faces the player sitting there, for a phone lying in the middle; keeps the screen awake`}
      />
      <Toggle
        label={t`Turn timer`}
        on={ui.timer}
        onChange={(v) => set({ timer: v })}
        hint={t`A clock on each running turn, with pause and an optional limit`}
      />
      {ui.timer && (
        <label className="flex min-h-11 items-center justify-between gap-3 px-2 text-sm">
          <Trans>Time limit per turn</Trans>
          <select
            className={select}
            value={ui.timerLimit}
            onChange={(e) => set({ timerLimit: Number(e.target.value) })}
          >
            <option value={0}>{t({ message: 'None', context: 'time limit' })}</option>
            {[1, 2, 3, 5, 10].map((m) => (
              <option key={m} value={m}>
                {t`${m} min`}
              </option>
            ))}
          </select>
        </label>
      )}
      <Toggle
        label={t`Light theme`}
        on={shown === 'light'}
        onChange={(v) => set({ theme: v ? 'light' : 'dark' })}
        hint={ui.theme === 'system' ? t`Following this device's setting` : undefined}
      />
      {ui.theme !== 'system' && (
        <button
          type="button"
          className="min-h-11 rounded-lg px-2 text-left text-sm text-sky-700 underline dark:text-sky-300"
          onClick={() => set({ theme: 'system' })}
        >
          <Trans>Follow this device's light or dark setting</Trans>
        </button>
      )}
      {wakeLockSupported() ? (
        <Toggle
          label={t`Keep the screen awake`}
          // Flat on the table holds the lock too (App.tsx): the switch says what the screen does.
          on={ui.keepAwake || ui.flat}
          disabled={ui.flat}
          hint={ui.flat ? t`On while the phone is flat on the table` : undefined}
          onChange={(v) => set({ keepAwake: v })}
        />
      ) : (
        <p className="px-2 py-2 text-xs text-slate-500 dark:text-slate-400">
          <Trans>This browser can't keep the screen awake.</Trans>
        </p>
      )}
    </section>
  );
});
