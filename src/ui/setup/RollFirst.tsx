// "Roll for first player": the engine picks who goes first by the variant's rule with a fresh
// seed (103.2; a team first in 808.4 and 809.4, then its player by that rule), a short die roll
// shows it (none under prefers-reduced-motion), and the pick is set as the starting player or
// team so that moving seats afterwards does not change it.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RuleError, Scenario } from '../../rules';
import { randomSeed } from '../../store/newGame';
import { pickFirst } from './firstPlayer';
import { btnSecondary } from '../styles';
import type { Starting } from './form';
import { issueText, teamSubject } from './ui';

const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const ROLL_MS = 900;
const FRAME_MS = 90;

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// What was rolled, kept as facts and worded when drawn (so it follows a change of language).
type Shown =
  | { kind: 'idle' }
  | { kind: 'rolling'; face: number; name: string }
  | { kind: 'done'; player: string; team: string | null }
  | { kind: 'error'; error: RuleError };

export function RollFirst({
  scenario,
  onPick,
}: {
  scenario: Scenario;
  onPick: (starting: Starting) => void;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clear = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  useEffect(() => clear, []);

  const roll = () => {
    clear();
    const pick = pickFirst(scenario, randomSeed());
    if (!pick.ok) {
      setShown({ kind: 'error', error: pick.error });
      return;
    }
    const finish = () => {
      setShown({ kind: 'done', player: pick.player, team: pick.team });
      onPick(pick.team ? { kind: 'team', name: pick.team } : { kind: 'player', name: pick.player });
    };
    if (reducedMotion()) return finish();
    // The die tumbles through the names at the table before it lands on the pick.
    const names = scenario.players.map((p) => p.name.trim()).filter(Boolean);
    const frames = Math.floor(ROLL_MS / FRAME_MS);
    for (let f = 0; f < frames; f++)
      timers.current.push(
        setTimeout(
          () => setShown({ kind: 'rolling', face: f % 6, name: names[f % names.length] ?? '' }),
          f * FRAME_MS,
        ),
      );
    timers.current.push(setTimeout(finish, ROLL_MS));
  };

  const rolling = shown.kind === 'rolling';
  const resultText = () => {
    if (shown.kind === 'error') {
      const reason = issueText(shown.error);
      return t`Can’t roll yet: ${reason}`;
    }
    if (shown.kind !== 'done') return '';
    const player = shown.player;
    if (!shown.team) return t`${player} goes first.`;
    const { phrase: team, plural } = teamSubject(shown.team);
    return plural
      ? t`${team} go first: ${player} takes the first turn.`
      : t`${team} goes first: ${player} takes the first turn.`;
  };
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="roll-first">
      <button
        type="button"
        className={btnSecondary}
        onClick={roll}
        disabled={rolling}
        data-testid="roll-first-button"
      >
        <span
          aria-hidden="true"
          className={`inline-block text-xl leading-none ${rolling ? 'roll-die' : ''}`}
          data-testid="roll-die"
        >
          {rolling ? FACES[shown.face] : '⚄'}
        </span>
        {t`Roll for first player`}
      </button>
      {rolling ? (
        <span aria-hidden="true" className="text-sm text-slate-600 dark:text-slate-400">
          {shown.name}…
        </span>
      ) : null}
      <p
        role={shown.kind === 'error' ? 'alert' : undefined}
        aria-live="polite"
        className={`text-sm font-semibold ${
          shown.kind === 'error'
            ? 'text-rose-700 dark:text-rose-300'
            : 'text-emerald-800 dark:text-emerald-300'
        }`}
        data-testid="roll-result"
      >
        {resultText()}
      </p>
    </div>
  );
}
