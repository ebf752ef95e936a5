// The seat sheet's first page: life by 1 or 5 or any number, poison counters (a Two-Headed Giant
// team's one count, 810.8d), and commander damage taken (903.10a) by choosing whose commander
// dealt it (either of two partners, 903.3) and how much. Every tap goes through the store's
// gathering (store.tap): the seat shows each at once and the history gets one entry.
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
  const store = useGameStore();
  const player = derived.players[seat]!;
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
  return (
    <div className={side && format ? 'grid grid-cols-2 gap-3' : 'flex flex-col gap-3'}>
      <section aria-label={`${player.name}'s life`} className="flex flex-col gap-2">
        <div className="grid grid-cols-4 gap-2">
          {[-5, -1, 1, 5].map((n) => (
            <button
              key={n}
              type="button"
              className={`${btnSecondary} px-0 text-base tabular-nums`}
              aria-label={`${n < 0 ? 'Lose' : 'Gain'} ${Math.abs(n)} life`}
              onClick={() => life(n)}
            >
              {signed(n)}
            </button>
          ))}
        </div>
        <div className="flex gap-2">
          <input
            type="number"
            inputMode="numeric"
            min={1}
            aria-label="Amount"
            placeholder="Amount"
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
            Lose
          </button>
          <button
            type="button"
            className={`${btnSecondary} px-3`}
            disabled={!valid}
            onClick={() => life(typed)}
          >
            Gain
          </button>
        </div>
        <CountRow
          who={player.name}
          label="poison"
          value={player.poison}
          pending={poisonTaps}
          note={
            teamPoison
              ? `the team's, shared (${POISON.loss!.rule(derived.table)})`
              : `(${POISON.loss!.rule(derived.table)})`
          }
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
  const store = useGameStore();
  const player = derived.players[seat]!;
  const [source, setSource] = useState<number | null>(from);
  const [which, setWhich] = useState<1 | 2>(1);
  useEffect(() => setSource(from), [from, seat]);
  const format = derived.table.format;
  const sources = derived.players.filter((p) => p.inGame && p.seat !== seat);
  const src = source === null ? null : (derived.players[source] ?? null);
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
  const nameOf = (s: number) => derived.players[s]?.name ?? `seat ${s + 1}`;
  return (
    <section
      aria-labelledby={`seat-cmd-${seat}`}
      className="flex flex-col gap-2"
      data-testid="seat-commander"
    >
      <h3 id={`seat-cmd-${seat}`} className="text-sm font-medium">
        Commander damage to {player.name}, from
      </h3>
      <div className="flex flex-wrap gap-1.5" role="group" aria-label="Whose commander">
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
          <div className="flex gap-1.5" role="group" aria-label="Which commander">
            {([1, 2] as const).map((n) => (
              <button
                key={n}
                type="button"
                className={chip(which === n)}
                aria-pressed={which === n}
                onClick={() => setWhich(n)}
              >
                {n === 1 ? 'Commander' : 'Partner'}
              </button>
            ))}
          </div>
          <div className="grid grid-cols-6 gap-1.5">
            <button
              type="button"
              className={`${btnSecondary} px-0`}
              aria-label="Take back 1"
              onClick={() => damage(-1)}
            >
              −1
            </button>
            {DAMAGE.map((n) => (
              <button
                key={n}
                type="button"
                className={`${btnPrimary} px-0 tabular-nums`}
                aria-label={`${src.name}'s ${which === 2 ? 'partner' : 'commander'} deals ${n}`}
                onClick={() => damage(n)}
              >
                {n}
              </button>
            ))}
            <button
              type="button"
              className={`${btnSecondary} px-0`}
              disabled={typed === null}
              aria-label="Deal the amount typed"
              onClick={() => typed !== null && damage(typed)}
            >
              #
            </button>
          </div>
        </>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="seat-taken">
        {taken.length === 0
          ? 'None taken yet.'
          : `Taken: ${taken
              .map(
                (c) =>
                  `${nameOf(c.from)}${c.commander === 2 ? ' (partner)' : ''} ${c.amount}${format === 'commander' ? '/21' : ''}`,
              )
              .join(' · ')}`}
      </p>
    </section>
  );
}
