// The seating chart's <defs> (arrow heads, the hatch, the ids its layers refer to) and the table
// top under the seats: the layers drawn once per table, apart from those a turn redraws.
import { useLingui } from '@lingui/react/macro';
import { memo, useId, useMemo } from 'react';
import { arcLine, chevronAngles, polar, type TableLayout } from './geometry';

export interface Ids {
  hatch: string;
  attack: string;
  deploy: string;
  team: string;
  cue: string;
  label: string;
}

export function useIds(): Ids {
  const base = `tc${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return useMemo(
    () => ({
      hatch: `${base}-hatch`,
      attack: `${base}-attack`,
      deploy: `${base}-deploy`,
      team: `${base}-team`,
      cue: `${base}-cue`,
      label: `${base}-label`,
    }),
    [base],
  );
}

export const Defs = memo(function Defs({ ids }: { ids: Ids }) {
  const head = (id: string, cls: string, size = 4) => (
    <marker
      id={id}
      viewBox="0 0 10 10"
      refX={7}
      refY={5}
      markerWidth={size}
      markerHeight={size}
      markerUnits="strokeWidth"
      orient="auto"
    >
      <path d="M0,0.6L10,5L0,9.4L2.4,5Z" className={cls} />
    </marker>
  );
  return (
    <defs>
      <pattern
        id={ids.hatch}
        patternUnits="userSpaceOnUse"
        width={9}
        height={9}
        patternTransform="rotate(45)"
      >
        <rect width={9} height={9} className="tc-pending-bg" />
        <rect width={3.5} height={9} className="tc-pending-hatch" />
      </pattern>
      {head(ids.attack, 'tc-head-attack')}
      {head(ids.deploy, 'tc-head-deploy')}
      {head(ids.team, 'tc-head-attack')}
      {head(ids.cue, 'tc-head-cue', 6)}
    </defs>
  );
});

/** The table top, the ring the seats sit on, and the clockwise turn-order cue. */
export const TableBase = memo(function TableBase({
  layout,
  ids,
}: {
  layout: TableLayout;
  ids: Ids;
}) {
  const { t } = useLingui();
  const chevrons = chevronAngles(layout);
  const cueRadius = layout.centreRadius * 0.97;
  const cueFont = Math.max(11, layout.centreRadius * 0.12);
  const s = chevrons.size;
  return (
    <g aria-hidden="true" className="tc-base">
      {/* The felt itself is a CSS layer behind the SVG (see TableChart): only its rim is drawn here. */}
      <circle r={layout.arrowRadius + 4} fill="none" className="tc-felt" />
      <circle r={layout.ringRadius} className="tc-seat-ring" />
      {chevrons.angles.map((a, i) => {
        const p = polar(layout.ringRadius, a);
        return (
          <path
            key={i}
            className="tc-chevron"
            d={`M${-s * 0.4},${-s * 0.7}L${s * 0.4},0L${-s * 0.4},${s * 0.7}`}
            strokeWidth={Math.max(1.5, s * 0.22)}
            transform={`translate(${p.x} ${p.y}) rotate(${(a * 180) / Math.PI})`}
          />
        );
      })}
      {/* A curved arrow over the centre: turns pass clockwise (to each player's left). */}
      <path
        id={ids.label}
        d={arcLine(cueRadius, -0.95, 0.95)}
        className="tc-cue"
        strokeWidth={Math.max(1.5, cueFont * 0.14)}
        markerEnd={`url(#${ids.cue})`}
      />
      <text className="tc-t-cue" fontSize={cueFont} dy={-cueFont * 0.55}>
        <textPath href={`#${ids.label}`} startOffset="50%" textAnchor="middle">
          {t({ message: 'turn order', context: 'the arrow over the table' })}
        </textPath>
      </text>
    </g>
  );
});
