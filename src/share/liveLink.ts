// Opening a live link from the address (share/links.ts), in the live table's chunk: the page
// says it is joining (share/opening.ts) until the room's table is here to show.
import { openLiveLink, liveStore } from '../live/session';
import type { LibraryCore } from '../persist/library';
import { gameStore } from '../store/gameStore';

/**
 * How long the page waits for the room's table before showing this device's own (its badge still
 * saying it is joining): a relay that does not answer must not hold the page.
 */
const ROOM_WAIT_MS = 6000;

/**
 * Resolves once the room's table is in the store (from this device's copy or the relay), the
 * relay has said anything but "joining" (an empty room, offline, full…), or no room was joined.
 */
function roomShown(): Promise<void> {
  const was = gameStore.getState();
  const settled = () => {
    const s = liveStore.getState();
    const g = gameStore.getState();
    return !s.room || s.status !== 'joining' || g.setup !== was.setup || g.log !== was.log;
  };
  return new Promise((done) => {
    if (settled()) return done();
    const finish = () => {
      clearTimeout(timer);
      stops.forEach((stop) => stop());
      done();
    };
    const check = () => void (settled() && finish());
    const stops = [liveStore.subscribe(check), gameStore.subscribe(check)];
    const timer = setTimeout(finish, ROOM_WAIT_MS);
  });
}

/** Opens the live link in `hash`, resolving once its room's table can be shown. */
export async function openLive(hash: string, library: LibraryCore): Promise<void> {
  await openLiveLink(hash, library);
  await roomShown();
}
