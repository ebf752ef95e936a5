// The marks a seat holds, drawn on its rim (TableSeat, ModeChart) as each one's face says
// (rules/marks.ts heldMarks): the monarch's crown (724), the initiative's flag (725), the city's
// blessing's star (702.131c), and a disc with its first letter for a mark whose shape the chart
// does not know. A lazy chunk: only a table where someone holds one draws it.
import { heldMarks } from '../rules/marks';
import type { BadgeSpot } from '../rules/faces';
import { BADGE_SHAPES } from './shapes';

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
  rim = false,
}: {
  held: string;
  r: number;
  small: boolean;
  won: boolean;
  /**
   * On the rim itself, not inside it: table mode's circles keep the lines below the life (a
   * running change, poison, commander damage) as wide as the seat, clear of the badges.
   */
  rim?: boolean;
}) {
  const size = small ? Math.max(5, r * 0.55) : Math.max(10, Math.min(26, r * 0.3));
  const at = small || rim ? r * 0.95 : r * 0.74;
  const faces = new Map(heldMarks().map((m) => [m.id, m.face]));
  return (
    <>
      {held.split(' ').map((id) => {
        const face = faces.get(id);
        if (!face) return null;
        const [dx, dy] = SPOTS[face.badge.spot];
        const [x, y] = won && face.badge.spot === 'top-right' ? [0, -r * 1.02] : [dx * at, dy * at];
        const shape = BADGE_SHAPES[face.badge.shape];
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
