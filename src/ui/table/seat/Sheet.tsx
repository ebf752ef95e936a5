// A sheet of table mode: a dialog over the table turned to face one player (0, 90, 180 or 270
// degrees), closed by Escape, its ✕ or a tap outside it. Focus goes into it and back to what had
// it (the seat, the middle's die) when it closes. The seat's sheet and the dice share it.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { btnSecondary } from '../../styles';

/** Whether a sheet turned `turn` degrees lies on its side (wider than tall on the screen). */
export const onSide = (turn: number) => turn % 180 !== 0;

/**
 * Whether a sheet turned `turn` degrees has little height in its own frame (a phone's width when
 * on its side, a landscape phone's height upright): then it is wide, its halves side by side.
 */
export function sheetWide(turn: number): boolean {
  if (typeof window === 'undefined') return onSide(turn);
  return (onSide(turn) ? window.innerWidth : window.innerHeight) < 600;
}

export function Sheet({
  title,
  turn,
  onClose,
  testId,
  wide = false,
  tabs,
  children,
}: {
  /** Its heading, and so its accessible name. */
  title: ReactNode;
  /** Degrees the sheet is turned to face its player (0, 90, 180 or 270). */
  turn: number;
  onClose: () => void;
  testId: string;
  /** Up to 40rem across the player's view even upright (a tablet's room); else 24rem. */
  wide?: boolean;
  /** Its tabs: in the heading's row when the sheet is wide (its height is short), else below. */
  tabs?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const back = document.activeElement as HTMLElement | SVGElement | null;
    box.current?.focus();
    const key = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    window.addEventListener('keydown', key);
    return () => {
      window.removeEventListener('keydown', key);
      // Back to the seat (or the die) that opened it, if it is still there.
      if (back?.isConnected && 'focus' in back) back.focus();
    };
  }, []);
  const side = onSide(turn);
  const short = sheetWide(turn);
  // Turned on its side, its width runs along the screen's height and its height along the width.
  const across = side ? '100svh' : '100vw';
  const along = side ? '100vw' : '100svh';
  // A tablet's sheet is drawn bigger, read from a seat further away; its room shrinks to match.
  const grow =
    typeof window === 'undefined'
      ? 1
      : Math.max(1, Math.min(1.4, Math.min(window.innerWidth, window.innerHeight) / 600));
  return (
    <div
      className="fixed inset-0 z-40 bg-slate-950/50"
      data-testid={`${testId}-backdrop`}
      // A view-only live link makes no moves: no sheets (index.css).
      data-live-control=""
      onClick={onClose}
    >
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        data-testid={testId}
        data-turn={turn}
        onClick={(e) => e.stopPropagation()}
        className="fixed top-1/2 left-1/2 flex flex-col rounded-xl border border-slate-300 bg-white p-3 text-slate-900 shadow-xl outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        style={{
          transform: `translate(-50%, -50%) rotate(${turn}deg) scale(${grow})`,
          width: `min(${short || wide ? 40 : 24}rem, calc((${across} - 1rem) / ${grow}))`,
          maxHeight: `calc((${along} - 1rem) / ${grow})`,
        }}
      >
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id={`${id}-title`} className="min-w-0 shrink truncate text-lg font-semibold">
            {title}
          </h2>
          {short && tabs && <div className="min-w-0 flex-1">{tabs}</div>}
          <button
            type="button"
            className={`${btnSecondary} shrink-0 px-3`}
            onClick={onClose}
            aria-label={t`Close`}
          >
            ✕
          </button>
        </div>
        {!short && tabs && <div className="mb-2">{tabs}</div>}
        {children}
      </div>
    </div>
  );
}

/** A tab of a sheet: a ≥ 44 px target, pressed while its page shows. */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  idBase,
}: {
  tabs: readonly { id: T; label: string; count?: number }[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  idBase: string;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex gap-1.5">
      {tabs.map((t) => {
        const on = t.id === value;
        return (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`${idBase}-tab-${t.id}`}
            aria-selected={on}
            aria-controls={`${idBase}-panel`}
            data-testid={`sheet-tab-${t.id}`}
            className={`inline-flex min-h-11 flex-1 items-center justify-center gap-1 rounded-lg border px-2 text-sm font-semibold ${
              on
                ? 'border-amber-400 bg-amber-400 text-slate-950'
                : 'border-slate-300 bg-white text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100'
            }`}
            onClick={() => onChange(t.id)}
          >
            {t.label}
            {t.count ? (
              <span className="rounded-full bg-slate-900/15 px-1.5 text-xs tabular-nums dark:bg-white/15">
                {t.count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
