// Every event: the core ones (index.ts) and, registered here, the extended ones (extended.ts).
// Importing this module is what makes them readable and playable: the library, links, files, the
// live room, the lessons and the panels that make these events import it; the first paint does not.
import { registerExtended } from '.';
import { EXTENDED } from './extended';

registerExtended(EXTENDED);
