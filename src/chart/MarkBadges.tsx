// The marks a seat holds, drawn on its rim (TableSeat, ModeChart) as each one's face says
// (rules/marks.ts heldMarks): the monarch's crown (724), the initiative's flag (725), the city's
// blessing's star (702.131c), and a disc with its first letter for a mark whose shape the chart
// does not know. A lazy chunk: only a table where someone holds one draws it.
import { heldMarks } from '../rules/marks';
import { say } from '../i18n/say';
import type { BadgeSpot } from '../rules/faces';
import { BADGE_SHAPES } from './badgeShapes';

const SPOTS: Readonly<Record<BadgeSpot, [number, number]>> = {
  'top-right': [1, -1],
  'bottom-right': [1, 1],
  'bottom-left': [-1, 1],
  'top-left': [-1, -1],
};

/**
 * On table mode's rim, each spot's angle clockwise from the seat's top (the side toward the
 * table's middle): 35° off the top and 30° off the bottom, so a badge sits on its own seat's rim,
 * clear of the neighbours beside it (a corner at 45° reaches into the gap between two seats) and
 * of the lines above and below the life.
 */
const RIM_ANGLE: Readonly<Record<BadgeSpot, number>> = {
  'top-right': (35 * Math.PI) / 180,
  'bottom-right': (150 * Math.PI) / 180,
  'bottom-left': (-150 * Math.PI) / 180,
  'top-left': (-35 * Math.PI) / 180,
};

/** Where a badge of `size` sits on a circle seat of radius `r` (rim: table mode), in its frame. */
function badgeAt(
  spot: BadgeSpot,
  r: number,
  size: number,
  small: boolean,
  rim: boolean,
): [number, number] {
  if (rim && !small) {
    // Its centre just outside the rim: half of it over the seat's edge, none of it in the gap.
    const d = r + size * 0.5;
    const a = RIM_ANGLE[spot];
    return [d * Math.sin(a), -d * Math.cos(a)];
  }
  const at = small ? r * 0.95 : r * 0.74;
  const [dx, dy] = SPOTS[spot];
  return [dx * at, dy * at];
}

/** A badge's size on a seat of radius `r`. */
const badgeSize = (r: number, small: boolean) =>
  small ? Math.max(5, r * 0.55) : Math.max(10, Math.min(26, r * 0.3));

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
  place,
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
  /** Moves a badge's place (the seat's own frame) where it must stay on the screen, say. */
  place?: (x: number, y: number, size: number) => [number, number];
}) {
  const size = badgeSize(r, small);
  const faces = new Map(heldMarks().map((m) => [m.id, m.face]));
  return (
    <>
      {held.split(' ').map((id) => {
        const face = faces.get(id);
        if (!face) return null;
        const [x0, y0] =
          won && face.badge.spot === 'top-right'
            ? [0, -r * 1.02]
            : badgeAt(face.badge.spot, r, size, small, rim);
        const [x, y] = place ? place(x0, y0, size) : [x0, y0];
        const shape = BADGE_SHAPES[face.badge.shape];
        return (
          <g
            key={id}
            transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}
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
                {say(face.label).slice(0, 1).toUpperCase()}
              </text>
            )}
          </g>
        );
      })}
    </>
  );
}
