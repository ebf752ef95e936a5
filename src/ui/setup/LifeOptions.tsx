// Life for the table: Commander or Brawl (903, 903.12), a starting-life override and the Vanguard
// toggle (902). The numbers shown come from the engine (probe.ts); the engine's message for a bad
// starting life appears beside the field, as elsewhere on this screen.
import { useId } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Edition, Format, Table } from '../../rules';
import { citeRule } from './cite';
import type { SetupForm } from './form';
import { ruleText, type IssueMap } from './issues';
import { formatLife } from './probe';
import { IssueList, RuleNo, checkRow, checkbox, fieldLabel, hint, inputBase, panelCls } from './ui';

const FORMAT_CHOICES: {
  value: Format | null;
  label: MessageDescriptor;
  rule: string;
  text: MessageDescriptor;
}[] = [
  { value: null, label: msg`No format`, rule: '103.3', text: msg`Plain multiplayer life.` },
  {
    value: 'commander',
    label: msg`Commander`,
    rule: '903.10a',
    text: msg`Commander damage is tracked; 21 combat damage from one commander is a loss.`,
  },
  {
    value: 'brawl',
    label: msg`Brawl`,
    rule: '903.12h',
    text: msg`Commander damage is tracked but never makes anyone lose.`,
  },
];

// The format's own life on a plain table, asked once from the engine.
const LIFE = new Map(FORMAT_CHOICES.map((c) => [c.value, formatLife(c.value)]));

/** "Everyone starts at 40 life." — or per team with shared life (810.4; 606.4a under 2005). */
function resultText(table: Table | null, vanguard: boolean): string {
  if (!table) return t`The starting life shows here once the table has no problems.`;
  const life = table.startingLife;
  const rule = (r: string) => ruleText(citeRule(table.edition, r));
  const shared = rule('810.4');
  const modifier = rule('902.4');
  // Whole sentences, so each language words them its own way.
  if (table.sharedLife)
    return vanguard
      ? t`Each team starts at ${life} life (a shared team total, ${shared}), then each vanguard’s life modifier is added (${modifier}).`
      : t`Each team starts at ${life} life (a shared team total, ${shared}).`;
  return vanguard
    ? t`Everyone starts at ${life} life, then each vanguard’s life modifier is added (${modifier}).`
    : t`Everyone starts at ${life} life.`;
}

export function LifeOptions({
  form,
  table,
  issues,
  update,
}: {
  form: SetupForm;
  table: Table | null;
  issues: IssueMap;
  /** keepPreset false: the change makes it another kind of game than the preset loaded. */
  update: (fn: (d: SetupForm) => SetupForm, keepPreset?: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const edition: Edition | undefined = form.options.edition;
  const vanguardLife = ruleText(citeRule(edition, '902.4'));
  const vanguardHand = ruleText(citeRule(edition, '902.5b'));
  const lifeWords = (life: number | null | undefined) => (life == null ? '' : t`${life} life`);
  const id = useId();
  const lifeIssues = issues.options.startingLife;
  const formatIssues = issues.options.format;
  const current = form.format ?? null;
  const described = [`${id}-life-hint`, lifeIssues?.length ? `${id}-life-issues` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`${panelCls} flex flex-col gap-4`}
      data-testid="life-options"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t`Life and format`}
      </h2>

      <fieldset>
        <legend className="font-medium">{t`Format`}</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-3 lg:grid-cols-1">
          {FORMAT_CHOICES.map((c) => {
            const on = current === c.value;
            return (
              <label
                key={c.value ?? 'none'}
                className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 ${
                  on
                    ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-400/10'
                    : 'border-slate-200 dark:border-slate-700'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-format`}
                  className={`${checkbox} mt-0.5`}
                  checked={on}
                  onChange={() =>
                    update((d) => {
                      const { format: _old, ...rest } = d;
                      return c.value ? { ...rest, format: c.value } : rest;
                    }, false)
                  }
                  data-testid={`format-${c.value ?? 'none'}`}
                />
                <span>
                  <span className="font-medium">{i18n._(c.label)}</span>
                  <span className="ml-1 text-sm text-slate-600 dark:text-slate-400">
                    {lifeWords(LIFE.get(c.value))}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">
                    {i18n._(c.text)}{' '}
                    <RuleNo
                      cited={citeRule(edition, c.rule)}
                      className="font-mono whitespace-nowrap"
                    />
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        <IssueList issues={formatIssues} />
      </fieldset>

      <div>
        <label htmlFor={`${id}-life`} className={fieldLabel}>
          {t`Starting life`} <span className="font-normal">{t`(optional)`}</span>
        </label>
        <input
          id={`${id}-life`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder={table && !form.startingLife?.trim() ? String(table.startingLife) : ''}
          className={`${inputBase} h-11 w-28`}
          value={form.startingLife ?? ''}
          aria-invalid={lifeIssues?.some((i) => i.severity === 'error') || undefined}
          aria-describedby={described}
          onChange={(e) => {
            const text = e.target.value;
            update((d) => {
              const { startingLife: _old, ...rest } = d;
              return text === '' ? rest : { ...rest, startingLife: text };
            });
          }}
          data-testid="starting-life"
        />
        <p id={`${id}-life-hint`} className={`${hint} mt-1`}>
          {t`A whole number of 1 or more instead of the default; leave empty for the default.`}
        </p>
        <IssueList id={`${id}-life-issues`} issues={lifeIssues} />
      </div>

      <div>
        <label className={checkRow}>
          <input
            type="checkbox"
            className={checkbox}
            checked={!!form.vanguard}
            aria-describedby={`${id}-vanguard-hint`}
            onChange={(e) => {
              const on = e.target.checked;
              update((d) => ({ ...d, vanguard: on }), false);
            }}
            data-testid="vanguard-toggle"
          />
          <span className="font-medium">
            {t`Vanguard`} <RuleNo cited={citeRule(edition, '902.3')} />
          </span>
        </label>
        <p id={`${id}-vanguard-hint`} className={hint}>
          {t`Each player’s vanguard card changes their starting life (${vanguardLife}) and maximum hand size (${vanguardHand}); set them beside each player.`}
        </p>
      </div>

      <p className="font-medium" aria-live="polite" data-testid="starting-life-result">
        {resultText(table, !!form.vanguard)}
      </p>
    </section>
  );
}
