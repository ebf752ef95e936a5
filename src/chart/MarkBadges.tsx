// The designations a seat holds, drawn on its rim (TableSeat): the monarch's crown (724), the
// initiative's flag (725), the city's blessing's star (702.131c). A lazy chunk: only a table
// where someone holds one draws it.
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

/**
 * The designations a seat holds, as badges on its rim: the monarch's crown at the top right, the
 * initiative's flag at the bottom right, the city's blessing's star at the bottom left (the team
 * letter keeps the top left, a winner's trophy the top right once the game is over).
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
  const spots: Record<string, [number, number]> = {
    monarch: won ? [0, -r * 1.02] : [at, -at],
    initiative: [at, at],
    cityBlessing: [-at, at],
  };
  return (
    <>
      {held.split(' ').map((id) => {
        const spot = spots[id];
        if (!spot) return null;
        return (
          <g
            key={id}
            transform={`translate(${spot[0]} ${spot[1]})`}
            className={`tc-mark tc-mark-${id}`}
            data-testid={`mark-${id}`}
          >
            <circle r={size} className="tc-mark-bg" />
            {id === 'monarch' ? (
              <path d={crown(size * 1.3)} className="tc-mark-sign" />
            ) : id === 'initiative' ? (
              <path d={flag(size * 1.2)} className="tc-mark-sign tc-mark-flag" />
            ) : (
              <path d={star(size * 1.5)} className="tc-mark-sign" />
            )}
          </g>
        );
      })}
    </>
  );
}
