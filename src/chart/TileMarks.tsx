// The marks a player holds (the monarch's crown, 724; the initiative's flag, 725; the city's
// blessing's star, 702.131c; a disc with its first letter for any other), in a row on their tile,
// each drawn as its face in rules/marks.ts says: no mark is named here. A lazy chunk: only a
// table where someone holds one loads it.
import { heldMarks } from '../rules/marks';
import { say } from '../i18n/say';
import { BADGE_SHAPES } from './badgeShapes';

/** The badges of `held` (ids, space-separated) in a row ending at x = 0, `r` their radius. */
export default function TileMarks({ held, r }: { held: string; r: number }) {
  const faces = new Map(heldMarks().map((m) => [m.id, m.face]));
  const ids = held.split(' ').filter((id) => faces.has(id));
  return (
    <>
      {ids.map((id, i) => {
        const face = faces.get(id)!;
        const shape = BADGE_SHAPES[face.badge.shape];
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
                {say(face.label).slice(0, 1).toUpperCase()}
              </text>
            )}
          </g>
        );
      })}
    </>
  );
}
