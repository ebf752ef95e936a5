// One counter of a table-mode sheet: its name (and a note: the tax it makes, whose it is), −, the
// amount with the taps still being gathered, and +. Each button is a 44 px target named for the
// player and the counter ("Ana: energy +1"), so a screen reader and a test read the same words.
import { useLingui } from '@lingui/react/macro';
import { signed } from '../../../rules/labels';
import { stepButton } from '../Stepper';

export function CountRow({
  who,
  label,
  value,
  pending = 0,
  note,
  onStep,
  testId,
}: {
  /** Whose counter it is, first in each button's name: a player, or "Table". */
  who: string;
  label: string;
  value: number;
  /** Taps being gathered on it (store.tap): shown as the running change beside the amount. */
  pending?: number;
  note?: string | undefined;
  onStep: (delta: number) => void;
  testId: string;
}) {
  const { t } = useLingui();
  const step = (n: number) => {
    const by = Math.abs(n);
    return (
      <button
        type="button"
        className={`${stepButton} min-w-12 text-lg`}
        // Who, the counter's name and the step: "Ana: energy +1".
        aria-label={n > 0 ? t`${who}: ${label} +${by}` : t`${who}: ${label} −${by}`}
        data-testid={`${testId}-${n > 0 ? 'plus' : 'minus'}`}
        onClick={() => onStep(n)}
      >
        {n > 0 ? '+' : '−'}
      </button>
    );
  };
  return (
    <div className="flex items-center gap-2" role="group" aria-label={label} data-testid={testId}>
      <span className="min-w-0 flex-1 leading-tight">
        <span className="block truncate text-sm font-medium first-letter:uppercase">{label}</span>
        {note && (
          <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{note}</span>
        )}
      </span>
      {step(-1)}
      <span
        className="min-w-10 text-center text-2xl font-bold tabular-nums"
        aria-live="polite"
        aria-atomic="true"
        data-testid={`${testId}-value`}
      >
        {value}
        {pending !== 0 && (
          <span className="ml-0.5 align-top text-xs font-semibold text-slate-600 dark:text-slate-300">
            {signed(pending)}
          </span>
        )}
      </span>
      {step(1)}
    </div>
  );
}
