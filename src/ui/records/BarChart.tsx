// A horizontal bar chart with its numbers beside each bar, made as the seating chart is: D3
// computes the geometry (band and linear scales), React renders the SVG. As wide as its box
// (followed by a ResizeObserver, never read from layout: boxWidth.ts), so one chart reads on a
// phone and on a desktop; colours are Tailwind classes, so it follows the light and dark themes.
// A new choice of games redraws only the charts whose bars changed (memo).
import { scaleBand, scaleLinear } from 'd3';
import { memo, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { abbreviate } from '../../chart/palette';
import { btnSecondary } from '../styles';
import { boxWidths } from './boxWidth';
import { wordsOnce } from './formats';
import { pageColumn } from './pageColumn';

export type Tone = 'win' | 'draw' | 'loss' | 'plain';

export interface Bar {
  label: string;
  /** The bar's parts, left to right, in the chart's `parts` order. */
  values: number[];
  /** The numbers written beside the bar. */
  text: string;
}

const FILL: Record<Tone, string> = {
  win: 'fill-amber-400',
  draw: 'fill-sky-400 dark:fill-sky-500',
  loss: 'fill-slate-300 dark:fill-slate-600',
  plain: 'fill-sky-600 dark:fill-sky-400',
};
const SWATCH: Record<Tone, string> = {
  win: 'bg-amber-400',
  draw: 'bg-sky-400 dark:bg-sky-500',
  loss: 'bg-slate-300 dark:bg-slate-600',
  plain: 'bg-sky-600 dark:bg-sky-400',
};

/**
 * The charts' width before one is measured: the records screen's column (pageColumn.ts) less
 * the stats panel's padding and border (styles.ts panel: p-4, border), in two columns from lg
 * (StatsPanel: gap-6). Only a guess: the box's own width replaces it before the first paint when
 * they differ.
 */
function chartsGuess(): number {
  const column = pageColumn();
  const vw = column?.viewport ?? (typeof window === 'undefined' ? 0 : window.innerWidth);
  if (!vw) return 320;
  // Without the column: the screen's margins (RecordsScreen: px-3, from sm px-6, max-w-6xl).
  const inPanel = (column?.width ?? Math.min(vw, 1152) - (vw >= 640 ? 48 : 24)) - 34;
  if (inPanel <= 0) return 320;
  return vw >= 1024 ? Math.round((inPanel - 24) / 2) : Math.round(inPanel);
}
const useChartWidth = boxWidths(chartsGuess);

/** Wide characters (CJK, Hangul, full-width forms): about two letters' room each. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/g;
/** How many of the label's characters fit in room for `chars` letters. */
function fitting(label: string, chars: number): number {
  const wide = label.match(WIDE)?.length ?? 0;
  return wide
    ? Math.max(3, Math.floor((chars * label.length) / (label.length + 0.9 * wide)))
    : chars;
}

/** Narrower than this, each label goes above its bar, which then has the whole width. */
const NARROW = 480;

/** Where everything goes, from the box's width: D3's band scale for rows, linear for values. */
function layout(bars: readonly Bar[], parts: number, numbers: number, width: number, max?: number) {
  const narrow = width < NARROW;
  // Beside: the label's column, then the bar. Above: the label's line, then the bar.
  const label = narrow ? 0 : Math.min(150, Math.round(width * 0.3));
  const row = narrow ? 50 : 30;
  const room = Math.max(40, width - label - numbers - 12);
  const y = scaleBand<number>()
    .domain(bars.map((_, i) => i))
    .range([0, bars.length * row])
    .paddingInner(narrow ? 0.22 : 0.3)
    .paddingOuter(narrow ? 0 : 0.15);
  const band = y.bandwidth();
  const bar = narrow ? { top: band - 18, height: 18 } : { top: 0, height: band };
  // Each part from where the one before it ends. Not d3-shape's stack: d3-shape is one module,
  // kept with the seating chart's arcs in the start-up code, and stack would join it there.
  const layers = Array.from({ length: parts }, (_, k) =>
    bars.map((b) => {
      const from = b.values.slice(0, k).reduce((a, v) => a + v, 0);
      return [from, from + (b.values[k] ?? 0)] as const;
    }),
  );
  const top = max ?? Math.max(1, ...bars.map((b) => b.values.reduce((a, v) => a + v, 0)));
  const x = scaleLinear().domain([0, top]).range([0, room]);
  // About 7.2 px a letter at 13 px (German's capitals and long words need the margin).
  const chars = Math.max(6, Math.floor((narrow ? width - numbers : label - 6) / 7.2));
  return { narrow, label, y, bar, layers, x, chars, height: Math.max(row, bars.length * row) };
}

/** Whether two lists of bars draw alike: a new choice of games often leaves a chart as it was. */
const sameBars = (a: readonly Bar[], b: readonly Bar[]) =>
  a === b ||
  (a.length === b.length &&
    a.every(
      (x, i) =>
        x.label === b[i]!.label &&
        x.text === b[i]!.text &&
        x.values.length === b[i]!.values.length &&
        x.values.every((v, k) => v === b[i]!.values[k]),
    ));

type Props = Parameters<typeof Chart>[0];
const sameProps = (a: Props, b: Props) =>
  (Object.keys({ ...a, ...b }) as (keyof Props)[]).every((k) =>
    k === 'bars' ? sameBars(a.bars, b.bars) : Object.is(a[k], b[k]),
  );

/** Each bar's key: its label, and the label's count so far when a label repeats. */
function barKeys(bars: readonly Bar[]): string[] {
  const seen = new Map<string, number>();
  return bars.map(({ label }) => {
    const n = seen.get(label) ?? 0;
    seen.set(label, n + 1);
    return n ? `${label}\u0000${n}` : label;
  });
}

/** A chart of one part (its legend is not shown, so its name is never read). */
const ONE_PART = [{ name: '', tone: 'plain' }] as const;

function Chart({
  title,
  bars: all,
  parts = ONE_PART,
  numbers = 88,
  max,
  limit = 10,
  note,
  testId,
}: {
  title: string;
  bars: readonly Bar[];
  /** What a bar's values are, in words: a legend shows when there are several. */
  parts?: readonly { name: string; tone: Tone }[];
  /** Room kept at the right for the numbers, in pixels. */
  numbers?: number;
  /** The scale's end (100 for percentages); the longest bar's total without it. */
  max?: number;
  /** Bars shown until "Show all" is pressed. */
  limit?: number;
  /** A line under the chart: what its numbers are. */
  note?: string;
  testId?: string;
}) {
  const { t } = useLingui();
  const [box, width] = useChartWidth<HTMLElement>();
  const [open, setOpen] = useState(false);
  const bars = useMemo(() => (open ? all : all.slice(0, limit)), [all, open, limit]);
  const g = useMemo(
    () => layout(bars, parts.length, numbers, width, max),
    [bars, parts.length, numbers, width, max],
  );
  const count = all.length;
  // Each bar keyed by its label: a new choice of games that reorders the bars moves their
  // elements, keeping each label's text as laid out, rather than rewriting every row.
  const allKeys = useMemo(() => barKeys(all), [all]);
  const keys = open ? allKeys : allKeys.slice(0, limit);
  // "Alex: 3 · 1 · 2 of 6", as the language writes a colon (French spaces it).
  const once = wordsOnce(t);
  const barTitle = ({ label, text }: Bar) =>
    once(`${label}\u0000${text}`, () => t`${label}: ${text}`);
  const label = (b: Bar) => (
    <text
      x={g.narrow ? 0 : g.label - 6}
      y={g.narrow ? 0 : g.y.bandwidth() / 2}
      dy={g.narrow ? '0.9em' : '0.35em'}
      textAnchor={g.narrow ? 'start' : 'end'}
      className="fill-slate-800 text-[13px] dark:fill-slate-100"
    >
      {abbreviate(b.label, fitting(b.label, g.chars))}
    </text>
  );

  return (
    <figure ref={box} className="min-w-0" data-testid={testId}>
      <figcaption className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold">{title}</span>
        {parts.length > 1 && (
          <span className="flex flex-wrap gap-3 text-xs text-slate-700 dark:text-slate-300">
            {parts.map((p) => (
              <span key={p.name} className="inline-flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className={`inline-block size-3 rounded-sm ${SWATCH[p.tone]}`}
                />
                {p.name}
              </span>
            ))}
          </span>
        )}
      </figcaption>
      {/* Its width is the box's, never the drawing's: the drawing follows the box. */}
      <div className="w-full min-w-0 [contain:inline-size]">
        {bars.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t`None in the games chosen.`}</p>
        ) : (
          <svg width={width} height={g.height} aria-hidden="true" className="block">
            {bars.map((b, i) => (
              <g key={keys[i]} transform={`translate(0,${g.y(i)})`}>
                <title>{barTitle(b)}</title>
                {label(b)}
                {g.layers.map((layer, k) => {
                  const [from, to] = layer[i]!;
                  return to > from ? (
                    <rect
                      key={k}
                      x={g.label + g.x(from)}
                      y={g.bar.top}
                      width={Math.max(1, g.x(to) - g.x(from))}
                      height={g.bar.height}
                      rx={2}
                      className={FILL[parts[k]!.tone]}
                    />
                  ) : null;
                })}
                <text
                  x={width}
                  y={g.bar.top + g.bar.height / 2}
                  dy="0.35em"
                  textAnchor="end"
                  className="fill-slate-700 text-[12px] tabular-nums dark:fill-slate-300"
                >
                  {b.text}
                </text>
              </g>
            ))}
          </svg>
        )}
      </div>
      {note && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{note}</p>}
      {all.length > limit && (
        <button type="button" className={`${btnSecondary} mt-2`} onClick={() => setOpen(!open)}>
          {open ? t`Show the first ${limit}` : t`Show all ${count}`}
        </button>
      )}
      {/* The same numbers for a screen reader, which the drawing does not speak. */}
      <table className="sr-only">
        <caption>{title}</caption>
        <tbody>
          {all.map((b, i) => (
            <tr key={allKeys[i]}>
              <th scope="row">{b.label}</th>
              <td>{b.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export const BarChart = memo(Chart, sameProps);
