// The ASCII part of Unicode's look-alike table (rules/confusables.ts; confusablesAscii.test.ts
// checks it against the whole table). A name of ASCII characters alone reads no other entry:
// its skeleton's characters are ASCII, and what "%" becomes folds back to ASCII before the
// second skeleton. So a link whose names are all ASCII is checked exactly as with the whole
// table (share/decodeLink.ts) without loading it. Importing this puts it in force unless the
// whole table already is.
import { installConfusables } from './names';

export const ASCII_CONFUSABLES: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'l',
  '`': "'",
  '"': "''",
  '|': 'l',
  I: 'l',
  '%': 'º/₀',
  m: 'rn',
};

installConfusables(ASCII_CONFUSABLES, {}, true);
