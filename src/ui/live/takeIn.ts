// Which phones the host's setup form takes in, and which it lets go, from the seating every
// device reads off the shared records (rules/gather.ts). Pure: GatherHost applies it.
import type { Gathered } from '../../rules/gather';
import { nameKey } from '../../rules/names';
import type { FormPlayer } from '../setup/form';

export interface TakeIn {
  /** Phones seated since, in seat order: each becomes a player after the form's own. */
  arrived: { sit: string; name: string }[];
  /** Players whose phone left. */
  gone: FormPlayer[];
}

/**
 * `known`: every request the form has held, so one the host removed is not added again.
 * Only a phone's own request seats a player: a form written by another device that lists
 * requests nobody made adds nobody here.
 */
export function takeIn(players: FormPlayer[], gathered: Gathered, known: Set<string>): TakeIn {
  const inForm = new Set(players.flatMap((p) => (p.sit ? [p.sit] : [])));
  // Two phones asking for one name at once: the records can seat the second phone before the
  // form holding the first comes back shared (concurrent requests land in the list in either
  // order). A name the form already holds is not taken in again; once the form is shared, every
  // device reads that phone's name as taken (names are unique, as in the setup form).
  const held = new Set(players.map((p) => nameKey(p.name)));
  const arrived = gathered.sits.flatMap((s, i) => {
    if (s === null || inForm.has(s) || known.has(s) || gathered.status.get(s)?.kind !== 'seated')
      return [];
    const name = gathered.setup.players?.[i]?.name ?? '';
    const k = nameKey(name);
    if (held.has(k)) return [];
    held.add(k);
    return [{ sit: s, name }];
  });
  const gone = players.filter((p) => p.sit && gathered.status.get(p.sit)?.kind === 'left');
  return { arrived, gone };
}
