// Keep the screen awake at the table (Screen Wake Lock API, where the browser has it). The lock
// is dropped by the browser when the tab is hidden, so it is asked for again on return.
import { useEffect } from 'react';

interface WakeLockSentinelLike {
  release: () => Promise<void>;
}
type WakeLockNavigator = Navigator & {
  wakeLock?: { request: (type: 'screen') => Promise<WakeLockSentinelLike> };
};

export const wakeLockSupported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

export function useWakeLock(enabled: boolean) {
  useEffect(() => {
    if (!enabled || !wakeLockSupported()) return;
    let lock: WakeLockSentinelLike | null = null;
    let cancelled = false;
    const acquire = () => {
      (navigator as WakeLockNavigator).wakeLock
        ?.request('screen')
        .then((l) => {
          if (cancelled) void l.release();
          else lock = l;
        })
        .catch(() => {
          /* refused (battery saver, not visible): the app works the same without it */
        });
    };
    const onVisible = () => document.visibilityState === 'visible' && acquire();
    acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release();
    };
  }, [enabled]);
}
