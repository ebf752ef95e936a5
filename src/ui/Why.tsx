// A "why" the user can open: a disclosure whose sentences come from the engine's explain module.
// The sentences and that module are a lazy chunk fetched on first open (out of the start bundle);
// each ends in a rule number that opens the rules panel at that rule.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Reason } from '../rules';
import { openRule } from './rules/ruleLink';
import { ruleBadge } from './styles';

export type Explain = typeof import('../rules/explain');

const WhyBody = lazy(() =>
  import('./WhyBody').catch(() => ({
    default: () => <p>The explanation could not be loaded; reload the page to try again.</p>,
  })),
);

/** A rule number as a link into the rules panel (inline in a sentence, like a text link). */
export function RuleRef({ rule }: { rule: string }) {
  return (
    <a
      href={`#rule-${rule}`}
      className={`${ruleBadge} underline decoration-dotted`}
      onClick={(e) => {
        e.preventDefault();
        openRule(rule);
      }}
    >
      {rule}
    </a>
  );
}

export function ReasonText({ reason }: { reason: Reason }) {
  return (
    <>
      {reason.text} <RuleRef rule={reason.rule} />
    </>
  );
}

/** `explain` runs only while open; `label` is what the closed disclosure says. */
export function Why({
  explain,
  label = 'Why?',
  className = '',
}: {
  explain: (x: Explain) => Reason | readonly Reason[] | null;
  label?: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className={`text-sm ${className}`}
      data-testid="why"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="min-h-11 cursor-pointer content-center px-2 text-sky-700 underline decoration-dotted dark:text-sky-300">
        {label}
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
