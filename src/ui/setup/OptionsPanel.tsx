// The variant and its options. Each option shows the variant's default (VARIANT_DEFAULTS) and,
// when the engine refuses the other value for this variant, is locked with the engine's reason.
import { useEffect, useId, useRef } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  EDITIONS,
  hasVariant,
  VARIANTS,
  VARIANT_SPECS,
  type Edition,
  type AttackOption,
  type Scenario,
  type Table,
  type Variant,
} from '../../rules';
import { VARIANT_DEFAULTS } from '../../rules/setup';
import { variantMessage } from '../../rules/labels';
import { say } from '../../i18n/say';
import { effectiveOptions, type SetupForm, type OptionOverrides } from './form';
import { PlanechaseOption } from './PlanechaseOption';
import { citeRule, type Cited } from './cite';
import { issueMessage, type IssueMap } from './issues';
import type { Refusal, VariantTraits } from './probe';
import { RangeOption } from './RangeOption';
import type { Cleared, ClearedWhat } from './switching';
import {
  IssueList,
  Reason,
  RuleNo,
  checkRow,
  checkbox,
  fieldLabel,
  hint,
  input,
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
    rule: '803.1a',
    text: msg`Creatures may attack only the player in the very next seat to the attacker’s left, and only when that player is an opponent: with a teammate there, nobody can be attacked.`,
  },
  {
    value: 'right',
    label: msg`Attack right`,
    inSentence: msg`attack right`,
    rule: '803.1b',
    text: msg`Creatures may attack only the player in the very next seat to the attacker’s right, and only when that player is an opponent: with a teammate there, nobody can be attacked.`,
  },
  {
    value: 'single',
    label: msg`One opponent per combat`,
    inSentence: msg`one opponent per combat`,
    rule: '',
    text: msg`No attack option: each combat, all attackers go at one opponent in range.`,
  },
];

const CLEARED_WORDS: Record<Exclude<ClearedWhat, 'variant'>, MessageDescriptor> = {
  roles: msg`Emperor and general roles`,
  teams: msg`Teams`,
  rangeOfInfluence: msg`The range of influence you chose`,
  attack: msg`The attack option you chose`,
  deployCreatures: msg`The deploy creatures choice`,
  sharedTeamTurns: msg`The shared team turns choice`,
  planechase: msg`Planechase`,
  format: msg`The Commander or Brawl format`,
};

/** What a change of variant or edition cleared, each with the rule that forbids it, and the
 * variant's new name when the edition calls the same game otherwise. */
function ClearedNotice({
  cleared,
  variant,
  edition,
}: {
  cleared: readonly Cleared[];
  variant: Variant;
  edition: Edition;
}) {
  const { t, i18n } = useLingui();
  // Brought into view above the start bar (scroll-mb), where the change was made.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [cleared]);
  const renamed = cleared.find((c) => c.what === 'variant')?.from;
  const gone = cleared.filter((c) => c.what !== 'variant');
  const before = renamed
    ? variantOptionLabel(renamed, edition === '2005' ? 'current' : '2005')
    : '';
  const now = variantOptionLabel(variant, edition);
  return (
    <div
      ref={ref}
      role="status"
      className="mt-2 scroll-mb-44 rounded-lg border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-400/60 dark:bg-amber-400/10 dark:text-amber-100"
      data-testid="cleared-notice"
    >
      {renamed ? (
        <p data-testid="variant-renamed">
          {t`The same variant under these rules: ${before} is called ${now}.`}
        </p>
      ) : null}
      {gone.length ? (
        <>
          <p className="font-medium">{t`Cleared, as the new rules forbid it:`}</p>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
            {gone.map((c) => (
              <li key={c.what}>
                <span className="font-medium">
                  {i18n._(CLEARED_WORDS[c.what as Exclude<ClearedWhat, 'variant'>])}
                </span>
                {' — '}
                {c.what === 'roles'
                  ? t`only the Emperor variant has them.`
                  : c.what === 'teams'
                    ? t`everyone plays for themselves in this variant.`
                    : issueMessage(c.why)}
                {c.why.rule ? (
                  <>
                    {' '}
                    <RuleNo cited={{ rule: c.why.rule, today: c.why.today }} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="mt-1">{t`Undo brings them back.`}</p>
        </>
      ) : null}
    </div>
  );
}

export function OptionsPanel({
  form,
  traits,
  issues,
  cleared,
  table,
  scenario,
  onVariant,
  onEdition,
  onOptions,
}: {
  form: SetupForm;
  traits: VariantTraits;
  issues: IssueMap;
  /** What the last change of variant or edition cleared. */
  cleared: readonly Cleared[];
  table: Table | null;
  scenario: Scenario;
  onVariant: (v: Variant) => void;
  onEdition: (e: Edition) => void;
  onOptions: (patch: OptionOverrides) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const defaults = VARIANT_DEFAULTS[form.variant];
  const eff = effectiveOptions(form);
  const name = say(variantMessage(form.variant));
  const edition = form.options.edition ?? 'current';
  // Every number shown is the edition's own (601 under 2005 where today's rules say 801).
  const cite = (rule: string) => citeRule(edition, rule);
  const ruleNo = (rule: string) => {
    const c = cite(rule);
    return c.today ? t`today’s ${rule}` : c.rule;
  };
  const err = (k: keyof IssueMap['options']) => issues.options[k];
  const described = (k: keyof IssueMap['options'], ...more: string[]) =>
    [...more, err(k)?.length ? `${id}-${k}-issues` : ''].filter(Boolean).join(' ') || undefined;

  const boolLock = (v: boolean, t: { on: Refusal | null; off: Refusal | null }) =>
    v ? (t.on ? null : t.off) : t.off ? null : t.on;
  const deployLock = boolLock(eff.deployCreatures, traits.deployCreatures);
  const attackDefault = i18n._(ATTACK_CHOICES.find((c) => c.value === defaults.attack)!.inSentence);
  const sharedLock = boolLock(eff.sharedTeamTurns, traits.sharedTeamTurns);
  const nextSeat = ruleNo('809.3c');
  const emperorOptions = ruleNo('809.3');
  // 805 is newer than the 2005 rules: then only Two-Headed Giant teams took turns together.
  const sharedRule = edition === '2005' ? null : cite('805');
  const teamTurns2005 = '606.4b';

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
          onChange={(e) => onEdition(e.target.value as Edition)}
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
        {cleared.length ? (
          <ClearedNotice cleared={cleared} variant={form.variant} edition={edition} />
        ) : null}
      </div>

      <RangeOption
        form={form}
        traits={traits}
        issues={issues}
        table={table}
        scenario={scenario}
        onOptions={onOptions}
      />

      {/* Attack options (802, 803) */}
      <fieldset aria-describedby={described('attack', `${id}-attack-default`)}>
        <legend className="font-medium">{t`How creatures attack`}</legend>
        <p id={`${id}-attack-default`} className={hint}>
          {VARIANT_SPECS[form.variant].roles
            ? t`Default for ${name}: ${attackDefault}, but only at an opponent in the next seat, on either side (${nextSeat}); ${emperorOptions} itself names no attack option.`
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
                    {c.rule ? (
                      <>
                        {' '}
                        <RuleNo cited={cite(c.rule)} />
                      </>
                    ) : null}
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
            rule: cite('804') as Cited | null,
            text: t`A player may hand control of a creature to a teammate.`,
            value: eff.deployCreatures,
            def: defaults.deployCreatures,
            lock: deployLock,
          },
          {
            key: 'sharedTeamTurns',
            label: t`Shared team turns`,
            rule: sharedRule,
            text:
              sharedRule === null
                ? t`Each team takes its turns together, as one. The 2005 rules have no such option: only Two-Headed Giant teams took turns together (${teamTurns2005}).`
                : t`Each team takes its turns together, as one.`,
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
              {o.label} {o.rule ? <RuleNo cited={o.rule} /> : null}
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
        edition={edition}
        onChange={(planechase) => onOptions({ planechase })}
      />
    </section>
  );
}
