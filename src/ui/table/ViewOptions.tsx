import { memo } from 'react';
// How the table is shown: every range at once, deploy targets, the text view, theme, wake lock.
import { gameStore, useGame, type UiState } from '../../store/gameStore';
import { panel } from '../styles';
import { wakeLockSupported } from '../useWakeLock';

function Toggle({
  label,
  on,
  onChange,
  hint,
}: {
  label: string;
  on: boolean;
  onChange: (v: boolean) => void;
  hint?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => onChange(!on)}
      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-700"
    >
      <span>
        {label}
        {hint && <span className="block text-xs text-slate-500 dark:text-slate-400">{hint}</span>}
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
  const ui = useGame((s) => s.ui);
  const set = (patch: Partial<UiState>) => gameStore.getState().setUi(patch);
  return (
    <section className={panel} aria-labelledby="view-title">
      <h2 id="view-title" className="mb-1 text-base font-semibold">
        View
      </h2>
      <Toggle
        label="Show every player's range"
        hint="One ring per player: uneven ranges show"
        on={ui.showAllRanges}
        onChange={(v) => set({ showAllRanges: v })}
      />
      {deploy && (
        <Toggle
          label="Show deploy targets"
          hint="Teammates who can be given a creature (804)"
          on={ui.showDeploy}
          onChange={(v) => set({ showDeploy: v })}
        />
      )}
      <Toggle
        label="Show the table as text"
        on={ui.textView}
        onChange={(v) => set({ textView: v })}
      />
      <Toggle
        label="Light theme"
        on={ui.theme === 'light'}
        onChange={(v) => set({ theme: v ? 'light' : 'dark' })}
      />
      {wakeLockSupported() ? (
        <Toggle
          label="Keep the screen awake"
          on={ui.keepAwake}
          onChange={(v) => set({ keepAwake: v })}
        />
      ) : (
        <p className="px-2 py-2 text-xs text-slate-500 dark:text-slate-400">
          This browser can't keep the screen awake.
        </p>
      )}
    </section>
  );
});
