// The badges' shapes, drawn only after the first picture (the marks' badges, table mode's tiles):
// apart from shapes.ts, whose crown every seat draws from the first paint.
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
 * The badge shapes the chart knows by name (a mark's face names one, rules/faces.ts), each drawn
 * within a badge of radius `size`; a mark with another shape is a disc with its first letter.
 */
export const BADGE_SHAPES: Readonly<Record<string, (size: number) => string>> = {
  crown: (size) => crown(size * 1.3),
  flag: (size) => flag(size * 1.2),
  star: (size) => star(size * 1.5),
};
