// Life, poison and hand size for the focused player, with the commander-damage grid under them
// (CommanderGrid.tsx). Every tap goes through the store's gathering (one history entry per burst
// of taps), so Undo takes a burst back at once. A lazy chunk: the table shows without it.
import { Trans, useLingui } from '@lingui/react/macro';
import { teamIsPlural } from '../../rules/labels';
import { teamPoison } from '../../rules/life';
import { memo, useState, type FormEvent } from 'react';
import type { DerivedPlayer, DerivedTable } from '../../rules';
import {
  selectTappedPlayer,
  useGame,
  useGameStore,
  type PendingChange,
} from '../../store/gameStore';
import { say } from '../../i18n/say';
import type { Words } from '../../rules/words';
import { teamTitleWords } from '../playerWords';
import { btnSecondary, panel } from '../styles';
import { RuleRef } from '../Why';
import { CommanderGrid } from './CommanderGrid';
import { LifeWhy } from './LifeWhy';
import { Stepper } from './Stepper';

// The marks panel's rows use it too (MarksPanel.tsx says why it comes from here).
export { Stepper };

/** The running change of a counter, if the pending taps are on it. */
function usePendingOn(match: Omit<PendingChange, 'amount'>): number {
  return useGame((s) => {
    const p = s.pending;
    return p &&
      p.type === match.type &&
      p.player === match.player &&
      p.from === match.from &&
      p.commander === match.commander
      ? p.amount
      : 0;
  });
}

function SetLife({ player }: { player: DerivedPlayer }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  // What went wrong, as a fact: not a number, or the engine's refusal (its message, worded when
  // drawn: a language picked meanwhile words it again).
  const [problem, setProblem] = useState<{ refused: Words | string } | 'not a number' | null>(null);
  const error =
    problem === null
      ? null
      : problem === 'not a number'
        ? t`Enter a whole number.`
        : say(problem.refused);
  const store = useGameStore();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const to = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(to)) {
      setProblem('not a number');
      return;
    }
    const refusal = store.getState().dispatch({ type: 'setLife', player: player.name, to });
    setProblem(refusal ? { refused: refusal.words ?? refusal.message } : null);
    if (!refusal) setText('');
  };
  return (
    <form className="flex flex-wrap items-center gap-2" onSubmit={submit}>
      <label className="text-sm" htmlFor="set-life">
        <Trans>Set life to</Trans>
      </label>
      <input
        id="set-life"
        inputMode="numeric"
        className="min-h-11 w-24 rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={error ? 'set-life-error' : undefined}
      />
      <button type="submit" className={btnSecondary}>
        <Trans context="life">Set</Trans>
      </button>
      {error && (
        <p
          id="set-life-error"
          role="alert"
          className="w-full text-sm text-rose-600 dark:text-rose-400"
        >
          {error}
        </p>
      )}
    </form>
  );
}

function PlayerCounters({ derived, player }: { derived: DerivedTable; player: DerivedPlayer }) {
  const { t } = useLingui();
  const { tap } = useGameStore().getState();
  const lifePending = useGame((s) => {
    // 810.9: on a 2HG team any head's taps change the one total.
    const p = s.pending;
    if (!p || p.type !== 'life') return 0;
    const seat = derived.players.find((q) => q.name === p.player)?.seat;
    if (seat === undefined) return 0;
    const same = derived.table.sharedLife
      ? derived.players[seat]!.team === player.team
      : p.player === player.name;
    return same ? p.amount : 0;
  });
  const poisonPending = usePendingOn({ type: 'poison', player: player.name });
  const shared = derived.table.sharedLife;
  const vanguard = derived.table.players[player.seat]?.vanguard;
  // 810.8d: a team's one count; the 2005 and 2011 rules keep each head's own (606.5, 810.5).
  const teamCount = teamPoison(derived.table);
  const poisonLimit = teamCount ? 15 : 10;
  const name = player.name;
  const team = player.team ?? '';
  const title = teamTitleWords(team);
  const hand = player.maxHandSize;
  const card = vanguard?.name;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {shared
            ? teamIsPlural(team)
              ? t`Life — the ${team}' shared total`
              : t`Life — ${title}'s shared total`
            : t({ message: 'Life', context: 'life panel' })}{' '}
          {shared && <RuleRef rule="810.9" />}
        </span>
        <Stepper
          label={t`${name}'s life`}
          value={player.life}
          pending={lifePending}
          fast={[-10, -5, 5, 10]}
          onStep={(amount) => tap({ type: 'life', player: player.name, amount })}
          testId="life-stepper"
          size="large"
          danger={player.life + lifePending <= 0}
        />
      </div>
      <SetLife player={player} />
      <div className="flex flex-col gap-1">
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {teamCount
            ? t`Poison counters (the team's) — ${poisonLimit} is a loss`
            : t`Poison counters — ${poisonLimit} is a loss`}{' '}
          <RuleRef rule={teamCount ? '810.8d' : '704.5c'} />
        </span>
        <Stepper
          label={t`${name}'s poison counters`}
          value={player.poison}
          pending={poisonPending}
          onStep={(amount) => tap({ type: 'poison', player: player.name, amount })}
          testId="poison-stepper"
          size="large"
          danger={player.poison + poisonPending >= poisonLimit - 3}
        />
      </div>
      <LifeWhy
        label={t`What ${name}'s numbers mean`}
        explain={(x, game) => x.lifeReasons(game, player.seat)}
      />
      {vanguard ? (
        // 902.3, 902.5, 902.5b: the card beside its player, and the hand it gives.
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="vanguard-facts">
          {card ? (
            <Trans>
              Vanguard: {card} <RuleRef rule="902.3" /> · starting hand {hand} cards{' '}
              <RuleRef rule="902.5" /> · maximum hand size {hand} <RuleRef rule="902.5b" />
            </Trans>
          ) : (
            <Trans>
              Vanguard <RuleRef rule="902.3" /> · starting hand {hand} cards{' '}
              <RuleRef rule="902.5" /> · maximum hand size {hand} <RuleRef rule="902.5b" />
            </Trans>
          )}
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>Maximum hand size {hand}</Trans>
        </p>
      )}
    </div>
  );
}

const sameDamage = (a: DerivedPlayer['commanderDamage'], b: DerivedPlayer['commanderDamage']) =>
  a === b ||
  (a.length === b.length &&
    a.every((x, i) => {
      const y = b[i]!;
      return x.from === y.from && x.commander === y.commander && x.amount === y.amount;
    }));

/**
 * Whether two derived tables show the same numbers here: a turn passing changes none of them, so
 * End turn does not re-render the panel (and its commander-damage grid) in the click's frame.
 */
export function sameLifeFacts(a: DerivedTable, b: DerivedTable): boolean {
  if (a === b) return true;
  if (a.table !== b.table || a.gameOver !== b.gameOver || a.players.length !== b.players.length)
    return false;
  return a.players.every((p, i) => {
    const q = b.players[i]!;
    return (
      p.name === q.name &&
      p.team === q.team &&
      p.inGame === q.inGame &&
      p.life === q.life &&
      p.poison === q.poison &&
      p.maxHandSize === q.maxHandSize &&
      sameDamage(p.commanderDamage, q.commanderDamage)
    );
  });
}

export default memo(
  LifePanel,
  (a, b) => a.focus === b.focus && sameLifeFacts(a.derived, b.derived),
);

function LifePanel({ derived, focus }: { derived: DerivedTable; focus: number | null }) {
  // The heading's words: drawn again when the language changes (the panel is memoised on facts).
  const { t } = useLingui();
  const player = focus === null ? null : derived.players[focus];
  const tapped = useGame(selectTappedPlayer);
  const name = player?.name;
  if (derived.gameOver) return null;
  return (
    <>
      {(player?.inGame || (player && player.name === tapped)) && (
        <section
          className={`${panel} flex flex-col gap-2`}
          aria-labelledby="life-title"
          data-testid="life-panel"
        >
          <h2 id="life-title" className="text-lg font-semibold">
            {t`${name}: life and counters`}
          </h2>
          <PlayerCounters derived={derived} player={player} />
        </section>
      )}
      {derived.table.format && <CommanderGrid derived={derived} focus={focus} />}
    </>
  );
}
