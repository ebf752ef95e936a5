// Opening a link checks its names by Unicode's look-alike table (rules/names.ts). The whole table
// is a large module, and a link whose text is all ASCII reads no more than the table's ASCII part
// (rules/confusablesAscii.ts), so the whole table is loaded only for a link with other
// characters, before its table is checked.
import '../rules/confusablesAscii';
import { checkTable, readTable, type DecodeResult } from './codec';

/** Whether every string in the value (names, teams, title, events' fields) is ASCII. */
export function plainText(value: unknown): boolean {
  if (typeof value === 'string') {
    for (let i = 0; i < value.length; i++) if (value.charCodeAt(i) > 0x7f) return false;
    return true;
  }
  if (Array.isArray(value)) return value.every(plainText);
  if (value && typeof value === 'object') return Object.values(value).every(plainText);
  return true;
}

/** decodeTable (codec.ts) with the look-alike table loaded first when a name needs it. */
export async function decodeLink(fragment: string): Promise<DecodeResult> {
  const read = readTable(fragment);
  if (!read.ok) return read;
  if (!plainText(read.scenario)) await import('../rules/confusables');
  return checkTable(read);
}
