// Planechase in setup (901): off, a planar deck for each player (901.3), or one communal deck
// (901.15) — with the deck limits the engine gives for this many players (901.15a).
import { useId } from 'react';
import { planarDeckLimits, type PlanechaseOption as Mode } from '../../rules';
import { checkRow, hint } from './ui';

const CHOICES: { value: Mode | null; label: string }[] = [
  { value: null, label: 'No Planechase' },
  { value: 'decks', label: 'A planar deck for each player' },
  { value: 'single-deck', label: 'One communal planar deck' },
];

export function PlanechaseOption({
  value,
  players,
  onChange,
}: {
  value: Mode | undefined;
  players: number;
  onChange: (v: Mode | undefined) => void;
}) {
  const id = useId();
  const limits = value ? planarDeckLimits(value, players) : null;
  return (
    <fieldset aria-describedby={`${id}-hint`} data-testid="option-planechase">
      <legend className="font-medium">
        Planechase <span className="font-mono text-sm">901.1</span>
      </legend>
      <p id={`${id}-hint`} className={hint}>
        Planes and the planar die; the plane follows the turn (901.6).
      </p>
      <div className="mt-1 flex flex-col gap-1">
        {CHOICES.map((c) => (
          <label key={c.label} className={checkRow}>
            <input
              type="radio"
              name={`${id}-planechase`}
              checked={(value ?? null) === c.value}
              onChange={() => onChange(c.value ?? undefined)}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
      {limits && (
        <p className="mt-1 text-sm" data-testid="planar-deck-limits">
          {limits.single
            ? `The communal deck: at least ${limits.minimum} cards (40, or 10 for each of the ${players} players if fewer), at most ${limits.maxPhenomena} phenomena (2 per player), every name different`
            : `Each planar deck: at least ${limits.minimum} cards, at most ${limits.maxPhenomena} phenomena, every name different`}{' '}
          <span className="font-mono">{limits.rule}</span>
        </p>
      )}
    </fieldset>
  );
}
