// A modal <dialog>: the browser keeps focus inside it, Escape closes it, and focus goes back to
// the button that opened it. Lives in the lazy chunks of the dialogs that use it. Closing is
// always the parent's choice (onClose), never the element's own `close` event: StrictMode's
// test unmount closes the element, and that must not close the dialog for real.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { btnSecondary } from '../styles';

export function Modal({
  title,
  onClose,
  children,
  testId,
  wide = false,
  focus,
  cover = false,
}: {
  wide?: boolean;
  /**
   * The page behind is not drawn while it is open (a dialog as big as the screen, such as a
   * game's story): opening a modal dialog restyles every element of the page behind it (they
   * become inert), which on a slow phone is tens of milliseconds for a long page. The dialog is
   * then placed at the end of the body, outside the page it hides.
   */
  cover?: boolean;
  /** The element to focus as it opens (a CSS selector inside it), when not its first control. */
  focus?: string;
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  // Its one word is in the shell's catalog: every part of the app that opens a dialog has it.
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  // The page's heights, read as the dialog is first drawn (before it is in the page, so the read
  // costs no layout): kept while the page is not drawn, so it does not scroll away.
  const [page] = useState(() => (cover ? pageBehind() : []));
  // In the commit's own frame both ways: hidden before showModal (the passive effect below), and
  // drawn again in the frame the dialog leaves, never a blank frame between.
  useLayoutEffect(() => (ref.current ? hide(page, ref.current) : undefined), [page]);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!d.open) d.showModal();
    // showModal focuses the first control (Close); a dialog that asks for something starts there.
    if (focus) d.querySelector<HTMLElement>(focus)?.focus();
    return () => {
      if (d.open) d.close();
      opener?.focus?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the dialog opens
  }, []);
  const titleId = `${testId ?? 'modal'}-title`;
  const dialog = (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (e.target === e.currentTarget) {
          const r = e.currentTarget.getBoundingClientRect();
          const inside =
            e.clientX >= r.left &&
            e.clientX <= r.right &&
            e.clientY >= r.top &&
            e.clientY <= r.bottom;
          if (!inside) onClose();
        }
      }}
      className={`m-auto max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] ${wide ? 'max-w-5xl' : 'max-w-xl'} overflow-y-auto rounded-xl border border-slate-300 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/70 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100`}
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-700">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button type="button" className={btnSecondary} onClick={onClose}>
          {t`Close`}
        </button>
      </div>
      <div className="p-4">{children}</div>
    </dialog>
  );
  return cover ? createPortal(dialog, document.body) : dialog;
}

/** The page behind a covering dialog: the body's other elements, with their heights. */
function pageBehind(): { el: HTMLElement; height: number }[] {
  return [...document.body.children].flatMap((el) =>
    el instanceof HTMLElement && el.tagName !== 'SCRIPT' && el.tagName !== 'DIALOG'
      ? [{ el, height: el.getBoundingClientRect().height }]
      : [],
  );
}

/**
 * Skips drawing the page behind `d` (content-visibility), at the heights it had, so the page keeps
 * its scroll position; what it returns draws it again. An element holding another open dialog
 * stays drawn: a dialog inside an element not drawn is not drawn either.
 */
function hide(page: { el: HTMLElement; height: number }[], d: HTMLDialogElement): () => void {
  const hidden = page.filter(({ el }) => !el.contains(d) && !el.querySelector('dialog[open]'));
  const before = hidden.map(({ el, height }) => {
    const was = [el.style.contentVisibility, el.style.containIntrinsicHeight] as const;
    el.style.containIntrinsicHeight = `${height}px`;
    el.style.contentVisibility = 'hidden';
    return () => {
      el.style.contentVisibility = was[0];
      el.style.containIntrinsicHeight = was[1];
    };
  });
  return () => before.forEach((show) => show());
}
