// The rules panel: every rule the app cites, a summary in our own words, and the way to the
// official Comprehensive Rules. A modal dialog; opens scrolled to the rule a "why" linked to.
import { useEffect, useRef } from 'react';
import { RULE_SUMMARIES, RULES_URL, ruleOrder } from '../../rules/summaries';
import { btnSecondary } from '../styles';
import { openRule } from './ruleLink';

const RULES = Object.keys(RULE_SUMMARIES).sort(ruleOrder);

export default function RulesPanel({ rule }: { rule: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  useEffect(() => {
    if (!rule) return;
    const el = document.getElementById(`rules-panel-${rule}`);
    el?.scrollIntoView({ block: 'center' });
    el?.focus({ preventScroll: true });
  }, [rule]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="rules-panel-title"
      className="m-auto flex max-h-[90dvh] w-[min(44rem,94vw)] flex-col rounded-xl border border-slate-300 bg-white p-0 text-slate-900 backdrop:bg-slate-950/70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      onClose={() => openRule(null)}
      data-testid="rules-panel"
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 p-4 dark:border-slate-700">
        <div>
          <h2 id="rules-panel-title" className="text-lg font-semibold">
            Rules the app cites
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Short summaries in our own words. The exact wording is in the{' '}
            <a
              className="text-sky-700 underline dark:text-sky-300"
              href={RULES_URL}
              target="_blank"
              rel="noreferrer"
            >
              official Comprehensive Rules
            </a>
            .
          </p>
        </div>
        <button type="button" className={btnSecondary} onClick={() => dialog.current?.close()}>
          Close
        </button>
      </header>
      <ol className="flex flex-col gap-1 overflow-y-auto p-4" aria-label="Rules">
        {RULES.map((r) => {
          const s = RULE_SUMMARIES[r]!;
          const current = r === rule;
          return (
            <li
              key={r}
              id={`rules-panel-${r}`}
              tabIndex={-1}
              aria-current={current ? 'true' : undefined}
              data-rule={r}
              className={`rounded-lg p-2 focus-visible:outline-2 focus-visible:outline-amber-400 ${current ? 'bg-amber-100 dark:bg-amber-400/20' : ''}`}
            >
              <p className="text-sm">
                <span className="mr-2 font-mono font-semibold">{r}</span>
                <strong>{s.title}.</strong> {s.summary}{' '}
                <a
                  className="inline-block text-sky-700 underline dark:text-sky-300"
                  href={RULES_URL}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`Rule ${r} in the official Comprehensive Rules`}
                >
                  Official text
                </a>
              </p>
            </li>
          );
        })}
      </ol>
    </dialog>
  );
}
