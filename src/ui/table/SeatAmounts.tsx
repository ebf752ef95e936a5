// A seat's amounts in table mode, opened by a tap, a hold or a drag on the seat: life by 1 or 5
// or any number, and commander damage taken (903.10a) by choosing whose commander dealt it
// (either of two partners, 903.3) and how much. Turned to face the seat's player, and small
// enough to need no scrolling. Taps go through the store's gathering (store.tap), so the seat
// shows each one at once and the history gets one entry.
import { useEffect, useId, useRef, useState } from 'react';
import type { DerivedTable } from '../../rules';
import { signed } from '../../rules/labels';
import { useGameStore } from '../../store/gameStore';
import { btnPrimary, btnSecondary } from '../styles';

const CHIP =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-2 text-sm font-medium';
const chip = (on: boolean) =>
  `${CHIP} ${on ? 'border-amber-400 bg-amber-400 text-slate-950' : 'border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'}`;

/** One tap deals this much commander damage: 7 from one commander is one tap, not seven. */
const DAMAGE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export default function SeatAmounts({
  derived,
  seat,
  from,
  turn,
  onClose,
}: {
  derived: DerivedTable;
  seat: number;
  /** Commander damage's source, chosen by dragging from that seat; null = choose here. */
  from: number | null;
  /** Degrees the sheet is turned to face the seat's player (0, 90, 180 or 270). */
  turn: number;
  onClose: () => void;
}) {
  const store = useGameStore();
  const id = useId();
  const player = derived.players[seat]!;
  const [source, setSource] = useState<number | null>(from);
  const [which, setWhich] = useState<1 | 2>(1);
  const [amount, setAmount] = useState('');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => setSource(from), [from, seat]);
  useEffect(() => {
    box.current?.focus();
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [onClose]);
  const format = derived.table.format;
  const sources = format ? derived.players.filter((p) => p.inGame && p.seat !== seat) : [];
  const src = source === null ? null : (derived.players[source] ?? null);
  const life = (n: number) =>
    store.getState().tap({ type: 'life', player: player.name, amount: n });
  const damage = (n: number) =>
    src &&
    store.getState().tap({
      type: 'commanderDamage',
      player: player.name,
      from: src.name,
      ...(which === 2 ? { commander: 2 as const } : {}),
      amount: n,
    });
  const typed = Number(amount);
  const valid = amount !== '' && Number.isInteger(typed) && typed > 0;
  // On its side (90° or 270°) the sheet is wider than tall: its two halves sit side by side.
  const side = turn % 180 !== 0;
  const taken = [...player.commanderDamage].sort((a, b) => b.amount - a.amount);
  const nameOf = (s: number) => derived.players[s]?.name ?? `seat ${s + 1}`;
  return (
    <div
      className="fixed inset-0 z-40 bg-slate-950/50"
      data-testid="seat-amounts-backdrop"
      // A view-only live link makes no moves: no amounts (index.css).
      data-live-control=""
      onClick={onClose}
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        data-testid="seat-amounts"
        data-turn={turn}
        onClick={(e) => e.stopPropagation()}
        className="fixed top-1/2 left-1/2 rounded-xl border border-slate-300 bg-white p-3 text-slate-900 shadow-xl outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        style={{
          transform: `translate(-50%, -50%) rotate(${turn}deg)`,
          width: side ? 'min(40rem, calc(100svh - 1rem))' : 'min(24rem, calc(100vw - 1rem))',
        }}
      >
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {player.name} <span className="tabular-nums">♥ {player.life}</span>
          </h2>
          <button
            type="button"
            className={`${btnSecondary} px-3`}
            onClick={onClose}
            aria-label="Close"
          >
            ✕
          </button>
        </div>
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
          </section>
          {format && (
            <section
              aria-labelledby={`${id}-cmd`}
              className="flex flex-col gap-2"
              data-testid="seat-commander"
            >
              <h3 id={`${id}-cmd`} className="text-sm font-medium">
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
                    <button
                      type="button"
                      className={chip(which === 1)}
                      aria-pressed={which === 1}
                      onClick={() => setWhich(1)}
                    >
                      Commander
                    </button>
                    <button
                      type="button"
                      className={chip(which === 2)}
                      aria-pressed={which === 2}
                      onClick={() => setWhich(2)}
                    >
                      Partner
                    </button>
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
                      disabled={!valid}
                      aria-label="Deal the amount typed"
                      onClick={() => damage(typed)}
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
          )}
        </div>
      </div>
    </div>
  );
}
