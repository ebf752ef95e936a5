// The commander-damage grid (903.10a): who dealt how much to whom, a cell per commander and
// player. Apart from the life panel's own counters, which it sits under in the same lazy chunk.
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import type { DerivedPlayer, DerivedTable } from '../../rules';
import {
  selectTappedPlayer,
  useGame,
  useGameStore,
  type PendingChange,
} from '../../store/gameStore';
import { panel } from '../styles';
import { RuleRef } from '../Why';
import { LifeWhy } from './LifeWhy';
import { stepButton } from './Stepper';

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
  const { t } = useLingui();
  const { tap } = useGameStore().getState();
  const match = { type: 'commanderDamage' as const, player: victim, from, commander };
  // The game shown already counts the taps being gathered (selectGame).
  const shown = amount;
  return (
    <td className="p-1">
      <div className={`flex items-center justify-center gap-1 ${layout}`}>
        <button
          type="button"
          className={`${stepButton} min-w-9 px-1`}
          aria-label={
            commander === 2
              ? t`Take back 1 damage from ${from}'s second commander to ${victim}`
              : t`Take back 1 damage from ${from}'s commander to ${victim}`
          }
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
          className={`${stepButton} min-w-9 px-1`}
          aria-label={
            commander === 2
              ? t`${from}'s second commander deals 1 combat damage to ${victim}`
              : t`${from}'s commander deals 1 combat damage to ${victim}`
          }
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
  const { t } = useLingui();
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
  const victimName = victim?.name;
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
        <Trans>Commander damage</Trans>
      </summary>
      {open && (
        <>
          <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
            {lethal ? (
              <Trans>
                Combat damage each commander has dealt to each player. 21 from one commander and
                that player loses, whatever their life <RuleRef rule="903.10a" />.
              </Trans>
            ) : (
              <Trans>
                Brawl counts commander damage but never makes it a loss <RuleRef rule="903.12h" />.
              </Trans>
            )}
          </p>
          <label className="mb-2 flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={partners}
              onChange={(e) => setPartners(e.target.checked)}
            />
            <Trans>
              Partners: a second commander for each player <RuleRef rule="903.3" />
            </Trans>
          </label>
          {!full && (
            <label className="mb-2 flex flex-col gap-1 text-sm">
              <Trans>Damage taken by</Trans>
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
                  <Trans>
                    Commander damage: each row is the player who took it, each column the commander
                    that dealt it
                  </Trans>
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="p-1 text-left">
                      <Trans>To ↓ · from →</Trans>
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
                    {t`Commander damage taken by ${victimName}: one row per commander`}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col" className="p-1 text-left">
                        <Trans context="commander damage">From</Trans>
                      </th>
                      <th scope="col" className="p-1 text-center">
                        {t`To ${victimName}`}
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
            label={t`What the commander damage means`}
            explain={(x, game) => x.commanderDamageReasons(game)}
          />
        </>
      )}
    </details>
  );
}
