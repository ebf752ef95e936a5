// The focus's range of influence (801.2) and the seats that join it next turn, with the words
// along the band: one layer of the seating chart, which TableChart.tsx stacks with the others.
import type { DerivedPlayer } from '../rules';
import { t } from '@lingui/core/macro';
import {
  estimateTextWidth,
  fullRing,
  labelArc,
  normalizeAngle,
  rangeBand,
  segmentMiddle,
  type TableLayout,
} from './geometry';
import type { Ids } from './TableBase';

interface BandProps {
  layout: TableLayout;
  player: DerivedPlayer;
  pending: readonly number[];
  ids: Ids;
  /** Every player, to name the seats in range on the layer (for tests and exports). */
  players: readonly DerivedPlayer[];
}

/** The focus's range of influence (801.2) and the seats that join it next turn (801.2c). */
export function RangeBand({ layout, player, pending, ids, players }: BandProps) {
  const n = layout.count;
  const labelFont = Math.max(11, Math.min(20, layout.seatRadius * 0.24));
  const labelRadius = layout.bandInner - labelFont * 0.9;
  const unlimited = player.range === null;
  const band = unlimited
    ? [
        {
          key: 'all',
          path: fullRing(layout.bandInner, layout.bandOuter),
          startAngle: 0,
          endAngle: 0,
        },
      ]
    : rangeBand(player.inRange, n, layout.bandInner, layout.bandOuter);
  const next = unlimited ? [] : rangeBand(pending, n, layout.bandInner, layout.bandOuter);
  const focusAngle = layout.angles[player.seat] ?? 0;
  return (
    <g
      aria-hidden="true"
      className="tc-band-layer"
      data-testid="range-layer"
      data-owner={player.name}
      data-in-range={JSON.stringify(player.inRange.map((s) => players[s]?.name))}
      data-pending={JSON.stringify(pending.map((s) => players[s]?.name))}
    >
      {band.map((segment) => (
        <path
          key={segment.key}
          d={segment.path}
          className="tc-band"
          data-testid="range-band"
          data-owner={player.name}
          data-unlimited={unlimited || undefined}
        />
      ))}
      {next.map((segment) => (
        <path
          key={segment.key}
          d={segment.path}
          className="tc-pending"
          fill={`url(#${ids.hatch})`}
          data-testid="pending-band"
          data-owner={player.name}
        />
      ))}
      {unlimited && (
        <UnlimitedLabel
          id={`${ids.label}-unl`}
          mid={focusAngle + Math.PI}
          radius={labelRadius}
          font={labelFont}
        />
      )}
      {next.map((segment) => (
        <BandLabel
          key={segment.key}
          id={`${ids.label}-p${segment.key}`}
          radius={labelRadius}
          mid={segmentMiddle(segment)}
          font={labelFont}
          text={t({ message: 'next turn', context: 'joins the range' })}
          className="tc-t-pending"
        />
      ))}
    </g>
  );
}

/**
 * "unlimited range" across the table from its player: one of two fixed arcs (read from the top or
 * from the bottom, so it is never upside down) turned to the seat. A turn passing changes one
 * rotate(), not the arc its text is laid out along.
 */
function UnlimitedLabel({
  id,
  mid,
  radius,
  font,
}: {
  id: string;
  mid: number;
  radius: number;
  font: number;
}) {
  const a = normalizeAngle(mid);
  const base = a > Math.PI / 2 && a < (3 * Math.PI) / 2 ? Math.PI : 0;
  return (
    <g transform={`rotate(${(((mid - base) * 180) / Math.PI).toFixed(4)})`}>
      <BandLabel
        id={id}
        radius={radius}
        mid={base}
        font={font}
        text={t`unlimited range`}
        className="tc-t-band"
      />
    </g>
  );
}

function BandLabel(props: {
  id: string;
  radius: number;
  mid: number;
  font: number;
  text: string;
  className: string;
}) {
  // The arc is as long as the words shown, bold and spaced out (index.css; wide characters an em
  // each), with room to spare: a path too short drops the last letters ("unbegrenzter Bereich").
  const span = estimateTextWidth(props.text, props.font, 0.78) / Math.max(1, props.radius);
  return (
    <>
      <path id={props.id} d={labelArc(props.radius, props.mid, span)} fill="none" />
      <text className={props.className} fontSize={props.font} dominantBaseline="central">
        <textPath href={`#${props.id}`} startOffset="50%" textAnchor="middle">
          {props.text}
        </textPath>
      </text>
    </>
  );
}
