// Dragging a player row by its handle (pointer): which row it would land on, and the move when
// it is let go. Buttons do the same from the keyboard (PlayerList's move).
import { useRef, useState, type PointerEvent } from 'react';
import type { FormPlayer } from './form';
import type { Drag } from './PlayerRow';

export function useRowDrag(
  players: readonly FormPlayer[],
  move: (from: number, to: number, how: 'drag') => void,
) {
  const rows = useRef(new Map<string, HTMLLIElement>());
  const [drag, setDrag] = useState<Drag | null>(null);
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    let over = drag.from;
    players.forEach((p, i) => {
      if (p.id === drag.id) return;
      const r = rows.current.get(p.id)?.getBoundingClientRect();
      if (!r) return;
      const mid = r.top + r.height / 2;
      if (i < drag.from && e.clientY < mid) over = Math.min(over, i);
      if (i > drag.from && e.clientY > mid) over = Math.max(over, i);
    });
    setDrag({ ...drag, over, dy: e.clientY - drag.startY });
  };
  const onPointerUp = () => {
    if (!drag) return;
    const { from, over } = drag;
    setDrag(null);
    move(from, over, 'drag');
  };
  return {
    drag,
    /** The ref for a row, so the drag can measure where rows are. */
    rowRef: (id: string) => (el: HTMLLIElement | null) => {
      if (el) rows.current.set(id, el);
      else rows.current.delete(id);
    },
    /** The handle's pointer events for the row at `index`. */
    handle: (index: number, id: string) => ({
      onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
        if (e.button !== 0) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        setDrag({ id, from: index, over: index, startY: e.clientY, dy: 0 });
      },
      onPointerMove,
      onPointerUp,
      onPointerCancel: () => setDrag(null),
    }),
  };
}
