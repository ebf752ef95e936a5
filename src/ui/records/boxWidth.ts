// The width of a chart's box, without asking the page for its layout. A chart that reads its
// box's width as it is first drawn makes the browser lay the whole page out there and then, and
// again once the chart is redrawn at that width (on a slow phone, ~90 ms as the records screen
// opened). Instead a chart starts from a width known beforehand (the last one seen, else a guess
// from the window's), and one ResizeObserver, shared by every chart, reports each box's width
// from the frame's own layout. A wrong guess is redrawn in that same frame, before it is painted
// (flushSync), so it is never seen; a right one costs nothing more.
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

type Listener = (width: number) => void;
const listeners = new Map<Element, Listener>();
let observer: ResizeObserver | null = null;

function watch(el: Element, listener: Listener): () => void {
  if (typeof ResizeObserver !== 'function') return () => {};
  observer ??= new ResizeObserver((entries) =>
    // Every box that changed, redrawn in one render before the paint.
    flushSync(() => {
      for (const e of entries) listeners.get(e.target)?.(e.contentRect.width);
    }),
  );
  listeners.set(el, listener);
  observer.observe(el);
  return () => {
    listeners.delete(el);
    observer?.unobserve(el);
  };
}

/**
 * A hook for boxes of one kind (the records' bar charts, the story's chart): the width of the
 * element its ref holds, rounded by `round`, starting from the last width any box of the kind
 * had, else from `guess`.
 */
export function boxWidths(guess: () => number, round: (w: number) => number = Math.round) {
  let last: number | null = null;
  return function useBoxWidth<T extends HTMLElement>() {
    const ref = useRef<T>(null);
    const [width, setWidth] = useState(() => last ?? guess());
    useLayoutEffect(() => {
      const el = ref.current;
      if (!el) return;
      return watch(el, (w) => {
        const px = round(w);
        // A box not laid out (display: none) keeps the width it had.
        if (px <= 0) return;
        last = px;
        setWidth(px);
      });
    }, []);
    return [ref, width] as const;
  };
}
