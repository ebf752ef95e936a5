// The marks a player holds (the monarch's crown, 724; the initiative's flag, 725; the city's
// blessing's star, 702.131c; a disc with its first letter for any other), in a row on their tile,
// each drawn as its face in rules/marks.ts says: no mark is named here. A lazy chunk: only a
// table where someone holds one loads it.
import { heldMarks } from '../rules/marks';
import { crown } from './shapes';

const flag = (s: number) =>
  `M${-s * 0.3},${s / 2}V${-s / 2}L${s * 0.4},${-s * 0.28}L${-s * 0.3},${-s * 0.05}`;
const star = (s: number) => {
  const a = s / 2;
  const b = s * 0.14;
  return `M0,${-a}L${b},${-b}L${a},0L${b},${b}L0,${a}L${-b},${b}L${-a},0L${-b},${-b}Z`;
};
const SHAPES: Readonly<Record<string, (size: number) => string>> = {
  crown: (size) => crown(size * 1.3),
  flag: (size) => flag(size * 1.2),
  star: (size) => star(size * 1.5),
};

/** The badges of `held` (ids, space-separated) in a row ending at x = 0, `r` their radius. */
export default function TileMarks({ held, r }: { held: string; r: number }) {
  const faces = new Map(heldMarks().map((m) => [m.id, m.face]));
  const ids = held.split(' ').filter((id) => faces.has(id));
  return (
    <>
      {ids.map((id, i) => {
        const face = faces.get(id)!;
        const shape = SHAPES[face.badge.shape];
        const x = -r - (ids.length - 1 - i) * (2 * r + 4);
        return (
          <g
            key={id}
            transform={`translate(${x.toFixed(1)} 0)`}
            className={`tc-mark tc-mark-${face.badge.shape}`}
            data-testid={`mark-${id}`}
            data-box=""
          >
            <circle r={r} className="tc-mark-bg" />
            {shape ? (
              <path
                d={shape(r)}
                className={`tc-mark-sign${face.badge.shape === 'flag' ? ' tc-mark-flag' : ''}`}
              />
            ) : (
              <text className="tc-mark-letter" textAnchor="middle" dy="0.35em" fontSize={r * 1.2}>
                {face.label.slice(0, 1).toUpperCase()}
              </text>
            )}
          </g>
        );
      })}
    </>
  );
}
