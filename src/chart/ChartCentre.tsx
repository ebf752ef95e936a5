// The words in the chart's middle (whose turn it is, or the result, and the table's note), fitted
// to the centre: one layer of the seating chart, which TableChart.tsx stacks with the others.
import { memo } from 'react';
import type { TableLayout } from './geometry';

export const Centre = memo(function Centre({
  layout,
  kicker,
  headline,
  detail,
  short,
  minFont,
  over,
  note,
}: {
  layout: TableLayout;
  kicker: string;
  headline: string;
  detail: string;
  short?: { headline: string; detail: string } | undefined;
  /** The smallest readable font size in chart units (12 CSS px once the chart knows its size). */
  minFont: number;
  over: boolean;
  /** Day or night and the storm count, under the rest ('' for neither). */
  note: string;
}) {
  const c = layout.centreRadius;
  const width = 2 * c * 0.9;
  const head = Math.max(14, c * 0.34);
  const small = Math.max(11, c * 0.18);
  // A list of names that would come out too small to read (under `minFont`: 12 px on this
  // screen) gives way to the count of running turns (palette.ts).
  if (short && width / Math.max(1, headline.length * 0.6) < minFont) ({ headline, detail } = short);
  const fitHead = Math.min(head, width / Math.max(1, headline.length * 0.6));
  const fitDetail = Math.min(small, width / Math.max(1, detail.length * 0.58));
  return (
    <g aria-hidden="true" className="tc-centre" data-testid="chart-centre">
      <text
        y={-fitHead * 0.95}
        textAnchor="middle"
        dominantBaseline="central"
        className="tc-t-kicker"
        fontSize={small}
      >
        {kicker}
      </text>
      <text
        y={small * 0.2}
        textAnchor="middle"
        dominantBaseline="central"
        className={over ? 'tc-t-headline tc-t-result' : 'tc-t-headline'}
        fontSize={fitHead}
      >
        {headline}
      </text>
      {detail && (
        <text
          y={fitHead * 0.85 + small * 0.7}
          textAnchor="middle"
          dominantBaseline="central"
          className="tc-t-detail"
          fontSize={fitDetail}
        >
          {detail}
        </text>
      )}
      {note && (
        <text
          y={fitHead * 0.85 + small * (detail ? 2 : 0.7)}
          textAnchor="middle"
          dominantBaseline="central"
          className="tc-t-detail"
          fontSize={Math.min(small, width / Math.max(1, note.length * 0.58))}
          data-testid="chart-table-note"
        >
          {note}
        </text>
      )}
    </g>
  );
});
