// The extended events, which all.ts registers after the first paint: the first download knows only
// their names (index.ts's EXTENDED_TYPES, held to this list by its type) and shapes, no code.
import { counter } from './counter';
import { designate } from './designations';
import { roll } from './dice';
import { join } from './join';
import { planarRoll, planeswalk } from './planar';
import { cityBlessing, dayNight } from './blessingAndDay';

/** In the order messages list them, after the core events. */
export const EXTENDED = [
  counter,
  designate,
  cityBlessing,
  dayNight,
  planarRoll,
  planeswalk,
  join,
  roll,
] as const;
