// The story's chart as SVG: D3 placed everything (chart/storyGeometry.ts), this only draws it.
// Colours of ink and grid are the seating chart's theme variables (--tc-*, index.css), so both
// themes read well; the export writes their values in (exportStory.ts).
import { memo, useId, type CSSProperties } from 'react';
import { inkOn, type PanelGeometry, type StoryGeometry } from '../../../chart/storyGeometry';

const ink: CSSProperties = { fill: 'var(--tc-text)' };
const muted: CSSProperties = { fill: 'var(--tc-muted)' };
const grid: CSSProperties = { stroke: 'var(--tc-line)' };
/** Words over lines stay readable: a rim of the page's colour round each letter. */
const halo: CSSProperties = {
  stroke: 'var(--tc-halo)',
  strokeWidth: 3,
  strokeLinejoin: 'round',
  paintOrder: 'stroke',
};

/**
 * A line's colour for its words: mixed with the theme's text colour, so yellow or sky blue stays
 * readable on a white page (darker) and on a dark one (lighter), and still reads as its line's.
 */
const wordsIn = (colour: string) => `color-mix(in srgb, ${colour} 55%, var(--tc-text))`;

function Panel({ p, g, lineWidth }: { p: PanelGeometry; g: StoryGeometry; lineWidth: number }) {
  const small = g.font - 1;
  return (
    <g data-testid={`story-panel-${p.id}`}>
      <text x={g.left} y={p.titleY} fontSize={g.font} fontWeight={600} style={ink}>
        {p.title}
      </text>
      {p.yTicks.map((t) => (
        <g key={t.label}>
          <line
            x1={g.left}
            x2={g.right}
            y1={t.y}
            y2={t.y}
            strokeWidth={1}
            style={grid}
            opacity={0.6}
          />
          <text
            x={g.left - 6}
            y={t.y}
            fontSize={small}
            textAnchor="end"
            dominantBaseline="central"
            style={muted}
          >
            {t.label}
          </text>
        </g>
      ))}
      {g.xTicks.map((t) => (
        <g key={t.label}>
          <line
            x1={t.x}
            x2={t.x}
            y1={p.top}
            y2={p.bottom}
            strokeWidth={1}
            style={grid}
            opacity={0.35}
          />
          <text x={t.x} y={p.axisY} fontSize={small} textAnchor="middle" style={muted}>
            {t.label}
          </text>
        </g>
      ))}
      {p.limit && (
        <g>
          <line
            x1={g.left}
            x2={g.right}
            y1={p.limit.y}
            y2={p.limit.y}
            strokeWidth={1.5}
            strokeDasharray="5 4"
            style={{ stroke: 'var(--tc-leave)' }}
          />
          <text
            x={g.left + 4}
            y={p.limit.y - 4}
            fontSize={small}
            style={{ ...halo, fill: 'var(--tc-leave)' }}
          >
            {p.limit.label}
          </text>
        </g>
      )}
      {/* Under each line a rim of the page's colour, so crossing lines stay apart. */}
      {p.paths.map((l) => (
        <path
          key={`${l.id}-rim`}
          d={l.d}
          fill="none"
          strokeWidth={lineWidth + 2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
          style={{ stroke: 'var(--tc-halo)' }}
          opacity={0.8}
        />
      ))}
      {p.paths.map((l) => (
        <path
          key={l.id}
          d={l.d}
          fill="none"
          stroke={l.colour}
          strokeWidth={lineWidth}
          strokeDasharray={l.dash ?? undefined}
          strokeLinecap="round"
          strokeLinejoin="round"
          data-testid="story-line"
          data-line={l.id}
        />
      ))}
      {p.stops.map((s) => (
        <circle
          key={s.id}
          cx={s.x}
          cy={s.y}
          r={3.5}
          fill={s.colour}
          style={{ stroke: 'var(--tc-halo)' }}
          strokeWidth={1.5}
        />
      ))}
      {/* Names first, marks over them: a leader to a moved name starts under its mark. */}
      {p.tags.map((t) => (
        <g key={`${t.full}-${t.x}`}>
          {t.leader && <line {...t.leader} stroke={t.colour} strokeWidth={1} opacity={0.8} />}
          {/* A backing of the page's colour: the lines under a name do not show through. */}
          <rect
            x={t.anchor === 'start' ? t.x - 3 : t.x - t.w - 3}
            y={t.y - t.h / 2}
            width={t.w + 6}
            height={t.h}
            rx={3}
            style={{ fill: 'var(--tc-halo)' }}
            opacity={0.85}
          />
          <text
            x={t.x}
            y={t.y}
            fontSize={small}
            fontWeight={600}
            textAnchor={t.anchor}
            dominantBaseline="central"
            style={{ fill: wordsIn(t.colour) }}
          >
            {t.text}
            {t.text !== t.full && <title>{t.full}</title>}
          </text>
        </g>
      ))}
      {p.marks.map((m) => (
        <g key={m.id} data-testid="story-mark" data-line={m.id}>
          <circle
            cx={m.x}
            cy={m.y}
            r={g.markRadius}
            fill={m.colour}
            style={{ stroke: 'var(--tc-halo)' }}
            strokeWidth={2}
          />
          <text
            x={m.x}
            y={m.y}
            fontSize={small}
            fontWeight={700}
            textAnchor="middle"
            dominantBaseline="central"
            fill={inkOn(m.colour)}
          >
            {m.number}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * The drawing. `title` and `description` name it for screen readers (and in the exported file);
 * the lines are told in words beside it (StoryText's description), so the picture itself is one
 * image to a reader.
 */
function StoryChart({
  g,
  title,
  description,
  lines,
}: {
  g: StoryGeometry;
  title: string;
  description: string;
  lines: number;
}) {
  const lineWidth = lines > 8 ? 2 : 2.75;
  const id = useId();
  return (
    <svg
      viewBox={`0 0 ${g.width} ${g.height}`}
      width={g.width}
      height={g.height}
      role="img"
      aria-labelledby={`${id}t ${id}d`}
      data-testid="story-chart"
      className="tc-svg block max-w-full"
      fontFamily="ui-sans-serif, system-ui, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif"
    >
      <title id={`${id}t`}>{title}</title>
      <desc id={`${id}d`}>{description}</desc>
      {g.panels.map((p) => (
        <Panel key={p.id} p={p} g={g} lineWidth={lineWidth} />
      ))}
    </svg>
  );
}

export default memo(StoryChart);
