// Gathering a table in a live room before its game starts: the host's device shares its setup
// form, phones add seat requests, and every device shows the seating src/rules/gather.ts reduces
// them to. A lazy chunk, loaded when the host presses "Gather the table" or a phone opens a room
// that is gathering.
import type * as Y from 'yjs';
import {
  gatherSeats,
  readGatherForm,
  type GatherForm,
  type Gathered,
  type SitStatus,
} from '../rules/gather';
import type { Scenario } from '../rules';
import { recordId } from './binding';
import { GATHER, SEATS } from './gatherNames';
import { liveDoc, liveStore } from './session';
import { tinyStore, useTiny } from './tinyStore';

export interface GatherState {
  /** The seating as it stands; the last readable one while the host's form is mid-edit. */
  gathered: Gathered | null;
}

export const gatherStore = tinyStore<GatherState>({ gathered: null });
export const useGathered = () => useTiny(gatherStore, (s) => s.gathered);

const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** Follows the room's gathering into gatherStore until the returned function is called. */
export function watchGathering(doc: Y.Doc): () => void {
  const map = doc.getMap<unknown>(GATHER);
  const seats = doc.getArray<unknown>(SEATS);
  const refresh = () => {
    const form = readGatherForm(map.get('form'));
    if (form) gatherStore.setState({ gathered: gatherSeats(form, seats.toArray()) });
  };
  // Nothing of another room's gathering stays on screen.
  gatherStore.setState({ gathered: null });
  map.observe(refresh);
  seats.observe(refresh);
  refresh();
  return () => {
    map.unobserve(refresh);
    seats.unobserve(refresh);
  };
}

/**
 * The host shares its form. A request that was in the form before and is not now was taken off
 * the table by the host: it is remembered as removed, so that phone is told and not seated again.
 */
export function shareForm(
  doc: Y.Doc,
  setup: Scenario,
  sits: (string | null)[],
  after: string | null,
  /** The form this device shared last: what it removed stays removed if another overwrote it. */
  last: GatherForm | null = null,
): GatherForm {
  const map = doc.getMap<unknown>(GATHER);
  const before = readGatherForm(map.get('form')) ?? last;
  const kept = new Set(sits);
  const removed = new Set(before?.removed ?? []);
  for (const s of before?.sits ?? []) if (s !== null && !kept.has(s)) removed.add(s);
  for (const s of kept) if (s !== null) removed.delete(s);
  const form: GatherForm = plain({
    setup,
    sits,
    removed: [...removed],
    after,
  });
  if (JSON.stringify(map.get('form')) !== JSON.stringify(form)) map.set('form', form);
  return form;
}

// ---- a phone's own request ----

/** This phone's request in a room, kept across reloads: its seat is found again by its id. */
interface Mine {
  id: string;
  dev: string;
}
const mineKey = (room: string) => `table-sense:seat:${room}`;
const NAMES = 'table-sense:my-names';

export function myRequest(room: string): Mine | null {
  try {
    const x = JSON.parse(localStorage.getItem(mineKey(room)) ?? 'null') as Partial<Mine> | null;
    return x && typeof x.id === 'string' && typeof x.dev === 'string'
      ? { id: x.id, dev: x.dev }
      : null;
  } catch {
    return null;
  }
}

/** Names this phone used before, the latest first (five at most). */
export function myNames(): string[] {
  try {
    const x = JSON.parse(localStorage.getItem(NAMES) ?? '[]') as unknown;
    return Array.isArray(x)
      ? x.filter((n): n is string => typeof n === 'string' && n.length <= 40).slice(0, 5)
      : [];
  } catch {
    return [];
  }
}

function remember(name: string) {
  const names = [name, ...myNames().filter((n) => n !== name)].slice(0, 5);
  try {
    localStorage.setItem(NAMES, JSON.stringify(names));
  } catch {
    // Storage full or off: the name is simply not offered next time.
  }
}

/** Asks for a seat under `name`. A phone keeps one device id per room, so it holds one seat. */
export function requestSeat(name: string): void {
  const doc = liveDoc();
  const room = liveStore.getState().room;
  if (!doc || !room) return;
  const dev = myRequest(room)?.dev ?? recordId();
  const id = recordId();
  try {
    localStorage.setItem(mineKey(room), JSON.stringify({ id, dev }));
  } catch {
    // Without storage the seat holds until this page is closed.
  }
  remember(name.trim());
  doc.getArray<unknown>(SEATS).push([{ k: 'sit', id, dev, name: name.trim() }]);
}

/** Gives up this phone's seat (or its request). */
export function leaveSeat(): void {
  const doc = liveDoc();
  const room = liveStore.getState().room;
  const mine = room && myRequest(room);
  if (!doc || !mine) return;
  doc
    .getArray<unknown>(SEATS)
    .push([{ k: 'leave', id: recordId(), dev: mine.dev, target: mine.id }]);
  try {
    localStorage.setItem(mineKey(room), JSON.stringify({ id: '', dev: mine.dev }));
  } catch {
    // As above.
  }
}

/** What became of this phone's request, or null when it has none (or it is not read yet). */
export function myStatus(gathered: Gathered | null, room: string | null): SitStatus | null {
  const mine = room ? myRequest(room) : null;
  if (!gathered || !mine?.id) return null;
  return gathered.status.get(mine.id) ?? null;
}
