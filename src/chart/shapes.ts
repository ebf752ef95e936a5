// The crown a seat draws from the first picture (an emperor's, 809); the badges' other shapes,
// drawn only after it, are in badgeShapes.ts.

/** A small crown (Emperor, 809) centred on 0,0, `s` units wide. */
export const crown = (s: number) =>
  `M${-s / 2},${s * 0.3}L${-s / 2},${-s * 0.25}L${-s / 4},${0}L0,${-s * 0.38}L${s / 4},0L${s / 2},${-s * 0.25}L${s / 2},${s * 0.3}Z`;
