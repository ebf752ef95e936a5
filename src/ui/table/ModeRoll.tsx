// A roll's result in table mode, large, turned to face the player who rolled (706 dice, 705 the
// coin), with who rolled what; on every phone of a live room, since the roll is an event in the
// game's log. A random player (this phone only) shows the same way. A tap puts it away. A lazy
// chunk: the roll event's spec (its `shown`) comes with the extended events.
import '../../rules/events/all';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { eventSpec, type GameEvent } from '../../rules';
import { rollType, type RollBox } from '../../chart/modeDie';
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
  /** `short`: its caption in a few words, for a compact box ("Alex · at random"). */
  local?: { big: string; caption: string; short: string };
  /** Degrees to turn it to face the roller (0, 90, 180 or 270). */
  turn: number;
  /**
   * Where it shows (modeDie.ts rollBox): over the roller's own side, covering no other seat's
   * life or buttons, nor End turn; its words sized to fit. Null: large, in the screen's middle.
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
  // A compact box: who rolled what in a few words (the whole caption is read out all the same).
  const player = roll?.player ?? '';
  const short =
    local?.short ?? (roll?.die === 'coin' ? t`${player} · coin` : `${player} · ${roll?.die ?? ''}`);
  const side = turn % 180 !== 0;
  const type = box ? rollType(box, big, box.compact ? short : caption, !watching) : null;
  const sixOrNine =
    big === '6' || big === '9' ? 'underline decoration-[0.06em] underline-offset-[0.08em]' : '';
  const value = (
    <span
      aria-hidden="true"
      // Turned to face the roller, a 6 reads as a 9 from across the table: underlined, as on
      // a die.
      className={`tc-roll max-w-full truncate leading-none font-black tabular-nums ${box ? '' : 'text-[min(28vmin,9rem)]'} ${sixOrNine}`}
      style={type ? { fontSize: type.big } : undefined}
      data-testid="mode-roll-value"
    >
      {big}
    </span>
  );
  const place = box && {
    left: `calc(50% + ${box.x.toFixed(1)}px)`,
    top: `calc(50% + ${box.y.toFixed(1)}px)`,
    width: box.w,
    height: box.h,
    transform: `translate(-50%, -50%) rotate(${box.turn.toFixed(1)}deg)`,
  };
  const frame =
    'fixed z-30 rounded-3xl border-2 border-sky-400 bg-white text-center text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-50';
  // Every form is one live status saying who rolled what, the number first; a tap anywhere on
  // the card puts it away.
  const card = (
    form: string,
    turned: number,
    layout: string,
    style: CSSProperties,
    rest: ReactNode,
  ) => (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="mode-roll"
      data-turn={Math.round(turned)}
      data-form={form}
      onClick={onDismiss}
      className={`${frame} ${layout}`}
      style={style}
    >
      <span className="sr-only">{t`${caption}: ${big}.`}</span>
      {value}
      {rest}
    </div>
  );
  if (box?.compact && type) {
    // Compact (a crowded table): the number beside who rolled what, or over it; the whole card
    // is the one button that puts it away.
    return card(
      type.form,
      box.turn,
      `flex items-center justify-center gap-2 overflow-hidden px-2.5 ${type.form === 'row' ? 'flex-row' : 'flex-col'}`,
      place!,
      <>
        <span
          aria-hidden="true"
          className={`min-w-0 leading-tight font-semibold text-slate-700 dark:text-slate-200 ${type.form === 'row' ? 'text-left' : ''}`}
          style={{ fontSize: type.caption }}
          data-testid="mode-roll-who"
        >
          {short}
        </span>
        {!watching && (
          <button
            type="button"
            className="absolute inset-0 rounded-3xl focus-visible:outline-2 focus-visible:outline-sky-500"
            onClick={(e) => {
              e.stopPropagation();
              onDismiss();
            }}
            aria-label={t`Done`}
          />
        )}
      </>,
    );
  }
  const done = !watching && (
    <button
      type="button"
      className={`${!box || box.h >= 150 ? 'mt-1 min-h-11' : 'min-h-8'} rounded-lg px-4 ${type?.done ? '' : 'text-sm'} text-slate-600 underline dark:text-slate-300`}
      style={type?.done ? { fontSize: type.done } : undefined}
      onClick={(e) => {
        e.stopPropagation();
        onDismiss();
      }}
    >
      {t`Done`}
    </button>
  );
  if (box && type?.form === 'wide')
    // A phone's tile, long and shallow: the number as tall as the card, the caption beside it on
    // a few lines, Done under the caption.
    return card(
      'wide',
      box.turn,
      'flex flex-row items-center justify-center gap-2 overflow-hidden px-2.5 py-1.5',
      place!,
      <span className="flex min-w-0 shrink-0 flex-col items-center" style={{ width: type.column }}>
        <span
          aria-hidden="true"
          className="max-w-full leading-tight font-semibold text-slate-700 dark:text-slate-200"
          style={{ fontSize: type.caption }}
          data-testid="mode-roll-who"
        >
          {caption}
        </span>
        {done}
      </span>,
    );
  return card(
    'card',
    box?.turn ?? turn,
    `flex flex-col items-center ${box ? 'justify-center gap-0.5 overflow-hidden px-3 py-2' : 'top-1/2 left-1/2 gap-1 px-6 py-4'}`,
    place ?? {
      transform: `translate(-50%, -50%) rotate(${turn}deg)`,
      // Its own width, not what is left right of the screen's middle where it is anchored.
      width: 'max-content',
      minWidth: `min(16rem, calc(${side ? '100svh' : '100vw'} - 2rem))`,
      maxWidth: `calc(${side ? '100svh' : '100vw'} - 2rem)`,
    },
    <>
      <span
        aria-hidden="true"
        className={`max-w-full font-semibold text-slate-700 dark:text-slate-200 ${box ? 'leading-tight' : 'text-[min(5vmin,1.5rem)]'}`}
        style={type ? { fontSize: type.caption } : undefined}
        data-testid="mode-roll-who"
      >
        {caption}
      </span>
      {done}
    </>,
  );
}
