// Planechase in setup (901): off, a planar deck for each player (901.3), or one communal deck
// (901.15) — with the deck limits the engine gives for this many players (901.15a).
import { useId } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { planarDeckLimits, type Edition, type PlanechaseOption as Mode } from '../../rules';
import { citeRule } from './cite';
import { ruleText } from './issues';
import { RuleNo, checkRow, hint } from './ui';

const CHOICES: { value: Mode | null; label: MessageDescriptor }[] = [
  { value: null, label: msg`No Planechase` },
  { value: 'decks', label: msg`A planar deck for each player` },
  { value: 'single-deck', label: msg`One communal planar deck` },
];

export function PlanechaseOption({
  value,
  players,
  edition,
  onChange,
}: {
  /** The table's edition: its rule numbers (901 is newer than the 2005 rules). */
  edition?: Edition;
  value: Mode | undefined;
  players: number;
  onChange: (v: Mode | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const limits = value ? planarDeckLimits(value, players) : null;
  const minimum = limits?.minimum;
  const phenomena = limits?.maxPhenomena;
  const followsTurn = ruleText(citeRule(edition, '901.6'));
  return (
    <fieldset aria-describedby={`${id}-hint`} data-testid="option-planechase">
      <legend className="font-medium">
        {t`Planechase`} <RuleNo cited={citeRule(edition, '901.1')} />
      </legend>
      <p id={`${id}-hint`} className={hint}>
        {t`Planes and the planar die; the plane follows the turn (${followsTurn}).`}
      </p>
      <div className="mt-1 flex flex-col gap-1">
        {CHOICES.map((c) => (
          <label key={c.value ?? 'none'} className={checkRow}>
            <input
              type="radio"
              name={`${id}-planechase`}
              checked={(value ?? null) === c.value}
              onChange={() => onChange(c.value ?? undefined)}
            />
            <span>{i18n._(c.label)}</span>
          </label>
        ))}
      </div>
      {limits && (
        <p className="mt-1 text-sm" data-testid="planar-deck-limits">
          {limits.single
            ? t`The communal deck: at least ${minimum} cards (40, or 10 for each of the ${players} players if fewer), at most ${phenomena} phenomena (2 per player), every name different`
            : t`Each planar deck: at least ${minimum} cards, at most ${phenomena} phenomena, every name different`}{' '}
          <span className="font-mono">{limits.rule}</span>
        </p>
      )}
    </fieldset>
  );
}
