// Grand Melee's turn markers (807.4), registered: whatever opens a table that may be a Grand Melee
// imports this (the library, links, files, the setup, the live room, lessons, records). A chunk
// of its own, so a first paint of any other table does without it.
import { registerTurns } from '.';
import { TURN_MARKERS } from './markers';

registerTurns(TURN_MARKERS);
