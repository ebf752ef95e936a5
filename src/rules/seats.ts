// Players by name, and whom a player's range of influence reaches (801.2): counted among the
// players present as the last turn began (801.2c, 807.4h), only those still in the game.
import { ringOf, withinRange, type Ring } from './ring';
import { words, type Words } from './words';
import type { Game } from './state';
import type { Table } from './table';

const seatIndex = new WeakMap<Table, Map<string, number>>();

/** The seat of the player called `name`; -1 for none. */
export function seatOf(table: Table, name: string): number {
  let map = seatIndex.get(table);
  if (!map) {
    map = new Map(table.players.map((p) => [p.name, p.seat]));
    seatIndex.set(table, map);
  }
  return map.get(name) ?? -1;
}

const rings = new WeakMap<readonly boolean[], Ring>();

/** The ring of a presence list, built once per list (lists are never changed in place). */
export function ringFor(present: readonly boolean[]): Ring {
  let r = rings.get(present);
  if (!r) {
    r = ringOf(present);
    rings.set(present, r);
  }
  return r;
}

/** The seating range is counted on: who was in the game when the last turn began (801.2c, 807.4h). */
export const basisRing = (game: Game): Ring => ringFor(game.rangeBasis);

/** Seats within a player's range (801.2): fixed as the last turn began (801.2c), players still in the game. */
export function inRange(game: Game, seat: number): number[] {
  if (!game.inGame[seat]) return [];
  return withinRange(basisRing(game), seat, game.table.players[seat]!.range).filter(
    (s) => game.inGame[s],
  );
}

/** The refusal of a name no player at the table has. */
export const noSuchPlayer = (name: string): Words =>
  words(
    /*i18n*/ {
      id: 'event.noSuchPlayer',
      message: 'There is no player called "{player}" at this table.',
    },
    { player: name },
  );
