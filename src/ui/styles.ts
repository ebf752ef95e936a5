// Shared class lists: every control is a ≥ 44 px touch target with a visible focus ring.
export const btn =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';
export const btnPrimary = `${btn} bg-amber-400 text-slate-950 hover:bg-amber-300 dark:bg-amber-400 dark:hover:bg-amber-300`;
export const btnSecondary = `${btn} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700`;
export const btnDanger = `${btn} border border-rose-300 bg-white text-rose-700 hover:bg-rose-50 dark:border-rose-500/60 dark:bg-slate-800 dark:text-rose-300 dark:hover:bg-rose-950`;
export const panel =
  'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800/60';
/** A rule number chip: at least 24 px tall, a touch target that still sits inside a sentence. */
export const ruleBadge =
  'inline-flex min-h-6 min-w-6 items-center justify-center rounded bg-slate-200 px-1.5 align-middle font-mono text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200';
/** A drop-down list: a full-height touch target on the page's surface. */
export const select =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900';
