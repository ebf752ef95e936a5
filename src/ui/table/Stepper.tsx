// One counter's − amount + control: the life panel's life and poison, and each row of the marks
// panel. One control in two sizes, so the panels' buttons, names and live amounts stay alike.
import { useLingui } from '@lingui/react/macro';
import { signed } from '../../rules/labels';

/** A ± button's classes: a 44 px touch target (the commander-damage grid's cells use it too). */
export const stepButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-base font-semibold tabular-nums hover:bg-slate-100 active:bg-slate-200 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';

const SIZES = {
  // The life panel's: a heading of its own above it, bigger buttons that say "+1" and "−1".
  large: {
    button: ' min-h-12 min-w-14 text-xl',
    sign: signed,
    amount: 'min-w-20 text-center text-3xl font-bold tabular-nums',
    change: 'ml-1 align-top text-sm font-semibold text-slate-500 dark:text-slate-400',
  },
  // A row of the marks panel: its label (and note) beside it, buttons that say "+" and "−".
  row: {
    button: '',
    sign: (n: number) => (n > 0 ? '+' : '\u2212'),
    amount: 'min-w-10 text-center text-xl font-bold tabular-nums',
    change: 'ml-1 align-top text-xs font-semibold text-slate-600 dark:text-slate-300',
  },
} as const;

export function Stepper({
  label,
  value,
  pending,
  onStep,
  testId,
  size,
  fast = [],
  danger,
  note,
}: {
  label: string;
  value: number;
  /** The taps being gathered on this counter: shown as the running change beside the amount. */
  pending: number;
  onStep: (delta: number) => void;
  testId: string;
  size: keyof typeof SIZES;
  /** Bigger steps, on a row of their own under the ±1 buttons (large only). */
  fast?: readonly number[];
  /** The amount in the danger red: near a loss (large only). */
  danger?: boolean;
  /** A few words after the label (row only). */
  note?: string | undefined;
}) {
  const { t } = useLingui();
  const s = SIZES[size];
  const button = (n: number, classes: string = s.button) => {
    const by = Math.abs(n);
    return (
      <button
        key={n}
        type="button"
        className={`${stepButton}${classes}`}
        aria-label={n > 0 ? t`${label} plus ${by}` : t`${label} minus ${by}`}
        onClick={() => onStep(n)}
      >
        {s.sign(n)}
      </button>
    );
  };
  const amount = (
    // A live span, not <output>: an output is a status region, and the page's notices are.
    <span
      aria-atomic="true"
      className={
        danger === undefined
          ? s.amount
          : `${s.amount} ${danger ? 'text-rose-600 dark:text-rose-400' : ''}`
      }
      aria-live="polite"
      data-testid={`${testId}-value`}
    >
      {value}
      {pending !== 0 && <span className={s.change}>{signed(pending)}</span>}
    </span>
  );
  if (size === 'row')
    return (
      <div className="flex items-center gap-2" role="group" aria-label={label} data-testid={testId}>
        <span className="min-w-0 flex-1 text-sm">
          {label}
          {note && <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">{note}</span>}
        </span>
        {button(-1)}
        {amount}
        {button(1)}
      </div>
    );
  return (
    <div
      className="flex flex-col items-start gap-2"
      role="group"
      aria-label={label}
      data-testid={testId}
    >
      <div className="flex items-center gap-2">
        {button(-1)}
        {amount}
        {button(1)}
      </div>
      {fast.length > 0 && (
        <div className="flex flex-wrap gap-1">{fast.map((n) => button(n, ' '))}</div>
      )}
    </div>
  );
}
