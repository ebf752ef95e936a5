// Life, poison and commander damage for the focused player, and the commander-damage grid (who
// dealt how much to whom). Every tap goes through the store's gathering (one history entry per
// burst of taps), so Undo takes a burst back at once. A lazy chunk: the table shows without it.
import { signed, teamTitle } from '../../rules/labels';
import { teamPoison } from '../../rules/life';
import { memo, useState, type FormEvent } from 'react';
import type { DerivedPlayer, DerivedTable, Game, Reason } from '../../rules';
import {
  selectGame,
  selectTappedPlayer,
  useGame,
  useGameStore,
  type PendingChange,
} from '../../store/gameStore';
import { btnSecondary, panel } from '../styles';
import { RuleRef, Why, type Explain } from '../Why';

const step =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-2 text-base font-semibold tabular-nums hover:bg-slate-100 active:bg-slate-200 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';

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

function Stepper({
  label,
  value,
  pending,
  fast = [],
  onStep,
  testId,
  danger,
}: {
  label: string;
  value: number;
  pending: number;
  /** Bigger steps, on a row of their own under the ±1 buttons. */
  fast?: readonly number[];
  onStep: (delta: number) => void;
  testId: string;
  danger?: boolean;
}) {
  const word = (n: number) => `${label} ${n > 0 ? 'plus' : 'minus'} ${Math.abs(n)}`;
  const button = (n: number, big = false) => (
    <button
      key={n}
      type="button"
      className={`${step} ${big ? 'min-h-12 min-w-14 text-xl' : ''}`}
      aria-label={word(n)}
      onClick={() => onStep(n)}
    >
      {signed(n)}
    </button>
  );
  return (
    <div
      className="flex flex-col items-start gap-2"
      role="group"
      aria-label={label}
      data-testid={testId}
    >
      <div className="flex items-center gap-2">
        {button(-1, true)}
        {/* A live span, not <output>: an output is a status region, and the page's notices are. */}
        <span
          aria-atomic="true"
          className={`min-w-20 text-center text-3xl font-bold tabular-nums ${danger ? 'text-rose-600 dark:text-rose-400' : ''}`}
          aria-live="polite"
          data-testid={`${testId}-value`}
        >
          {value}
          {pending !== 0 && (
            <span className="ml-1 align-top text-sm font-semibold text-slate-500 dark:text-slate-400">
              {signed(pending)}
            </span>
          )}
        </span>
        {button(1, true)}
      </div>
      {fast.length > 0 && <div className="flex flex-wrap gap-1">{fast.map((n) => button(n))}</div>}
    </div>
  );
}

function SetLife({ player }: { player: DerivedPlayer }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const store = useGameStore();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const to = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(to)) {
      setError('Enter a whole number.');
      return;
    }
    const refusal = store.getState().dispatch({ type: 'setLife', player: player.name, to });
    setError(refusal ? refusal.message : null);
    if (!refusal) setText('');
  };
  return (
    <form className="flex flex-wrap items-center gap-2" onSubmit={submit}>
      <label className="text-sm" htmlFor="set-life">
        Set life to
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
        Set
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
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <span className="text-sm text-slate-600 dark:text-slate-300">
          {shared ? `Life — ${teamTitle(player.team ?? '')}'s shared total ` : 'Life '}
          {shared && <RuleRef rule="810.9" />}
        </span>
        <Stepper
          label={`${player.name}'s life`}
          value={player.life}
          pending={lifePending}
          fast={[-10, -5, 5, 10]}
          onStep={(amount) => tap({ type: 'life', player: player.name, amount })}
          testId="life-stepper"
          danger={player.life + lifePending <= 0}
        />
      </div>
      <SetLife player={player} />
      <div className="flex flex-col gap-1">
        <span className="text-sm text-slate-600 dark:text-slate-300">
          Poison counters{teamCount ? ` (the team's)` : ''} — {poisonLimit} is a loss{' '}
          <RuleRef rule={teamCount ? '810.8d' : '704.5c'} />
        </span>
        <Stepper
          label={`${player.name}'s poison counters`}
          value={player.poison}
          pending={poisonPending}
          onStep={(amount) => tap({ type: 'poison', player: player.name, amount })}
          testId="poison-stepper"
          danger={player.poison + poisonPending >= poisonLimit - 3}
        />
      </div>
      <LifeWhy
        label={`What ${player.name}'s numbers mean`}
        explain={(x, game) => x.lifeReasons(game, player.seat)}
      />
      {vanguard ? (
        // 902.3, 902.5, 902.5b: the card beside its player, and the hand it gives.
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="vanguard-facts">
          Vanguard{vanguard.name ? `: ${vanguard.name}` : ''} <RuleRef rule="902.3" /> · starting
          hand {player.maxHandSize} cards <RuleRef rule="902.5" /> · maximum hand size{' '}
          {player.maxHandSize} <RuleRef rule="902.5b" />
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Maximum hand size {player.maxHandSize}
        </p>
      )}
    </div>
  );
}

/** A why about the live game (the sentences come from the engine's explain module). */
function LifeWhy({
  label,
  explain,
}: {
  label: string;
  explain: (x: Explain, game: Game) => readonly Reason[];
}) {
  // The game is read when the why is open, not subscribed to: these sentences follow life, poison,
  // commander damage and who is still in (704.5, 903.10a), which re-render the panel anyway, and
  // a subscription re-rendered it in every End turn's frame.
  const store = useGameStore();
  return (
    <Why
      label={label}
      explain={(x) => {
        const game = selectGame(store.getState());
        return game ? explain(x, game) : null;
      }}
    />
  );
}

/** The pending taps' running change when they are on this cell's counter. */
const pendingFor = (
  p: PendingChange | null,
  victim: string,
  from: string,
  commander: 1 | 2,
): number =>
  p &&
  p.type === 'commanderDamage' &&
  p.player === victim &&
  p.from === from &&
  p.commander === commander
    ? p.amount
    : 0;

// Memoised, with the pending change passed in: a big table has many cells, and a turn passing
// must not re-render (or re-subscribe) every one of them.
const DamageCell = memo(function DamageCell({
  victim,
  from,
  commander,
  amount,
  pending,
  lethal,
  layout = 'flex-row',
}: {
  victim: string;
  from: string;
  commander: 1 | 2;
  amount: number;
  pending: number;
  lethal: boolean;
  /** How − value + are laid out: a row, or + over the value over − in a narrow panel. */
  layout?: string;
}) {
  const { tap } = useGameStore().getState();
  const match = { type: 'commanderDamage' as const, player: victim, from, commander };
  // The game shown already counts the taps being gathered (selectGame).
  const shown = amount;
  const whose = commander === 2 ? `${from}'s second commander` : `${from}'s commander`;
  return (
    <td className="p-1">
      <div className={`flex items-center justify-center gap-1 ${layout}`}>
        <button
          type="button"
          className={`${step} min-w-9 px-1`}
          aria-label={`Take back 1 damage from ${whose} to ${victim}`}
          disabled={pending <= 0}
          onClick={() => tap({ ...match, amount: -1 })}
        >
          {'\u2212'}
        </button>
        <span
          className={`min-w-8 text-center text-lg font-bold tabular-nums ${lethal && shown >= 21 ? 'text-rose-600 dark:text-rose-400' : ''}`}
          data-testid={`cmd-${victim}-${from}-${commander}`}
        >
          {shown}
        </span>
        <button
          type="button"
          className={`${step} min-w-9 px-1`}
          aria-label={`${whose} deals 1 combat damage to ${victim}`}
          onClick={() => tap({ ...match, amount: 1 })}
        >
          +
        </button>
      </div>
    </td>
  );
});

/** Up to this many players the grid shows everyone at once; beyond, one player's row at a time. */
export const FULL_GRID_PLAYERS = 8;

/** Who dealt how much commander damage to whom (903.10a): rows take it, columns deal it. */
export function CommanderGrid({
  derived,
  focus = null,
  defaultOpen = derived.players.length <= 6,
}: {
  derived: DerivedTable;
  focus?: number | null;
  /** Open at first: a Commander pod's grid is, a bigger table's waits to be asked for. */
  defaultOpen?: boolean;
}) {
  const [partners, setPartners] = useState(() =>
    derived.players.some((p) => p.commanderDamage.some((c) => c.commander === 2)),
  );
  const tapped = useGame(selectTappedPlayer);
  const inGame = derived.players.filter((p) => p.inGame || p.name === tapped);
  const full = inGame.length <= FULL_GRID_PLAYERS;
  const [open, setOpen] = useState(defaultOpen);
  const [picked, setPicked] = useState<number | null>(null);
  const pending = useGame((s) => (s.pending?.type === 'commanderDamage' ? s.pending : null));
  const lethal = derived.table.format === 'commander';
  // A big table shows the damage one player has taken: the one picked here, else the focus.
  const here = (seat: number | null) =>
    seat !== null && !!derived.players[seat] && inGame.includes(derived.players[seat]);
  const fallback = here(focus) ? focus! : inGame[0]?.seat;
  const one = here(picked) ? picked! : fallback;
  const victim = one === undefined ? undefined : derived.players[one];
  const columns = inGame.flatMap((p) =>
    partners
      ? [
          { p, c: 1 as const },
          { p, c: 2 as const },
        ]
      : [{ p, c: 1 as const }],
  );
  // Each cell's − value + in a row needs ~8.5rem: a panel narrower than the whole grid (the side
  // column at 1440 px, a phone) stacks them, so the table fits its panel instead of running out.
  const layout =
    columns.length <= 4
      ? 'flex-col-reverse @[40rem]:flex-row'
      : columns.length <= 6
        ? 'flex-col-reverse @[56rem]:flex-row'
        : 'flex-col-reverse @[72rem]:flex-row';
  const taken = (victim: DerivedPlayer, from: number, c: 1 | 2) =>
    victim.commanderDamage.find((x) => x.from === from && x.commander === c)?.amount ?? 0;
  return (
    <details
      className={panel}
      data-testid="commander-grid"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">
        Commander damage
      </summary>
      {open && (
        <>
          <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
            {lethal ? (
              <>
                Combat damage each commander has dealt to each player. 21 from one commander and
                that player loses, whatever their life <RuleRef rule="903.10a" />.
              </>
            ) : (
              <>
                Brawl counts commander damage but never makes it a loss <RuleRef rule="903.12h" />.
              </>
            )}
          </p>
          <label className="mb-2 flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={partners}
              onChange={(e) => setPartners(e.target.checked)}
            />
            Partners: a second commander for each player <RuleRef rule="903.3" />
          </label>
          {!full && (
            <label className="mb-2 flex flex-col gap-1 text-sm">
              Damage taken by
              <select
                className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-600 dark:bg-slate-800"
                value={one ?? ''}
                onChange={(e) => setPicked(Number(e.target.value))}
              >
                {inGame.map((p) => (
                  <option key={p.seat} value={p.seat}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <div className="@container overflow-x-auto">
            {full ? (
              <table className="text-sm">
                <caption className="sr-only">
                  Commander damage: each row is the player who took it, each column the commander
                  that dealt it
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="p-1 text-left">
                      To ↓ · from →
                    </th>
                    {columns.map(({ p, c }) => (
                      <th key={`${p.seat}.${c}`} scope="col" className="p-1 text-center">
                        {p.name}
                        {partners ? ` (${c})` : ''}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {inGame.map((victim) => (
                    <tr key={victim.seat}>
                      <th scope="row" className="p-1 text-left">
                        {victim.name}
                      </th>
                      {columns.map(({ p, c }) => (
                        <DamageCell
                          key={`${p.seat}.${c}`}
                          victim={victim.name}
                          from={p.name}
                          commander={c}
                          amount={taken(victim, p.seat, c)}
                          pending={pendingFor(pending, victim.name, p.name, c)}
                          lethal={lethal}
                          layout={layout}
                        />
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              victim && (
                <table className="text-sm">
                  <caption className="sr-only">
                    Commander damage taken by {victim.name}: one row per commander
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className="p-1 text-left">
                        From
                      </th>
                      <th scope="col" className="p-1 text-center">
                        To {victim.name}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {columns.map(({ p, c }) => (
                      <tr key={`${p.seat}.${c}`}>
                        <th scope="row" className="p-1 text-left font-normal">
                          {p.name}
                          {partners ? ` (${c})` : ''}
                        </th>
                        <DamageCell
                          victim={victim.name}
                          from={p.name}
                          commander={c}
                          amount={taken(victim, p.seat, c)}
                          pending={pendingFor(pending, victim.name, p.name, c)}
                          lethal={lethal}
                        />
                      </tr>
                    ))}
                  </tbody>
                </table>
              )
            )}
          </div>
          <LifeWhy
            label="What the commander damage means"
            explain={(x, game) => x.commanderDamageReasons(game)}
          />
        </>
      )}
    </details>
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
  const player = focus === null ? null : derived.players[focus];
  const tapped = useGame(selectTappedPlayer);
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
            {player.name}: life and counters
          </h2>
          <PlayerCounters derived={derived} player={player} />
        </section>
      )}
      {derived.table.format && <CommanderGrid derived={derived} focus={focus} />}
    </>
  );
}
