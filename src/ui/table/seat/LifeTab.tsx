// The seat sheet's first page: life by 1 or 5 or any number, poison counters (a Two-Headed Giant
// team's one count, 810.8d), and commander damage taken (903.10a) by choosing whose commander
// dealt it (either of two partners, 903.3) and how much. Every tap goes through the store's
// gathering (store.tap): the seat shows each at once and the history gets one entry.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { DerivedTable } from '../../../rules';
import { POISON } from '../../../rules/counters';
import { signed } from '../../../rules/labels';
import { useGame, useGameStore } from '../../../store/gameStore';
import { btnPrimary, btnSecondary } from '../../styles';
import { CountRow } from './CountRow';

const CHIP =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-2 text-sm font-medium';
const chip = (on: boolean) =>
  `${CHIP} ${on ? 'border-amber-400 bg-amber-400 text-slate-950' : 'border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'}`;

/** One tap deals this much commander damage: 7 from one commander is one tap, not seven. */
const DAMAGE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export function LifeTab({
  derived,
  seat,
  from,
  side,
}: {
  derived: DerivedTable;
  seat: number;
  /** Commander damage's source, chosen by dragging from that seat; null = choose here. */
  from: number | null;
  /** The sheet lies on its side: its halves sit side by side. */
  side: boolean;
}) {
  const { t } = useLingui();
  const store = useGameStore();
  const player = derived.players[seat]!;
  const name = player.name;
  const [amount, setAmount] = useState('');
  const poisonTaps = useGame((s) =>
    s.pending?.type === 'poison' && s.pending.player === player.name ? s.pending.amount : 0,
  );
  const life = (n: number) =>
    store.getState().tap({ type: 'life', player: player.name, amount: n });
  const typed = Number(amount);
  const valid = amount !== '' && Number.isInteger(typed) && typed > 0;
  const format = derived.table.format;
  // 810.8d: in Two-Headed Giant a team keeps one poison count; a tap on either head changes it.
  const teamPoison = POISON.byTeam?.(derived.table) ?? false;
  const rule = POISON.loss!.rule(derived.table);
  return (
    <div className={side && format ? 'grid grid-cols-2 gap-3' : 'flex flex-col gap-3'}>
      <section aria-label={t`${name}'s life`} className="flex flex-col gap-2">
        <div className="grid grid-cols-4 gap-2">
          {[-5, -1, 1, 5].map((n) => {
            const by = Math.abs(n);
            return (
              <button
                key={n}
                type="button"
                className={`${btnSecondary} px-0 text-base tabular-nums`}
                aria-label={
                  n < 0
                    ? plural(by, { one: 'Lose # life', other: 'Lose # life' })
                    : plural(by, { one: 'Gain # life', other: 'Gain # life' })
                }
                onClick={() => life(n)}
              >
                {signed(n)}
              </button>
            );
          })}
        </div>
        <div className="flex gap-2">
          <input
            type="number"
            inputMode="numeric"
            min={1}
            aria-label={t({ message: 'Amount', context: 'life' })}
            placeholder={t({ message: 'Amount', context: 'life' })}
            className="min-h-11 w-0 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-600 dark:bg-slate-800"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <button
            type="button"
            className={`${btnSecondary} px-3`}
            disabled={!valid}
            onClick={() => life(-typed)}
          >
            {t({ message: 'Lose', context: 'life' })}
          </button>
          <button
            type="button"
            className={`${btnSecondary} px-3`}
            disabled={!valid}
            onClick={() => life(typed)}
          >
            {t({ message: 'Gain', context: 'life' })}
          </button>
        </div>
        <CountRow
          who={player.name}
          label={t({ message: 'poison', context: 'counter' })}
          value={player.poison}
          pending={poisonTaps}
          note={teamPoison ? t`the team's, shared (${rule})` : `(${rule})`}
          onStep={(n) => store.getState().tap({ type: 'poison', player: player.name, amount: n })}
          testId="seat-poison"
        />
      </section>
      {format && (
        <CommanderDamage derived={derived} seat={seat} from={from} typed={valid ? typed : null} />
      )}
    </div>
  );
}

/** Commander damage taken by the seat, from whose commander (903.10a, 903.3). */
function CommanderDamage({
  derived,
  seat,
  from,
  typed,
}: {
  derived: DerivedTable;
  seat: number;
  from: number | null;
  /** The amount typed above, if it is one. */
  typed: number | null;
}) {
  const { t } = useLingui();
  const store = useGameStore();
  const player = derived.players[seat]!;
  const name = player.name;
  const [source, setSource] = useState<number | null>(from);
  const [which, setWhich] = useState<1 | 2>(1);
  useEffect(() => setSource(from), [from, seat]);
  const format = derived.table.format;
  const sources = derived.players.filter((p) => p.inGame && p.seat !== seat);
  const src = source === null ? null : (derived.players[source] ?? null);
  const srcName = src?.name ?? '';
  const damage = (n: number) =>
    src &&
    store.getState().tap({
      type: 'commanderDamage',
      player: player.name,
      from: src.name,
      ...(which === 2 ? { commander: 2 as const } : {}),
      amount: n,
    });
  const taken = [...player.commanderDamage].sort((a, b) => b.amount - a.amount);
  const nameOf = (s: number) => {
    const number = s + 1;
    return derived.players[s]?.name ?? t`seat ${number}`;
  };
  // One commander's damage: "Bo 7/21" in Commander (21 is a loss, 903.10a), else "Bo 7".
  const entry = (c: (typeof taken)[number]) => {
    const from = nameOf(c.from);
    const dealt = format === 'commander' ? `${c.amount}/21` : `${c.amount}`;
    return c.commander === 2 ? t`${from} (partner) ${dealt}` : `${from} ${dealt}`;
  };
  const list = taken.map(entry).join(' · ');
  return (
    <section
      aria-labelledby={`seat-cmd-${seat}`}
      className="flex flex-col gap-2"
      data-testid="seat-commander"
    >
      <h3 id={`seat-cmd-${seat}`} className="text-sm font-medium">
        <Trans>Commander damage to {name}, from</Trans>
      </h3>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label={t`Whose commander`}>
        {sources.map((p) => (
          <button
            key={p.name}
            type="button"
            className={chip(p.seat === source)}
            aria-pressed={p.seat === source}
            onClick={() => setSource(p.seat)}
          >
            {p.name}
          </button>
        ))}
      </div>
      {src && (
        <>
          {/* 903.3: a pair of partners are two commanders, each counted on its own. */}
          <div className="flex gap-1.5" role="group" aria-label={t`Which commander`}>
            {([1, 2] as const).map((n) => (
              <button
                key={n}
                type="button"
                className={chip(which === n)}
                aria-pressed={which === n}
                onClick={() => setWhich(n)}
              >
                {n === 1
                  ? t({ message: 'Commander', context: 'the card' })
                  : t({ message: 'Partner', context: 'the second commander' })}
              </button>
            ))}
          </div>
          <div className="grid grid-cols-6 gap-1.5">
            <button
              type="button"
              className={`${btnSecondary} px-0`}
              aria-label={t({ message: 'Take back 1', context: 'commander damage' })}
              onClick={() => damage(-1)}
            >
              −1
            </button>
            {DAMAGE.map((n) => (
              <button
                key={n}
                type="button"
                className={`${btnPrimary} px-0 tabular-nums`}
                aria-label={
                  which === 2
                    ? t`${srcName}'s partner deals ${n}`
                    : t`${srcName}'s commander deals ${n}`
                }
                onClick={() => damage(n)}
              >
                {n}
              </button>
            ))}
            <button
              type="button"
              className={`${btnSecondary} px-0`}
              disabled={typed === null}
              aria-label={t`Deal the amount typed`}
              onClick={() => typed !== null && damage(typed)}
            >
              #
            </button>
          </div>
        </>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="seat-taken">
        {taken.length === 0 ? t`None taken yet.` : t`Taken: ${list}`}
      </p>
    </section>
  );
}
