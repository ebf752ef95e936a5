// A roll's result in table mode, large, turned to face the player who rolled (706 dice, 705 the
// coin), with who rolled what; on every phone of a live room, since the roll is an event in the
// game's log. A random player (this phone only) shows the same way. A tap puts it away. A lazy
// chunk: the roll event's spec (its `shown`) comes with the extended events.
import '../../rules/events/all';
import { useEffect, useRef } from 'react';
import { eventSpec, type GameEvent } from '../../rules';

export default function ModeRoll({
  roll,
  local,
  turn,
  onDismiss,
  watching = false,
}: {
  /** A roll event from the log, or a result of this phone's own (`local`). */
  roll?: Extract<GameEvent, { type: 'roll' }>;
  local?: { big: string; caption: string };
  /** Degrees to turn it to face the roller (0, 90, 180 or 270). */
  turn: number;
  onDismiss: () => void;
  /** A view-only device: no button (a tap on the result still puts it away). */
  watching?: boolean;
}) {
  const shown = local ?? (roll ? eventSpec('roll').shown?.(roll) : undefined);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const key = (e: KeyboardEvent) => e.key === 'Escape' && dismiss.current();
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, []);
  if (!shown) return null;
  const side = turn % 180 !== 0;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="mode-roll"
      data-turn={turn}
      onClick={onDismiss}
      className="fixed top-1/2 left-1/2 z-30 flex flex-col items-center gap-1 rounded-3xl border-2 border-sky-400 bg-white px-6 py-4 text-center text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-50"
      style={{
        transform: `translate(-50%, -50%) rotate(${turn}deg)`,
        // Its own width, not what is left right of the screen's middle where it is anchored.
        width: 'max-content',
        minWidth: `min(16rem, calc(${side ? '100svh' : '100vw'} - 2rem))`,
        maxWidth: `calc(${side ? '100svh' : '100vw'} - 2rem)`,
      }}
    >
      <span className="sr-only">{`${shown.caption}: ${shown.big}.`}</span>
      <span
        aria-hidden="true"
        // Turned to face the roller, a 6 reads as a 9 from across the table: underlined, as on
        // a die.
        className={`tc-roll max-w-full truncate text-[min(28vmin,9rem)] leading-none font-black tabular-nums ${shown.big === '6' || shown.big === '9' ? 'underline decoration-[0.06em] underline-offset-[0.08em]' : ''}`}
        data-testid="mode-roll-value"
      >
        {shown.big}
      </span>
      <span
        aria-hidden="true"
        className="text-[min(5vmin,1.5rem)] font-semibold text-slate-700 dark:text-slate-200"
        data-testid="mode-roll-who"
      >
        {shown.caption}
      </span>
      {!watching && (
        <button
          type="button"
          className="mt-1 min-h-11 rounded-lg px-4 text-sm text-slate-600 underline dark:text-slate-300"
          onClick={(e) => {
            e.stopPropagation();
            onDismiss();
          }}
        >
          Done
        </button>
      )}
    </div>
  );
}
