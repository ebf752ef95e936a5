// The marks a seat holds, drawn on its rim (TableSeat, ModeChart) as each one's face says
// (rules/marks.ts heldMarks): the monarch's crown (724), the initiative's flag (725), the city's
// blessing's star (702.131c), and a disc with its first letter for a mark whose shape the chart
// does not know. A lazy chunk: only a table where someone holds one draws it.
import { heldMarks } from '../rules/marks';
import type { BadgeSpot } from '../rules/faces';
import { crown } from './shapes';

/** A flag (the initiative, 725) centred on 0,0, `s` units tall. */
const flag = (s: number) =>
  `M${-s * 0.3},${s / 2}V${-s / 2}L${s * 0.4},${-s * 0.28}L${-s * 0.3},${-s * 0.05}`;

/** A four-pointed star (the city's blessing, 702.131) centred on 0,0, `s` units across. */
const star = (s: number) => {
  const a = s / 2;
  const b = s * 0.14;
  return `M0,${-a}L${b},${-b}L${a},0L${b},${b}L0,${a}L${-b},${b}L${-a},0L${-b},${-b}Z`;
};

/** The shapes the chart knows by name, each drawn within a badge of radius `size`. */
const SHAPES: Readonly<Record<string, (size: number) => string>> = {
  crown: (size) => crown(size * 1.3),
  flag: (size) => flag(size * 1.2),
  star: (size) => star(size * 1.5),
};

const SPOTS: Readonly<Record<BadgeSpot, [number, number]>> = {
  'top-right': [1, -1],
  'bottom-right': [1, 1],
  'bottom-left': [-1, 1],
  'top-left': [-1, -1],
};

/**
 * The marks a seat holds, as badges on its rim where each face puts them (the team letter keeps
 * the top left, a winner's trophy the top right once the game is over: a mark there moves above
 * the seat).
 */
export default function MarkBadges({
  held,
  r,
  small,
  won,
}: {
  held: string;
  r: number;
  small: boolean;
  won: boolean;
}) {
  const size = small ? Math.max(5, r * 0.55) : Math.max(10, Math.min(26, r * 0.3));
  const at = small ? r * 0.95 : r * 0.74;
  const faces = new Map(heldMarks().map((m) => [m.id, m.face]));
  return (
    <>
      {held.split(' ').map((id) => {
        const face = faces.get(id);
        if (!face) return null;
        const [dx, dy] = SPOTS[face.badge.spot];
        const [x, y] = won && face.badge.spot === 'top-right' ? [0, -r * 1.02] : [dx * at, dy * at];
        const shape = SHAPES[face.badge.shape];
        return (
          <g
            key={id}
            transform={`translate(${x} ${y})`}
            className={`tc-mark tc-mark-${face.badge.shape}`}
            data-testid={`mark-${id}`}
          >
            <circle r={size} className="tc-mark-bg" />
            {shape ? (
              <path
                d={shape(size)}
                className={`tc-mark-sign${face.badge.shape === 'flag' ? ' tc-mark-flag' : ''}`}
              />
            ) : (
              <text
                className="tc-mark-letter"
                textAnchor="middle"
                dy="0.35em"
                fontSize={size * 1.2}
              >
                {face.label.slice(0, 1).toUpperCase()}
              </text>
            )}
          </g>
        );
      })}
    </>
  );
}
