// The variant and its options. Each option shows the variant's default (VARIANT_DEFAULTS) and,
// when the engine refuses the other value for this variant, is locked with the engine's reason.
import { useId } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  EDITIONS,
  hasVariant,
  VARIANTS,
  VARIANT_DEFAULTS,
  VARIANT_SPECS,
  type Edition,
  type AttackOption,
  type RuleError,
  type Variant,
} from '../../rules';
import { variantLabel } from '../../rules/labels';
import { effectiveOptions, type SetupForm, type OptionOverrides } from './form';
import { PlanechaseOption } from './PlanechaseOption';
import type { IssueMap } from './issues';
import type { VariantTraits } from './probe';
import {
  IssueList,
  checkRow,
  checkbox,
  fieldLabel,
  hint,
  input,
  inputBase,
  panelCls,
  variantOptionLabel,
} from './ui';

const EDITION_LABELS: Record<Edition, MessageDescriptor> = {
  current: msg`Current rules (default)`,
  '2011': msg`2011 rules (800–811)`,
  '2005': msg`2005 rules (600–609)`,
};

const ATTACK_CHOICES: {
  value: AttackOption;
  label: MessageDescriptor;
  /** The label inside "Default for Commander: …". */
  inSentence: MessageDescriptor;
  rule: string;
  text: MessageDescriptor;
}[] = [
  {
    value: 'multiple',
    label: msg`Attack multiple players`,
    inSentence: msg`attack multiple players`,
    rule: '802',
    text: msg`Creatures may attack any opponents in range, split however the attacker likes.`,
  },
  {
    value: 'left',
    label: msg`Attack left`,
    inSentence: msg`attack left`,
    rule: '803',
    text: msg`Creatures may attack only the nearest opponent on the attacker’s left.`,
  },
  {
    value: 'right',
    label: msg`Attack right`,
    inSentence: msg`attack right`,
    rule: '803',
    text: msg`Creatures may attack only the nearest opponent on the attacker’s right.`,
  },
  {
    value: 'single',
    label: msg`One opponent per combat`,
    inSentence: msg`one opponent per combat`,
    rule: '',
    text: msg`No attack option: each combat, all attackers go at one opponent in range.`,
  },
];

function Reason({ error }: { error: RuleError }) {
  return (
    <span className="block text-sm text-slate-600 dark:text-slate-400">
      {error.message}
      {error.rule ? ` — ${error.rule}` : ''}
    </span>
  );
}

export function OptionsPanel({
  form,
  traits,
  issues,
  onVariant,
  onOptions,
}: {
  form: SetupForm;
  traits: VariantTraits;
  issues: IssueMap;
  onVariant: (v: Variant) => void;
  onOptions: (patch: OptionOverrides) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const defaults = VARIANT_DEFAULTS[form.variant];
  const eff = effectiveOptions(form);
  const name = variantLabel(form.variant);
  const edition = form.options.edition ?? 'current';
  const err = (k: keyof IssueMap['options']) => issues.options[k];
  const described = (k: keyof IssueMap['options'], ...more: string[]) =>
    [...more, err(k)?.length ? `${id}-${k}-issues` : ''].filter(Boolean).join(' ') || undefined;

  // A value is locked when the engine accepts the current value and refuses the other one.
  const rangeLock = eff.rangeOfInfluence.unlimited
    ? traits.rangeOfInfluence.unlimited
      ? null
      : traits.rangeOfInfluence.limited
    : traits.rangeOfInfluence.limited
      ? null
      : traits.rangeOfInfluence.unlimited;
  const boolLock = (v: boolean, t: { on: RuleError | null; off: RuleError | null }) =>
    v ? (t.on ? null : t.off) : t.off ? null : t.on;
  const deployLock = boolLock(eff.deployCreatures, traits.deployCreatures);
  const seats = defaults.rangeOfInfluence;
  const attackDefault = i18n._(ATTACK_CHOICES.find((c) => c.value === defaults.attack)!.inSentence);
  const sharedLock = boolLock(eff.sharedTeamTurns, traits.sharedTeamTurns);

  return (
    <section aria-labelledby={`${id}-title`} className={`${panelCls} flex flex-col gap-5`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t`Variant and options`}
      </h2>

      <div>
        <label htmlFor={`${id}-edition`} className={fieldLabel}>
          {t`Edition of the rules`}
        </label>
        <select
          id={`${id}-edition`}
          className={input}
          value={edition}
          onChange={(e) => {
            const next = e.target.value as Edition;
            onOptions({ edition: next === 'current' ? undefined : next });
          }}
          data-testid="edition-select"
        >
          {EDITIONS.map((e) => (
            <option key={e} value={e}>
              {i18n._(EDITION_LABELS[e])}
            </option>
          ))}
        </select>
        <p className={`${hint} mt-1`}>
          {t`Older editions show how the multiplayer rules changed (see the rules panel for each rule's counterpart).`}
        </p>
      </div>

      <div>
        <label htmlFor={`${id}-variant`} className={fieldLabel}>
          {t`Variant`}
        </label>
        <select
          id={`${id}-variant`}
          className={input}
          value={form.variant}
          onChange={(e) => onVariant(e.target.value as Variant)}
          data-testid="variant-select"
        >
          {VARIANTS.filter((v) => v === form.variant || hasVariant(v, edition)).map((v) => (
            <option key={v} value={v}>
              {variantOptionLabel(v, edition)}
            </option>
          ))}
        </select>
        <p className={`${hint} mt-1`}>{t`Changing the variant puts its default options back.`}</p>
      </div>

      {/* Range of influence (801) */}
      <fieldset aria-describedby={described('rangeOfInfluence', `${id}-range-default`)}>
        <legend className="font-medium">
          {t`Limited range of influence`} <span className="font-mono text-sm">801</span>
        </legend>
        <p id={`${id}-range-default`} className={hint}>
          {t`A player's spells and abilities reach only the players within this many seats of them, teammates as well as opponents (and attacks only opponents within it).`}{' '}
          {VARIANT_SPECS[form.variant].roles
            ? t`Default for ${name}: 2 seats for emperors, 1 for generals (809.3a).`
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
        <IssueList id={`${id}-rangeOfInfluence-issues`} issues={err('rangeOfInfluence')} />
      </fieldset>

      {/* Attack options (802, 803) */}
      <fieldset aria-describedby={described('attack', `${id}-attack-default`)}>
        <legend className="font-medium">{t`How creatures attack`}</legend>
        <p id={`${id}-attack-default`} className={hint}>
          {VARIANT_SPECS[form.variant].roles
            ? t`Default for ${name}: ${attackDefault}, but only at an opponent in the next seat, on either side (809.3c); 809.3 itself names no attack option.`
            : t`Default for ${name}: ${attackDefault}.`}
        </p>
        <div className="mt-1 flex flex-col gap-1">
          {ATTACK_CHOICES.map((c) => {
            const refused = traits.attack[c.value];
            const locked = refused !== null && eff.attack !== c.value;
            return (
              <label
                key={c.value}
                className={`flex min-h-11 items-start gap-3 rounded-lg border px-3 py-2 ${
                  eff.attack === c.value
                    ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-400/10'
                    : 'border-slate-200 dark:border-slate-700'
                } ${locked ? 'cursor-not-allowed' : 'cursor-pointer'}`}
              >
                <input
                  type="radio"
                  name={`${id}-attack`}
                  className={`${checkbox} mt-0.5`}
                  value={c.value}
                  checked={eff.attack === c.value}
                  disabled={locked}
                  onChange={() => onOptions({ attack: c.value })}
                  data-testid={`option-attack-${c.value}`}
                />
                <span className={locked ? 'opacity-80' : ''}>
                  <span className="font-medium">
                    {i18n._(c.label)}
                    {c.rule ? <span className="ml-1 font-mono text-sm">{c.rule}</span> : null}
                    {defaults.attack === c.value ? (
                      <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
                        {t`default`}
                      </span>
                    ) : null}
                  </span>
                  <span className="block text-sm text-slate-600 dark:text-slate-300">
                    {i18n._(c.text)}
                  </span>
                  {locked ? <Reason error={refused} /> : null}
                </span>
              </label>
            );
          })}
        </div>
        <IssueList id={`${id}-attack-issues`} issues={err('attack')} />
      </fieldset>

      {/* Deploy creatures (804), shared team turns (805) */}
      {(
        [
          {
            key: 'deployCreatures',
            label: t`Deploy creatures`,
            rule: '804',
            text: t`A player may hand control of a creature to a teammate.`,
            value: eff.deployCreatures,
            def: defaults.deployCreatures,
            lock: deployLock,
          },
          {
            key: 'sharedTeamTurns',
            label: t`Shared team turns`,
            rule: '805',
            text: t`Each team takes its turns together, as one.`,
            value: eff.sharedTeamTurns,
            def: defaults.sharedTeamTurns,
            lock: sharedLock,
          },
        ] as const
      ).map((o) => (
        <div key={o.key}>
          <label className={checkRow}>
            <input
              type="checkbox"
              className={checkbox}
              checked={o.value}
              disabled={o.lock !== null}
              aria-describedby={described(o.key, `${id}-${o.key}-hint`)}
              aria-invalid={err(o.key)?.some((i) => i.severity === 'error') || undefined}
              onChange={(e) => onOptions({ [o.key]: e.target.checked })}
              data-testid={`option-${o.key}`}
            />
            <span className="font-medium">
              {o.label} <span className="font-mono text-sm">{o.rule}</span>
            </span>
          </label>
          <p id={`${id}-${o.key}-hint`} className={hint}>
            {o.text} {o.def ? t`Default for ${name}: on.` : t`Default for ${name}: off.`}
          </p>
          {o.lock ? <Reason error={o.lock} /> : null}
          <IssueList id={`${id}-${o.key}-issues`} issues={err(o.key)} />
        </div>
      ))}

      <PlanechaseOption
        value={form.options.planechase}
        players={form.players.length}
        onChange={(planechase) => onOptions({ planechase })}
      />
    </section>
  );
}
