// The records screen's column, as the last layout had it: where the stats charts guess their
// width from before they are first drawn (BarChart.tsx, boxWidth.ts). Followed by a
// ResizeObserver of its own from the screen's first frame, while the games are read; reading
// window.innerWidth instead, as a chart is first drawn, makes a phone lay the page out there.
// Kept apart from boxWidth.ts, which the story shares: this stays in the screen's own chunk.
import { useLayoutEffect, useRef } from 'react';

let column: { width: number; viewport: number } | null = null;

/** The column's content width and the window's width, once measured. */
export const pageColumn = () => column;

/** Follows the element its ref holds (the screen's column) for pageColumn; renders nothing. */
export function usePageColumn<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver !== 'function') return;
    const watch = new ResizeObserver(([entry]) => {
      const width = entry!.contentRect.width;
      // Free to read here: the layout is done.
      if (width > 0) column = { width, viewport: window.innerWidth };
    });
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return ref;
}
