import { useLingui } from '@lingui/react/macro';
import { teamTitleWords } from './palette';
import { memo, type ReactNode } from 'react';
import { rangeWords, type TeamKey } from './palette';

export interface ChartLegendProps {
  focusName: string | null;
  focusRange: number | null;
  pending: boolean;
  attacks: 'player' | 'team' | null;
  deploy: boolean;
  markers: boolean;
  removals: boolean;
  allRanges: boolean;
  teams: TeamKey[];
  gameOver: boolean;
  /** Planechase: how many planes are on the table (901.6, 901.14). */
  planes?: number;
  /** Shown apart from the chart (presenting): a block of its own, not the figure's caption. */
  apart?: boolean;
}

function Item({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <svg viewBox="-12 -8 24 16" width="24" height="16" aria-hidden="true" className="shrink-0">
        {swatch}
      </svg>
      <span>{children}</span>
    </li>
  );
}

/** What the marks on the chart mean; only the marks that are on the chart now. */
export const ChartLegend = memo(function ChartLegend(p: ChartLegendProps) {
  const { t } = useLingui();
  const Box = p.apart ? 'div' : 'figcaption';
  const focusName = p.focusName;
  const range = rangeWords(p.focusRange);
  const removalRule = '807.4e';
  return (
    <Box className="tc-legend">
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm" aria-label={t`Chart legend`}>
        {!p.gameOver && (
          <Item swatch={<circle r={5.5} className="tc-sw-active" />}>{t`taking a turn`}</Item>
        )}
        <Item swatch={<path d="M-9,0H7M2,-4L7,0L2,4" className="tc-sw-cue" />}>
          {t`turn order: clockwise`}
        </Item>
        {p.focusName && (
          <Item
            swatch={<rect x={-11} y={-5} width={22} height={10} rx={3} className="tc-sw-band" />}
          >
            {t`${focusName}’s range of influence (${range})`}
          </Item>
        )}
        {p.pending && (
          <Item
            swatch={<rect x={-11} y={-5} width={22} height={10} rx={3} className="tc-sw-pending" />}
          >
            {t`joins range next turn`}
          </Item>
        )}
        {p.attacks && (
          <Item swatch={<path d="M-10,0H6M1,-5L8,0L1,5Z" className="tc-sw-attack" />}>
            {p.attacks === 'team' ? t`team may attack team` : t`may attack`}
          </Item>
        )}
        {p.deploy && (
          <Item swatch={<path d="M-10,0H6M1,-5L8,0L1,5Z" className="tc-sw-deploy" />}>
            {t`may deploy to`}
          </Item>
        )}
        {!!p.planes && (
          <Item
            swatch={
              <>
                <rect x={-9} y={-6} width={18} height={12} rx={2} className="tc-plane-card" />
                <path
                  d="M0,-4L1.2,-1.2L4,0L1.2,1.2L0,4L-1.2,1.2L-4,0L-1.2,-1.2Z"
                  className="tc-plane-mark"
                />
              </>
            }
          >
            {p.planes > 1
              ? t`planes, at their planar controllers`
              : t`the plane, at the planar controller`}
          </Item>
        )}
        {p.markers && (
          <>
            <Item swatch={<circle r={6} className="tc-sw-marker" />}>
              {t`turn marker: turn running`}
            </Item>
            <Item swatch={<circle r={6} className="tc-sw-marker-waiting" />}>
              {t`turn marker: waiting`}
            </Item>
          </>
        )}
        {p.removals && (
          <Item
            swatch={<rect x={-8} y={-6} width={16} height={12} rx={6} className="tc-sw-removal" />}
          >
            {t`✕ marked for removal (${removalRule})`}
          </Item>
        )}
        {p.allRanges && (
          <Item
            swatch={
              <>
                <path d="M-10,3A14,14 0 0 1 10,3" className="tc-sw-ring" />
                <circle cx={-10} cy={3} r={3} className="tc-sw-ring-dot" />
              </>
            }
          >
            {t`every player’s range: ring starts at its owner’s dot`}
          </Item>
        )}
        {p.teams.map((t) => (
          <Item
            key={t.name}
            swatch={
              <>
                <circle r={7} style={{ fill: t.colour }} className="tc-badge" />
                <text
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={9}
                  className="tc-t-badge"
                >
                  {t.letter}
                </text>
              </>
            }
          >
            {teamTitleWords(t.name)}
          </Item>
        ))}
      </ul>
    </Box>
  );
});
