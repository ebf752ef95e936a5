// Which player this phone is (a seat taken when the table was gathered, or "This phone is …"
// chosen in the live dialog). In a live room, table mode marks that seat and turns the table so
// it sits at the bottom of this screen, and the panels act for it first; any phone can still act
// for any seat. Kept on the device by the player's name, as the table knows its players.
import { nameKey } from '../rules/names';
import { tinyStore, useTiny } from './tinyStore';

const KEY = 'table-sense:me';

function read(): string | null {
  try {
    const v = globalThis.localStorage?.getItem(KEY) ?? null;
    return v && v.length <= 40 ? v : null;
  } catch {
    return null;
  }
}

export const meStore = tinyStore<{ name: string | null }>({ name: read() });

/** This phone is `name`'s (null: this phone is for the whole table). */
export function setMe(name: string | null): void {
  try {
    if (name) localStorage.setItem(KEY, name);
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage it holds until the page is closed.
  }
  meStore.setState({ name });
}

export const useMe = (): string | null => useTiny(meStore, (s) => s.name);

/**
 * The seat of the player this phone is, among `players`: matched as the app matches names
 * (nameKey: case and look-alike letters aside); null when that name is not at this table.
 */
export function seatOfMe(me: string | null, players: readonly { name: string }[]): number | null {
  if (!me) return null;
  const key = nameKey(me);
  const seat = players.findIndex((p) => nameKey(p.name) === key);
  return seat < 0 ? null : seat;
}
