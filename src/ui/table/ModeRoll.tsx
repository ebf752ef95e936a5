// A roll's result in table mode, large, turned to face the player who rolled (706 dice, 705 the
// coin), with who rolled what; on every phone of a live room, since the roll is an event in the
// game's log. A random player (this phone only) shows the same way. A tap puts it away. A lazy
// chunk: the roll event's spec (its `shown`) comes with the extended events.
import '../../rules/events/all';
import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { eventSpec, type GameEvent } from '../../rules';
import type { RollBox } from '../../chart/modeDie';
import { say } from '../../i18n/say';

export default function ModeRoll({
  roll,
  local,
  turn,
  box = null,
  onDismiss,
  watching = false,
}: {
  /** A roll event from the log, or a result of this phone's own (`local`). */
  roll?: Extract<GameEvent, { type: 'roll' }>;
  local?: { big: string; caption: string };
  /** Degrees to turn it to face the roller (0, 90, 180 or 270). */
  turn: number;
  /**
   * Where it shows (modeDie.ts rollBox): over the roller's own side, covering no other seat's
   * life or buttons; its words sized to fit. Null: large, in the screen's middle.
   */
  box?: RollBox | null;
  onDismiss: () => void;
  /** A view-only device: no button (a tap on the result still puts it away). */
  watching?: boolean;
}) {
  const { t } = useLingui();
  const spec = local ?? (roll ? eventSpec('roll').shown?.(roll) : undefined);
  // The roll's words in the language shown (a die's number is the same in all).
  const shown = spec && { big: say(spec.big), caption: say(spec.caption) };
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const key = (e: KeyboardEvent) => e.key === 'Escape' && dismiss.current();
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, []);
  if (!shown) return null;
  const { caption, big } = shown;
  const side = turn % 180 !== 0;
  // In its box: the result as large as fits over its caption and Done (a short box: a smaller
  // Done, still 32 px to touch).
  const roomy = !box || box.h >= 150;
  const captionSize = box
    ? Math.max(
        11,
        Math.min(22, box.h * 0.11, (box.w - 24) / Math.max(8, shown.caption.length * 0.55)),
      )
    : null;
  const bigSize = box
    ? Math.max(
        20,
        Math.min(
          144,
          (box.w - 24) / Math.max(1.2, shown.big.length * 0.62),
          (box.h - 20 - captionSize! * 1.3 - (roomy ? 48 : 36)) / 1.02,
        ),
      )
    : null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="mode-roll"
      data-turn={Math.round(box?.turn ?? turn)}
      onClick={onDismiss}
      className={`fixed z-30 flex flex-col items-center rounded-3xl border-2 border-sky-400 bg-white text-center text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-50 ${box ? 'justify-center gap-0.5 overflow-hidden px-3 py-2' : 'top-1/2 left-1/2 gap-1 px-6 py-4'}`}
      style={
        box
          ? {
              left: `calc(50% + ${box.x.toFixed(1)}px)`,
              top: `calc(50% + ${box.y.toFixed(1)}px)`,
              width: box.w,
              height: box.h,
              transform: `translate(-50%, -50%) rotate(${box.turn.toFixed(1)}deg)`,
            }
          : {
              transform: `translate(-50%, -50%) rotate(${turn}deg)`,
              // Its own width, not what is left right of the screen's middle where it is anchored.
              width: 'max-content',
              minWidth: `min(16rem, calc(${side ? '100svh' : '100vw'} - 2rem))`,
              maxWidth: `calc(${side ? '100svh' : '100vw'} - 2rem)`,
            }
      }
    >
      <span className="sr-only">{t`${caption}: ${big}.`}</span>
      <span
        aria-hidden="true"
        // Turned to face the roller, a 6 reads as a 9 from across the table: underlined, as on
        // a die.
        className={`tc-roll max-w-full truncate leading-none font-black tabular-nums ${box ? '' : 'text-[min(28vmin,9rem)]'} ${shown.big === '6' || shown.big === '9' ? 'underline decoration-[0.06em] underline-offset-[0.08em]' : ''}`}
        style={bigSize ? { fontSize: bigSize } : undefined}
        data-testid="mode-roll-value"
      >
        {shown.big}
      </span>
      <span
        aria-hidden="true"
        className={`max-w-full font-semibold text-slate-700 dark:text-slate-200 ${box ? 'leading-tight' : 'text-[min(5vmin,1.5rem)]'}`}
        style={captionSize ? { fontSize: captionSize } : undefined}
        data-testid="mode-roll-who"
      >
        {shown.caption}
      </span>
      {!watching && (
        <button
          type="button"
          className={`${roomy ? 'mt-1 min-h-11' : 'min-h-8'} rounded-lg px-4 text-sm text-slate-600 underline dark:text-slate-300`}
          onClick={(e) => {
            e.stopPropagation();
            onDismiss();
          }}
        >
          {t`Done`}
        </button>
      )}
    </div>
  );
}
