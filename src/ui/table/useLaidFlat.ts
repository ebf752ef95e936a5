// A phone laid flat, face up, for a moment: it is on the table, and table mode is its default
// until someone chooses (the Table mode button, leaving table mode, the Flat switch). The tilts
// come from the device's orientation sensor; a browser without one (a desktop) never reports a
// phone lying flat, and iOS reports it only after permission asked on a tap (left alone here:
// the button is one tap).
import { useEffect } from 'react';

/** Within this many degrees of level, front to back and side to side. */
const LEVEL = 12;
/** Held level this long (ms): a phone put down, not one tilted past level in the hand. */
const HELD = 1000;

export function useLaidFlat(enabled: boolean, onFlat: () => void): void {
  useEffect(() => {
    if (!enabled || typeof window.DeviceOrientationEvent === 'undefined') return;
    let since: number | null = null;
    const onTilt = (e: DeviceOrientationEvent) => {
      const level =
        e.beta !== null &&
        e.gamma !== null &&
        Math.abs(e.beta) < LEVEL &&
        Math.abs(e.gamma) < LEVEL;
      if (!level) {
        since = null;
        return;
      }
      since ??= e.timeStamp;
      if (e.timeStamp - since >= HELD) onFlat();
    };
    window.addEventListener('deviceorientation', onTilt);
    return () => window.removeEventListener('deviceorientation', onTilt);
  }, [enabled, onFlat]);
}
