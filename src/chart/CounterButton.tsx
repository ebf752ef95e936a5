// One − or + drawn in a chart, to tap: the seats' life buttons, a Two-Headed Giant team's and
// table mode's use it, so it is apart from any one of them.
import type { KeyboardEvent } from 'react';

/** One − or + button on the chart; a tap is gathered with the taps before it (store.tap). */
export function CounterButton({
  x,
  y,
  r,
  hit,
  delta,
  label,
  testId,
  onTap,
}: {
  x: number;
  y: number;
  r: number;
  /** A larger, invisible circle to tap (44 px across on this screen). */
  hit?: number;
  delta: 1 | -1;
  label: string;
  testId: string;
  onTap: () => void;
}) {
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onTap();
    }
  };
  const arm = r * 0.45;
  return (
    <g
      transform={`translate(${x} ${y})`}
      className="tc-counter"
      role="button"
      // Out of the Tab order: the chart is one Tab stop (arrow keys go round the seats), not three
      // a seat. The keyboard changes life in the life panel, which follows the seat selected.
      tabIndex={-1}
      aria-label={label}
      data-testid={testId}
      onClick={(event) => {
        event.stopPropagation();
        onTap();
      }}
      onKeyDown={onKeyDown}
    >
      <title>{label}</title>
      {hit !== undefined && hit > r && <circle r={hit} fill="transparent" />}
      <circle className="tc-counter-bg" r={r} />
      <path
        className="tc-counter-sign"
        d={delta > 0 ? `M${-arm},0H${arm}M0,${-arm}V${arm}` : `M${-arm},0H${arm}`}
        strokeWidth={Math.max(2, r * 0.16)}
      />
    </g>
  );
}
