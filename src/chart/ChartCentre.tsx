// The words in the chart's middle (whose turn it is, or the result, and the table's note), fitted
// to the centre: one layer of the seating chart, which TableChart.tsx stacks with the others.
import { memo } from 'react';
import { estimateTextWidth, type TableLayout } from './geometry';

/** The centre's words as drawn. */
export interface CentreWords {
  kicker: string;
  headline: string;
  detail: string;
  short?: { headline: string; detail: string } | undefined;
  /** The smallest readable font size in chart units (12 CSS px once the chart knows its size). */
  minFont: number;
  /** Day or night and the storm count, under the rest ('' for neither). */
  note: string;
}

/** One line of the centre's words: its text, size, and where it sits (its middle's height). */
export interface CentreRow {
  key: 'kicker' | 'headline' | 'detail' | 'note';
  text: string;
  y: number;
  fontSize: number;
}

/**
 * The centre's lines, fitted to the centre circle: what Centre draws, and what a seat's name
 * drawn toward the centre keeps clear of (geometry.ts centreReach).
 */
export function centreRows(
  layout: Pick<TableLayout, 'centreRadius'>,
  { kicker, headline, detail, short, minFont, note }: CentreWords,
): CentreRow[] {
  const c = layout.centreRadius;
  const width = 2 * c * 0.9;
  const head = Math.max(14, c * 0.34);
  const small = Math.max(11, c * 0.18);
  // A list of names that would come out too small to read (under `minFont`: 12 px on this
  // screen) gives way to the count of running turns (palette.ts).
  // Each line's width in ems (a Japanese or Chinese character is a whole em: geometry.ts).
  const ems = (text: string, per: number) => Math.max(1, estimateTextWidth(text, 1, per));
  if (short && width / ems(headline, 0.6) < minFont) ({ headline, detail } = short);
  const fitHead = Math.min(head, width / ems(headline, 0.6));
  const fitDetail = Math.min(small, width / ems(detail, 0.58));
  const rows: CentreRow[] = [
    { key: 'kicker', text: kicker, y: -fitHead * 0.95, fontSize: small },
    { key: 'headline', text: headline, y: small * 0.2, fontSize: fitHead },
  ];
  if (detail)
    rows.push({
      key: 'detail',
      text: detail,
      y: fitHead * 0.85 + small * 0.7,
      fontSize: fitDetail,
    });
  if (note)
    rows.push({
      key: 'note',
      text: note,
      y: fitHead * 0.85 + small * (detail ? 2 : 0.7),
      fontSize: Math.min(small, width / ems(note, 0.58)),
    });
  return rows;
}

const CLASS: Record<CentreRow['key'], string> = {
  kicker: 'tc-t-kicker',
  headline: 'tc-t-headline',
  detail: 'tc-t-detail',
  note: 'tc-t-detail',
};

export const Centre = memo(function Centre({
  layout,
  over,
  ...words
}: CentreWords & {
  layout: TableLayout;
  over: boolean;
}) {
  return (
    <g aria-hidden="true" className="tc-centre" data-testid="chart-centre">
      {centreRows(layout, words).map((row) => (
        <text
          key={row.key}
          y={row.y}
          textAnchor="middle"
          dominantBaseline="central"
          className={row.key === 'headline' && over ? 'tc-t-headline tc-t-result' : CLASS[row.key]}
          fontSize={row.fontSize}
          data-testid={row.key === 'note' ? 'chart-table-note' : undefined}
        >
          {row.text}
        </text>
      ))}
    </g>
  );
});
