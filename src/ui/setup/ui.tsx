// Small pieces the setup screen's panels share: class lists and the message list.
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { specOf, type Edition, type Variant } from '../../rules';
import { openRule } from '../../router/router';
import { ruleBadge } from '../styles';
import { teamIsPlural, teamNamedMessage, variantMessage } from '../../rules/labels';
import { say } from '../../i18n/say';

import { citeRule, type Cited } from './cite';
import { issueMessage, issueText, ruleText, type Issue } from './issues';

/** A rule number chip; today's number, where the edition has none, says so (cite.ts). */
export function RuleNo({
  cited,
  className = 'font-mono text-sm',
}: {
  cited: Cited;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <span
      className={className}
      title={
        cited.today ? t`The rules of this edition have no such rule: today’s number.` : undefined
      }
      data-testid="rule-no"
    >
      {ruleText(cited)}
    </span>
  );
}

/** A text field's look without its size; `input` is the usual full-width, 44 px tall field. */
export const inputBase =
  'min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-rose-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-[invalid=true]:border-rose-400';
export const input = `${inputBase} h-11 w-full`;
export const fieldLabel = 'mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300';
export const hint = 'text-sm text-slate-600 dark:text-slate-400';
export const checkRow =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg py-1 has-[:disabled]:cursor-not-allowed';
export const checkbox = 'size-5 shrink-0 accent-amber-500';
/** A panel like ../styles' `panel`, with less padding on phones so player rows fit on one line. */
export const panelCls =
  'rounded-xl border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-700 dark:bg-slate-800/60';
export const sectionTitle = 'text-lg font-semibold';

/**
 * A rule number as a link into the rules panel, in the edition's numbers (601.2 under 2005 for
 * today's 801.2); a rule the edition has none of reads "today’s 103.2" (as RuleRef otherwise).
 */
export function EditionRuleRef({ edition, rule }: { edition: Edition | undefined; rule: string }) {
  const cited = citeRule(edition, rule);
  return (
    <a
      href={`#rule-${cited.rule}`}
      className={`${ruleBadge} underline decoration-dotted`}
      onClick={(e) => {
        e.preventDefault();
        openRule(cited.rule);
      }}
    >
      {ruleText(cited)}
    </a>
  );
}

/**
 * "Emperor (809)", "Custom (house rules)"; under the 2005 rules "Emperor (607)", and
 * "Free-for-All (today’s 806)" where the 2005 texts we have hold no such section (605).
 */
export function variantOptionLabel(v: Variant, edition?: Edition): string {
  const section = specOf(v, edition).section;
  const rule = section ? ruleText(citeRule(edition, section)) : t`house rules`;
  return `${say(variantMessage(v))} (${rule})`;
}

/**
 * A team as a sentence begins with it: "The Suns" (a plural-looking name, which takes "go"),
 * "Team Red" or "Team 1". The sentence around it is the caller's message, chosen by `plural`.
 */
export function teamSubject(name: string): { phrase: string; plural: boolean } {
  const phrase = say(teamNamedMessage(name));
  return { phrase: phrase.charAt(0).toUpperCase() + phrase.slice(1), plural: teamIsPlural(name) };
}

export function IssueList({ issues, id }: { issues: readonly Issue[] | undefined; id?: string }) {
  const { t } = useLingui();
  if (!issues?.length) return null;
  return (
    <ul id={id} className="mt-1 flex flex-col gap-1 text-sm">
      {issues.map((issue, k) => (
        <li
          key={k}
          data-severity={issue.severity}
          className={
            issue.severity === 'error'
              ? 'flex gap-1.5 font-medium text-rose-700 dark:text-rose-300'
              : 'flex gap-1.5 text-amber-800 dark:text-amber-200'
          }
        >
          <span aria-hidden="true">{issue.severity === 'error' ? '✕' : '!'}</span>
          <span>
            {issueMessage(issue)}
            {issue.rule ? (
              <>
                {' — '}
                <RuleNo
                  cited={{ rule: issue.rule, today: issue.today }}
                  className="font-mono whitespace-nowrap"
                />
              </>
            ) : null}
            <span className="sr-only">
              {issue.severity === 'warning' ? ` ${t`(warning)`}` : ''}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Why an option's other value is refused, in the edition's numbers. */
export function Reason({ error }: { error: Issue | Omit<Issue, 'severity'> }) {
  return (
    <span className="block text-sm text-slate-600 dark:text-slate-400">{issueText(error)}</span>
  );
}

export { issueText };
