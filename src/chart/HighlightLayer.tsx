import { memo } from 'react';
import type { TableLayout } from './geometry';

/** Seats a what-if answer points at (801.4, 801.5, 801.10, 801.11, 801.16, 801.17). */
export interface ChartHighlight {
  /** The player the question is about: a dashed ring, on top of a solid one if both apply. */
  from: number;
  /** The answer's players: drawn with a solid ring. */
  seats: readonly number[];
  /** Names for the test hooks, in seat order of `seats`. */
  names: readonly string[];
  /** 'leave' marks players who would leave (win and draw effects). */
  tone: 'reach' | 'leave';
}

/**
 * An overlay drawn above the seats, apart from the chart's own layers: the chart renders it only
 * while a what-if answer is shown, so a turn click pays nothing for it.
 */
export const HighlightLayer = memo(function HighlightLayer({
  layout,
  highlight,
}: {
  layout: TableLayout;
  highlight: ChartHighlight;
}) {
  const r = layout.seatRadius + Math.max(4, layout.seatRadius * 0.1);
  const w = Math.max(3, layout.seatRadius * 0.1);
  // Colours are chart variables (index.css): the asker's ring is neutral, never the turn's amber.
  const colour = highlight.tone === 'leave' ? 'var(--tc-leave)' : 'var(--tc-reach)';
  const at = (s: number) => layout.positions[s] ?? { x: 0, y: 0 };
  const from = at(highlight.from);
  return (
    <g aria-hidden="true" className="pointer-events-none" data-testid="whatif-layer">
      {highlight.seats.map((s, i) => {
        const p = at(s);
        return (
          <circle
            key={s}
            cx={p.x}
            cy={p.y}
            r={r}
            fill="none"
            strokeWidth={w}
            style={{ stroke: colour }}
            data-testid="whatif-highlight"
            data-seat-name={highlight.names[i]}
          />
        );
      })}
      <circle
        cx={from.x}
        cy={from.y}
        r={r}
        fill="none"
        strokeWidth={w}
        strokeDasharray={`${w * 2} ${w * 1.4}`}
        style={{ stroke: 'var(--tc-asker)' }}
        data-testid="whatif-asker"
      />
    </g>
  );
});
