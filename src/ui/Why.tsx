// A "why" the user can open: a disclosure whose sentences come from the engine's explain module.
// The sentences and that module are a lazy chunk fetched on first open (out of the start bundle);
// each ends in a rule number that opens the rules panel at that rule.
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Reason } from '../rules';
import type { Explain } from './RuleRef';

export { ReasonText, RuleRef, type Explain } from './RuleRef';

const WhyBody = lazy(() =>
  import('./WhyBody').catch(() => ({
    default: () => (
      <p>
        <Trans>The explanation could not be loaded; reload the page to try again.</Trans>
      </p>
    ),
  })),
);

/** `explain` runs only while open; `label` is what the closed disclosure says. */
export function Why({
  explain,
  label,
  className = '',
}: {
  explain: (x: Explain) => Reason | readonly Reason[] | null;
  label?: ReactNode;
  className?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <details
      className={`text-sm ${className}`}
      data-testid="why"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="min-h-11 cursor-pointer content-center px-2 text-sky-700 underline decoration-dotted dark:text-sky-300">
        {label ?? t`Why?`}
      </summary>
      {open && (
        <div className="rounded-lg bg-slate-100 p-2 dark:bg-slate-900" data-testid="why-text">
          <Suspense fallback="…">
            <WhyBody explain={explain} />
          </Suspense>
        </div>
      )}
    </details>
  );
}
