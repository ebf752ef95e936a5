// Every event: the core ones (index.ts) and, registered here, the extended ones. Importing this
// module is what makes them readable and playable: the library, links, files, the live room, the
// lessons and the panels that make these events import it; the first paint does not.
import { registerExtended } from '.';
import { counter } from './counter';
import { designate } from './designations';
import { roll } from './dice';
import { join } from './join';
import { planarRoll, planeswalk } from './planar';
import { cityBlessing, dayNight } from './table';

registerExtended({
  counter,
  designate,
  cityBlessing,
  dayNight,
  planarRoll,
  planeswalk,
  join,
  roll,
});
