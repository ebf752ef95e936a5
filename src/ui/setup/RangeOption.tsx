// The table's range of influence (801; 601 under 2005): limited or not, how many seats, the
// variant's default, and where the ranges chosen depart from the Emperor's by role (809.3a).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { VARIANT_SPECS, type Scenario, type Table } from '../../rules';
import { VARIANT_DEFAULTS } from '../../rules/setup';
import { variantMessage } from '../../rules/labels';
import { say } from '../../i18n/say';
import { citeRule } from './cite';
import { effectiveOptions, type OptionOverrides, type SetupForm } from './form';
import { ruleText, type IssueMap } from './issues';
import { rangesDepart, type VariantTraits } from './probe';
import { IssueList, Reason, RuleNo, checkRow, checkbox, hint, inputBase } from './ui';

export function RangeOption({
  form,
  traits,
  issues,
  table,
  scenario,
  onOptions,
}: {
  form: SetupForm;
  traits: VariantTraits;
  issues: IssueMap;
  table: Table | null;
  scenario: Scenario;
  onOptions: (patch: OptionOverrides) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const defaults = VARIANT_DEFAULTS[form.variant];
  const eff = effectiveOptions(form);
  const name = say(variantMessage(form.variant));
  const edition = form.options.edition ?? 'current';
  const cite = (rule: string) => citeRule(edition, rule);
  const err = (k: 'rangeOfInfluence') => issues.options[k];
  const described = (k: 'rangeOfInfluence', ...more: string[]) =>
    [...more, err(k)?.length ? `${id}-${k}-issues` : ''].filter(Boolean).join(' ') || undefined;
  // A value is locked when the engine accepts the current value and refuses the other one.
  const rangeLock = eff.rangeOfInfluence.unlimited
    ? traits.rangeOfInfluence.unlimited
      ? null
      : traits.rangeOfInfluence.limited
    : traits.rangeOfInfluence.limited
      ? null
      : traits.rangeOfInfluence.unlimited;
  const seats = defaults.rangeOfInfluence;
  const emperorRanges = ruleText(cite('809.3a'));
  // One range for the whole table gives generals the emperor's range too (809.3a, 809.6a).
  const departs = rangesDepart(scenario, table);
  const departRule = departs ? ruleText(cite(departs)) : '';

  return (
    <fieldset aria-describedby={described('rangeOfInfluence', `${id}-range-default`)}>
      <legend className="font-medium">
        {t`Limited range of influence`} <RuleNo cited={cite('801')} />
      </legend>
      <p id={`${id}-range-default`} className={hint}>
        {t`A player's spells and abilities reach only the players within this many seats of them, teammates as well as opponents (and attacks only opponents within it).`}{' '}
        {VARIANT_SPECS[form.variant].roles
          ? t`Default for ${name}: 2 seats for emperors, 1 for generals (${emperorRanges}).`
          : seats === null
            ? t`Default for ${name}: unlimited.`
            : t`Default for ${name}: ${plural(seats, { one: '# seat', other: '# seats' })}.`}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
        <label className={checkRow}>
          <input
            type="checkbox"
            className={checkbox}
            checked={!eff.rangeOfInfluence.unlimited}
            disabled={rangeLock !== null}
            onChange={(e) =>
              onOptions({
                rangeOfInfluence: {
                  unlimited: !e.target.checked,
                  text: eff.rangeOfInfluence.text || String(defaults.rangeOfInfluence ?? 1),
                },
              })
            }
            data-testid="option-range-limited"
          />
          {t`Limit range`}
        </label>
        {!eff.rangeOfInfluence.unlimited ? (
          <label className="flex items-center gap-2">
            <input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className={`${inputBase} h-11 w-24`}
              value={eff.rangeOfInfluence.text}
              aria-invalid={
                err('rangeOfInfluence')?.some((i) => i.severity === 'error') || undefined
              }
              aria-describedby={described('rangeOfInfluence')}
              onChange={(e) =>
                onOptions({ rangeOfInfluence: { unlimited: false, text: e.target.value } })
              }
              data-testid="option-range"
            />
            <span>{t`seats`}</span>
          </label>
        ) : null}
      </div>
      {rangeLock ? <Reason error={rangeLock} /> : null}
      {departs ? (
        <div
          className="mt-2 text-sm text-amber-900 dark:text-amber-200"
          data-testid="range-departs"
        >
          <p>
            {departs === '809.6a'
              ? t`These ranges depart from ${departRule}, which sizes each general’s and each emperor’s range to the teams.`
              : t`These ranges depart from ${departRule}: emperors have 2 seats and generals 1. One range for the table gives everyone the same.`}
          </p>
          {form.options.rangeOfInfluence ? (
            <button
              type="button"
              className="mt-1 min-h-11 font-medium underline underline-offset-2"
              onClick={() => onOptions({ rangeOfInfluence: undefined })}
              data-testid="range-by-role"
            >
              {t`Use the variant’s ranges`}
            </button>
          ) : null}
        </div>
      ) : null}
      <IssueList id={`${id}-rangeOfInfluence-issues`} issues={err('rangeOfInfluence')} />
    </fieldset>
  );
}
